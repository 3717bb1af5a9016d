package org.zermelo.search;

import org.zermelo.game.Scores;

/**
 * What a search found.
 *
 * @param algorithm the algorithm's name
 * @param value the score for the side to move at the root (see {@link Scores}); with a window
 *     (alpha, beta) it is exact inside the window and a bound outside it
 * @param bestMove the move at the root that reaches {@code value}, or -1 if none was searched
 * @param pv the principal variation: the best line of play found, from the root
 * @param depth the last depth completed (the horizon), or for a search to the end of the game
 *     the deepest ply it reached
 * @param complete false when a time or node limit stopped the search before it finished
 * @param exact true when the value is proven: the search finished and saw only ends of games,
 *     never a position evaluated at the horizon, nor a table's value resting on one
 * @param stats the counts
 * @param expected for a search of expected values ({@link ExpectedValue}), the root's value
 *     in the game's units, unrounded and unbounded (backgammon's gammons count 2), which
 *     {@code value} rounds and bounds as an evaluation; NaN for every other search and for a
 *     search stopped before it finished
 *
 * <p>The searches make their results here, by what happened ({@link #finished}, {@link #stopped},
 * {@link #withStats}, {@link #withSomeMove}), never field by field.
 */
public record SearchResult(
        String algorithm,
        int value,
        int bestMove,
        int[] pv,
        int depth,
        boolean complete,
        boolean exact,
        SearchStats stats,
        double expected) {

    /** A search that finished: its best move is the first of {@code pv} (none when the line is empty). */
    static SearchResult finished(String algorithm, int value, int[] pv, int depth, boolean exact, SearchStats stats,
                                 double expected) {
        return new SearchResult(algorithm, value, pv.length > 0 ? pv[0] : -1, pv, depth, true, exact, stats, expected);
    }

    /**
     * A search a limit stopped before it finished: no value, no depth, and the line it was searching
     * (its first move is no more than the move searched when it stopped).
     */
    static SearchResult stopped(String algorithm, int[] line, SearchStats stats) {
        return new SearchResult(algorithm, 0, line.length > 0 ? line[0] : -1, line, 0, false, false, stats, Double.NaN);
    }

    /** This result with other counts: those of the whole search that answers with it, or of several searches. */
    SearchResult withStats(SearchStats counts) {
        return new SearchResult(algorithm, value, bestMove, pv, depth, complete, exact, counts, expected);
    }

    /**
     * This result, of a search that found no move, with {@code move} to play all the same: unfinished
     * (depth 0, not exact), since no iteration chose it.
     */
    SearchResult withSomeMove(int move) {
        return new SearchResult(algorithm, value, move, pv, 0, false, false, stats, expected);
    }
}
