package org.zermelo.games.othello;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;

/** Othello's noisy moves, for quiescence: corners, and edge moves that turn edge discs. */
class OthelloNoisyMovesTest {

    private static List<Integer> noisy(Othello p) {
        MoveList out = new MoveList();
        p.noisyMoves(out);
        List<Integer> moves = new ArrayList<>();
        for (int i = 0; i < out.size(); i++) {
            moves.add(out.get(i));
        }
        return moves;
    }

    /**
     * Along random games, the noisy moves are exactly the legal corner moves, then the legal edge
     * moves after which an edge disc of the opponent's has changed hands, found by playing each.
     */
    @Test
    void theNoisyMovesAreTheCornersThenTheEdgeMovesThatTurnEdgeDiscs() {
        SplittableRandom random = new SplittableRandom(27);
        int positions = 0;
        int withNoisy = 0;
        for (int game = 0; game < 40; game++) {
            Othello p = Othello.parse("");
            while (!p.isTerminal()) {
                MoveList legal = new MoveList();
                p.legalMoves(legal);
                List<Integer> corners = new ArrayList<>();
                List<Integer> edges = new ArrayList<>();
                for (int i = 0; i < legal.size(); i++) {
                    int move = legal.get(i);
                    if (move == Othello.PASS) {
                        continue;
                    }
                    long square = 1L << move;
                    long theirEdge = p.theirs() & Othello.EDGES;
                    p.play(move);
                    boolean turnsEdge = (p.mine() & theirEdge) != theirEdge; // p.mine() is now the opponent's
                    p.undo();
                    if ((square & Othello.CORNERS) != 0) {
                        corners.add(move);
                    } else if ((square & Othello.EDGES) != 0 && turnsEdge) {
                        edges.add(move);
                    }
                }
                List<Integer> noisy = noisy(p);
                assertThat(noisy).as(p.toString()).hasSize(corners.size() + edges.size());
                assertThat(noisy.subList(0, corners.size())).as(p.toString()).containsExactlyInAnyOrderElementsOf(corners);
                assertThat(noisy.subList(corners.size(), noisy.size())).as(p.toString()).containsExactlyInAnyOrderElementsOf(edges);
                positions++;
                withNoisy += noisy.isEmpty() ? 0 : 1;
                p.play(legal.get(random.nextInt(legal.size())));
            }
        }
        assertThat(withNoisy).as("positions with a noisy move, of %d", positions).isGreaterThan(positions / 10).isLessThan(positions);
    }

    /** At the start no move touches an edge: the position is quiet. */
    @Test
    void theStartIsQuiet() {
        assertThat(noisy(Othello.parse(""))).isEmpty();
    }
}
