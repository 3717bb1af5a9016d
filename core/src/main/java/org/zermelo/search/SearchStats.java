package org.zermelo.search;

/**
 * The counts of one search. Cutoffs are counted separately at MAX nodes (the root player's)
 * and at MIN nodes (its opponent's): in the course's words, a beta cut stops a MAX node
 * whose alpha reached its parent's beta, an alpha cut stops a MIN node.
 */
public final class SearchStats {

    /** Nodes entered, the root and the leaves included. */
    long nodes;
    /** Leaves scored: terminal positions and positions evaluated at the horizon. */
    long leaves;
    /** Of the leaves, those evaluated heuristically (not terminal). */
    long horizonLeaves;
    long cutoffsAtMax;
    long cutoffsAtMin;
    /** Positions answered from a table instead of being searched again. */
    long tableHits;
    /** The deepest ply entered. */
    int maxPly;
    long timeNanos;

    void reset() {
        nodes = 0;
        leaves = 0;
        horizonLeaves = 0;
        cutoffsAtMax = 0;
        cutoffsAtMin = 0;
        tableHits = 0;
        maxPly = 0;
        timeNanos = 0;
    }

    void add(SearchStats other) {
        nodes += other.nodes;
        leaves += other.leaves;
        horizonLeaves += other.horizonLeaves;
        cutoffsAtMax += other.cutoffsAtMax;
        cutoffsAtMin += other.cutoffsAtMin;
        tableHits += other.tableHits;
        maxPly = Math.max(maxPly, other.maxPly);
        timeNanos += other.timeNanos;
    }

    SearchStats copy() {
        SearchStats copy = new SearchStats();
        copy.add(this);
        return copy;
    }

    public long nodes() {
        return nodes;
    }

    public long leaves() {
        return leaves;
    }

    /** Leaves evaluated heuristically; 0 means the search saw only the end of the game. */
    public long horizonLeaves() {
        return horizonLeaves;
    }

    public long cutoffs() {
        return cutoffsAtMax + cutoffsAtMin;
    }

    public long cutoffsAtMax() {
        return cutoffsAtMax;
    }

    public long cutoffsAtMin() {
        return cutoffsAtMin;
    }

    public long tableHits() {
        return tableHits;
    }

    public int maxPly() {
        return maxPly;
    }

    public long timeNanos() {
        return timeNanos;
    }

    public long timeMillis() {
        return timeNanos / 1_000_000;
    }

    @Override
    public String toString() {
        return "nodes " + nodes + ", leaves " + leaves + ", cutoffs " + cutoffs()
                + " (" + cutoffsAtMax + " at MAX, " + cutoffsAtMin + " at MIN)"
                + (tableHits > 0 ? ", table hits " + tableHits : "")
                + ", " + timeMillis() + " ms";
    }
}
