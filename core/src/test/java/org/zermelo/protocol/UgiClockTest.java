package org.zermelo.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The share of a clock a UGI move gets. */
class UgiClockTest {

    @Test
    void aMoveGetsATwentyFifthOfTheTimeLeftAndMostOfTheIncrement() {
        assertThat(Ugi.budget(60_000, 0)).isEqualTo(60_000 / 25 - Ugi.MARGIN_MILLIS);
        assertThat(Ugi.budget(60_000, 1_000)).isEqualTo(60_000 / 25 + 750 - Ugi.MARGIN_MILLIS);
    }

    @Test
    void neverMoreThanHalfTheTimeLeftNorLessThanAMillisecond() {
        assertThat(Ugi.budget(1_000, 10_000)).isEqualTo(500 - Ugi.MARGIN_MILLIS);
        assertThat(Ugi.budget(5, 0)).isEqualTo(1);
        assertThat(Ugi.budget(0, 0)).isEqualTo(1);
    }
}
