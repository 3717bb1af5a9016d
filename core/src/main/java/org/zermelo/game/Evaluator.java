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

    /**
     * The game value an evaluation of {@link Scores#EVAL_LIMIT} stands for, where a search
     * reads evaluations in the game's units beside the ends of games (expectiminimax averages
     * both): 1 by default, an evaluation of a game won or lost being read as twice the chance
     * of winning less one; the largest game value for an evaluation of expected points over it
     * (a backgammon network's, where a gammon counts 2 and a backgammon 3).
     */
    default double valueAtLimit() {
        return 1;
    }
}
