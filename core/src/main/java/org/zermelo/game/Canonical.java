package org.zermelo.game;

/**
 * Optional ability of a position: its notation written one way among the ways the game allows,
 * so that two positions the game considers the same are counted once. Grundy's game sees its
 * piles as a multiset, as the course draws its graph: {@code 4,1,2} and {@code 4,2,1} are one
 * position, written {@code 4,2,1}. The game graph counts positions by this notation.
 */
public interface Canonical {

    /** The notation every position equal to this one shares; a notation the game's parser reads. */
    String canonical();
}
