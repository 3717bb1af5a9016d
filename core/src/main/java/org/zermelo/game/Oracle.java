package org.zermelo.game;

/**
 * Optional ability of a position: its game value known without search, such as Nim's XOR rule
 * (the course's "Nim imbattable") or a count that proves a Domineering position won. Solvers
 * that discover it stop there; the course's plain algorithms never look at it, so the tests
 * can check one against the other.
 */
public interface Oracle {

    /** What {@link #knownValue} returns when the position cannot be valued without search. */
    int UNKNOWN = Integer.MIN_VALUE;

    /**
     * The exact game value for the side to move ({@code +1} won, {@code -1} lost, on the scale
     * of {@link Position#terminalValue}), or {@link #UNKNOWN}.
     */
    int knownValue();
}
