package org.zermelo.play;

import org.zermelo.game.Position;
import org.zermelo.search.ProgressListener;
import org.zermelo.search.SearchResult;

/** Someone or something that chooses moves: a search with its limits, a random mover, a solver. */
public interface Player {

    /**
     * A move chosen, with the search that chose it when there was one.
     *
     * @param move the move, legal in the position it was chosen for
     * @param search the search's result, or null for a player that does not search
     */
    record Choice(int move, SearchResult search) {}

    /** How the player is written, as an AI spec: {@code alphabeta:depth=4}, {@code random}. */
    String spec();

    /** Chooses a move in a position that is not terminal; the position is left unchanged. */
    Choice choose(Position position);

    /**
     * Tells {@code listener} where the player's search is every {@code everyNanos} while it
     * thinks (null for no one); a player that does not search has nothing to tell.
     */
    default void setProgress(ProgressListener listener, long everyNanos) {}

    /**
     * Asks the player thinking now, from another thread, to answer at once with the best move it
     * has found so far (a search deepening on the clock: its last finished depth); a player
     * that cannot be hurried (it plays a fixed number of playouts, or solves) finishes as usual.
     * A search limited by depth alone may then have no move to give ({@link Choice#move()} -1).
     */
    default void stop() {}

    /**
     * Caps the table the player keeps from move to move (the engine's, the solver's), in MB, so
     * that a program holding many players at once (a server of many games) bounds their memory;
     * a player without a table ignores it.
     */
    default void limitTable(int megabytes) {}

    /**
     * The match's clocks before this player's next move ({@link TimeControl}): a player that
     * thinks on the clock takes its share of its own time left in place of its fixed thinking
     * time; one with a fixed depth or number of nodes ignores them (its time is counted all the same).
     */
    default void onClock(TimeControl.Clocks clocks) {}

    /**
     * The game so far, before this player's next move: its start and the moves played from it
     * ({@code start} and {@code moves} are the caller's: read them now). A player that hands the
     * position to another program gives it the game's moves, so that it sees repetitions; most
     * ignore it.
     */
    default void onHistory(Position start, int[] moves) {}

    /**
     * The game under way has ended (the match's referee says so): a player still thinking on the
     * opponent's time stops; nothing for most.
     */
    default void gameEnded() {}

    /** Lets go of what the player holds outside the JVM (an outside engine's program); nothing for most. */
    default void close() {}
}
