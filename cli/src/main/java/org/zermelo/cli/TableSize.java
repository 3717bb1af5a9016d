package org.zermelo.cli;

import org.zermelo.search.Engine;
import org.zermelo.search.Search;
import picocli.CommandLine.Option;

/** The {@code --hash} option: the size of the engine's transposition table. */
final class TableSize {

    @Option(names = "--hash", paramLabel = "MB",
            description = "The engine's transposition table size in MB (default " + Engine.DEFAULT_TABLE_MB + "; engine algorithms only).")
    Integer megabytes;

    /** Sets the table size on {@code search} when one was asked for; refuses it for searches without a table. */
    Search apply(Search search) {
        if (megabytes == null) {
            return search;
        }
        if (!(search instanceof Engine engine)) {
            throw new IllegalArgumentException("--hash sets the engine's table: " + search.name()
                    + " has none (the engine algorithms are alphabeta-tt, pvs, aspiration, mtdf, ...)");
        }
        engine.setTableMegabytes(megabytes);
        return search;
    }
}
