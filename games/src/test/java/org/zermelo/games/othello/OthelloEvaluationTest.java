package org.zermelo.games.othello;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zermelo.game.EvaluationTerms.Term;
import org.zermelo.game.MoveList;
import org.zermelo.game.Scores;

/** The course's evaluation: its table, its terms, and the symmetries of the board it respects. */
class OthelloEvaluationTest {

    private final OthelloEvaluation evaluation = new OthelloEvaluation();

    /** The square (row, column) of {@code square} under symmetry {@code s} of the 8 of the square board. */
    private static int image(int square, int s) {
        int r = square / 8;
        int c = square % 8;
        if ((s & 1) != 0) {
            c = 7 - c;
        }
        if ((s & 2) != 0) {
            r = 7 - r;
        }
        if ((s & 4) != 0) {
            int t = r;
            r = c;
            c = t;
        }
        return r * 8 + c;
    }

    private static String image(String notation, int s) {
        char[] board = new char[64];
        for (int square = 0; square < 64; square++) {
            board[image(square, s)] = notation.charAt(square);
        }
        return new String(board) + notation.substring(64);
    }

    @Test
    void theTableIsTheCoursesWithItsEightSymmetries() {
        for (int corner : new int[] {0, 7, 56, 63}) {
            assertThat(OthelloEvaluation.TABLE[corner]).isEqualTo(120);
        }
        for (int xSquare : new int[] {9, 14, 49, 54}) {
            assertThat(OthelloEvaluation.TABLE[xSquare]).isEqualTo(-40);
        }
        for (int cSquare : new int[] {1, 8, 6, 15, 48, 57, 55, 62}) {
            assertThat(OthelloEvaluation.TABLE[cSquare]).isEqualTo(-20);
        }
        int[] firstRows = {120, -20, 20, 5, 5, 20, -20, 120, -20, -40, -5, -5, -5, -5, -40, -20, 20, -5, 15, 3, 3, 15, -5, 20,
            5, -5, 3, 3, 3, 3, -5, 5};
        for (int square = 0; square < 32; square++) {
            assertThat(OthelloEvaluation.TABLE[square]).as("square %d", square).isEqualTo(firstRows[square]);
        }
        for (int s = 0; s < 8; s++) {
            for (int square = 0; square < 64; square++) {
                assertThat(OthelloEvaluation.TABLE[image(square, s)]).isEqualTo(OthelloEvaluation.TABLE[square]);
            }
        }
    }

    @Test
    void theTermsAddUpToTheEvaluationWhichTheSymmetriesKeepAlongRandomGames() {
        MoveList moves = new MoveList();
        for (long seed = 0; seed < 60; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            Othello p = new Othello();
            while (!p.isTerminal()) {
                int value = evaluation.evaluate(p);
                List<Term> terms = evaluation.terms(p);
                assertThat(terms).extracting(Term::name)
                        .containsExactly("squares", "corner neighbours", "mobility", "potential mobility", "discs");
                assertThat(terms.stream().mapToInt(Term::contribution).sum()).as("%s", p).isEqualTo(value);
                assertThat(Math.abs(value)).as("%s", p).isLessThan(Scores.EVAL_LIMIT);
                for (int s = 1; s < 8; s++) {
                    assertThat(evaluation.evaluate(Othello.parse(image(p.toString(), s)))).as("%s, symmetry %d", p, s)
                            .isEqualTo(value);
                }
                p.legalMoves(moves);
                p.play(moves.get(random.nextInt(moves.size())));
            }
        }
    }

    @Test
    void theStartIsBalancedInEveryTerm() {
        assertThat(evaluation.terms(new Othello())).allSatisfy(t -> assertThat(t.raw()).as(t.name()).isZero());
        assertThat(evaluation.evaluate(new Othello())).isZero();
    }

    @Test
    void theSquaresNextToATakenCornerAreReValued() {
        // X on a1 and its C-square b1, O on c1 and on the X-square g2 of the empty corner h1; the
        // centre, which no real game leaves empty, is shared: d4 e5 X, e4 d5 O, of equal weights.
        String board = "XXO-----------O------------XO------OX--------------------------- X";
        Othello p = Othello.parse(board);
        List<Term> terms = evaluation.terms(p);
        // Table: X 120 - 20, O 20 - 40; b1 goes from -20 to 5 once a1 is taken; g2 keeps its -40.
        assertThat(terms.get(0).raw()).isEqualTo(100 - (-20));
        assertThat(terms.get(1).raw()).isEqualTo(25);
        Othello o = Othello.parse(board.replace(" X", " O"));
        assertThat(evaluation.terms(o).get(1).raw()).isEqualTo(-25);
    }

    @Test
    void theWeightsMoveFromTheOpeningToTheEndgame() {
        // The course's advice: few moves early is good, more late. Mobility counts against the side
        // that has it in the opening (-10 a move), for it at the end (+40); discs from nothing to +40.
        assertThat(OthelloEvaluation.weight(2, 4)).isEqualTo(-10);
        assertThat(OthelloEvaluation.weight(2, 64)).isEqualTo(40);
        assertThat(OthelloEvaluation.weight(2, 16)).isZero();
        assertThat(OthelloEvaluation.weight(4, 4)).isZero();
        assertThat(OthelloEvaluation.weight(4, 64)).isEqualTo(40);
        for (int term = 0; term < 5; term++) {
            for (int discs = 5; discs <= 64; discs++) {
                int before = OthelloEvaluation.weight(term, discs - 1);
                int now = OthelloEvaluation.weight(term, discs);
                int end = OthelloEvaluation.weight(term, 64);
                assertThat(Math.abs(end - now)).as("term %d at %d discs", term, discs).isLessThanOrEqualTo(Math.abs(end - before));
            }
        }
    }
}
