package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.zermelo.game.Diagram;
import org.zermelo.game.Drawable;
import org.zermelo.game.Drawing;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/** What {@code play} shows of a board: the game's diagram where it has one, else its drawing as text, else its notation. */
class PlayDrawingTest {

    /** A game's position with its diagram hidden, as a game of one's own that only draws itself would be. */
    private static final class DrawnOnly implements Position, Drawable {

        private final Position inner;

        DrawnOnly(Position inner) {
            this.inner = inner;
        }

        @Override
        public Drawing drawing() {
            return ((Drawable) inner).drawing();
        }

        @Override
        public int sideToMove() {
            return inner.sideToMove();
        }

        @Override
        public void legalMoves(MoveList out) {
            inner.legalMoves(out);
        }

        @Override
        public void play(int move) {
            inner.play(move);
        }

        @Override
        public void undo() {
            inner.undo();
        }

        @Override
        public boolean isTerminal() {
            return inner.isTerminal();
        }

        @Override
        public int terminalValue() {
            return inner.terminalValue();
        }

        @Override
        public long hash() {
            return inner.hash();
        }

        @Override
        public String formatMove(int move) {
            return inner.formatMove(move);
        }

        @Override
        public int parseMove(String text) {
            return inner.parseMove(text);
        }

        @Override
        public Position copy() {
            return new DrawnOnly(inner.copy());
        }

        @Override
        public String toString() {
            return inner.toString();
        }
    }

    @Test
    void aGameWithADiagramKeepsItAndAGameWithoutOneShowsItsDrawing() {
        Position connect4 = Games.byName("connect4").parse("4453");
        assertThat(PlayCommand.draw(connect4)).isEqualTo(((Diagram) connect4).diagram());
        assertThat(PlayCommand.draw(new DrawnOnly(connect4))).isEqualTo("""
                . . . . . . .
                . . . . . . .
                . . . . . . .
                . . . . . . .
                . . . O . . .
                . . O X X . .
                1 2 3 4 5 6 7""");
        Position nim = Games.byName("nim").parse("3,1");
        assertThat(PlayCommand.draw(new DrawnOnly(nim))).isEqualTo("||| (3)\n| (1)");
    }
}
