package org.zermelo.games.domineering;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;

/** Domineering's noisy moves, for quiescence: the moves that gain 3 in the course's evaluation. */
class DomineeringNoisyMovesTest {

    private static final DomineeringGame GAME = new DomineeringGame();
    private static final MoveBalance EVALUATION = new MoveBalance();

    private static List<String> noisy(Domineering p) {
        MoveList out = new MoveList();
        p.noisyMoves(out);
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < out.size(); i++) {
            moves.add(p.formatMove(out.get(i)));
        }
        return moves;
    }

    /**
     * On random boards, the noisy moves are the legal moves after which the course's evaluation,
     * my moves minus the opponent's, is 3 more than before (the opponent's value after the move is
     * minus mine).
     */
    @Test
    void theNoisyMovesAreTheMovesThatGainThreeInTheEvaluation() {
        int withNoisy = 0;
        List<String> boards = RandomBoards.filled(27, 300, 0.0, 0.5);
        for (String board : boards) {
            Domineering p = (Domineering) GAME.parse(board);
            int before = EVALUATION.evaluate(p);
            MoveList legal = new MoveList();
            p.legalMoves(legal);
            List<String> expected = new ArrayList<>();
            for (int i = 0; i < legal.size(); i++) {
                p.play(legal.get(i));
                int after = -EVALUATION.evaluate(p);
                p.undo();
                if (after - before >= 3) {
                    expected.add(p.formatMove(legal.get(i)));
                }
            }
            assertThat(noisy(p)).as(board).containsExactlyInAnyOrderElementsOf(expected);
            assertThat(EVALUATION.evaluate(p)).as("the position is left as it was").isEqualTo(before);
            withNoisy += expected.isEmpty() ? 0 : 1;
        }
        assertThat(withNoisy).isGreaterThan(10).isLessThan(boards.size());
    }

    /**
     * The vertical domino in the middle column's gap of two cells takes one move from Vertical
     * and four from Horizontal (two across each cell): the one capture of this board. The empty
     * board has none: every domino there takes at least two of its owner's moves.
     */
    @Test
    void aDominoInAGapOfTwoAcrossFourPlacesIsACapture() {
        assertThat(noisy((Domineering) GAME.parse(".#./.../...:V"))).containsExactly("2,2");
        assertThat(noisy((Domineering) GAME.parse("8x8"))).isEmpty();
    }
}
