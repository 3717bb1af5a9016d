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
 *     never a position evaluated at the horizon
 * @param stats the counts
 * @param expected for a search of expected values ({@link ExpectedValue}), the root's value
 *     in the game's units, unrounded and unbounded (backgammon's gammons count 2), which
 *     {@code value} rounds and bounds as an evaluation; NaN for every other search and for a
 *     search stopped before it finished
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
        double expected) {}
