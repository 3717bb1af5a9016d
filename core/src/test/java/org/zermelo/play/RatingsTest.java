package org.zermelo.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Ratings fitted over all the games, checked against what the model gives in closed form. */
class RatingsTest {

    private static final double K = Math.log(10) / 400;

    @Test
    void twoPlayersGetTheEloOfTheirScoreWithOneVirtualDraw() {
        // 3 points of 4, and the virtual draw: 3.5 of 5, an expected score of 0.7
        Ratings r = Ratings.fit(new double[][] {{0, 3}, {1, 0}}, new int[][] {{0, 4}, {4, 0}});
        double diff = 400 * Math.log10(0.7 / 0.3);
        assertThat(r.elo(0)).isCloseTo(diff / 2, within(1e-6));
        assertThat(r.elo(1)).isCloseTo(-diff / 2, within(1e-6));
        assertThat(Ratings.expected(r.elo(0), r.elo(1))).isCloseTo(0.7, within(1e-9));
        // the difference's variance is 1 / (K^2 n p (1 - p)) over the 5 games; each rating is half of it from the mean
        double se = 1 / Math.sqrt(K * K * 5 * 0.7 * 0.3);
        assertThat(r.error(0)).isCloseTo(1.96 * se / 2, within(1e-6));
        assertThat(r.error(1)).isCloseTo(r.error(0), within(1e-9));
    }

    @Test
    void evenResultsGiveEqualRatingsAndACleanSweepStaysFinite() {
        Ratings even = Ratings.fit(new double[][] {{0, 5}, {5, 0}}, new int[][] {{0, 10}, {10, 0}});
        assertThat(even.elo(0)).isCloseTo(0, within(1e-9));
        Ratings sweep = Ratings.fit(new double[][] {{0, 10}, {0, 0}}, new int[][] {{0, 10}, {10, 0}});
        assertThat(sweep.elo(0)).isCloseTo(200 * Math.log10(10.5 / 0.5), within(1e-6));
        assertThat(sweep.error(0)).isFinite();
    }

    @Test
    void playersWhoNeverMetArePlacedThroughTheirCommonOpponent() {
        // A scores 3.5 of 5 (with the draw) against B, B the same against C; A and C never met
        double[][] points = {{0, 3, 0}, {1, 0, 3}, {0, 1, 0}};
        int[][] games = {{0, 4, 0}, {4, 0, 4}, {0, 4, 0}};
        Ratings r = Ratings.fit(points, games);
        double diff = 400 * Math.log10(0.7 / 0.3);
        assertThat(r.elo(0) - r.elo(1)).isCloseTo(diff, within(1e-6));
        assertThat(r.elo(1) - r.elo(2)).isCloseTo(diff, within(1e-6));
        assertThat(r.elo(0) + r.elo(1) + r.elo(2)).isCloseTo(0, within(1e-9));
        // A's rating is less certain than B's, who played twice as many games
        assertThat(r.error(0)).isGreaterThan(r.error(1));
    }

    @Test
    void tablesThatDoNotAddUpAreRefused() {
        assertThatThrownBy(() -> Ratings.fit(new double[][] {{0, 3}, {3, 0}}, new int[][] {{0, 4}, {4, 0}}))
                .hasMessage("players 0 and 1: the points do not add up to the games");
    }
}
