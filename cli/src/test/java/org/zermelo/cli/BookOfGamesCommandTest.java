package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code book --from-games}, {@code book show} and {@code book=} on the command line, on four tic-tac-toe games. */
class BookOfGamesCommandTest {

    /** X wins the top row; O wins the middle row; a draw; X wins the top row again. */
    private static final String GAMES = "# four games\n1 4 2 5 3\n1 4 2 5 9 6\n5 1 3 7 4 6 2 8 9\n1 5 2 8 3\n";

    private static void rejected(Cli.Run run, String expected) {
        assertThat(run.code()).as(run.err()).isEqualTo(2);
        assertThat(run.err()).contains(expected);
        assertThat(run.err().strip().lines().count()).as("one line: " + run.err()).isEqualTo(1);
        assertThat(run.err()).doesNotContain("Exception");
    }

    @Test
    void buildsShowsAndPlaysFromABookOfGames(@TempDir Path dir) throws Exception {
        Path games = dir.resolve("g.txt");
        Files.writeString(games, GAMES);
        Path book = dir.resolve("t.book");
        Cli.Run run = Cli.run("book", "tictactoe", "--from-games", games.toString(), "--plies", "2", "--out", book.toString(),
                "--score", "alphabeta:depth=9", "--margin", "0");
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("wrote " + book + ": 3 positions of the first 2 plies of 4 games, valued by alphabeta:depth=9 in ");
        String text = Files.readString(book);
        assertThat(text).startsWith("# zermelo games book: tictactoe, 2 plies from the start, 3 positions;")
                .contains("# from 4 games of g.txt; positions reached by 1 game or more; moves out of the book and the best move no "
                        + "game played valued by alphabeta:depth=9\n")
                .contains("# built by: zermelo book tictactoe --from-games " + games);

        // Tic-tac-toe is a draw from the start: every move the exact search values is worth 0 but the
        // ones that lose; the games' counts at the start as played.
        run = Cli.run("book", "show", "tictactoe", book.toString());
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("tictactoe book " + book + ": 3 positions of the first 2 plies")
                .contains(".........: value 0, reached by 4 games")
                .containsPattern("\\n1 +0 +3 +2 +0 +1 +\\+0\\.33\\n")
                .containsPattern("\\n5 +0 +1 +0 +1 +0 +\\+0\\.00\\n");
        run = Cli.run("book", "show", "tictactoe", book.toString(), "X........");
        assertThat(run.out()).contains("X........: value 0, reached by 3 games").containsPattern("\\n4 +loss .* +2 +1 +0 +1 +\\+0\\.00\\n");
        run = Cli.run("book", "show", "tictactoe", book.toString(), "XO.......");
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("XO....... is not in the book");

        // A match from the start answers from the book: the first move is one of the book's best.
        Path out = dir.resolve("m.txt");
        run = Cli.run("match", "tictactoe", "--a", "alphabeta:depth=2,book=" + book, "--b", "alphabeta:depth=2", "--games", "2",
                "--seed", "1", "--a-first", "--games-out", out.toString());
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("alphabeta:depth=2,book=" + book);
    }

    @Test
    void playSaysWhenAMoveComesFromTheBook() {
        Cli.Run run = Cli.run("play", "othello", "--first", "pvs:depth=1,book=othello", "--second", "pvs:depth=1");
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("  X: pvs:depth=1,book=othello\n")
                .containsPattern("X \\(pvs:depth=1,book=othello\\) plays [a-h][1-8]  \\(from the book\\)\n")
                .containsPattern("O \\(pvs:depth=1\\) plays [a-h][1-8]  \\(value ");
    }

    @Test
    void badBooksAndOptionsAreRejectedInOneLine(@TempDir Path dir) throws Exception {
        Path games = dir.resolve("g.txt");
        Files.writeString(games, GAMES);
        Path book = dir.resolve("t.book");
        String out = book.toString();
        rejected(Cli.run("book", "tictactoe", "--from-games", dir.resolve("none.txt").toString(), "--plies", "2", "--out", out),
                "cannot read " + dir.resolve("none.txt"));
        rejected(Cli.run("book", "tictactoe", "--from-games", games.toString(), "--plies", "0", "--out", out), "--plies must be from 1");
        rejected(Cli.run("book", "tictactoe", "--from-games", games.toString(), "--plies", "2", "--out", out, "--algo", "pvs"),
                "a book of games starts at the start and is valued by --score AI");
        rejected(Cli.run("book", "tictactoe", "--from-games", games.toString(), "--plies", "2", "--out", out, "--score", "random"),
                "--score random: expected a search AI");
        rejected(Cli.run("book", "tictactoe", "--plies", "2", "--out", out, "--margin", "5"), "give --from-games FILE too");
        rejected(Cli.run("book", "connect4", "--from-games", games.toString(), "--plies", "2", "--out", out), "line 2");
        rejected(Cli.run("book", "tictactoe"), "expected GAME, --plies N and --out FILE");
        assertThat(Cli.run("book", "tictactoe", "--from-games", games.toString(), "--plies", "2", "--out", out, "--score",
                "alphabeta:depth=9").code()).isZero();
        rejected(Cli.run("book", "show", "connect4", out, ""), "is not a book of games for connect4");
        rejected(Cli.run("book", "show", "tictactoe", dir.resolve("none.book").toString(), "X........"), "cannot read the book");
        rejected(Cli.run("book", "show", "tictactoe"), "tictactoe ships no opening book");
        rejected(Cli.run("book", "show", "othello", dir.resolve("none.book").toString()), "cannot read the book");
        Path broken = dir.resolve("broken.book");
        Files.writeString(broken, Files.readString(book).replace("\n@ X........\n", "\n@ X........\n0 1 1 1 1 0 9\n"));
        rejected(Cli.run("book", "show", "tictactoe", broken.toString(), "X........"),
                "the wins, draws and losses (1, 1, 1) do not add up to the games (1)");
        rejected(Cli.run("solve", "tictactoe", "--algo", "mtdf", "--book", out), "is not a zermelo opening book for tictactoe");
        rejected(Cli.run("match", "tictactoe", "--a", "alphabeta:depth=2,book=" + dir.resolve("none.book"), "--b", "random"),
                "cannot read the book");
    }
}
