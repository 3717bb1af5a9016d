package org.zermelo.cluster;

import java.io.Serializable;

/**
 * What a unit found: its position's exact game value for the side to move, and what the proof
 * cost where it was made (the member that made it, its nodes and time), kept in the cluster's map
 * of results and recorded by the coordinator ({@code --units-out}). A unit of a proof may come
 * back unfinished: its node budget spent, or stopped ({@link #unfinished}).
 *
 * @param value the game value for the side to move, or {@link #UNFINISHED}
 * @param nodes the nodes the solver searched
 * @param nanos the solver's time
 * @param member the address of the member that solved it
 */
public record UnitResult(int value, long nodes, long nanos, String member) implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The value of a unit that did not finish. */
    public static final int UNFINISHED = Integer.MIN_VALUE;

    /** A unit that spent its node budget, or was stopped, before it knew its value. */
    static UnitResult unfinished(long nodes, long nanos, String member) {
        return new UnitResult(UNFINISHED, nodes, nanos, member);
    }

    /** True when the value is known. */
    public boolean finished() {
        return value != UNFINISHED;
    }
}
