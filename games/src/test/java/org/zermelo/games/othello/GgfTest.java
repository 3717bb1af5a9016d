package org.zermelo.games.othello;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** GGF games, as the NBoard protocol sends them with "set game". */
class GgfTest {

    private static final String START_BOARD = "BO[8 ---------------------------O*------*O--------------------------- *]";

    @Test
    void aGameFromNBoardReadsAsItsMovesFromTheStart() {
        String ggf = "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[15:00]TY[8]" + START_BOARD
                + "B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)";
        Othello p = Ggf.parse(ggf);
        Othello expected = Othello.parse("f5f6d3c5e6f7e7f4");
        assertThat(p.toString()).isEqualTo(expected.toString());
        assertThat(p.hash()).isEqualTo(expected.hash());
        assertThat(p.movesPlayed()).isEqualTo(8);
        for (int i = 0; i < 8; i++) {
            p.undo();
        }
        assertThat(p.toString()).isEqualTo(new Othello().toString());
    }

    @Test
    void movesMayCarryEvaluationsAndTimesAndPassesMayBeWrittenOrNot() {
        String board = "BO[8 *O-------------------------**------**--------------------------- O]"; // black holds the centre, as in every real game
        Othello written = Ggf.parse("(;GM[Othello]" + board + "W[PA]B[C1//0.1];)");
        Othello implied = Ggf.parse("(;GM[Othello]" + board + "B[c1/64.00/1.5];)");
        assertThat(written.toString()).isEqualTo("XXX------------------------XX------XX--------------------------- O");
        assertThat(implied.toString()).isEqualTo(written.toString());
        assertThat(implied.isTerminal()).isTrue();
    }

    @ParameterizedTest(name = "{0} is refused: {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "GM[Othello]| a GGF game is written (;GM[Othello]",
        "(;GM[Chess]" + START_BOARD + ";)| the game GM[Chess] is not Othello",
        "(;GM[Othello]B[F5];)| a move B[F5] comes before the board",
        "(;GM[Othello];)| the game has no board",
        "(;)| a GGF game is written",
        "(;GM[Othello]BO[8 *O--------------------------------------------------------------  O];)| GGF: the board cannot arise in a game: d4 e4 d5 e5 are empty",
        "(;GM[Othello]BO[8 ---];)| the board is BO[8 followed by 64 squares",
        "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------X *];)| bad character 'X' on h8",
        "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- X];)| the side to move on the board is * or O",
        "(;GM[Othello]" + START_BOARD + "W[F5];)| move 1 W[F5] is played out of turn: X is to move",
        "(;GM[Othello]" + START_BOARD + "B[F5]W[F5];)| move 2 W[F5]: f5 is not legal for O: the square is occupied by X",
        "(;GM[Othello]" + START_BOARD + "B[Z9];)| move 1 B[Z9]: 'Z9' is not a move",
        "(;GM[Othello]" + START_BOARD + "B[PA];)| move 1 B[PA]: X has 4 legal moves, so it may not pass",
        "(;GM[Othello] junk " + START_BOARD + ";)| 'junk' is not a tag"})
    void badGamesAreRefusedSayingWhere(String ggf, String message) {
        assertThatThrownBy(() -> Ggf.parse(ggf)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(message).hasMessageNotContaining("\n");
    }
}
