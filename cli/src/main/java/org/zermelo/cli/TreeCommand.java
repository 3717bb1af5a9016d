package org.zermelo.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.zermelo.game.Scores;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Search;
import org.zermelo.tree.GameTree;
import org.zermelo.tree.MultiPlayerAnalysis;
import org.zermelo.tree.MultiPlayerNim;
import org.zermelo.tree.TreeAnalysis;
import org.zermelo.tree.TreeExamples;
import org.zermelo.tree.UniformTree;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "tree", mixinStandardHelpOptions = true,
        description = {"Run an algorithm on a game tree typed by hand, as the slides draw them, and show what it does. " +
            "EXPRESSION: nested parentheses with numeric leaves (negative and decimal allowed, at any depth up to " +
            GameTree.MAX_DEPTH + " levels below the root); the root is " +
            "MAX and levels alternate; a node may start with a label, and with max, min or chance to set its kind:",
            "  '(A (B 3 12 8) (C 2 4 6) (D 14 5 2))'",
            "Each child of a chance node starts with its probability (0.9 or 1/6) and a colon; they sum to 1:",
            "  '(max (chance 0.9:(min 2 3) 0.1:(min 1 4)) (chance 0.9:(min 1 2) 0.1:(min 4 4)))'",
            "Unlabelled nodes are named by their path: 2 is the root's second child, 2.3 that child's third child. " +
            "A leaf may be +inf or -inf, and carry a label before a colon, as the slides write them: (A (B G:-5 +inf) 3). " +
            "For andor, leaves are 1 (won for MAX) or 0 (lost).",
            "--example NAME instead of an EXPRESSION: one of the course's trees, searched by the algorithm it is for unless "
            + "--algo is given: ${bundle:tree.examples}.",
            "For games of more than two players, every leaf is a vector of payoffs, one per player, and player 1 moves at "
            + "the root, player 2 at its children, and so on by depth, unless @N gives a node to player N: "
            + "'(A (B [3,1,2] [6,2,1]) (C @1 [1,5,3] [4,4,1]))'; "
            + "--algo is then ${bundle:tree.vectorAlgos} (each described below). --nim HEAPS instead of an EXPRESSION: "
            + "the game tree of Nim for --players players.",
            "--random B,D instead of an EXPRESSION: a uniform tree of branching B and depth D whose leaves come from --seed, "
            + "searched by each algorithm of --algo (default ${bundle:tree.randomDefaults}): the leaves they evaluate beside the course's "
            + "formulas, b^d (minimax), b^ceil(d/2) + b^floor(d/2) - 1 (alpha-beta's minimal tree, in the best order) and "
            + "b^(3d/4) (alpha-beta on random trees, on average).",
            "--pathology B,H instead: the chance that depth-limited minimax chooses a wrong move, by depth, on random win/loss "
            + "trees of branching B and height H, P-games (leaves drawn independently: deeper search errs more) beside N-games "
            + "(leaves decided by sums along the path: deeper search errs less).",
            "--branching-factor instead: alpha-beta's branching factor on random trees by b, Pearl's formula beside b^(3/4), "
            + "b/ln b and what --random measures."})
final class TreeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "EXPRESSION", description = "The tree, quoted for the shell.")
    String expression;

    @Option(names = "--algo", paramLabel = "NAME",
            description = "${bundle:tree.algos} (each described below). "
                    + "With --random, several separated by commas (default ${bundle:tree.randomDefaults}).")
    String algo;

    @Option(names = "--example", paramLabel = "NAME", description = "One of the course's trees by name, instead of an "
            + "EXPRESSION (listed above): its source and what it shows are printed first.")
    String example;

    @Option(names = "--random", paramLabel = "B,D", description = "A random uniform tree of branching B (2 or more) and "
            + "depth D (1 or more), at most " + UniformTree.MAX_LEAVES + " leaves, instead of an EXPRESSION.")
    String random;

    @Option(names = "--nim", paramLabel = "HEAPS", description = "The game tree of Nim for --players players, instead "
            + "of an EXPRESSION: heap sizes like 2,2,1; players take turns from player 1, each taking one object or more "
            + "from one heap; who takes the last gets 1, the others 0 (a tree of payoff vectors, at most "
            + GameTree.MAX_NODES + " nodes).")
    String nim;

    @Option(names = "--players", paramLabel = "N", description = "With --nim: the number of players, 2 to "
            + GameTree.MAX_PLAYERS + " (default 3).")
    Integer players;

    @Option(names = "--order", paramLabel = "ORDER", defaultValue = "random", description = "With --random: the children's "
            + "order, random (as drawn, the default), best (each node's children best first for its player: alpha-beta's "
            + "perfect order, the minimal tree), worst-first (worst first: deeper cuts remain) or worst (the values placed so "
            + "that no cut can happen: alpha-beta's worst case, b^d).")
    String order;

    @Option(names = "--values", paramLabel = "KIND", defaultValue = "distinct", description = "With --random: the leaf "
            + "values, distinct (a random permutation of 1 to b^d, no ties, as the formulas assume; the default) or uniform "
            + "(0 to 99 uniformly, ties included).")
    String values;

    @Option(names = "--seed", paramLabel = "S", description = "With --random, --pathology or --branching-factor: the seed "
            + "of the first tree (printed when not given).")
    Long seed;

    @Option(names = "--trees", paramLabel = "N", description = "With --random: N trees (seeds S to "
            + "S + N - 1), each algorithm's counts averaged over them, 1 to 10000 (default 1); with --pathology, of each "
            + "family (default " + PathologyReport.DEFAULT_TREES + "); with --branching-factor, for each b (default "
            + BranchingFactorReport.DEFAULT_TREES + ").")
    Integer trees;

    @Option(names = "--pathology", paramLabel = "B,H", description = "Random win/loss trees of branching B (2 or more) and "
            + "height H (4 or more), at most " + UniformTree.MAX_LEAVES + " leaves: for each search depth, how often minimax "
            + "with the fraction of won leaves below the horizon as its evaluation chooses a lost move where a won one exists, "
            + "on Pearl's P-games and on Nau's N-games.")
    String pathology;

    @Option(names = "--branching-factor", description = "Alpha-beta's branching factor on random trees with distinct values, "
            + "by b from 2 to 10^9: Pearl's R*(b) = x/(1 - x), x the root of x^b + x - 1 = 0, beside b^(3/4), b/ln b, the "
            + "minimal tree's sqrt(b), and leaves^(1/d) measured as --random does at the deepest d of at most "
            + UniformTree.MAX_LEAVES + " leaves, for b up to 4096.")
    boolean branchingFactor;

    @Option(names = "--max-leaves", paramLabel = "N", description = "With --branching-factor: measure at the deepest d with "
            + "b^d at most N leaves, 4 to " + UniformTree.MAX_LEAVES + " (the default: about half a minute).")
    Integer maxLeaves;

    @Option(names = "--show", description = "With --random or --nim: print the tree as an EXPRESSION too (up to "
            + SHOW_LEAVES + " leaves), to trace it with 'zermelo tree EXPRESSION --trace'.")
    boolean show;

    @Option(names = "--plot", paramLabel = "FILE.png", description = "With --random: draw the leaves against the depth, "
            + "1 to D, on a log scale: each algorithm on random trees, alpha-beta in the best and the worst order, and the "
            + "course's formulas. With --pathology: the wrong moves against the depth, both families. With "
            + "--branching-factor: the branching factors against b, both axes logarithmic.")
    String plot;

    @Option(names = "--trace", description = "Print every event in visiting order: nodes entered with their window, leaves, cuts, values returned.")
    boolean trace;

    @Option(names = "--dot", paramLabel = "FILE", description = "Write the tree in Graphviz DOT: values on nodes, pruned subtrees grey and dashed, the principal variation bold.")
    Path dot;

    @Option(names = "--window", paramLabel = "ALPHA,BETA", description = "Search the root with this window, in MAX's "
            + "values (numbers, -inf, +inf), as the course's windowed alpha-beta does: inside it the value is exact; a "
            + "fail low (at most alpha) or a fail high (at least beta) is said. For ${bundle:tree.windowAlgos}.")
    String window;

    @Option(names = "--intervals", description = "With the trace (implied), after each leaf the value intervals it "
            + "narrowed, for MAX, from the leaves seen so far: [-inf, 14] -> [-inf, 5] -> [2, 2] at the textbook tree's D.")
    boolean intervals;

    @Option(names = "--json", description = "Print one JSON object (with the trace as an array when --trace is given).")
    boolean json;

    /** The most leaves --show prints a tree with. */
    static final int SHOW_LEAVES = 1000;
    /** The most subtrees the text names as pruned on a tree of payoff vectors; the JSON names all. */
    private static final int PRUNED_SHOWN = 12;

    @Override
    public Integer call() throws IOException {
        if (pathology != null || branchingFactor) {
            String mode = pathology != null ? "--pathology" : "--branching-factor";
            if (pathology != null && branchingFactor) {
                throw new IllegalArgumentException("give either --pathology or --branching-factor, not both");
            }
            if (expression != null || example != null || random != null || nim != null || players != null || algo != null || show
                    || trace || intervals || dot != null
                    || window != null || !order.equals("random") || !values.equals("distinct")) {
                throw new IllegalArgumentException(mode + " takes no EXPRESSION and no option but --trees, --seed, --plot and --json"
                        + (branchingFactor ? " (and --max-leaves)" : ""));
            }
            if (maxLeaves != null && !branchingFactor) {
                throw new IllegalArgumentException("--max-leaves is for --branching-factor");
            }
            if (pathology != null) {
                new PathologyReport(this).run();
            } else {
                new BranchingFactorReport(this).run();
            }
            return 0;
        }
        if (maxLeaves != null) {
            throw new IllegalArgumentException("--max-leaves is for --branching-factor");
        }
        if (players != null && nim == null) {
            throw new IllegalArgumentException("--players is for --nim: a tree typed as an EXPRESSION has as many players "
                    + "as its vectors have payoffs");
        }
        if (nim != null && (expression != null || random != null)) {
            throw new IllegalArgumentException("give one tree: an EXPRESSION, --random B,D or --nim HEAPS");
        }
        if (random != null) {
            trees = trees == null ? 1 : trees;
            if (expression != null || example != null) {
                throw new IllegalArgumentException("give either " + (expression != null ? "an EXPRESSION" : "--example NAME")
                        + " or --random B,D, not both");
            }
            if (trace || intervals || dot != null || window != null) {
                throw new IllegalArgumentException("--trace, --intervals, --dot and --window are for a tree typed as an EXPRESSION: "
                        + "--random B,D --show prints a small random tree's expression to trace");
            }
            new RandomTreeReport(this).run();
            return 0;
        }
        TreeExamples.Example chosen = null;
        if (example != null) {
            if (expression != null || nim != null) {
                throw new IllegalArgumentException("give either " + (expression != null ? "an EXPRESSION" : "--nim HEAPS")
                        + " or --example NAME, not both");
            }
            chosen = TreeExamples.named(example);
            expression = chosen.tree();
            algo = algo == null ? chosen.algorithm() : algo;
        }
        if (expression == null && nim == null) {
            throw new IllegalArgumentException("give the tree as an EXPRESSION, like '(A (B 3 12 8) (C 2 4 6) (D 14 5 2))', "
                    + "--example NAME for one of the course's (" + String.join(", ", TreeExamples.names())
                    + "), --random B,D for a random one, or --nim HEAPS for the game tree of Nim");
        }
        if (show && nim == null || plot != null || seed != null || trees != null || !order.equals("random")
                || !values.equals("distinct")) {
            throw new IllegalArgumentException("--show, --plot, --seed, --trees, --order and --values are for a random tree: "
                    + "add --random B,D (or leave them out)");
        }
        if (nim != null) {
            MultiPlayerNim game = MultiPlayerNim.of(nim, players == null ? 3 : players);
            return multiPlayer(game.tree(), game);
        }
        if (dot != null) {
            Outputs.check(dot, "the DOT file");
        }
        boolean vectorAlgo = algo != null && MultiPlayerAnalysis.Method.names().contains(algo);
        Search search = vectorAlgo ? null : Algorithms.create(algo == null ? Algorithms.courseDefault(false) : algo, null);
        GameTree tree = GameTree.parse(expression);
        if (vectorAlgo || tree.hasVectorLeaves() && algo == null) {
            return multiPlayer(tree, null);
        }
        algo = algo == null ? "alphabeta" : algo;
        int[] bounds = window == null ? new int[] {-Scores.INFINITY, Scores.INFINITY} : window(tree, window);
        TreeAnalysis analysis = TreeAnalysis.run(tree, search, bounds[0], bounds[1]);
        trace |= intervals;
        List<String> lines = intervals ? analysis.traceWithIntervals() : analysis.trace();
        PrintWriter out = spec.commandLine().getOut();
        if (dot != null) {
            byte[] text = analysis.toDot().getBytes(StandardCharsets.UTF_8);
            Outputs.write(dot, "the DOT file", stream -> stream.write(text));
        }
        Naive naive = algo.equals("naive") ? naive(tree, analysis) : null;
        if (json) {
            JsonAnswer j = new JsonAnswer().put("algo", analysis.algorithm())
                    .put("value", analysis.value() != null ? analysis.value() : analysis.valueText())
                    .put("bestChild", analysis.bestChild()).put("leavesEvaluated", analysis.leavesEvaluated())
                    .put("nodesVisited", analysis.nodesVisited()).put("cutoffs", analysis.cutoffs())
                    .put("pruned", analysis.pruned()).put("pv", analysis.principalVariation());
            if (chosen != null) {
                j.put("example", chosen.name()).put("tree", chosen.tree()).put("source", chosen.source());
            }
            if (analysis.windowed()) {
                j.put("window", List.of(jsonValue(tree, bounds[0]), jsonValue(tree, bounds[1])))
                        .put("outcome", analysis.outcome().name().toLowerCase(Locale.ROOT).replace('_', '-'));
            }
            if (naive != null) {
                j.put("bestChildMinimaxValue", naive.chosenValue).put("minimaxBestChild", naive.minimaxChild)
                        .put("minimaxValue", naive.minimaxValue);
            }
            if (trace) {
                j.put("trace", lines);
                if (analysis.cutNames() != null) {
                    j.put("cutNames", analysis.cutNames());
                }
            }
            out.println(j);
            return 0;
        }
        if (chosen != null) {
            out.println("example " + chosen.name() + ": " + chosen.title());
            out.println("source: " + chosen.source());
            out.println("tree: " + chosen.tree());
            out.println(chosen.description());
            out.println();
        }
        if (trace) {
            lines.forEach(out::println);
            if (analysis.cutNames() != null) {
                out.println(analysis.cutNames());
            }
            out.println();
        }
        String bound = switch (analysis.outcome()) {
            case FAIL_LOW -> "<=";
            case FAIL_HIGH -> ">=";
            case EXACT -> "";
        };
        out.println("value " + bound + analysis.valueText() + (algo.equals("andor") ? (analysis.value().signum() > 0 ? " (won for MAX)" : " (lost for MAX)") : "")
                + ", best child " + (analysis.bestChild() != null ? analysis.bestChild() : "none (no child reached alpha)"));
        if (analysis.windowed()) {
            out.println(windowLine(analysis, bounds));
        }
        out.println("principal variation: " + (analysis.principalVariation().isEmpty() ? "none"
                : String.join(" ", analysis.principalVariation())));
        out.println(analysis.leavesEvaluated() + " leaves evaluated, " + analysis.nodesVisited() + " nodes visited, "
                + analysis.cutoffs() + (analysis.cutoffs() == 1 ? " cutoff" : " cutoffs"));
        out.println("pruned: " + (analysis.pruned().isEmpty() ? "nothing" : String.join(" ", analysis.pruned())));
        if (naive != null) {
            out.println(naive.text);
        }
        if (dot != null) {
            out.println("wrote " + dot + " (render it with: dot -Tpng " + dot + " -o tree.png)");
        }
        return 0;
    }

    /**
     * A tree of payoff vectors (typed, or {@code game}'s when not null): max^n or paranoid, with
     * what each player gets.
     */
    private int multiPlayer(GameTree tree, MultiPlayerNim game) {
        if (window != null || intervals || dot != null) {
            throw new IllegalArgumentException("--window, --intervals and --dot are for trees of numbers: a tree of payoff "
                    + "vectors shows its search with --trace");
        }
        MultiPlayerAnalysis.Method method = MultiPlayerAnalysis.Method.named(algo == null
                ? MultiPlayerAnalysis.Method.MAXN.text() : algo);
        if (show && game.tree().leafCount() > SHOW_LEAVES) {
            throw new IllegalArgumentException("--show prints trees of up to " + SHOW_LEAVES + " leaves; Nim on heaps "
                    + game.heaps() + " has " + game.tree().leafCount() + ": take smaller heaps");
        }
        MultiPlayerAnalysis analysis = MultiPlayerAnalysis.run(tree, method);
        PrintWriter out = spec.commandLine().getOut();
        List<String> moves = game == null ? null : game.moves(analysis.principalVariation());
        boolean paranoid = method == MultiPlayerAnalysis.Method.PARANOID;
        if (json) {
            JsonAnswer j = new JsonAnswer().put("algo", analysis.algorithm()).put("value", analysis.rootPayoff())
                    .put("payoffs", analysis.payoffs()).put("players", analysis.players())
                    .put("bestChild", analysis.bestChild()).put("leavesEvaluated", analysis.leavesEvaluated())
                    .put("nodesVisited", analysis.nodesVisited()).put("cutoffs", analysis.cutoffs())
                    .put("pruned", analysis.pruned()).put("pv", analysis.principalVariation());
            if (game != null) {
                j.put("heaps", game.heaps()).put("moves", moves);
                if (show) {
                    j.put("expression", game.expression());
                }
            }
            if (trace) {
                j.put("trace", analysis.trace());
            }
            out.println(j);
            return 0;
        }
        if (game != null) {
            out.println("Nim for " + game.players() + " players on heaps " + game.heaps() + ": a tree of " + tree.size()
                    + " nodes, " + tree.leafCount() + " leaves; who takes the last object gets 1, the others 0");
            if (show) {
                out.println(game.expression());
            }
        }
        if (trace) {
            analysis.trace().forEach(out::println);
            out.println();
        }
        List<String> others = new java.util.ArrayList<>();
        for (int p = 2; p <= analysis.players(); p++) {
            others.add(Integer.toString(p));
        }
        String value = paranoid ? analysis.rootPayoff().toPlainString() + " for player 1 (" + (others.size() == 1 ? "player "
                : "players ") + Algorithms.sentence(others, "and") + " against it)" : analysis.payoffsText();
        out.println("value " + value + ", best child " + (analysis.bestChild() != null ? analysis.bestChild() : "none (the root is a leaf)"));
        List<String> pv = analysis.principalVariation();
        out.println("principal variation: " + (pv.isEmpty() ? "none" : String.join(" ", pv))
                + (paranoid && analysis.payoffs() != null && !pv.isEmpty() ? ", to the leaf " + analysis.payoffsText() : ""));
        if (moves != null) {
            out.println("moves: " + String.join(", ", moves));
        }
        out.println(analysis.leavesEvaluated() + " leaves evaluated, " + analysis.nodesVisited() + " nodes visited, "
                + analysis.cutoffs() + (analysis.cutoffs() == 1 ? " cutoff" : " cutoffs"));
        List<String> pruned = analysis.pruned();
        out.println("pruned: " + (pruned.isEmpty() ? "nothing" : pruned.size() <= PRUNED_SHOWN ? String.join(" ", pruned)
                : String.join(" ", pruned.subList(0, PRUNED_SHOWN)) + " ... (" + pruned.size() + " subtrees in all)"));
        return 0;
    }

    /** The --help footer: the two-player searches, then those of trees of payoff vectors. */
    static String[] footer() {
        List<String> lines = new java.util.ArrayList<>(List.of(Main.algorithmsFooter()));
        lines.add("");
        lines.add("On trees of payoff vectors (games of more than two players):");
        for (MultiPlayerAnalysis.Method method : MultiPlayerAnalysis.Method.values()) {
            lines.add("  " + method.text());
            lines.addAll(Main.wrap(method.description()));
        }
        return lines.toArray(String[]::new);
    }

    /** A scaled value for JSON: a number, or the text +inf or -inf. */
    private static Object jsonValue(GameTree tree, int scaled) {
        String text = tree.format(scaled);
        return text.endsWith("inf") ? text : tree.unscale(scaled);
    }

    /** What a window search found, in words. */
    private static String windowLine(TreeAnalysis analysis, int[] bounds) {
        String w = "window [" + analysis.format(bounds[0]) + ", " + analysis.format(bounds[1]) + "]: ";
        return w + switch (analysis.outcome()) {
            case EXACT -> "the value lies inside it, so it is exact";
            case FAIL_LOW -> "fail low: the value is at most " + analysis.valueText()
                    + ", no better than alpha; search again with a window below " + analysis.format(bounds[0]) + " to know it";
            case FAIL_HIGH -> "fail high: the value is at least " + analysis.valueText()
                    + ", as good as beta; search again with a window above " + analysis.format(bounds[1]) + " to know it";
        };
    }

    /** The window given as ALPHA,BETA, in the tree's scaled values. */
    private static int[] window(GameTree tree, String text) {
        String[] parts = text.split(",", -1);
        if (parts.length != 2) {
            throw new IllegalArgumentException("bad window '" + text + "': expected ALPHA,BETA, two numbers (or -inf, +inf) "
                    + "like 2,5 or -inf,3");
        }
        int[] bounds = new int[2];
        for (int i = 0; i < 2; i++) {
            String part = parts[i].strip();
            if (part.equals("+inf") || part.equals("inf")) {
                bounds[i] = Scores.INFINITY;
            } else if (part.equals("-inf")) {
                bounds[i] = -Scores.INFINITY;
            } else {
                java.math.BigDecimal number;
                try {
                    number = new java.math.BigDecimal(part);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("bad window '" + text + "': '" + part + "' is not a number (nor -inf, +inf)");
                }
                java.math.BigDecimal scaled = number.movePointRight(tree.scale());
                if (scaled.stripTrailingZeros().scale() > 0) {
                    throw new IllegalArgumentException("bad window '" + text + "': " + part + " has more decimals than the "
                            + "tree's leaves (" + tree.scale() + ")");
                }
                if (scaled.abs().compareTo(java.math.BigDecimal.valueOf(2_000_000_000L)) > 0) {
                    throw new IllegalArgumentException("bad window '" + text + "': " + part + " is too large");
                }
                bounds[i] = scaled.intValueExact();
            }
        }
        return bounds;
    }

    /** What the naive strategy's choice is worth against an opponent who does not help, beside minimax's. */
    private record Naive(String text, String chosenValue, String minimaxChild, String minimaxValue) {}

    private static Naive naive(GameTree tree, TreeAnalysis analysis) {
        if (tree.isLeaf(0)) {
            return new Naive("the root is a leaf: there is no choice to make", null, null, null);
        }
        int chosen = tree.find(analysis.bestChild());
        long chosenValue = tree.minimax(chosen);
        int best = -1;
        for (int child : tree.children(0)) {
            if (best < 0 || tree.minimax(child) > tree.minimax(best)) {
                best = child;
            }
        }
        long bestValue = tree.minimax(best);
        String aim = "the naive strategy aims at " + analysis.valueText() + " through " + tree.name(chosen)
                + ", as if the opponent would help; ";
        String text = chosenValue < bestValue
                ? aim + "the opponent does not: " + tree.name(chosen) + " is worth " + tree.format(chosenValue)
                        + " (minimax), where minimax plays " + tree.name(best) + " and is sure of " + tree.format(bestValue)
                : aim + "here " + tree.name(chosen) + " is also worth " + tree.format(chosenValue)
                        + " against a good opponent: minimax's value, by luck";
        return new Naive(text, tree.format(chosenValue), tree.name(best), tree.format(bestValue));
    }
}
