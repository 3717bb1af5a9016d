package org.zermelo.game;

/**
 * Optional ability of a position: counting its legal moves without listing them, as a bitboard
 * game does with one population count. Perft uses it to count its last ply in bulk instead of
 * listing the moves of every position one ply above its depth.
 */
public interface MoveCount {

    /** The number of moves {@link Position#legalMoves} would list: 0 exactly when terminal. */
    int moveCount();

    /**
     * True when a game that ends before perft's depth counts as one leaf (the convention of
     * Othello's published counts); false when it counts nothing (chess's, tic-tac-toe's).
     */
    default boolean endedGameIsPerftLeaf() {
        return false;
    }
}
