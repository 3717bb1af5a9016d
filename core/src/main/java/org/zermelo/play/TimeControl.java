package org.zermelo.play;

import java.util.Locale;

/**
 * A clock for each player, as engine tournaments play: {@code base} milliseconds for the whole
 * game, plus {@code increment} after each move, measured on the wall clock; a player whose clock
 * runs out loses. Written {@code BASE+INC} in seconds: {@code 10+0.1}, {@code 60+0}, {@code 60}.
 */
public record TimeControl(long baseMillis, long incrementMillis) {

    /** Kept from every move's share of the clock, in milliseconds, for the answer to reach the referee. */
    public static final long MARGIN_MILLIS = 10;
    /** The longest base and increment: a day. */
    public static final long MAX_MILLIS = 86_400_000;

    public TimeControl {
        if (baseMillis < 1 || baseMillis > MAX_MILLIS || incrementMillis < 0 || incrementMillis > MAX_MILLIS) {
            throw new IllegalArgumentException("a time control is a base of 0.001 to 86400 seconds and an increment of 0 to 86400 "
                    + "seconds, not " + baseMillis + " ms + " + incrementMillis + " ms");
        }
    }

    /** The clocks of both players before a move: the time left and the increment of the first player (p1) and of the second. */
    public record Clocks(long p1Left, long p2Left, long p1Increment, long p2Increment) {

        /** The time left of the player of {@code side} (0 for the first player). */
        public long left(int side) {
            return side == 0 ? p1Left : p2Left;
        }

        /** The increment of the player of {@code side}. */
        public long increment(int side) {
            return side == 0 ? p1Increment : p2Increment;
        }
    }

    /**
     * Reads {@code BASE+INC} or {@code BASE}, in seconds, like {@code 10+0.1}.
     *
     * @throws IllegalArgumentException saying what is expected
     */
    public static TimeControl parse(String text) {
        String t = text.strip();
        if (!t.matches("\\d{1,5}(\\.\\d{1,3})?(\\+\\d{1,5}(\\.\\d{1,3})?)?")) {
            throw new IllegalArgumentException("a time control is BASE+INC in seconds, like 10+0.1 or 60, not '" + text + "'");
        }
        String[] parts = t.split("\\+");
        long base = Math.round(Double.parseDouble(parts[0]) * 1000);
        long increment = parts.length > 1 ? Math.round(Double.parseDouble(parts[1]) * 1000) : 0;
        return new TimeControl(base, increment);
    }

    /**
     * The time a move gets from a clock with {@code timeLeft} ms and {@code increment} ms a move:
     * a twenty-fifth of the time left and three quarters of the increment, at most half of the
     * time left, less a margin, and at least 1 ms.
     */
    public static long budget(long timeLeft, long increment) {
        long budget = Math.min(timeLeft / 25 + increment * 3 / 4, timeLeft / 2) - MARGIN_MILLIS;
        return Math.max(1, budget);
    }

    @Override
    public String toString() {
        return seconds(baseMillis) + "+" + seconds(incrementMillis);
    }

    private static String seconds(long millis) {
        return millis % 1000 == 0 ? Long.toString(millis / 1000)
                : String.format(Locale.ROOT, "%.3f", millis / 1000.0).replaceAll("0+$", "");
    }
}
