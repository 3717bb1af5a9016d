package org.zermelo.game;

/**
 * A static evaluation, used at the search horizon of positions that are not terminal.
 * It returns a heuristic value for the side to move: positive is good for it. Values must
 * stay strictly within {@link Scores#EVAL_LIMIT} so that any forced win outranks any
 * evaluation. An evaluator may be called from one search only at a time.
 */
@FunctionalInterface
public interface Evaluator {

    /** The heuristic value of a non-terminal position for its side to move. */
    int evaluate(Position position);
}
