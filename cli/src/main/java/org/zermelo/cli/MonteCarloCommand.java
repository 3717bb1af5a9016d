package org.zermelo.cli;

import java.awt.Color;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import org.zermelo.game.Chance;
import org.zermelo.game.Evaluator;
import org.zermelo.learn.Evaluations;
import org.zermelo.game.Game;
import org.zermelo.game.Outcome;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.game.SelfSolving;
import org.zermelo.search.Algorithms;
import org.zermelo.search.MonteCarlo;
import org.zermelo.search.RandomPlayValue;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "montecarlo", mixinStandardHelpOptions = true,
        description = {"Monte-Carlo evaluation: random playouts from the position estimate the side to " +
            "move's winning rate when both sides play at random (win 1, draw 1/2, loss 0), " +
            "with the 95%% interval epsilon = 1.96 sigma / sqrt(n), shown as the playouts " +
            "grow (10, 20, 50, 100, ...): the interval narrows as 1/sqrt(n). Beside it, where " +
            "they can be computed: the exact winning rate under random play (what the " +
            "estimate converges to) and the value under perfect play (not what it estimates). " +
            "--confidence sets the interval's level, and so its Phi (1.96 for 95%%, 2.5758 for 99%%); --playout greedy " +
            "plays the playouts with another cheap strategy than random moves, by the game's evaluation or --eval's. " +
            "Where a game is worth more than one point (backgammon's gammons, Othello's discs), the mean game value is " +
            "estimated too, with its interval: greedy playouts by a strong evaluation are a rollout, as backgammon " +
            "programs value a position (zermelo montecarlo backgammon ID --playout greedy --eval FILE.json)."})
final class MonteCarloCommand implements Callable<Integer> {

    /**
     * The most positions explored for the exact value under random play: enough for Pig at goal
     * 100 (1,020,096), and a few seconds before giving up on a large game.
     */
    static final int GRAPH_LIMIT = 1_100_000;
    /** The most nodes the game's solver may visit for the value under perfect play. */
    static final long SOLVE_NODES = 5_000_000;

    @Spec
    CommandSpec spec;

    @Mixin
    GameAndPosition args;

    @Option(names = "--playouts", paramLabel = "N", required = true, description = "The playouts in all, 1 to 1000000.")
    int playouts;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the playouts; printed when not given.")
    Long seed;

    @Option(names = "--plot", paramLabel = "FILE.png", description = "Also draw the estimate and its interval against the playouts (log scale).")
    String plot;

    @Option(names = "--confidence", paramLabel = "LEVEL", defaultValue = "95%", description = "The confidence level of the "
            + "interval, like 95%% (the default) or 0.99: epsilon = Phi sigma / sqrt(n), Phi the two-sided normal quantile of the "
            + "level (the course's 1.96 for 95%%, 2.5758 for 99%%, 1.6449 for 90%%).")
    String confidence;

    @Option(names = "--playout", paramLabel = "STRATEGY", defaultValue = "random", description = "The playouts' strategy: "
            + "random (uniform legal moves, the default) or greedy (a move that wins at once if any, else the move after which "
            + "the game's evaluation is best for the mover, ties at random).")
    String playout;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Mixin
    EvalOption evalOption;

    /** What the exact computations found: NaN where unknown, with the reason. */
    private record Exact(double randomPlay, String randomPlayHow, double perfectPlay, String perfectPlayHow) {}

    @Override
    public Integer call() {
        Game game = args.game();
        MonteCarlo.checkPlayouts(playouts);
        Path file = plot == null ? null : Plot.path(plot);
        Position position = args.position(game);
        if (position.isTerminal()) {
            throw new IllegalArgumentException("the game is over at " + position + " (" + Outcome.of(position.terminalValue())
                    + " for " + game.playerName(position.sideToMove()) + "): nothing to estimate");
        }
        level = level(confidence);
        phi = MonteCarlo.phi(level);
        MonteCarlo.Playout strategy = strategy(playout);
        long s = Inputs.seed(seed);
        if (evalOption.eval != null && strategy != MonteCarlo.Playout.GREEDY) {
            throw new IllegalArgumentException("--eval chooses the evaluation of greedy playouts: add --playout greedy");
        }
        Evaluator evaluator = null;
        if (strategy == MonteCarlo.Playout.GREEDY) {
            Evaluations.Named evaluation = evalOption.resolve(game);
            evaluationName = evaluation.name();
            evaluator = evaluation.factory().get();
        }
        MonteCarlo monteCarlo = new MonteCarlo(new SplittableRandom(s), strategy, evaluator);
        MonteCarlo.Tally tally = new MonteCarlo.Tally();
        MonteCarlo.Tally values = new MonteCarlo.Tally();
        results = new long[2 * game.maxValue() + 1];
        List<MonteCarlo.Estimate> rows = new ArrayList<>();
        List<MonteCarlo.Estimate> valueRows = new ArrayList<>();
        long start = System.nanoTime();
        long nextProgress = start + Progress.EVERY_NANOS;
        for (int n = 1, next = checkpoint(0); n <= playouts; n++) {
            int value = monteCarlo.play(position);
            tally.add(MonteCarlo.result(value));
            values.add(value);
            if (Math.abs(value) <= game.maxValue()) {
                results[value + game.maxValue()]++;
            }
            if (n == next || n == playouts) {
                rows.add(tally.estimate());
                valueRows.add(values.estimate());
                next = checkpoint(n);
            }
            long now = System.nanoTime();
            if (now >= nextProgress) {
                nextProgress = now + Progress.EVERY_NANOS;
                progress(n, now - start, tally.estimate());
            }
        }
        this.valueRows = valueRows;
        Exact exact = exact(game, position, strategy);
        if (file != null) {
            plot(game, position, rows, exact).write(file);
        }
        print(game, position, s, rows, exact);
        return 0;
    }

    private double phi;
    private double level;
    private String evaluationName;
    /** The mean game value as the playouts grow, beside {@code rows}. */
    private List<MonteCarlo.Estimate> valueRows;
    /** How many playouts ended with each game value, from -maxValue to maxValue. */
    private long[] results;

    /** A line on standard error every ten seconds: a rollout by a slow evaluation takes minutes. */
    private void progress(int n, long nanos, MonteCarlo.Estimate e) {
        PrintWriter err = spec.commandLine().getErr();
        err.println(String.format(Locale.ROOT, "montecarlo: %.0f s, %,d of %,d playouts (%,.0f a second), estimate %.4f +- %.4f",
                nanos / 1e9, n, playouts, n / (nanos / 1e9), e.mean(), e.epsilon(phi)));
        err.flush();
    }

    /** A confidence level written 95%, 95 or 0.95, as a fraction. */
    static double level(String text) {
        String t = text.strip();
        boolean percent = t.endsWith("%");
        if (percent) {
            t = t.substring(0, t.length() - 1).strip();
        }
        double value;
        try {
            value = Double.parseDouble(t);
        } catch (NumberFormatException e) {
            value = Double.NaN;
        }
        if (percent || value > 1) {
            value /= 100;
        }
        if (!(value > 0 && value < 1)) {
            throw new IllegalArgumentException("bad --confidence '" + text + "': expected a level between 0% and 100%, like 95% "
                    + "or 0.99");
        }
        return value;
    }

    /** The playouts' strategy named by {@code --playout} (here and in {@code search --playouts}). */
    static MonteCarlo.Playout strategy(String text) {
        return switch (text) {
            case "random" -> MonteCarlo.Playout.RANDOM;
            case "greedy" -> MonteCarlo.Playout.GREEDY;
            default -> throw new IllegalArgumentException("bad --playout '" + text + "': expected random or greedy");
        };
    }

    /** The level as a percentage: 95%, 99.9%. */
    private String percent() {
        return java.math.BigDecimal.valueOf(level * 100).round(new java.math.MathContext(6)).stripTrailingZeros().toPlainString() + "%";
    }

    /** How both sides play in the playouts, in words. */
    private String how(MonteCarlo.Playout strategy) {
        return strategy == MonteCarlo.Playout.RANDOM ? "at random"
                : "greedily by the evaluation " + evaluationName + " (a winning move if any, else the best evaluation after the move)";
    }

    /** The most game values whose counts are shown one by one: backgammon's seven, from -3 to 3. */
    private static final int MAX_RESULTS = 7;

    /** How many playouts ended with each game value, by value. */
    private java.util.Map<String, Object> resultCounts(Game game) {
        JsonAnswer counts = new JsonAnswer();
        for (int value = game.maxValue(); value >= -game.maxValue(); value--) {
            counts.put(Integer.toString(value), results[value + game.maxValue()]);
        }
        return counts.fields();
    }

    /** An estimate's cells in the table: its mean, epsilon and interval. */
    private String cells(MonteCarlo.Estimate e) {
        double epsilon = e.epsilon(phi);
        return String.format(Locale.ROOT, "%9.4f %9.4f  %-18s", e.mean(), epsilon,
                String.format(Locale.ROOT, "[%.4f, %.4f]", e.mean() - epsilon, e.mean() + epsilon));
    }

    /** The first checkpoint after {@code n} playouts, in steps 1, 2, 5 per decade: 10, 20, 50, 100, 200, 500, ... */
    static int checkpoint(int n) {
        for (int decade = 10; ; decade *= 10) {
            for (int step : new int[] {1, 2, 5}) {
                if (step * decade > n) {
                    return step * decade;
                }
            }
        }
    }

    private static Exact exact(Game game, Position position, MonteCarlo.Playout strategy) {
        double randomPlay = Double.NaN;
        String randomPlayHow;
        if (strategy != MonteCarlo.Playout.RANDOM) {
            randomPlayHow = "not what greedy playouts estimate (computed for random playouts only)";
        } else try {
            RandomPlayValue.Result r = RandomPlayValue.of(position.copy(), GRAPH_LIMIT);
            randomPlay = r.value();
            randomPlayHow = "value iteration over " + r.positions() + " positions";
        } catch (IllegalArgumentException e) {
            randomPlayHow = "not computed: " + e.getMessage();
        }
        double perfectPlay = Double.NaN;
        String perfectPlayHow;
        SelfSolving.Solution solution = null;
        String refused = null;
        if (game instanceof SelfSolving self) {
            try {
                solution = self.solve(position);
            } catch (IllegalArgumentException e) {
                refused = e.getMessage();
            }
        }
        if (solution != null) {
            perfectPlay = solution.value();
            perfectPlayHow = solution.method() + (Double.isNaN(solution.points()) ? ""
                    : String.format(Locale.ROOT, ", %+.6f points a game", solution.points()));
        } else if (refused != null) {
            perfectPlayHow = "not computed: " + refused;
        } else if (Chance.inGame(position)) {
            perfectPlayHow = "not computed: no exact solver for this position";
        } else {
            // A node budget, not a time, so that the same input always prints the same.
            SearchResult r = Algorithms.create(game.solver(), game.evaluator()).search(position.copy(), SearchLimits.exact().withNodes(SOLVE_NODES));
            if (r.exact()) {
                int value = Scores.gameValue(r.value());
                perfectPlay = value > 0 ? 1 : value < 0 ? 0 : 0.5;
                perfectPlayHow = Outcome.of(value) + " with best play, by " + r.algorithm();
            } else {
                perfectPlayHow = "not computed: not solved within " + SOLVE_NODES + " nodes";
            }
        }
        return new Exact(randomPlay, randomPlayHow, perfectPlay, perfectPlayHow);
    }

    private Plot plot(Game game, Position position, List<MonteCarlo.Estimate> rows, Exact exact) {
        int k = rows.size();
        double[] n = new double[k];
        double[] mean = new double[k];
        double[] low = new double[k];
        double[] high = new double[k];
        for (int i = 0; i < k; i++) {
            MonteCarlo.Estimate e = rows.get(i);
            n[i] = e.playouts();
            mean[i] = e.mean();
            low[i] = e.mean() - e.epsilon(phi);
            high[i] = e.mean() + e.epsilon(phi);
        }
        Plot chart = new Plot(Inputs.heading(game, position) + ": winning rate of " + game.playerName(position.sideToMove())
                + (strategy(playout) == MonteCarlo.Playout.RANDOM ? " under random play" : " under greedy play"),
                "playouts (log scale)", "winning rate", true, false)
                .line("estimate", n, mean)
                .dashed(percent() + " interval", n, low, Color.GRAY, true)
                .dashed(percent() + " interval, upper end", n, high, Color.GRAY, false);
        if (!Double.isNaN(exact.randomPlay())) {
            double[] ends = {n[0], n[k - 1]};
            chart.dashed("exact under random play", ends, new double[] {exact.randomPlay(), exact.randomPlay()}, Color.RED, true);
        }
        return chart;
    }

    private void print(Game game, Position position, long s, List<MonteCarlo.Estimate> rows, Exact exact) {
        PrintWriter out = spec.commandLine().getOut();
        String who = game.playerName(position.sideToMove());
        if (json) {
            List<Object> list = new ArrayList<>();
            for (int i = 0; i < rows.size(); i++) {
                MonteCarlo.Estimate e = rows.get(i);
                MonteCarlo.Estimate v = valueRows.get(i);
                list.add(new JsonAnswer().put("playouts", e.playouts()).put("estimate", e.mean()).put("epsilon", e.epsilon(phi))
                        .put("low", e.mean() - e.epsilon(phi)).put("high", e.mean() + e.epsilon(phi))
                        .put("value", v.mean()).put("valueEpsilon", v.epsilon(phi))
                        .put("valueLow", v.mean() - v.epsilon(phi)).put("valueHigh", v.mean() + v.epsilon(phi)).fields());
            }
            JsonAnswer j = new JsonAnswer().put("game", game.name()).put("position", position.toString()).put("playouts", playouts)
                    .put("seed", s).put("confidence", level).put("phi", phi).put("playout", playout)
                    .put("estimated", "winning rate of the side to move under " + (playout.equals("random") ? "random" : "greedy")
                            + " play (win 1, draw 1/2, loss 0)")
                    .put("evaluation", evaluationName)
                    .put("rows", list)
                    .put("results", results.length <= MAX_RESULTS ? resultCounts(game) : null)
                    .put("randomPlayValue", Double.isNaN(exact.randomPlay()) ? null : exact.randomPlay())
                    .put("randomPlayMethod", exact.randomPlayHow())
                    .put("perfectPlayValue", Double.isNaN(exact.perfectPlay()) ? null : exact.perfectPlay())
                    .put("perfectPlayMethod", exact.perfectPlayHow());
            if (plot != null) {
                j.put("plot", plot);
            }
            out.println(j);
            return;
        }
        out.println(Inputs.heading(game, position) + ": " + who + " to move, seed " + s + (seed == null ? " (replay with --seed " + s + ")" : ""));
        MonteCarlo.Playout strategy = strategy(playout);
        out.println("estimated: the winning rate of " + who + " when both sides play " + how(strategy) + " (win 1, draw 1/2, loss 0)");
        if (phi != MonteCarlo.PHI) {
            out.println(String.format(Locale.ROOT, "confidence %s: Phi = %.4f, epsilon = Phi sigma / sqrt(n)", percent(), phi));
        }
        boolean values = game.maxValue() > 1;
        if (values) {
            out.println("and the mean game value for " + who + ", in the game's units (" + game.name() + ": "
                    + (Chance.inGame(position) ? "points a game" : "the final margin") + ")");
        }
        String header = String.format(Locale.ROOT, "%9s %9s %9s  %-18s", "playouts", "estimate", "epsilon", percent() + " interval");
        out.println(values ? header + String.format(Locale.ROOT, " %9s %9s  %s", "value", "epsilon", percent() + " interval")
                : header.stripTrailing());
        for (int i = 0; i < rows.size(); i++) {
            String row = String.format(Locale.ROOT, "%9d ", rows.get(i).playouts()) + cells(rows.get(i));
            out.println((values ? row + " " + cells(valueRows.get(i)) : row).stripTrailing());
        }
        if (values && results.length <= MAX_RESULTS) {
            List<String> shares = new ArrayList<>();
            for (int value = game.maxValue(); value >= -game.maxValue(); value--) {
                long count = results[value + game.maxValue()];
                if (value != 0 || count > 0) {
                    shares.add(String.format(Locale.ROOT, "%+d %.1f%%", value, 100.0 * count / playouts));
                }
            }
            out.println("game values for " + who + ": " + String.join(", ", shares));
        }
        out.println("exact under random play: " + (Double.isNaN(exact.randomPlay()) ? exact.randomPlayHow()
                : String.format(Locale.ROOT, "%.6f (%s): what the estimate converges to", exact.randomPlay(), exact.randomPlayHow())));
        out.println("under perfect play: " + (Double.isNaN(exact.perfectPlay()) ? exact.perfectPlayHow()
                : String.format(Locale.ROOT, "%.6f as a winning rate (%s): not what " + playout + " playouts estimate",
                        exact.perfectPlay(), exact.perfectPlayHow())));
        if (plot != null) {
            out.println("plot written to " + plot);
        }
    }
}
