package org.zermelo.games.sautemouton;

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

/** Saute-mouton's notation, its strict parser, its moves, and play/undo along random games. */
class SauteMoutonNotationTest {

    @ParameterizedTest(name = "{0} reads as {1}")
    @CsvSource(delimiter = ';', value = {"RR_BB; RR_BB", "RR_BB:R; RR_BB", " rr_bb:b ; RR_BB:B", "RB_RB:B; RB_RB:B",
        "R_B; R_B", "RRRRRRRRRRRRRRRR_BBBBBBBBBBBBBBB; RRRRRRRRRRRRRRRR_BBBBBBBBBBBBBBB"})
    void stripsReadBackTheSideToMoveWrittenWhenBlue(String text, String expected) {
        SauteMouton p = SauteMouton.parse(text);
        assertThat(p.toString()).isEqualTo(expected);
        assertThat(SauteMouton.parse(p.toString()).hash()).isEqualTo(p.hash());
        assertThat(p.sideToMove()).isEqualTo(expected.endsWith(":B") ? 1 : 0);
    }

    @ParameterizedTest(name = "''{0}'' is refused: {1}")
    @CsvSource(delimiter = ';', value = {
        "RRBB; exactly one free cell _, not 0",
        "RR__BB; exactly one free cell _, not 2",
        "RR_; at least one red pawn R and one blue pawn B",
        "_BB; at least one red pawn R and one blue pawn B",
        "RT_BB; bad character 'T' at cell 2",
        "RR.BB; bad character '.' at cell 3",
        "RR_BB:X; the side to move, R or B, not 'X'",
        "RR_BB:; the side to move, R or B, not ''",
        "RR_BB:RB; the side to move, R or B, not 'RB'",
        "''; 1 to 32 cells, not 0",
        "RRRRRRRRRRRRRRRRR_BBBBBBBBBBBBBBB; 1 to 32 cells, not 33"})
    void badStripsAreRefusedWithAOneLineMessage(String text, String message) {
        assertThatThrownBy(() -> SauteMouton.parse(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(message).hasMessageNotContaining("\n");
    }

    @Test
    void aPawnTakesTheFreeCellAheadLeapingOverAnyPawns() {
        SauteMouton p = SauteMouton.parse("RBR_BRB:R");
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        assertThat(moves.toArray()).containsExactly(0, 2);
        p.play(p.parseMove("1"));
        assertThat(p.toString()).isEqualTo("_BRRBRB:B");
        p.legalMoves(moves);
        assertThat(moves.toArray()).containsExactly(1, 4, 6);
        p.play(p.parseMove("7"));
        assertThat(p.toString()).isEqualTo("BBRRBR_");
        p.undo();
        p.undo();
        assertThat(p.toString()).isEqualTo("RBR_BRB");
    }

    @Test
    void aPlayerWithNoPawnBehindTheFreeCellPasses() {
        SauteMouton p = SauteMouton.parse("BRB_R:B");
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        assertThat(moves.toArray()).containsExactly(SauteMouton.PASS);
        assertThat(p.formatMove(SauteMouton.PASS)).isEqualTo("pass");
        long before = p.hash();
        p.play(p.parseMove(" PASS "));
        assertThat(p.toString()).isEqualTo("BRB_R");
        assertThat(p.hash()).isNotEqualTo(before).isEqualTo(SauteMouton.parse("BRB_R").hash());
        p.undo();
        assertThat(p.hash()).isEqualTo(before);
        assertThatThrownBy(() -> p.parseMove("3")).hasMessageContaining("type pass");
        assertThatThrownBy(() -> p.parseMove("x")).hasMessageContaining(", or pass");
    }

    @Test
    void aFinishedStripIsWonByWhoeverFilledItsGoalTheLastMoverFirst() {
        assertThat(SauteMouton.parse("BBRR_").terminalValue()).isEqualTo(-1);
        assertThat(SauteMouton.parse("BBRR_:B").terminalValue()).isEqualTo(1);
        assertThat(SauteMouton.parse("_BBRR:B").terminalValue()).isEqualTo(-1);
        // Both goals filled cannot be reached in a game; the player who just moved has won.
        assertThat(SauteMouton.parse("BB_RR").terminalValue()).isEqualTo(-1);
        assertThat(SauteMouton.parse("BB_RR:B").terminalValue()).isEqualTo(-1);
        assertThatThrownBy(() -> SauteMouton.parse("BBRR_").parseMove("5"))
                .hasMessageContaining("the game is over: blue has filled its goal");
    }

    @ParameterizedTest(name = "move ''{0}'' on RBR_BRB is refused: {1}")
    @CsvSource(delimiter = ';', value = {
        "2; cell 2 holds no red pawn",
        "6; the red pawn on cell 6 cannot move: the free cell 4 is behind it",
        "pass; red can move, so it may not pass",
        "8; is not a move: type the number of the cell (1 to 7)",
        "0; is not a move",
        "one; is not a move"})
    void badMovesAreRefusedWithAOneLineMessage(String text, String message) {
        SauteMouton p = SauteMouton.parse("RBR_BRB");
        assertThatThrownBy(() -> p.parseMove(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(message).hasMessageNotContaining("\n");
    }

    @Test
    void theGameIsRegisteredWithRedAndBlue() {
        Game game = Games.byName("sautemouton");
        assertThat(game.solver()).isEqualTo("andor");
        assertThat(game.start().toString()).isEqualTo("RR_BB");
        assertThat(game.parse(game.example()).toString()).isEqualTo(game.example());
        assertThat(game.playerName(0)).isEqualTo("red");
        assertThat(game.playerName(1)).isEqualTo("blue");
        assertThat(SauteMouton.parse("RR_BB").diagram()).isEqualTo(" 1 2 3 4 5\n R R _ B B");
    }

    @Test
    void theRaceCountsTheCellsEachSideStillHasToAdvance() {
        RaceCount race = new RaceCount();
        assertThat(race.evaluate(SauteMouton.parse("RR_BB"))).isZero();
        // Red has advanced 2 cells (cell 1 to 3) and needs 4 more; blue still needs 6.
        assertThat(race.evaluate(SauteMouton.parse("_RRBB:B"))).isEqualTo(4 - 6);
        assertThat(race.evaluate(SauteMouton.parse("_RRBB"))).isEqualTo(6 - 4);
    }

    @ParameterizedTest(name = "from {0}")
    @ValueSource(strings = {"RR_BB", "RRR_BBB:B", "RBRBRBR_BRBRB", "BBBRRR_", "RRRRRRRRRRRRRRRR_BBBBBBBBBBBBBBB"})
    void randomGamesUndoExactly(String start) {
        for (long seed = 0; seed < 20; seed++) {
            PlayUndoProperties.randomGamesUndoneMoveByMove(SauteMouton.parse(start), SauteMouton::parse, seed);
            PlayUndoProperties.randomWalk(SauteMouton.parse(start), SauteMouton::parse, seed, 80);
        }
    }
}
