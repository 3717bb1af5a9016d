package org.zermelo.games.connect4;

import java.util.Map;
import java.util.function.Supplier;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.Position;

/** Connect Four for the tools: notation, start, parser, evaluation; the players are X (first) and O. */
public final class Connect4Game implements Game {

    /** Game values are from -18 to 18: Pons' score: a win with the 4th stone, the earliest, scores 22 - 4. */
    @Override
    public int maxValue() {
        return 18;
    }

    /** Pons' score is no margin: it says which of its stones won, the earlier the higher. */
    @Override
    public String describeWin(int value) {
        int stone = 22 - value;
        return " with its " + stone + (stone % 10 == 1 && stone != 11 ? "st" : stone % 10 == 2 && stone != 12 ? "nd"
                : stone % 10 == 3 && stone != 13 ? "rd" : "th") + " stone (score " + value + ": 22 minus the winner's stones)";
    }

    @Override
    public String name() {
        return "connect4";
    }

    @Override
    public String description() {
        return "Connect Four: stones dropped into 7 columns of 6; four in a row across, up or diagonally wins; X moves first. "
                + "Values as in Pons' solver: 22 - k for a win with one's k-th stone, 0 for a draw";
    }

    @Override
    public String positionNotation() {
        return "the columns played so far, 1 to 7 from the left, as one string like 4453; empty for the start";
    }

    @Override
    public String moveNotation() {
        return "a column number 1 to 7, from the left";
    }

    @Override
    public String example() {
        return "4453";
    }

    @Override
    public Position start() {
        return new Connect4();
    }

    @Override
    public Position parse(String text) {
        return Connect4.parse(text);
    }

    @Override
    public Evaluator evaluator() {
        return new OpenFours();
    }

    /** Its one evaluation, by the name {@code eval=open-fours} gives it. */
    @Override
    public Map<String, Supplier<Evaluator>> evaluations() {
        return Map.of("open-fours", this::evaluator);
    }

    /** The engine's null-window bisection of the score, with the position's bounds, oracle and order. */
    @Override
    public String solver() {
        return "mtdf";
    }

    @Override
    public String playerName(int side) {
        return side == 0 ? "X" : "O";
    }
}
