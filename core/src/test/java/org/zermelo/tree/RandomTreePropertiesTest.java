package org.zermelo.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Position;
import org.zermelo.search.AlphaBeta;
import org.zermelo.search.AndOr;
import org.zermelo.search.BestLeaf;
import org.zermelo.search.Minimax;
import org.zermelo.search.Negamax;
import org.zermelo.search.NegamaxAlphaBeta;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchListener;
import org.zermelo.search.SearchResult;
import org.zermelo.tree.RandomTrees.Generated;
import org.zermelo.tree.RandomTrees.Leaves;

/**
 * Properties of the algorithms on thousands of random trees (see {@link RandomTrees}). Every
 * failure message names the seed and the tree expression, so the case can be replayed with
 * {@code zermelo tree}.
 */
class RandomTreePropertiesTest {

    private static final int TREES = 3000;

    private static List<Supplier<Search>> algorithms() {
        return List.of(() -> new Minimax(null), () -> new Negamax(null), () -> new AlphaBeta(null),
                () -> new NegamaxAlphaBeta(null), () -> new NegamaxAlphaBeta(null, true), () -> new AlphaBeta(null, true));
    }

    @Test
    void theParserBuildsTheGeneratedTree() {
        for (long seed = 0; seed < TREES; seed++) {
            Generated g = RandomTrees.generate(seed, Leaves.SMALL_NUMBERS);
            GameTree tree = GameTree.parse(g.expression());
            assertThat(tree.size()).as("%s: nodes", g).isEqualTo(g.nodes());
            assertThat(tree.leafCount()).as("%s: leaves", g).isEqualTo(g.leaves());
            assertThat(tree.scale()).as("%s: scale", g).isEqualTo(g.scale());
        }
    }

    @Test
    void everyAlgorithmFindsTheMinimaxValueAndTheFirstBestChild() {
        for (long seed = 0; seed < TREES; seed++) {
            Generated g = RandomTrees.generate(seed, Leaves.SMALL_NUMBERS);
            GameTree tree = GameTree.parse(g.expression());
            for (Supplier<Search> algorithm : algorithms()) {
                TreeAnalysis analysis = TreeAnalysis.run(tree, algorithm.get());
                assertThat(analysis.value()).as("%s: %s value", g, analysis.algorithm())
                        .isEqualByComparingTo(g.value());
                assertThat(analysis.bestChild()).as("%s: %s best child", g, analysis.algorithm())
                        .isEqualTo(g.bestChild());
            }
        }
    }

    @Test
    void minimaxVisitsEveryNodeAndEvaluatesEveryLeaf() {
        for (long seed = 0; seed < TREES; seed++) {
            Generated g = RandomTrees.generate(seed, Leaves.SMALL_NUMBERS);
            GameTree tree = GameTree.parse(g.expression());
            for (Search search : List.of(new Minimax(null), new Negamax(null))) {
                TreeAnalysis analysis = TreeAnalysis.run(tree, search);
                assertThat(analysis.leavesEvaluated()).as("%s: %s leaves", g, search.name()).isEqualTo(g.leaves());
                assertThat(analysis.nodesVisited()).as("%s: %s nodes", g, search.name()).isEqualTo(g.nodes());
                assertThat(analysis.cutoffs()).as("%s: %s cutoffs", g, search.name()).isZero();
                assertThat(analysis.pruned()).as("%s: %s pruned", g, search.name()).isEmpty();
            }
        }
    }

    @Test
    void thePrincipalVariationEndsAtALeafWorthTheValue() {
        for (long seed = 0; seed < TREES; seed++) {
            Generated g = RandomTrees.generate(seed, Leaves.SMALL_NUMBERS);
            GameTree tree = GameTree.parse(g.expression());
            for (Supplier<Search> algorithm : algorithms()) {
                TreeAnalysis analysis = TreeAnalysis.run(tree, algorithm.get());
                List<String> pv = analysis.principalVariation();
                assertThat(pv).as("%s: %s pv", g, analysis.algorithm()).isNotEmpty();
                int node = 0;
                for (String name : pv) {
                    int child = tree.find(name);
                    assertThat(tree.parent(child)).as("%s: %s pv %s: %s follows %s", g, analysis.algorithm(), pv,
                            name, tree.name(node)).isEqualTo(node);
                    node = child;
                }
                assertThat(tree.isLeaf(node)).as("%s: %s pv %s ends at a leaf", g, analysis.algorithm(), pv).isTrue();
                assertThat(tree.unscale(tree.scaledValue(node))).as("%s: %s pv %s leaf value", g,
                        analysis.algorithm(), pv).isEqualByComparingTo(g.value());
            }
        }
    }

    @Test
    void bothAlphaBetaFormsEvaluateTheTextbookLeavesInTheSameOrder() {
        for (long seed = 0; seed < TREES; seed++) {
            Generated g = RandomTrees.generate(seed, Leaves.SMALL_NUMBERS);
            GameTree tree = GameTree.parse(g.expression());
            Recorded failHard = record(tree, new AlphaBeta(null), SearchLimits.exact(), null);
            Recorded failSoft = record(tree, new NegamaxAlphaBeta(null), SearchLimits.exact(), null);
            assertThat(failHard.leaves).as("%s: alphabeta leaves", g).isEqualTo(g.alphaBetaLeaves());
            assertThat(failSoft.leaves).as("%s: alphabeta-negamax leaves", g).isEqualTo(g.alphaBetaLeaves());
            assertThat(failSoft.result.stats().leaves()).as("%s: leaves count", g)
                    .isEqualTo(failHard.result.stats().leaves()).isEqualTo(g.alphaBetaLeaves().size());
            assertThat(failSoft.result.stats().nodes()).as("%s: nodes", g)
                    .isEqualTo(failHard.result.stats().nodes());
            assertThat(failSoft.result.stats().cutoffsAtMax()).as("%s: cutoffs at MAX", g)
                    .isEqualTo(failHard.result.stats().cutoffsAtMax());
            assertThat(failSoft.result.stats().cutoffsAtMin()).as("%s: cutoffs at MIN", g)
                    .isEqualTo(failHard.result.stats().cutoffsAtMin());
            assertThat(TreeAnalysis.run(tree, new NegamaxAlphaBeta(null)).pruned()).as("%s: pruned", g)
                    .isEqualTo(TreeAnalysis.run(tree, new AlphaBeta(null)).pruned());
            Recorded negamaxHard = record(tree, new NegamaxAlphaBeta(null, true), SearchLimits.exact(), null);
            assertThat(negamaxHard.leaves).as("%s: alphabeta-negamax-failhard leaves", g).isEqualTo(g.alphaBetaLeaves());
        }
    }

    @Test
    void alphaBetaNeverEvaluatesMoreLeavesThanMinimaxAndSkipsExactlyThePrunedSubtrees() {
        int prunedSomewhere = 0;
        for (long seed = 0; seed < TREES; seed++) {
            Generated g = RandomTrees.generate(seed, Leaves.SMALL_NUMBERS);
            GameTree tree = GameTree.parse(g.expression());
            TreeAnalysis minimax = TreeAnalysis.run(tree, new Minimax(null));
            for (Search search : List.of(new AlphaBeta(null), new NegamaxAlphaBeta(null))) {
                TreeAnalysis ab = TreeAnalysis.run(tree, search);
                assertThat(ab.leavesEvaluated()).as("%s: %s leaves", g, search.name())
                        .isLessThanOrEqualTo(minimax.leavesEvaluated());
                assertThat(ab.nodesVisited()).as("%s: %s nodes", g, search.name())
                        .isLessThanOrEqualTo(minimax.nodesVisited());
                long skippedLeaves = 0;
                long skippedNodes = 0;
                for (String name : ab.pruned()) {
                    skippedLeaves += leavesUnder(tree, tree.find(name));
                    skippedNodes += nodesUnder(tree, tree.find(name));
                }
                assertThat(ab.leavesEvaluated() + skippedLeaves).as("%s: %s leaves evaluated + leaves of %s",
                        g, search.name(), ab.pruned()).isEqualTo(g.leaves());
                assertThat(ab.nodesVisited() + skippedNodes).as("%s: %s nodes visited + nodes of %s",
                        g, search.name(), ab.pruned()).isEqualTo(g.nodes());
                if (!ab.pruned().isEmpty()) {
                    prunedSomewhere++;
                }
            }
        }
        // The generator must produce trees where pruning happens, or the property says little.
        assertThat(prunedSomewhere).isGreaterThan(TREES / 4);
    }

    @Test
    void theLeavesAlphaBetaEvaluatesProveTheValueTheIntervalsSayIt() {
        for (long seed = 0; seed < TREES; seed++) {
            Generated g = RandomTrees.generate(seed, Leaves.SMALL_NUMBERS);
            GameTree tree = GameTree.parse(g.expression());
            for (Search search : List.of(new Minimax(null), new AlphaBeta(null), new NegamaxAlphaBeta(null),
                    new NegamaxAlphaBeta(null, true), new AlphaBeta(null, true))) {
                TreeAnalysis analysis = TreeAnalysis.run(tree, search);
                long[] root = analysis.interval(0);
                assertThat(root).as("%s: %s root interval", g, search.name()).containsExactly(g.scaledValue(), g.scaledValue());
                // Every interval holds the node's minimax value, at the end as at every step.
                for (int node = 0; node < tree.size(); node++) {
                    long v = tree.minimax(node);
                    long[] interval = analysis.interval(node);
                    assertThat(v).as("%s: %s interval of %s", g, search.name(), tree.name(node))
                            .isBetween(interval[0], interval[1]);
                }
            }
        }
    }

    @Test
    void theNaiveStrategyValuesTheTreeAtItsBestLeafAndNeverBelowMinimax() {
        for (long seed = 0; seed < TREES; seed++) {
            Generated g = RandomTrees.generate(seed, Leaves.SMALL_NUMBERS);
            GameTree tree = GameTree.parse(g.expression());
            long best = Long.MIN_VALUE;
            for (int node = 0; node < tree.size(); node++) {
                if (tree.isLeaf(node)) {
                    best = Math.max(best, tree.scaledValue(node));
                }
            }
            TreeAnalysis naive = TreeAnalysis.run(tree, new BestLeaf(null));
            assertThat(naive.value().movePointRight(tree.scale()).longValueExact()).as("%s", g).isEqualTo(best)
                    .isGreaterThanOrEqualTo(g.scaledValue());
            assertThat(naive.leavesEvaluated()).as("%s", g).isEqualTo(g.leaves());
        }
    }

    @Test
    void andOrAgreesWithMinimaxOnWonLostTrees() {
        int won = 0;
        for (long seed = 0; seed < TREES; seed++) {
            Generated g = RandomTrees.generate(seed, Leaves.WON_LOST);
            GameTree tree = GameTree.parse(g.expression());
            assertThat(tree.hasWonLostLeaves()).as("%s", g).isTrue();
            TreeAnalysis andOr = TreeAnalysis.run(tree, new AndOr());
            assertThat(andOr.value()).as("%s: andor label", g).isEqualByComparingTo(g.value());
            assertThat(TreeAnalysis.run(tree, new Minimax(null)).value()).as("%s: minimax", g)
                    .isEqualByComparingTo(g.value());
            // Directly on the position: the score's sign is MAX's won/lost.
            SearchResult direct = new AndOr().search(new TreePosition(tree, true), SearchLimits.exact());
            assertThat(direct.value() > 0 ? 1 : 0).as("%s: andor score %d", g, direct.value())
                    .isEqualTo(g.value().intValueExact());
            if (direct.value() > 0) {
                won++;
            }
        }
        assertThat(won).as("won trees out of %d", TREES).isBetween(TREES / 10, TREES - TREES / 10);
    }

    @Test
    void failSoftAlphaBetaKeepsItsContractInAnyWindow() {
        SplittableRandom random = new SplittableRandom(42);
        int low = 0;
        int high = 0;
        int inside = 0;
        for (long seed = 0; seed < TREES; seed++) {
            Generated g = RandomTrees.generate(seed, Leaves.SMALL_NUMBERS);
            GameTree tree = GameTree.parse(g.expression());
            long v = g.scaledValue();
            for (int k = 0; k < 3; k++) {
                int[] window = window(random, g);
                int alpha = window[0];
                int beta = window[1];
                TreePosition position = new TreePosition(tree, false);
                int r = new NegamaxAlphaBeta(null).search(position, SearchLimits.exact(), alpha, beta).value();
                String what = String.format("%s, window (%d, %d), true value %d (scaled), returned %d", g, alpha,
                        beta, v, r);
                if (r <= alpha) {
                    low++;
                    assertThat(v).as("fail low must be an upper bound: %s", what).isLessThanOrEqualTo(r);
                } else if (r >= beta) {
                    high++;
                    assertThat(v).as("fail high must be a lower bound: %s", what).isGreaterThanOrEqualTo(r);
                } else {
                    inside++;
                    assertThat(r).as("inside the window the value is exact: %s", what).isEqualTo(v);
                }
                assertThat(position.node()).as("back at the root: %s", what).isZero();
                assertThat((long) r).as("the textbook fail-soft value (not only a valid bound): %s", what)
                        .isEqualTo(g.failSoft(alpha, beta));
            }
        }
        assertThat(low).isPositive();
        assertThat(high).isPositive();
        assertThat(inside).isPositive();
    }

    @Test
    void failHardAlphaBetaReturnsTheFailSoftValueClampedToTheWindow() {
        SplittableRandom random = new SplittableRandom(7);
        for (long seed = 0; seed < TREES; seed++) {
            Generated g = RandomTrees.generate(seed, Leaves.SMALL_NUMBERS);
            GameTree tree = GameTree.parse(g.expression());
            long v = g.scaledValue();
            for (int k = 0; k < 3; k++) {
                int[] window = window(random, g);
                int alpha = window[0];
                int beta = window[1];
                Recorded hard = record(tree, new AlphaBeta(null), SearchLimits.exact(), window);
                Recorded soft = record(tree, new NegamaxAlphaBeta(null), SearchLimits.exact(), window);
                int r = hard.result.value();
                String what = String.format("%s, window (%d, %d), true value %d (scaled), alphabeta returned %d, "
                        + "alphabeta-negamax %d", g, alpha, beta, v, r, soft.result.value());
                assertThat(r).as("fail-hard stays in the window: %s", what).isBetween(alpha, beta);
                if (r == alpha) {
                    assertThat(v).as("r == alpha means v <= alpha: %s", what).isLessThanOrEqualTo(alpha);
                } else if (r == beta) {
                    assertThat(v).as("r == beta means v >= beta: %s", what).isGreaterThanOrEqualTo(beta);
                } else {
                    assertThat(r).as("inside the window the value is exact: %s", what).isEqualTo(v);
                }
                int clamped = Math.max(alpha, Math.min(beta, soft.result.value()));
                assertThat(r).as("fail-hard = fail-soft clamped: %s", what).isEqualTo(clamped);
                assertThat(hard.leaves).as("same leaves with a window: %s", what).isEqualTo(soft.leaves);
                // The course's negamax pseudo-code, fail-hard too: the same value and leaves as its max/min form.
                Recorded negamaxHard = record(tree, new NegamaxAlphaBeta(null, true), SearchLimits.exact(), window);
                assertThat(negamaxHard.result.value()).as("fail-hard negamax: %s", what).isEqualTo(r);
                assertThat(negamaxHard.leaves).as("fail-hard negamax leaves: %s", what).isEqualTo(hard.leaves);
            }
        }
    }

    @Test
    void aLeafAloneIsItsOwnValueForEveryAlgorithm() {
        for (String leaf : List.of("5", "-3", "2.5")) {
            GameTree tree = GameTree.parse(leaf);
            for (Supplier<Search> algorithm : algorithms()) {
                TreeAnalysis analysis = TreeAnalysis.run(tree, algorithm.get());
                assertThat(analysis.value()).as("%s on %s", analysis.algorithm(), leaf)
                        .isEqualByComparingTo(new BigDecimal(leaf));
                assertThat(analysis.bestChild()).isNull();
                assertThat(analysis.leavesEvaluated()).isEqualTo(1);
            }
        }
    }

    @Test
    void aChainDeeperThanTheInitialBuffersIsSearchedToItsLeaf() {
        // The deepest chain a tree may be (100 single-child levels, past the first 64 plies the search
        // makes room for): the search grows its per-ply arrays in the middle of a search.
        int depth = GameTree.MAX_DEPTH;
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < depth; i++) {
            text.append("(L").append(i).append(' ');
        }
        text.append("-7");
        text.append(")".repeat(depth));
        GameTree tree = GameTree.parse(text.toString());
        for (Supplier<Search> algorithm : algorithms()) {
            TreeAnalysis analysis = TreeAnalysis.run(tree, algorithm.get());
            assertThat(analysis.value()).as(analysis.algorithm()).isEqualByComparingTo("-7");
            assertThat(analysis.bestChild()).as(analysis.algorithm()).isEqualTo("L1");
            assertThat(analysis.principalVariation()).as(analysis.algorithm()).hasSize(depth);
            assertThat(analysis.nodesVisited()).as(analysis.algorithm()).isEqualTo(depth + 1);
        }
    }

    // ----- helpers -----

    /** A random narrow window around the tree's values, in the scaled units the search uses. */
    private static int[] window(SplittableRandom random, Generated g) {
        int reach = (int) g.maxAbsScaled() + 2;
        int alpha = random.nextInt(-reach, reach + 1);
        int beta = alpha + 1 + random.nextInt(3);
        return new int[] {alpha, beta};
    }

    private record Recorded(SearchResult result, List<String> leaves) {}

    /** Runs {@code search} on the tree's root, recording the names of the leaves it evaluates. */
    private static Recorded record(GameTree tree, Search search, SearchLimits limits, int[] window) {
        List<String> leaves = new ArrayList<>();
        search.setListener(new SearchListener() {
            @Override
            public void leaf(Position position, int ply, int value) {
                leaves.add(position.toString());
            }
        });
        TreePosition root = new TreePosition(tree, false);
        SearchResult result = window == null ? search.search(root, limits)
                : search.search(root, limits, window[0], window[1]);
        return new Recorded(result, leaves);
    }

    private static long leavesUnder(GameTree tree, int node) {
        if (tree.isLeaf(node)) {
            return 1;
        }
        long count = 0;
        for (int child : tree.children(node)) {
            count += leavesUnder(tree, child);
        }
        return count;
    }

    private static long nodesUnder(GameTree tree, int node) {
        long count = 1;
        for (int child : tree.children(node)) {
            count += nodesUnder(tree, child);
        }
        return count;
    }
}
