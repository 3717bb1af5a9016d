package org.zermelo.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.zermelo.tree.UniformTree;
import org.zermelo.tree.WinLossTree;

/**
 * {@code zermelo tree --pathology B,H}: Nau's pathology measured. On random win/loss trees of two
 * families, the chance that depth-limited minimax, with the fraction of won leaves below the
 * horizon as its evaluation, chooses at the root a move that loses where another wins, for each
 * depth: rising with depth on Pearl's P-games (independent leaves), falling on Nau's N-games
 * (leaves decided along their path).
 */
final class PathologyReport {

    static final int DEFAULT_TREES = 2000;
    /** The z of a two-sided 95% interval. */
    private static final double Z95 = 1.96;

    private final TreeCommand command;

    PathologyReport(TreeCommand command) {
        this.command = command;
    }

    /** What depth-limited minimax did on the trees of one family. */
    record Family(String name, double rootWon, double choiceMatters, double[] errors, double[] margins, double changeMargin) {

        /** The wrong moves at each depth among the trees where the choice mattered. */
        double[] errorsWhereItMatters() {
            double[] e = new double[errors.length];
            for (int d = 0; d < e.length; d++) {
                e[d] = choiceMatters == 0 ? 0 : errors[d] / choiceMatters;
            }
            return e;
        }
    }

    void run() {
        int[] bh = branchingAndHeight(command.pathology);
        int b = bh[0];
        int h = bh[1];
        int n = command.trees == null ? DEFAULT_TREES : command.trees;
        if (n < 1 || n > RandomTreeReport.MAX_TREES) {
            throw new IllegalArgumentException("--trees must be 1 to " + RandomTreeReport.MAX_TREES + ", not " + n);
        }
        long leaves = UniformTree.leaves(b, h);
        if (leaves * n > RandomTreeReport.MAX_WORK) {
            throw new IllegalArgumentException(n + " trees of " + leaves + " leaves are too many (more than "
                    + RandomTreeReport.MAX_WORK + " leaves in all): ask for fewer trees or a smaller height");
        }
        Path file = command.plot == null ? null : Plot.path(command.plot);
        long seed = Inputs.seed(command.seed);
        TreeCount progress = new TreeCount(n);
        Family p = measure(WinLossTree.Kind.P_GAME, b, h, seed, n, progress);
        Family nGames = measure(WinLossTree.Kind.N_GAME, b, h, seed, n, progress);
        if (file != null) {
            plot(b, h, p, nGames).write(file);
        }
        print(b, h, leaves, seed, n, p, nGames);
    }

    /** A line on standard error every ten seconds of a long run. */
    private final class TreeCount {
        private final int total;
        private final long start = System.nanoTime();
        private long next = start + Progress.EVERY_NANOS;
        private int done;

        TreeCount(int trees) {
            this.total = 2 * trees;
        }

        void tree() {
            done++;
            long now = System.nanoTime();
            if (now >= next) {
                next = now + Progress.EVERY_NANOS;
                PrintWriter err = command.spec.commandLine().getErr();
                err.println(String.format(Locale.ROOT, "tree --pathology: %.0f s, %,d of %,d trees", (now - start) / 1e9, done, total));
                err.flush();
            }
        }
    }

    private static Family measure(WinLossTree.Kind kind, int b, int h, long seed, int n, TreeCount progress) {
        double[] sum = new double[h];
        double[] squares = new double[h];
        int won = 0;
        int matters = 0;
        // Depth h - 2 against depth 1, tree by tree: the change has a margin of its own, the trees being the same.
        double changes = 0;
        double changeSquares = 0;
        for (int t = 0; t < n; t++) {
            WinLossTree tree = WinLossTree.random(kind, b, h, seed + t);
            won += tree.rootWon() ? 1 : 0;
            matters += tree.choiceMatters() ? 1 : 0;
            double[] e = tree.decisionErrors();
            for (int d = 0; d < h; d++) {
                sum[d] += e[d];
                squares[d] += e[d] * e[d];
            }
            changes += e[h - 3] - e[0];
            changeSquares += (e[h - 3] - e[0]) * (e[h - 3] - e[0]);
            progress.tree();
        }
        double[] mean = new double[h];
        double[] margin = new double[h];
        for (int d = 0; d < h; d++) {
            mean[d] = sum[d] / n;
            margin[d] = margin(sum[d], squares[d], n);
        }
        return new Family(kind == WinLossTree.Kind.P_GAME ? "P-games" : "N-games", (double) won / n, (double) matters / n, mean,
                margin, margin(changes, changeSquares, n));
    }

    /** The half-width of the 95% interval of a mean, from the sum and the sum of squares of n values. */
    private static double margin(double sum, double squares, int n) {
        double mean = sum / n;
        double variance = n < 2 ? 0 : Math.max(0, (squares - n * mean * mean) / (n - 1));
        return Z95 * Math.sqrt(variance / n);
    }

    private void print(int b, int h, long leaves, long seed, int n, Family p, Family nGames) {
        PrintWriter out = command.spec.commandLine().getOut();
        double critical = WinLossTree.criticalP(b);
        if (command.json) {
            JsonAnswer j = new JsonAnswer().put("branching", b).put("height", h).put("leaves", leaves).put("trees", n)
                    .put("seed", seed).put("criticalP", critical).put("pGames", json(p)).put("nGames", json(nGames));
            if (command.plot != null) {
                j.put("plot", command.plot);
            }
            out.println(j);
            return;
        }
        out.println("random win/loss trees: branching " + b + ", height " + h + ", " + leaves + " leaves, " + n
                + (n == 1 ? " tree" : " trees") + " of each family, " + (n == 1 ? "seed " + seed : "seeds " + seed + " to " + (seed + n - 1))
                + (command.seed == null ? " (replay with --seed " + seed + ")" : ""));
        out.printf(Locale.ROOT, "P-games: each leaf won by the player who moved into it with Pearl's critical p = %.4f "
                + "(1 - x, x^%d + x - 1 = 0); MAX wins %s of the roots; the choice matters in %s%n", critical, b,
                percent(p.rootWon()), percent(p.choiceMatters()));
        out.printf(Locale.ROOT, "N-games: each move worth +1 or -1, a leaf won for MAX where its path sums above 0; MAX wins %s "
                + "of the roots; the choice matters in %s%n", percent(nGames.rootWon()), percent(nGames.choiceMatters()));
        out.println("evaluation at the horizon: the fraction of the leaves below won for MAX; a wrong move: a lost child "
                + "chosen where another is won (ties broken at random)");
        String format = "%5s  %16s  %16s  %16s  %16s%n";
        out.printf(Locale.ROOT, format, "depth", "P-games: wrong", "where it matters", "N-games: wrong", "where it matters");
        double[] pm = p.errorsWhereItMatters();
        double[] nm = nGames.errorsWhereItMatters();
        for (int d = 1; d <= h; d++) {
            out.printf(Locale.ROOT, format, d + (d >= h - 1 ? "*" : ""), withMargin(p, d), percent(pm[d - 1]),
                    withMargin(nGames, d), percent(nm[d - 1]));
        }
        out.println("* exact: one level above the leaves the count already tells won from lost");
        out.println(trend(p, h));
        out.println(trend(nGames, h));
        if (command.plot != null) {
            out.println("plot written to " + command.plot);
        }
    }

    /**
     * The wrong moves at depth 1 against the deepest inexact depth, h - 2, in words: a change is
     * only named when its paired 95% interval leaves out 0.
     */
    private static String trend(Family f, int h) {
        double first = f.errors()[0];
        double last = f.errors()[h - 3];
        double change = last - first;
        String how = String.format(Locale.ROOT, "%+.1f points +- %.1f, paired over the same trees", 100 * change,
                100 * f.changeMargin());
        String meaning = change > f.changeMargin() ? "deeper search errs more (pathology)"
                : change < -f.changeMargin() ? "deeper search errs less" : "no change beyond the margin";
        return f.name() + ": wrong moves " + percent(first) + " at depth 1, " + percent(last) + " at depth " + (h - 2) + " ("
                + how + "): " + meaning;
    }

    private static Object json(Family f) {
        List<Object> rows = new ArrayList<>();
        double[] m = f.errorsWhereItMatters();
        for (int d = 0; d < f.errors().length; d++) {
            rows.add(new JsonAnswer().put("depth", d + 1).put("error", f.errors()[d]).put("margin", f.margins()[d])
                    .put("errorWhereItMatters", m[d]).fields());
        }
        return new JsonAnswer().put("rootWon", f.rootWon()).put("choiceMatters", f.choiceMatters())
                .put("change", f.errors()[f.errors().length - 3] - f.errors()[0]).put("changeMargin", f.changeMargin())
                .put("rows", rows).fields();
    }

    private static String withMargin(Family f, int d) {
        return percent(f.errors()[d - 1]) + " +- " + percent(f.margins()[d - 1]);
    }

    private static String percent(double x) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * x);
    }

    /** The wrong moves against the depth, 1 to h - 2: beyond, the search is exact and errs never. */
    private static Plot plot(int b, int h, Family p, Family nGames) {
        Plot chart = new Plot("wrong moves by search depth, b = " + b + ", height " + h, "search depth d (exact from "
                + (h - 1) + " on)", "wrong moves at the root (%)", false, false);
        int inexact = h - 2;
        double[] depths = new double[inexact];
        for (int d = 1; d <= inexact; d++) {
            depths[d - 1] = d;
        }
        chart.line("P-games (independent leaves), all trees", depths, scaled(p.errors(), inexact));
        chart.line("P-games, where the choice matters", depths, scaled(p.errorsWhereItMatters(), inexact));
        chart.line("N-games (leaves decided along the path), all trees", depths, scaled(nGames.errors(), inexact));
        chart.line("N-games, where the choice matters", depths, scaled(nGames.errorsWhereItMatters(), inexact));
        return chart;
    }

    /** The first {@code count} fractions, in percent. */
    private static double[] scaled(double[] fractions, int count) {
        double[] y = new double[count];
        for (int i = 0; i < y.length; i++) {
            y[i] = 100 * fractions[i];
        }
        return y;
    }

    private static int[] branchingAndHeight(String text) {
        String[] parts = text.split(",", -1);
        try {
            if (parts.length == 2) {
                int b = Integer.parseInt(parts[0].strip());
                int h = Integer.parseInt(parts[1].strip());
                if (b >= 2 && h >= 4) {
                    UniformTree.leaves(b, h);
                    return new int[] {b, h};
                }
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw new IllegalArgumentException("bad --pathology '" + text + "': expected B,H, the branching factor (2 or more) and "
                + "the height (4 or more: one level above the leaves the search is exact), like 2,12");
    }
}
