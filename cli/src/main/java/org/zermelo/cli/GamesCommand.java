package org.zermelo.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.Chance;
import org.zermelo.game.SelfSolving;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "games", mixinStandardHelpOptions = true,
        description = "List the games, each with its notation and an example position.")
final class GamesCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<Game> games = Games.all();
        if (json) {
            List<Object> list = new ArrayList<>();
            for (Game game : games) {
                list.add(new JsonAnswer().put("name", game.name()).put("description", game.description())
                        .put("positionNotation", game.positionNotation()).put("moveNotation", game.moveNotation())
                        .put("example", game.example()).put("start", game.start().toString())
                        .put("solver", solver(game)).put("evaluations", List.copyOf(game.evaluations().keySet())).fields());
            }
            out.println(new JsonAnswer().put("games", list));
            return 0;
        }
        for (Game game : games) {
            out.println(game.name() + ": " + game.description());
            out.println("  positions: " + game.positionNotation());
            out.println("  moves:     " + game.moveNotation());
            out.println("  start:     " + game.start());
            out.println("  example:   " + game.example());
            out.println("  solve:     " + (solver(game).equals(NO_SOLVER) ? "no exact solver (a game of chance whose dice can "
                    + "bring a position back): search it to a horizon" : solver(game) + " by default"));
            out.println("  evaluate:  " + String.join(", ", game.evaluations().keySet()) + " (eval=NAME), or a file written by "
                    + "'zermelo learn' (eval=FILE.json)");
        }
        return 0;
    }

    /** The solver of a game of chance that cannot be solved: neither its own method nor a search to the end. */
    static final String NO_SOLVER = "none";

    /**
     * What {@code zermelo solve} uses when no --algo is given: the game's own method, if it has
     * one; {@link #NO_SOLVER} for another game of chance.
     */
    static String solver(Game game) {
        if (game instanceof SelfSolving self) {
            return self.method();
        }
        return Chance.inGame(game.start()) ? NO_SOLVER : game.solver();
    }
}
