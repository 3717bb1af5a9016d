package org.zermelo.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Outcome;

/** The Elo statistics of a match on tallies whose answers follow by hand from the formulas. */
class MatchResultTest {

    private static final Offset<Double> CLOSE = within(1e-9);

    @Test
    void anEvenScoreIsNoDifference() {
        assertThat(MatchResult.elo(0.5)).isZero();
        assertThat(new MatchResult(3, 3, 0, 3).eloDiff()).isZero();
        assertThat(new MatchResult(0, 0, 8, 0).eloDiff()).isZero();
    }

    @Test
    void threeQuartersOfThePointsIs400TimesLog10Of3() {
        // p / (1 - p) = 3: 400 log10(3) = 190.848...
        assertThat(new MatchResult(3, 1, 0, 2).eloDiff()).isCloseTo(190.85, within(0.005));
        assertThat(new MatchResult(1, 0, 1, 0).eloDiff()).isCloseTo(400 * Math.log10(3), CLOSE);
        // p = 10/11: odds of 10 to 1, exactly 400 points.
        assertThat(new MatchResult(10, 1, 0, 5).eloDiff()).isCloseTo(400, CLOSE);
    }

    @Test
    void swappingThePlayersNegatesTheDifferenceAndKeepsTheError() {
        for (int[] t : new int[][] {{3, 1, 0}, {50, 0, 50}, {7, 2, 11}, {12, 30, 5}}) {
            MatchResult ab = new MatchResult(t[0], t[1], t[2], 0);
            MatchResult ba = new MatchResult(t[1], t[0], t[2], 0);
            assertThat(ba.eloDiff()).isCloseTo(-ab.eloDiff(), CLOSE);
            assertThat(ba.eloError()).isCloseTo(ab.eloError(), CLOSE);
            assertThat(ba.eloLow()).isCloseTo(-ab.eloHigh(), CLOSE);
        }
    }

    @Test
    void theDeviationIsThatOfTheGameScores() {
        assertThat(new MatchResult(1, 1, 0, 0).deviation()).isCloseTo(0.5, CLOSE); // scores 1 and 0 around 1/2
        assertThat(new MatchResult(50, 0, 50, 0).deviation()).isCloseTo(0.25, CLOSE); // 1 and 1/2 around 3/4
        assertThat(new MatchResult(0, 0, 6, 0).deviation()).isZero();
    }

    @Test
    void theIntervalMapsTheScoresIntervalThroughTheFormula() {
        // 50 wins, 50 draws: p = 0.75, sigma = 0.25, n = 100, so p +- 1.96 * 0.25 / 10 = [0.701, 0.799].
        MatchResult r = new MatchResult(50, 0, 50, 0);
        double low = 400 * Math.log10(701.0 / 299);
        double high = 400 * Math.log10(799.0 / 201);
        assertThat(r.eloLow()).isCloseTo(low, within(1e-6));
        assertThat(r.eloHigh()).isCloseTo(high, within(1e-6));
        assertThat(r.eloError()).isCloseTo((high - low) / 2, within(1e-6));
        assertThat(r.eloLow()).isLessThan(r.eloDiff());
        assertThat(r.eloHigh()).isGreaterThan(r.eloDiff());
    }

    @Test
    void allDrawsHaveNoSpread() {
        MatchResult r = new MatchResult(0, 0, 10, 0);
        assertThat(r.eloError()).isZero();
        assertThat(r.score()).isEqualTo(0.5);
    }

    @Test
    void aSweepIsUnbounded() {
        MatchResult won = new MatchResult(5, 0, 0, 3);
        assertThat(won.eloDiff()).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(won.eloError()).isEqualTo(Double.POSITIVE_INFINITY);
        MatchResult lost = new MatchResult(0, 5, 0, 2);
        assertThat(lost.eloDiff()).isEqualTo(Double.NEGATIVE_INFINITY);
        assertThat(lost.eloError()).isEqualTo(Double.POSITIVE_INFINITY);
    }

    @Test
    void tooFewGamesLeaveAnEndOfTheIntervalUnbounded() {
        // 9 wins, 1 loss: p = 0.9, sigma = 0.3, and 0.9 + 1.96 * 0.3 / sqrt(10) > 1.
        MatchResult r = new MatchResult(9, 1, 0, 5);
        assertThat(r.eloDiff()).isCloseTo(400 * Math.log10(9), CLOSE);
        assertThat(r.eloLow()).isFinite();
        assertThat(r.eloHigh()).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(r.eloError()).isEqualTo(Double.POSITIVE_INFINITY);
    }

    @Test
    void eachGameCountsForAOrBAndForItsColour() {
        MatchResult r = MatchResult.EMPTY.add(Outcome.WIN, true).add(Outcome.WIN, false).add(Outcome.LOSS, true)
                .add(Outcome.DRAW, false).add(Outcome.LOSS, false);
        assertThat(r).isEqualTo(new MatchResult(2, 2, 1, 2));
        assertThat(r.games()).isEqualTo(5);
        assertThat(r.secondPlayerWins()).isEqualTo(2);
        assertThat(r.score()).isEqualTo(0.5);
    }

    @Test
    void anImpossibleTallyIsRefused() {
        assertThatThrownBy(() -> new MatchResult(1, 1, -1, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MatchResult(1, 1, 0, 3)).isInstanceOf(IllegalArgumentException.class);
    }
}
