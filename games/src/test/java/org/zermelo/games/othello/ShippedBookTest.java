package org.zermelo.games.othello;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Game;
import org.zermelo.game.Position;
import org.zermelo.play.GamesBook;
import org.zermelo.play.Player;
import org.zermelo.play.Players;

/**
 * The opening book shipped as {@code book=othello}: the file the documented command wrote
 * (docs/games.md), its header, its values as the code computes them (a few leaves searched again,
 * every position the best of its moves, a move into the book the negation of its position's value),
 * and an AI answering from it at the start.
 */
class ShippedBookTest {

    private static final Game GAME = new OthelloGame();
    /** The search that valued the book's leaves, as its header says. */
    private static final String SCORE = "pvs:depth=6,eval=patterns";

    @Test
    void theHeaderSaysWhatTheBookIsAndHowItWasBuilt() throws Exception {
        List<String> head;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(OthelloGame.class.getResourceAsStream("othello.book"),
                StandardCharsets.UTF_8))) {
            head = in.lines().limit(5).toList();
        }
        assertThat(head.get(0)).startsWith(GamesBook.MAGIC + "othello, 12 plies from the start, ");
        assertThat(head.get(1)).startsWith("# from ").contains("games of selfplay.ggf").endsWith("valued by " + SCORE);
        assertThat(head.get(2)).isEqualTo("# built by: zermelo book othello --from-games selfplay.ggf --plies 12 --min-games 2 "
                + "--margin 100 --out othello.book");
        GamesBook book = GamesBook.shipped(GAME);
        assertThat(book.plies()).isEqualTo(12);
        assertThat(book.size()).isGreaterThan(500);
    }

    @Test
    void itsValuesAreTheNegamaxOfTheSearchesValues() {
        GamesBook book = GamesBook.shipped(GAME);
        int searched = 0;
        for (Position p : book.positions()) {
            List<GamesBook.Move> moves = book.moves(p);
            assertThat(book.value(p)).isEqualTo(moves.get(0).value());
            for (GamesBook.Move m : moves) {
                p.play(m.move());
                Integer inBook = p.isTerminal() ? null : book.value(p);
                if (inBook != null) {
                    assertThat(m.value()).as(p.toString()).isEqualTo(-inBook);
                } else if (searched < 3 && !p.isTerminal()) {
                    Player search = Players.parse(SCORE, GAME, 0);
                    assertThat(m.value()).as(p.toString()).isEqualTo(-search.choose(p).search().value());
                    searched++;
                }
                p.undo();
            }
        }
        assertThat(searched).isEqualTo(3);
    }

    @Test
    void aFrontEndThatServesOthersTakesTheShippedBookOnly() {
        Players.Bounds web = new Players.Bounds(java.time.Duration.ofSeconds(10), 20, 1_000_000, 1_000_000, false);
        assertThat(Players.parse("pvs:depth=1,book=othello", GAME, 1, web).spec()).isEqualTo("pvs:depth=1,book=othello");
        assertThat(Players.parse("pvs:depth=1,book=none", GAME, 1, web).spec()).isEqualTo("pvs:depth=1");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Players.parse("pvs:depth=1,book=/etc/passwd", GAME, 1, web))
                .hasMessage("book=/etc/passwd in 'pvs:depth=1,book=/etc/passwd': the web workbench consults the book the game ships "
                        + "(book=othello) or none (book=none); a book file is for the command line");
    }

    @Test
    void playsTheStartFromTheBook() {
        Player player = Players.parse("pvs:depth=1,eval=patterns,book=othello", GAME, 1);
        Player.Choice choice = player.choose(GAME.start());
        assertThat(choice.search()).isNull();
        assertThat(GamesBook.shipped(GAME).moves(GAME.start()).stream().map(GamesBook.Move::move)).contains(choice.move());
    }
}
