package org.zermelo.games.domineering;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.zermelo.game.Outcome;
import org.zermelo.game.Position;
import org.zermelo.conformance.NaiveSolver;
import org.zermelo.search.AndOr;
import org.zermelo.search.ProofSearch;
import org.zermelo.search.Search;
import org.zermelo.search.Solver;

/**
 * Who wins Domineering on small rectangles: values from the literature (Winning Ways, as
 * quoted by Wikipedia's "Domineering"; Lachmann, Moore and Rapaport, "Who wins Domineering on
 * rectangular boards?"), and every board up to 5x5 against the naive solver, for both solvers
 * and both players starting.
 */
class DomineeringFactsTest {

    private static final DomineeringGame GAME = new DomineeringGame();

    private static Solver.Solution solve(String position, Search search) {
        return Solver.solve(GAME.parse(position), search);
    }

    /** The proof search's outcome; the smallest table does for these small boards. */
    private static Outcome outcome(String position) {
        return solve(position, new ProofSearch(1)).outcome();
    }

    private static String empty(int rows, int cols, String side) {
        return (".".repeat(cols) + "/").repeat(rows - 1) + ".".repeat(cols) + ":" + side;
    }

    /**
     * A single cell is 0 (whoever moves loses); a row of 2n or 2n + 1 cells is worth n free
     * moves to Horizontal (-n), a column the same to Vertical (+n): the owner wins whoever starts.
     */
    @Test
    void aRowBelongsToHorizontalAndAColumnToVertical() {
        assertThat(outcome("1x1:V")).isEqualTo(Outcome.LOSS);
        assertThat(outcome("1x1:H")).isEqualTo(Outcome.LOSS);
        for (int n = 2; n <= 12; n++) {
            assertThat(outcome("1x" + n + ":V")).as("row of %d, Vertical first", n).isEqualTo(Outcome.LOSS);
            assertThat(outcome("1x" + n + ":H")).as("row of %d, Horizontal first", n).isEqualTo(Outcome.WIN);
            assertThat(outcome(n + "x1:V")).as("column of %d, Vertical first", n).isEqualTo(Outcome.WIN);
            assertThat(outcome(n + "x1:H")).as("column of %d, Horizontal first", n).isEqualTo(Outcome.LOSS);
        }
    }

    /** 2x2 = ±1 and the 2x3 rectangle (2 rows, 3 columns) = {2 | -1/2}: the first player wins both. */
    @ParameterizedTest(name = "{0} is a first-player win")
    @CsvSource({"2x2", "2x3", "3x2"})
    void smallRectanglesAreWonByWhoeverStarts(String board) {
        assertThat(outcome(board + ":V")).isEqualTo(Outcome.WIN);
        assertThat(outcome(board + ":H")).isEqualTo(Outcome.WIN);
    }

    /**
     * In 2x3 = {2 | -1/2}, Vertical's only move to 2 is the middle column (two columns of 2
     * are left; an outer column leaves 2x2 = ±1 to Horizontal); every move of Horizontal
     * leaves the same shape, worth -1/2.
     */
    @Test
    void theWinningMovesOfTwoByThreeAreTheMiddleColumnOrAnyRowMove() {
        assertThat(NaiveSolver.typed(GAME.parse("2x3:V"), solve("2x3:V", new ProofSearch(1)).bestMoves()))
                .containsExactly("1,2");
        assertThat(NaiveSolver.typed(GAME.parse("2x3:H"), solve("2x3:H", new ProofSearch(1)).bestMoves()))
                .containsExactly("1,1", "1,2", "2,1", "2,2");
    }

    /** 5x5 is a second-player win (Winning Ways). */
    @Test
    void fiveByFiveIsLostByWhoeverStarts() {
        assertThat(outcome("5x5:V")).isEqualTo(Outcome.LOSS);
        assertThat(outcome("5x5:H")).isEqualTo(Outcome.LOSS);
    }

    /** Every board from 1x1 to 5x5, with Vertical and with Horizontal to start: 1x1:V, 1x1:H, 1x2:V, ... */
    private static List<String> everyBoardUpToFiveByFive() {
        List<String> boards = new ArrayList<>();
        for (int rows = 1; rows <= 5; rows++) {
            for (int cols = 1; cols <= 5; cols++) {
                boards.add(rows + "x" + cols + ":V");
                boards.add(rows + "x" + cols + ":H");
            }
        }
        return boards;
    }

    /**
     * Solves {@code board} (RxC:S) with {@code search}: the naive solver's outcome, and as best
     * moves exactly its winning moves (every move when the position is lost); the position is
     * left as it was.
     */
    private static void agreesWithTheNaiveSolver(NaiveDomineering naive, String board, Search search) {
        String[] size = board.substring(0, board.indexOf(':')).split("x");
        String notation = empty(Integer.parseInt(size[0]), Integer.parseInt(size[1]), board.substring(board.indexOf(':') + 1));
        NaiveDomineering.Board naiveBoard = NaiveDomineering.Board.of(notation);
        boolean won = naive.won(naiveBoard);
        Position p = GAME.parse(board);
        Solver.Solution s = Solver.solve(p, search);
        String what = search.name() + " on " + board;
        assertThat(s.outcome()).as(what).isEqualTo(won ? Outcome.WIN : Outcome.LOSS);
        assertThat(NaiveSolver.typed(p, s.bestMoves())).as(what + ": best moves")
                .isEqualTo(won ? naive.winningMoves(naiveBoard) : new TreeSet<>(naiveBoard.moves(naiveBoard.vertical())));
        assertThat(p.toString()).as(what + ": the position is restored").isEqualTo(notation);
    }

    /** Both solvers, each fresh, on every board up to 5x5. */
    @Test
    void everyBoardUpToFiveByFiveAgreesWithTheNaiveSolver() {
        NaiveDomineering naive = new NaiveDomineering();
        for (String board : everyBoardUpToFiveByFive()) {
            agreesWithTheNaiveSolver(naive, board, new ProofSearch());
            agreesWithTheNaiveSolver(naive, board, new AndOr());
        }
    }

    /**
     * The proof search keeps its table from one search to the next, since a proof stays true:
     * one search object solving every board up to 5x5 in turn must still agree with the naive
     * solver.
     */
    @Test
    void oneProofSearchSolvingEveryBoardSizeInTurnAgreesWithTheNaiveSolver() {
        NaiveDomineering naive = new NaiveDomineering();
        ProofSearch proof = new ProofSearch(1);
        for (String board : everyBoardUpToFiveByFive()) {
            agreesWithTheNaiveSolver(naive, board, proof);
        }
    }
}
