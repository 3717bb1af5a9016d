package org.zermelo.game;

/**
 * Optional ability of a position: the game's own guess of which moves are best, so that a
 * search tries them first and cuts sooner. Only the order may change, never the set of moves.
 * A game that knows some moves can never be better than others (Domineering's safe moves,
 * which can wait; Connect Four's moves that lose at once) says so by the count it returns.
 */
public interface MoveOrdering {

    /**
     * Reorders {@code moves}, the legal moves of this position, most promising first, and
     * returns how many of the first ones an exact search must try: none of the others is
     * better than the best of those (in a win/loss game: if none of them wins, none of the
     * others does). Returns {@code moves.size()} when every move may matter; at least 1.
     * Depth-limited searches try every move, in this order.
     */
    int orderMoves(MoveList moves);

    /**
     * The start of {@link #orderMoves}, for searches that often need only the first move (a
     * proof at a won position): the most promising move first, the order of the others left to
     * {@link #orderRest}. Returns what {@code orderMoves} returns. By default the whole order.
     */
    default int orderFirst(MoveList moves) {
        return orderMoves(moves);
    }

    /**
     * Completes the order {@link #orderFirst} started on {@code moves}, when the first move has
     * not sufficed; {@code moves} may have been searched below in between, not changed. By
     * default there is nothing left to do.
     */
    default void orderRest(MoveList moves) {}
}
