package org.zermelo.tree;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.search.Algorithm;
import org.zermelo.search.Algorithms;
import org.zermelo.search.ExpectedValue;
import org.zermelo.search.Labelling;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchListener;
import org.zermelo.search.SearchResult;

/**
 * One algorithm run on a {@link GameTree}, watched node by node: the value, the best child,
 * the counts, the subtrees never visited, a trace a student can follow beside the slide, and
 * a Graphviz drawing.
 */
public final class TreeAnalysis {

    private final GameTree tree;
    private final Search search;
    private final boolean andOr;
    /** Expectiminimax, Star1 or Star2: values are expected values, as doubles. */
    private final ExpectedValue expecting;
    private final boolean[] visited;
    /** What each visited node is shown with, for MAX: "3", "<=2", ">=5", "won". */
    private final String[] shown;
    private final List<String> trace = new ArrayList<>();
    /**
     * The intervals that narrowed after each leaf: the line, and the number of trace lines before
     * it (see {@link #traceWithIntervals}).
     */
    private final List<String> intervalLines = new ArrayList<>();
    private final List<Integer> intervalAt = new ArrayList<>();
    private final List<Integer> pv = new ArrayList<>();
    private final int alpha;
    private final int beta;
    private SearchResult result;
    private Tracer tracer;
    /** Whether the trace named an alpha or a beta cut (see {@link #cutNames}). */
    private boolean namedCut;

    /** Told every event after the trace has written its line ({@link TreeSteps}), or null. */
    private SearchListener also;

    /** What a search with a window found out about the root's value. */
    public enum Outcome {
        /** The value lies inside the window: it is exact. */
        EXACT,
        /** The value is at most alpha: the search returned an upper bound. */
        FAIL_LOW,
        /** The value is at least beta: the search returned a lower bound. */
        FAIL_HIGH
    }

    /** An analysis with the full window, for {@link TreeSteps}. */
    TreeAnalysis(GameTree tree, Search search) {
        this(tree, search, -Scores.INFINITY, Scores.INFINITY);
    }

    private TreeAnalysis(GameTree tree, Search search, int alpha, int beta) {
        this.tree = tree;
        this.search = search;
        this.alpha = alpha;
        this.beta = beta;
        this.andOr = search instanceof Labelling;
        this.expecting = search instanceof ExpectedValue e ? e : null;
        this.visited = new boolean[tree.size()];
        this.shown = new String[tree.size()];
    }

    /**
     * Runs {@code search} (created without evaluator: a tree's leaves are its evaluations) on
     * {@code tree}.
     *
     * @throws IllegalArgumentException when the algorithm cannot run on this tree (AND/OR on
     *     leaves other than 0 and 1)
     */
    public static TreeAnalysis run(GameTree tree, Search search) {
        return run(tree, search, -Scores.INFINITY, Scores.INFINITY);
    }

    /**
     * Runs {@code search} on {@code tree} with the window [alpha, beta] at the root, in MAX's
     * values scaled as the tree's leaves ({@link GameTree#scale}): the course's alpha-beta with a
     * window ("alpha-beta à fenêtre"), which answers exactly inside it and with a bound outside.
     *
     * @throws IllegalArgumentException when the window is empty, or the algorithm takes none
     */
    public static TreeAnalysis run(GameTree tree, Search search, int alpha, int beta) {
        if (!Algorithms.exists(search.name()) || !Algorithms.named(search.name()).onTrees()) {
            throw new IllegalArgumentException(search.name() + " does not run on typed trees: it scores the ends of games as "
                    + "wins and losses, not as the leaves' numbers; use one of " + String.join(", ", Algorithms.names(Algorithm::onTrees)));
        }
        boolean full = alpha == -Scores.INFINITY && beta == Scores.INFINITY;
        if (!full && (!search.usesWindow() || search instanceof ExpectedValue)) {
            throw new IllegalArgumentException(search.name() + " takes no window: it has no alpha and beta (use "
                    + Algorithms.sentence(Algorithms.names(a -> a.onTrees() && a.accepts(Algorithm.Setting.WINDOW)
                            && !a.claims(Algorithm.Claim.EXPECTED_VALUE))) + ")");
        }
        if (alpha >= beta) {
            throw new IllegalArgumentException("the window [" + tree.format(alpha) + ", " + tree.format(beta)
                    + "] is empty: alpha must be below beta");
        }
        TreeAnalysis analysis = new TreeAnalysis(tree, search, alpha, beta);
        analysis.run();
        return analysis;
    }

    /** Runs the search, telling {@code also} every event after the trace (for {@link TreeSteps}). */
    void run(SearchListener also) {
        this.also = also;
        run();
    }

    /** The trace lines written so far. */
    int traceSize() {
        return trace.size();
    }

    /** What the node is shown with now, for MAX ({@code 3}, {@code <=2}, {@code 1 (won)}), or null before it returns. */
    String shown(int node) {
        return shown[node];
    }

    private void run() {
        TreePosition root = new TreePosition(tree, andOr);
        tracer = new Tracer();
        search.setListener(also == null ? tracer : TreeSteps.both(tracer, also));
        try {
            result = search.search(root, SearchLimits.exact(), alpha, beta);
        } finally {
            search.setListener(null);
        }
        int node = 0;
        pv.add(node);
        for (int move : result.pv()) {
            node = tree.child(node, move);
            pv.add(node);
        }
    }

    /** The algorithm's name. */
    public String algorithm() {
        return search.name();
    }

    /**
     * The value of the root for MAX (AND/OR: 1 won, 0 lost); null when it is {@code +inf} or
     * {@code -inf} (see {@link #valueText}).
     */
    public BigDecimal value() {
        if (!andOr && expecting == null && Math.abs((long) result.value()) >= GameTree.PLUS_INFINITY) {
            return null;
        }
        if (andOr) {
            return BigDecimal.valueOf(result.value() > 0 ? 1 : 0);
        }
        if (expecting != null) {
            return decimal(expecting.expectedValue());
        }
        return tree.unscale(result.value());
    }

    /** The value of the root for MAX as the slides write it: a number, {@code +inf} or {@code -inf}. */
    public String valueText() {
        BigDecimal value = value();
        return value != null ? value.toPlainString() : tree.format(result.value());
    }

    /** The name of the root's child that achieves the value. */
    public String bestChild() {
        return pv.size() > 1 ? tree.name(pv.get(1)) : null;
    }

    /** The principal variation, as names from the root's best child down. */
    public List<String> principalVariation() {
        return pv.stream().skip(1).map(tree::name).toList();
    }

    public long leavesEvaluated() {
        return result.stats().leaves();
    }

    public long nodesVisited() {
        return result.stats().nodes();
    }

    public long cutoffs() {
        return result.stats().cutoffs();
    }

    /** The names of the subtrees never visited (their roots), in tree order. */
    public List<String> pruned() {
        List<String> names = new ArrayList<>();
        for (int node = 0; node < tree.size(); node++) {
            if (!visited[node] && visited[tree.parent(node)]) {
                names.add(tree.name(node));
            }
        }
        return names;
    }

    /**
     * What the trace's names of cuts mean, in one line, for a student of either convention: the
     * trace calls the cut at a MIN node an alpha cut and the cut at a MAX node a beta cut, as most
     * texts do, while one of the course's documents calls the cut at a MAX node an
     * "alpha-coupure". Null when the run made no such cut.
     */
    public String cutNames() {
        return namedCut ? CUT_NAMES : null;
    }

    /** The line {@link #cutNames} returns. */
    public static final String CUT_NAMES = "cut names: an alpha cut stops a MIN node (its value <= alpha, what MAX has "
            + "elsewhere), a beta cut stops a MAX node (its value >= beta, more than MIN above allows); some course notes "
            + "call the cut at a MAX node an alpha-coupure";

    /** The trace, one event a line. */
    public List<String> trace() {
        return List.copyOf(trace);
    }

    /**
     * The trace with, after each leaf, the value intervals that it narrowed, as the slides
     * animate alpha-beta: each node's value for MAX is known to lie in [low, high], from the leaves
     * seen so far (a MAX node: from the largest low and the largest high of its children, a child not
     * seen yet being [-inf, +inf]; a MIN node: the smallest), so that on the textbook tree D goes
     * [-inf, 14], [-inf, 5], then [2, 2]. For trees without chance nodes, and not for AND/OR.
     *
     * @throws IllegalArgumentException for a tree with chance nodes or an AND/OR labelling
     */
    public List<String> traceWithIntervals() {
        if (andOr || expecting != null || tree.hasChanceNodes()) {
            throw new IllegalArgumentException("intervals are shown for minimax and alpha-beta on trees without chance "
                    + "nodes, not for " + search.name());
        }
        List<String> lines = new ArrayList<>();
        int next = 0;
        for (int i = 0; i <= trace.size(); i++) {
            while (next < intervalAt.size() && intervalAt.get(next) == i) {
                lines.add(intervalLines.get(next++));
            }
            if (i < trace.size()) {
                lines.add(trace.get(i));
            }
        }
        return lines;
    }

    /**
     * The interval {low, high} (scaled, for MAX) known to hold the value of {@code node} from the
     * leaves the search evaluated: [v, v] at the root once minimax or alpha-beta has seen the leaves
     * that prove its value v. Trees without chance nodes, not for AND/OR.
     */
    public long[] interval(int node) {
        traceWithIntervals(); // refuses what has no intervals
        return new long[] {tracer.low[node], tracer.high[node]};
    }

    /** The window the root was searched with, for MAX: {alpha, beta}, scaled. */
    public int[] window() {
        return new int[] {alpha, beta};
    }

    /** True when the root was searched with a narrower window than [-inf, +inf]. */
    public boolean windowed() {
        return alpha != -Scores.INFINITY || beta != Scores.INFINITY;
    }

    /** Whether the value returned is exact or a bound, by the window the root was searched with. */
    public Outcome outcome() {
        if (andOr || expecting != null) {
            return Outcome.EXACT;
        }
        int value = result.value();
        if (value <= alpha && alpha != -Scores.INFINITY) {
            return Outcome.FAIL_LOW;
        }
        if (value >= beta && beta != Scores.INFINITY) {
            return Outcome.FAIL_HIGH;
        }
        return Outcome.EXACT;
    }

    /** A scaled value of this tree as the slides write it. */
    public String format(long scaled) {
        return tree.format(scaled);
    }

    /**
     * The tree in Graphviz DOT: MAX nodes as triangles pointing up, MIN nodes pointing down,
     * leaves as boxes; each visited node with its value; subtrees never visited grey and
     * dashed; the principal variation in bold.
     */
    public String toDot() {
        StringBuilder dot = new StringBuilder();
        dot.append("digraph tree {\n");
        dot.append("  graph [ordering=out, labelloc=t, label=\"")
                .append(escape(algorithm() + ": value " + valueText()
                        + (bestChild() != null ? ", best child " + bestChild() : "")
                        + ", " + leavesEvaluated() + " leaves evaluated"))
                .append("\"];\n");
        dot.append("  node [fontname=\"Helvetica\"];\n");
        dot.append("  edge [arrowhead=none];\n");
        for (int node = 0; node < tree.size(); node++) {
            boolean seen = visited[node];
            String text;
            String shape;
            if (tree.isLeaf(node)) {
                String number = tree.format(tree.scaledValue(node));
                text = tree.isLabelled(node) ? tree.name(node) + "\n" + number : number;
                shape = "box";
            } else {
                text = tree.name(node) + (seen ? "\n" + dotValue(shown[node]) : "");
                shape = tree.isChance(node) ? "circle" : tree.isMax(node) ? "triangle" : "invtriangle";
            }
            dot.append("  n").append(node).append(" [label=\"").append(escape(text)).append("\", shape=").append(shape);
            if (!seen) {
                dot.append(", style=dashed, color=gray60, fontcolor=gray60");
            } else if (pv.contains(node)) {
                dot.append(", penwidth=3");
            }
            dot.append("];\n");
        }
        for (int node = 1; node < tree.size(); node++) {
            int parent = tree.parent(node);
            dot.append("  n").append(parent).append(" -> n").append(node);
            List<String> attributes = new ArrayList<>();
            if (tree.isChance(parent)) {
                attributes.add("label=\"" + escape(tree.probabilityText(node)) + "\"");
            }
            if (!visited[node]) {
                attributes.add("style=dashed, color=gray60");
            } else if (pv.contains(node) && pv.contains(parent)) {
                attributes.add("penwidth=3");
            }
            if (!attributes.isEmpty()) {
                dot.append(" [").append(String.join(", ", attributes)).append("]");
            }
            dot.append(";\n");
        }
        dot.append("}\n");
        return dot.toString();
    }

    /** An expected value (scaled like the leaves) as a decimal, rounded to 10 significant digits. */
    private BigDecimal decimal(double scaled) {
        BigDecimal value = new BigDecimal(scaled).movePointLeft(tree.scale()).round(new MathContext(10)).stripTrailingZeros();
        return value.scale() < 0 ? value.setScale(0) : value;
    }

    private static String dotValue(String value) {
        return value.replace("<=", "≤").replace(">=", "≥");
    }

    private static String escape(String text) {
        return text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
    }

    // ----- the listener that writes the trace -----

    private final class Tracer implements SearchListener {
        private boolean maxMin;
        private boolean window;
        /** The window each node on the current path was entered with, for MAX. */
        private final long[] entryAlpha = new long[Scores.MAX_PLY];
        private final long[] entryBeta = new long[Scores.MAX_PLY];
        /**
         * For the node on the current path at each ply, over the children returned so far:
         * the smallest value that bounds its child from above (an exact value or an upper
         * bound), and the largest that bounds it from below. When the node fails low or high,
         * they bound its own value more tightly than what the algorithm returns.
         */
        private final long[] lowestUpper = new long[Scores.MAX_PLY];
        private final long[] highestLower = new long[Scores.MAX_PLY];
        /** Expected values: what each node returned, for MAX. */
        private final double[] returned = new double[tree.size()];
        /** Per ply: Star1 or Star2 cut the node there, so what it returns is a bound ('<' at most, '>' at least). */
        private final char[] bound = new char[Scores.MAX_PLY];
        /** Per ply: the window, for MAX, Star1 or Star2 searched the node there with. */
        private final double[] windowLow = new double[Scores.MAX_PLY];
        private final double[] windowHigh = new double[Scores.MAX_PLY];
        /** Per ply: the trace line of the node entered there, until its window is known; -1 otherwise. */
        private final int[] entryLine = new int[Scores.MAX_PLY];
        /** Per ply: the node entered there. */
        private final int[] pathNode = new int[Scores.MAX_PLY];
        /** Per ply: the node whose first move is being probed at that ply, or -1. */
        private final int[] probeOf = new int[Scores.MAX_PLY];
        /** What Star2's probe found for a node: the value of its first move, for MAX (NaN when not probed). */
        private final double[] probed = new double[tree.size()];
        /** Each node's value interval for MAX, from the leaves seen so far (see {@link #traceWithIntervals}). */
        private final long[] low = new long[tree.size()];
        private final long[] high = new long[tree.size()];
        /**
         * For each node, how many children still bound it by infinity: for MAX the children whose
         * high end is +inf (its own high end is +inf while any is), for MIN those whose low end is
         * -inf. With it a leaf narrows its ancestors without reading all their children each time,
         * which on a wide node (a flat tree of 300,000 leaves) made a trace quadratic.
         */
        private final int[] unbounded = new int[tree.size()];

        {
            for (int node = 0; node < tree.size(); node++) {
                unbounded[node] = tree.childCount(node);
            }
            Arrays.fill(entryLine, -1);
            Arrays.fill(probeOf, -1);
            Arrays.fill(probed, Double.NaN);
            Arrays.fill(low, -Scores.INFINITY);
            Arrays.fill(high, Scores.INFINITY);
        }

        /** The largest ({@code max}) or smallest of {@code ends} over the children of {@code node}. */
        private long bestOfChildren(int node, long[] ends, boolean max) {
            long best = max ? Long.MIN_VALUE : Long.MAX_VALUE;
            for (int i = 0; i < tree.childCount(node); i++) {
                long e = ends[tree.child(node, i)];
                best = max ? Math.max(best, e) : Math.min(best, e);
            }
            return best;
        }

        /** A leaf worth {@code value} for MAX is seen: narrows the intervals of its ancestors and notes those that changed. */
        private void narrow(int leaf, long value, int ply) {
            if (andOr || expecting != null || tree.hasChanceNodes()) {
                return;
            }
            long childLow = low[leaf];
            long childHigh = high[leaf];
            low[leaf] = value;
            high[leaf] = value;
            List<String> changed = new ArrayList<>();
            for (int child = leaf, node = tree.parent(leaf); node >= 0; child = node, node = tree.parent(node)) {
                // A child's low end only rises and its high end only falls as leaves are seen.
                long lo;
                long hi;
                if (tree.isMax(node)) {
                    lo = Math.max(low[node], low[child]);
                    if (childHigh == Scores.INFINITY && high[child] != Scores.INFINITY) {
                        unbounded[node]--;
                    }
                    hi = unbounded[node] > 0 ? Scores.INFINITY : childHigh >= high[node] ? bestOfChildren(node, high, true) : high[node];
                } else {
                    hi = Math.min(high[node], high[child]);
                    if (childLow == -Scores.INFINITY && low[child] != -Scores.INFINITY) {
                        unbounded[node]--;
                    }
                    lo = unbounded[node] > 0 ? -Scores.INFINITY : childLow <= low[node] ? bestOfChildren(node, low, false) : low[node];
                }
                if (lo == low[node] && hi == high[node]) {
                    break;
                }
                childLow = low[node];
                childHigh = high[node];
                low[node] = lo;
                high[node] = hi;
                changed.add(tree.name(node) + " [" + format(lo) + ", " + format(hi) + "]");
            }
            if (!changed.isEmpty()) {
                intervalAt.add(trace.size());
                intervalLines.add(indent(ply) + "intervals: " + String.join(", ", changed));
            }
        }

        @Override
        public void started(Position root, Search s) {
            maxMin = s.maxMinForm();
            window = s.usesWindow();
            String view = andOr ? "labels are MAX's: 1 won, 0 lost"
                    : expecting != null ? "values are MAX's, expected values at chance nodes"
                    : maxMin ? "values are MAX's" : "values are the side to move's (MAX's in parentheses)";
            trace.add(s.name() + " on " + tree.name(0) + " (" + view + ")");
        }

        @Override
        public void entered(Position p, int ply, int alpha, int beta) {
            int node = node(p);
            visited[node] = true;
            if (expecting != null) {
                probing(ply);
            }
            lowestUpper[ply] = Scores.INFINITY;
            highestLower[ply] = -Scores.INFINITY;
            if (tree.isLeaf(node)) {
                return;
            }
            entryAlpha[ply] = alpha;
            entryBeta[ply] = beta;
            bound[ply] = 0;
            windowLow[ply] = Double.NEGATIVE_INFINITY;
            windowHigh[ply] = Double.POSITIVE_INFINITY;
            String kind = tree.isChance(node) ? "CHANCE" : tree.isMax(node) ? "MAX" : "MIN";
            String line = "enter " + tree.name(node) + " (" + kind + ")";
            if (window && expecting == null) {
                line += " window [" + format(alpha) + ", " + format(beta) + "]";
            }
            trace.add(indent(ply) + line);
            // Star1 and Star2 give the window of each node they search; a node entered without
            // one is Star2's probe of an outcome, which searches the outcome's first move only.
            pathNode[ply] = node;
            entryLine[ply] = expecting != null && search.usesWindow() ? trace.size() - 1 : -1;
            probeOf[ply + 1] = -1;
        }

        /** An event at {@code ply}: if its parent was entered without a window, the parent is being probed. */
        private void probing(int ply) {
            if (ply > 0 && entryLine[ply - 1] >= 0) {
                int line = entryLine[ply - 1];
                trace.set(line, trace.get(line).replaceFirst("enter ", "probe ") + ": its first move only");
                entryLine[ply - 1] = -1;
                probeOf[ply] = pathNode[ply - 1];
            }
        }

        @Override
        public void leaf(Position p, int ply, int value) {
            int node = node(p);
            String text = andOr ? label(node, value) : format(value) + forMaxNote(node, value);
            shown[node] = andOr ? label(node, value) : format(forMax(node, value));
            trace.add(indent(ply) + "leaf " + tree.name(node) + " = " + text);
            narrow(node, forMax(node, value), ply);
        }

        @Override
        public void reused(Position p, int ply, int value) {
            int node = node(p);
            shown[node] = label(node, value);
            trace.add(indent(ply) + tree.name(node) + " already labelled: " + label(node, value));
        }

        @Override
        public void cut(Position p, int ply, int value, int alpha, int beta, MoveList moves, int next) {
            int node = node(p);
            String reason = maxMin && !tree.isMax(node)
                    ? format(value) + " <= alpha = " + format(alpha)
                    : format(value) + " >= beta = " + format(beta);
            List<String> skipped = new ArrayList<>();
            for (int i = next; i < moves.size(); i++) {
                int child = tree.child(node, moves.get(i));
                boolean plainLeaf = tree.isLeaf(child) && !tree.isLabelled(child);
                skipped.add(plainLeaf ? tree.format(tree.scaledValue(child)) : tree.name(child));
            }
            String kind = tree.isMax(node) ? "beta cut" : "alpha cut";
            namedCut = true;
            String rest = (skipped.size() == 1 ? "child " : "children ") + String.join(" ", skipped) + " not visited";
            trace.add(indent(ply) + "cut at " + tree.name(node) + " (" + kind + "): " + reason + ", " + rest);
        }

        @Override
        public void window(Position p, int ply, double alpha, double beta) {
            windowLow[ply] = alpha;
            windowHigh[ply] = beta;
            entryLine[ply] = -1;
            int last = trace.size() - 1;
            trace.set(last, trace.get(last) + " window [" + format(alpha) + ", " + format(beta) + "]");
        }

        @Override
        public void expected(Position p, int ply, double value, boolean leaf) {
            int node = node(p);
            if (leaf) {
                probing(ply);
            }
            if (ply > 0 && probeOf[ply] >= 0) {
                int probedNode = probeOf[ply];
                probed[probedNode] = value;
                shown[probedNode] = (tree.isMax(probedNode) ? ">=" : "<=") + format(value);
                probeOf[ply] = -1;
            }
            if (!leaf && bound[ply] == 0) {
                // Star1 and Star2 fail hard: a value on the window's edge only bounds the node's.
                bound[ply] = value <= windowLow[ply] ? '<' : value >= windowHigh[ply] ? '>' : 0;
            }
            // But no value lies beyond the tree's lowest and highest leaves, nor, at a MIN (MAX)
            // node, above (below) the value of its first move, which Star2's probe found: a bound
            // there is the exact value.
            if (bound[ply] == '<' && (value <= tree.lowestLeaf() || tree.isMax(node) && value == probed[node])
                    || bound[ply] == '>' && (value >= tree.highestLeaf() || !tree.isMax(node) && value == probed[node])) {
                bound[ply] = 0;
            }
            returned[node] = value;
            String shownValue = (bound[ply] == '<' ? "<=" : bound[ply] == '>' ? ">=" : "") + format(value);
            shown[node] = shownValue;
            if (leaf) {
                trace.add(indent(ply) + "leaf " + tree.name(node) + " = " + format(value));
                return;
            }
            String line = indent(ply) + tree.name(node) + " returns " + shownValue;
            if (bound[ply] == 0) {
                if (tree.isChance(node)) {
                    line += " = " + weightedSum(node);
                }
            } else {
                line += bound[ply] == '<' ? ", a bound: its value is at most that" : ", a bound: its value is at least that";
            }
            trace.add(line);
        }

        /** The chance node's expected value spelled out: {@code 0.9×2 + 0.1×1}. */
        private String weightedSum(int node) {
            List<String> terms = new ArrayList<>();
            for (int child : tree.children(node)) {
                terms.add(tree.probabilityText(child) + "×" + format(returned[child]));
            }
            return String.join(" + ", terms);
        }

        @Override
        public void starCut(Position p, int ply, double value, boolean atMost, MoveList moves, int next) {
            int node = node(p);
            bound[ply] = atMost ? '<' : '>';
            List<String> skipped = new ArrayList<>();
            for (int i = next; i < moves.size(); i++) {
                skipped.add(tree.name(tree.child(node, moves.get(i))));
            }
            String kind = tree.isChance(node) ? "chance cut" : tree.isMax(node) ? "beta cut" : "alpha cut";
            namedCut |= !tree.isChance(node);
            String rest = skipped.isEmpty() ? "" : ", " + (skipped.size() == 1 ? "child " : "children ")
                    + String.join(" ", skipped) + " not visited";
            trace.add(indent(ply) + "cut at " + tree.name(node) + " (" + kind + "): its value is "
                    + (atMost ? "<= " : ">= ") + format(value) + " whatever the rest" + rest);
        }

        @Override
        public void exited(Position p, int ply, int value) {
            int node = node(p);
            if (andOr) {
                if (!tree.isLeaf(node)) {
                    shown[node] = label(node, value);
                    trace.add(indent(ply) + tree.name(node) + " returns " + label(node, value));
                }
                return;
            }
            long forMax = forMax(node, value);
            boolean upper = true;
            boolean lower = true;
            if (!tree.isLeaf(node)) {
                // Outside the window it was searched with, a value is only a bound (fail low:
                // the true value is at most it; fail high: at least it); the children's bounds
                // may say more.
                long alphaForMax = maxMin || tree.isMax(node) ? entryAlpha[ply] : -entryBeta[ply];
                long betaForMax = maxMin || tree.isMax(node) ? entryBeta[ply] : -entryAlpha[ply];
                String line = indent(ply) + tree.name(node) + " returns " + format(value) + forMaxNote(node, value);
                if (window && forMax <= alphaForMax) {
                    lower = false;
                    if (!tree.isMax(node)) {
                        forMax = Math.min(forMax, lowestUpper[ply]);
                    }
                    line += ", a bound (fail low): its value is <=" + format(forMax);
                    shown[node] = "<=" + format(forMax);
                } else if (window && forMax >= betaForMax) {
                    upper = false;
                    if (tree.isMax(node)) {
                        forMax = Math.max(forMax, highestLower[ply]);
                    }
                    line += ", a bound (fail high): its value is >=" + format(forMax);
                    shown[node] = ">=" + format(forMax);
                } else {
                    shown[node] = format(forMax);
                }
                trace.add(line);
            }
            if (ply > 0) {
                if (upper) {
                    lowestUpper[ply - 1] = Math.min(lowestUpper[ply - 1], forMax);
                }
                if (lower) {
                    highestLower[ply - 1] = Math.max(highestLower[ply - 1], forMax);
                }
            }
        }

        private int node(Position p) {
            return ((TreePosition) p).node();
        }

        private long forMax(int node, int value) {
            return maxMin || tree.isMax(node) ? value : -value;
        }

        private String forMaxNote(int node, int value) {
            return maxMin || tree.isMax(node) ? "" : " (" + format(-value) + ")";
        }

        private String label(int node, int score) {
            boolean wonForMax = (score > 0) == tree.isMax(node);
            return wonForMax ? "1 (won)" : "0 (lost)";
        }

        private String format(long value) {
            return tree.format(value);
        }

        private String format(double scaled) {
            if (scaled == Double.POSITIVE_INFINITY) {
                return "+inf";
            }
            if (scaled == Double.NEGATIVE_INFINITY) {
                return "-inf";
            }
            return decimal(scaled).toPlainString();
        }

        private String indent(int ply) {
            return "  ".repeat(ply);
        }
    }
}
