package org.zermelo.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
import org.zermelo.search.Benchmark;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "eval", mixinStandardHelpOptions = true,
        description = {"The game's static evaluation of a position, for the side to move: what a search uses at its horizon. " +
            "Where the evaluation is a sum of terms, each is shown: its raw measure, its weight here, its contribution; for a " +
            "learned linear evaluation (--eval FILE.json of features:SET), each feature, its weight and its contribution to the " +
            "sum whose tanh is the learned value; for a learned table, the value it holds for the player who has just moved.",
            "",
            "With --against FILE: every position of a benchmark file (as 'bench' reads it, a position and its exact value a "
            + "line), and the evaluation's error against the exact values: the mean absolute error in the game's units (an "
            + "evaluation in them, like Othello's patterns in discs) and the correlation, by number of empty cells."})
final class EvalCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    GameAndPosition args;

    @Mixin
    EvalOption evalOption;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Option(names = "--against", paramLabel = "FILE", description = "The benchmark file whose exact values the evaluation is "
            + "measured against (instead of POSITION).")
    Path against;

    @Override
    public Integer call() {
        if (against != null) {
            return against();
        }
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

    /**
     * The evaluation against the exact values of a benchmark file's positions: by number of
     * empty cells (all together where the positions are not boards of cells), the mean absolute
     * error, in the game's units, and the correlation.
     */
    private int against() {
        Game game = args.game();
        if (args.positionText != null) {
            throw new IllegalArgumentException("--against measures the positions of its file: give no POSITION");
        }
        Benchmark.File file;
        try (BufferedReader reader = Files.newBufferedReader(against, StandardCharsets.UTF_8)) {
            file = Benchmark.read(game, reader, null);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + against + ": " + Inputs.reason(e));
        }
        if (file.lines().isEmpty()) {
            throw new IllegalArgumentException(against + " has no position with its value: expected a benchmark file, as 'bench' "
                    + "reads it");
        }
        Evaluations.Named evaluation = evalOption.resolve(game);
        Evaluator evaluator = evaluation.factory().get();
        java.util.TreeMap<Integer, double[]> groups = new java.util.TreeMap<>(); // count, sum |e|, sums of x, y, xx, yy, xy
        for (Benchmark.Line line : file.lines()) {
            Position p = line.c().position();
            if (p.isTerminal()) {
                continue;
            }
            int empty = -1;
            if (p instanceof org.zermelo.game.Cells cells) {
                byte[] board = new byte[cells.rows() * cells.columns()];
                cells.cells(board);
                empty = 0;
                for (byte b : board) {
                    empty += b == org.zermelo.game.Cells.EMPTY ? 1 : 0;
                }
            }
            double x = evaluator.evaluate(p) * evaluator.valueAtLimit() / org.zermelo.game.Scores.EVAL_LIMIT;
            double y = line.c().expected();
            double[] g = groups.computeIfAbsent(empty, k -> new double[7]);
            double[] add = {1, Math.abs(x - y), x, y, x * x, y * y, x * y};
            for (int i = 0; i < add.length; i++) {
                g[i] += add[i];
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        List<Map<String, Object>> rows = new ArrayList<>();
        double[] all = new double[7];
        for (Map.Entry<Integer, double[]> e : groups.entrySet()) {
            double[] g = e.getValue();
            for (int i = 0; i < all.length; i++) {
                all[i] += g[i];
            }
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("empty", e.getKey() < 0 ? null : e.getKey());
            row.put("positions", (int) g[0]);
            row.put("meanAbsoluteError", Math.round(g[1] / g[0] * 100) / 100.0);
            row.put("correlation", Math.round(correlation(g) * 1000) / 1000.0);
            rows.add(row);
        }
        if (json) {
            out.println(new JsonAnswer().put("game", game.name()).put("eval", evaluation.name()).put("file", against.toString())
                    .put("rows", rows).put("positions", (int) all[0]).put("meanAbsoluteError", Math.round(all[1] / all[0] * 100) / 100.0)
                    .put("correlation", Math.round(correlation(all) * 1000) / 1000.0));
            return 0;
        }
        out.println(game.name() + " " + against + ": evaluation " + evaluation.name() + " against the exact values");
        String format = "%6s %10s %20s %12s%n";
        out.printf(format, "empty", "positions", "mean absolute error", "correlation");
        for (Map<String, Object> row : rows) {
            out.printf(java.util.Locale.ROOT, format, row.get("empty") == null ? "-" : row.get("empty"), row.get("positions"),
                    String.format(java.util.Locale.ROOT, "%.2f", (double) row.get("meanAbsoluteError")),
                    String.format(java.util.Locale.ROOT, "%.3f", (double) row.get("correlation")));
        }
        out.printf(java.util.Locale.ROOT, format, "all", (int) all[0], String.format(java.util.Locale.ROOT, "%.2f", all[1] / all[0]),
                String.format(java.util.Locale.ROOT, "%.3f", correlation(all)));
        return 0;
    }

    /** Pearson's correlation from the sums {count, |e|, x, y, xx, yy, xy}; 0 where a side does not vary. */
    private static double correlation(double[] g) {
        double n = g[0];
        double vx = n * g[4] - g[2] * g[2];
        double vy = n * g[5] - g[3] * g[3];
        return vx <= 0 || vy <= 0 ? 0 : (n * g[6] - g[2] * g[3]) / Math.sqrt(vx * vy);
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
