package org.zermelo.game;

/**
 * Optional ability of a position: a key shared by every position that the game's symmetries
 * (mirror images, say) make equivalent, so that a table entry found for one serves them all.
 * Equivalent positions must have the same value; their moves differ, so such a key must never
 * be used to store a move.
 */
public interface Symmetric {

    /** A 64-bit key equal for all positions equivalent to this one, side to move included. */
    long symmetricHash();
}
