package org.zermelo.game;

/**
 * Optional ability of a position: bounds on its game value known without search, such as
 * Connect Four's "a win with my k-th stone scores 22 - k, and my next stone is at best the
 * k-th". Exact searches narrow their window to these bounds and stop when it closes. Values
 * are on the scale of {@link Position#terminalValue}, for the side to move, and must hold
 * whatever the position's {@link Oracle} said (a position may rely on its oracle having been
 * asked first).
 */
public interface ValueBounds {

    /** No game value of this position is below this one. */
    int lowerBound();

    /** No game value of this position is above this one. */
    int upperBound();
}
