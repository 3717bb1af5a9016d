package org.zermelo.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.zermelo.io.OutputFile;

/**
 * The files the commands write (weights, curves, plots, books, drawings), as core's
 * {@link OutputFile} writes them: each checked before any work (a name, not a folder, not a device
 * or a pipe, in a folder that takes a file now), so that bad input is said at once, with exit
 * code 2; then written whole, never over something that is not a regular file. A write that
 * fails after the check (the disk filled meanwhile) is the machine's fault: exit code 1.
 */
final class Outputs {

    private Outputs() {}

    /**
     * {@code file}, checked before any work.
     *
     * @param what what is written, as the message says it: "the curve", "the weights to"
     * @throws IllegalArgumentException "cannot write WHAT FILE: why"
     */
    static Path check(Path file, String what) {
        return OutputFile.check(file, what);
    }

    /** Writes {@code file} whole; one line ("cannot write WHAT FILE: why") and exit code 1 if it fails. */
    static void write(Path file, String what, OutputFile.Content content) {
        try {
            OutputFile.write(file, content);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + what + " " + file + ": " + Inputs.reason(e), e);
        }
    }
}
