package org.zermelo.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zermelo.search.Algorithms;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;

/**
 * The course's complexity claims on uniform trees: minimax evaluates b^d leaves; alpha-beta
 * exactly the minimal tree's b^⌈d/2⌉ + b^⌊d/2⌋ - 1 in the best order (Knuth and Moore) and all
 * b^d in the worst; about b^(3d/4) on random trees.
 */
class UniformTreeTest {

    private static final List<String> ALPHA_BETAS = List.of("alphabeta", "alphabeta-negamax", "alphabeta-negamax-failhard");

    private static long leaves(String algo, UniformTree tree) {
        SearchResult r = Algorithms.create(algo, null).search(tree, SearchLimits.exact());
        assertThat(r.value()).as("%s value", algo).isEqualTo(tree.minimax());
        return r.stats().leaves();
    }

    @Test
    void theFormulasAreTheCourses() {
        assertThat(UniformTree.minimalTreeLeaves(3, 4)).isEqualTo(9 + 9 - 1);
        assertThat(UniformTree.minimalTreeLeaves(2, 3)).isEqualTo(4 + 2 - 1);
        assertThat(UniformTree.minimalTreeLeaves(10, 5)).isEqualTo(1000 + 100 - 1);
        assertThat(UniformTree.minimaxLeaves(3, 4)).isEqualTo(81);
        assertThat(UniformTree.averageEstimate(2, 4)).isEqualTo(8);
    }

    @Test
    void minimaxEvaluatesEveryLeafAndAlphaBetaTheMinimalTreeInTheBestOrderAndAllInTheWorst() {
        for (int b = 2; b <= 5; b++) {
            for (int d = 1; d <= 6; d++) {
                for (long seed = 0; seed < 5; seed++) {
                    String what = "b " + b + ", d " + d + ", seed " + seed;
                    UniformTree random = UniformTree.random(b, d, seed, UniformTree.Values.DISTINCT, UniformTree.Order.RANDOM);
                    UniformTree best = UniformTree.random(b, d, seed, UniformTree.Values.DISTINCT, UniformTree.Order.BEST);
                    UniformTree worst = UniformTree.random(b, d, seed, UniformTree.Values.DISTINCT, UniformTree.Order.WORST);
                    assertThat(best.minimax()).as("%s: reordering keeps the value", what).isEqualTo(random.minimax());
                    int[] drawn = random.leafValues();
                    int[] placed = worst.leafValues();
                    Arrays.sort(drawn);
                    Arrays.sort(placed);
                    assertThat(placed).as("%s: the worst order places the same values", what).isEqualTo(drawn);
                    assertThat(leaves("minimax", random)).as(what).isEqualTo((long) UniformTree.minimaxLeaves(b, d));
                    for (String algo : ALPHA_BETAS) {
                        assertThat(leaves(algo, best)).as("%s: %s, best order", what, algo)
                                .isEqualTo((long) UniformTree.minimalTreeLeaves(b, d));
                        assertThat(leaves(algo, worst)).as("%s: %s, worst order", what, algo)
                                .isEqualTo((long) UniformTree.minimaxLeaves(b, d));
                        assertThat(leaves(algo, random)).as("%s: %s, random order", what, algo)
                                .isBetween((long) UniformTree.minimalTreeLeaves(b, d), (long) UniformTree.minimaxLeaves(b, d));
                    }
                    // The course's killer, and the naive strategy that never cuts.
                    assertThat(leaves("alphabeta-killer", best)).as(what).isLessThanOrEqualTo(leaves("alphabeta", random));
                    assertThat(Algorithms.create("naive", null).search(random, SearchLimits.exact()).stats().leaves())
                            .isEqualTo((long) UniformTree.minimaxLeaves(b, d));
                }
            }
        }
    }

    @Test
    void sortingEachNodesChildrenWorstFirstStillLeavesDeepCuts() {
        // The course's tree of branching 3 and depth 4: 62 of the 81 leaves, not all.
        UniformTree tree = UniformTree.random(3, 4, 1, UniformTree.Values.DISTINCT, UniformTree.Order.WORST_FIRST);
        assertThat(leaves("alphabeta", tree)).isEqualTo(62);
        for (long seed = 0; seed < 20; seed++) {
            UniformTree worstFirst = UniformTree.random(3, 4, seed, UniformTree.Values.DISTINCT, UniformTree.Order.WORST_FIRST);
            assertThat(leaves("alphabeta", worstFirst)).isLessThanOrEqualTo(81);
        }
    }

    @Test
    void onRandomTreesAlphaBetaEvaluatesAboutBToTheThreeQuartersOfD() {
        int b = 3;
        int d = 8;
        double sum = 0;
        int trees = 50;
        for (long seed = 1; seed <= trees; seed++) {
            sum += leaves("alphabeta", UniformTree.random(b, d, seed, UniformTree.Values.DISTINCT, UniformTree.Order.RANDOM));
        }
        double exponent = Math.log(sum / trees) / (d * Math.log(b));
        // Measured 0.81: near the course's 3/4, far from the best order's 1/2 and the worst's 1.
        assertThat(exponent).isBetween(0.72, 0.88);
    }

    @Test
    void aSmallTreeReadsBackAsAnExpressionWithTheSameValue() {
        UniformTree tree = UniformTree.random(2, 3, 1, UniformTree.Values.DISTINCT, UniformTree.Order.BEST);
        assertThat(tree.expression()).isEqualTo("(((7 4) (8 5)) ((3 2) (6 1)))");
        GameTree typed = GameTree.parse(tree.expression());
        assertThat(typed.minimax(0)).isEqualTo(tree.minimax());
        assertThat(TreeAnalysis.run(typed, Algorithms.create("alphabeta", null)).leavesEvaluated()).isEqualTo(5);
        UniformTree uniform = UniformTree.random(3, 3, 2, UniformTree.Values.UNIFORM, UniformTree.Order.RANDOM);
        assertThat(Arrays.stream(uniform.leafValues()).min().getAsInt()).isGreaterThanOrEqualTo(0);
        assertThat(Arrays.stream(uniform.leafValues()).max().getAsInt()).isLessThanOrEqualTo(99);
    }

    @Test
    void hugeOrDegenerateTreesAreRefused() {
        assertThatThrownBy(() -> UniformTree.leaves(1, 3)).hasMessageContaining("branching factor of 2 or more");
        assertThatThrownBy(() -> UniformTree.leaves(3, 0)).hasMessageContaining("depth of 1 or more");
        assertThatThrownBy(() -> UniformTree.leaves(10, 8)).hasMessageContaining("more than " + UniformTree.MAX_LEAVES);
    }

    /** The root of x^b + x - 1 in (0, 1) by Newton's method from 1, where the convex left side makes every step land right of it. */
    private static double newtonXi(int b) {
        double x = 1;
        for (int i = 0; i < 10_000; i++) {
            double next = x - (Math.pow(x, b) + x - 1) / (b * Math.pow(x, b - 1) + 1);
            if (next >= x) {
                break;
            }
            x = next;
        }
        return x;
    }

    @Test
    void pearlsBranchingFactorOfAlphaBeta() {
        // b = 2: x^2 + x - 1 = 0 gives the golden section, and R* the golden ratio.
        assertThat(UniformTree.pearlXi(2)).isCloseTo((Math.sqrt(5) - 1) / 2, within(1e-14));
        assertThat(UniformTree.alphaBetaBranching(2)).isCloseTo((1 + Math.sqrt(5)) / 2, within(1e-12));
        int[] bs = {2, 3, 4, 8, 16, 64, 256, 1000, 4096, 10_000, 100_000, 1_000_000, 1_000_000_000};
        double previousRatio = Double.NaN;
        for (int b : bs) {
            double xi = newtonXi(b);
            double r = xi / (1 - xi);
            assertThat(UniformTree.pearlXi(b)).as("b %d", b).isCloseTo(xi, within(1e-13));
            assertThat(UniformTree.alphaBetaBranching(b)).as("b %d", b).isCloseTo(r,
                    withinPercentage(1e-5));
            // Below b, above the minimal tree's sqrt(b).
            assertThat(r).isLessThan(b).isGreaterThan(Math.sqrt(b));
            // R*(b) / (b / ln b): above 1 beyond b = 4, at most 4/3, and from b = 1000 on falling towards 1, slowly
            // (about ln b / (ln b - ln ln b)).
            double ratio = r / (b / Math.log(b));
            if (b >= 8) {
                assertThat(ratio).isBetween(1.0, 4.0 / 3);
            }
            if (b > 1000) {
                assertThat(ratio).isLessThan(previousRatio);
                assertThat(ratio).isCloseTo(Math.log(b) / (Math.log(b) - Math.log(Math.log(b))),
                        within(0.06));
            }
            previousRatio = ratio;
        }
        // The values the docs quote.
        assertThat(UniformTree.alphaBetaBranching(1000)).isCloseTo(189.91, within(0.01));
        assertThat(UniformTree.alphaBetaBranching(1_000_000_000) / (1e9 / Math.log(1e9)))
                .isCloseTo(1.1615, within(0.0001));
        assertThatThrownBy(() -> UniformTree.pearlXi(1)).isInstanceOf(IllegalArgumentException.class);
    }
}
