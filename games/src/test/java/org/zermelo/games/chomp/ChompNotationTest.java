package org.zermelo.games.chomp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.conformance.PlayUndoProperties;

/** Chomp's notation, its strict parser, its moves, and play/undo along random games. */
class ChompNotationTest {

    @ParameterizedTest(name = "{0} reads as {1}")
    @CsvSource(delimiter = ';', value = {"4x7; 4x7", " 4X7 ; 4x7", "7,7,5,2; 7,7,5,2", "3,3,3; 3x3", "5; 1x5",
        "1,1,1; 3x1", "15x15; 15x15", "1x1; 1x1", "6,6,1; 6,6,1"})
    void boardsReadBackInTheirShortestForm(String text, String expected) {
        Chomp p = Chomp.parse(text);
        assertThat(p.toString()).isEqualTo(expected);
        assertThat(Chomp.parse(p.toString()).hash()).isEqualTo(p.hash());
        assertThat(p.sideToMove()).isZero();
    }

    @ParameterizedTest(name = "''{0}'' is refused: {1}")
    @CsvSource(delimiter = ';', value = {
        "0x3; 0 is not a size from 1 to 15",
        "3x0; 0 is not a size from 1 to 15",
        "-2x3; is not a chomp board",
        "16x2; 16 is not a size from 1 to 15",
        "2x999999; 999999 is not a size from 1 to 15",
        "7,7,8; row 3 (8) is longer than row 2 (7)",
        "3,0,0; 0 is not a size",
        "3,,2; is not a chomp board",
        "abc; is not a chomp board",
        "4x7x2; is not a chomp board",
        "'' ; is not a chomp board",
        "2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2; has 16 rows: a chomp board has at most 15",
        "4 7; is not a chomp board"})
    void badBoardsAreRefusedWithAOneLineMessage(String text, String message) {
        assertThatThrownBy(() -> Chomp.parse(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(message).hasMessageNotContaining("\n");
    }

    @Test
    void theOnlySquareLeftIsThePoisonedOneAndTheSideToMoveHasLost() {
        Chomp p = Chomp.parse("2x2");
        assertThat(p.isTerminal()).isFalse();
        p.play(p.parseMove("1,2"));
        p.play(p.parseMove("2,1"));
        assertThat(p.toString()).isEqualTo("1x1");
        assertThat(p.isTerminal()).isTrue();
        assertThat(p.terminalValue()).isEqualTo(-1);
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        assertThat(moves.isEmpty()).isTrue();
        assertThatThrownBy(() -> p.parseMove("1,1")).hasMessageContaining("game is over");
    }

    @Test
    void aMoveEatsTheSquareAndEverySquareBelowAndToItsRight() {
        Chomp p = Chomp.parse("7,7,5,2");
        p.play(p.parseMove("2,3"));
        assertThat(p.toString()).isEqualTo("7,2,2,2");
        p.play(p.parseMove("1,6"));
        assertThat(p.toString()).isEqualTo("5,2,2,2");
        p.play(p.parseMove("4,1"));
        assertThat(p.toString()).isEqualTo("5,2,2");
        p.undo();
        p.undo();
        p.undo();
        assertThat(p.toString()).isEqualTo("7,7,5,2");
        assertThat(p.hash()).isEqualTo(Chomp.parse("7,7,5,2").hash());
    }

    @ParameterizedTest(name = "move ''{0}'' on 7,7,5,2 is refused: {1}")
    @CsvSource(delimiter = ';', value = {
        "1,1; poisoned square",
        "4,3; no square at 4,3",
        "5,1; no square at 5,1",
        "20,1; no square at 20,1",
        "0,2; no square at 0,2",
        "2; is not a move",
        "a,b; is not a move",
        "2,-1; is not a move"})
    void badMovesAreRefusedWithAOneLineMessage(String text, String message) {
        Chomp p = Chomp.parse("7,7,5,2");
        assertThatThrownBy(() -> p.parseMove(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(message).hasMessageNotContaining("\n");
    }

    @Test
    void everySquareButThePoisonedOneIsAMove() {
        Chomp p = Chomp.parse("7,7,5,2");
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        assertThat(moves.size()).isEqualTo(7 + 7 + 5 + 2 - 1);
        assertThat(p.parseMove(" 4 , 2 ")).isEqualTo(moves.get(moves.size() - 1));
    }

    @Test
    void theDiagramShowsEverySquareUnderItsNumbers() {
        String[] lines = Chomp.parse("7,7,5,2").diagram().split("\n");
        assertThat(lines).hasSize(6);
        assertThat(lines[0].strip()).isEqualTo("1 2 3 4 5 6 7");
        assertThat(lines[1].strip()).startsWith("1 X o");
        assertThat(lines[4].strip().split(" +")).hasSize(3); // the row number and two squares
        assertThat(Chomp.parse("12x12").diagram().split("\n")[0].strip()).endsWith("10 11 12");
    }

    @Test
    void theGameIsRegisteredWithItsRectangles() {
        ChompGame game = (ChompGame) Games.byName("chomp");
        assertThat(game.solver()).isEqualTo("andor");
        assertThat(game.start().toString()).isEqualTo("4x7");
        assertThat(game.parse(game.example()).toString()).isEqualTo(game.example());
        assertThat(game.board(3, 5, 1).toString()).isEqualTo("3x5");
        assertThat(game.board(3, 5, 1).sideToMove()).isZero();
        assertThatThrownBy(() -> game.board(0, 5, 0)).hasMessageContaining("1 to 15 rows");
        assertThat(Chomp.parse("3x3").components()).isEmpty();
    }

    @ParameterizedTest(name = "from {0}")
    @ValueSource(strings = {"8x8", "7,7,5,2", "15x15", "1x9", "9,1,1", "2x2"})
    void randomGamesUndoExactly(String start) {
        for (long seed = 0; seed < 20; seed++) {
            PlayUndoProperties.randomGamesUndoneMoveByMove(Chomp.parse(start), Chomp::parse, seed);
            PlayUndoProperties.randomWalk(Chomp.parse(start), Chomp::parse, seed, 80);
        }
    }
}
