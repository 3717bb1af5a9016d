package org.zermelo.tree;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.search.ExpectedValue;
import org.zermelo.search.Labelling;
import org.zermelo.search.Search;
import org.zermelo.search.SearchListener;
import org.zermelo.search.SearchResult;

/**
 * One algorithm run on a {@link GameTree}, recorded event by event for a step-by-step replay:
 * the same events as {@code tree --trace} (the listener's), each with its node, its values and
 * the trace lines written so far, so that a viewer shows the tree as it stands after any step
 * without searching anything itself. Between a child's return and the next event, a step
 * {@code update} gives the parent's window and best value as the algorithm's pseudo-code updates
 * them ({@code if e > a: a = e}); at each cut, the window told by the search is the one the
 * updates reached (a test checks it).
 *
 * <p>The record keeps the first {@code cap} steps and counts the others, so that a large tree
 * costs bounded memory and a viewer can say how many it does not show.
 */
public final class TreeSteps {

    /** The steps kept by default: enough for every slide, small enough for a browser. */
    public static final int DEFAULT_CAP = 5000;

    /**
     * One step.
     *
     * @param type {@code enter}, {@code leaf}, {@code return}, {@code update}, {@code cut},
     *     {@code reuse} (AND/OR: a label known already) or {@code window} (star1 and star2: the
     *     window a node is searched with)
     * @param node the node (its index in the tree, the root 0)
     * @param ply its depth below the root
     * @param value a leaf's, a return's, a cut's or a reuse's value as the algorithm sees it
     *     (for the negamax forms: the side to move's); at an update, the node's best value so far
     * @param valueForMax the same for MAX; at a return, what the node is shown with ("3", "{@code <=2}")
     * @param alpha the window's alpha as the algorithm sees it at enter, update, cut and window; null without one
     * @param beta the window's beta, likewise
     * @param child at an update, the child whose value was taken; -1 otherwise
     * @param skipped at a cut, the children never visited
     * @param cut at a cut: {@code alpha} (at a MIN node), {@code beta} (at a MAX node) or {@code chance}
     * @param lines the lines of the trace written once this step is done
     */
    public record Step(String type, int node, int ply, String value, String valueForMax, String alpha, String beta,
                       int child, List<Integer> skipped, String cut, int lines) {}

    private final GameTree tree;
    private final Search search;
    private final int cap;
    private final List<Step> steps = new ArrayList<>();
    private int total;
    private TreeAnalysis analysis;

    private TreeSteps(GameTree tree, Search search, int cap) {
        this.tree = tree;
        this.search = search;
        this.cap = cap;
    }

    /**
     * Runs {@code search} (created without evaluator) on {@code tree} and records its steps,
     * the first {@code cap} of them.
     *
     * @throws IllegalArgumentException when the algorithm cannot run on the tree
     */
    public static TreeSteps record(GameTree tree, Search search, int cap) {
        if (cap < 1) {
            throw new IllegalArgumentException("the cap must be 1 or more, not " + cap);
        }
        TreeSteps steps = new TreeSteps(tree, search, cap);
        steps.analysis = new TreeAnalysis(tree, search);
        steps.analysis.run(steps.new Recorder());
        return steps;
    }

    /** The analysis the steps came from: value, counts, pruned subtrees, the trace, the DOT drawing. */
    public TreeAnalysis analysis() {
        return analysis;
    }

    /** The tree. */
    public GameTree tree() {
        return tree;
    }

    /** The steps kept, at most the cap. */
    public List<Step> steps() {
        return List.copyOf(steps);
    }

    /** Every step of the run, those beyond the cap included. */
    public int total() {
        return total;
    }

    /** True when some steps were beyond the cap. */
    public boolean truncated() {
        return total > steps.size();
    }

    private void add(Step step) {
        total++;
        if (steps.size() < cap) {
            steps.add(step);
        }
    }

    /** A listener telling {@code first}, then {@code second}, every event. */
    static SearchListener both(SearchListener first, SearchListener second) {
        return new SearchListener() {
            @Override
            public void started(Position root, Search s) {
                first.started(root, s);
                second.started(root, s);
            }

            @Override
            public void entered(Position p, int ply, int alpha, int beta) {
                first.entered(p, ply, alpha, beta);
                second.entered(p, ply, alpha, beta);
            }

            @Override
            public void leaf(Position p, int ply, int value) {
                first.leaf(p, ply, value);
                second.leaf(p, ply, value);
            }

            @Override
            public void reused(Position p, int ply, int value) {
                first.reused(p, ply, value);
                second.reused(p, ply, value);
            }

            @Override
            public void cut(Position p, int ply, int value, int alpha, int beta, MoveList moves, int next) {
                first.cut(p, ply, value, alpha, beta, moves, next);
                second.cut(p, ply, value, alpha, beta, moves, next);
            }

            @Override
            public void exited(Position p, int ply, int value) {
                first.exited(p, ply, value);
                second.exited(p, ply, value);
            }

            @Override
            public void window(Position p, int ply, double alpha, double beta) {
                first.window(p, ply, alpha, beta);
                second.window(p, ply, alpha, beta);
            }

            @Override
            public void expected(Position p, int ply, double value, boolean leaf) {
                first.expected(p, ply, value, leaf);
                second.expected(p, ply, value, leaf);
            }

            @Override
            public void starCut(Position p, int ply, double bound, boolean atMost, MoveList moves, int next) {
                first.starCut(p, ply, bound, atMost, moves, next);
                second.starCut(p, ply, bound, atMost, moves, next);
            }

            @Override
            public void finished(SearchResult result) {
                first.finished(result);
                second.finished(result);
            }
        };
    }

    /** Turns the search's events into steps, keeping each node's window and best value on the current path. */
    private final class Recorder implements SearchListener {
        private final boolean maxMin = search.maxMinForm();
        private final boolean window = search.usesWindow();
        private final boolean expecting = search instanceof ExpectedValue;
        private final boolean andOr = search instanceof Labelling;
        private final double[] alpha = new double[GameTree.MAX_DEPTH + 2];
        private final double[] beta = new double[GameTree.MAX_DEPTH + 2];
        private final double[] best = new double[GameTree.MAX_DEPTH + 2];
        private final int[] nodeAt = new int[GameTree.MAX_DEPTH + 2];

        @Override
        public void entered(Position p, int ply, int a, int b) {
            int node = node(p);
            nodeAt[ply] = node;
            alpha[ply] = a;
            beta[ply] = b;
            // The best so far: for MAX's values at a MIN node +inf, else -inf (negamax: always the mover's maximum).
            best[ply] = (maxMin || expecting) && !tree.isMax(node) ? Scores.INFINITY : -Scores.INFINITY;
            boolean shown = window && !expecting;
            add(new Step("enter", node, ply, null, null, shown ? format(a) : null, shown ? format(b) : null, -1, List.of(),
                    null, lines()));
        }

        @Override
        public void leaf(Position p, int ply, int value) {
            int node = node(p);
            add(new Step("leaf", node, ply, format(value), analysis.shown(node), null, null, -1, List.of(), null, lines()));
            taken(ply, node, value);
        }

        @Override
        public void reused(Position p, int ply, int value) {
            int node = node(p);
            add(new Step("reuse", node, ply, format(value), analysis.shown(node), null, null, -1, List.of(), null, lines()));
        }

        @Override
        public void cut(Position p, int ply, int value, int a, int b, MoveList moves, int next) {
            int node = node(p);
            assert a == alpha[ply] && b == beta[ply] : "window at the cut " + a + "," + b + " is not the one updated";
            add(new Step("cut", node, ply, format(value), null, format(a), format(b), -1, skipped(node, moves, next),
                    tree.isMax(node) ? "beta" : "alpha", lines()));
        }

        @Override
        public void exited(Position p, int ply, int value) {
            int node = node(p);
            if (tree.isLeaf(node)) {
                return; // told as a leaf already
            }
            add(new Step("return", node, ply, format(value), analysis.shown(node), null, null, -1, List.of(), null, lines()));
            taken(ply, node, value);
        }

        @Override
        public void window(Position p, int ply, double a, double b) {
            int node = node(p);
            alpha[ply] = a;
            beta[ply] = b;
            add(new Step("window", node, ply, null, null, format(a), format(b), -1, List.of(), null, lines()));
        }

        @Override
        public void expected(Position p, int ply, double value, boolean leaf) {
            int node = node(p);
            add(new Step(leaf ? "leaf" : "return", node, ply, format(value), analysis.shown(node), null, null, -1, List.of(),
                    null, lines()));
            if (ply > 0 && !tree.isChance(nodeAt[ply - 1])) {
                int parent = ply - 1;
                best[parent] = tree.isMax(nodeAt[parent]) ? Math.max(best[parent], value) : Math.min(best[parent], value);
                add(new Step("update", nodeAt[parent], parent, format(best[parent]), format(best[parent]), null, null, node,
                        List.of(), null, lines()));
            }
        }

        @Override
        public void starCut(Position p, int ply, double bound, boolean atMost, MoveList moves, int next) {
            int node = node(p);
            add(new Step("cut", node, ply, format(bound), null, format(alpha[ply]), format(beta[ply]), -1,
                    skipped(node, moves, next), tree.isChance(node) ? "chance" : tree.isMax(node) ? "beta" : "alpha", lines()));
        }

        /**
         * The parent of the node at {@code ply} takes its value, as the pseudo-code does: the best
         * so far, and alpha (at MAX, or in negamax form) or beta (at MIN) when the algorithm has a window.
         */
        private void taken(int ply, int node, int value) {
            if (ply == 0 || andOr) {
                return;
            }
            int parent = ply - 1;
            int parentNode = nodeAt[parent];
            double e;
            boolean max;
            if (maxMin) {
                e = value;
                max = tree.isMax(parentNode);
            } else {
                e = tree.isMax(node) == tree.isMax(parentNode) ? value : -(double) value;
                max = true;
            }
            if (max) {
                best[parent] = Math.max(best[parent], e);
                if (window && e > alpha[parent]) {
                    alpha[parent] = e;
                }
            } else {
                best[parent] = Math.min(best[parent], e);
                if (window && e < beta[parent]) {
                    beta[parent] = e;
                }
            }
            add(new Step("update", parentNode, parent, format(best[parent]), format(maxMin || tree.isMax(parentNode)
                    ? best[parent] : -best[parent]), window ? format(alpha[parent]) : null, window ? format(beta[parent]) : null,
                    node, List.of(), null, lines()));
        }

        private List<Integer> skipped(int node, MoveList moves, int next) {
            List<Integer> children = new ArrayList<>();
            for (int i = next; i < moves.size(); i++) {
                children.add(tree.child(node, moves.get(i)));
            }
            return List.copyOf(children);
        }

        private int lines() {
            return analysis.traceSize();
        }

        private int node(Position p) {
            return ((TreePosition) p).node();
        }

        private String format(double value) {
            if (value >= Scores.INFINITY) {
                return "+inf";
            }
            if (value <= -Scores.INFINITY) {
                return "-inf";
            }
            if (value == Math.rint(value) && Math.abs(value) < Long.MAX_VALUE / 2.0) {
                return tree.unscale((long) value).toPlainString();
            }
            BigDecimal decimal = new BigDecimal(value).movePointLeft(tree.scale()).round(new MathContext(10)).stripTrailingZeros();
            return (decimal.scale() < 0 ? decimal.setScale(0) : decimal).toPlainString();
        }
    }
}
