package org.zermelo.games.othello;

import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.Position;

/** Othello for the tools: notation, start, parser, evaluation. */
public final class OthelloGame implements Game {

    @Override
    public String name() {
        return "othello";
    }

    @Override
    public String description() {
        return "Othello (Reversi) on 8x8: a disc must flip a line of the opponent's; X (black) moves first; no move: pass";
    }

    @Override
    public String positionNotation() {
        return "64 characters row by row from a1 to h8 (X black, O white, - empty), a space and the side to move X or O, "
                + "as in FFO files; or the moves from the start like f5d6c3 (a side with no move passes)";
    }

    @Override
    public String moveNotation() {
        return "a square a1 to h8, column letter then row digit; pass when there is no move";
    }

    @Override
    public String example() {
        return "f5d6c3d3c4";
    }

    @Override
    public Position start() {
        return new Othello();
    }

    @Override
    public Position parse(String text) {
        return Othello.parse(text);
    }

    @Override
    public Evaluator evaluator() {
        return new OthelloEvaluation();
    }

    @Override
    public String playerName(int side) {
        return side == 0 ? "X" : "O";
    }
}
