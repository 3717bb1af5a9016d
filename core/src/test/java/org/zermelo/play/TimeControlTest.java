package org.zermelo.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The clocks of a match: how they are written, and the share of a clock a move gets. */
class TimeControlTest {

    @Test
    void aTimeControlIsWrittenInSecondsBasePlusIncrement() {
        assertThat(TimeControl.parse("10+0.1")).isEqualTo(new TimeControl(10_000, 100));
        assertThat(TimeControl.parse(" 60 ")).isEqualTo(new TimeControl(60_000, 0));
        assertThat(TimeControl.parse("0.5+0.025").toString()).isEqualTo("0.5+0.025");
        for (String bad : new String[] {"", "10+", "+1", "-1+0", "1e3", "10 + 1", "0", "86401", "1+0.0001"}) {
            assertThatThrownBy(() -> TimeControl.parse(bad)).as(bad).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("a time control is ");
        }
    }

    @Test
    void aMoveGetsATwentyFifthOfTheTimeLeftAndMostOfTheIncrement() {
        assertThat(TimeControl.budget(60_000, 0)).isEqualTo(60_000 / 25 - TimeControl.MARGIN_MILLIS);
        assertThat(TimeControl.budget(60_000, 1_000)).isEqualTo(60_000 / 25 + 750 - TimeControl.MARGIN_MILLIS);
    }

    @Test
    void neverMoreThanHalfTheTimeLeftNorLessThanAMillisecond() {
        assertThat(TimeControl.budget(1_000, 10_000)).isEqualTo(500 - TimeControl.MARGIN_MILLIS);
        assertThat(TimeControl.budget(5, 0)).isEqualTo(1);
        assertThat(TimeControl.budget(0, 0)).isEqualTo(1);
    }
}
