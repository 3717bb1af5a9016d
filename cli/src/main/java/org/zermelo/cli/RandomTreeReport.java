package org.zermelo.cli;

import java.awt.Color;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;
import org.zermelo.search.Algorithm;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;
import org.zermelo.tree.TreeAnalysis;
import org.zermelo.tree.UniformTree;

/**
 * {@code zermelo tree --random B,D}: the course's complexity claims measured on uniform random
 * trees, each algorithm's leaves beside the formulas (b^d, the minimal tree, b^(3d/4)).
 */
final class RandomTreeReport {

    /** The most leaves searched in all, trees times leaves: about a minute of minimax. */
    static final long MAX_WORK = 200_000_000L;
    static final int MAX_TREES = 10_000;
    static final int SHOW_LEAVES = 1000;

    private final TreeCommand command;

    RandomTreeReport(TreeCommand command) {
        this.command = command;
    }

    /** What one algorithm did over the trees. */
    record Row(String algo, double leaves, long minLeaves, long maxLeaves, double nodes, double cutoffs) {}

    void run() {
        int[] bd = branchingAndDepth(command.random);
        int b = bd[0];
        int d = bd[1];
        UniformTree.Order order = order(command.order);
        UniformTree.Values values = values(command.values);
        if (command.trees < 1 || command.trees > MAX_TREES) {
            throw new IllegalArgumentException("--trees must be 1 to " + MAX_TREES + ", not " + command.trees);
        }
        long leaves = UniformTree.leaves(b, d);
        if (leaves * command.trees > MAX_WORK) {
            throw new IllegalArgumentException(command.trees + " trees of " + leaves + " leaves are too many (more than " + MAX_WORK
                    + " leaves in all): ask for fewer trees or a smaller tree");
        }
        if (command.show && leaves > SHOW_LEAVES) {
            throw new IllegalArgumentException("--show prints trees of at most " + SHOW_LEAVES + " leaves, and this one has " + leaves);
        }
        Path file = command.plot == null ? null : Plot.path(command.plot);
        List<String> algos = algorithms(command.algo);
        long seed = Inputs.seed(command.seed);
        List<Row> rows = measure(b, d, seed, command.trees, values, order, algos);
        UniformTree first = UniformTree.random(b, d, seed, values, order);
        if (file != null) {
            plot(b, d, seed, values, algos).write(file);
        }
        print(b, d, seed, values, order, first, rows);
    }

    /** Each algorithm on the n trees of seeds {@code seed} to {@code seed + n - 1}. */
    static List<Row> measure(int b, int d, long seed, int n, UniformTree.Values values, UniformTree.Order order, List<String> algos) {
        long[][] leaves = new long[algos.size()][n];
        double[] nodes = new double[algos.size()];
        double[] cutoffs = new double[algos.size()];
        for (int t = 0; t < n; t++) {
            UniformTree tree = UniformTree.random(b, d, seed + t, values, order);
            int value = tree.minimax();
            for (int a = 0; a < algos.size(); a++) {
                Search search = Algorithms.create(algos.get(a), null);
                SearchResult r = search.search(tree, SearchLimits.exact());
                if (Algorithms.named(algos.get(a)).claims(Algorithm.Claim.SAME_VALUE_AS_MINIMAX) && r.value() != value) {
                    throw new IllegalStateException(algos.get(a) + " found " + r.value() + " where minimax finds " + value);
                }
                leaves[a][t] = r.stats().leaves();
                nodes[a] += r.stats().nodes();
                cutoffs[a] += r.stats().cutoffs();
            }
        }
        List<Row> rows = new ArrayList<>();
        for (int a = 0; a < algos.size(); a++) {
            long sum = 0;
            long min = Long.MAX_VALUE;
            long max = 0;
            for (long l : leaves[a]) {
                sum += l;
                min = Math.min(min, l);
                max = Math.max(max, l);
            }
            rows.add(new Row(algos.get(a), (double) sum / n, min, max, nodes[a] / n, cutoffs[a] / n));
        }
        return rows;
    }

    private void print(int b, int d, long seed, UniformTree.Values values, UniformTree.Order order, UniformTree first, List<Row> rows) {
        PrintWriter out = command.spec.commandLine().getOut();
        int n = command.trees;
        String what = (values == UniformTree.Values.DISTINCT ? "distinct values" : "values uniform from 0 to 99")
                + ", " + describe(order);
        String seeds = n == 1 ? "seed " + seed : "seeds " + seed + " to " + (seed + n - 1);
        double minimax = UniformTree.minimaxLeaves(b, d);
        double minimal = UniformTree.minimalTreeLeaves(b, d);
        double average = UniformTree.averageEstimate(b, d);
        if (command.json) {
            List<Object> list = new ArrayList<>();
            for (Row row : rows) {
                list.add(new JsonAnswer().put("algo", row.algo()).put("leaves", row.leaves()).put("minLeaves", row.minLeaves())
                        .put("maxLeaves", row.maxLeaves()).put("nodes", row.nodes()).put("cutoffs", row.cutoffs())
                        .put("exponent", exponent(row.leaves(), b, d)).fields());
            }
            JsonAnswer j = new JsonAnswer().put("branching", b).put("depth", d).put("leaves", (long) minimax)
                    .put("values", values.name().toLowerCase(Locale.ROOT)).put("order", name(order))
                    .put("seed", seed).put("trees", n).put("value", n == 1 ? first.minimax() : null).put("rows", list)
                    .put("formulas", new JsonAnswer().put("minimax", minimax).put("minimalTree", minimal).put("average", average).fields());
            if (command.show) {
                j.put("expression", first.expression());
            }
            if (command.plot != null) {
                j.put("plot", command.plot);
            }
            out.println(j);
            return;
        }
        out.println("random tree" + (n == 1 ? "" : "s") + ": branching " + b + ", depth " + d + ", " + (long) minimax + " leaves, "
                + what + ", " + seeds + (command.seed == null ? " (replay with --seed " + seed + ")" : ""));
        if (n == 1) {
            out.println("value " + first.minimax() + " (minimax)");
        }
        if (command.show) {
            out.println("tree: " + first.expression());
        }
        String format = n == 1 ? "%-28s %12s %12s %10s %10s%n" : "%-28s %12s %10s %10s %12s %10s %10s%n";
        if (n == 1) {
            out.printf(Locale.ROOT, format, "algorithm", "leaves", "nodes", "cutoffs", "leaves as");
        } else {
            out.printf(Locale.ROOT, format, "algorithm", "mean leaves", "fewest", "most", "mean nodes", "cutoffs", "leaves as");
        }
        for (Row row : rows) {
            String as = String.format(Locale.ROOT, "b^(%.2fd)", exponent(row.leaves(), b, d));
            if (n == 1) {
                out.printf(Locale.ROOT, format, row.algo(), (long) row.leaves(), (long) row.nodes(), (long) row.cutoffs(), as);
            } else {
                out.printf(Locale.ROOT, format, row.algo(), String.format(Locale.ROOT, "%.1f", row.leaves()), row.minLeaves(),
                        row.maxLeaves(), String.format(Locale.ROOT, "%.1f", row.nodes()),
                        String.format(Locale.ROOT, "%.1f", row.cutoffs()), as);
            }
        }
        out.println("the course's formulas, b = " + b + ", d = " + d + ":");
        out.printf(Locale.ROOT, "  %-32s %12s  %s%n", "b^d", number(minimax), "minimax: every leaf; alpha-beta in the worst order");
        out.printf(Locale.ROOT, "  %-32s %12s  %s%n", "b^ceil(d/2) + b^floor(d/2) - 1", number(minimal),
                "alpha-beta in the best order: the minimal tree");
        out.printf(Locale.ROOT, "  %-32s %12s  %s%n", "b^(3d/4)", number(average), "alpha-beta on random trees, on average");
        if (command.plot != null) {
            out.println("plot written to " + command.plot);
        }
    }

    /** The order in words. */
    static String describe(UniformTree.Order order) {
        return switch (order) {
            case RANDOM -> "children in random order";
            case BEST -> "children best first";
            case WORST_FIRST -> "children worst first";
            case WORST -> "values placed in alpha-beta's worst order";
        };
    }

    /** The order as --order names it. */
    static String name(UniformTree.Order order) {
        return order.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** x such that the leaves are b^(x·d). */
    private static double exponent(double leaves, int b, int d) {
        return Math.log(leaves) / (d * Math.log(b));
    }

    private static String number(double x) {
        return x == Math.rint(x) ? Long.toString((long) x) : String.format(Locale.ROOT, "%.1f", x);
    }

    /** Leaves against depth, 1 to d: the algorithms in the order asked, alpha-beta in the best and the worst order, the formulas. */
    private Plot plot(int b, int d, long seed, UniformTree.Values values, List<String> algos) {
        UniformTree.Order asked = order(command.order);
        Plot chart = new Plot("uniform trees of branching " + b + ": leaves evaluated by depth", "depth d", "leaves (log scale)",
                false, true);
        double[] depths = new double[d];
        for (int k = 1; k <= d; k++) {
            depths[k - 1] = k;
        }
        for (String algo : algos) {
            chart.line(algo + ", " + name(asked) + " order", depths,
                    series(b, d, seed, values, asked, algo));
        }
        for (UniformTree.Order other : new UniformTree.Order[] {UniformTree.Order.BEST, UniformTree.Order.WORST}) {
            if (other != asked) {
                chart.line("alphabeta, " + name(other) + " order", depths,
                        series(b, d, seed, values, other, "alphabeta"));
            }
        }
        double[] all = new double[d];
        double[] minimal = new double[d];
        double[] average = new double[d];
        for (int k = 1; k <= d; k++) {
            all[k - 1] = UniformTree.minimaxLeaves(b, k);
            minimal[k - 1] = UniformTree.minimalTreeLeaves(b, k);
            average[k - 1] = UniformTree.averageEstimate(b, k);
        }
        chart.dashed("b^d", depths, all, Color.BLACK, true);
        chart.dashed("b^ceil(d/2) + b^floor(d/2) - 1", depths, minimal, Color.RED, true);
        chart.dashed("b^(3d/4)", depths, average, Color.BLUE, true);
        return chart;
    }

    /** The mean leaves of {@code algo} at each depth from 1 to d. */
    private double[] series(int b, int d, long seed, UniformTree.Values values, UniformTree.Order order, String algo) {
        double[] mean = new double[d];
        for (int k = 1; k <= d; k++) {
            mean[k - 1] = measure(b, k, seed, command.trees, values, order, List.of(algo)).get(0).leaves();
        }
        return mean;
    }

    private static int[] branchingAndDepth(String text) {
        String[] parts = text.split(",", -1);
        try {
            if (parts.length == 2) {
                int b = Integer.parseInt(parts[0].strip());
                int d = Integer.parseInt(parts[1].strip());
                UniformTree.leaves(b, d);
                return new int[] {b, d};
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw new IllegalArgumentException("bad --random '" + text + "': expected B,D, the branching factor (2 or more) and "
                + "the depth (1 or more), like 3,4");
    }

    private static UniformTree.Order order(String text) {
        return switch (text) {
            case "random" -> UniformTree.Order.RANDOM;
            case "best" -> UniformTree.Order.BEST;
            case "worst-first" -> UniformTree.Order.WORST_FIRST;
            case "worst" -> UniformTree.Order.WORST;
            default -> throw new IllegalArgumentException("bad --order '" + text + "': expected random, best, worst-first or worst");
        };
    }

    private static UniformTree.Values values(String text) {
        return switch (text) {
            case "distinct" -> UniformTree.Values.DISTINCT;
            case "uniform" -> UniformTree.Values.UNIFORM;
            default -> throw new IllegalArgumentException("bad --values '" + text + "': expected distinct or uniform");
        };
    }

    /** The searches of typed trees that read numbers at the leaves, with no chance node: those of random trees. */
    private static final Predicate<Algorithm> RANDOM_TREES = a -> a.onTrees() && !a.claims(Algorithm.Claim.WON_OR_LOST)
            && a.family() != Algorithm.Family.CHANCE;

    private static List<String> algorithms(String text) {
        Set<String> names = new LinkedHashSet<>();
        for (String name : (text == null ? String.join(",", Algorithms.randomTreeDefaults()) : text).split(",", -1)) {
            String algo = name.strip();
            if (!RANDOM_TREES.test(Algorithms.search(algo))) {
                throw new IllegalArgumentException(algo + " does not run on random trees: use "
                        + Algorithms.sentence(Algorithms.names(RANDOM_TREES)));
            }
            if (!names.add(algo)) {
                throw new IllegalArgumentException("the algorithm '" + algo + "' is given twice");
            }
        }
        return List.copyOf(names);
    }
}
