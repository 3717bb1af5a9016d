package org.zermelo.game;

/**
 * Optional ability of a position: the game's own guess of which moves are best, so that a
 * search tries them first and cuts sooner. Only the order may change, never the set of moves.
 * A game that knows some moves can never be the only winning ones (Domineering's safe moves,
 * which can wait) says so by the count it returns.
 */
public interface MoveOrdering {

    /**
     * Reorders {@code moves}, the legal moves of this position, most promising first, and
     * returns how many of the first ones a win/loss solver must try: if none of them wins, none
     * of the others does. Returns {@code moves.size()} when every move may matter; at least 1.
     */
    int orderMoves(MoveList moves);
}
