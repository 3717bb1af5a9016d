package org.zermelo.tree;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Random game-tree expressions for property tests, each with the answers computed here, on the
 * generator's own nodes, independently of {@link GameTree}'s parser and of the searches: the
 * minimax value, the first root child achieving it, the node and leaf counts, and the leaves a
 * textbook fail-hard alpha-beta evaluates, in order.
 *
 * <p>Trees are 1 to 6 levels deep, with 1 to 5 children per inner node (varying per node),
 * leaves at varying depths, small leaf ranges (so that ties are frequent), negative leaves,
 * sometimes half-unit decimals, sometimes labels, and sometimes explicit {@code max}/{@code min}
 * kinds so that a player moves twice in a row.
 */
final class RandomTrees {

    /** What the leaves may be. */
    enum Leaves {
        /** Small integers, negatives included; one tree in ten has halves such as -1.5. */
        SMALL_NUMBERS,
        /** 1 (won for MAX) or 0 (lost for MAX), for AND/OR labelling. */
        WON_LOST
    }

    /** A generated tree and the answers computed by the generator. */
    record Generated(long seed, String expression, BigDecimal value, String bestChild, int nodes, int leaves,
                     List<String> alphaBetaLeaves, long maxAbsScaled, int scale, Node root) {

        /**
         * The textbook fail-soft alpha-beta (max/min form) with the window (alpha, beta) in scaled
         * units: the value the negamax form must return, bound outside the window included.
         */
        long failSoft(long alpha, long beta) {
            return RandomTrees.failSoft(root, alpha, beta, scale);
        }

        /** The minimax value scaled as the searches see it (times 10^scale). */
        long scaledValue() {
            return value.movePointRight(scale).longValueExact();
        }

        @Override
        public String toString() {
            return "seed " + seed + ", tree " + expression;
        }
    }

    private static final int MAX_NODES = 2_000;

    private final SplittableRandom random;
    private final Leaves leaves;
    private final int maxDepth;
    private final int range;
    private final boolean halves;
    private final double earlyLeaf;
    private final double explicitKind;
    private final double labelled;
    private int nodeCount;
    private int leafCount;
    private int labels;
    /** True once a leaf is written with a decimal point: the parser then scales by 10. */
    private boolean decimalWritten;

    private RandomTrees(long seed, Leaves leaves) {
        this.random = new SplittableRandom(seed);
        this.leaves = leaves;
        this.maxDepth = 1 + random.nextInt(6);
        int[] ranges = {1, 2, 3, 4, 6, 9};
        this.range = ranges[random.nextInt(ranges.length)];
        this.halves = leaves == Leaves.SMALL_NUMBERS && random.nextInt(10) == 0;
        this.earlyLeaf = random.nextDouble() * 0.4;
        this.explicitKind = random.nextInt(3) == 0 ? 0 : random.nextDouble() * 0.3;
        this.labelled = random.nextDouble() * 0.3;
    }

    /** The tree of {@code seed}. */
    static Generated generate(long seed, Leaves leaves) {
        RandomTrees generator = new RandomTrees(seed, leaves);
        Node root = generator.node(0, true, "root", true);
        StringBuilder text = new StringBuilder();
        root.write(text);
        List<String> abLeaves = new ArrayList<>();
        alphaBeta(root, Long.MIN_VALUE, Long.MAX_VALUE, abLeaves);
        BigDecimal value = root.minimax();
        String best = null;
        for (Node child : root.children) {
            if (child.minimax().compareTo(value) == 0) {
                best = child.name();
                break;
            }
        }
        int scale = generator.decimalWritten ? 1 : 0;
        long maxAbs = root.maxAbsScaled(scale);
        return new Generated(seed, text.toString(), value, best, generator.nodeCount, generator.leafCount,
                List.copyOf(abLeaves), maxAbs, scale, root);
    }

    /** Generates a node; {@code max} is the kind it gets unless it declares one. */
    private Node node(int depth, boolean max, String path, boolean root) {
        nodeCount++;
        Node node = new Node(path, max);
        boolean leaf = !root && (depth == maxDepth || random.nextDouble() < earlyLeaf || nodeCount > MAX_NODES);
        if (leaf) {
            leafCount++;
            node.value = leafValue();
            node.literal = literal(node.value);
            decimalWritten |= node.literal.contains(".");
            return node;
        }
        if (random.nextDouble() < labelled) {
            node.label = "N" + (++labels);
        }
        if (root ? random.nextInt(8) == 0 : random.nextDouble() < explicitKind) {
            node.explicitKind = true;
            node.max = root || random.nextBoolean();
        }
        node.kindFirst = random.nextBoolean();
        int count = 1 + random.nextInt(5);
        node.children = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            String childPath = root ? Integer.toString(i) : path + "." + i;
            node.children.add(node(depth + 1, !node.max, childPath, false));
        }
        return node;
    }

    private BigDecimal leafValue() {
        if (leaves == Leaves.WON_LOST) {
            return BigDecimal.valueOf(random.nextInt(2));
        }
        if (halves) {
            return BigDecimal.valueOf(random.nextInt(-2 * range, 2 * range + 1), 0)
                    .divide(BigDecimal.valueOf(2));
        }
        return BigDecimal.valueOf(random.nextInt(-range, range + 1));
    }

    private String literal(BigDecimal value) {
        String plain = value.stripTrailingZeros().toPlainString();
        if (value.signum() > 0 && random.nextInt(20) == 0) {
            return "+" + plain;
        }
        return plain;
    }

    /** The textbook fail-hard alpha-beta on the generator's nodes, recording the leaves evaluated. */
    private static long alphaBeta(Node node, long alpha, long beta, List<String> evaluated) {
        if (node.children == null) {
            evaluated.add(node.path);
            return node.value.movePointRight(1).longValueExact();
        }
        if (node.max) {
            for (Node child : node.children) {
                long e = alphaBeta(child, alpha, beta, evaluated);
                alpha = Math.max(alpha, e);
                if (alpha >= beta) {
                    return beta;
                }
            }
            return alpha;
        }
        for (Node child : node.children) {
            long e = alphaBeta(child, alpha, beta, evaluated);
            beta = Math.min(beta, e);
            if (alpha >= beta) {
                return alpha;
            }
        }
        return beta;
    }

    private static long failSoft(Node node, long alpha, long beta, int scale) {
        if (node.children == null) {
            return node.value.movePointRight(scale).longValueExact();
        }
        long best = node.max ? Long.MIN_VALUE : Long.MAX_VALUE;
        for (Node child : node.children) {
            long e = failSoft(child, alpha, beta, scale);
            if (node.max) {
                best = Math.max(best, e);
                alpha = Math.max(alpha, e);
            } else {
                best = Math.min(best, e);
                beta = Math.min(beta, e);
            }
            if (alpha >= beta) {
                break;
            }
        }
        return best;
    }

    /** A node of a generated tree, as the generator sees it. */
    static final class Node {
        final String path;
        boolean max;
        boolean explicitKind;
        boolean kindFirst;
        String label;
        BigDecimal value;
        String literal;
        List<Node> children;

        Node(String path, boolean max) {
            this.path = path;
            this.max = max;
        }

        String name() {
            return label != null ? label : path;
        }

        BigDecimal minimax() {
            if (children == null) {
                return value;
            }
            BigDecimal best = null;
            for (Node child : children) {
                BigDecimal v = child.minimax();
                if (best == null || (max ? v.compareTo(best) > 0 : v.compareTo(best) < 0)) {
                    best = v;
                }
            }
            return best;
        }

        long maxAbsScaled(int scale) {
            if (children == null) {
                return value.abs().movePointRight(scale).longValueExact();
            }
            long m = 0;
            for (Node child : children) {
                m = Math.max(m, child.maxAbsScaled(scale));
            }
            return m;
        }

        void write(StringBuilder out) {
            if (children == null) {
                out.append(literal);
                return;
            }
            out.append('(');
            String kind = explicitKind ? (max ? "max" : "min") : null;
            if (kindFirst) {
                appendWord(out, kind);
                appendWord(out, label);
            } else {
                appendWord(out, label);
                appendWord(out, kind);
            }
            for (int i = 0; i < children.size(); i++) {
                if (i > 0 || out.charAt(out.length() - 1) != '(') {
                    out.append(' ');
                }
                children.get(i).write(out);
            }
            out.append(')');
        }

        private static void appendWord(StringBuilder out, String word) {
            if (word != null) {
                if (out.charAt(out.length() - 1) != '(') {
                    out.append(' ');
                }
                out.append(word);
            }
        }
    }
}
