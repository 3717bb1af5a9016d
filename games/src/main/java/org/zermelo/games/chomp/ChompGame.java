package org.zermelo.games.chomp;

import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.zermelo.game.Boards;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.Position;
import org.zermelo.game.Retrograde;

/**
 * Chomp for the tools: notation, start, parser, evaluation, its rectangles for tables, and its
 * staircases within an n x n box for retrograde analysis.
 */
public final class ChompGame implements Game, Boards, Retrograde {

    /** Game values are from -1 to 1: won or lost. */
    @Override
    public int maxValue() {
        return 1;
    }

    @Override
    public String name() {
        return "chomp";
    }

    @Override
    public String description() {
        return "Chomp (la gaufre): eat a square and every square below and to its right; "
                + "whoever must eat the poisoned top-left square loses";
    }

    @Override
    public String positionNotation() {
        return "RxC for a full rectangle (4x7), or the row lengths from the top, never increasing (7,7,5,2); at most "
                + Chomp.MAX_SIDE + " rows and " + Chomp.MAX_SIDE + " columns; the first player moves";
    }

    @Override
    public String moveNotation() {
        return "r,c: the row and column, from 1, of the square to eat with every square below and to its right; "
                + "the poisoned square 1,1 is never eaten";
    }

    @Override
    public String example() {
        return "7,7,5,2";
    }

    @Override
    public Position start() {
        return Chomp.rectangle(4, 7);
    }

    @Override
    public Position parse(String text) {
        return Chomp.parse(text);
    }

    @Override
    public Evaluator evaluator() {
        return new KnownShapes();
    }

    /** Its one evaluation, by the name {@code eval=known-shapes} gives it. */
    @Override
    public Map<String, Supplier<Evaluator>> evaluations() {
        return Map.of("known-shapes", this::evaluator);
    }

    @Override
    public String solver() {
        return "andor";
    }

    /** The full rectangle; Chomp is impartial, so the side is ignored: the first player moves. */
    @Override
    public Position board(int rows, int columns, int side) {
        return Chomp.rectangle(rows, columns);
    }

    /** 10x10: AND/OR labels every staircase inside a rectangle, 184756 of them in 10x10, for each rectangle. */
    @Override
    public int largestTable() {
        return 10;
    }

    /** One slice: every staircase within {@code size} rows and {@code size} columns, 1 to 12 (C(24, 12) = 2,704,156 of them). */
    @Override
    public List<Slice> slices(int size) {
        if (size < 1 || size > 12) {
            throw new IllegalArgumentException("chomp's staircases are sliced within a box of side 1 to 12, not " + size);
        }
        return List.of(new Staircases(size));
    }

    /** The longer of its first row and its first column, when that is 1 to 12. */
    @Override
    public int sizeOf(Position position) {
        if (!(position instanceof Chomp chomp)) {
            return -1;
        }
        int side = Math.max(chomp.rowLength(0), chomp.columnLength(0));
        return side <= 12 ? side : -1;
    }

    @Override
    public String sizeName() {
        return "side";
    }
}
