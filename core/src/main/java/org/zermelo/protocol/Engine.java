package org.zermelo.protocol;

import java.util.function.Consumer;
import org.zermelo.game.Position;

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
    Result deepen(Position position, int depth, Consumer<Result> eachDepth);

    /** Asks the search running now, from another thread, to stop soon (its result is then partial). */
    void stop();
}
