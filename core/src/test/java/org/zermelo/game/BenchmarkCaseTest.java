package org.zermelo.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.zermelo.example.TakeAwayGame;

/** The default line format of benchmark files, POSITION VALUE, on the tutorial's take-away. */
class BenchmarkCaseTest {

    private final Game game = new TakeAwayGame();

    @Test
    void theLastWordIsTheValueAndTheRestThePosition() {
        BenchmarkCase c = game.benchmarkCase("  21 \t -1  ");
        assertThat(c.position().toString()).isEqualTo("21");
        assertThat(c.expected()).isEqualTo(-1);
        assertThat(game.benchmarkCase("8 +1").expected()).isEqualTo(1);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "21          | expected a position and its value separated by a space, not '21'",
        "\"\"        | expected a position and its value separated by a space, not ''",
        "21 x        | 'x' is not a value",
        "21 1.5      | '1.5' is not a value",
        "21 99999999999 | '99999999999' is not a value",
    })
    void aMalformedLineIsRefusedWithAMessage(String line, String why) {
        assertThatThrownBy(() -> game.benchmarkCase(line)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining(why);
    }

    @Test
    void aBadPositionIsRefusedByTheGamesParser() {
        assertThatThrownBy(() -> game.benchmarkCase("lots 1")).isInstanceOf(IllegalArgumentException.class);
    }
}
