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
import org.zermelo.learn.Evaluations;
import org.zermelo.learn.FeatureEncoding;
import org.zermelo.learn.Network;
import org.zermelo.learn.Table;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "eval", mixinStandardHelpOptions = true,
        description = {"The game's static evaluation of a position, for the side to move: what a search uses at its horizon. " +
            "Where the evaluation is a sum of terms, each is shown: its raw measure, its weight here, its contribution; for a " +
            "learned linear evaluation (--eval FILE.json of features:SET), each feature, its weight and its contribution to the " +
            "sum whose tanh is the learned value; for a learned table, the value it holds for the player who has just moved."})
final class EvalCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    GameAndPosition args;

    @Mixin
    EvalOption evalOption;

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
        Evaluations.Named evaluation = evalOption.resolve(game);
        Evaluator evaluator = evaluation.factory().get();
        int total = evaluator.evaluate(position);
        if (evaluation.learned() != null && evaluation.learned().network() != null
                && evaluation.learned().network().encoding() instanceof FeatureEncoding features) {
            return learnedTerms(game, position, who, features, evaluation.learned().network(), total);
        }
        List<EvaluationTerms.Term> terms = evaluator instanceof EvaluationTerms t ? t.terms(position) : List.of();
        // A learned table holds the value of the position for the player who has just moved there.
        Table table = evaluation.learned() != null ? evaluation.learned().table() : null;
        Double tableValue = table != null ? table.value(position) : null;
        String mover = game.playerName(1 - position.sideToMove());
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
            JsonAnswer answer = new JsonAnswer().put("game", game.name()).put("position", position.toString())
                    .put("sideToMove", who).put("terms", rows).put("total", total);
            out.println(tableValue == null ? answer : answer.put("tableValue", tableValue));
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
        if (tableValue != null) {
            out.println(String.format(java.util.Locale.ROOT, "table value %.4f for %s, who has just moved (0.5 until learned)",
                    tableValue, mover));
        }
        return 0;
    }

    /** A learned linear evaluation, feature by feature: its value here, its weight, their product; then the sum and its tanh. */
    private int learnedTerms(Game game, Position position, String who, FeatureEncoding features, Network network, int total) {
        String[] names = features.featureNames();
        int[] index = new int[names.length];
        double[] values = new double[names.length];
        features.copy().encode(position, index, values);
        double[] weights = network.weightsCopy();
        double sum = 0;
        for (int i = 0; i < names.length; i++) {
            sum += weights[i] * values[i];
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            List<Map<String, Object>> rows = new ArrayList<>();
            for (int i = 0; i < names.length; i++) {
                Map<String, Object> row = new LinkedHashMap<>();
                row.put("name", names[i]);
                row.put("raw", values[i]);
                row.put("weight", weights[i]);
                row.put("contribution", weights[i] * values[i]);
                rows.add(row);
            }
            out.println(new JsonAnswer().put("game", game.name()).put("position", position.toString()).put("sideToMove", who)
                    .put("eval", evalOption.eval).put("terms", rows).put("sum", sum).put("value", Math.tanh(sum)).put("total", total));
            return 0;
        }
        out.println(Inputs.heading(game, position) + ": " + who + " to move, evaluation " + evalOption.eval);
        int width = "feature".length();
        for (String name : names) {
            width = Math.max(width, name.length());
        }
        String format = "%-" + width + "s %9s %10s %13s%n";
        out.printf(format, "feature", "value", "weight", "contribution");
        for (int i = 0; i < names.length; i++) {
            out.printf(java.util.Locale.ROOT, "%-" + width + "s %9.3f %10.5f %13.5f%n", names[i], values[i], weights[i], weights[i] * values[i]);
        }
        out.println(String.format(java.util.Locale.ROOT, "sum %.5f, learned value tanh(sum) = %+.4f, evaluation %d", sum, Math.tanh(sum), total));
        return 0;
    }
}
