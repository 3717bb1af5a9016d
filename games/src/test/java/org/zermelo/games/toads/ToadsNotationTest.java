package org.zermelo.games.toads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.conformance.PlayUndoProperties;

/** Toads-and-Frogs' notation, its strict parser, its moves, and play/undo along random games. */
class ToadsNotationTest {

    @ParameterizedTest(name = "{0} reads as {1}")
    @CsvSource(delimiter = ';', value = {"TT__FF; TT__FF", "TT__FF:T; TT__FF", " tft_f:f ; TFT_F:F", "___; ___",
        "T; T", "F:F; F:F", "TTTTTTTTTTTTTTTT________________; TTTTTTTTTTTTTTTT________________"})
    void stripsReadBackTheSideToMoveWrittenWhenFrogs(String text, String expected) {
        ToadsAndFrogs p = ToadsAndFrogs.parse(text);
        assertThat(p.toString()).isEqualTo(expected);
        assertThat(ToadsAndFrogs.parse(p.toString()).hash()).isEqualTo(p.hash());
        assertThat(p.sideToMove()).isEqualTo(expected.endsWith(":F") ? 1 : 0);
    }

    @ParameterizedTest(name = "''{0}'' is refused: {1}")
    @CsvSource(delimiter = ';', value = {
        "TT__XF; bad character 'X' at cell 5",
        "TT  FF; bad character ' ' at cell 3",
        "TT__FF:R; the side to move, T or F, not 'R'",
        "TT__FF:; the side to move, T or F, not ''",
        "''; 1 to 32 cells, not 0",
        ":F; 1 to 32 cells, not 0",
        "TTTTTTTTTTTTTTTTT________________; 1 to 32 cells, not 33"})
    void badStripsAreRefusedWithAOneLineMessage(String text, String message) {
        assertThatThrownBy(() -> ToadsAndFrogs.parse(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(message).hasMessageNotContaining("\n");
    }

    @Test
    void aPieceSlidesIntoAnEmptyCellOrJumpsExactlyOneOpponent() {
        ToadsAndFrogs p = ToadsAndFrogs.parse("T_TFT_FF_TFF");
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        // The toad on 1 slides, the one on 3 cannot jump onto a toad, 5 slides, 10 cannot jump two frogs.
        assertThat(moves.toArray()).containsExactly(0, 4);
        p.play(p.parseMove("5"));
        assertThat(p.toString()).isEqualTo("T_TF_TFF_TFF:F");
        p.legalMoves(moves);
        // Frogs: 4, 7 and 11 jump the toad ahead of them; 8 and 12 have a frog ahead.
        assertThat(moves.toArray()).containsExactly(3, 6, 10);
        p.play(p.parseMove("7"));
        assertThat(p.toString()).isEqualTo("T_TFFT_F_TFF");
        p.undo();
        p.undo();
        assertThat(p.toString()).isEqualTo("T_TFT_FF_TFF");
        assertThat(p.hash()).isEqualTo(ToadsAndFrogs.parse("T_TFT_FF_TFF").hash());
    }

    @Test
    void thePlayerWhoCannotMoveHasLost() {
        ToadsAndFrogs p = ToadsAndFrogs.parse("TFF_T:F");
        assertThat(p.isTerminal()).isTrue();
        assertThat(p.terminalValue()).isEqualTo(-1);
        assertThat(ToadsAndFrogs.parse("TFFT_:F").isTerminal()).isTrue();
        assertThat(ToadsAndFrogs.parse("TFFT_").isTerminal()).isFalse();
        assertThatThrownBy(() -> p.parseMove("2")).hasMessageContaining("the game is over: the frogs cannot move");
    }

    @ParameterizedTest(name = "move ''{0}'' on T_TFT_FF_TFF is refused: {1}")
    @CsvSource(delimiter = ';', value = {
        "2; cell 2 holds no toad",
        "4; cell 4 holds no toad",
        "3; the toad on cell 3 cannot move",
        "10; the toad on cell 10 cannot move",
        "13; is not a move: type the number of the cell (1 to 12)",
        "x; is not a move"})
    void badMovesAreRefusedWithAOneLineMessage(String text, String message) {
        ToadsAndFrogs p = ToadsAndFrogs.parse("T_TFT_FF_TFF");
        assertThatThrownBy(() -> p.parseMove(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(message).hasMessageNotContaining("\n");
    }

    @Test
    void theGameIsRegisteredWithToadsAndFrogs() {
        Game game = Games.byName("toads");
        assertThat(game.solver()).isEqualTo("andor");
        assertThat(game.start().toString()).isEqualTo("TTT__FFF");
        assertThat(game.parse(game.example()).toString()).isEqualTo(game.example());
        assertThat(game.playerName(0)).isEqualTo("toads");
        assertThat(game.playerName(1)).isEqualTo("frogs");
        assertThat(ToadsAndFrogs.parse("TT__FF:F").diagram()).isEqualTo(" 1 2 3 4 5 6\n T T _ _ F F");
    }

    @Test
    void mobilityCountsThePiecesEachSideCanMove() {
        Mobility mobility = new Mobility();
        // Toads: 1 and 5 can move; frogs: 4 and 11 (jumps) and 7 (a slide).
        assertThat(mobility.evaluate(ToadsAndFrogs.parse("T_TFT_FF_TFF"))).isEqualTo(2 - 3);
        assertThat(mobility.evaluate(ToadsAndFrogs.parse("T_TFT_FF_TFF:F"))).isEqualTo(3 - 2);
        // Toads: 2 slides, 1 is blocked; frogs: 4 slides, 5 is blocked.
        assertThat(mobility.evaluate(ToadsAndFrogs.parse("TT_FF"))).isZero();
        assertThat(mobility.evaluate(ToadsAndFrogs.parse("T_T_F"))).isEqualTo(2 - 1);
    }

    @ParameterizedTest(name = "from {0}")
    @ValueSource(strings = {"TT__FF", "TTT__FFF:F", "T_TFT_FF_TFF", "TTTTTTTTTTTTTTTT________________",
        "TTTTTTTTTTT__________FFFFFFFFFFF"})
    void randomGamesUndoExactly(String start) {
        for (long seed = 0; seed < 20; seed++) {
            PlayUndoProperties.randomGamesUndoneMoveByMove(ToadsAndFrogs.parse(start), ToadsAndFrogs::parse, seed);
            PlayUndoProperties.randomWalk(ToadsAndFrogs.parse(start), ToadsAndFrogs::parse, seed, 80);
        }
    }
}
