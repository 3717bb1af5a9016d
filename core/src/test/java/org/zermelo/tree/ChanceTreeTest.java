package org.zermelo.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.zermelo.search.Algorithms;

/**
 * Trees with chance nodes: the DESIGN example, and random trees whose expected value is
 * computed here by a naive recursion, independent of the parser and of the searches.
 */
class ChanceTreeTest {

    private static final String EXAMPLE = "(max (chance 0.9:(min 2 3) 0.1:(min 1 4)) (chance 0.9:(min 1 2) 0.1:(min 4 4)))";
    private static final int TREES = 1500;

    @ParameterizedTest
    @ValueSource(strings = {"expectiminimax", "star1", "star2"})
    void theExampleOfTheDesignIsWorth1Point9(String algo) {
        TreeAnalysis analysis = TreeAnalysis.run(GameTree.parse(EXAMPLE), Algorithms.create(algo, null));
        assertThat(analysis.value()).isEqualByComparingTo("1.9");
        assertThat(analysis.bestChild()).isEqualTo("1");
        assertThat(analysis.toDot()).contains("shape=circle").contains("label=\"0.9\"");
    }

    @Test
    void expectiminimaxTracesTheWeightedSumAtEachChanceNode() {
        TreeAnalysis analysis = TreeAnalysis.run(GameTree.parse(EXAMPLE), Algorithms.create("expectiminimax", null));
        assertThat(analysis.trace()).contains("  1 returns 1.9 = 0.9×2 + 0.1×1", "  2 returns 1.3 = 0.9×1 + 0.1×4");
        assertThat(analysis.pruned()).isEmpty();
    }

    @Test
    void fractionsAreProbabilitiesToo() {
        GameTree tree = GameTree.parse("(max (chance 1/3:1 1/3:2 1/3:(min 3 4)) 1)");
        assertThat(tree.probability(tree.find("1.1"))).isEqualTo(1 / 3.0);
        assertThat(tree.probabilityText(tree.find("1.1"))).isEqualTo("1/3");
        assertThat(TreeAnalysis.run(tree, Algorithms.create("expectiminimax", null)).value()).isEqualByComparingTo("2");
    }

    @Test
    void aChanceNodeIsItsParentsSideAndLevelsAlternateAcrossIt() {
        GameTree tree = GameTree.parse("(A (B chance 0.5:(C 1 2) 0.5:3) 4)");
        assertThat(tree.isChance(tree.find("B"))).isTrue();
        assertThat(tree.isMax(tree.find("B"))).isTrue();
        assertThat(tree.isMax(tree.find("C"))).isFalse();
    }

    @Test
    void deterministicAlgorithmsRefuseChanceNodes() {
        assertThatThrownBy(() -> TreeAnalysis.run(GameTree.parse(EXAMPLE), Algorithms.create("alphabeta", null)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("chance nodes");
    }

    @Test
    void starPruningFindsTheExpectedValueOfRandomTreesAndNeverEvaluatesMoreLeaves() {
        for (long seed = 0; seed < TREES; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            StringBuilder expression = new StringBuilder();
            double expected = generate(random, expression, true, 0, true);
            GameTree tree = GameTree.parse(expression.toString());
            long plainLeaves = 0;
            for (String algo : List.of("expectiminimax", "star1", "star2")) {
                TreeAnalysis analysis = TreeAnalysis.run(tree, Algorithms.create(algo, null));
                assertThat(analysis.value().doubleValue()).as("seed %d, %s on %s", seed, algo, expression)
                        .isCloseTo(expected, org.assertj.core.data.Offset.offset(1e-6));
                assertThat(analysis.trace()).isNotEmpty();
                assertThat(analysis.toDot()).startsWith("digraph");
                if (algo.equals("expectiminimax")) {
                    plainLeaves = analysis.leavesEvaluated();
                    assertThat(plainLeaves).isEqualTo(tree.leafCount());
                } else {
                    assertThat(analysis.leavesEvaluated()).as("seed %d, %s on %s", seed, algo, expression)
                            .isLessThanOrEqualTo(plainLeaves);
                }
            }
        }
    }

    /**
     * Writes a random tree of MAX, MIN and chance nodes (leaves 0 to 9, probabilities k/n) and
     * returns its expected value for MAX, computed directly.
     */
    private static double generate(SplittableRandom random, StringBuilder out, boolean max, int depth, boolean root) {
        if (!root && (depth >= 5 || random.nextInt(4) == 0)) {
            int leaf = random.nextInt(10);
            out.append(leaf);
            return leaf;
        }
        int children = 1 + random.nextInt(3);
        boolean chance = !root && random.nextInt(3) == 0;
        out.append(chance ? "(chance" : max ? "(max" : "(min");
        if (chance) {
            // Weights k_i of a total n: probabilities k_i/n that sum to 1 exactly.
            List<Integer> weights = new ArrayList<>();
            int total = 0;
            for (int i = 0; i < children; i++) {
                weights.add(random.nextInt(4));
                total += weights.get(i);
            }
            if (total == 0) {
                weights.set(0, 1);
                total = 1;
            }
            double sum = 0;
            for (int weight : weights) {
                out.append(' ').append(weight).append('/').append(total).append(':');
                sum += weight / (double) total * generate(random, out, !max, depth + 1, false);
            }
            out.append(')');
            return sum;
        }
        double best = max ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        for (int i = 0; i < children; i++) {
            out.append(' ');
            double v = generate(random, out, !max, depth + 1, false);
            best = max ? Math.max(best, v) : Math.min(best, v);
        }
        out.append(')');
        return best;
    }
}
