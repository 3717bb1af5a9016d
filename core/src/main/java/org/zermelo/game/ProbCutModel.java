package org.zermelo.game;

/**
 * Optional ability of an evaluation: how the value of a deep search follows that of a shallow
 * one, for (Multi-)ProbCut's selective search (Buro, "ProbCut: an effective selective extension
 * of the alpha-beta algorithm", 1995; "Experiments with Multi-ProbCut and a new high-quality
 * evaluation function for Othello", 1997). At a node to be searched {@code d} more plies, a
 * search of {@code d' = shallowDepth(d)} plies predicts the deep value as {@code v_d ~ a v_d' + b},
 * with an error of standard deviation {@code sigma}; when the prediction lies beyond the window by
 * {@code threshold} sigmas, the node is cut without the deep search. Several pairs (d, d') and
 * one fit per stage of the game are Multi-ProbCut.
 *
 * <p>The figures are the evaluation's own, fitted on its positions (they mean nothing for another
 * evaluation): {@code zermelo learn GAME --method probcut} measures them. The search uses them only
 * where it is told to ({@code probcut=on}), and never in a search to the end of the game, whose
 * values are exact.
 */
public interface ProbCutModel {

    /**
     * The depth of the shallow search that tests a node to be searched {@code depth} more plies,
     * from 1 to {@code depth - 1}, or 0 where no test is made.
     */
    int shallowDepth(int depth);

    /** The number of stages the fits differ by. */
    int stages();

    /** The stage of {@code position}, from 0 to {@code stages() - 1}: cheap, since every node tested asks it. */
    int stage(Position position);

    /**
     * The fit of the test at {@code depth} and {@code stage}, or null where none was made; it must
     * not allocate (the fits are made once).
     */
    Fit fit(int depth, int stage);

    /**
     * How many standard deviations beyond the window the predicted value must lie for a cut: the
     * larger, the fewer and the safer the cuts.
     */
    double threshold();

    /**
     * One fit: {@code v_depth ~ slope v_shallow + intercept} with an error of standard deviation
     * {@code sigma}, all in the evaluation's units, from {@code positions} positions.
     */
    record Fit(int depth, int shallow, double slope, double intercept, double sigma, int positions) {

        public Fit {
            if (shallow < 1 || shallow >= depth || !(slope > 0) || !(sigma >= 0) || !Double.isFinite(slope)
                    || !Double.isFinite(intercept) || !Double.isFinite(sigma) || positions < 0) {
                throw new IllegalArgumentException("bad ProbCut fit: depth " + depth + ", shallow " + shallow + ", slope " + slope
                        + ", intercept " + intercept + ", sigma " + sigma + ", positions " + positions
                        + " (expected 1 <= shallow < depth, slope > 0, sigma >= 0)");
            }
        }

        /**
         * The shallow value at or above which the deep value is taken to be at least {@code beta}:
         * {@code a v' + b >= beta + t sigma}.
         */
        public double highBound(int beta, double threshold) {
            return (beta + threshold * sigma - intercept) / slope;
        }

        /**
         * The shallow value at or below which the deep value is taken to be at most {@code alpha}:
         * {@code a v' + b <= alpha - t sigma}.
         */
        public double lowBound(int alpha, double threshold) {
            return (alpha - threshold * sigma - intercept) / slope;
        }
    }
}
