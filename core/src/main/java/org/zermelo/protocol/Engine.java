package org.zermelo.protocol;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.zermelo.game.Position;
import org.zermelo.search.SearchLimits;

/**
 * The thinking a {@link Session} asks of the program serving it, without knowing how it is done:
 * the command line makes the engine ({@link Engines}) from a player (an AI spec), which chooses
 * moves, or from a search, which searches to the depth the session asks and reports what it
 * found. A session asks only what its protocol needs, and the command that serves the protocol
 * gives it an engine that can: the other requests throw {@link UnsupportedOperationException}.
 * Positions are left as they were given.
 */
public interface Engine {

    /**
     * What a search found.
     *
     * @param bestMove the move at the root that reaches {@code value}, or -1 when none was searched
     * @param value the score for the side to move, on the scale of {@link org.zermelo.game.Scores}
     * @param pv the principal variation, from the root
     * @param depth the depth completed, or for a search to the end the deepest ply reached
     * @param exact true when the value is proven: the search saw only ends of games
     * @param nodes the positions visited
     * @param timeNanos the time it took
     */
    record Result(int bestMove, int value, int[] pv, int depth, boolean exact, long nodes, long timeNanos) {}

    /** The move the engine's player plays in {@code position}, which is not over. */
    int choose(Position position);

    /** A search of {@code position} to {@code depth} plies, at once (no deepening). */
    Result search(Position position, int depth);

    /**
     * Iterative deepening of {@code position} up to {@code depth} plies (fewer once the value is
     * exact), telling {@code eachDepth} the result of every depth completed; the last result.
     */
    default Result deepen(Position position, int depth, Consumer<Result> eachDepth) {
        return think(position, SearchLimits.depth(depth), eachDepth);
    }

    /**
     * Iterative deepening of {@code position} within {@code limits} (a depth, a time, a number of
     * nodes, or none: until the value is exact or {@link #stop} is called), telling
     * {@code eachDepth} the result of every depth completed; the last result, whose move is legal
     * even when not one depth was completed.
     */
    default Result think(Position position, SearchLimits limits, Consumer<Result> eachDepth) {
        return think(position, limits, eachDepth, r -> true);
    }

    /**
     * Iterative deepening as {@link #think(Position, SearchLimits, Consumer)}, asking {@code deeper}
     * after each depth completed (once {@code eachDepth} is told) whether to search the next: a
     * clock's plan ({@link org.zermelo.play.TimePlan}), or a stop that must not fall between two depths.
     */
    Result think(Position position, SearchLimits limits, Consumer<Result> eachDepth, Predicate<Result> deeper);

    /**
     * A setting a session may change ({@link #set}), as engine protocols declare their options: a
     * whole number from {@code min} to {@code max} ({@code spin}), one of {@code choices}
     * ({@code combo}) or a text ({@code string}), with its value until set.
     */
    record Setting(String name, String type, String defaultValue, long min, long max, List<String> choices) {

        static Setting spin(String name, long defaultValue, long min, long max) {
            return new Setting(name, "spin", Long.toString(defaultValue), min, max, List.of());
        }

        static Setting combo(String name, String defaultValue, List<String> choices) {
            return new Setting(name, "combo", defaultValue, 0, 0, List.copyOf(choices));
        }

        static Setting string(String name, String defaultValue) {
            return new Setting(name, "string", defaultValue, 0, 0, List.of());
        }
    }

    /** The settings {@link #set} accepts; none by default. */
    default List<Setting> settings() {
        return List.of();
    }

    /**
     * Changes a setting, named as {@link #settings} names it (in any case), between two searches.
     *
     * @throws IllegalArgumentException naming what is expected, for an unknown name or a value out of range
     */
    default void set(String name, String value) {
        throw new IllegalArgumentException("this engine has no settings, so none called '" + name + "'");
    }

    /** A new game begins: what the engine learned of the last one (its table) is forgotten. */
    default void newGame() {}

    /** Asks the search running now, from another thread, to stop soon (its result is then partial). */
    void stop();
}
