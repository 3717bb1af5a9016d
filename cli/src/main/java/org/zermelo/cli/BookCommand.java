package org.zermelo.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.zermelo.game.Game;
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
        String name = algo != null ? algo : game.solver();
        Search solver = engine.apply(Algorithms.create(name, game.evaluator()), game);
        PrintWriter err = spec.commandLine().getErr();
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
        try {
            boolean fromStart = root.toString().equals(game.start().toString());
            book.write(out, fromStart ? "" : root.toString());
        } catch (IOException e) { // checked before: the machine's fault now (a disk filled meanwhile)
            throw new UncheckedIOException("cannot write the book " + out + ": " + Inputs.reason(e), e);
        }
        long timeMs = (System.nanoTime() - start) / 1_000_000;
        PrintWriter stdout = spec.commandLine().getOut();
        if (json) {
            stdout.println(new JsonAnswer().put("game", game.name()).put("position", root.toString()).put("plies", plies)
                    .put("positions", book.size()).put("file", out.toString()).put("algo", solver.name()).put("timeMs", timeMs));
        } else {
            stdout.println("wrote " + out + ": " + book.size() + (book.size() == 1 ? " position" : " positions") + " within "
                    + plies + (plies == 1 ? " ply" : " plies") + " of " + (root.toString().equals(game.start().toString()) ? "the start" : root)
                    + ", solved by " + solver.name() + " in " + timeMs + " ms");
        }
        return 0;
    }
}
