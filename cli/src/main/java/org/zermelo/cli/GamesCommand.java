package org.zermelo.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
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
                list.add(new Json().put("name", game.name()).put("description", game.description())
                        .put("positionNotation", game.positionNotation()).put("moveNotation", game.moveNotation())
                        .put("example", game.example()).put("start", game.start().toString())
                        .put("solver", solver(game)).put("evaluations", List.copyOf(game.evaluations().keySet())).fields());
            }
            out.println(new Json().put("games", list));
            return 0;
        }
        for (Game game : games) {
            out.println(game.name() + ": " + game.description());
            out.println("  positions: " + game.positionNotation());
            out.println("  moves:     " + game.moveNotation());
            out.println("  start:     " + game.start());
            out.println("  example:   " + game.example());
            out.println("  solve:     " + solver(game) + " by default");
            out.println("  evaluate:  " + String.join(", ", game.evaluations().keySet()) + " (eval=NAME), or a file written by "
                    + "'zermelo learn' (eval=FILE.json)");
        }
        return 0;
    }

    /** What {@code zermelo solve} uses when no --algo is given: the game's own method, if it has one. */
    static String solver(Game game) {
        return game instanceof SelfSolving self ? self.method() : game.solver();
    }
}
