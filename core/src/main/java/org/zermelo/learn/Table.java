package org.zermelo.learn;

import java.util.HashMap;
import java.util.Map;
import org.zermelo.game.Position;

/**
 * The course's table of values, for a game small enough to list its positions (tic-tac-toe):
 * for each position reached, the probability that the player who has just moved there wins,
 * 0.5 until learning says otherwise; a finished game is worth 1 to its winner, 0 to its loser
 * and 0.5 to both in a draw, as the course sets them. Learning moves a value a fraction of the
 * way toward its target: {@code V(s) <- V(s) + a [V(s') - V(s)]}.
 */
public final class Table {

    /** The value of a position never met. */
    public static final double UNKNOWN = 0.5;

    private final Map<String, Double> values;

    /** An empty table. */
    public Table() {
        this(new HashMap<>());
    }

    /** The table with these values, by position in the game's notation. */
    Table(Map<String, Double> values) {
        this.values = values;
    }

    /** The values, by position in the game's notation (the map itself). */
    Map<String, Double> values() {
        return values;
    }

    /** A table of its own with the values as they are now: a snapshot that learning does not change. */
    public Table snapshot() {
        return new Table(new HashMap<>(values));
    }

    /** The number of positions valued. */
    public int size() {
        return values.size();
    }

    /**
     * The value of {@code position} for the player who has just moved there: its result if the
     * game is over, what the table holds, or 0.5.
     */
    public double value(Position position) {
        if (position.isTerminal()) {
            return result(position);
        }
        return values.getOrDefault(position.toString(), UNKNOWN);
    }

    /** A finished game's value for the player who made its last move: 1 won, 0 lost, 0.5 drawn. */
    static double result(Position position) {
        int value = position.terminalValue();
        return value < 0 ? 1 : value > 0 ? 0 : 0.5;
    }

    /** Moves the value of the position written {@code position} (not over) {@code rate} of the way toward {@code target}. */
    void learn(String position, double target, double rate) {
        values.merge(position, UNKNOWN + rate * (target - UNKNOWN), (old, ignored) -> old + rate * (target - old));
    }
}
