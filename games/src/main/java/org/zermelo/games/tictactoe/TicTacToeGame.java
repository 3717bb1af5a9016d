package org.zermelo.games.tictactoe;

import java.util.Map;
import java.util.function.Supplier;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.Position;

/** Tic-tac-toe for the tools: notation, start, parser, evaluation. */
public final class TicTacToeGame implements Game {

    /** Game values are from -1 to 1: won, drawn or lost. */
    @Override
    public int maxValue() {
        return 1;
    }

    @Override
    public String name() {
        return "tictactoe";
    }

    @Override
    public String description() {
        return "Tic-tac-toe: three in a row on a 3x3 board; X moves first";
    }

    @Override
    public String positionNotation() {
        return "9 characters row by row from the top left: X, O or . (empty); X moves first, "
                + "so the side to move follows from the counts";
    }

    @Override
    public String moveNotation() {
        return "a cell number 1 to 9, row by row from the top left";
    }

    @Override
    public String example() {
        return "X...O....";
    }

    @Override
    public Position start() {
        return new TicTacToe();
    }

    @Override
    public Position parse(String text) {
        return TicTacToe.parse(text);
    }

    @Override
    public Evaluator evaluator() {
        return new OpenLines();
    }

    /** Its one evaluation, by the name {@code eval=course} gives it. */
    @Override
    public Map<String, Supplier<Evaluator>> evaluations() {
        return Map.of("course", this::evaluator);
    }

    @Override
    public String playerName(int side) {
        return side == 0 ? "X" : "O";
    }
}
