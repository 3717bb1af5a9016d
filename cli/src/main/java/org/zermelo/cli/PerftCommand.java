package org.zermelo.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.zermelo.game.Game;
import org.zermelo.game.Position;
import org.zermelo.search.Perft;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "perft", mixinStandardHelpOptions = true,
        description = {"Count the move sequences of exactly DEPTH plies from a position (a game that ends earlier counts nothing, " +
            "or one leaf where the published counts do so: Othello, where a forced pass is a ply). " +
            "The standard check of a move generator against published counts."})
final class PerftCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "The game (see 'zermelo games').")
    String gameName;

    @Parameters(index = "1", paramLabel = "DEPTH", description = "The number of plies, 0 or more.")
    int depth;

    @Parameters(index = "2", arity = "0..1", paramLabel = "POSITION", description = "The position; the start if omitted.")
    String positionText;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Override
    public Integer call() {
        Game game = Inputs.game(gameName);
        if (depth < 0) {
            throw new IllegalArgumentException("DEPTH must be 0 or more, not " + depth);
        }
        if (depth > 64) {
            throw new IllegalArgumentException("DEPTH " + depth + " is more than 64 plies: perft counts grow exponentially, try a smaller depth");
        }
        Position position = Inputs.position(game, positionText);
        long start = System.nanoTime();
        long nodes = Perft.count(position, depth, Progress.ofCount(spec), Progress.EVERY_NANOS);
        long timeMs = (System.nanoTime() - start) / 1_000_000;
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(new JsonAnswer().put("game", game.name()).put("position", position.toString()).put("depth", depth)
                    .put("nodes", nodes).put("timeMs", timeMs));
        } else {
            out.println("perft " + depth + ": " + nodes + " (" + timeMs + " ms)");
        }
        return 0;
    }
}
