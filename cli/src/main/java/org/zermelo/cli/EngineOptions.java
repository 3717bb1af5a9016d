package org.zermelo.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import org.zermelo.game.Game;
import org.zermelo.search.Algorithm.Setting;
import org.zermelo.search.Algorithms;
import org.zermelo.search.BookReader;
import org.zermelo.search.Checkpointing;
import org.zermelo.search.OpeningBook;
import org.zermelo.search.Parallel;
import org.zermelo.search.Search;
import org.zermelo.search.TableSize;
import org.zermelo.search.TranspositionTable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The options of the searches with a table (the engine's, proof): {@code --hash} (its size),
 * {@code --threads}, {@code --book}, {@code --checkpoint}.
 */
final class EngineOptions {

    /** How often {@code --checkpoint} saves the table: a save of a full table takes tens of seconds (docs/measurements.md), on a thread of its own. */
    static final long CHECKPOINT_EVERY_NANOS = 600_000_000_000L;

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    @Option(names = "--hash", paramLabel = "MB",
            description = "The most the transposition table grows to, in MB (default 1024, or a quarter of the JVM's memory "
                    + "if less). It starts at 1 MB and doubles as a search fills it.")
    Integer megabytes;

    @Option(names = "--threads", paramLabel = "N",
            description = "Threads searching together, sharing the table (default 1; ${bundle:threads.algos}).")
    Integer threads;

    @Option(names = "--book", paramLabel = "FILE",
            description = "An opening book written by 'zermelo book': exact searches answer its positions at once (${bundle:book.algos}).")
    Path book;

    @Option(names = "--checkpoint", paramLabel = "FILE",
            description = "For proof: saves the table of proofs to FILE every 10 minutes, at the end and when stopped "
                    + "(Ctrl-C, kill), and first reads it back if FILE exists: a long proof that was stopped goes on from "
                    + "where it was when started again with the same FILE. The proofs in FILE are trusted.")
    Path checkpoint;

    /**
     * Refuses a size no table can have, and warns, on one line, when the JVM has too little memory
     * for it: the table's last doubling holds the old and the new table at once, and the collector
     * wants room beside them, so it needs about two and a half times its size (docs/searching.md).
     */
    private void checkHash(int mb) {
        try {
            TranspositionTable.checkedMegabytes(mb);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--hash: " + e.getMessage());
        }
        long needed = mb * 5L / 2;
        long heap = Runtime.getRuntime().maxMemory() >> 20;
        if (heap < needed) {
            PrintWriter err = command.commandLine().getErr();
            err.printf(Locale.ROOT, "%s: warning: --hash %d needs about %d MB of memory and the JVM may use %d MB: the table "
                    + "will stop growing before %d MB; run with ZERMELO_JAVA_OPTS=-Xmx%dg for all of it%n",
                    command.qualifiedName(), mb, needed, heap, mb, (needed + 1023) / 1024);
            err.flush();
        }
    }

    /** True when any of these options was given. */
    boolean any() {
        return megabytes != null || threads != null || book != null || checkpoint != null;
    }

    /** Sets what was asked for on {@code search}, whose helper threads evaluate as the game does by default. */
    Search apply(Search search, Game game) {
        return apply(search, game, game::evaluator);
    }

    /**
     * Sets what was asked for on {@code search}, whose helper threads get their evaluators from
     * {@code evaluators}; refuses what it cannot do, saying which searches can.
     */
    Search apply(Search search, Game game, java.util.function.Supplier<org.zermelo.game.Evaluator> evaluators) {
        if (megabytes != null) {
            checkHash(megabytes);
            if (!(search instanceof TableSize table)) {
                throw new IllegalArgumentException("--hash is for the searches with a table (" + accepting(Setting.TABLE) + "): "
                        + search.name() + " has no table");
            }
            table.setTableMegabytes(megabytes);
        }
        if (threads != null) {
            try {
                Parallel.checkedThreads(threads);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--threads: " + e.getMessage());
            }
            if (!(search instanceof Parallel parallel)) {
                throw new IllegalArgumentException("--threads is for " + accepting(Setting.THREADS) + ": " + search.name()
                        + " runs on one thread");
            }
            parallel.setThreads(threads, evaluators);
        }
        if (book != null) {
            if (!(search instanceof BookReader reader)) {
                throw new IllegalArgumentException("--book is for " + accepting(Setting.BOOK) + ": " + search.name()
                        + " reads no book");
            }
            try {
                reader.setBook(OpeningBook.read(game, book));
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot read the book " + book + ": " + Inputs.reason(e));
            }
        }
        if (checkpoint != null) {
            if (!(search instanceof Checkpointing saved)) {
                throw new IllegalArgumentException("--checkpoint is for " + accepting(Setting.CHECKPOINT) + ": " + search.name()
                        + " keeps no proofs");
            }
            long read = saved.setCheckpoint(game, checkpoint, CHECKPOINT_EVERY_NANOS);
            if (read > 0) {
                PrintWriter err = command.commandLine().getErr();
                err.printf(Locale.ROOT, "%s: %,d proofs read from %s%n", command.qualifiedName(), read, checkpoint);
                err.flush();
            }
        }
        return search;
    }

    /** The searches that take {@code setting}, as a sentence names them. */
    static String accepting(Setting setting) {
        return Algorithms.sentence(Algorithms.names(a -> a.accepts(setting)));
    }
}
