package org.zermelo.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zermelo.game.Game;
import org.zermelo.game.Position;
import org.zermelo.play.GamesBook;
import org.zermelo.play.Player;
import org.zermelo.play.Players;

/**
 * A book of four tic-tac-toe games, checked by hand: the games' counts and results at each
 * position, the moves out of the book and the best move no game played valued by a toy score, the
 * negamax over the book, and a player answering from it.
 */
class GamesBookTest {

    private static final Game GAME = new TicTacToeGame();

    /** X wins the top row; O wins the middle row; a draw; X wins the top row again. */
    private static final String[] GAMES = {"1 4 2 5 3", "1 4 2 5 9 6", "5 1 3 7 4 6 2 8 9", "1 5 2 8 3"};

    /**
     * The toy score of a position for its side to move: the sum of the side's cell numbers minus
     * the other's. After X's first move m, O to move, it is -m; after X's 1 and O's m, X to move, 1 - m.
     */
    private static int score(Position p) {
        String board = p.toString();
        int x = 0;
        int o = 0;
        for (int i = 0; i < 9; i++) {
            x += board.charAt(i) == 'X' ? i + 1 : 0;
            o += board.charAt(i) == 'O' ? i + 1 : 0;
        }
        boolean xToMove = board.chars().filter(c -> c == 'X').count() == board.chars().filter(c -> c == 'O').count();
        return xToMove ? x - o : o - x;
    }

    private static List<int[]> games() {
        List<int[]> games = new ArrayList<>();
        for (String g : GAMES) {
            Position p = GAME.start();
            String[] plies = g.split(" ");
            int[] moves = new int[plies.length];
            for (int i = 0; i < plies.length; i++) {
                moves[i] = p.parseMove(plies[i]);
                p.play(moves[i]);
            }
            games.add(moves);
        }
        return games;
    }

    private static GamesBook book(int margin) {
        return GamesBook.build(GAME, games(), 2, 1, margin, GamesBookTest::score, List.of("four games"), line -> { });
    }

    private static Position after(String moves) {
        Position p = GAME.start();
        for (String m : moves.split(" ")) {
            if (!m.isEmpty()) {
                p.play(p.parseMove(m));
            }
        }
        return p;
    }

    /** The moves of a position as text: MOVE:VALUE:GAMES:WINS:DRAWS:LOSSES:RESULTS, best first. */
    private static List<String> moves(GamesBook book, Position p) {
        return book.moves(p).stream().map(m -> p.formatMove(m.move()) + ":" + m.value() + ":" + m.games() + ":" + m.wins() + ":"
                + m.draws() + ":" + m.losses() + ":" + m.results()).toList();
    }

    @Test
    void countsResultsAndNegamaxValuesAreTheHandCheckedOnes() {
        GamesBook book = book(0);
        assertThat(book.size()).isEqualTo(3); // the start, after 1, after 5: the first two plies' positions
        // After X1, O to move: 4 played twice (O lost once, won once), 5 once (lost); the best move no
        // game played is 9, worth 9 - 1 = 8 to O by the toy score (a move m: m - 1).
        assertThat(moves(book, after("1"))).containsExactly("9:8:0:0:0:0:0", "5:4:1:0:0:1:-1", "4:3:2:1:0:1:0");
        assertThat(book.value(after("1"))).isEqualTo(8);
        assertThat(book.games(after("1"))).isEqualTo(3);
        // After X5: 1 played once (a draw), worth 1 - 5 = -4 to O; the best other move 9, worth 4.
        assertThat(moves(book, after("5"))).containsExactly("9:4:0:0:0:0:0", "1:-4:1:0:1:0:0");
        // The start: 1 (three games, two won, one lost) is worth -8 by negamax, 5 (a draw) -4, and
        // the best move no game played, 9, is worth 9 (after X's m, O's score is -m).
        assertThat(moves(book, GAME.start())).containsExactly("9:9:0:0:0:0:0", "5:-4:1:0:1:0:0", "1:-8:3:2:0:1:1");
        assertThat(book.value(GAME.start())).isEqualTo(9);
        assertThat(book.moves(after("1 4"))).isEmpty();
        assertThat(book.value(after("1 4"))).isNull();
    }

    @Test
    void aMoveThatEndsTheGameIsValuedExactly() {
        // One game, X wins at its 5th ply: a book of 5 plies holds the position before it, where the winning move is exact.
        List<int[]> one = List.of(games().get(0));
        GamesBook book = GamesBook.build(GAME, one, 5, 1, 0, GamesBookTest::score, List.of(), line -> { });
        Position beforeWin = after("1 4 2 5");
        assertThat(book.moves(beforeWin).get(0).move()).isEqualTo(beforeWin.parseMove("3"));
        assertThat(book.moves(beforeWin).get(0).value()).isEqualTo(org.zermelo.game.Scores.terminal(1, 1)); // a win at once, as a search scores it
    }

    @Test
    void choosesAtRandomAmongTheMovesWithinTheMargin() {
        Position start = GAME.start();
        Set<Integer> narrow = new HashSet<>();
        Set<Integer> wide = new HashSet<>();
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < 200; i++) {
            narrow.add(book(12).choose(start, random)); // 9 (9) alone: 5 is 13 below
            wide.add(book(13).choose(start, random)); // 9 and 5 (-4)
        }
        assertThat(narrow).containsExactly(start.parseMove("9"));
        assertThat(wide).containsExactlyInAnyOrder(start.parseMove("9"), start.parseMove("5"));
        assertThat(book(0).choose(after("1 4"), random)).isEqualTo(-1);
    }

    @Test
    void theFileReadsBackTheSameAndThePlayerAnswersFromIt(@TempDir Path dir) throws Exception {
        GamesBook book = book(0);
        Path file = dir.resolve("t.book");
        book.write(file);
        GamesBook back = GamesBook.read(GAME, file);
        assertThat(back.comments()).containsExactly("four games");
        for (String p : List.of("", "1", "5")) {
            assertThat(moves(back, after(p))).isEqualTo(moves(book, after(p)));
        }
        Path again = dir.resolve("again.book");
        back.write(again);
        assertThat(Files.readString(again)).isEqualTo(Files.readString(file));

        Player player = Players.parse("alphabeta:depth=1,book=" + file, GAME, 7);
        assertThat(player.spec()).isEqualTo("alphabeta:depth=1,book=" + file);
        Player.Choice fromBook = player.choose(GAME.start());
        assertThat(GAME.start().formatMove(fromBook.move())).isEqualTo("9");
        assertThat(fromBook.search()).isNull();
        assertThat(player.choose(after("1 4")).search()).isNotNull(); // out of the book: the search
        assertThat(Players.parse("alphabeta:depth=1,book=none", GAME, 7).spec()).isEqualTo("alphabeta:depth=1");
    }

    @Test
    void badBooksAreRejectedInOneLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("t.book");
        book(0).write(file);
        String text = Files.readString(file);
        assertThatThrownBy(() -> GamesBook.read(GAME, dir.resolve("missing.book"))).hasMessageContaining("cannot read the book");
        assertThatThrownBy(() -> GamesBook.read(new org.zermelo.games.connect4.Connect4Game(), file))
                .hasMessageContaining("is not a book of games for connect4");
        for (String[] bad : new String[][] {
            {"9 0 0 0 0 0 9", "-8 3 2 0 1 x 1"}, // a count that is no number
            {"9 0 0 0 0 0 9", "9 1 0 0 0 0 9"}, // wins, draws and losses not adding up
            {"9 0 0 0 0 0 9", "9 0 0 0 0 0 1"}, // a move twice
            {"9 0 0 0 0 0 9", "9 0 0 0 0 0 0"}, // not a move
            {"#margin 0", "#margin -1"},
            {"@ X........", "@ XX......."}}) {
            String broken = text.replaceFirst(java.util.regex.Pattern.quote(bad[0]), bad[1]);
            assertThat(broken).isNotEqualTo(text);
            assertThatThrownBy(() -> GamesBook.read(GAME, new ByteArrayInputStream(broken.getBytes(StandardCharsets.UTF_8)), "b.book"))
                    .as(bad[1]).isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("b.book line ")
                    .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
        }
        assertThatThrownBy(() -> Players.parse("alphabeta:depth=1,book=" + dir.resolve("missing.book"), GAME, 7))
                .hasMessageContaining("cannot read the book").hasMessageContaining("expected a book file or book=none");
    }
}
