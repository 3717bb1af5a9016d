package org.zermelo.games.nim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Outcome;
import org.zermelo.game.Scores;
import org.zermelo.game.SpragueGrundy;
import org.zermelo.conformance.OracleCheck;
import org.zermelo.search.AlphaBeta;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Perft;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;
import org.zermelo.search.Solver;

/** Nim's theory (Bouton's XOR rule, the course's unbeatable Nim) against the plain searches. */
class NimTest {

    /** Every list of 1 to 4 heaps of 0 to 4 objects: all of (0..4)^k, k = 1..4. */
    private static List<int[]> smallPositions() {
        List<int[]> all = new ArrayList<>();
        List<int[]> shorter = List.of(new int[0]);
        for (int heaps = 1; heaps <= 4; heaps++) {
            List<int[]> longer = new ArrayList<>();
            for (int[] p : shorter) {
                for (int n = 0; n <= 4; n++) {
                    int[] q = Arrays.copyOf(p, heaps);
                    q[heaps - 1] = n;
                    longer.add(q);
                }
            }
            all.addAll(longer);
            shorter = longer;
        }
        return all;
    }

    private static Nim nim(int[] heaps) {
        return Nim.parse(Arrays.toString(heaps).replaceAll("[\\[\\] ]", ""));
    }

    @Test
    void theExplanationIsTheSlidesTableAndItsWinningMovesAreTheSolversBestMoves() {
        List<String> lines = Nim.parse("1,3,4,7").explanation();
        assertThat(lines).contains("  1    I           1  001", "  2    III         3  011", "  3    IIII        4  100",
                "  4    IIIIIII     7  111", "  1s                  223",
                "  sum              1  001   (each column: 1 when it has an odd number of 1s)");
        assertThat(lines.get(lines.size() - 1)).startsWith("the sum is not 0: won for the side to move, by a move that makes it 0: "
                + "1:1 (heap 1 from 1 to 0, 001 to 000), 2:1 (heap 2 from 3 to 2, 011 to 010), 4:1");
        assertThat(Nim.parse("7,5,3,1").explanation()).last().asString().startsWith("the sum is 0: lost");
        // On every small position, the moves the table names are exactly the solver's winning moves.
        for (String text : List.of("1,3,4,7", "3,4,5", "6,6,1", "12,9,5,2", "2,2")) {
            Nim p = Nim.parse(text);
            Solver.Solution s = Solver.solve(p, Algorithms.create("andor", null));
            String last = p.explanation().get(p.explanation().size() - 1);
            if (s.value() > 0) {
                for (int move : s.bestMoves()) {
                    assertThat(last).as(text).contains(" " + p.formatMove(move) + " (");
                }
                assertThat(last.split("\\(heap").length - 1).as(text).isEqualTo(s.bestMoves().length);
            } else {
                assertThat(last).as(text).startsWith("the sum is 0");
            }
        }
    }

    @Test
    void theCoursesStartIsLostForTheSideToMove() {
        Nim start = Nim.parse("7,5,3,1");
        assertThat(start.nimSum()).as("7 XOR 5 XOR 3 XOR 1").isZero();
        assertThat(start.knownValue()).isEqualTo(-1);
        Solver.Solution s = Solver.solve(start, Algorithms.create("andor", null));
        assertThat(s.value()).isEqualTo(-1);
        assertThat(s.outcome()).isEqualTo(Outcome.LOSS);
        assertThat(s.bestMoves()).as("a lost position: every move keeps the value").hasSize(7 + 5 + 3 + 1);
        assertThat(start).hasToString("7,5,3,1");
    }

    @Test
    void theXorOracleAgreesWithAndOrOnEveryPositionOfUpToFourHeapsOfFour() {
        List<int[]> positions = smallPositions();
        assertThat(positions).hasSize(5 + 25 + 125 + 625);
        for (int[] heaps : positions) {
            OracleCheck.agreesWithAndOr(nim(heaps));
        }
    }

    @Test
    void aHeapIsWorthItsSizeAndHeapsTheXorOfTheirSizes() {
        int[] values = SpragueGrundy.heapValues(new NimGame(), 200);
        for (int n = 0; n <= 200; n++) {
            assertThat(values[n]).as("heap of %d", n).isEqualTo(n);
        }
        SpragueGrundy grundy = new SpragueGrundy();
        for (int[] heaps : smallPositions()) {
            int xor = 0;
            for (int n : heaps) {
                xor ^= n;
            }
            assertThat(grundy.value(nim(heaps))).as(Arrays.toString(heaps)).isEqualTo(xor);
        }
    }

    @Test
    void theEvaluationIsTheXorRuleSoOnePlyPlaysPerfectly() {
        for (int[] heaps : smallPositions()) {
            Nim p = nim(heaps);
            if (p.isTerminal()) {
                continue;
            }
            int eval = new NimGame().evaluator().evaluate(p);
            assertThat(Math.abs(eval)).isLessThan(Scores.EVAL_LIMIT);
            assertThat(eval > 0).as(p.toString()).isEqualTo(p.nimSum() != 0);
            SearchResult r = new AlphaBeta(new NimGame().evaluator()).search(p, SearchLimits.depth(1));
            p.play(r.bestMove());
            assertThat(p.nimSum() == 0).as(p + " after the best move at depth 1").isEqualTo(eval > 0);
        }
    }

    @Test
    void perftCountsTheWaysToTakeObjects() {
        for (String heaps : List.of("7,5,3,1", "3,4,5", "1", "2,0,2")) {
            int[] sizes = Arrays.stream(heaps.split(",")).mapToInt(Integer::parseInt).toArray();
            for (int depth = 0; depth <= 5; depth++) {
                assertThat(Perft.count(Nim.parse(heaps), depth)).as("perft %d from %s", depth, heaps).isEqualTo(sequences(sizes, depth));
            }
        }
        assertThat(Perft.count(Nim.parse("7,5,3,1"), 1)).isEqualTo(16);
    }

    /** The number of sequences of {@code depth} moves from these heaps, counted naively, independently of {@link Nim}. */
    private static long sequences(int[] heaps, int depth) {
        if (depth == 0) {
            return 1;
        }
        long count = 0;
        for (int h = 0; h < heaps.length; h++) {
            for (int take = 1; take <= heaps[h]; take++) {
                int[] next = heaps.clone();
                next[h] -= take;
                count += sequences(next, depth - 1);
            }
        }
        return count;
    }
}
