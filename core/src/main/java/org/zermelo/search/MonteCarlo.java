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
            return PHI * deviation / Math.sqrt(playouts);
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

    private final SplittableRandom random;
    private final MoveList moves = new MoveList();

    /** Playouts whose random choices come from {@code random}. */
    public MonteCarlo(SplittableRandom random) {
        this.random = random;
    }

    /**
     * Plays one random game from {@code position} to its end and undoes it: the result for the
     * side to move at {@code position}, 1 for a win, 1/2 for a draw, 0 for a loss.
     */
    public double playout(Position position) {
        int side = position.sideToMove();
        int plies = 0;
        while (!position.isTerminal()) {
            int move;
            if (Chance.isChanceNode(position)) {
                move = Chance.draw(position, moves, random);
            } else {
                position.legalMoves(moves);
                move = moves.get(random.nextInt(moves.size()));
            }
            position.play(move);
            plies++;
        }
        double result = result(position.terminalValue(), position.sideToMove() == side);
        for (; plies > 0; plies--) {
            position.undo();
        }
        return result;
    }

    /** A terminal value for the side to move then, read for {@code sameSide} or the other. */
    static double result(int terminalValue, boolean sameSide) {
        if (terminalValue == 0) {
            return 0.5;
        }
        return (terminalValue > 0) == sameSide ? 1 : 0;
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
