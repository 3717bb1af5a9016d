package org.zermelo.tree;

import java.util.SplittableRandom;

/**
 * A uniform game tree whose leaves are won or lost, drawn from a seed, for the study of
 * pathology (Nau, 1982): games on which searching deeper with the same evaluation chooses the
 * wrong move more often, not less. Every inner node has {@code b} children, every leaf is
 * {@code height} levels below the root, MAX moves at the root and the levels alternate.
 *
 * <p>Two families, both of Nau's:
 * <ul>
 *   <li>{@link Kind#P_GAME} (Pearl's P-games): each leaf independently won by the player who moved
 *   into it with probability p, lost otherwise. At Pearl's critical p = ξ<sub>b</sub><sup>b</sup> =
 *   1 - ξ<sub>b</sub>, where ξ<sub>b</sub> is the positive root of x^b + x - 1 = 0 ((3 - √5)/2 =
 *   0.382 for b = 2; {@link UniformTree#pearlXi}), the player to move at any node wins with
 *   probability ξ<sub>b</sub> whatever the height: the game stays balanced, neither side's win
 *   becoming certain as the tree grows, which it does for any other p.</li>
 *   <li>{@link Kind#N_GAME} (an incremental game, Nau's N-games): each move has a value +1 or -1,
 *   equally likely; a leaf is won for MAX if the sum of the values along its path is positive. Sister
 *   nodes share their path: their values are alike, as positions a move apart are in real games.</li>
 * </ul>
 *
 * <p>The evaluation at the horizon is the one Nau used, the same for both: the number of leaves
 * below the node that are won for MAX (the fraction, since every node of a level has as many).
 * {@link #decisionErrors} measures, for each search depth, whether depth-limited minimax with that
 * evaluation chooses at the root a child that is lost for MAX while another is won.
 *
 * <p>The tree is held level by level in arrays (node {@code i} of a level has the children
 * {@code b·i} to {@code b·i + b - 1} one level down), and every depth is computed bottom-up in
 * about 2·b^height steps.
 */
public final class WinLossTree {

    /** The two families of random win/loss trees. */
    public enum Kind {
        /** Leaves drawn independently (Pearl's P-games), at the critical probability. */
        P_GAME,
        /** Leaves decided by the sum of ±1 move values along the path (Nau's N-games). */
        N_GAME
    }

    private final int branching;
    private final int height;
    /** For each level from 0 (the root) to height, each node's number of leaves below won for MAX. */
    private final int[][] wins;
    /** For each level, whether each node is won for MAX under perfect play. */
    private final boolean[][] won;

    private WinLossTree(int branching, int height, boolean[] leaves) {
        this.branching = branching;
        this.height = height;
        this.wins = new int[height + 1][];
        this.won = new boolean[height + 1][];
        wins[height] = new int[leaves.length];
        won[height] = leaves.clone();
        for (int i = 0; i < leaves.length; i++) {
            wins[height][i] = leaves[i] ? 1 : 0;
        }
        for (int level = height - 1; level >= 0; level--) {
            int size = wins[level + 1].length / branching;
            wins[level] = new int[size];
            won[level] = new boolean[size];
            boolean max = level % 2 == 0;
            for (int i = 0; i < size; i++) {
                int sum = 0;
                // MAX wins at a MAX node if some child is won, at a MIN node if every child is.
                boolean value = !max;
                for (int c = i * branching; c < i * branching + branching; c++) {
                    sum += wins[level + 1][c];
                    value = max ? value || won[level + 1][c] : value && won[level + 1][c];
                }
                wins[level][i] = sum;
                won[level][i] = value;
            }
        }
    }

    /**
     * A tree with the given leaves, left to right, true where won for MAX.
     *
     * @throws IllegalArgumentException for b below 2, or a number of leaves that is not a power of b above 1
     */
    public static WinLossTree of(int b, boolean[] leaves) {
        int height = 0;
        long count = 1;
        while (b >= 2 && count < leaves.length) {
            count *= b;
            height++;
        }
        if (b < 2 || count != leaves.length || height == 0) {
            throw new IllegalArgumentException("a win/loss tree of branching " + b + " has b^height leaves (height 1 or more), not "
                    + leaves.length);
        }
        return new WinLossTree(b, height, leaves);
    }

    /**
     * A P-game: each leaf won, independently, with probability {@code p} by the player who moved
     * into it (MAX when the height is odd).
     */
    public static WinLossTree pGame(int b, int height, double p, long seed) {
        boolean[] leaves = new boolean[(int) UniformTree.leaves(b, height)];
        SplittableRandom random = new SplittableRandom(seed);
        boolean maxMovedLast = height % 2 == 1;
        for (int i = 0; i < leaves.length; i++) {
            boolean moverWins = random.nextDouble() < p;
            leaves[i] = moverWins == maxMovedLast;
        }
        return new WinLossTree(b, height, leaves);
    }

    /** An N-game: each move worth +1 or -1, equally likely; a leaf won for MAX where its path sums to more than 0. */
    public static WinLossTree nGame(int b, int height, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] sums = {0};
        for (int level = 1; level <= height; level++) {
            int[] next = new int[sums.length * b];
            for (int i = 0; i < next.length; i++) {
                next[i] = sums[i / b] + (random.nextBoolean() ? 1 : -1);
            }
            sums = next;
        }
        boolean[] leaves = new boolean[sums.length];
        for (int i = 0; i < sums.length; i++) {
            leaves[i] = sums[i] > 0;
        }
        return new WinLossTree(b, height, leaves);
    }

    /**
     * A tree of the family {@code kind}, from {@code seed}: for P-games at the critical probability.
     *
     * @throws IllegalArgumentException for b below 2, height below 1, or more than {@link UniformTree#MAX_LEAVES} leaves
     */
    public static WinLossTree random(Kind kind, int b, int height, long seed) {
        return kind == Kind.P_GAME ? pGame(b, height, criticalP(b), seed) : nGame(b, height, seed);
    }

    /**
     * Pearl's critical probability that a leaf of a P-game is won by the player who moved into it:
     * 1 - ξ<sub>b</sub> = ξ<sub>b</sub><sup>b</sup>, (3 - √5)/2 for b = 2. Then every node is won by
     * its player to move with probability ξ<sub>b</sub>, the fixed point of q = 1 - q^b.
     */
    public static double criticalP(int b) {
        return 1 - UniformTree.pearlXi(b);
    }

    /** The branching factor b. */
    public int branching() {
        return branching;
    }

    /** The height: the levels below the root. */
    public int height() {
        return height;
    }

    /** The leaves, left to right, true where won for MAX. */
    public boolean[] leaves() {
        return won[height].clone();
    }

    /** Whether MAX wins the root under perfect play. */
    public boolean rootWon() {
        return won[0][0];
    }

    /** Whether the choice at the root matters: some child is won for MAX and another lost. */
    public boolean choiceMatters() {
        boolean someWon = false;
        boolean someLost = false;
        for (boolean w : won[1]) {
            someWon |= w;
            someLost |= !w;
        }
        return someWon && someLost;
    }

    /**
     * For each search depth d from 1 to the height (index d - 1), the chance that depth-d minimax
     * chooses a wrong move at the root: the evaluation (leaves won for MAX below the node) read at
     * the horizon, d levels down, backed up to the root's children by minimax, and a child of the
     * highest backed-up value chosen, ties broken at random; the move is wrong if that child is lost
     * for MAX and another child won. The value is the fraction of the tied best children that are
     * wrong: 0 or 1 without ties, and 0 at every depth when the choice does not matter.
     */
    public double[] decisionErrors() {
        double[] errors = new double[height];
        if (!choiceMatters()) {
            return errors;
        }
        for (int d = 1; d <= height; d++) {
            int[] values = wins[d];
            for (int level = d - 1; level >= 1; level--) {
                boolean max = level % 2 == 0;
                int[] up = new int[values.length / branching];
                for (int i = 0; i < up.length; i++) {
                    int best = values[i * branching];
                    for (int c = i * branching + 1; c < i * branching + branching; c++) {
                        best = max ? Math.max(best, values[c]) : Math.min(best, values[c]);
                    }
                    up[i] = best;
                }
                values = up;
            }
            int best = Integer.MIN_VALUE;
            for (int v : values) {
                best = Math.max(best, v);
            }
            int tied = 0;
            int wrong = 0;
            for (int c = 0; c < branching; c++) {
                if (values[c] == best) {
                    tied++;
                    wrong += won[1][c] ? 0 : 1;
                }
            }
            errors[d - 1] = (double) wrong / tied;
        }
        return errors;
    }
}
