package org.zermelo.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.zermelo.game.Evaluator;

/**
 * Expectiminimax against the course's definition computed naively, and Ballard's Star1 and
 * Star2 against expectiminimax: the same value exactly, never more leaves, on random trees with
 * chance nodes.
 */
class ExpectiminimaxTest {

    private static final int GAMES = 400;

    @Test
    void expectiminimaxIsTheCoursesDefinitionAndStarPruningKeepsItsValueWithFewerLeaves() {
        long fewer1 = 0;
        long fewer2 = 0;
        for (long seed = 0; seed < GAMES; seed++) {
            RandomChanceGame game = new RandomChanceGame(seed);
            double expected = game.naive(0);
            Expectiminimax plain = (Expectiminimax) Algorithms.create("expectiminimax", null);
            SearchResult full = plain.search(game, SearchLimits.exact());
            assertThat(plain.expectedValue()).as("seed %d", seed).isEqualTo(expected);
            for (String name : new String[] {"star1", "star2"}) {
                Expectiminimax star = (Expectiminimax) Algorithms.create(name, null);
                SearchResult r = star.search(game, SearchLimits.exact());
                assertThat(star.expectedValue()).as("%s, seed %d", name, seed).isEqualTo(expected);
                assertThat(r.bestMove()).as("%s best move, seed %d", name, seed).isGreaterThanOrEqualTo(game.isChanceNode() ? -1 : 0);
                assertThat(r.stats().leaves()).as("%s leaves, seed %d", name, seed).isLessThanOrEqualTo(full.stats().leaves());
                if (r.stats().leaves() < full.stats().leaves()) {
                    if (name.equals("star1")) {
                        fewer1++;
                    } else {
                        fewer2++;
                    }
                }
            }
        }
        // The pruning does prune.
        assertThat(fewer1).isGreaterThan(GAMES / 4);
        assertThat(fewer2).isGreaterThan(GAMES / 4);
    }

    @Test
    void onAGameWithoutChanceExpectiminimaxIsMinimaxAndScoresAsItDoes() {
        Evaluator evaluator = RandomGame.evaluator();
        int games = 0;
        for (RandomGame game : RandomGamePropertiesTest.games(2, true)) {
            if (games++ == 200) {
                break;
            }
            for (int depth = 1; depth <= 4; depth++) {
                int minimax = new Minimax(evaluator).search(game, SearchLimits.depth(depth)).value();
                Search search = Algorithms.create("expectiminimax", evaluator);
                SearchResult r = search.search(game, SearchLimits.depth(depth));
                // Minimax's scores are MAX's, the root's side to move: the same scale as expectiminimax's.
                assertThat(r.value()).as("%s depth %d", game, depth).isEqualTo(minimax);
                assertThat(((Expectiminimax) search).expectedValues(game)).isFalse();
            }
        }
    }

    @Test
    void deterministicSearchesRefuseGamesOfChance() {
        RandomChanceGame game = new RandomChanceGame(1);
        for (String name : new String[] {"minimax", "alphabeta", "alphabeta-negamax", "pvs", "andor"}) {
            assertThatThrownBy(() -> Algorithms.create(name, p -> 0).search(game, SearchLimits.depth(3)))
                    .as(name).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("chance nodes");
        }
    }
}
