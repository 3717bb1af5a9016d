package org.zermelo.games.chomp;

import java.util.Map;
import java.util.function.Supplier;
import org.zermelo.game.Boards;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.Position;

/** Chomp for the tools: notation, start, parser, evaluation, and its rectangles for tables. */
public final class ChompGame implements Game, Boards {

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
}
