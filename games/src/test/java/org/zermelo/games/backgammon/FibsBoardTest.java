package org.zermelo.games.backgammon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;

/** FIBS board lines, as GNU Backgammon sends them to its external players, read into positions. */
class FibsBoardTest {

    /** The line GNU Backgammon 1.07 sent its external player (player 1) at the start of a game, after rolling 6-3 for it. */
    static final String START = "board:gnubg:root:0:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:6:3:6:3:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:1";

    /**
     * The start seen by a player of colour -1 moving from the line's point 1 towards 24: the same 26 numbers (the line's
     * board is the same for both players), with the colour, direction, home and bar of the other side.
     */
    static final String START_OTHER_WAY = "board:you:them:0:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:-1:6:3:6:3:1:1:1:0:-1:1:25:0:0:0:0:0:0:0:0:0";

    /**
     * You (moving towards 1): one checker on the bar, 4 on your 6, 3 on 5, 2 on 4, five off; the
     * opponent: 2 on its 23 (your 2), 3 on its 13 (your 12), 5 on its 1 (your 24), five off. You rolled 5-2.
     */
    static final String BAR_AND_OFF = "board:you:them:0:0:0:0:0:-2:0:2:3:4:0:0:0:0:0:-3:0:0:0:0:0:0:0:0:0:0:0:-5:1:1:5:2:5:2:1:1:1:0:1:-1:0:25:5:5:0:0:0:0:0:0";

    /** The same board for a player of colour -1 moving towards 24: your point p is the line's 25 - p, your bar field 0. */
    static final String BAR_AND_OFF_OTHER_WAY = "board:you:them:0:0:0:-1:5:0:0:0:0:0:0:0:0:0:0:0:3:0:0:0:0:0:-4:-3:-2:0:2:0:0:-1:5:2:5:2:1:1:1:0:-1:1:25:0:5:5:0:0:0:0:0:0";

    @Test
    void theStartAsGnuBackgammonSendsItIsTheStartWithTheDice() {
        FibsBoard board = FibsBoard.parse(START + "\n");
        assertThat(board.position().toString()).isEqualTo("4HPwATDgc/ABMA:63");
        assertThat(board.positionId()).isEqualTo("4HPwATDgc/ABMA");
        assertThat(board.playerOnRoll()).isTrue();
        assertThat(board.rolled()).isTrue();
        assertThat(board.matchLength()).isZero();
        assertThat(board.player()).isEqualTo("gnubg");
        assertThat(FibsBoard.parse(START_OTHER_WAY).position().toString()).isEqualTo("4HPwATDgc/ABMA:63");
    }

    @Test
    void checkersOnTheBarAndBorneOffAreReadInBothDirections() {
        int[] mine = new int[26];
        int[] theirs = new int[26];
        mine[25] = 1;
        mine[6] = 4;
        mine[5] = 3;
        mine[4] = 2;
        mine[0] = 5;
        theirs[23] = 2;
        theirs[13] = 3;
        theirs[1] = 5;
        theirs[0] = 5;
        String expected = new Backgammon(mine, theirs, 5 << 3 | 2).toString();
        for (String line : new String[] {BAR_AND_OFF, BAR_AND_OFF_OTHER_WAY}) {
            FibsBoard board = FibsBoard.parse(line);
            Backgammon p = (Backgammon) board.position();
            assertThat(p.toString()).as(line).isEqualTo(expected);
            assertThat(p.checkers(0, 25)).isEqualTo(1);
            assertThat(p.checkers(0, 0)).isEqualTo(5);
            assertThat(p.checkers(1, 23)).isEqualTo(2);
            assertThat(p.checkers(1, 1)).isEqualTo(5);
            MoveList moves = new MoveList();
            p.legalMoves(moves);
            assertThat(moves.size()).isPositive();
            for (int i = 0; i < moves.size(); i++) {
                assertThat(p.formatMove(moves.get(i))).startsWith("bar/");
            }
        }
    }

    @Test
    void whenTheTurnIsTheOpponentsThePositionIsTheOpponentsWithItsDice() {
        String line = "board:you:them:0:0:0:0:0:-2:0:2:3:4:0:0:0:0:0:-3:0:0:0:0:0:0:0:0:0:0:0:-5:1:-1:0:0:5:2:1:1:1:0:1:-1:0:25:5:5:0:0:0:0:0:0";
        FibsBoard board = FibsBoard.parse(line);
        assertThat(board.playerOnRoll()).isFalse();
        Backgammon p = (Backgammon) board.position();
        assertThat(p.checkers(0, 1)).isEqualTo(5);
        assertThat(p.checkers(1, 25)).isEqualTo(1);
        assertThat(p.toString()).endsWith(":52");
    }

    @Test
    void beforeTheRollThePositionIsAChanceNode() {
        FibsBoard board = FibsBoard.parse(START.replace(":1:6:3:6:3:", ":1:0:0:0:0:"));
        assertThat(board.rolled()).isFalse();
        assertThat(board.position().toString()).isEqualTo("4HPwATDgc/ABMA");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "board:gnubg:root:0:0:0                                              | has 6",
        "START:7                                                             | has 54",
        "xboard:gnubg:root:0:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:6:3:6:3:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:1 | starts with 'board:'",
        "board:gnubg:root:0:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:two:0:1:6:3:6:3:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:1 | 'two', is not a whole number",
        "board:gnubg:root:0:0:0:0:-2:0:0:0:0:6:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:6:3:6:3:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:1 | 16 checkers of yours",
        "board:gnubg:root:0:0:0:0:-2:0:0:0:0:4:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:6:3:6:3:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:1 | the board leaves 1 of yours",
        "board:gnubg:root:0:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:-1:1:6:3:6:3:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:1 | never on your bar",
        "board:gnubg:root:0:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:7:3:6:3:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:1 | not 7 and 3",
        "board:gnubg:root:0:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:6:0:6:3:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:1 | not 6 and 0",
        "board:gnubg:root:0:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:0:6:3:6:3:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:1 | the game is over",
        "board:gnubg:root:0:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:6:3:6:3:1:1:1:0:0:-1:0:25:0:0:0:0:0:0:0:1 | colour (field 42",
        "board:gnubg:root:0:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:6:3:6:3:1:1:1:0:1:-1:25:0:0:0:0:0:0:0:0:1 | are 0 and 25, not 25 and 0",
        "board:gnubg:root:0:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:6:3:6:3:3:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:1 | the cube",
        "board:gnubg:root:0:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:6:3:6:3:1:1:1:0:1:-1:0:25:0:0:1:0:0:0:0:1 | on the bar (fields 48 and 49",
        "board:gnubg:root:-1:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:6:3:6:3:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:1 | 0 or more",
    })
    void malformedLinesAreRefusedSayingWhatIsWrong(String line, String message) {
        String text = line.replace("START", START);
        assertThatThrownBy(() -> FibsBoard.parse(text)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining(message);
    }
}
