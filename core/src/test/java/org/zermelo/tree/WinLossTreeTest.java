package org.zermelo.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Random win/loss trees for pathology: hand-checked trees, brute force over whole families, Pearl's critical p. */
class WinLossTreeTest {

    private static boolean[] leaves(int... bits) {
        boolean[] leaves = new boolean[bits.length];
        for (int i = 0; i < bits.length; i++) {
            leaves[i] = bits[i] == 1;
        }
        return leaves;
    }

    @Test
    void aHandCheckedTree() {
        // MAX over two MIN nodes, each over two MAX nodes: A = ((1 0) (0 1)) is won for MAX (both its MAX
        // nodes have a won leaf), B = ((1 1) (0 0)) lost (its second MAX node has none). Both hold 2 won
        // leaves: at depth 1 the evaluation ties, and half the choices are wrong. At depth 2, A backs up
        // min(1, 1) = 1 and B min(2, 0) = 0: A, right. Depth 3 reads the leaves: exact.
        WinLossTree tree = WinLossTree.of(2, leaves(1, 0, 0, 1, 1, 1, 0, 0));
        assertThat(tree.rootWon()).isTrue();
        assertThat(tree.choiceMatters()).isTrue();
        assertThat(tree.decisionErrors()).containsExactly(0.5, 0.0, 0.0);
        // B = ((1 1) (1 0)) would be won too: then no move is wrong.
        assertThat(WinLossTree.of(2, leaves(1, 0, 0, 1, 1, 1, 1, 0)).decisionErrors()).containsExactly(0.0, 0.0, 0.0);
        // A = ((1 0) (0 0)) lost, B = ((1 1) (1 0)) won: depth 1 sees 1 against 3 and picks B; so does depth 2.
        assertThat(WinLossTree.of(2, leaves(1, 0, 0, 0, 1, 1, 1, 0)).decisionErrors()).containsExactly(0.0, 0.0, 0.0);
        // A = ((1 1) (0 0)) lost, B = ((1 0) (1 0)) won: depth 1 sees 2 and 2 (a tie), depth 2 min(2, 0) = 0 against 1.
        assertThat(WinLossTree.of(2, leaves(1, 1, 0, 0, 1, 0, 1, 0)).decisionErrors()).containsExactly(0.5, 0.0, 0.0);
    }

    @Test
    void depthOneAboveTheLeavesIsAlreadyExact() {
        // b = 3, height 2: MAX over three MIN nodes, (0 1 1) lost, (1 1 1) won, (0 0 1) lost. Depth 1
        // counts 2, 3, 1: only a MIN node with every leaf won reaches 3, so the count tells won from lost.
        WinLossTree tree = WinLossTree.of(3, leaves(0, 1, 1, 1, 1, 1, 0, 0, 1));
        assertThat(tree.decisionErrors()).containsExactly(0.0, 0.0);
    }

    /** Independent brute force: the evaluation and minimax by recursion on the leaf array, ties counted one by one. */
    private static double bruteForceError(boolean[] leaves, int b, int height, int depth) {
        int size = leaves.length / b;
        boolean someWon = false;
        for (int c = 0; c < b; c++) {
            someWon |= exact(leaves, b, c * size, size, 1);
        }
        long best = Long.MIN_VALUE;
        int tied = 0;
        int wrong = 0;
        for (int c = 0; c < b; c++) {
            long v = backedUp(leaves, b, c * size, size, 1, depth);
            boolean isWrong = someWon && !exact(leaves, b, c * size, size, 1);
            if (v > best) {
                best = v;
                tied = 1;
                wrong = isWrong ? 1 : 0;
            } else if (v == best) {
                tied++;
                wrong += isWrong ? 1 : 0;
            }
        }
        return (double) wrong / tied;
    }

    /** Whether the node whose leaves are {@code leaves[start .. start + size)} at {@code level} is won for MAX. */
    private static boolean exact(boolean[] leaves, int b, int start, int size, int level) {
        if (size == 1) {
            return leaves[start];
        }
        boolean max = level % 2 == 0;
        for (int c = 0; c < b; c++) {
            boolean w = exact(leaves, b, start + c * size / b, size / b, level + 1);
            if (max == w) {
                return w;
            }
        }
        return !max;
    }

    private static long backedUp(boolean[] leaves, int b, int start, int size, int level, int depth) {
        if (level == depth) {
            long won = 0;
            for (int i = start; i < start + size; i++) {
                won += leaves[i] ? 1 : 0;
            }
            return won;
        }
        boolean max = level % 2 == 0;
        long best = max ? Long.MIN_VALUE : Long.MAX_VALUE;
        for (int c = 0; c < b; c++) {
            long v = backedUp(leaves, b, start + c * size / b, size / b, level + 1, depth);
            best = max ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }

    @Test
    void everyTreeOfSmallFamiliesMatchesTheBruteForce() {
        int[][] families = {{2, 2}, {2, 3}, {2, 4}, {3, 2}, {4, 2}};
        for (int[] family : families) {
            int b = family[0];
            int height = family[1];
            int count = (int) UniformTree.leaves(b, height);
            double[] total = new double[height];
            double[] bruteTotal = new double[height];
            for (int bits = 0; bits < 1 << count; bits++) {
                boolean[] leaves = new boolean[count];
                for (int i = 0; i < count; i++) {
                    leaves[i] = (bits >> i & 1) == 1;
                }
                WinLossTree tree = WinLossTree.of(b, leaves);
                double[] errors = tree.decisionErrors();
                assertThat(tree.rootWon()).isEqualTo(exact(leaves, b, 0, count, 0));
                for (int d = 1; d <= height; d++) {
                    double brute = bruteForceError(leaves, b, height, d);
                    assertThat(errors[d - 1]).as("b %d height %d leaves %s depth %d", b, height, Integer.toBinaryString(bits), d)
                            .isEqualTo(brute);
                    total[d - 1] += errors[d - 1];
                    bruteTotal[d - 1] += brute;
                }
            }
            assertThat(total).containsExactly(bruteTotal);
            // Searching to the leaves, or one level above them, never errs.
            assertThat(total[height - 1]).isZero();
            assertThat(total[height - 2]).isZero();
        }
    }

    @Test
    void pearlsCriticalProbability() {
        assertThat(WinLossTree.criticalP(2)).isCloseTo((3 - Math.sqrt(5)) / 2, within(1e-12));
        for (int b = 2; b <= 10; b++) {
            double xi = UniformTree.pearlXi(b);
            // 1 - xi = xi^b: the mover's chance at a leaf is the fixed point of q = 1 - q^b.
            assertThat(WinLossTree.criticalP(b)).isCloseTo(Math.pow(xi, b), within(1e-12));
        }
    }

    /** The frequency of roots won for MAX over {@code n} P-games of seeds 1 to n. */
    private static double rootsWon(int b, int height, double p, int n) {
        int won = 0;
        for (int seed = 1; seed <= n; seed++) {
            won += WinLossTree.pGame(b, height, p, seed).rootWon() ? 1 : 0;
        }
        return (double) won / n;
    }

    /** MAX's chance to win the root of a P-game: the mover's chance 1 - p at a leaf, through q = 1 - q^b at each level. */
    private static double predicted(int b, int height, double p) {
        double q = 1 - p;
        for (int level = 0; level < height; level++) {
            q = 1 - Math.pow(q, b);
        }
        return q;
    }

    @Test
    void theCriticalProbabilityKeepsTheRootBalancedAtEveryHeight() {
        // 2000 trees: a standard error under 0.011; the bound 0.045 is over 4 of them.
        for (int b = 2; b <= 3; b++) {
            double xi = UniformTree.pearlXi(b);
            double p = WinLossTree.criticalP(b);
            for (int height = 4; height <= 7; height++) {
                assertThat(predicted(b, height, p)).isCloseTo(xi, within(1e-9));
                assertThat(rootsWon(b, height, p, 2000)).as("b %d height %d", b, height).isCloseTo(xi, within(0.045));
            }
        }
        // Any other p drifts: at p = 1/2 the root of a binary tree of height 8 is won for MAX about 1 time in 10.
        assertThat(predicted(2, 8, 0.5)).isCloseTo(0.099, within(0.001));
        assertThat(rootsWon(2, 8, 0.5, 2000)).isCloseTo(predicted(2, 8, 0.5), within(0.045));
    }

    @Test
    void theGeneratorIsDeterministicForASeed() {
        for (WinLossTree.Kind kind : WinLossTree.Kind.values()) {
            assertThat(WinLossTree.random(kind, 3, 6, 42).leaves()).isEqualTo(WinLossTree.random(kind, 3, 6, 42).leaves());
            assertThat(WinLossTree.random(kind, 3, 6, 42).leaves()).isNotEqualTo(WinLossTree.random(kind, 3, 6, 43).leaves());
        }
    }

    @Test
    void nGameLeavesFollowTheirPath() {
        // Sister leaves share all but their last move: in a binary N-game of height 9 they can disagree only
        // where the sum of the first 8 moves is 0 (probability C(8,4)/2^8 = 0.27) and their last moves differ
        // (1/2): they agree with probability 0.86, where independent leaves would agree about half the time.
        int agree = 0;
        int pairs = 0;
        for (int seed = 1; seed <= 200; seed++) {
            boolean[] leaves = WinLossTree.nGame(2, 9, seed).leaves();
            for (int i = 0; i < leaves.length; i += 2) {
                agree += leaves[i] == leaves[i + 1] ? 1 : 0;
                pairs++;
            }
        }
        assertThat((double) agree / pairs).isGreaterThan(0.75);
    }

    @Test
    void pathologyOnPGamesAndNotOnNGames() {
        // The documented result (docs/complexity.md), on 1000 binary trees of height 10 from seed 1: depth-limited
        // minimax errs more at depth 8 than at depth 1 on P-games, less on N-games.
        double[] p = new double[10];
        double[] n = new double[10];
        for (int seed = 1; seed <= 1000; seed++) {
            double[] ep = WinLossTree.random(WinLossTree.Kind.P_GAME, 2, 10, seed).decisionErrors();
            double[] en = WinLossTree.random(WinLossTree.Kind.N_GAME, 2, 10, seed).decisionErrors();
            for (int d = 0; d < 10; d++) {
                p[d] += ep[d];
                n[d] += en[d];
            }
        }
        assertThat(p[7]).isGreaterThan(p[0] * 1.1);
        assertThat(n[7]).isLessThan(n[0] / 2);
    }

    @Test
    void badShapesAreRefused() {
        assertThatThrownBy(() -> WinLossTree.of(2, new boolean[6])).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> WinLossTree.of(1, new boolean[1])).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> WinLossTree.of(2, new boolean[1])).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> WinLossTree.random(WinLossTree.Kind.P_GAME, 2, 25, 1)).isInstanceOf(IllegalArgumentException.class);
    }
}
