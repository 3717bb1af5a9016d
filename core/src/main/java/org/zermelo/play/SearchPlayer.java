package org.zermelo.play;

import java.time.Duration;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.search.IterativeDeepening;
import org.zermelo.search.ProgressListener;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;
import org.zermelo.search.TableSize;

/**
 * A player that searches: at a fixed depth when only a depth is given, otherwise by iterative
 * deepening within its time or node budget (up to its depth, if it has one). Ties among equal
 * root moves are broken at random from its seed ({@link Search#breakTiesWith}).
 *
 * <p>On a match's clock, a player that thinks on time plans each move's time ({@link TimePlan},
 * {@code clock=plan}, the default) or takes the plain share of its clock ({@link
 * TimeControl#budget}, {@code clock=fixed}). One that ponders ({@code ponder=on}) goes on
 * thinking after its move, on a thread of its own and on the opponent's time, about the position
 * after the reply its principal variation expects: when the opponent plays it, that search goes
 * on, its clock starting then (the time it already had is the player's gain); otherwise it is
 * stopped, and its table keeps what it found.
 */
public final class SearchPlayer implements Player {

    /** How a player on a clock shares its time among its moves. */
    public enum Clock {
        /** {@link TimePlan}: by the phase, the endgame's solve, the iterations' growth and the best move's changes. */
        PLAN,
        /** {@link TimeControl#budget}: the same share of the time left for every move. */
        FIXED
    }

    private final String spec;
    private final Search search;
    private final SearchLimits limits;
    private Clock clock = Clock.PLAN;
    private boolean pondering;
    /** The clocks before the next move, when a match has them. */
    private TimeControl.Clocks clocks;

    // Thinking on the opponent's time: the thread, what it searches and its result.
    private Thread ponderer;
    private long ponderedHash;
    private int ponderedSide;
    private TimePlan ponderPlan;
    private volatile SearchResult pondered;
    private int ponderHits;
    private int ponderCount;

    public SearchPlayer(String spec, Search search, SearchLimits limits, long seed) {
        this.spec = spec;
        this.search = search;
        this.limits = limits;
        search.breakTiesWith(new SplittableRandom(seed));
    }

    /** Shares the time of a clock as {@code clock} says, and thinks on the opponent's time when {@code ponder}; returns this player. */
    public SearchPlayer withClock(Clock clock, boolean ponder) {
        this.clock = clock;
        this.pondering = ponder;
        return this;
    }

    @Override
    public String spec() {
        return spec;
    }

    @Override
    public void setProgress(ProgressListener listener, long everyNanos) {
        search.setProgress(listener, everyNanos);
    }

    @Override
    public void stop() {
        search.stop();
    }

    @Override
    public void limitTable(int megabytes) {
        if (search instanceof TableSize table) {
            table.setTableMegabytes(megabytes);
        }
    }

    @Override
    public void onClock(TimeControl.Clocks clocks) {
        this.clocks = clocks;
    }

    @Override
    public Choice choose(Position position) {
        long began = System.nanoTime();
        TimeControl.Clocks clocks = this.clocks;
        this.clocks = null;
        boolean onTime = clocks != null && limits.timeMillis() > 0;
        SearchResult result = onTime ? afterPondering(position, clocks, began) : null;
        if (result == null) {
            stopPondering();
            SearchLimits limits = this.limits;
            Predicate<SearchResult> deeper = r -> true;
            if (onTime) {
                int side = position.sideToMove();
                if (clock == Clock.FIXED) {
                    limits = limits.withTime(Duration.ofMillis(TimeControl.budget(clocks.left(side), clocks.increment(side))));
                } else {
                    TimePlan plan = new TimePlan(position).start(clocks.left(side), clocks.increment(side), began);
                    limits = limits.withTime(Duration.ofMillis(plan.limit()));
                    deeper = planned(plan);
                }
            }
            result = limits.interruptible()
                    ? IterativeDeepening.search(search, position, limits, r -> { }, deeper)
                    : search.search(position, limits);
        }
        if (onTime && pondering) {
            ponder(position, result);
        }
        return new Choice(result.bestMove(), result);
    }

    /** The search's answer to a plan's question after each iteration. */
    private static Predicate<SearchResult> planned(TimePlan plan) {
        return r -> plan.deeper(r.bestMove(), r.stats().nodes(), r.stats().timeNanos(), System.nanoTime());
    }

    /**
     * The result of the search on the opponent's time when it searched {@code position} (a ponder
     * hit): it goes on from now on the player's clock, within its plan; null otherwise.
     */
    private SearchResult afterPondering(Position position, TimeControl.Clocks clocks, long began) {
        Thread thread = ponderer;
        if (thread == null || position.hash() != ponderedHash || position.sideToMove() != ponderedSide) {
            return null;
        }
        ponderer = null;
        ponderHits++;
        int side = position.sideToMove();
        ponderPlan.start(clocks.left(side), clocks.increment(side), began);
        long deadline = began + ponderPlan.limit() * 1_000_000;
        try {
            long wait;
            while (thread.isAlive() && (wait = (deadline - System.nanoTime()) / 1_000_000) > 0) {
                thread.join(wait);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        stopAndJoin(thread);
        return pondered;
    }

    /**
     * Starts thinking, on a thread of its own, about the position after {@code result}'s move and
     * the reply its principal variation expects, when there is one and the game goes on.
     */
    private void ponder(Position position, SearchResult result) {
        int[] pv = result.pv();
        if (pv.length < 2 || pv[0] != result.bestMove()) {
            return;
        }
        Position next = position.copy();
        next.play(pv[0]);
        if (next.isTerminal()) {
            return;
        }
        MoveList moves = new MoveList();
        next.legalMoves(moves);
        if (!moves.contains(pv[1])) {
            return;
        }
        next.play(pv[1]);
        if (next.isTerminal()) {
            return;
        }
        ponderCount++;
        ponderedHash = next.hash();
        ponderedSide = next.sideToMove();
        TimePlan plan = new TimePlan(next);
        ponderPlan = plan;
        pondered = null;
        // No time limit: the plan has no clock until the reply comes; the depth as the spec says, else as deep as a search goes.
        SearchLimits until = new SearchLimits(Math.min(limits.depth(), Scores.MAX_PLY - 1), 0, limits.nodes());
        Thread thread = new Thread(null, () -> pondered = IterativeDeepening.search(search, next, until, r -> { }, planned(plan)),
                "zermelo-ponder", 64L << 20);
        thread.setDaemon(true);
        ponderer = thread;
        thread.start();
    }

    /** Stops the search on the opponent's time, if any, and waits for it. */
    private void stopPondering() {
        Thread thread = ponderer;
        ponderer = null;
        if (thread != null) {
            stopAndJoin(thread);
        }
    }

    /**
     * Stops the search of {@code thread} and waits for it to end; asked again until it has ended,
     * since a stop that falls between two iterations of a search deepened from outside is not heard.
     */
    private void stopAndJoin(Thread thread) {
        boolean interrupted = false;
        while (thread.isAlive()) {
            search.stop();
            try {
                thread.join(5);
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** How many times this player thought on the opponent's time, and how many of those the opponent played the move expected. */
    public int[] ponderCounts() {
        return new int[] {ponderCount, ponderHits};
    }

    @Override
    public void gameEnded() {
        stopPondering();
    }

    @Override
    public void close() {
        stopPondering();
    }
}
