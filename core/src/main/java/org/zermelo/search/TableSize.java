package org.zermelo.search;

/**
 * Ability of a search that keeps a table of what it found (the engine's transposition table,
 * proof's table of proofs): the most memory the table may take.
 */
public interface TableSize {

    /** Sets the most the table grows to, in MB (1 to {@link TranspositionTable#MAX_MB}); the table is made again, empty. */
    void setTableMegabytes(int megabytes);
}
