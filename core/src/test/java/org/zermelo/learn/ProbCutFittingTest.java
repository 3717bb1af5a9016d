package org.zermelo.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zermelo.game.ProbCutModel;

/** The least-squares line of ProbCut's fits, against points whose line and error are known. */
class ProbCutFittingTest {

    private static double[] sums(double[] x, double[] y) {
        double[] s = new double[6];
        for (int i = 0; i < x.length; i++) {
            s[0] += x[i];
            s[1] += y[i];
            s[2] += x[i] * x[i];
            s[3] += x[i] * y[i];
            s[4] += y[i] * y[i];
            s[5]++;
        }
        return s;
    }

    /** Points on y = 2x + 3: that line, no error. */
    @Test
    void pointsOnALineGiveThatLine() {
        double[] x = new double[40];
        double[] y = new double[40];
        for (int i = 0; i < x.length; i++) {
            x[i] = i * 7 - 100;
            y[i] = 2 * x[i] + 3;
        }
        ProbCutModel.Fit fit = ProbCutFitting.line(8, 4, sums(x, y));
        assertThat(fit.slope()).isCloseTo(2, within(1e-9));
        assertThat(fit.intercept()).isCloseTo(3, within(1e-6));
        assertThat(fit.sigma()).isCloseTo(0, within(1e-3));
        assertThat(fit.positions()).isEqualTo(40);
    }

    /**
     * Two points either side of each point of y = x (errors of +-5, so sigma is 5 times
     * sqrt(n / (n - 2))); too few points, or y falling with x, give no fit.
     */
    @Test
    void theErrorIsTheResidualsStandardDeviation() {
        int n = 200;
        double[] x = new double[n];
        double[] y = new double[n];
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < n; i += 2) {
            double v = random.nextInt(-1000, 1000);
            x[i] = v;
            y[i] = v + 5;
            x[i + 1] = v;
            y[i + 1] = v - 5;
        }
        ProbCutModel.Fit fit = ProbCutFitting.line(6, 2, sums(x, y));
        assertThat(fit.slope()).isCloseTo(1, within(1e-9));
        assertThat(fit.intercept()).isCloseTo(0, within(1e-6));
        assertThat(fit.sigma()).isCloseTo(5 * Math.sqrt(n / (n - 2.0)), within(1e-6));
        double[] few = sums(new double[] {1, 2, 3}, new double[] {1, 2, 3});
        assertThat(ProbCutFitting.line(6, 2, few)).isNull();
        double[] falling = sums(x, java.util.Arrays.stream(x).map(v -> -v).toArray());
        assertThat(ProbCutFitting.line(6, 2, falling)).isNull();
    }
}
