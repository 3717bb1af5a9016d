package org.zermelo.games.nim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.zermelo.game.Games;
import org.zermelo.game.Position;
import org.zermelo.conformance.PlayUndoProperties;

/** Nim's notation, its rules of play, and the Position contract on random walks. */
class NimNotationTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {"7,5,3,1|7,5,3,1", "\" 7, 5 ,3 ,1 \"|7,5,3,1", "0|0", "0,0|0,0", "007,0|7,0", "1000|1000",
        "500,500|500,500", "1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1|1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1"})
    void readsHeapsAndWritesThemBackInTheirOrder(String text, String written) {
        Nim p = Nim.parse(text);
        assertThat(p).hasToString(written);
        assertThat(Nim.parse(p.toString()).hash()).isEqualTo(p.hash());
        assertThat(p.sideToMove()).isZero();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "\"\"|not an empty text", "\"  \"|not an empty text", "a|'a' is not a heap size", "-1|'-1' is not a heap size",
        "+1|'+1' is not a heap size", "7,,5|'' is not a heap size", "7,|'' is not a heap size", "7;5|'7;5' is not a heap size",
        "1.5|'1.5' is not a heap size", "7 5|'7 5' is not a heap size", "\u0663|is not a heap size", "1001|at most 1000 in all",
        "600,401|at most 1000 in all", "99999999999|at most 1000 in all", "1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1|at most 16 heaps, not 17"})
    void rejectsWhatIsNotAPositionSayingWhatIsExpected(String text, String message) {
        assertThatThrownBy(() -> Nim.parse(text)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining(message);
    }

    @Test
    void aMoveTakesFromOneHeapNumberedFromOne() {
        Nim p = Nim.parse("7,5,3,1");
        int move = p.parseMove("2:3");
        assertThat(p.formatMove(move)).isEqualTo("2:3");
        assertThat(p.parseMove(" 1:7 ")).isEqualTo(p.parseMove("1:7"));
        p.play(move);
        assertThat(p).hasToString("7,2,3,1");
        assertThat(p.sideToMove()).isEqualTo(1);
        p.play(p.parseMove("4:1"));
        assertThat(p).hasToString("7,2,3,0");
        p.undo();
        p.undo();
        assertThat(p).hasToString("7,5,3,1");
        assertThat(p.hash()).isEqualTo(Nim.parse("7,5,3,1").hash());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "x|'x' is not a move: type HEAP:COUNT", "1|is not a move", "1:|is not a move", ":1|is not a move", "1-2|is not a move",
        "1:2:3|is not a move", "1:99999|is not a move", "0:1|there is no heap 0: the heaps are numbered 1 to 4",
        "5:1|there is no heap 5: the heaps are numbered 1 to 4", "1:0|heap 1 has 7 objects: take 1 to 7",
        "1:8|heap 1 has 7 objects: take 1 to 7", "4:2|heap 4 has 1 object: take 1", "3:1000|heap 3 has 3 objects: take 1 to 3"})
    void rejectsMovesThatAreNotLegal(String text, String message) {
        Nim p = Nim.parse("7,5,3,1");
        assertThatThrownBy(() -> p.parseMove(text)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining(message);
    }

    @Test
    void emptyHeapsAndTheEndOfTheGameAreSaid() {
        Nim p = Nim.parse("0,1");
        assertThatThrownBy(() -> p.parseMove("1:1")).hasMessage("heap 1 is empty: take from a heap that has objects");
        p.play(p.parseMove("2:1"));
        assertThat(p.isTerminal()).isTrue();
        assertThat(p.terminalValue()).as("the opponent took the last object").isEqualTo(-1);
        assertThatThrownBy(() -> p.parseMove("2:1")).hasMessage("the game is over: every heap is empty");
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void randomWalksKeepThePositionContract(long seed) {
        PlayUndoProperties.randomWalk(Nim.parse(seed % 2 == 0 ? "7,5,3,1" : "12,0,9,30,1"), Nim::parse, seed, 80);
    }

    @Test
    void theHashKnowsTheSideToMoveAndTheHeapsPlaces() {
        Nim p = Nim.parse("3,3");
        p.play(p.parseMove("1:1"));
        p.play(p.parseMove("2:1"));
        assertThat(p.hash()).as("2,2 with the first player to move").isEqualTo(Nim.parse("2,2").hash());
        p.play(p.parseMove("1:1"));
        assertThat(p.hash()).as("1,2, but the second player to move").isNotEqualTo(Nim.parse("1,2").hash());
        assertThat(Nim.parse("1,2").hash()).as("moves name heaps by place, so the order counts").isNotEqualTo(Nim.parse("2,1").hash());
    }

    @Test
    void aSumOfHeapsSplitsIntoItsNonEmptyHeaps() {
        assertThat(Nim.parse("7,0,3").components()).extracting(Position::toString).containsExactly("7", "3");
        assertThat(Nim.parse("0,7,0").components()).as("one heap is not a sum").isEmpty();
        assertThat(Nim.parse("0,0").components()).isEmpty();
        assertThat(Nim.parse("7,0,3").components()).allMatch(c -> c.sideToMove() == 0);
    }

    @Test
    void aCopyIsIndependent() {
        Nim p = Nim.parse("3,4,5");
        p.play(p.parseMove("1:2"));
        Position copy = p.copy();
        assertThat(copy.hash()).isEqualTo(p.hash());
        copy.play(copy.parseMove("3:5"));
        assertThat(copy).hasToString("1,4,0");
        assertThat(p).hasToString("1,4,5");
        copy.undo();
        copy.undo();
        assertThat(copy).hasToString("3,4,5");
        assertThat(copy.hash()).isEqualTo(Nim.parse("3,4,5").hash());
    }

    @Test
    void theDiagramDrawsOneNumberedRowPerHeap() {
        assertThat(Nim.parse("7,5,0").diagram()).isEqualTo("heap 1: ||||| || (7)\nheap 2: ||||| (5)\nheap 3: (0)");
        assertThat(Nim.parse("60").diagram()).startsWith("heap 1: ||||| |||||").endsWith("||||| ... (60)");
    }

    @Test
    void singleHeapsForTablesAreChecked() {
        assertThat(new NimGame().heap(12)).hasToString("12");
        assertThatThrownBy(() -> new NimGame().heap(1001)).hasMessage("a heap has 0 to 1000 objects, not 1001");
        assertThatThrownBy(() -> new NimGame().heap(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theServiceLoaderFindsTheGame() {
        NimGame game = (NimGame) Games.byName("nim");
        assertThat(game.start()).hasToString("7,5,3,1");
        assertThat(game.parse(game.example())).hasToString(game.example());
        assertThat(game.solver()).isEqualTo("andor");
    }
}
