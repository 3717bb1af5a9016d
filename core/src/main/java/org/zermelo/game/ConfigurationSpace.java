package org.zermelo.game;

import java.util.List;

/**
 * Optional ability of a position: the whole space of configurations of its kind, reachable
 * from it or not, as the course counts them: for saute-mouton's {@code RR_BB}, the C(5,2)·C(3,2)
 * placements of the pawns times the two sides to move, 60, of which 27 are reachable.
 */
public interface ConfigurationSpace {

    /** Every position with the same board and pieces as this one, whoever is to move; new positions, in a fixed order. */
    List<Position> configurations();
}
