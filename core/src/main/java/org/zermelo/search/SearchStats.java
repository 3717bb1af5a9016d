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
    /** Cuts made by the first move tried: the share of these measures the move ordering. */
    long firstMoveCutoffs;
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
        firstMoveCutoffs = 0;
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
        firstMoveCutoffs += other.firstMoveCutoffs;
        tableHits += other.tableHits;
        maxPly = Math.max(maxPly, other.maxPly);
        timeNanos += other.timeNanos;
    }

    /** The counts made since {@code earlier}, a copy of these counts taken before (time excluded). */
    SearchStats since(SearchStats earlier) {
        SearchStats d = new SearchStats();
        d.nodes = nodes - earlier.nodes;
        d.leaves = leaves - earlier.leaves;
        d.horizonLeaves = horizonLeaves - earlier.horizonLeaves;
        d.cutoffsAtMax = cutoffsAtMax - earlier.cutoffsAtMax;
        d.cutoffsAtMin = cutoffsAtMin - earlier.cutoffsAtMin;
        d.firstMoveCutoffs = firstMoveCutoffs - earlier.firstMoveCutoffs;
        d.tableHits = tableHits - earlier.tableHits;
        d.maxPly = maxPly;
        return d;
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

    /**
     * Leaves evaluated heuristically, at a horizon. A count, not the proof of a value: a search
     * with none may still rest on evaluations its table kept from an earlier search, which
     * {@link SearchResult#exact} says.
     */
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

    /** Cuts made by the first move tried at their node. */
    public long firstMoveCutoffs() {
        return firstMoveCutoffs;
    }

    /** The share of cuts made by the first move tried, from 0 to 1 (0 without cuts). */
    public double firstMoveCutoffRate() {
        long cuts = cutoffs();
        return cuts == 0 ? 0 : (double) firstMoveCutoffs / cuts;
    }

    /** Nodes per second, or 0 when the time is too short to tell. */
    public long nodesPerSecond() {
        return timeNanos < 1_000_000 ? 0 : Math.round(nodes * 1e9 / timeNanos);
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
