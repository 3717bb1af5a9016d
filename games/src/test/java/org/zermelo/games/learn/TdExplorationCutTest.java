package org.zermelo.games.learn;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.learn.Network;
import org.zermelo.learn.TdLearning;
import org.zermelo.learn.WeightsFile;

/**
 * The lambda-return cut at exploratory moves: a position whose move was random is not learned
 * from, and a run without random moves is the same with or without the cut.
 */
class TdExplorationCutTest {

    private static final Game CONNECT4 = Games.byName("connect4");

    private static double[] learned(double epsilon, boolean cut) {
        Network network = new Network(WeightsFile.encoding(CONNECT4, "walk10x4"));
        TdLearning.Settings settings = new TdLearning.Settings(300, 0.3, 0.3, 0.5, epsilon, epsilon, 0, cut, 5, 1);
        assertThat(TdLearning.learn(network, CONNECT4.start(), settings, n -> { }, () -> false)).isEqualTo(300);
        return network.weightsCopy();
    }

    @Test
    void onlyRandomMovesTeachNothingWhenCut() {
        double[] zero = new Network(WeightsFile.encoding(CONNECT4, "walk10x4")).weightsCopy();
        assertThat(learned(1, true)).containsExactly(zero);
        assertThat(learned(1, false)).isNotEqualTo(zero);
    }

    @Test
    void withoutRandomMovesTheCutChangesNothing() {
        assertThat(learned(0, true)).containsExactly(learned(0, false));
    }

    @Test
    void someRandomMovesAreCut() {
        assertThat(learned(0.1, true)).isNotEqualTo(learned(0.1, false));
    }
}
