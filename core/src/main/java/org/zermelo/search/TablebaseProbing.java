package org.zermelo.search;

import org.zermelo.game.Tablebase;

/**
 * Ability of a search that probes endgame databases ({@link Tablebase}) at its depth-limited
 * nodes: a position below the root that the databases hold is worth its stored value at once.
 */
public interface TablebaseProbing {

    /** Probes {@code tablebase} from now on; null for none (the default). */
    void setTablebase(Tablebase tablebase);
}
