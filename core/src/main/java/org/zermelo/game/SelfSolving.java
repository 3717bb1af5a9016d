package org.zermelo.game;

/**
 * Optional ability of a {@link Game} that computes its exact values itself, where the generic
 * searches cannot: Pig has chance nodes and cycles (a 1 gives the turn back), so its values
 * are the fixed point of value iteration rather than the result of a search to the end.
 * {@code zermelo solve} uses it instead of a search.
 */
public interface SelfSolving {

    /**
     * An exact solution.
     *
     * @param value the value for the side to move: for a game of chance, its probability of
     *     winning under optimal play of both sides
     * @param bestMoves every move that achieves {@code value} (within the method's precision);
     *     none before a roll
     * @param states the number of states computed
     * @param method how the value was found, in a few words
     * @param points for a game whose results are worth more than one point (backgammon's gammons),
     *     the expected points under optimal play, which that play maximizes (and {@code value} is
     *     then its chance of winning under that play); NaN for a game won or lost
     */
    record Solution(double value, int[] bestMoves, long states, String method, double points) {}

    /**
     * Solves {@code position}, a position of this game: a position where a player decides, or
     * (for a game whose {@link Solution#points} are given) one before a roll.
     *
     * @throws IllegalArgumentException when the position is too large to solve, or of a kind the
     *     game does not solve, saying why
     */
    Solution solve(Position position);

    /** How {@link #solve} finds its values, in a few words ("value iteration"): what {@code zermelo games} names. */
    String method();
}
