package org.zermelo.game;

/**
 * Optional ability of a position: a key shared by every position that the game's symmetries
 * (mirror images, say) make equivalent, so that a table entry found for one serves them all.
 * Equivalent positions must have the same value; their moves differ, so such a key must never
 * be used to store a move unless the game translates them ({@link SymmetricMoves}).
 *
 * <p>A game may share the key only where equivalent positions are likely to meet in a search
 * (near the start of the game, say) and give a position's own key elsewhere, where comparing
 * it with its images would cost more than it saves: the key must still be a function of the
 * position alone, and differ between positions that are not equivalent.
 */
public interface Symmetric {

    /**
     * A 64-bit key equal for the positions equivalent to this one (or, where the game does not
     * share it, this position's own), side to move included.
     */
    long symmetricHash();
}
