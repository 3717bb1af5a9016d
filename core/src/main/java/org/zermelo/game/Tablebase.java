package org.zermelo.game;

/**
 * Exact values of positions near the end of a game, read from its endgame databases rather than
 * searched: what the engine's depth-limited search asks at each node below its root, so that a
 * position within the databases ends its line at once, as Chinook's search ended in its databases.
 * Shared by every thread and every game of a process: {@link #score} must be safe to call from
 * many threads at once, and allocate nothing.
 *
 * <p>A database value ignores the draw rules that count moves (checkers' 40-move rule), so a win
 * or a loss is proven only where it comes before such a rule can end the game; beyond, it is worth
 * a score just inside the evaluations' range ({@link #NEAR_WIN}), above any evaluation of the game
 * and below any proven win, the nearer the end the better.
 */
public interface Tablebase {

    /** What {@link #score} returns for a position the databases do not hold. */
    int UNKNOWN = Integer.MIN_VALUE;

    /**
     * The score of a database win that a draw rule counting moves might still turn into a draw:
     * {@code NEAR_WIN - distance}, below {@link Scores#EVAL_LIMIT} by more than any distance and ply.
     */
    int NEAR_WIN = Scores.EVAL_LIMIT - 2 * Scores.MAX_PLY;

    /**
     * The score of {@code position} for its side to move, as at the root of a search: a win in
     * {@code d} plies {@code Scores.terminal(1, d)}, a loss {@code Scores.terminal(-1, d)}, a draw
     * 0, or for a win or a loss that a draw rule may still stop, {@code NEAR_WIN - d} or its
     * opposite; {@link #UNKNOWN} when the databases do not hold the position. A search {@code ply}
     * plies below its root takes a non-zero score {@code ply} nearer to 0, as it does for the end of
     * the game.
     */
    int score(Position position);
}
