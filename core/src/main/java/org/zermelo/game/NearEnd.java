package org.zermelo.game;

/**
 * Optional ability of a position: whether it is so near the end of the game that searching it
 * again costs less than fetching it from a large table. A large table lives in main memory,
 * and a probe that misses the processor's caches costs about as much as a whole node; an exact
 * search therefore keeps the positions near the end in a small table of its own that stays in
 * the caches, and the large table for the others (Connect Four: twice as fast).
 *
 * <p>The answer must depend on the position alone, so that a position is always looked for
 * where it was stored.
 */
public interface NearEnd {

    /** True when this position is near the end of the game. */
    boolean nearEnd();
}
