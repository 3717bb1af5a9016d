package org.zermelo.games.grundy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Outcome;
import org.zermelo.game.Scores;
import org.zermelo.game.SpragueGrundy;
import org.zermelo.conformance.OracleCheck;
import org.zermelo.search.AlphaBeta;
import org.zermelo.search.Algorithms;
import org.zermelo.search.GameGraph;
import org.zermelo.search.Perft;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;
import org.zermelo.search.Solver;

/** Grundy's game: its Sprague-Grundy values from the literature, and its oracle against the plain searches. */
class GrundyTest {

    /** OEIS A002188, "Sprague-Grundy values for Grundy's game", its data: G(0) to G(104). */
    private static final int[] A002188 = {
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4,
        1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2, 4, 3, 2, 4,
        3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3
    };

    @Test
    void singlePileValuesAreOeisA002188() {
        int[] values = SpragueGrundy.heapValues(new GrundyGame(), 231);
        for (int n = 0; n < A002188.length; n++) {
            assertThat(values[n]).as("G(%d)", n).isEqualTo(A002188[n]);
        }
        // Some rare values further on, from Achim Flammenkamp's table of Grundy's game.
        assertThat(values[146]).isEqualTo(6);
        assertThat(values[158]).isEqualTo(11);
        assertThat(values[181]).isEqualTo(12);
        assertThat(values[196]).isEqualTo(10);
        assertThat(values[231]).isEqualTo(10);
    }

    @Test
    void theCoursesPileOfSevenIsLostForTheSideToMove() {
        Grundy seven = Grundy.parse("7");
        Solver.Solution s = Solver.solve(seven, Algorithms.create("andor", null));
        assertThat(s.value()).isEqualTo(-1);
        assertThat(s.outcome()).isEqualTo(Outcome.LOSS);
        assertThat(s.bestMoves()).as("lost: every move is as good").hasSize(3);
        assertThat(seven.knownValue()).isEqualTo(-1);
        assertThat(seven).hasToString("7");
    }

    /** Every multiset of 1 to 3 piles of 1 to {@code largest} coins, in non-decreasing order. */
    private static List<String> smallPositions(int largest) {
        List<String> all = new ArrayList<>();
        for (int a = 1; a <= largest; a++) {
            all.add(a + "");
            for (int b = a; b <= largest; b++) {
                all.add(a + "," + b);
                for (int c = b; c <= largest; c++) {
                    all.add(a + "," + b + "," + c);
                }
            }
        }
        return all;
    }

    @Test
    void theGraphOfSevenCountsPilesAsMultisetsAsTheCourseDrawsIt() {
        // The partitions of 7 into piles reachable by splits: 7; 6+1, 5+2, 4+3; 5+1+1, 4+2+1, 3+3+1, 3+2+2;
        // 4+1+1+1, 3+2+1+1, 2+2+2+1; 3+1+1+1+1, 2+2+1+1+1; 2+1+1+1+1+1.
        GameGraph graph = GameGraph.explore(Grundy.parse("7"), 1000);
        assertThat(graph.positions()).isEqualTo(14);
        assertThat(graph.terminalPositions()).isEqualTo(3);
        List<String> positions = new ArrayList<>();
        for (int i = 0; i < graph.positions(); i++) {
            positions.add(graph.node(i).position());
        }
        assertThat(positions).containsExactlyInAnyOrder("7", "6,1", "5,2", "4,3", "5,1,1", "4,2,1", "3,3,1", "3,2,2",
                "4,1,1,1", "3,2,1,1", "2,2,2,1", "3,1,1,1,1", "2,2,1,1,1", "2,1,1,1,1,1");
        assertThat(graph.node(0).value()).isEqualTo(-1);
        assertThat(Grundy.parse("4,1,2").canonical()).isEqualTo("4,2,1").isEqualTo(Grundy.parse("1,2,4").canonical());
        assertThat(Grundy.parse("4,1,2").hash()).isEqualTo(Grundy.parse("4,2,1").hash());
    }

    @Test
    void theOracleAgreesWithAndOrOnEveryPositionOfUpToThreePilesOfTwelve() {
        for (String text : smallPositions(12)) {
            OracleCheck.agreesWithAndOr(Grundy.parse(text));
        }
    }

    @Test
    void theEvaluationIsTheSpragueGrundyRuleSoOnePlyPlaysPerfectly() {
        for (String text : smallPositions(9)) {
            Grundy p = Grundy.parse(text);
            if (p.isTerminal()) {
                continue;
            }
            int eval = new GrundyGame().evaluator().evaluate(p);
            assertThat(Math.abs(eval)).isLessThan(Scores.EVAL_LIMIT);
            assertThat(eval > 0).as(text).isEqualTo(p.spragueGrundyValue() != 0);
            SearchResult r = new AlphaBeta(new GrundyGame().evaluator()).search(p, SearchLimits.depth(1));
            p.play(r.bestMove());
            assertThat(p.spragueGrundyValue() == 0).as(p + " after the best move at depth 1").isEqualTo(eval > 0);
        }
    }

    @Test
    void perftCountsTheDifferentSplits() {
        for (String text : List.of("7", "20", "7,4", "5,5", "12,3,3")) {
            List<Integer> piles = new ArrayList<>();
            for (String pile : text.split(",")) {
                piles.add(Integer.parseInt(pile));
            }
            for (int depth = 0; depth <= 5; depth++) {
                assertThat(Perft.count(Grundy.parse(text), depth)).as("perft %d from %s", depth, text).isEqualTo(sequences(piles, depth));
            }
        }
    }

    /**
     * The number of sequences of {@code depth} moves from these piles, counted naively,
     * independently of {@link Grundy}: the game sees a multiset, so splitting either of two
     * equal piles the same way is one move.
     */
    private static long sequences(List<Integer> piles, int depth) {
        if (depth == 0) {
            return 1;
        }
        List<List<Integer>> after = new ArrayList<>();
        for (int i = 0; i < piles.size(); i++) {
            for (int part = 1; 2 * part < piles.get(i); part++) {
                List<Integer> next = new ArrayList<>(piles);
                next.set(i, piles.get(i) - part);
                next.add(part);
                Collections.sort(next);
                if (!after.contains(next)) {
                    after.add(next);
                }
            }
        }
        long count = 0;
        for (List<Integer> next : after) {
            count += sequences(next, depth - 1);
        }
        return count;
    }
}
