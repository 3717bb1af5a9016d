package org.zermelo.game;

/**
 * Optional ability of a position: the most moves that can still be played before the game
 * ends, as Connect Four's empty cells are. The engine keeps the positions of a search to the end
 * that are this near the end in a small table of its own, which stays in the processor's caches
 * (a probe that misses them costs about as much as a whole node). A wrong answer only costs
 * speed; the answer must depend on the position alone, so that a position is always looked for
 * where it was stored.
 */
public interface MovesLeft {

    /** The most plies that can still be played from here to the end of the game. */
    int movesLeft();
}
