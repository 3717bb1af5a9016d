package org.zermelo.cli;

import org.zermelo.game.Game;
import org.zermelo.search.Engine;
import org.zermelo.search.Search;
import picocli.CommandLine.Option;

/** The engine's options: {@code --hash} (its table's size) and {@code --threads}. */
final class EngineOptions {

    @Option(names = "--hash", paramLabel = "MB",
            description = "The engine's transposition table size in MB (default " + Engine.DEFAULT_TABLE_MB + "; engine algorithms only).")
    Integer megabytes;

    @Option(names = "--threads", paramLabel = "N",
            description = "Threads searching together, sharing the table (Lazy SMP; default 1; engine algorithms only).")
    Integer threads;

    /** Sets what was asked for on {@code search}; refuses it for searches that are not the engine. */
    Search apply(Search search, Game game) {
        if (megabytes == null && threads == null) {
            return search;
        }
        if (!(search instanceof Engine engine)) {
            throw new IllegalArgumentException((megabytes != null ? "--hash" : "--threads") + " is for the engine: "
                    + search.name() + " has no table (the engine algorithms are alphabeta-tt, pvs, aspiration, mtdf, ...)");
        }
        if (megabytes != null) {
            engine.setTableMegabytes(megabytes);
        }
        if (threads != null) {
            engine.setThreads(threads, game::evaluator);
        }
        return search;
    }
}
