package org.zermelo.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.zermelo.tree.MultiPlayerAnalysis.Method;

/**
 * Max^n and paranoid on small three-player trees whose values were worked out by hand (in the
 * comments), and the tie rule.
 */
class MultiPlayerAnalysisTest {

    /**
     * A at depth 0 is player 1's, B and E player 2's, C, D, F, G player 3's; every leaf adds up to 6.
     * Max^n: C = [1,4,1] (player 3: 1 > 0), D = [0,3,3] (3 > 1), B = C (player 2: 4 > 3);
     * F = [0,3,3] (3 > 0), G = [1,1,4] (4 > 3), E = F (3 > 1); A = B (player 1: 1 > 0): [1,4,1].
     * Paranoid, for player 1: C = min(3,1) = 1, D = min(0,4) = 0, B = 0; F = min(0,5) = 0,
     * G = min(1,3) = 1, E = 0; A = max(0,0) = 0, B kept (the first of equals).
     */
    static final String THREE_PLAYERS =
            "(A (B (C [3,3,0] [1,4,1]) (D [0,3,3] [4,1,1])) (E (F [0,3,3] [5,1,0]) (G [1,1,4] [3,0,3])))";

    @Test
    void maxnBacksUpTheVectorsAsWorkedOutByHand() {
        MultiPlayerAnalysis a = MultiPlayerAnalysis.run(GameTree.parse(THREE_PLAYERS), Method.MAXN);
        assertThat(a.payoffsText()).isEqualTo("[1,4,1]");
        assertThat(a.payoffs()).containsExactly(BigDecimal.ONE, BigDecimal.valueOf(4), BigDecimal.ONE);
        assertThat(a.rootPayoff()).isEqualByComparingTo("1");
        assertThat(a.bestChild()).isEqualTo("B");
        assertThat(a.principalVariation()).containsExactly("B", "C", "1.1.2");
        assertThat(a.leavesEvaluated()).isEqualTo(8);
        assertThat(a.nodesVisited()).isEqualTo(15);
        assertThat(a.cutoffs()).isZero();
        assertThat(a.pruned()).isEmpty();
        assertThat(a.players()).isEqualTo(3);
        assertThat(a.trace()).startsWith(
                "maxn on A (values are vectors of payoffs, one per player; each node's player takes the child best for it, "
                        + "the first of equals)",
                "enter A (player 1)",
                "  enter B (player 2)",
                "    enter C (player 3)",
                "      leaf 1.1.1 = [3,3,0]",
                "      leaf 1.1.2 = [1,4,1]",
                "    C returns [1,4,1] from 1.1.2, the best for player 3");
        assertThat(a.trace()).endsWith("A returns [1,4,1] from B, the best for player 1");
    }

    /**
     * Shallow pruning (sum 6, payoffs at least 0): at D, player 3 gets 3 from [0,3,3], so player 2
     * gets at most 3 there, no more than the 4 it has from C: [4,1,1] is not needed. At G, player 3
     * gets 4 from [1,1,4], so player 2 at most 2, below the 3 it has from F.
     */
    @Test
    void shallowPruningCutsWhereTheConstantSumBoundsTheParent() {
        MultiPlayerAnalysis a = MultiPlayerAnalysis.run(GameTree.parse(THREE_PLAYERS), Method.MAXN_SHALLOW);
        assertThat(a.payoffsText()).isEqualTo("[1,4,1]");
        assertThat(a.principalVariation()).containsExactly("B", "C", "1.1.2");
        assertThat(a.leavesEvaluated()).isEqualTo(6);
        assertThat(a.nodesVisited()).isEqualTo(13);
        assertThat(a.cutoffs()).isEqualTo(2);
        assertThat(a.pruned()).containsExactly("1.2.2", "2.2.2");
        assertThat(a.trace()).contains(
                "    cut at D (shallow cut): player 3 gets >=3 here, so player 2 <=6 - 3 = 3, no more than the 4 it has "
                        + "from C: child [4,1,1] not visited",
                "    cut at G (shallow cut): player 3 gets >=4 here, so player 2 <=6 - 4 = 2, no more than the 3 it has "
                        + "from F: child [3,0,3] not visited");
    }

    /**
     * Paranoid: after B (0), F's first leaf gives player 1 0, no more than alpha = 0: F is cut
     * (its 5 not visited), and so is E (G not visited): 5 leaves, not 8.
     */
    @Test
    void paranoidIsAlphaBetaOfPlayerOneAgainstTheCoalition() {
        MultiPlayerAnalysis a = MultiPlayerAnalysis.run(GameTree.parse(THREE_PLAYERS), Method.PARANOID);
        assertThat(a.rootPayoff()).isEqualByComparingTo("0");
        assertThat(a.bestChild()).isEqualTo("B");
        assertThat(a.principalVariation()).containsExactly("B", "D", "1.2.1");
        assertThat(a.payoffsText()).isEqualTo("[0,3,3]");
        assertThat(a.leavesEvaluated()).isEqualTo(5);
        assertThat(a.nodesVisited()).isEqualTo(11);
        assertThat(a.cutoffs()).isEqualTo(2);
        assertThat(a.pruned()).containsExactly("2.1.2", "G");
        assertThat(a.trace().get(0)).isEqualTo("paranoid on A (player 1 is MAX; players 2 and 3, one coalition, are MIN; "
                + "values are player 1's payoffs; alphabeta)");
        assertThat(a.trace()).contains("    cut at F (alpha cut): 0 <= alpha = 0, child 5 not visited");
    }

    /** Player 2 is indifferent at B; the first of equals gives player 1 2, the last would give it 1 (through C). */
    @Test
    void tiesGoToTheFirstChild() {
        MultiPlayerAnalysis a = MultiPlayerAnalysis.run(GameTree.parse("(A (B [2,1,0] [0,1,2]) (C [2,0,1] [1,2,0]))"),
                Method.MAXN);
        assertThat(a.payoffsText()).isEqualTo("[2,1,0]");
        assertThat(a.principalVariation()).containsExactly("B", "1.1");
    }

    /**
     * Player 1 moves again at B ({@code @1}) and takes [3,2,1]; player 2 at C takes [0,5,1]; player 1
     * at A: B (3) over C (0). Paranoid: B is MAX's (3), C MIN's (0), A 3. Shallow pruning has no cut:
     * B's children are not bounded by A, both player 1's; at C, player 2 gets 2 from [2,2,2], which
     * leaves player 1 up to 6 - 2 = 4, more than the 3 it has from B.
     */
    @Test
    void aPlayerWhoMovesAgainTakesItsBestTwice() {
        GameTree tree = GameTree.parse("(A (B @1 [1,2,3] [3,2,1]) (C [2,2,2] [0,5,1]))");
        MultiPlayerAnalysis maxn = MultiPlayerAnalysis.run(tree, Method.MAXN);
        assertThat(maxn.payoffsText()).isEqualTo("[3,2,1]");
        assertThat(maxn.principalVariation()).containsExactly("B", "1.2");
        assertThat(maxn.trace()).contains("  enter B (player 1)", "  enter C (player 2)");
        MultiPlayerAnalysis shallow = MultiPlayerAnalysis.run(tree, Method.MAXN_SHALLOW);
        assertThat(shallow.payoffsText()).isEqualTo("[3,2,1]");
        assertThat(shallow.cutoffs()).isZero();
        MultiPlayerAnalysis paranoid = MultiPlayerAnalysis.run(tree, Method.PARANOID);
        assertThat(paranoid.rootPayoff()).isEqualByComparingTo("3");
        assertThat(paranoid.trace()).contains("  enter B (MAX: player 1) window [-inf, +inf]");
    }

    @Test
    void twoPlayerZeroSumVectorsGiveMinimaxValue() {
        // The textbook tree, with each leaf v written [v,-v]: max^n is minimax, paranoid alpha-beta.
        GameTree tree = GameTree.parse("(A (B [3,-3] [12,-12] [8,-8]) (C [2,-2] [4,-4] [6,-6]) (D [14,-14] [5,-5] [2,-2]))");
        MultiPlayerAnalysis maxn = MultiPlayerAnalysis.run(tree, Method.MAXN);
        assertThat(maxn.payoffsText()).isEqualTo("[3,-3]");
        assertThat(maxn.bestChild()).isEqualTo("B");
        MultiPlayerAnalysis paranoid = MultiPlayerAnalysis.run(tree, Method.PARANOID);
        assertThat(paranoid.rootPayoff()).isEqualByComparingTo("3");
        assertThat(paranoid.leavesEvaluated()).isEqualTo(7);
        assertThat(paranoid.pruned()).containsExactly("2.2", "2.3");
        assertThat(paranoid.trace().get(0)).isEqualTo("paranoid on A (player 1 is MAX; player 2 is MIN; values are player "
                + "1's payoffs; alphabeta)");
    }

    @Test
    void shallowPruningRefusesPayoffsItCannotBound() {
        assertThatThrownBy(() -> MultiPlayerAnalysis.run(GameTree.parse("(A (B [1,2,3] [3,3,0]) [1,1,1])"),
                Method.MAXN_SHALLOW)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("maxn-shallow needs the payoffs of every leaf to add up to the same sum: leaf 1.1 [1,2,3] adds up "
                        + "to 6, leaf 2 [1,1,1] to 3 (use maxn)");
        assertThatThrownBy(() -> MultiPlayerAnalysis.run(GameTree.parse("(A [1,-1] [0,0])"), Method.MAXN_SHALLOW))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("maxn-shallow needs payoffs of at least 0: leaf 1 [1,-1] has a negative one (use maxn)");
    }

    @Test
    void aLeafAloneIsItsOwnValue() {
        MultiPlayerAnalysis a = MultiPlayerAnalysis.run(GameTree.parse("[1,2,3]"), Method.MAXN);
        assertThat(a.payoffsText()).isEqualTo("[1,2,3]");
        assertThat(a.bestChild()).isNull();
        assertThat(a.nodesVisited()).isEqualTo(1);
        MultiPlayerAnalysis p = MultiPlayerAnalysis.run(GameTree.parse("[1,2,3]"), Method.PARANOID);
        assertThat(p.rootPayoff()).isEqualByComparingTo("1");
        assertThat(p.payoffsText()).isEqualTo("[1,2,3]");
    }
}
