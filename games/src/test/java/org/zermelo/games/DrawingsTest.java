package org.zermelo.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Drawable;
import org.zermelo.game.Drawing;
import org.zermelo.game.Drawing.Cell;
import org.zermelo.game.Drawing.Point;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.Position;

/** Each game's drawing against boards known by hand: what the web and the terminal draw. */
class DrawingsTest {

    private static Position play(String game, String position, String... moves) {
        Position p = Games.byName(game).parse(position);
        for (String move : moves) {
            p.play(p.parseMove(move));
        }
        return p;
    }

    private static Drawing drawing(Position p) {
        assertThat(p).isInstanceOf(Drawable.class);
        return ((Drawable) p).drawing();
    }

    private static Drawing.Grid grid(Position p) {
        return (Drawing.Grid) drawing(p);
    }

    /** Each cell's symbol, "." empty and "#" blocked, row by row. */
    private static List<String> rows(Drawing.Grid grid) {
        return List.of(grid.text().split("\n"));
    }

    @Test
    void everyGameDrawsItsBoard() {
        for (Game game : Games.all()) {
            assertThat(game.start()).as(game.name()).isInstanceOf(Drawable.class);
            assertThat(((Drawable) game.start()).drawing()).as(game.name()).isNotNull();
        }
    }

    @Test
    void connectFourStonesFallAndAMoveIsAColumn() {
        Drawing.Grid grid = grid(play("connect4", "4453"));
        assertThat(grid.rows()).isEqualTo(6);
        assertThat(grid.columns()).isEqualTo(7);
        assertThat(grid.dropsInColumns()).isTrue();
        assertThat(grid.surface()).isEqualTo(Drawing.Surface.RACK);
        assertThat(grid.text()).isEqualTo("""
                . . . . . . .
                . . . . . . .
                . . . . . . .
                . . . . . . .
                . . . O . . .
                . . O X X . .
                1 2 3 4 5 6 7""");
        assertThat(grid.cell(5, 3).piece().owner()).isZero();
        assertThat(grid.cell(5, 3).piece().colour()).isEqualTo(Drawing.Colour.RED);
        assertThat(grid.cell(4, 3).piece().colour()).isEqualTo(Drawing.Colour.YELLOW);
    }

    @Test
    void ticTacToeHasCrossesAndRings() {
        Drawing.Grid grid = grid(play("tictactoe", ".........", "5", "1", "9"));
        assertThat(rows(grid)).containsExactly("O . .", ". X .", ". . X");
        assertThat(grid.cell(1, 1).piece().shape()).isEqualTo(Drawing.Shape.CROSS);
        assertThat(grid.cell(0, 0).piece().shape()).isEqualTo(Drawing.Shape.RING);
        assertThat(grid.dropsInColumns()).isFalse();
    }

    @Test
    void othelloStartsWithFourDiscsInTheCentre() {
        Drawing.Grid grid = grid(Games.byName("othello").start());
        assertThat(rows(grid).get(3)).isEqualTo(". . . O X . . .");
        assertThat(rows(grid).get(4)).isEqualTo(". . . X O . . .");
        assertThat(grid.cell(3, 4).piece().colour()).isEqualTo(Drawing.Colour.BLACK);
        Drawing.Grid after = grid(play("othello", Games.byName("othello").start().toString(), "d3"));
        assertThat(rows(after).get(2)).isEqualTo(". . . X . . . .");
        assertThat(rows(after).get(3)).isEqualTo(". . . X X . . .");
    }

    @Test
    void domineeringDrawsEachDominoWholeAndTheCellsFilledBeforeAsBlocked() {
        Drawing.Grid grid = grid(play("domineering", "4x4", "1,1", "1,2"));
        assertThat(rows(grid)).containsExactly("V H H .", "V . . .", ". . . .", ". . . .");
        // Vertical's domino covers 1,1 and 2,1, both halves in the group of the first ply; Horizontal's 1,2 and 1,3.
        assertThat(grid.cell(0, 0)).isEqualTo(grid.cell(1, 0));
        assertThat(grid.cell(0, 0).piece().group()).isZero();
        assertThat(grid.cell(0, 0).piece().owner()).isZero();
        assertThat(grid.cell(0, 1)).isEqualTo(grid.cell(0, 2));
        assertThat(grid.cell(0, 1).piece().group()).isEqualTo(1);
        assertThat(grid.cell(0, 1).piece().owner()).isEqualTo(1);
        Drawing.Grid set = grid(play("domineering", "##../..../...#/...#:H", "3,1"));
        assertThat(rows(set)).containsExactly("# # . .", ". . . .", "H H . #", ". . . #");
        assertThat(set.cell(0, 0).blocked()).isTrue();
    }

    @Test
    void chompKeepsTheBarsSizeAndMarksThePoison() {
        Drawing.Grid grid = grid(play("chomp", "3x4", "2,3"));
        assertThat(rows(grid)).containsExactly("P o o o", "o o . .", "o o . .");
        Cell poisoned = grid.cell(0, 0);
        assertThat(poisoned.mark()).isEqualTo("\u2620");
        assertThat(poisoned.piece().colour()).isEqualTo(Drawing.Colour.GREEN);
        assertThat(grid(play("chomp", "3x4", "2,3", "1,2")).cell(0, 1)).isEqualTo(Cell.EMPTY);
    }

    @Test
    void nimAndGrundyArePiles() {
        Drawing.Piles heaps = (Drawing.Piles) drawing(play("nim", "7,5,3,1", "1:7"));
        assertThat(heaps.sizes()).containsExactly(0, 5, 3, 1);
        assertThat(heaps.piece().shape()).isEqualTo(Drawing.Shape.STICK);
        Position grundy = play("grundy", "7");
        grundy.play(grundy.parseMove("7=4+3"));
        Drawing.Piles piles = (Drawing.Piles) drawing(grundy);
        assertThat(piles.sizes()).containsExactly(4, 3);
        assertThat(piles.text()).isEqualTo("oooo (4)\nooo (3)");
    }

    @Test
    void stripsAreOneRow() {
        assertThat(rows(grid(play("sautemouton", "RR_BB")))).containsExactly("R R . B B");
        assertThat(rows(grid(play("sautemouton", "RR_BB", "2")))).containsExactly("R . R B B");
        Drawing.Grid toads = grid(play("toads", "TT__FF"));
        assertThat(rows(toads)).containsExactly("T T . . F F");
        assertThat(toads.cell(0, 0).piece().owner()).isZero();
        assertThat(toads.cell(0, 5).piece().owner()).isEqualTo(1);
    }

    @Test
    void pigShowsTheScoresByPlayerTheTurnTotalAndTheLastDie() {
        Position pig = play("pig", "12,30,7");
        assertThat(drawing(pig)).isEqualTo(new Drawing.ScoreLine(List.of(12, 30), 7, 100, List.of()));
        pig.play(pig.parseMove("roll"));
        pig.play(pig.parseMove("5"));
        assertThat(drawing(pig)).isEqualTo(new Drawing.ScoreLine(List.of(12, 30), 12, 100, List.of(5)));
        pig.play(pig.parseMove("hold"));
        assertThat(drawing(pig)).isEqualTo(new Drawing.ScoreLine(List.of(24, 30), 0, 100, List.of(5)));
        pig.play(pig.parseMove("roll"));
        pig.play(pig.parseMove("1"));
        // The second player's 1 ends its turn: the first player is to move, the scores by player as they were.
        assertThat(drawing(pig)).isEqualTo(new Drawing.ScoreLine(List.of(24, 30), 0, 100, List.of(1)));
    }

    @Test
    void backgammonStartsWithTwoCheckersOnTheTwentyFourPoint() {
        Position start = Games.byName("backgammon").start();
        Drawing.Points board = (Drawing.Points) drawing(start);
        assertThat(board.points()).hasSize(24);
        assertThat(board.points().get(23)).isEqualTo(new Point(0, 2));
        assertThat(board.points().get(12)).isEqualTo(new Point(0, 5));
        assertThat(board.points().get(7)).isEqualTo(new Point(0, 3));
        assertThat(board.points().get(5)).isEqualTo(new Point(0, 5));
        // The second player's, on its own 24, 13, 8 and 6: the first's 1, 12, 17 and 19.
        assertThat(board.points().get(0)).isEqualTo(new Point(1, 2));
        assertThat(board.points().get(11)).isEqualTo(new Point(1, 5));
        assertThat(board.points().get(16)).isEqualTo(new Point(1, 3));
        assertThat(board.points().get(18)).isEqualTo(new Point(1, 5));
        assertThat(board.bar()).containsExactly(0, 0);
        assertThat(board.off()).containsExactly(0, 0);
        assertThat(board.dice()).isEmpty();
        assertThat(board.text()).isEqualTo("X: 24:2 13:5 8:3 6:5, bar 0, off 0\nO: 24:2 13:5 8:3 6:5, bar 0, off 0");
        Position rolled = play("backgammon", start.toString(), "31");
        assertThat(((Drawing.Points) drawing(rolled)).dice()).containsExactly(3, 1);
        rolled.play(rolled.parseMove("8/5 6/5"));
        Drawing.Points after = (Drawing.Points) drawing(rolled);
        assertThat(after.points().get(4)).isEqualTo(new Point(0, 2));
        assertThat(after.points().get(5)).isEqualTo(new Point(0, 4));
        assertThat(after.points().get(7)).isEqualTo(new Point(0, 2));
        assertThat(after.dice()).isEmpty();
    }
}
