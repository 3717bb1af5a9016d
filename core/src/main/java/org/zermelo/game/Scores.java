package org.zermelo.game;

/**
 * The one integer scale every search uses, from the side to move's point of view.
 *
 * <p>A terminal position with game value {@code v} (for the side to move) found {@code ply}
 * moves below the root scores {@code v * UNIT - ply} when {@code v > 0} and
 * {@code v * UNIT + ply} when {@code v < 0}: "WIN minus plies", so the search prefers the
 * faster win and delays the loss, and never needs a bare infinity. A draw scores 0.
 * Heuristic evaluations stay below {@link #EVAL_LIMIT}, half a unit, so they never mix with
 * game values. Game values are whole numbers with {@code |v| <= MAX_GAME_VALUE}.
 */
public final class Scores {

    /** The score of a game value of 1 (a plain win) reached at the root. */
    public static final int UNIT = 1 << 20;

    /** The deepest ply any search reaches; distances to the end are below this. */
    public static final int MAX_PLY = 4096;

    /** Heuristic evaluations are strictly between {@code -EVAL_LIMIT} and {@code EVAL_LIMIT}. */
    public static final int EVAL_LIMIT = UNIT / 2;

    /** The largest game value, in absolute value, that fits the scale. */
    public static final int MAX_GAME_VALUE = 2000;

    /** Beyond every score: the initial alpha-beta window is [-INFINITY, INFINITY]. */
    public static final int INFINITY = Integer.MAX_VALUE;

    private Scores() {}

    /** The score of a terminal position of game value {@code value} at {@code ply}. */
    public static int terminal(int value, int ply) {
        if (value > 0) {
            return value * UNIT - ply;
        }
        if (value < 0) {
            return value * UNIT + ply;
        }
        return 0;
    }

    /** True when {@code score} comes from a terminal position (a proven game value). */
    public static boolean isDecided(int score) {
        return score != 0 && Math.abs(score) > EVAL_LIMIT && Math.abs(score) < INFINITY;
    }

    /** The game value of a proven score (0 for a draw). */
    public static int gameValue(int score) {
        if (!isDecided(score)) {
            return 0;
        }
        return score > 0 ? (score + UNIT / 2) / UNIT : -((-score + UNIT / 2) / UNIT);
    }

    /** Plies from the root to the end of the game for a proven, non-zero score. */
    public static int distance(int score) {
        return Math.abs(gameValue(score) * UNIT - score);
    }

    /** The lowest score a position of game value {@code value} can have. */
    public static int lowest(int value) {
        return value * UNIT - MAX_PLY;
    }

    /**
     * A short text: "+3", "-1", "win in 5 plies", "loss (value -4) in 12 plies", or for a score of
     * {@link Tablebase#NEAR_WIN} "near win (516008): ...".
     */
    public static String describe(int score) {
        if (score >= INFINITY) {
            return "+inf";
        }
        if (score <= -INFINITY) {
            return "-inf";
        }
        if (!isDecided(score) && Math.abs(score) > Tablebase.NEAR_WIN - MAX_PLY) {
            int plies = Tablebase.NEAR_WIN - Math.abs(score);
            return (score > 0 ? "near win" : "near loss") + " (" + score + "): an endgame database's " + (score > 0 ? "win" : "loss")
                    + " " + plies + (plies == 1 ? " ply" : " plies") + " from where it was found, which a draw rule may stop";
        }
        if (!isDecided(score)) {
            return score > 0 ? "+" + score : Integer.toString(score);
        }
        int value = gameValue(score);
        String what = value > 0 ? "win" : "loss";
        String amount = Math.abs(value) == 1 ? "" : " (value " + (value > 0 ? "+" : "") + value + ")";
        int plies = distance(score);
        if (plies >= MAX_PLY) {
            return what + amount;
        }
        return what + amount + " in " + plies + (plies == 1 ? " ply" : " plies");
    }
}
