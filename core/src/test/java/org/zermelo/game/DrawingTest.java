package org.zermelo.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Drawing.Cell;
import org.zermelo.game.Drawing.Colour;
import org.zermelo.game.Drawing.Piece;
import org.zermelo.game.Drawing.Shape;
import org.zermelo.game.Drawing.Surface;

class DrawingTest {

    private static final Piece X = new Piece("X", 0, Shape.DISC, Colour.RED);
    private static final Piece O = new Piece("O", 1, Shape.DISC, Colour.YELLOW);

    @Test
    void aGridIsWrittenRowByRowWithItsColumnsWhenMovesDropInThem() {
        List<Cell> cells = new ArrayList<>(List.of(Cell.EMPTY, Cell.EMPTY, Cell.BLOCKED, Cell.EMPTY, Cell.EMPTY, Cell.EMPTY));
        cells.set(3, Cell.of(X));
        cells.set(4, Cell.of(O));
        cells.set(5, Cell.EMPTY.marked("*"));
        Drawing.Grid grid = new Drawing.Grid(2, 3, cells, Surface.RACK, true);
        assertThat(grid.cell(1, 0)).isEqualTo(Cell.of(X));
        assertThat(grid.text()).isEqualTo(". . #\nX O *\n1 2 3");
        assertThat(new Drawing.Grid(2, 3, cells, Surface.RACK, false).text()).isEqualTo(". . #\nX O *");
    }

    @Test
    void drawingsAreValuesAndTheirSizesAgree() {
        Drawing a = new Drawing.Piles(List.of(3, 0), new Piece("o", Drawing.NOBODY, Shape.STICK, Colour.BROWN));
        Drawing b = new Drawing.Piles(new ArrayList<>(List.of(3, 0)), new Piece("o", Drawing.NOBODY, Shape.STICK, Colour.BROWN));
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(a.text()).isEqualTo("ooo (3)\n(0)");
        assertThatThrownBy(() -> new Drawing.Grid(2, 2, List.of(Cell.EMPTY), Surface.PAPER, false))
                .hasMessage("a grid of 2x2 has 4 cells, not 1");
        assertThatThrownBy(() -> new Piece("#", 0, Shape.SQUARE, Colour.GREY)).hasMessageContaining("blocked");
        assertThatThrownBy(() -> new Drawing.Point(0, 0)).hasMessageContaining("NOBODY");
        assertThatThrownBy(() -> new Drawing.ScoreLine(List.of(1), 0, 10, List.of())).hasMessageContaining("both");
    }

    @Test
    void aRaceBoardListsEachPlayersPointsAsItCountsThem() {
        List<Drawing.Point> points = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            points.add(Drawing.Point.EMPTY);
        }
        points.set(5, new Drawing.Point(0, 2)); // the first player's point 6
        points.set(0, new Drawing.Point(1, 3)); // the second player's point 6
        points.set(2, new Drawing.Point(1, 1)); // its point 4
        Drawing drawing = new Drawing.Points(points, List.of(0, 1), List.of(13, 11), List.of(3, 1), List.of(X, O));
        assertThat(drawing.text()).isEqualTo("X: 6:2, bar 0, off 13\nO: 6:3 4:1, bar 1, off 11\ndice 3 1");
        assertThat(new Drawing.ScoreLine(List.of(12, 30), 7, 100, List.of(4)).text())
                .isEqualTo("scores 12 and 30 (goal 100), turn total 7, dice 4");
    }
}
