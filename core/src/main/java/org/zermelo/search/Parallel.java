package org.zermelo.search;

import java.util.function.Supplier;
import org.zermelo.game.Evaluator;

/**
 * Ability of a search that can run on several threads at once, sharing its table (the engine's
 * Lazy SMP, proof's two ends): its answer is the same as with one thread.
 */
public interface Parallel {

    /**
     * Searches with {@code threads} threads (1 to 256) from now on.
     *
     * @param evaluators a new evaluation for each helper thread (an evaluator serves one search
     *     at a time); ignored by a search that evaluates nothing
     * @throws IllegalArgumentException for a number of threads out of range
     */
    void setThreads(int threads, Supplier<Evaluator> evaluators);
}
