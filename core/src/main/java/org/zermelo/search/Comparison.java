package org.zermelo.search;

import java.util.List;
import org.zermelo.game.Position;

/**
 * The course's statistics table: the same search by several algorithms, side by side. Each runs
 * as {@code zermelo search} runs it (deepening on the clock, or at once to a depth); the
 * algorithms that reach the same depth must find the same value, quiescence excepted, which looks
 * further on purpose.
 */
public final class Comparison {

    private Comparison() {}

    /** Runs {@code search} on {@code position} within {@code limits}, as {@code search} and {@code compare} do. */
    public static SearchResult run(Search search, Position position, SearchLimits limits) {
        return limits.interruptible() || search.deepensItself()
                ? IterativeDeepening.search(search, position, limits, it -> { })
                : search.search(position, limits);
    }

    /** True when the results that reach the same depth have the same value (quiescence's excepted). */
    public static boolean agree(List<SearchResult> results) {
        for (SearchResult a : results) {
            for (SearchResult b : results) {
                if (!a.algorithm().equals("quiescence") && !b.algorithm().equals("quiescence") && a.depth() == b.depth()
                        && a.depth() > 0 && a.value() != b.value()) {
                    return false;
                }
            }
        }
        return true;
    }
}
