package org.zermelo.learn;

import org.zermelo.game.Position;

/**
 * What a learned evaluation reads of a position: the weights the position turns on, and how
 * much. An n-tuple network turns on one entry of each pattern's table ({@link NTuples}); a
 * linear function of the course's factors turns on every weight, each by its factor's value
 * ({@link FeatureEncoding}). Its name is recorded in the weights file, so that weights are only
 * ever read with the encoding they were learned with.
 */
public interface Encoding {

    /** The encoding's name, as weights files record it: {@code ntuple4}, {@code features:othello-course}. */
    String name();

    /** The number of weights. */
    int size();

    /** The most weights a position turns on: the room {@link #encode} needs. */
    int maxActive();

    /**
     * Writes the weights {@code position} turns on, for its side to move, into {@code index} and
     * how much into {@code value}, and returns how many; a weight may be turned on more than once.
     */
    int encode(Position position, int[] index, double[] value);

    /** The same encoding with scratch space of its own, for another thread. */
    Encoding copy();
}
