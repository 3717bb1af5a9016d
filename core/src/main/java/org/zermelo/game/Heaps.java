package org.zermelo.game;

/**
 * Optional ability of a game whose positions are heaps or piles: its one-heap positions, whose
 * Sprague-Grundy values `zermelo table` prints.
 */
public interface Heaps {

    /** The position made of one heap of {@code size} objects (0 for the empty position). */
    Position heap(int size);
}
