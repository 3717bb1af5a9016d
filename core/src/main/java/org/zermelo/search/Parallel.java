package org.zermelo.search;

import java.util.function.Supplier;
import org.zermelo.game.Evaluator;

/**
 * Ability of a search that can run on several threads at once, sharing its table (the engine's
 * Lazy SMP, proof's two ends): its answer is the same as with one thread.
 */
public interface Parallel {

    /** The most threads a search may have. */
    int MAX_THREADS = 256;

    /** {@code threads} if it is a number of threads a search may have, 1 to {@link #MAX_THREADS}. */
    static int checkedThreads(int threads) {
        if (threads < 1 || threads > MAX_THREADS) {
            throw new IllegalArgumentException("the number of threads must be 1 to " + MAX_THREADS + ", not " + threads);
        }
        return threads;
    }

    /**
     * Searches with {@code threads} threads (1 to 256) from now on.
     *
     * @param evaluators a new evaluation for each helper thread (an evaluator serves one search
     *     at a time); ignored by a search that evaluates nothing
     * @throws IllegalArgumentException for a number of threads out of range
     */
    void setThreads(int threads, Supplier<Evaluator> evaluators);
}
