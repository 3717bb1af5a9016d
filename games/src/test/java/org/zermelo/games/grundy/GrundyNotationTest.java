package org.zermelo.games.grundy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.conformance.PlayUndoProperties;

/** Grundy's game's notation, its rules of play, and the Position contract on random walks. */
class GrundyNotationTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {"7|7", "7,4|7,4", "\" 4 , 7 \"|4,7", "0|0", "1,2,1|1,2,1",
        "1000|1000", "500,500|500,500", "007|7", "00|0"})
    void readsPilesAndWritesThemBackInTheirOrder(String text, String written) {
        Grundy p = Grundy.parse(text);
        assertThat(p).hasToString(written);
        assertThat(Grundy.parse(p.toString()).hash()).isEqualTo(p.hash());
        assertThat(p.sideToMove()).isZero();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "\"\"|not an empty text", "\"  \"|not an empty text", "a|'a' is not a pile size", "-7|'-7' is not a pile size",
        "+7|'+7' is not a pile size", "7,,4|'' is not a pile size", "7.5|'7.5' is not a pile size", "7;4|'7;4' is not a pile size",
        "\u0667|is not a pile size", "0,7|a pile has at least 1 coin", "7,0|a pile has at least 1 coin",
        "1001|at most 1000 in all", "600,401|at most 1000 in all", "99999999999|at most 1000 in all"})
    void rejectsWhatIsNotAPositionSayingWhatIsExpected(String text, String message) {
        assertThatThrownBy(() -> Grundy.parse(text)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining(message);
    }

    @Test
    void tooManyPilesAreTooManyCoins() {
        String thousandAndOne = "1,".repeat(1000) + "1";
        assertThatThrownBy(() -> Grundy.parse(thousandAndOne)).hasMessageContaining("at most 1000 in all");
        assertThat(Grundy.parse("1,".repeat(999) + "1").toString()).hasSize(1999);
    }

    @Test
    void aSplitKeepsTheLargerPartInPlaceAndPutsTheSmallerAtTheEnd() {
        Grundy p = Grundy.parse("7,4");
        int move = p.parseMove("7=5+2");
        assertThat(p.parseMove("7=2+5")).as("the parts in either order").isEqualTo(move);
        assertThat(p.formatMove(move)).isEqualTo("7=5+2");
        p.play(move);
        assertThat(p).hasToString("5,4,2");
        assertThat(p.sideToMove()).isEqualTo(1);
        p.play(p.parseMove("4=3+1"));
        assertThat(p).hasToString("5,3,2,1");
        p.undo();
        p.undo();
        assertThat(p).hasToString("7,4");
        assertThat(p.hash()).isEqualTo(Grundy.parse("7,4").hash());
    }

    @Test
    void equalPilesHaveOneMoveForEachSplitAndTheFirstOfThemIsSplit() {
        Grundy p = Grundy.parse("7,3,7");
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        assertThat(moves.size()).as("7=6+1, 7=5+2, 7=4+3 once, 3=2+1").isEqualTo(4);
        p.play(p.parseMove("7=4+3"));
        assertThat(p).hasToString("4,3,7,3");
    }

    @Test
    void theHashIsTheMultisetsWhateverTheOrder() {
        assertThat(Grundy.parse("7,4,1").hash()).isEqualTo(Grundy.parse("1,7,4").hash());
        assertThat(Grundy.parse("5,5").hash()).as("equal piles do not cancel out").isNotEqualTo(Grundy.parse("0").hash());
        Grundy a = Grundy.parse("9");
        a.play(a.parseMove("9=5+4"));
        a.play(a.parseMove("5=3+2"));
        Grundy b = Grundy.parse("9");
        b.play(b.parseMove("9=7+2"));
        b.play(b.parseMove("7=4+3"));
        assertThat(a).hasToString("3,4,2");
        assertThat(b).hasToString("4,2,3");
        assertThat(a.hash()).as("the same piles, reached two ways").isEqualTo(b.hash());
        a.play(a.parseMove("4=3+1"));
        assertThat(a.hash()).as("3,3,2,1, the second player to move").isNotEqualTo(Grundy.parse("3,3,2,1").hash());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "x|'x' is not a move: type SIZE=A+B", "7|is not a move", "7=5|is not a move", "7=5-2|is not a move", "=5+2|is not a move",
        "7=5+2+0|is not a move", "7=0+7|both parts need at least 1 coin", "7=5+3|5+3 is not 7: the two parts make up the pile",
        "8=4+4|the two parts must differ: a pile of 8 cannot be split 4+4", "9=5+4|there is no pile of 9 coins: the piles are 7,4",
        "2=1+1|the two parts must differ"})
    void rejectsMovesThatAreNotLegal(String text, String message) {
        Grundy p = Grundy.parse("7,4");
        assertThatThrownBy(() -> p.parseMove(text)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining(message);
    }

    @Test
    void theEndOfTheGameIsSaid() {
        Grundy p = Grundy.parse("3");
        p.play(p.parseMove("3=2+1"));
        assertThat(p.isTerminal()).isTrue();
        assertThat(p.terminalValue()).as("the side to move cannot split 2,1").isEqualTo(-1);
        assertThatThrownBy(() -> p.parseMove("2=1+1")).hasMessage("the game is over: piles of 1 and 2 coins cannot be split");
        assertThat(Grundy.parse("0").isTerminal()).isTrue();
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void randomWalksKeepThePositionContract(long seed) {
        PlayUndoProperties.randomWalk(Grundy.parse(seed % 2 == 0 ? "7" : "20,9,9,1"), Grundy::parse, seed, 80);
    }

    @Test
    void aLargePileIsPlayedToTheEndAndBack() {
        Grundy p = Grundy.parse("1000");
        MoveList moves = new MoveList();
        int plies = 0;
        for (p.legalMoves(moves); !moves.isEmpty(); p.legalMoves(moves)) {
            p.play(moves.get(0)); // always peel off one coin: the longest game, 998 plies
            plies++;
        }
        assertThat(plies).isEqualTo(998);
        for (int i = 0; i < plies; i++) {
            p.undo();
        }
        assertThat(p).hasToString("1000");
        assertThat(p.hash()).isEqualTo(Grundy.parse("1000").hash());
    }

    @Test
    void aSumOfPilesSplitsIntoItsPiles() {
        assertThat(Grundy.parse("7,1,4").components()).extracting(Position::toString).containsExactly("7", "1", "4");
        assertThat(Grundy.parse("7").components()).as("one pile is not a sum").isEmpty();
        assertThat(Grundy.parse("7,4").components()).allMatch(c -> c.sideToMove() == 0);
    }

    @Test
    void aCopyIsIndependent() {
        Grundy p = Grundy.parse("7,4");
        p.play(p.parseMove("4=3+1"));
        Position copy = p.copy();
        assertThat(copy.hash()).isEqualTo(p.hash());
        copy.play(copy.parseMove("7=6+1"));
        assertThat(copy).hasToString("6,3,1,1");
        assertThat(p).hasToString("7,3,1");
        copy.undo();
        copy.undo();
        assertThat(copy).hasToString("7,4");
        assertThat(copy.hash()).isEqualTo(Grundy.parse("7,4").hash());
    }

    @Test
    void theDiagramDrawsOneRowOfCoinsPerPile() {
        assertThat(Grundy.parse("7,4,1").diagram()).isEqualTo("ooooooo 7\noooo 4\no 1");
        assertThat(Grundy.parse("60").diagram()).isEqualTo("o".repeat(50) + "... 60");
        assertThat(Grundy.parse("0").diagram()).isEqualTo("0");
    }

    @Test
    void singlePilesForTablesAreChecked() {
        assertThat(new GrundyGame().heap(12)).hasToString("12");
        assertThat(new GrundyGame().heap(0)).hasToString("0");
        assertThatThrownBy(() -> new GrundyGame().heap(1001)).hasMessage("a pile has 0 to 1000 coins, not 1001");
        assertThatThrownBy(() -> new GrundyGame().heap(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theServiceLoaderFindsTheGame() {
        GrundyGame game = (GrundyGame) Games.byName("grundy");
        assertThat(game.start()).hasToString("7");
        assertThat(game.parse(game.example())).hasToString(game.example());
        assertThat(game.solver()).isEqualTo("andor");
    }
}
