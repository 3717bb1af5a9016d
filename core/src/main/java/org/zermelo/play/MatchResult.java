package org.zermelo.play;

import org.zermelo.game.Outcome;

/**
 * The tally of a match between two players A and B, and the Elo difference it suggests.
 *
 * <p>Each game scores 1 for A's win, 1/2 for a draw, 0 for A's loss; p is A's mean score. Under
 * the Elo model, a player rated D points higher scores p = 1 / (1 + 10^(-D/400)) on average, so
 * the difference read back from p is D = 400 log10(p / (1 - p)). Its 95% interval maps the
 * score's interval p ± 1.96 σ/√n through the same formula, σ being the standard deviation of
 * the n per-game scores (around p, divided by n). At p = 0 or 1 the difference is unbounded;
 * so is an end of the interval that reaches a score of 0 or 1 (too few games).
 *
 * @param aWins games won by A
 * @param bWins games won by B
 * @param draws drawn games
 * @param firstPlayerWins games won by whoever moved first, A or B
 */
public record MatchResult(int aWins, int bWins, int draws, int firstPlayerWins) {

    /** No game played yet. */
    public static final MatchResult EMPTY = new MatchResult(0, 0, 0, 0);

    /** The normal quantile of a two-sided 95% interval. */
    private static final double Z95 = 1.96;

    public MatchResult {
        if (aWins < 0 || bWins < 0 || draws < 0 || firstPlayerWins < 0 || firstPlayerWins > aWins + bWins) {
            throw new IllegalArgumentException("impossible tally: " + aWins + " wins for A, " + bWins + " for B, "
                    + draws + " draws, " + firstPlayerWins + " won by the first player");
        }
    }

    /** The tally with one more game, of {@code outcome} for A, who moved first or not. */
    public MatchResult add(Outcome outcome, boolean aFirst) {
        return switch (outcome) {
            case WIN -> new MatchResult(aWins + 1, bWins, draws, firstPlayerWins + (aFirst ? 1 : 0));
            case LOSS -> new MatchResult(aWins, bWins + 1, draws, firstPlayerWins + (aFirst ? 0 : 1));
            case DRAW -> new MatchResult(aWins, bWins, draws + 1, firstPlayerWins);
        };
    }

    /** The games played. */
    public int games() {
        return aWins + bWins + draws;
    }

    /** Games won by whoever moved second. */
    public int secondPlayerWins() {
        return aWins + bWins - firstPlayerWins;
    }

    /** A's mean score p, from 0 (B won every game) to 1 (A won every game); at least one game played. */
    public double score() {
        return (aWins + draws / 2.0) / games();
    }

    /** The standard deviation σ of the per-game scores (1, 1/2 or 0 for A) around p. */
    public double deviation() {
        double p = score();
        double sum = aWins * (1 - p) * (1 - p) + draws * (0.5 - p) * (0.5 - p) + bWins * p * p;
        return Math.sqrt(sum / games());
    }

    /** The Elo difference of A over B; +∞ or -∞ when one player won every game. */
    public double eloDiff() {
        return elo(score());
    }

    /** The lower end of the 95% interval of {@link #eloDiff()}, maybe -∞. */
    public double eloLow() {
        return elo(Math.max(0, score() - margin()));
    }

    /** The upper end of the 95% interval of {@link #eloDiff()}, maybe +∞. */
    public double eloHigh() {
        return elo(Math.min(1, score() + margin()));
    }

    /** Half the width of the 95% interval: the "±" of the difference; +∞ when an end is unbounded. */
    public double eloError() {
        double low = eloLow();
        double high = eloHigh();
        return Double.isInfinite(low) || Double.isInfinite(high) ? Double.POSITIVE_INFINITY : (high - low) / 2;
    }

    /** Half the width of the 95% interval of the score p: p ± 1.96 σ/√n. */
    public double scoreMargin() {
        return Z95 * deviation() / Math.sqrt(games());
    }

    private double margin() {
        return scoreMargin();
    }

    /**
     * The Elo difference that makes {@code score} the expected score: 400 log10(p / (1 - p)).
     * It is +∞ at 1 and -∞ at 0, as the division and the logarithm give.
     */
    public static double elo(double score) {
        return 400 * Math.log10(score / (1 - score));
    }
}
