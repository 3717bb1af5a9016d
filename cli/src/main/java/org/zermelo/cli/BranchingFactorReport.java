package org.zermelo.cli;

import java.awt.Color;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.zermelo.tree.UniformTree;

/**
 * {@code zermelo tree --branching-factor}: alpha-beta's branching factor on uniform random trees
 * with distinct leaf values, by b, where {@code tree --random} cannot go: Pearl's R*(b) =
 * ξ/(1 - ξ), with ξ the positive root of x^b + x - 1 = 0, beside the course's b^(3/4) (moderate b)
 * and b/ln b (b above 1,000), the minimal tree's √b, and leaves^(1/d) measured on random trees at
 * the deepest d that {@link UniformTree#MAX_LEAVES} allows.
 */
final class BranchingFactorReport {

    static final int DEFAULT_TREES = 3;
    static final int MAX_TREES = 10;
    /** The branching factors of the table: measured up to 4096 (two levels fit under the cap), by the formulas beyond. */
    static final int[] BRANCHINGS = {2, 3, 4, 8, 16, 64, 256, 1000, 4096, 10_000, 100_000, 1_000_000, 1_000_000_000};
    /** The algorithm measured: the one Pearl's formula is about. */
    private static final String ALPHA_BETA = "alphabeta";

    private final TreeCommand command;

    BranchingFactorReport(TreeCommand command) {
        this.command = command;
    }

    /** One b: the depth measured (0 when b^2 is beyond the cap), the mean leaves there, and the formulas. */
    record Row(int b, int depth, double leaves, double measured, double pearl, double threeQuarters, double overLog,
            double minimal) {}

    void run() {
        int n = command.trees == null ? DEFAULT_TREES : command.trees;
        if (n < 1 || n > MAX_TREES) {
            throw new IllegalArgumentException("--trees must be 1 to " + MAX_TREES + " with --branching-factor, not " + n);
        }
        int cap = command.maxLeaves == null ? UniformTree.MAX_LEAVES : command.maxLeaves;
        if (cap < 4 || cap > UniformTree.MAX_LEAVES) {
            throw new IllegalArgumentException("--max-leaves must be 4 to " + UniformTree.MAX_LEAVES + ", not " + cap);
        }
        Path file = command.plot == null ? null : Plot.path(command.plot);
        long seed = Inputs.seed(command.seed);
        PrintWriter err = command.spec.commandLine().getErr();
        long start = System.nanoTime();
        long next = start + Progress.EVERY_NANOS;
        List<Row> rows = new ArrayList<>();
        for (int b : BRANCHINGS) {
            int d = deepest(b, cap);
            double leaves = d == 0 ? Double.NaN : RandomTreeReport.measure(b, d, seed, n, UniformTree.Values.DISTINCT,
                    UniformTree.Order.RANDOM, List.of(ALPHA_BETA)).get(0).leaves();
            rows.add(new Row(b, d, leaves, d == 0 ? Double.NaN : Math.pow(leaves, 1.0 / d), UniformTree.alphaBetaBranching(b),
                    Math.pow(b, 0.75), b / Math.log(b), Math.sqrt(b)));
            long now = System.nanoTime();
            if (now >= next && d > 0) {
                next = now + Progress.EVERY_NANOS;
                err.println(String.format(Locale.ROOT, "tree --branching-factor: %.0f s, measured b = %d", (now - start) / 1e9, b));
                err.flush();
            }
        }
        if (file != null) {
            plot(rows).write(file);
        }
        print(rows, seed, n, cap);
    }

    /** The deepest d with b^d at most {@code cap} leaves, 0 if not even 2 levels fit. */
    static int deepest(int b, int cap) {
        int d = 0;
        long leaves = 1;
        while (leaves * b <= cap) {
            leaves *= b;
            d++;
        }
        return d >= 2 ? d : 0;
    }

    private void print(List<Row> rows, long seed, int n, int cap) {
        PrintWriter out = command.spec.commandLine().getOut();
        if (command.json) {
            List<Object> list = new ArrayList<>();
            for (Row r : rows) {
                list.add(new JsonAnswer().put("branching", r.b()).put("depth", r.depth() == 0 ? null : r.depth())
                        .put("leaves", Double.isNaN(r.leaves()) ? null : r.leaves())
                        .put("measured", Double.isNaN(r.measured()) ? null : r.measured()).put("pearl", r.pearl())
                        .put("threeQuarters", r.threeQuarters()).put("overLog", r.overLog()).put("minimal", r.minimal()).fields());
            }
            JsonAnswer j = new JsonAnswer().put("algo", ALPHA_BETA).put("seed", seed).put("trees", n).put("maxLeaves", cap)
                    .put("rows", list);
            if (command.plot != null) {
                j.put("plot", command.plot);
            }
            out.println(j);
            return;
        }
        out.println("alpha-beta's branching factor on random trees with distinct values: measured, leaves^(1/d) at the deepest d "
                + "of at most " + cap + " leaves, mean leaves of " + n + (n == 1 ? " tree" : " trees")
                + " (" + (n == 1 ? "seed " + seed : "seeds " + seed + " to " + (seed + n - 1)) + (command.seed == null ? ", replay with --seed " + seed : "")
                + "), beside the formulas");
        String format = "%10s %3s %9s %12s %12s %12s %9s %8s %12s%n";
        out.printf(Locale.ROOT, format, "b", "d", "measured", "Pearl R*(b)", "b^(3/4)", "b/ln b", "sqrt(b)", "R* = b^x",
                "R*/(b/ln b)");
        for (Row r : rows) {
            out.printf(Locale.ROOT, format, r.b(), r.depth() == 0 ? "-" : Integer.toString(r.depth()),
                    r.depth() == 0 ? "-" : number(r.measured()), number(r.pearl()), number(r.threeQuarters()), number(r.overLog()),
                    number(r.minimal()), String.format(Locale.ROOT, "%.3f", Math.log(r.pearl()) / Math.log(r.b())),
                    String.format(Locale.ROOT, "%.3f", r.pearl() / r.overLog()));
        }
        out.println("R*(b) = x/(1 - x), x the root of x^b + x - 1 = 0 in (0, 1) (Pearl): the limit of leaves^(1/d) as d grows; "
                + "minimax's is b, the minimal tree's sqrt(b)");
        if (command.plot != null) {
            out.println("plot written to " + command.plot);
        }
    }

    /** Four significant digits, and no exponent below a billion. */
    private static String number(double x) {
        return x >= 1000 ? String.format(Locale.ROOT, "%.0f", x) : String.format(Locale.ROOT, "%.4g", x);
    }

    /** The factors against b, both axes logarithmic: the formulas as curves from b = 2 to 10^6, the measurements as marks. */
    private static Plot plot(List<Row> rows) {
        Plot chart = new Plot("alpha-beta's branching factor on random trees", "branching factor b (log scale)",
                "effective branching factor (log scale)", true, true).legendTopLeft();
        int points = 121;
        double[] b = new double[points];
        double[] pearl = new double[points];
        double[] threeQuarters = new double[points];
        double[] overLog = new double[points];
        double[] minimal = new double[points];
        for (int i = 0; i < points; i++) {
            // From 2 to 10^6, evenly on the log scale, rounded to whole branching factors.
            b[i] = Math.rint(2 * Math.pow(5e5, i / (points - 1.0)));
            int bi = (int) b[i];
            pearl[i] = UniformTree.alphaBetaBranching(bi);
            threeQuarters[i] = Math.pow(bi, 0.75);
            overLog[i] = bi / Math.log(bi);
            minimal[i] = Math.sqrt(bi);
        }
        chart.dashed("b (minimax)", b, b, Color.BLACK, true);
        chart.curve("Pearl's R*(b) = x/(1 - x), x^b + x - 1 = 0", b, pearl, new Color(0, 140, 0));
        chart.dashed("b^(3/4)", b, threeQuarters, Color.BLUE, true);
        chart.dashed("b / ln b", b, overLog, Color.MAGENTA, true);
        chart.dashed("sqrt(b) (the minimal tree)", b, minimal, Color.RED, true);
        List<Row> measured = rows.stream().filter(r -> r.depth() > 0).toList();
        double[] mb = new double[measured.size()];
        double[] mv = new double[measured.size()];
        for (int i = 0; i < mb.length; i++) {
            mb[i] = measured.get(i).b();
            mv[i] = measured.get(i).measured();
        }
        chart.points("measured: leaves^(1/d), tree --random at the deepest d", mb, mv, Color.BLACK);
        return chart;
    }
}
