package org.zermelo.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Position;

/** The network with a hidden layer: backpropagation against finite differences, and its outputs' arithmetic. */
class NetworkTest {

    /** Five inputs, four turned on (one of them twice), whatever the position. */
    private static final class FixedInputs implements Encoding {
        @Override
        public String name() {
            return "fixed";
        }

        @Override
        public int size() {
            return 5;
        }

        @Override
        public int maxActive() {
            return 4;
        }

        @Override
        public int encode(Position position, int[] index, double[] value) {
            int[] i = {0, 2, 4, 2};
            double[] v = {0.5, 1, -0.7, 0.3};
            System.arraycopy(i, 0, index, 0, 4);
            System.arraycopy(v, 0, value, 0, 4);
            return 4;
        }

        @Override
        public Encoding copy() {
            return this;
        }
    }

    private static double error(Network network, double[] target) {
        double[] out = new double[network.outputs()];
        network.outputs(null, out);
        double e = 0;
        for (int k = 0; k < out.length; k++) {
            e += 0.5 * (target[k] - out[k]) * (target[k] - out[k]);
        }
        return e;
    }

    /** A step of rate r moves every weight by -r times the derivative of the squared error, as finite differences measure it. */
    @Test
    void backpropagationFollowsTheGradientOfTheSquaredError() {
        SplittableRandom random = new SplittableRandom(7);
        double[] weights = new double[Network.layeredSize(new FixedInputs(), 3, 2)];
        for (int i = 0; i < weights.length; i++) {
            weights[i] = random.nextDouble(-1, 1);
        }
        Network network = Network.layered(new FixedInputs(), 3, 2, weights);
        assertThat(network.outputs()).isEqualTo(4);
        assertThat(weights).hasSize(6 * 3 + 4 * 4);
        double[] target = {1, 0.25, 0, 0.6};
        double rate = 1e-3;
        Network stepped = network.frozen();
        stepped.learn(null, target, rate);
        double h = 1e-6;
        for (int i = 0; i < weights.length; i++) {
            Network probe = network.frozen();
            probe.weights()[i] += h;
            double up = error(probe, target);
            probe.weights()[i] -= 2 * h;
            double down = error(probe, target);
            double gradient = (up - down) / (2 * h);
            double step = (stepped.weights()[i] - weights[i]) / rate;
            assertThat(step).as("weight " + i).isCloseTo(-gradient, within(1e-7));
        }
        // Some weights moved, none of the inputs left off (1 and 3).
        assertThat(stepped.weights()[1 * 3]).isEqualTo(weights[1 * 3]);
        assertThat(error(stepped, target)).isLessThan(error(network, target));
    }

    @Test
    void theValueIsTheExpectedGameValueAndTurningSwapsWinsAndLosses() {
        Network network = Network.layered(new FixedInputs(), 2, 3, new SplittableRandom(1));
        double[] chances = {0.6, 0.2, 0.05, 0.4, 0.1, 0.01}; // wins by 1+, 2+, 3+, then losses
        assertThat(network.scalar(chances)).isCloseTo((0.6 + 0.2 + 0.05 - 0.4 - 0.1 - 0.01) / 3, within(1e-12));
        network.turn(chances);
        assertThat(chances).containsExactly(0.4, 0.1, 0.01, 0.6, 0.2, 0.05);
        double[] result = new double[6];
        network.result(-2, result); // a gammon lost
        assertThat(result).containsExactly(0, 0, 0, 1, 1, 0);
        assertThat(network.scalar(result)).isCloseTo(-2 / 3.0, within(1e-12));
        network.result(3, result);
        assertThat(network.scalar(result)).isEqualTo(1);
        assertThatThrownBy(() -> network.learn(null, 1.0, 0.1)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> Network.layered(new FixedInputs(), 2, 3, new double[5]))
                .hasMessageContaining("fixed with 2 hidden units has 30 weights, not 5");
    }
}
