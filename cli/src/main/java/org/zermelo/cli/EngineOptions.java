package org.zermelo.cli;

import java.io.IOException;
import java.nio.file.Path;
import org.zermelo.game.Game;
import org.zermelo.search.Engine;
import org.zermelo.search.OpeningBook;
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

    @Option(names = "--book", paramLabel = "FILE",
            description = "An opening book written by 'zermelo book': exact searches answer its positions at once (engine algorithms only).")
    Path book;

    /** Sets what was asked for on {@code search}; refuses it for searches that are not the engine. */
    Search apply(Search search, Game game) {
        if (megabytes == null && threads == null && book == null) {
            return search;
        }
        if (!(search instanceof Engine engine)) {
            throw new IllegalArgumentException((megabytes != null ? "--hash" : threads != null ? "--threads" : "--book")
                    + " is for the engine: " + search.name()
                    + " has no table (the engine algorithms are alphabeta-tt, pvs, aspiration, mtdf, ...)");
        }
        if (book != null) {
            try {
                engine.setBook(OpeningBook.read(game, book));
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot read the book " + book + ": " + e.getMessage());
            }
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
