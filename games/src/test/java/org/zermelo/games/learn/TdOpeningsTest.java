package org.zermelo.games.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.learn.Network;
import org.zermelo.learn.TdLearning;
import org.zermelo.learn.WeightsFile;

/**
 * Self-play games that begin with random plies: each game's opening is undone after it, so that
 * the next one starts from the start again, and a seeded run is replayed exactly.
 */
class TdOpeningsTest {

    private static final Game CONNECT4 = Games.byName("connect4");

    private static TdLearning.Settings settings(int openingPlies, long seed) {
        return new TdLearning.Settings(1000, 0.3, 0.3, 0.5, 0.1, 0.1, openingPlies, false, seed, 1);
    }

    @Test
    void everyGameStartsAgainFromTheStart() {
        // Were an opening of up to 12 plies left on the board, the board would be full within a
        // few games, the games would end at once and learning would stop.
        Network network = new Network(WeightsFile.encoding(CONNECT4, "walk10x4"));
        TdLearning learning = new TdLearning(network, CONNECT4.start(), settings(12, 3));
        double[] before = network.weightsCopy();
        assertThat(learning.learn(400, n -> { }, () -> false)).isEqualTo(400);
        double[] after400 = network.weightsCopy();
        assertThat(learning.learn(400, n -> { }, () -> false)).isEqualTo(400);
        assertThat(after400).isNotEqualTo(before);
        assertThat(network.weightsCopy()).isNotEqualTo(after400);
    }

    @Test
    void aSeededRunIsReplayedAndOpeningsChangeItsGames() {
        Network plain = new Network(WeightsFile.encoding(CONNECT4, "walk10x4"));
        Network again = new Network(WeightsFile.encoding(CONNECT4, "walk10x4"));
        Network opened = new Network(WeightsFile.encoding(CONNECT4, "walk10x4"));
        TdLearning.learn(plain, CONNECT4.start(), settings(0, 7), n -> { }, () -> false);
        TdLearning.learn(again, CONNECT4.start(), settings(0, 7), n -> { }, () -> false);
        TdLearning.learn(opened, CONNECT4.start(), settings(2, 7), n -> { }, () -> false);
        assertThat(again.weightsCopy()).containsExactly(plain.weightsCopy());
        assertThat(opened.weightsCopy()).isNotEqualTo(plain.weightsCopy());
    }

    @Test
    void aNegativeOpeningIsRefused() {
        assertThatThrownBy(() -> settings(-1, 1)).isInstanceOf(IllegalArgumentException.class);
    }
}
