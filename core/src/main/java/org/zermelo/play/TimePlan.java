package org.zermelo.play;

import org.zermelo.game.MovesLeft;
import org.zermelo.game.Position;
import org.zermelo.search.IterativeDeepening;
import org.zermelo.search.SearchLimits;

/**
 * The time of one move on a clock, planned as the course's Othello programs planned it, where the
 * plain share ({@link TimeControl#budget}) gives every move the same fraction of the time left.
 *
 * <ul>
 *   <li><b>The phase</b>: a move gets the time left divided by the moves the player still has to
 *       make (half the plies a position that knows them says are left, {@link MovesLeft}; else
 *       {@value #DEFAULT_MOVES}), at least {@value #FEWEST_MOVES}, plus three quarters of the
 *       increment: its <em>target</em>. Its <em>limit</em>, which the search never passes, is
 *       {@value #STRETCH} targets, at most a third of the time left.
 *   <li><b>The endgame</b>: after each iteration, when the position says what solving it costs
 *       and that cost fits the time left to the limit at the speed measured so far (the test the
 *       search itself makes, {@link IterativeDeepening#solveFits}), the search goes on and solves
 *       it, past its target: as Iago and Bill saved midgame time for an exhaustive endgame, the
 *       time goes where an exact answer pays.
 *   <li><b>No iteration that cannot finish</b>: the next iteration is expected to take the last
 *       one's time times the growth from the one before (between {@value #LEAST_GROWTH} and
 *       {@value #MOST_GROWTH}; {@value #FIRST_GROWTH} with one iteration only); when it would end
 *       past the target and a half (at most the limit), it is not started, since its unfinished
 *       result would be dropped: the time is kept for the next moves.
 *   <li><b>Instability</b>: each time the best move changes between two iterations, the target
 *       grows by half of itself, up to the limit: the search has not settled, and more time is
 *       worth most there.
 * </ul>
 *
 * The plan is told each iteration finished ({@link #deeper}) and answers whether to start
 * another; the times are given to it, so that its decisions are plain arithmetic. While the
 * player thinks on the opponent's time (pondering), the plan has no clock yet and always goes
 * deeper; its clock starts when the opponent plays the move expected ({@link #start}).
 */
public final class TimePlan {

    /** The moves a player is assumed to have left when the position does not say. */
    public static final int DEFAULT_MOVES = 25;
    /** The fewest moves the time left is shared among: near the end, never more than a fifth of it as a target. */
    public static final int FEWEST_MOVES = 5;
    /** The limit, in targets. */
    public static final int STRETCH = 3;
    /** The limit's largest share of the time left: one over this. */
    public static final int LARGEST_SHARE = 3;
    static final double LEAST_GROWTH = 1.5;
    static final double MOST_GROWTH = 8;
    static final double FIRST_GROWTH = 3;

    private final Position root;
    /** The moves the player still has to make, as the phase says. */
    private final long moves;
    private long target;
    private long limit;
    /** When the clock started (nanoTime), or {@link Long#MIN_VALUE} while pondering. */
    private long startNanos = Long.MIN_VALUE;
    private int changes;
    private int lastMove = -1;
    private long lastNanos;
    private long previousNanos;
    private long nodes;
    private long iterationNanos;

    /**
     * A plan for a move in {@code root}, its clock not started. The plan reads the position here
     * and between iterations (what solving it costs), when the search has it as given.
     */
    public TimePlan(Position root) {
        this.root = root;
        this.moves = root instanceof MovesLeft m ? (m.movesLeft() + 1) / 2 : DEFAULT_MOVES;
    }

    /**
     * Starts the clock at {@code nowNanos} with {@code timeLeft} ms and {@code increment} ms a
     * move; returns this plan.
     */
    public synchronized TimePlan start(long timeLeft, long increment, long nowNanos) {
        long share = timeLeft / Math.max(FEWEST_MOVES, moves) + increment * 3 / 4;
        limit = Math.max(1, Math.min(STRETCH * share, timeLeft / LARGEST_SHARE) - TimeControl.MARGIN_MILLIS);
        target = Math.min(Math.max(1, share - TimeControl.MARGIN_MILLIS), limit);
        startNanos = nowNanos;
        return this;
    }

    /** The time the move should take, in ms, before any change of the best move lengthens it. */
    public synchronized long target() {
        return target;
    }

    /** The time the move may never pass, in ms: the search's own time limit. */
    public synchronized long limit() {
        return limit;
    }

    /** The target now, in ms: lengthened by half for each change of the best move so far, up to the limit. */
    synchronized long stretchedTarget() {
        return Math.min(limit, target + target * changes / 2);
    }

    /**
     * Told an iteration just finished at {@code nowNanos} (its best move, the nodes it visited and
     * the time it took): whether to start the next one.
     */
    public synchronized boolean deeper(int bestMove, long iterationNodes, long iterationTimeNanos, long nowNanos) {
        if (lastMove >= 0 && bestMove != lastMove) {
            changes++;
        }
        lastMove = bestMove;
        previousNanos = lastNanos;
        lastNanos = Math.max(1, iterationTimeNanos);
        nodes += iterationNodes;
        iterationNanos += lastNanos;
        if (startNanos == Long.MIN_VALUE) {
            return true; // pondering: no clock yet
        }
        long elapsed = nowNanos - startNanos;
        long left = limit * 1_000_000 - elapsed;
        if (IterativeDeepening.solveFits(root, SearchLimits.time(java.time.Duration.ofMillis(limit)), nodes, iterationNanos, left)) {
            return true; // the search solves next: the endgame's time is spent here
        }
        long stretched = stretchedTarget() * 1_000_000;
        if (elapsed >= stretched) {
            return false;
        }
        double growth = previousNanos == 0 ? FIRST_GROWTH
                : Math.clamp((double) lastNanos / previousNanos, LEAST_GROWTH, MOST_GROWTH);
        return elapsed + lastNanos * growth <= Math.min(limit * 1_000_000, stretched * 3 / 2);
    }
}
