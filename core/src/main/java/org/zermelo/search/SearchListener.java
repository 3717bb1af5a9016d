package org.zermelo.search;

import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/**
 * Receives the events of a search in visiting order, to trace it or replay it step by step.
 * Every method does nothing by default; a search with no listener skips the calls entirely,
 * so listening costs nothing when no one listens.
 *
 * <p>Values and windows are given as the algorithm sees them: for the two-function max/min
 * forms ({@link Search#maxMinForm()}) from the root player's (MAX's) point of view, for the
 * negamax forms from the side to move's. Events are sent from inside the search: the position
 * passed is the search's own, to be read and never changed.
 */
public interface SearchListener {

    /** The listener that ignores everything. */
    SearchListener NONE = new SearchListener() {};

    /** A search starts at {@code root}. */
    default void started(Position root, Search search) {}

    /** A node is entered with the window [alpha, beta]; -inf and +inf when there is none. */
    default void entered(Position position, int ply, int alpha, int beta) {}

    /** A leaf (terminal or at the horizon) is scored. */
    default void leaf(Position position, int ply, int value) {}

    /** A node's value is known from a table: the node is not searched again. */
    default void reused(Position position, int ply, int value) {}

    /**
     * The search stops at a node before its remaining moves: {@code moves} from index
     * {@code next} on are never visited. {@code value} is the child value that caused the cut
     * and [alpha, beta] the node's window at that moment.
     */
    default void cut(Position position, int ply, int value, int alpha, int beta, MoveList moves, int next) {}

    /** A node returns {@code value}. */
    default void exited(Position position, int ply, int value) {}

    /**
     * The window, for MAX (the root player), of the node just entered by star1 or star2;
     * infinite bounds when there is none.
     */
    default void window(Position position, int ply, double alpha, double beta) {}

    /**
     * A node of a search of a game of chance returns {@code value}, an expected value for MAX
     * (exact, or for {@code bound} searches a bound when it lies outside the node's window);
     * called for leaves too.
     */
    default void expected(Position position, int ply, double value, boolean leaf) {}

    /**
     * A node of star1 or star2 stops before its moves or outcomes from index {@code next}: its
     * value, for MAX, is at most ({@code atMost}) or at least {@code bound} whatever they are.
     */
    default void starCut(Position position, int ply, double bound, boolean atMost, MoveList moves, int next) {}

    /** The search ended (normally or stopped by a limit). */
    default void finished(SearchResult result) {}
}
