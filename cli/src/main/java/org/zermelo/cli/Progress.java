package org.zermelo.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import org.zermelo.search.ProgressListener;
import org.zermelo.search.Search;
import org.zermelo.search.SearchProgress;
import picocli.CommandLine.Model.CommandSpec;

/**
 * How a long search tells how far it has come: a line on standard error every
 * {@value #EVERY_SECONDS} seconds, after the command's name, with the time, the nodes, the rate,
 * the depth of the iteration under way and the line being searched, each move with its place
 * among its position's moves:
 * {@code solve: 20 s, 41,250,113 nodes (2,062,505 a second), depth 14, searching 4 (1 of 7), 3 (2 of 7)}.
 */
final class Progress implements ProgressListener {

    /** How often a long search says how far it has come: every 10 s, so that a short one says nothing. */
    static final int EVERY_SECONDS = 10;
    static final long EVERY_NANOS = EVERY_SECONDS * 1_000_000_000L;

    private final PrintWriter err;
    private final String name;
    /** What is done along the line: searching, or counting for perft. */
    private final String verb;

    private Progress(CommandSpec spec, String what, String verb) {
        this.err = spec.commandLine().getErr();
        this.name = spec.qualifiedName() + (what.isEmpty() ? "" : " " + what);
        this.verb = verb;
    }

    /** Has {@code search} print its progress on the command's standard error. */
    static void tell(Search search, CommandSpec spec) {
        search.setProgress(to(spec), EVERY_NANOS);
    }

    /** Progress lines on the command's standard error. */
    static Progress to(CommandSpec spec) {
        return new Progress(spec, "", "searching");
    }

    /** Progress lines on the command's standard error, naming {@code what} is under way (an algorithm among several). */
    static Progress to(CommandSpec spec, String what) {
        return new Progress(spec, what, "searching");
    }

    /** Progress lines of a count (perft) on the command's standard error. */
    static Progress ofCount(CommandSpec spec) {
        return new Progress(spec, "", "counting");
    }

    @Override
    public void progress(SearchProgress p) {
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%s: %.0f s, %,d nodes (%,d a second)", name,
                p.elapsedNanos() / 1e9, p.nodes(), p.nodesPerSecond()));
        if (p.depth() > 0) {
            line.append(", depth ").append(p.depth());
        }
        if (!p.line().isEmpty()) {
            line.append(", ").append(verb);
            String comma = " ";
            for (SearchProgress.Step step : p.line()) {
                line.append(comma).append(step.move()).append(" (").append(step.index()).append(" of ").append(step.count()).append(')');
                comma = ", ";
            }
        }
        say(line.toString());
    }

    @Override
    public void saved(long entries, Path file, long nanos) {
        say(String.format(Locale.ROOT, "%s: %,d proofs saved to %s in %.1f s", name, entries, file, nanos / 1e9));
    }

    /** One line, from whichever thread: a save is told from the thread that saves. */
    private synchronized void say(String line) {
        err.println(line);
        err.flush();
    }
}
