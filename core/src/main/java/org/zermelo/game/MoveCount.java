package org.zermelo.game;

/**
 * Optional ability of a position: counting its legal moves without listing them, as a bitboard
 * game does with one population count, here or after one of its moves without playing it. Perft
 * uses it to count its last ply in bulk: from two plies above its depth, neither listing the
 * moves of the positions one ply above nor playing the moves that lead to them.
 */
public interface MoveCount {

    /** The number of moves {@link Position#legalMoves} would list: 0 exactly when terminal. */
    int moveCount();

    /**
     * The number of moves {@link #moveCount} would give after {@code move}, one of the legal
     * moves, were played; the position does not change.
     */
    int moveCountAfter(int move);

    /**
     * True when a game that ends before perft's depth counts as one leaf (the convention of
     * Othello's published counts); false when it counts nothing (chess's, tic-tac-toe's).
     */
    default boolean endedGameIsPerftLeaf() {
        return false;
    }
}
