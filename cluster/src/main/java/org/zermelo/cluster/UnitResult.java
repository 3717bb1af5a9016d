package org.zermelo.cluster;

import java.io.Serializable;

/**
 * What a unit found: its position's exact game value for the side to move, and what the proof
 * cost where it was made (the member that made it, its nodes and time), kept in the cluster's map
 * of results and recorded by the coordinator ({@code --units-out}).
 *
 * @param value the game value for the side to move
 * @param nodes the nodes the solver searched
 * @param nanos the solver's time
 * @param member the address of the member that solved it
 */
public record UnitResult(int value, long nodes, long nanos, String member) implements Serializable {

    private static final long serialVersionUID = 1L;
}
