package org.zermelo.games.learn;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.zermelo.game.Features;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.learn.Network;
import org.zermelo.learn.SearchGradient;
import org.zermelo.learn.WeightsFile;

/** Samuel's generalization learning on checkers: his protocol (Alpha against a frozen Beta) and his powers of two. */
class SamuelGeneralizationTest {

    private static final Game CHECKERS = Games.byName("checkers");

    private static Network handSet() {
        Features start = (Features) CHECKERS.start();
        return new Network(WeightsFile.encoding(CHECKERS, "features:samuel"), start.handSetWeights().clone());
    }

    private static SearchGradient.Settings settings(long games, long seed, int matchGames, boolean powersOfTwo) {
        return new SearchGradient.Settings(games, 0.3, 0.1, 2, 0.1, seed, matchGames, powersOfTwo);
    }

    @Test
    void samuelsCoefficientsAreZeroOrSignedPowersOfTwoUpTo2To10() {
        double q = SearchGradient.QUANTUM;
        assertThat(q).isEqualTo(1.0 / 1024);
        assertThat(SearchGradient.powerOfTwo(0.25)).isEqualTo(256 * q);
        assertThat(SearchGradient.powerOfTwo(0.3)).isEqualTo(256 * q);
        assertThat(SearchGradient.powerOfTwo(0.4)).isEqualTo(512 * q);
        assertThat(SearchGradient.powerOfTwo(-7.0)).isEqualTo(-1024 * q);
        assertThat(SearchGradient.powerOfTwo(1.1 * q)).isEqualTo(q);
        assertThat(SearchGradient.powerOfTwo(-0.6 * q)).isZero();
        assertThat(SearchGradient.powerOfTwo(0)).isZero();

        Network network = handSet();
        SearchGradient.learn(network, CHECKERS.start(), settings(6, 1, 2, true), n -> { }, () -> false);
        for (double w : network.weightsCopy()) {
            double units = Math.abs(w) / q;
            assertThat(units == 0 || units >= 1 && units <= 1024 && Integer.bitCount((int) units) == 1 && units == (int) units)
                    .as("weight %s", w).isTrue();
        }
    }

    @Test
    void betaTakesAlphasWeightsOnlyWhenAlphaWinsAMatch() {
        // Matches of 2 games: a seeded run is replayed exactly, and a run whose matches never end keeps Beta as it was.
        Network a = handSet();
        SearchGradient g = new SearchGradient(a, CHECKERS.start(), settings(8, 3, 2, false));
        g.learn(8, n -> { }, () -> false);
        Network b = handSet();
        SearchGradient h = new SearchGradient(b, CHECKERS.start(), settings(8, 3, 2, false));
        h.learn(8, n -> { }, () -> false);
        assertThat(b.weightsCopy()).containsExactly(a.weightsCopy());
        assertThat(h.betaUpdates()).isEqualTo(g.betaUpdates()).isBetween(0, 4);

        Network c = handSet();
        SearchGradient never = new SearchGradient(c, CHECKERS.start(), settings(3, 3, 4, false));
        never.learn(3, n -> { }, () -> false);
        assertThat(never.betaUpdates()).isZero();
        assertThat(c.weightsCopy()).isNotEqualTo(handSet().weightsCopy());
    }
}
