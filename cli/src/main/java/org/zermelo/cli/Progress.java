package org.zermelo.cli;

import java.io.PrintWriter;
import java.util.function.Consumer;
import picocli.CommandLine.Model.CommandSpec;

/** Where a long search tells how far it has come: a line on standard error, after the command's name. */
final class Progress {

    /** How often a long search says how far it has come: every 10 s, so that a short one says nothing. */
    static final long EVERY_NANOS = 10_000_000_000L;

    private Progress() {}

    /** Prints each line it is told on the command's standard error, at once. */
    static Consumer<String> to(CommandSpec spec) {
        PrintWriter err = spec.commandLine().getErr();
        String name = spec.qualifiedName();
        return line -> {
            err.println(name + ": " + line);
            err.flush();
        };
    }
}
