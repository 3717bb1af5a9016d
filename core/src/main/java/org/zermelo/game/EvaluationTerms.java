package org.zermelo.game;

import java.util.List;

/**
 * Optional ability of an {@link Evaluator}: its value shown as a sum of named terms, each a raw
 * measure of the position times a weight, so that people can see why a position is judged good
 * ({@code zermelo eval}). The contributions add up to exactly what {@link Evaluator#evaluate}
 * returns.
 */
public interface EvaluationTerms {

    /**
     * One term of the evaluation, for the side to move.
     *
     * @param name a short name: {@code mobility}
     * @param meaning what the raw value measures, in a few words
     * @param raw the measure on this position
     * @param weight its weight here (which may change with the phase of the game)
     */
    record Term(String name, String meaning, int raw, int weight) {

        /** The term's part of the evaluation: raw times weight. */
        public int contribution() {
            return raw * weight;
        }
    }

    /** The terms of the evaluation of {@code position}, a position that is not terminal. */
    List<Term> terms(Position position);
}
