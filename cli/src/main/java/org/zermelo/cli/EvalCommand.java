package org.zermelo.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.zermelo.game.EvaluationTerms;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.Outcome;
import org.zermelo.game.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "eval", mixinStandardHelpOptions = true,
        description = {"The game's static evaluation of a position, for the side to move: what a search uses at its horizon. " +
            "Where the evaluation is a sum of terms, each is shown: its raw measure, its weight here, its contribution."})
final class EvalCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    GameAndPosition args;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Override
    public Integer call() {
        Game game = args.game();
        Position position = args.position(game);
        String who = game.playerName(position.sideToMove());
        if (position.isTerminal()) {
            throw new IllegalArgumentException("the game is over at " + position + " (" + Outcome.of(position.terminalValue())
                    + " for " + who + ", value " + position.terminalValue() + "): the evaluation is for positions still in play");
        }
        Evaluator evaluator = game.evaluator();
        int total = evaluator.evaluate(position);
        List<EvaluationTerms.Term> terms = evaluator instanceof EvaluationTerms t ? t.terms(position) : List.of();
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            List<Map<String, Object>> rows = new ArrayList<>();
            for (EvaluationTerms.Term term : terms) {
                Map<String, Object> row = new LinkedHashMap<>();
                row.put("name", term.name());
                row.put("raw", term.raw());
                row.put("weight", term.weight());
                row.put("contribution", term.contribution());
                rows.add(row);
            }
            out.println(new Json().put("game", game.name()).put("position", position.toString())
                    .put("sideToMove", who).put("terms", rows).put("total", total));
            return 0;
        }
        out.println(Inputs.heading(game, position) + ": " + who + " to move");
        if (!terms.isEmpty()) {
            int width = "total".length();
            for (EvaluationTerms.Term term : terms) {
                width = Math.max(width, term.name().length());
            }
            String format = "%-" + width + "s %7s %7s %13s  %s%n";
            out.printf(format, "term", "raw", "weight", "contribution", "what the raw value measures");
            for (EvaluationTerms.Term term : terms) {
                out.printf(format, term.name(), term.raw(), term.weight(), term.contribution(), term.meaning());
            }
            out.println(String.format(format, "total", "", "", total, "").stripTrailing());
        } else {
            out.println("evaluation: " + total);
        }
        return 0;
    }
}
