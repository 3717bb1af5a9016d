package org.zermelo.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.zermelo.cluster.ClusterBook;
import org.zermelo.cluster.ClusterMember;
import org.zermelo.cluster.UnitRecords;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.Position;
import org.zermelo.search.Algorithms;
import org.zermelo.search.OpeningBook;
import org.zermelo.search.Search;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "book", mixinStandardHelpOptions = true,
        description = {"Build an opening book: solve every position within --plies plies of POSITION (the start " +
            "if omitted), the deepest first, and write their exact values to --out. Then 'solve ... --book FILE' " +
            "(and search, compare, bench) answers those positions at once. The book is a text file: a comment " +
            "line saying what it is, then one line per position: its value, a space, the position."})
final class BookCommand implements Callable<Integer> {

    /** The most plies a book may reach. */
    static final int MAX_PLIES = 60;

    @ParentCommand
    Main main;

    @Spec
    CommandSpec spec;

    @Mixin
    GameAndPosition args;

    @Option(names = "--plies", paramLabel = "N", required = true,
            description = "How many plies from the position the book reaches (0 is the position alone).")
    int plies;

    @Option(names = "--out", paramLabel = "FILE", required = true, description = "The book file to write.")
    Path out;

    @Option(names = "--algo", paramLabel = "NAME", description = "The exact solver (default: the game's, as solve uses).")
    String algo;

    @Mixin
    EngineOptions engine;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Mixin
    ClusterOptions cluster;

    @Option(names = "--resume", paramLabel = "FILE",
            description = "With --cluster: saves the positions solved so far to FILE (a book of them) every "
                    + RESUME_EVERY_SECONDS + " s, at each ply's end and when stopped, and first reads it back if FILE exists: "
                    + "a coordinator stopped or killed goes on from there, its positions not solved again. They are trusted.")
    Path resume;

    @Option(names = "--units-out", paramLabel = "FILE",
            description = "With --cluster: writes what each position solved cost (CSV: " + UnitRecords.HEADER + "), for "
                    + "'zermelo predict'.")
    Path unitsOut;

    /** How often --resume saves the positions solved. */
    static final int RESUME_EVERY_SECONDS = 30;

    @Override
    public Integer call() throws IOException {
        Game game = args.game();
        Position root = args.position(game);
        if (plies < 0 || plies > MAX_PLIES) {
            throw new IllegalArgumentException("--plies must be from 0 to " + MAX_PLIES + ", not " + plies);
        }
        if (root.isTerminal()) {
            throw new IllegalArgumentException("the game is over at " + root + ": there is nothing to put in a book");
        }
        Outputs.check(out, "the book");
        if (cluster.on() && (engine.book != null || engine.checkpoint != null)) {
            throw new IllegalArgumentException("--book and --checkpoint are for one machine: with --cluster, each member's "
                    + "solver reads the positions solved so far as its book, and --resume saves them");
        }
        String name = algo != null ? algo : game.solver();
        Search solver = engine.apply(Algorithms.create(name, game.evaluator()), game);
        PrintWriter err = spec.commandLine().getErr();
        if (cluster.on()) {
            return onCluster(game, root, name, solver.name(), err);
        }
        if (resume != null || unitsOut != null) {
            throw new IllegalArgumentException("--resume and --units-out are for a book built by a cluster: give --cluster NAME too");
        }
        long start = System.nanoTime();
        long[] shown = {0};
        OpeningBook book;
        try {
            book = OpeningBook.build(game, root, plies, solver, line -> {
                if (main.interactive && System.nanoTime() - shown[0] > 100_000_000) {
                    err.print("\r" + line + "   ");
                    err.flush();
                    shown[0] = System.nanoTime();
                }
            });
        } finally {
            if (main.interactive) {
                err.print("\r" + " ".repeat(79) + "\r");
                err.flush();
            }
        }
        finish(game, root, book, solver.name(), start, 0);
        return 0;
    }

    /** Writes the book and says so: {@code members} is the size of the cluster that built it, 0 for none. */
    private void finish(Game game, Position root, OpeningBook book, String solverName, long start, int members) {
        try {
            boolean fromStart = root.toString().equals(game.start().toString());
            book.write(out, fromStart ? "" : root.toString());
        } catch (IOException e) { // checked before: the machine's fault now (a disk filled meanwhile)
            throw new UncheckedIOException("cannot write the book " + out + ": " + Inputs.reason(e), e);
        }
        long timeMs = (System.nanoTime() - start) / 1_000_000;
        PrintWriter stdout = spec.commandLine().getOut();
        if (json) {
            JsonAnswer answer = new JsonAnswer().put("game", game.name()).put("position", root.toString()).put("plies", plies)
                    .put("positions", book.size()).put("file", out.toString()).put("algo", solverName).put("timeMs", timeMs);
            stdout.println(members > 0 ? answer.put("members", members) : answer);
        } else {
            stdout.println("wrote " + out + ": " + book.size() + (book.size() == 1 ? " position" : " positions") + " within "
                    + plies + (plies == 1 ? " ply" : " plies") + " of " + (root.toString().equals(game.start().toString()) ? "the start" : root)
                    + ", solved by " + solverName + (members > 0 ? " on a cluster of " + members + (members == 1 ? " member" : " members") : "")
                    + " in " + timeMs + " ms");
        }
    }

    /**
     * The book built by the cluster that this command joins as its coordinator (docs/cluster.md):
     * the same book as on one machine.
     */
    private int onCluster(Game game, Position root, String algoName, String solverName, PrintWriter err) throws IOException {
        ClusterOptions.checkSendable(game, root);
        OpeningBook known = null;
        if (resume != null) {
            Outputs.check(resume, "the positions solved to");
            if (Files.exists(resume)) {
                known = OpeningBook.read(game, resume);
                if (known.plies() != plies) {
                    throw new IllegalArgumentException(resume + " holds the positions of a book of " + known.plies()
                            + " plies, not " + plies + ": give the same --plies or another --resume file");
                }
            }
        }
        if (unitsOut != null) {
            Outputs.check(unitsOut, "the units to");
        }
        String command = spec.qualifiedName();
        ClusterMember member = cluster.start(command, engine.megabytes, engine.threads, err);
        String rootText = root.toString().equals(game.start().toString()) ? "" : root.toString();
        OpeningBook saved = OpeningBook.empty(game, plies);
        List<UnitRecords.Record> units = new ArrayList<>();
        long[] lastSave = {System.nanoTime()};
        int[] lastPly = {Integer.MAX_VALUE};
        Runnable save = () -> {
            if (resume != null) {
                synchronized (saved) {
                    try {
                        saved.write(resume, rootText);
                    } catch (IOException e) { // checked before: the machine's fault now
                        throw new UncheckedIOException("cannot write the positions solved to " + resume + ": " + Inputs.reason(e), e);
                    }
                }
            }
        };
        // Ctrl-C or a kill: the positions solved so far are saved, and the member leaves the cluster cleanly.
        Thread onExit = new Thread(() -> {
            save.run();
            member.close();
            err.println(command + ": stopped" + (resume != null ? "; the positions solved so far are in " + resume : ""));
            err.flush();
        }, "zermelo-book-stop");
        Runtime.getRuntime().addShutdownHook(onExit);
        long start = System.nanoTime();
        long[] shown = {0};
        OpeningBook book;
        try {
            book = ClusterBook.build(member, game, root, plies, algoName, known, solved -> {
                synchronized (saved) {
                    saved.add(Games.position(game, solved.position()), solved.result().value());
                }
                if (!solved.known()) {
                    units.add(new UnitRecords.Record(solved.ply(), solved.position(), solved.result().member(), solved.result().nodes(),
                            solved.result().nanos() / 1000));
                }
                if (solved.ply() != lastPly[0] || System.nanoTime() - lastSave[0] > RESUME_EVERY_SECONDS * 1_000_000_000L) {
                    if (lastPly[0] != Integer.MAX_VALUE) {
                        save.run();
                    }
                    lastPly[0] = solved.ply();
                    lastSave[0] = System.nanoTime();
                }
            }, line -> {
                if (main.interactive && System.nanoTime() - shown[0] > 100_000_000) {
                    err.print("\r" + line + "   ");
                    err.flush();
                    shown[0] = System.nanoTime();
                }
            });
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            ClusterOptions.leave(member, onExit);
            throw new IllegalStateException("interrupted", e);
        } catch (RuntimeException e) { // a unit that failed (a bug), or this member stopped: leave before saying so
            ClusterOptions.leave(member, onExit);
            throw e;
        } finally {
            if (main.interactive) {
                err.print("\r" + " ".repeat(79) + "\r");
                err.flush();
            }
        }
        int members = member.size();
        try {
            Runtime.getRuntime().removeShutdownHook(onExit);
        } catch (IllegalStateException shuttingDown) {
            return 1; // the hook saves and leaves
        }
        save.run();
        if (unitsOut != null) {
            Outputs.write(unitsOut, "the units to", stream -> UnitRecords.write(stream, units));
        }
        member.close();
        finish(game, root, book, solverName, start, members);
        return 0;
    }
}
