package org.zermelo.game;

/**
 * Optional ability of a position: what an exact search of it would cost, so that a player on
 * the clock switches to the exact solver exactly when the rest of the game fits its time (the
 * course: Iago and Bill save midgame time for an exhaustive endgame search).
 */
public interface SolveCost {

    /**
     * The estimated cost of searching this position to the end of the game, counted in nodes
     * of a depth-limited search of the same game (the unit in which the engine measures its
     * speed: a game whose exact nodes are cheaper than those, like Othello's last empties, says
     * so in the estimate); {@code Long.MAX_VALUE} when out of reach.
     */
    long solveCost();
}
