package org.zermelo.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Engine;
import org.zermelo.search.NegamaxAlphaBeta;
import org.zermelo.search.OpeningBook;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;

/** Opening books: built by the engine, checked against plain alpha-beta, written, read back and consulted. */
class OpeningBookTest {

    @TempDir
    Path dir;

    @Test
    void everyValueOfATicTacToeBookIsThePlainAlphaBetaValue() throws IOException {
        Game game = Games.byName("tictactoe");
        OpeningBook book = OpeningBook.build(game, game.start(), 3, Algorithms.create("mtdf", null), line -> { });
        assertThat(book.size()).isEqualTo(1 + 9 + 72 + 252); // the distinct positions after 0 to 3 plies
        Path file = dir.resolve("ttt.book");
        book.write(file, "");
        List<String> lines = Files.readAllLines(file);
        int checked = 0;
        for (String line : lines) {
            if (line.startsWith("#")) {
                continue;
            }
            int space = line.indexOf(' ');
            Position p = game.parse(line.substring(space + 1));
            int plain = Scores.gameValue(new NegamaxAlphaBeta(null).search(p, SearchLimits.exact()).value());
            assertThat(Integer.parseInt(line.substring(0, space))).as(line).isEqualTo(plain);
            checked++;
        }
        assertThat(checked).isEqualTo(book.size());
        OpeningBook read = OpeningBook.read(game, file);
        assertThat(read.size()).isEqualTo(book.size());
        assertThat(read.plies()).isEqualTo(3);
        assertThat(read.value(game.start().hash())).isZero();
    }

    @Test
    void theEngineWithABookFindsTheSameValuesWithFewerNodes() {
        Game game = Games.byName("connect4");
        for (String text : RandomEndgames.positions(7, 6, 14, 16)) {
            Position root = game.parse(text);
            Engine plain = (Engine) Algorithms.create("mtdf", null);
            SearchResult without = plain.search(root, SearchLimits.exact());
            OpeningBook book = OpeningBook.build(game, root, 2, Algorithms.create("mtdf", null), line -> { });
            Engine booked = (Engine) Algorithms.create("mtdf", null);
            booked.setBook(book);
            SearchResult with = booked.search(root, SearchLimits.exact());
            assertThat(Scores.gameValue(with.value())).as(text).isEqualTo(Scores.gameValue(without.value()));
            // Each child is in the book: the root needs a node per child at most, and its bisection's steps.
            MoveList moves = new MoveList();
            root.legalMoves(moves);
            assertThat(with.stats().nodes()).as(text).isLessThan(without.stats().nodes() + 1).isLessThan(40L * (moves.size() + 1));
        }
    }

    /**
     * The book the repository carries holds the published values of the first move (Allis,
     * Tromp; Pons' scores): X wins only in the centre, by 1 (its last stone); columns 3 and 5
     * draw; columns 2 and 6 lose by 1, columns 1 and 7 by 2. Each child's value is O's, to move.
     */
    @Test
    void theRepositorysStartBookHoldsThePublishedFirstMoveValues() throws IOException {
        Game game = Games.byName("connect4");
        OpeningBook book = OpeningBook.read(game, Path.of("..", "books", "connect4-start.book"));
        assertThat(book.size()).isEqualTo(8);
        int[] xValues = {-2, -1, 0, 1, 0, -1, -2};
        for (int column = 1; column <= 7; column++) {
            assertThat(book.value(game.parse(Integer.toString(column)).hash())).as("column %d", column)
                    .isEqualTo(-xValues[column - 1]);
        }
        assertThat(book.value(game.start().hash())).isEqualTo(1);

        Engine engine = (Engine) Algorithms.create("mtdf", null);
        engine.setBook(book);
        SearchResult r = engine.search(game.start(), SearchLimits.exact());
        assertThat(Scores.gameValue(r.value())).isEqualTo(1);
        assertThat(r.stats().nodes()).isLessThan(100);
    }

    @Test
    void aMalformedBookIsRefusedWithTheLineThatIsWrong() throws IOException {
        Game game = Games.byName("connect4");
        String header = "# zermelo opening book: connect4, 1 plies from the start, 2 positions\n#plies 1\n";
        assertThatThrownBy(() -> read(game, "hello\n")).hasMessageContaining("is not a zermelo opening book for connect4");
        assertThatThrownBy(() -> read(game, header + "x 44\n")).hasMessageContaining("line 3").hasMessageContaining("expected a value");
        assertThatThrownBy(() -> read(game, header + "2 48\n")).hasMessageContaining("line 3");
        assertThatThrownBy(() -> read(game, header + "99 4\n")).hasMessageEndingWith("line 3: the value 99 is beyond connect4's values, -18 to 18");
        assertThatThrownBy(() -> read(game, header + "-19 4\n")).hasMessageContaining("beyond connect4's values");
        assertThatThrownBy(() -> read(Games.byName("tictactoe"), header.replace("connect4", "tictactoe") + "2 X........\n"))
                .hasMessageContaining("beyond tictactoe's values, -1 to 1");
        assertThatThrownBy(() -> read(game, header + "1 4\n-2 44\n# again\n-1 4\n")).hasMessageEndingWith(
                "line 6: the position 4 has the value -1 here and 1 on line 3: a book gives one value to a position");
        assertThatThrownBy(() -> read(game, header + "1 4\n#plies 2\n")).hasMessageEndingWith("line 4: a second '#plies N' line: a book has one");
        assertThatThrownBy(() -> read(game, "# zermelo opening book: connect4, 1 plies\n1 4\n")).hasMessageContaining("before the '#plies N' line");
        assertThatThrownBy(() -> read(Games.byName("tictactoe"), header)).hasMessageContaining("for tictactoe");
        assertThat(read(game, header + "1 \n-1 4\n").value(game.parse("4").hash())).isEqualTo(-1);
        assertThat(read(game, header + "-1 4\n-1 4\n").size()).as("the same value twice is no contradiction").isEqualTo(1);
    }

    private OpeningBook read(Game game, String text) throws IOException {
        Path file = dir.resolve("book.txt");
        Files.writeString(file, text);
        return OpeningBook.read(game, file);
    }
}
