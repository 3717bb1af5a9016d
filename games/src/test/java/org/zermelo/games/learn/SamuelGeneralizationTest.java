package org.zermelo.games.learn;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.zermelo.game.Features;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.learn.Network;
import org.zermelo.learn.SearchGradient;
import org.zermelo.learn.WeightsFile;

/** Samuel's generalization learning on checkers: his protocol (Alpha against a frozen Beta), his powers of two and his pool of terms. */
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

    @Test
    void thePoolLearnsOnlyTheTermsInUseAndTheOthersWeighZero() {
        // 16 of the 38 terms in use, a term out after being the smallest 2 times: the swaps are
        // made after games, from the weights alone, so a seeded run is replayed exactly.
        SearchGradient.Settings pooled = new SearchGradient.Settings(12, 0.3, 0.1, 2, 0.1, 5, 2, false, 16, 2);
        Network a = handSet();
        SearchGradient g = new SearchGradient(a, CHECKERS.start(), pooled);
        java.util.List<String> swaps = new java.util.ArrayList<>();
        g.onSwap((swap, games) -> swaps.add(games + ": " + swap.out() + " for " + swap.in()));
        g.learn(12, n -> { }, () -> false);
        assertThat(g.pool().swaps()).isEqualTo(swaps.size()).isBetween(2, 6);
        String[] names = ((org.zermelo.learn.FeatureEncoding) a.encoding()).featureNames();
        java.util.List<String> inUse = g.pool().namesInUse();
        assertThat(inUse).hasSize(16);
        assertThat(g.pool().namesInReserve()).hasSize(22);
        double[] w = a.weightsCopy();
        for (int i = 0; i < names.length; i++) {
            if (!inUse.contains(names[i])) {
                assertThat(w[i]).as(names[i]).isZero();
            }
        }
        Network b = handSet();
        SearchGradient h = new SearchGradient(b, CHECKERS.start(), pooled);
        java.util.List<String> again = new java.util.ArrayList<>();
        h.onSwap((swap, games) -> again.add(games + ": " + swap.out() + " for " + swap.in()));
        h.learn(12, n -> { }, () -> false);
        assertThat(again).isEqualTo(swaps);
        assertThat(b.weightsCopy()).containsExactly(w);

        // With every term in use (0), the same run moves terms beyond the first 16 too.
        Network all = handSet();
        new SearchGradient(all, CHECKERS.start(), new SearchGradient.Settings(12, 0.3, 0.1, 2, 0.1, 5, 2, false)).learn(12, n -> { },
                () -> false);
        long moved = java.util.stream.IntStream.range(16, names.length).filter(i -> all.weightsCopy()[i] != 0).count();
        assertThat(moved).isGreaterThan(10);
    }
}
