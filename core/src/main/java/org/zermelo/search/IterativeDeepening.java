package org.zermelo.search;

import java.util.function.Consumer;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/**
 * Iterative deepening: searches to depth 1, 2, 3, ... until the depth, time or node limit is
 * reached, and answers with the last iteration that finished. A limit may stop an iteration
 * in the middle; its partial result is dropped. Deepening stops early once an iteration saw
 * only ends of games, since searching deeper cannot change its value. A search that deepens by
 * itself (the engine, which keeps its table between iterations) is left to do it.
 */
public final class IterativeDeepening {

    private IterativeDeepening() {}

    /**
     * Deepens {@code search} on {@code position} within {@code limits}, telling
     * {@code onIteration} each finished iteration.
     */
    public static SearchResult search(
            Search search, Position position, SearchLimits limits, Consumer<SearchResult> onIteration) {
        if (search.deepensItself()) {
            search.setIterationListener(onIteration);
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
            if (limits.timeMillis() > 0 && System.nanoTime() - start >= limits.timeMillis() * 1_000_000) {
                break;
            }
        }
        total.timeNanos = System.nanoTime() - start;
        return withSomeMove(new SearchResult(search.name(), last.value(), last.bestMove(), last.pv(),
                last.complete() ? last.depth() : 0, last.complete(), last.exact(), total), position);
    }

    /** The result, with a legal move when not even the first iteration finished: any move is better than none. */
    private static SearchResult withSomeMove(SearchResult result, Position position) {
        if (result.bestMove() >= 0) {
            return result;
        }
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        int move = moves.isEmpty() ? -1 : moves.get(0);
        return new SearchResult(result.algorithm(), result.value(), move, result.pv(), 0, false, false, result.stats());
    }
}
