package org.zermelo.tree;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/**
 * A uniform game tree for the course's complexity claims: every inner node has {@code b}
 * children, every leaf is {@code d} levels below the root (MAX at the root, levels
 * alternating), and the b^d leaf values come from a seed. Its children may be left in the order
 * drawn, or sorted so that each node's best child for its player comes first (the perfect order
 * under which alpha-beta evaluates only the minimal tree, b^⌈d/2⌉ + b^⌊d/2⌋ - 1 leaves, as
 * Knuth and Moore proved) or last (the worst order, under which it evaluates all b^d, as
 * minimax does).
 *
 * <p>The tree is implicit: a node is its level and its index among the nodes of that level,
 * its children are {@code b·i} to {@code b·i + b - 1} one level down, and the leaves are one
 * array of values; so a tree of millions of leaves takes 4 bytes a leaf, and every search runs
 * on it as on any game. A leaf is a finished game worth its value for MAX, without the distance
 * to the root (as the typed trees, {@link TreePosition}).
 */
public final class UniformTree implements Position {

    /** The most leaves a tree may have: 4 bytes each. */
    public static final int MAX_LEAVES = 1 << 24;

    /** How the children of each node are ordered. */
    public enum Order {
        /** As drawn: the values are in random order. */
        RANDOM,
        /** Each node's children from best to worst for its player: alpha-beta's perfect order. */
        BEST,
        /**
         * Each node's children from worst to best for its player. Not alpha-beta's worst case: a
         * node deep in a later subtree may still fall below an ancestor's alpha (or above its
         * beta), and be cut.
         */
        WORST_FIRST,
        /**
         * Alpha-beta's worst case (Knuth and Moore): the same values placed so that every child of
         * a MAX node holds only larger values than its elder siblings, and every child of a MIN node
         * only smaller ones. Then every value lies inside every window, no cut ever happens, and
         * alpha-beta evaluates all b^d leaves (with distinct values). The values move between
         * subtrees: the minimax value is not the drawn tree's.
         */
        WORST
    }

    /** How the leaf values are drawn. */
    public enum Values {
        /** All different, a random permutation of 1 to b^d: no ties, as the formulas assume. */
        DISTINCT,
        /** Uniform from 0 to 99: ties happen, and alpha-beta cuts on them too. */
        UNIFORM
    }

    private final int branching;
    private final int depth;
    private final int[] leaves;
    /** The index of the node at each level of the current path, among the nodes of its level. */
    private final int[] index;
    private int ply;

    private UniformTree(int branching, int depth, int[] leaves) {
        this.branching = branching;
        this.depth = depth;
        this.leaves = leaves;
        this.index = new int[depth + 1];
    }

    /**
     * A tree of branching factor {@code b} and depth {@code d} whose leaves are drawn from
     * {@code seed}, then ordered.
     *
     * @throws IllegalArgumentException for b below 2, d below 1, or more than {@link #MAX_LEAVES} leaves
     */
    public static UniformTree random(int b, int d, long seed, Values values, Order order) {
        long count = leaves(b, d);
        int[] leaves = new int[(int) count];
        SplittableRandom random = new SplittableRandom(seed);
        if (values == Values.DISTINCT) {
            for (int i = 0; i < leaves.length; i++) {
                leaves[i] = i + 1;
            }
            for (int i = leaves.length - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int t = leaves[i];
                leaves[i] = leaves[j];
                leaves[j] = t;
            }
        } else {
            for (int i = 0; i < leaves.length; i++) {
                leaves[i] = random.nextInt(100);
            }
        }
        if (order == Order.BEST || order == Order.WORST_FIRST) {
            sort(leaves, new int[leaves.length], b, d, 0, true, order == Order.BEST);
        } else if (order == Order.WORST) {
            int[] sorted = leaves.clone();
            Arrays.sort(sorted);
            nest(sorted, leaves, b, d, 0, 0, true);
        }
        return new UniformTree(b, d, leaves);
    }

    /**
     * The number of leaves b^d.
     *
     * @throws IllegalArgumentException for b below 2, d below 1, or more than {@link #MAX_LEAVES} leaves
     */
    public static long leaves(int b, int d) {
        if (b < 2 || d < 1) {
            throw new IllegalArgumentException("a random tree has a branching factor of 2 or more and a depth of 1 or more, not "
                    + b + "," + d);
        }
        long count = 1;
        for (int i = 0; i < d; i++) {
            count *= b;
            if (count > MAX_LEAVES) {
                throw new IllegalArgumentException("a random tree of branching " + b + " and depth " + d + " has more than "
                        + MAX_LEAVES + " leaves: choose a smaller one");
            }
        }
        return count;
    }

    /**
     * Sorts the subtree whose leaves start at {@code start}, {@code levels} above them, and returns
     * its minimax value: the children first, then their blocks of leaves by value, best first
     * ({@code best}) or last for the player at the node ({@code max}: MAX).
     */
    private static int sort(int[] leaves, int[] scratch, int b, int levels, int start, boolean max, boolean best) {
        if (levels == 0) {
            return leaves[start];
        }
        int size = 1;
        for (int i = 1; i < levels; i++) {
            size *= b;
        }
        int[] values = new int[b];
        Integer[] order = new Integer[b];
        for (int c = 0; c < b; c++) {
            values[c] = sort(leaves, scratch, b, levels - 1, start + c * size, !max, best);
            order[c] = c;
        }
        // Best first for MAX is the largest first; for MIN the smallest first.
        boolean descending = max == best;
        Arrays.sort(order, (x, y) -> descending ? Integer.compare(values[y], values[x]) : Integer.compare(values[x], values[y]));
        System.arraycopy(leaves, start, scratch, start, b * size);
        for (int c = 0; c < b; c++) {
            System.arraycopy(scratch, start + order[c] * size, leaves, start + c * size, size);
        }
        int value = values[order[0]];
        for (int c = 1; c < b; c++) {
            value = max ? Math.max(value, values[c]) : Math.min(value, values[c]);
        }
        return value;
    }

    /**
     * Places the sorted values {@code sorted[from ...]} on the leaves of the subtree whose leaves start
     * at {@code start}, {@code levels} above them: a MAX node gives its children consecutive blocks
     * in increasing order, a MIN node in decreasing order (see {@link Order#WORST}).
     */
    private static void nest(int[] sorted, int[] leaves, int b, int levels, int start, int from, boolean max) {
        if (levels == 0) {
            leaves[start] = sorted[from];
            return;
        }
        int size = 1;
        for (int i = 1; i < levels; i++) {
            size *= b;
        }
        for (int c = 0; c < b; c++) {
            int block = max ? c : b - 1 - c;
            nest(sorted, leaves, b, levels - 1, start + c * size, from + block * size, !max);
        }
    }

    /** The course's count for minimax: every leaf, b^d. */
    public static double minimaxLeaves(int b, int d) {
        return Math.pow(b, d);
    }

    /** The leaves of the minimal tree, b^⌈d/2⌉ + b^⌊d/2⌋ - 1: alpha-beta's count in the perfect order (Knuth and Moore). */
    public static double minimalTreeLeaves(int b, int d) {
        return Math.pow(b, (d + 1) / 2) + Math.pow(b, d / 2) - 1;
    }

    /** The course's estimate of alpha-beta's leaves on random trees, on average: b^(3d/4). */
    public static double averageEstimate(int b, int d) {
        return Math.pow(b, 0.75 * d);
    }

    /**
     * ξ<sub>b</sub>, the positive root of x^b + x - 1 = 0 ((√5 - 1)/2 = 0.618... for b = 2), found by
     * bisection on [0, 1] where the left side rises from -1 to 1. Pearl met it twice: as the
     * probability that the player to move wins a P-game at the critical leaf probability (the
     * fixed point of q = 1 - q^b, {@link WinLossTree}), and in alpha-beta's branching factor
     * {@link #alphaBetaBranching}.
     *
     * @throws IllegalArgumentException for b below 2
     */
    public static double pearlXi(int b) {
        if (b < 2) {
            throw new IllegalArgumentException("the branching factor is 2 or more, not " + b);
        }
        double low = 0;
        double high = 1;
        // Halving 1 about 60 times reaches the doubles' resolution near 1.
        for (int i = 0; i < 200 && low < high; i++) {
            double mid = (low + high) / 2;
            if (mid == low || mid == high) {
                break;
            }
            if (Math.pow(mid, b) + mid - 1 < 0) {
                low = mid;
            } else {
                high = mid;
            }
        }
        return (low + high) / 2;
    }

    /**
     * Pearl's branching factor of alpha-beta on uniform trees of branching b with continuous
     * (distinct) random leaf values: R*(b) = ξ<sub>b</sub> / (1 - ξ<sub>b</sub>), the limit of
     * leaves^(1/d) as the depth d grows (1.618... for b = 2). It stays close to b^(3/4) for
     * moderate b and behaves like b / ln b as b grows, slowly.
     */
    public static double alphaBetaBranching(int b) {
        double xi = pearlXi(b);
        return xi / (1 - xi);
    }

    /** The branching factor b. */
    public int branching() {
        return branching;
    }

    /** The depth d. */
    public int depth() {
        return depth;
    }

    /** The leaf values for MAX, left to right. */
    public int[] leafValues() {
        return leaves.clone();
    }

    /** The minimax value of the root, for MAX. */
    public int minimax() {
        return minimax(0, 0);
    }

    private int minimax(int lvl, int i) {
        if (lvl == depth) {
            return leaves[i];
        }
        int best = lvl % 2 == 0 ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (int c = 0; c < branching; c++) {
            int v = minimax(lvl + 1, i * branching + c);
            best = lvl % 2 == 0 ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }

    /**
     * The tree as an expression {@code zermelo tree} reads, nodes named by their paths: to trace a
     * small one step by step.
     */
    public String expression() {
        StringBuilder s = new StringBuilder();
        write(s, 0, 0);
        return s.toString();
    }

    private void write(StringBuilder s, int lvl, int i) {
        if (lvl == depth) {
            s.append(leaves[i]);
            return;
        }
        s.append('(');
        for (int c = 0; c < branching; c++) {
            if (c > 0) {
                s.append(' ');
            }
            write(s, lvl + 1, i * branching + c);
        }
        s.append(')');
    }

    // ----- the tree as a game -----

    @Override
    public int sideToMove() {
        return ply & 1;
    }

    @Override
    public void legalMoves(MoveList out) {
        out.clear();
        for (int c = 0; c < branching; c++) {
            out.add(c);
        }
    }

    @Override
    public void play(int move) {
        int i = index[ply];
        ply++;
        index[ply] = i * branching + move;
    }

    @Override
    public void undo() {
        ply--;
    }

    @Override
    public boolean isTerminal() {
        return ply == depth;
    }

    /** The leaf's value for the side to move. */
    @Override
    public int terminalValue() {
        int forMax = leaves[index[ply]];
        return (ply & 1) == 0 ? forMax : -forMax;
    }

    /** The leaf as it is: no distance term, as the slides' trees. */
    @Override
    public int terminalScore(int plies) {
        return terminalValue();
    }

    @Override
    public long hash() {
        return ((long) ply << 32 | index[ply]) * 0x9E3779B97F4A7C15L;
    }

    /** A move is a child's number, from 1. */
    @Override
    public String formatMove(int move) {
        return Integer.toString(move + 1);
    }

    @Override
    public int parseMove(String text) {
        try {
            int c = Integer.parseInt(text.strip());
            if (c >= 1 && c <= branching) {
                return c - 1;
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw new IllegalArgumentException("'" + text + "' is not a child: expected 1 to " + branching);
    }

    @Override
    public Position copy() {
        UniformTree copy = new UniformTree(branching, depth, leaves);
        System.arraycopy(index, 0, copy.index, 0, index.length);
        copy.ply = ply;
        return copy;
    }

    /** The path of the current node from the root, children numbered from 1 ("root" at the root). */
    @Override
    public String toString() {
        if (ply == 0) {
            return "root";
        }
        StringBuilder s = new StringBuilder();
        for (int l = 1; l <= ply; l++) {
            s.append(l > 1 ? "." : "").append(index[l] % branching + 1);
        }
        return s.toString();
    }
}
