package org.zermelo.cli;

import java.io.PrintWriter;
import org.zermelo.search.ProofSearch;
import org.zermelo.search.Search;
import picocli.CommandLine.Model.CommandSpec;

/** How a long search tells how far it has come: a line on standard error, after the command's name. */
final class Progress {

    /** How often a long search says how far it has come: every 10 s, so that a short one says nothing. */
    static final long EVERY_NANOS = 10_000_000_000L;

    private Progress() {}

    /** When {@code search} is a proof, has it print its progress lines on the command's standard error. */
    static void tellLongProofs(Search search, CommandSpec spec) {
        if (search instanceof ProofSearch proof) {
            PrintWriter err = spec.commandLine().getErr();
            String name = spec.qualifiedName();
            proof.setProgress(line -> {
                err.println(name + ": " + line);
                err.flush();
            }, EVERY_NANOS);
        }
    }
}
