package org.zermelo.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.zermelo.example.TakeAwayGame;
import org.zermelo.game.Game;

/** The levels a person plays against: how a level weighs its moves, and how specs name them. */
class LevelPlayerTest {

    private static final Game GAME = new TakeAwayGame();

    @Test
    void movesOfEqualValueShareARankAndEachRankWeighsLess() {
        double t = 0.5;
        double[] w = LevelPlayer.weights(new long[] {5, 3, 5, 1, 3}, t);
        assertThat(w[0]).isEqualTo(1.0);
        assertThat(w[2]).isEqualTo(1.0);
        assertThat(w[1]).isCloseTo(Math.exp(-1 / t), within(1e-12));
        assertThat(w[4]).isCloseTo(Math.exp(-1 / t), within(1e-12));
        assertThat(w[3]).isCloseTo(Math.exp(-2 / t), within(1e-12));
    }

    @Test
    void theTemperatureFallsAndTheDepthGrowsWithTheLevel() {
        assertThat(LevelPlayer.temperature(1)).isEqualTo(3.0);
        for (int level = 2; level <= LevelPlayer.MAX_ERRING; level++) {
            assertThat(LevelPlayer.temperature(level)).isLessThan(LevelPlayer.temperature(level - 1));
            assertThat(LevelPlayer.DEPTHS[level - 1]).isGreaterThanOrEqualTo(LevelPlayer.DEPTHS[level - 2]);
        }
        assertThat(LevelPlayer.DEPTHS).hasSize(LevelPlayer.MAX_ERRING);
    }

    @Test
    void levelsAreNamedInSpecsOfSearchesThatStopAtAHorizon() {
        assertThat(Players.parse("pvs:level=3", GAME, 1)).isInstanceOf(LevelPlayer.class);
        assertThat(Players.parse("alphabeta:level=9", GAME, 1).spec()).isEqualTo("alphabeta:level=9");
        assertThat(Players.parse("pvs:level=10", GAME, 1)).isInstanceOf(SearchPlayer.class);
        assertThatThrownBy(() -> Players.parse("pvs:level=0", GAME, 1))
                .hasMessage("bad level '0' in 'pvs:level=0': expected 1 (a beginner) to 10 (the full engine)");
        assertThatThrownBy(() -> Players.parse("pvs:level=3,time=2s", GAME, 1))
                .hasMessage("'pvs:level=3,time=2s': a level sets the depth and the time; give level or time, not both");
        assertThatThrownBy(() -> Players.parse("proof:level=3", GAME, 1))
                .hasMessage("'proof:level=3': level is for the searches that stop at a horizon, which proof is not");
    }

    @Test
    void aPlayerOfALevelPlaysTheSameGamesFromTheSameSeed() {
        MatchResult first = new Match(GAME, GAME.parse("21"), "pvs:level=2", "random", 2, 5).play(20, f -> { });
        MatchResult again = new Match(GAME, GAME.parse("21"), "pvs:level=2", "random", 2, 5).play(20, f -> { });
        assertThat(again).isEqualTo(first);
    }

    /** Take-away from 21 is won by whoever leaves a multiple of 4: level 9 finds it from every opening, level 1 often does not. */
    @Test
    void theHighestErringLevelBeatsTheLowest() {
        MatchResult r = new Match(GAME, GAME.parse("21"), "pvs:level=9", "pvs:level=1", 2, 7).play(40, f -> { });
        assertThat(r.aWins()).isGreaterThan(r.bWins());
    }
}
