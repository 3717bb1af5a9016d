package org.zermelo.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The notation: the columns played, read strictly and written back. */
class Connect4NotationTest {

    @Test
    void positionsReadAsTheyAreWritten() {
        assertThat(Connect4.parse("").toString()).isEmpty();
        assertThat(Connect4.parse("  4453 ").toString()).isEqualTo("4453");
        Connect4 p = Connect4.parse("4453");
        assertThat(p.sideToMove()).isZero();
        assertThat(Connect4.parse("445").sideToMove()).isEqualTo(1);
        assertThat(p.diagram()).isEqualTo(String.join("\n",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . O . . .",
                ". . O X X . .",
                "1 2 3 4 5 6 7"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "4458    | '8' at place 4 is not a column",
        "0       | '0' at place 1 is not a column",
        "44 53   | ' ' at place 3 is not a column",
        "4a      | 'a' at place 2 is not a column",
        "4444444 | column 4 is full at move 7",
        "12121213 | the game is over after move 7 (four in a row): the move 3 at place 8 cannot follow",
    })
    void badPositionsAreRefusedWithAMessageSayingWhy(String text, String why) {
        assertThatThrownBy(() -> Connect4.parse(text))
                .as(text)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(why)
                .hasMessageNotContaining("\n");
    }

    @Test
    void aMoveAfterAFullBoardIsRefused() {
        String full = RandomEndgames.drawnGame(1);
        assertThatThrownBy(() -> Connect4.parse(full + "1")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("the game is over after move 42 (the board is full)");
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "8", "", "a", "-1", "44", "1 2"})
    void parseMoveRefusesWhatIsNotAColumn(String text) {
        assertThatThrownBy(() -> new Connect4().parseMove(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("1 to 7");
    }

    @Test
    void parseMoveRefusesAFullColumnAndAFinishedGame() {
        assertThatThrownBy(() -> Connect4.parse("444444").parseMove("4")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("column 4 is full");
        assertThatThrownBy(() -> Connect4.parse("1212121").parseMove("3")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("the game is over after move 7");
    }

    @Test
    void movesAreColumnsOneToSeven() {
        Connect4 p = new Connect4();
        for (int col = 1; col <= 7; col++) {
            int move = p.parseMove(" " + col + " ");
            assertThat(p.formatMove(move)).isEqualTo(Integer.toString(col));
        }
        p.play(p.parseMove("4"));
        p.play(p.parseMove("4"));
        assertThat(p.toString()).isEqualTo("44");
    }
}
