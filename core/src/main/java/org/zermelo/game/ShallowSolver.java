package org.zermelo.game;

/**
 * Optional ability of a position: near the end of the game it searches itself to the end,
 * within an alpha-beta window, faster than a generic search can (Othello's last empty squares:
 * a tight loop on its bitboards, no table, no move list). Exact searches hand such nodes over
 * and count them as leaves; the course's plain algorithms never look at it, so the tests can
 * check one against the other.
 */
public interface ShallowSolver {

    /**
     * Searches this position to the end of the game, in the window (alpha, beta) of game values
     * for the side to move (the scale of {@link Position#terminalValue}), and answers fail-soft:
     * a value {@code v <= alpha} means the game value is at most {@code v}, {@code v >= beta}
     * that it is at least {@code v}, and a value in between is the game value. Returns
     * {@link Oracle#UNKNOWN} when the position is too far from the end; leaves the position as it was.
     */
    int solveWithin(int alpha, int beta);

    /** The nodes {@link #solveWithin} has visited so far, below the positions it was asked (a running count). */
    long solvedNodes();
}
