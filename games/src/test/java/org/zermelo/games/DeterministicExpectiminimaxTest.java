package org.zermelo.games;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.Position;
import org.zermelo.search.Algorithms;
import org.zermelo.search.SearchLimits;

/**
 * Without chance nodes expectiminimax is minimax: its value is the score every other search
 * gives, even with an evaluation that says its limit is worth more than one game (a network with
 * a hidden layer, whose outputs are in the game's units): an evaluation stays below every end.
 */
class DeterministicExpectiminimaxTest {

    @Test
    void anEvaluationInGameUnitsStaysAnEvaluationWithoutChance() {
        Evaluator inDiscs = new Evaluator() {
            @Override
            public int evaluate(Position p) {
                return (int) Math.floorMod(p.hash(), 2001L) - 1000;
            }

            @Override
            public double valueAtLimit() {
                return 64;
            }
        };
        for (String name : new String[] {"tictactoe", "othello"}) {
            Game game = Games.byName(name);
            Position start = game.start();
            int minimax = Algorithms.create("minimax", inDiscs).search(start.copy(), SearchLimits.depth(3)).value();
            int expected = Algorithms.create("expectiminimax", inDiscs).search(start.copy(), SearchLimits.depth(3)).value();
            assertThat(expected).as(name).isEqualTo(minimax);
        }
    }
}
