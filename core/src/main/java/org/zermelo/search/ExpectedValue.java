package org.zermelo.search;

/**
 * Ability of a search of games of chance (expectiminimax, star1, star2): its values are
 * expected values, which its {@link SearchResult#value() int score} rounds.
 */
public interface ExpectedValue {

    /** The root value of the last search, for its side to move, in the game's units, unrounded. */
    double expectedValue();
}
