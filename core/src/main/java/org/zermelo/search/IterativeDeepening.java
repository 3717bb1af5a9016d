package org.zermelo.search;

import java.time.Duration;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.SolveCost;

/**
 * Iterative deepening: searches to depth 1, 2, 3, ... until the depth, time or node limit is
 * reached, and answers with the last iteration that finished. A limit may stop an iteration
 * in the middle; its partial result is dropped. Deepening stops early once an iteration saw
 * only ends of games, since searching deeper cannot change its value. A search that deepens by
 * itself (the engine, which keeps its table between iterations) is left to do it.
 *
 * <p>On the clock, the endgame starts when it fits: after each iteration, a position that tells
 * what solving it costs ({@link SolveCost}) is searched to the end of the game with the time
 * left, as soon as that cost fits it at the speed measured so far; if the time runs out all
 * the same, the last finished iteration answers.
 */
public final class IterativeDeepening {

    private IterativeDeepening() {}

    /**
     * Deepens {@code search} on {@code position} within {@code limits}, telling
     * {@code onIteration} each finished iteration.
     */
    public static SearchResult search(
            Search search, Position position, SearchLimits limits, Consumer<SearchResult> onIteration) {
        return search(search, position, limits, onIteration, r -> true);
    }

    /**
     * Deepens as {@link #search(Search, Position, SearchLimits, Consumer)} does, asking
     * {@code deeper} after each finished iteration (once {@code onIteration} is told) whether to
     * start the next: a clock's plan that stops before its time limit ({@code org.zermelo.play.TimePlan}).
     * A search that deepens itself is stopped, as {@link Search#stop} stops it, when the answer is no.
     */
    public static SearchResult search(Search search, Position position, SearchLimits limits, Consumer<SearchResult> onIteration,
                                      Predicate<SearchResult> deeper) {
        if (search.deepensItself()) {
            search.setIterationListener(r -> {
                onIteration.accept(r);
                if (!deeper.test(r)) {
                    search.stop();
                }
            });
            try {
                return withSomeMove(search.search(position, limits), position);
            } finally {
                search.setIterationListener(null);
            }
        }
        long start = System.nanoTime();
        SearchStats total = new SearchStats();
        SearchResult last = null;
        for (int depth = 1; depth <= limits.depth(); depth++) {
            long elapsedMillis = (System.nanoTime() - start) / 1_000_000;
            long timeLeft = limits.timeMillis() > 0 ? Math.max(1, limits.timeMillis() - elapsedMillis) : 0;
            long nodesLeft = limits.nodes() > 0 ? Math.max(1, limits.nodes() - total.nodes) : 0;
            SearchResult result = search.search(position, new SearchLimits(depth, timeLeft, nodesLeft));
            total.add(result.stats());
            if (!result.complete()) {
                if (last == null) {
                    last = result;
                }
                break;
            }
            last = result;
            onIteration.accept(result);
            if (result.exact() || depth == limits.depth()) {
                break;
            }
            long elapsed = System.nanoTime() - start;
            if (limits.timeMillis() > 0 && elapsed >= limits.timeMillis() * 1_000_000 || !deeper.test(result)) {
                break;
            }
            if (solveFits(position, limits, total.nodes, elapsed, limits.timeMillis() * 1_000_000 - elapsed)) {
                long millisLeft = Math.max(1, (limits.timeMillis() * 1_000_000 - elapsed) / 1_000_000);
                SearchResult solved = search.search(position, SearchLimits.exact().withTime(Duration.ofMillis(millisLeft)));
                total.add(solved.stats());
                if (solved.complete()) {
                    last = solved;
                    onIteration.accept(solved);
                }
                break;
            }
        }
        total.timeNanos = System.nanoTime() - start;
        return withSomeMove(last.withStats(total), position);
    }

    /**
     * True when a search limited by time alone, having visited {@code nodes} in {@code elapsedNanos},
     * would solve {@code position} in the {@code remainingNanos} left, by the position's estimate
     * of the cost ({@link SolveCost}).
     */
    public static boolean solveFits(Position position, SearchLimits limits, long nodes, long elapsedNanos, long remainingNanos) {
        if (!(position instanceof SolveCost cost) || !limits.toTheEnd() || limits.timeMillis() == 0 || limits.nodes() > 0) {
            return false;
        }
        return cost.solveCost() <= (double) nodes / Math.max(1, elapsedNanos) * remainingNanos;
    }

    /** The result, with a legal move when not even the first iteration finished: any move is better than none. */
    private static SearchResult withSomeMove(SearchResult result, Position position) {
        if (result.bestMove() >= 0) {
            return result;
        }
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        int move = moves.isEmpty() ? -1 : moves.get(0);
        return result.withSomeMove(move);
    }
}
