package org.zermelo.game;

/**
 * Optional ability of a position: what is known of its game value without search, such as Nim's
 * XOR rule (the course's "Nim imbattable"), a count that proves a Domineering position won, or
 * Connect Four's "a win with my k-th stone scores 22 - k, and my next stone is at best the
 * k-th". Solvers that discover it stop where it knows the value, and narrow their window to
 * its bounds elsewhere; the course's plain algorithms never look at it, so the tests can check
 * one against the other. A wrong answer makes an exact result wrong.
 *
 * <p>Values are on the scale of {@link Position#terminalValue}, for the side to move. The two
 * methods answer alone, in any order: neither relies on the other having been asked.
 */
public interface Oracle {

    /** What {@link #knownValue} returns when the position cannot be valued without search. */
    int UNKNOWN = Integer.MIN_VALUE;

    /** What {@link #knownBounds} returns when nothing is known: every value the scale allows. */
    long NO_BOUNDS = bounds(-Scores.MAX_GAME_VALUE, Scores.MAX_GAME_VALUE);

    /**
     * The exact game value for the side to move ({@code +1} won, {@code -1} lost, on the scale
     * of {@link Position#terminalValue}), or {@link #UNKNOWN}.
     */
    int knownValue();

    /**
     * True when {@link #knownValue} is costly and {@link #quickValue} knows its cheap part: a
     * search with a table then asks {@code quickValue}, then its table, then {@code knownValue},
     * so that a position it has proved before pays for no costly count (Bullock's Domineering
     * solver orders its checks so). False by default: {@code knownValue} is asked first.
     */
    default boolean knowsMoreAtCost() {
        return false;
    }

    /**
     * The cheap part of {@link #knownValue}: its value, or {@link #UNKNOWN} where only the
     * costly rest could know; never a value {@code knownValue} would not give. By default
     * {@code knownValue} itself.
     */
    default int quickValue() {
        return knownValue();
    }

    /**
     * All that is known of the game value, in one answer: the interval {@code [lower, upper]} it
     * lies in, packed by {@link #bounds}; the value itself when they meet (always when
     * {@link #knownValue} knows it); {@link #NO_BOUNDS} when nothing is known. By default,
     * {@link #knownValue}'s answer.
     */
    default long knownBounds() {
        int value = knownValue();
        return value == UNKNOWN ? NO_BOUNDS : bounds(value, value);
    }

    /** The interval {@code [lower, upper]} of game values, packed in a {@code long} (no allocation in a search). */
    static long bounds(int lower, int upper) {
        assert lower <= upper && Math.abs(lower) <= Scores.MAX_GAME_VALUE && Math.abs(upper) <= Scores.MAX_GAME_VALUE
                : "bad bounds [" + lower + ", " + upper + "]";
        return (long) lower << 32 | (upper & 0xFFFF_FFFFL);
    }

    /** The lower end of an interval made by {@link #bounds}. */
    static int lower(long bounds) {
        return (int) (bounds >> 32);
    }

    /** The upper end of an interval made by {@link #bounds}. */
    static int upper(long bounds) {
        return (int) bounds;
    }
}
