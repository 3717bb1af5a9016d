package org.zermelo.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.learn.LearnedEvaluator;
import org.zermelo.learn.TabularTd;
import org.zermelo.learn.Table;
import org.zermelo.play.Match;
import org.zermelo.play.MatchResult;
import org.zermelo.play.PerfectPlayer;
import org.zermelo.play.RandomPlayer;
import org.zermelo.play.SearchPlayer;
import org.zermelo.search.Algorithms;
import org.zermelo.search.SearchLimits;

/**
 * The course's TD learning of a table of values, by self-play: 20,000 games (in well under a
 * second) make a player that never loses, in 1,000 games against the perfect player and 1,000
 * against the random one, both colours, whatever the seed.
 */
class TicTacToeLearningTest {

    private static final Game GAME = Games.byName("tictactoe");

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void twentyThousandGamesOfSelfPlayMakeAPlayerThatNeverLoses(long seed) {
        Table table = new Table();
        long games = TabularTd.learn(table, GAME.start(), new TabularTd.Settings(20_000, 0.5, 0.05, 0.3, 0.2, seed), n -> { },
                () -> false);
        assertThat(games).isEqualTo(20_000);
        assertThat(table.size()).as("positions valued").isBetween(1_000, 5_478);
        for (String opponent : new String[] {"perfect", "random"}) {
            Match match = new Match(GAME.start(), 0, seed,
                    random -> new SearchPlayer("learned", Algorithms.create("alphabeta", new LearnedEvaluator(table)),
                            SearchLimits.depth(1), random.nextLong()),
                    random -> opponent.equals("perfect") ? new PerfectPlayer(GAME, random.nextLong()) : new RandomPlayer(random.nextLong()));
            MatchResult result = match.play(1_000, game -> { });
            assertThat(result.bWins()).as("games lost against %s, seed %d: %s", opponent, seed, result).isZero();
            if (opponent.equals("random")) {
                assertThat(result.aWins()).as("games won against random").isGreaterThan(900);
            }
        }
    }

    /** The course's numbers: a position starts at 0.5, and moves toward the value that follows it. */
    @org.junit.jupiter.api.Test
    void aValueGoesFromOneHalfTowardWhatFollows() {
        Table table = new Table();
        assertThat(table.value(GAME.parse("X........"))).isEqualTo(0.5);
        assertThat(table.value(GAME.parse("XXXOO...."))).as("won by X, who has just moved").isEqualTo(1.0);
        TabularTd.learn(table, GAME.start(), new TabularTd.Settings(200, 0.1, 0.1, 0.3, 0.3, 7), n -> { }, () -> false);
        assertThat(table.size()).isPositive();
    }
}
