package org.zermelo.search;

import java.util.SplittableRandom;
import org.zermelo.game.Chance;
import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;

/**
 * Monte-Carlo evaluation, as the course defines it: from a position, play n games to the end
 * with a cheap strategy (here uniformly random legal moves, and chance nodes drawn with their
 * probabilities) and average the results. The mean estimates p, the probability of winning
 * <em>under random play</em> of both sides, not under best play. Each playout scores 1 for a
 * win of the side to move at the position, 1/2 for a draw and 0 for a loss (games scored by a
 * margin, such as a disc difference, count by its sign), so p is a winning rate and a draw
 * counts half, as in a match.
 *
 * <p>The estimate comes with its precision: the half-width of the 95% confidence interval,
 * ε = Φ·σ/√n with Φ = 1.96 and σ the standard deviation of the n results (σ = √(p(1-p)) when
 * no game is drawn). It shrinks as 1/√n: four times the playouts halve it.
 *
 * <p>The playouts may follow another cheap strategy than uniform random moves ({@link Playout}):
 * the greedy one plays a winning move when there is one, otherwise the move the evaluation likes
 * best; its mean then estimates the winning rate when both sides play that way. With a strong
 * evaluation this is a rollout, as backgammon programs value a position: the mean of the game
 * values ({@link #play}: points, gammons counting 2) estimates its equity under that play. The
 * precision's Φ comes from the confidence level ({@link #phi}: 1.96 for 95%, 2.5758 for 99%).
 *
 * <p>Playouts are played on the position itself and undone back, with one reused move list: the
 * playout loop allocates nothing. Every random choice comes from the generator given, so a seed
 * replays the same estimates. An instance is for one thread at a time.
 */
public final class MonteCarlo {

    /** Φ of a 95% interval: the two-sided normal quantile. */
    public static final double PHI = 1.96;
    /** The most playouts for one estimate: beyond, a run takes minutes on a large game. */
    public static final int MAX_PLAYOUTS = 1_000_000;

    /**
     * An estimate of the winning rate under random play.
     *
     * @param playouts n, the number of playouts
     * @param mean the mean result, from 0 (always lost) to 1 (always won)
     * @param deviation σ, the standard deviation of the results around the mean
     */
    public record Estimate(int playouts, double mean, double deviation) {

        /** ε = Φ·σ/√n, the half-width of the 95% interval. */
        public double epsilon() {
            return epsilon(PHI);
        }

        /** ε = Φ·σ/√n with the given Φ ({@link #phi} of a confidence level). */
        public double epsilon(double phi) {
            return phi * deviation / Math.sqrt(playouts);
        }

        /** The lower end of the 95% interval, mean - ε. */
        public double low() {
            return mean - epsilon();
        }

        /** The upper end of the 95% interval, mean + ε. */
        public double high() {
            return mean + epsilon();
        }
    }

    /** Sums of the results so far, from which an estimate is read after any number of playouts. */
    public static final class Tally {
        private int playouts;
        private double sum;
        private double squares;

        /** Adds one playout's result: 1, 1/2 or 0. */
        public void add(double result) {
            playouts++;
            sum += result;
            squares += result * result;
        }

        /** The estimate from the playouts added so far (at least one). */
        public Estimate estimate() {
            double mean = sum / playouts;
            return new Estimate(playouts, mean, Math.sqrt(Math.max(0, squares / playouts - mean * mean)));
        }
    }

    /** The strategy S0 that plays the playouts. */
    public enum Playout {
        /** Every legal move with the same probability: the course's cheap strategy. */
        RANDOM,
        /**
         * One ply of look-ahead: a move that wins at once if there is one, otherwise a move after
         * which the game's evaluation is best for the mover, ties broken at random. Dearer per move,
         * closer to real play.
         */
        GREEDY
    }

    private final SplittableRandom random;
    private final Playout strategy;
    private final Evaluator evaluator;
    private final MoveList moves = new MoveList();
    /** The greedy playout's moves of equal value, among which it draws. */
    private final MoveList ties = new MoveList();

    /** Playouts of random moves whose choices come from {@code random}. */
    public MonteCarlo(SplittableRandom random) {
        this(random, Playout.RANDOM, null);
    }

    /**
     * Playouts by {@code strategy}, whose choices come from {@code random}.
     *
     * @param evaluator the game's evaluation, which the greedy strategy needs (null for random playouts)
     * @throws IllegalArgumentException for a greedy strategy without evaluation
     */
    public MonteCarlo(SplittableRandom random, Playout strategy, Evaluator evaluator) {
        if (strategy == Playout.GREEDY && evaluator == null) {
            throw new IllegalArgumentException("greedy playouts need the game's evaluation, and this game has none");
        }
        this.random = random;
        this.strategy = strategy;
        this.evaluator = evaluator;
    }

    /**
     * Φ of the two-sided interval at {@code confidence} (0.95 for 95%): the normal quantile of
     * (1 + confidence) / 2, as the course's tables give it; 1.96 for 95%, the course's value
     * ({@link #PHI}), exactly.
     *
     * @throws IllegalArgumentException for a confidence outside (0, 1)
     */
    public static double phi(double confidence) {
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("a confidence level is strictly between 0 and 1 (0% and 100%), not " + confidence);
        }
        if (Math.abs(confidence - 0.95) < 1e-12) {
            return PHI;
        }
        return normalQuantile((1 + confidence) / 2);
    }

    /**
     * The standard normal quantile: Acklam's rational approximation, within a relative error of
     * 1.2·10^-9 (far below the digits an interval is printed with).
     */
    static double normalQuantile(double p) {
        double[] a = {-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02, 1.383577518672690e+02,
            -3.066479806614716e+01, 2.506628277459239e+00};
        double[] b = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02, 6.680131188771972e+01,
            -1.328068155288572e+01};
        double[] c = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00, -2.549732539343734e+00,
            4.374664141464968e+00, 2.938163982698783e+00};
        double[] d = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00, 3.754408661907416e+00};
        double low = 0.02425;
        double x;
        if (p < low) {
            double q = Math.sqrt(-2 * Math.log(p));
            x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
                    / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
        } else if (p <= 1 - low) {
            double q = p - 0.5;
            double r = q * q;
            x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q
                    / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
        } else {
            double q = Math.sqrt(-2 * Math.log(1 - p));
            x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
                    / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
        }
        return x;
    }


    /**
     * Plays one random game from {@code position} to its end and undoes it: the result for the
     * side to move at {@code position}, 1 for a win, 1/2 for a draw, 0 for a loss.
     */
    public double playout(Position position) {
        return result(play(position));
    }

    /**
     * Plays one game from {@code position} to its end by the strategy, and undoes it: its game
     * value for the side to move at {@code position} ({@link Position#terminalValue}, read for
     * that side: in backgammon 1, 2 or 3 points won, or lost when negative).
     */
    public int play(Position position) {
        int side = position.sideToMove();
        int plies = 0;
        while (!position.isTerminal()) {
            int move;
            if (Chance.isChanceNode(position)) {
                move = Chance.draw(position, moves, random);
            } else {
                position.legalMoves(moves);
                move = strategy == Playout.GREEDY ? greedy(position) : moves.get(random.nextInt(moves.size()));
            }
            position.play(move);
            plies++;
        }
        int value = position.terminalValue();
        if (position.sideToMove() != side) {
            value = -value;
        }
        for (; plies > 0; plies--) {
            position.undo();
        }
        return value;
    }

    /**
     * The greedy playout's move among {@link #moves}: the one whose position is worth most to the
     * mover, ties at random. An end of the game is worth its game value, any other position its
     * evaluation read in the game's units ({@link Evaluator#valueAtLimit}), as expectiminimax
     * reads its leaves one ply deep: a win at once beats every evaluation of a game won or lost,
     * and in backgammon a single game won now is worth less than a likely gammon.
     */
    private int greedy(Position position) {
        int side = position.sideToMove();
        double best = Double.NEGATIVE_INFINITY;
        ties.clear();
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            position.play(move);
            double value = position.isTerminal() ? position.terminalValue()
                    : evaluator.evaluate(position) * evaluator.valueAtLimit() / Scores.EVAL_LIMIT;
            if (position.sideToMove() != side) {
                value = -value;
            }
            position.undo();
            if (value > best) {
                best = value;
                ties.clear();
            }
            if (value == best) {
                ties.add(move);
            }
        }
        return ties.get(random.nextInt(ties.size()));
    }

    /** The strategy of the playouts. */
    public Playout strategy() {
        return strategy;
    }

    /** A game value for a side as a result for it: 1 won, 1/2 drawn, 0 lost (a margin counts by its sign). */
    public static double result(int value) {
        return value > 0 ? 1 : value < 0 ? 0 : 0.5;
    }

    /**
     * The estimate of {@code position}'s winning rate under random play, by {@code playouts}
     * playouts; the position is left as it was.
     */
    public Estimate estimate(Position position, int playouts) {
        checkPlayouts(playouts);
        Tally tally = new Tally();
        for (int i = 0; i < playouts; i++) {
            tally.add(playout(position));
        }
        return tally.estimate();
    }

    /** The mean result of {@code playouts} playouts from {@code position}, without allocating: what a search calls at its leaves. */
    public double mean(Position position, int playouts) {
        double sum = 0;
        for (int i = 0; i < playouts; i++) {
            sum += playout(position);
        }
        return sum / playouts;
    }

    /**
     * An {@link Evaluator} for any depth-limited search: the winning rate p estimated by
     * {@code playouts} playouts, scaled to (2p - 1)·(EVAL_LIMIT - 1), so that a sure win is
     * just inside the evaluation range and an even chance is 0 (expectiminimax, which divides
     * an evaluation by EVAL_LIMIT, reads it as 2p - 1 again). Each evaluation runs its own
     * playouts: cost grows with the leaves times the playouts, so keep both small.
     *
     * @throws IllegalArgumentException for playouts outside 1 to {@link #MAX_PLAYOUTS}
     */
    public Evaluator evaluator(int playouts) {
        checkPlayouts(playouts);
        return position -> score(mean(position, playouts));
    }

    /** A winning rate from 0 to 1 as an evaluation, strictly within {@link Scores#EVAL_LIMIT}. */
    public static int score(double rate) {
        return (int) Math.round((2 * rate - 1) * (Scores.EVAL_LIMIT - 1));
    }

    /** @throws IllegalArgumentException for a number of playouts outside 1 to {@link #MAX_PLAYOUTS} */
    public static int checkPlayouts(int playouts) {
        if (playouts < 1 || playouts > MAX_PLAYOUTS) {
            throw new IllegalArgumentException("the playouts must be a whole number from 1 to " + MAX_PLAYOUTS + ", not " + playouts);
        }
        return playouts;
    }
}
