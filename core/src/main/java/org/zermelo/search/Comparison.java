package org.zermelo.search;

import java.util.List;
import org.zermelo.game.Position;

/**
 * The course's statistics table: the same search by several algorithms, side by side. Each runs
 * as {@code zermelo search} runs it (deepening on the clock, or at once to a depth); the
 * algorithms that reach the same depth must find the same value, except those that do not claim
 * to (quiescence looks further on purpose; {@link Algorithms#sameValueAsMinimax}).
 */
public final class Comparison {

    private Comparison() {}

    /** Runs {@code search} on {@code position} within {@code limits}, as {@code search} and {@code compare} do. */
    public static SearchResult run(Search search, Position position, SearchLimits limits) {
        return limits.interruptible() || search.deepensItself()
                ? IterativeDeepening.search(search, position, limits, it -> { })
                : search.search(position, limits);
    }

    /** True when the results that reach the same depth have the same value (those that do not claim it excepted: quiescence, the naive strategy, ...). */
    public static boolean agree(List<SearchResult> results) {
        for (SearchResult a : results) {
            for (SearchResult b : results) {
                if (Algorithms.sameValueAsMinimax(a.algorithm()) && Algorithms.sameValueAsMinimax(b.algorithm()) && a.depth() == b.depth()
                        && a.depth() > 0 && a.value() != b.value()) {
                    return false;
                }
            }
        }
        return true;
    }
}
