package org.zermelo.game;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The one score scale: WIN minus plies, game values and distances read back exactly. */
class ScoresTest {

    @Test
    void terminalScoresGiveBackTheGameValueAndTheDistance() {
        for (int value = -5; value <= 5; value++) {
            for (int ply = 0; ply <= 100; ply++) {
                int score = Scores.terminal(value, ply);
                String what = "value " + value + " at ply " + ply + ", score " + score;
                assertThat(Scores.gameValue(score)).as(what).isEqualTo(value);
                assertThat(Scores.isDecided(score)).as(what).isEqualTo(value != 0);
                assertThat(Integer.signum(score)).as(what).isEqualTo(Integer.signum(value));
                if (value != 0) {
                    assertThat(Scores.distance(score)).as(what).isEqualTo(ply);
                    assertThat(score).as(what).isGreaterThanOrEqualTo(Scores.lowest(value));
                    assertThat(Math.abs(score)).as(what).isGreaterThan(Scores.EVAL_LIMIT);
                } else {
                    assertThat(score).as(what).isZero();
                }
            }
        }
    }

    @Test
    void aFasterWinAndASlowerLossScoreHigher() {
        for (int ply = 0; ply < 100; ply++) {
            assertThat(Scores.terminal(1, ply)).isGreaterThan(Scores.terminal(1, ply + 1));
            assertThat(Scores.terminal(-1, ply)).isLessThan(Scores.terminal(-1, ply + 1));
            // A larger game value outranks any distance.
            assertThat(Scores.terminal(2, Scores.MAX_PLY - 1)).isGreaterThan(Scores.terminal(1, ply));
            assertThat(Scores.terminal(-1, ply)).isGreaterThan(Scores.terminal(-2, Scores.MAX_PLY - 1));
            // Any win outranks any evaluation, any loss is below every evaluation.
            assertThat(Scores.terminal(1, Scores.MAX_PLY - 1)).isGreaterThan(Scores.EVAL_LIMIT);
            assertThat(Scores.terminal(-1, Scores.MAX_PLY - 1)).isLessThan(-Scores.EVAL_LIMIT);
        }
    }

    @Test
    void evaluationsAreNotDecided() {
        for (int score : new int[] {0, 1, -1, 1000, -1000, Scores.EVAL_LIMIT - 1, -(Scores.EVAL_LIMIT - 1)}) {
            assertThat(Scores.isDecided(score)).as("%d", score).isFalse();
            assertThat(Scores.gameValue(score)).as("%d", score).isZero();
        }
        assertThat(Scores.isDecided(Scores.INFINITY)).isFalse();
        assertThat(Scores.isDecided(-Scores.INFINITY)).isFalse();
    }

    @Test
    void theExtremeGameValuesFitTheScale() {
        int max = Scores.MAX_GAME_VALUE;
        assertThat(Scores.gameValue(Scores.terminal(max, Scores.MAX_PLY - 1))).isEqualTo(max);
        assertThat(Scores.gameValue(Scores.terminal(-max, Scores.MAX_PLY - 1))).isEqualTo(-max);
        assertThat(Scores.distance(Scores.terminal(-max, Scores.MAX_PLY - 1))).isEqualTo(Scores.MAX_PLY - 1);
        assertThat((long) max * Scores.UNIT + Scores.MAX_PLY).isLessThan(Scores.INFINITY);
    }

    @ParameterizedTest
    @CsvSource({"1, win", "7, win", "0, draw", "-1, loss", "-2000, loss"})
    void outcomeOfAGameValue(int value, String outcome) {
        assertThat(Outcome.of(value).toString()).isEqualTo(outcome);
    }

    @Test
    void outcomeOfTheSignOnly() {
        assertThat(Outcome.of(1)).isEqualTo(Outcome.WIN);
        assertThat(Outcome.of(Integer.MAX_VALUE)).isEqualTo(Outcome.WIN);
        assertThat(Outcome.of(0)).isEqualTo(Outcome.DRAW);
        assertThat(Outcome.of(-1)).isEqualTo(Outcome.LOSS);
        assertThat(Outcome.of(Integer.MIN_VALUE)).isEqualTo(Outcome.LOSS);
    }

    @Test
    void scoresDescribeThemselvesForPeople() {
        assertThat(Scores.describe(Scores.terminal(1, 5))).isEqualTo("win in 5 plies");
        assertThat(Scores.describe(Scores.terminal(1, 1))).isEqualTo("win in 1 ply");
        assertThat(Scores.describe(Scores.terminal(-4, 12))).isEqualTo("loss (value -4) in 12 plies");
        assertThat(Scores.describe(Scores.terminal(3, 2))).isEqualTo("win (value +3) in 2 plies");
        assertThat(Scores.describe(3)).isEqualTo("+3");
        assertThat(Scores.describe(-3)).isEqualTo("-3");
        assertThat(Scores.describe(0)).isEqualTo("0");
        assertThat(Scores.describe(Scores.INFINITY)).isEqualTo("+inf");
        assertThat(Scores.describe(-Scores.INFINITY)).isEqualTo("-inf");
        // An endgame database's win or loss that a draw rule may still stop: its distance said, not a bare number.
        assertThat(Scores.describe(-(Tablebase.NEAR_WIN - 88))).isEqualTo("near loss (-516008): an endgame database's loss 88 plies "
                + "from where it was found, which a draw rule may stop");
        assertThat(Scores.describe(Tablebase.NEAR_WIN - 1)).startsWith("near win (516095): an endgame database's win 1 ply from");
        assertThat(Scores.describe(Tablebase.NEAR_WIN - Scores.MAX_PLY)).isEqualTo("+" + (Tablebase.NEAR_WIN - Scores.MAX_PLY));
    }
}
