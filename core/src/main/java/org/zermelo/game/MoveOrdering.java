package org.zermelo.game;

/**
 * Optional ability of a position: the game's own guess of which moves are best, so that a
 * search tries them first and cuts sooner. Only the order may change, never the set of moves.
 */
public interface MoveOrdering {

    /** Reorders {@code moves}, the legal moves of this position, most promising first. */
    void orderMoves(MoveList moves);
}
