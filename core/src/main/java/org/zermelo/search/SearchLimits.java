package org.zermelo.search;

import java.time.Duration;

/**
 * How far a search may go: a depth in plies, a time, a number of nodes, or any mix.
 * {@link #exact()} searches to the end of the game.
 *
 * @param depth the horizon in plies; {@link #UNLIMITED_DEPTH} searches to the end of the game
 * @param timeMillis the time the search may take, or 0 for no limit
 * @param nodes the number of nodes it may visit, or 0 for no limit
 */
public record SearchLimits(int depth, long timeMillis, long nodes) {

    /** The depth of a search that goes to the end of the game. */
    public static final int UNLIMITED_DEPTH = Integer.MAX_VALUE;

    public SearchLimits {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must be 0 or more, not " + depth);
        }
        if (timeMillis < 0) {
            throw new IllegalArgumentException("time must be positive, not " + timeMillis + " ms");
        }
        if (nodes < 0) {
            throw new IllegalArgumentException("node limit must be positive, not " + nodes);
        }
    }

    /** To the end of the game, without time or node limit. */
    public static SearchLimits exact() {
        return new SearchLimits(UNLIMITED_DEPTH, 0, 0);
    }

    /** To {@code depth} plies, with the evaluation at the horizon. */
    public static SearchLimits depth(int depth) {
        return new SearchLimits(depth, 0, 0);
    }

    /** As deep as {@code time} allows (with iterative deepening). */
    public static SearchLimits time(Duration time) {
        return new SearchLimits(UNLIMITED_DEPTH, time.toMillis(), 0);
    }

    /** The same limits with a time limit. */
    public SearchLimits withTime(Duration time) {
        return new SearchLimits(depth, time.toMillis(), nodes);
    }

    /** The same limits with a node limit. */
    public SearchLimits withNodes(long nodes) {
        return new SearchLimits(depth, timeMillis, nodes);
    }

    /** The same limits at another depth. */
    public SearchLimits withDepth(int depth) {
        return new SearchLimits(depth, timeMillis, nodes);
    }

    /**
     * Reads a duration: a number followed by {@code ms}, {@code s} or {@code m}
     * ({@code 500ms}, {@code 2s}, {@code 1.5s}, {@code 1m}). The unit is required: a bare
     * {@code 100} could mean 100 ms as well as 100 s.
     *
     * @throws IllegalArgumentException when the text is not such a duration or is not positive
     */
    public static Duration parseDuration(String text) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d{1,9}(?:\\.\\d{1,9})?)(ms|s|m)?").matcher(text.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a duration: expected a number with ms, s or m, like 500ms, 2s or 1m");
        }
        if (m.group(2) == null) {
            throw new IllegalArgumentException("'" + text + "' has no unit: write " + m.group(1) + "s for seconds, " + m.group(1)
                    + "ms for milliseconds or " + m.group(1) + "m for minutes");
        }
        double amount = Double.parseDouble(m.group(1));
        String unit = m.group(2);
        double millis = switch (unit) {
            case "ms" -> amount;
            case "m" -> amount * 60_000;
            default -> amount * 1000;
        };
        if (millis < 1) {
            throw new IllegalArgumentException("the time must be at least 1 ms, not '" + text + "'");
        }
        if (millis > 7 * 24 * 3_600_000.0) {
            throw new IllegalArgumentException("the time must be at most a week, not '" + text + "'");
        }
        return Duration.ofMillis(Math.round(millis));
    }

    /** True when the depth is unlimited. */
    public boolean toTheEnd() {
        return depth == UNLIMITED_DEPTH;
    }

    /** True when a time or node limit may stop the search before its depth. */
    public boolean interruptible() {
        return timeMillis > 0 || nodes > 0;
    }
}
