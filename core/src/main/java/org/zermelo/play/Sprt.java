package org.zermelo.play;

/**
 * A sequential probability ratio test on a match (Wald's SPRT, in the form chess engine testing
 * uses): after each game, the log-likelihood ratio of "A is {@code elo1} stronger than B" (H1)
 * against "A is {@code elo0} stronger" (H0) is compared with two bounds; the match stops as soon
 * as it crosses one, having decided with error rates {@code alpha} (accepting H1 when H0 holds)
 * and {@code beta} (the reverse), usually in far fewer games than a fixed-length match needs.
 *
 * <p>The ratio uses the normal approximation of the score (the generalised SPRT of Michel Van den
 * Bergh): with p the mean score of n games, v the variance of a game's score, and s0, s1 the
 * scores the two Elo differences predict (1 / (1 + 10^(-elo/400))),
 * <pre>
 * LLR = n (s1 - s0) (2p - s0 - s1) / (2 v)
 * </pre>
 * H1 is accepted when LLR reaches log((1 - beta) / alpha), H0 when it falls to log(beta / (1 - alpha)).
 *
 * @param elo0 the Elo difference of H0
 * @param elo1 the Elo difference of H1, above elo0
 * @param alpha the chance of accepting H1 when H0 holds
 * @param beta the chance of accepting H0 when H1 holds
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {

    /** What the test says so far. */
    public enum Decision {
        /** A is elo1 stronger, or more. */
        H1,
        /** A is elo0 stronger, or less. */
        H0,
        /** Not yet decided: more games are needed. */
        UNDECIDED
    }

    /** The smallest gap between ELO0 and ELO1 tested: below it a test needs millions of games. */
    public static final double MIN_GAP = 1;

    public Sprt {
        if (!(elo0 < elo1) || Math.abs(elo0) > 1000 || Math.abs(elo1) > 1000) {
            throw new IllegalArgumentException("the SPRT's Elo differences must be ELO0 < ELO1 within +-1000, like 0,20, not "
                    + elo0 + "," + elo1);
        }
        if (elo1 - elo0 < MIN_GAP) {
            throw new IllegalArgumentException("the SPRT's Elo differences must be at least " + (int) MIN_GAP + " apart, like 0,20, not "
                    + elo0 + "," + elo1 + ": the games a test needs grow as the square of one over the gap");
        }
        if (!(alpha > 0 && alpha < 0.5 && beta > 0 && beta < 0.5)) {
            throw new IllegalArgumentException("the SPRT's error rates must be between 0 and 0.5, not " + alpha + " and " + beta);
        }
    }

    /**
     * Reads {@code ELO0,ELO1} with error rates of 5%.
     *
     * @throws IllegalArgumentException saying what is expected
     */
    public static Sprt parse(String text) {
        String[] parts = text.strip().split(",", -1);
        if (parts.length != 2 || !parts[0].strip().matches("[+-]?\\d{1,4}(\\.\\d+)?") || !parts[1].strip().matches("[+-]?\\d{1,4}(\\.\\d+)?")) {
            throw new IllegalArgumentException("--sprt expects two Elo differences ELO0,ELO1 (H0 and H1), like 0,20, not '" + text + "'");
        }
        return new Sprt(Double.parseDouble(parts[0]), Double.parseDouble(parts[1]), 0.05, 0.05);
    }

    /** The bound below which H0 is accepted. */
    public double lower() {
        return Math.log(beta / (1 - alpha));
    }

    /** The bound above which H1 is accepted. */
    public double upper() {
        return Math.log((1 - beta) / alpha);
    }

    /** The log-likelihood ratio of H1 against H0 after the games of {@code result}; 0 before any game or while they all agree. */
    public double llr(MatchResult result) {
        int n = result.games();
        if (n == 0) {
            return 0;
        }
        double variance = result.deviation() * result.deviation();
        if (variance == 0) {
            return 0; // every game the same result: no estimate of the variance yet
        }
        double s0 = expected(elo0);
        double s1 = expected(elo1);
        return n * (s1 - s0) * (2 * result.score() - s0 - s1) / (2 * variance);
    }

    /** What the test says after the games of {@code result}. */
    public Decision decision(MatchResult result) {
        double llr = llr(result);
        return llr >= upper() ? Decision.H1 : llr <= lower() ? Decision.H0 : Decision.UNDECIDED;
    }

    /** The mean score of a player {@code elo} points stronger. */
    static double expected(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }
}
