package org.zermelo.games.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.play.GameRecords;

/** The file of recorded games: one game a line, every ply checked, every game to its end, read within bounds. */
class GameRecordsTest {

    private static final Game TICTACTOE = Games.byName("tictactoe");
    private static final Game CONNECT4 = Games.byName("connect4");

    @TempDir
    Path dir;

    private Path file(String text) throws IOException {
        return Files.writeString(dir.resolve("games.txt"), text);
    }

    @Test
    void goodGamesAreReadAsTheirMoves() throws IOException {
        List<int[]> games = GameRecords.read(TICTACTOE, file("# a comment\n5 1 9 3 2 8 7 4 6\n\n  1 4 2 5 3  \r\n"));
        assertThat(games).hasSize(2);
        assertThat(games.get(0)).containsExactly(4, 0, 8, 2, 1, 7, 6, 3, 5); // a draw: cells counted from 0
        assertThat(games.get(1)).containsExactly(0, 3, 1, 4, 2); // X wins the top row
        assertThat(GameRecords.read(CONNECT4, file("1 2 1 2 1 2 1\n")).get(0)).hasSize(7);
        assertThat(GameRecords.line(List.of("5", "1", "9"))).isEqualTo("5 1 9");
        // A move with spaces of its own (backgammon's): the plies separated by semicolons.
        assertThat(GameRecords.line(List.of("31", "8/5 6/5", "64"))).isEqualTo("31; 8/5 6/5; 64");
        Path bg = file("31; 8/5 6/5; 64; 24/18 13/9\n");
        assertThatThrownBy(() -> GameRecords.read(Games.byName("backgammon"), bg))
                .hasMessage(bg + " line 1: the game is not over after its 4 plies: a recorded game is played to its end");
        Path badBg = file("31; 8/5 6/5; 64; 24/18 13/7\n");
        assertThatThrownBy(() -> GameRecords.read(Games.byName("backgammon"), badBg))
                .hasMessageStartingWith(badBg + " line 1, ply 4 (24/18 13/7): '24/18 13/7' is not a legal move with 6-4");
    }

    @Test
    void aBadPlyIsNamedByItsLineAndPly() throws IOException {
        Path f = file("1 4 2 5 3\n# comment\n5 1 5 3\n");
        assertThatThrownBy(() -> GameRecords.read(TICTACTOE, f)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage(f + " line 3, ply 3 (5): cell 5 is taken by X: choose an empty cell");
        Path g = file("1 4 2 5 3 6\n");
        assertThatThrownBy(() -> GameRecords.read(TICTACTOE, g)).hasMessage(g + " line 1, ply 6 (6): the game is already over");
        Path h = file("1 4 x\n");
        assertThatThrownBy(() -> GameRecords.read(TICTACTOE, h)).hasMessageStartingWith(h + " line 1, ply 3 (x): 'x' is not a cell");
        Path unfinished = file("1 4 2 5\n");
        assertThatThrownBy(() -> GameRecords.read(TICTACTOE, unfinished))
                .hasMessage(unfinished + " line 1: the game is not over after its 4 plies: a recorded game is played to its end");
    }

    @Test
    void anEmptyFileHoldsNoGame() throws IOException {
        for (String text : new String[] {"", "\n\n", "# only a comment\n"}) {
            Path f = file(text);
            assertThatThrownBy(() -> GameRecords.read(TICTACTOE, f)).hasMessageStartingWith(f + " holds no game: expected one game a line");
        }
    }

    @Test
    void whatIsTooLargeOrNotTextIsRefusedBeforeMemoryRunsOut() throws IOException {
        byte[] huge = new byte[(32 << 20) + 1];
        Arrays.fill(huge, (byte) '\n');
        Path big = Files.write(dir.resolve("big.txt"), huge);
        assertThatThrownBy(() -> GameRecords.read(TICTACTOE, big)).hasMessage(big + " is larger than 32 MB: too many games for one file");
        Path longLine = file("1 ".repeat(40_000) + "\n");
        assertThatThrownBy(() -> GameRecords.read(TICTACTOE, longLine)).hasMessage(longLine + " line 1 is longer than 64 KB: not a game");
        Path binary = Files.write(dir.resolve("bin.txt"), new byte[] {'5', ' ', (byte) 0xC3, '\n'});
        assertThatThrownBy(() -> GameRecords.read(TICTACTOE, binary)).hasMessage(binary + " is not a file of games: it is not text in UTF-8");
        Path missing = dir.resolve("missing.txt");
        assertThatThrownBy(() -> GameRecords.read(TICTACTOE, missing)).hasMessage("cannot read " + missing + ": no such file or folder");
    }
}
