package org.zermelo.game;

/**
 * Optional ability of a position: counting its legal moves without listing them, as a bitboard
 * game does with one population count, here or two plies down. Perft uses it to count its last
 * two plies in bulk: from two plies above its depth, in one call, neither listing the moves of the
 * positions on the way nor playing the moves that lead to them.
 */
public interface MoveCount {

    /** The number of moves {@link Position#legalMoves} would list: 0 exactly when terminal. */
    int moveCount();

    /**
     * The number of move sequences of two plies from this position, as perft counts them: over its
     * legal moves, the sum of the number of moves after each, where a move that ends the game
     * counts as one leaf or none ({@link #endedGameIsPerftLeaf}); a position with no move counts
     * the same way. The position does not change: a bitboard game loops over its board of legal
     * squares, each move's replies one population count.
     */
    long twoPlyCount();

    /**
     * True when a game that ends before perft's depth counts as one leaf (the convention of
     * Othello's published counts); false when it counts nothing (chess's, tic-tac-toe's).
     */
    default boolean endedGameIsPerftLeaf() {
        return false;
    }
}
