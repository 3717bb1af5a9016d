package org.zermelo.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.Scores;

/**
 * The secondary search on random games, against plain alpha-beta: its move is pvs's when that
 * move, searched {@value Secondary#EXTRA} plies deeper, keeps its value; otherwise the best of
 * every move searched that deep. Its value is the chosen move's, searched that deep.
 */
class SecondaryTest {

    private final Evaluator evaluator = RandomGame.evaluator();

    /** The value of {@code move} for the side to move, by plain alpha-beta {@code depth} plies below it. */
    private int deeper(RandomGame game, int move, int depth) {
        int side = game.sideToMove();
        game.play(move);
        SearchResult r = new NegamaxAlphaBeta(evaluator).search(game, SearchLimits.depth(depth));
        boolean again = game.sideToMove() == side;
        game.undo();
        int v = Scores.isDecided(r.value()) ? r.value() - Integer.signum(r.value()) : r.value();
        return again ? v : -v;
    }

    @Test
    void itConfirmsTheChosenMoveOrSearchesTheAlternativesAsDeep() {
        int confirmed = 0;
        int replaced = 0;
        MoveList moves = new MoveList();
        for (long seed = 1; seed <= 300; seed++) {
            RandomGame game = new RandomGame(seed, 3, true);
            for (int depth = 1; depth <= 3; depth++) {
                SearchResult first = Algorithms.create("pvs", evaluator).search(game, SearchLimits.depth(depth));
                SearchResult r = new Secondary(evaluator).search(game, SearchLimits.depth(depth));
                String what = "seed " + seed + ", depth " + depth;
                if (r.exact()) { // its main search proved the value: nothing to confirm
                    assertThat(r.value()).as(what).isEqualTo(first.value());
                    continue;
                }
                assertThat(r.depth()).as(what).isEqualTo(depth);
                int below = depth - 1 + Secondary.EXTRA;
                int chosenDeeper = deeper(game, first.bestMove(), below);
                if (chosenDeeper >= first.value()) {
                    assertThat(r.bestMove()).as(what + ": confirmed").isEqualTo(first.bestMove());
                    assertThat(r.value()).as(what).isEqualTo(chosenDeeper);
                    confirmed++;
                } else {
                    game.legalMoves(moves);
                    int best = Integer.MIN_VALUE;
                    for (int i = 0; i < moves.size(); i++) {
                        best = Math.max(best, deeper(game, moves.get(i), below));
                    }
                    assertThat(r.value()).as(what + ": failed, the best move as deep").isEqualTo(best);
                    assertThat(deeper(game, r.bestMove(), below)).as(what).isEqualTo(best);
                    replaced += r.bestMove() != first.bestMove() ? 1 : 0;
                }
                assertThat(r.pv()[0]).as(what).isEqualTo(r.bestMove());
            }
        }
        assertThat(confirmed).isGreaterThan(50);
        assertThat(replaced).as("moves replaced by the secondary search").isGreaterThan(10);
    }
}
