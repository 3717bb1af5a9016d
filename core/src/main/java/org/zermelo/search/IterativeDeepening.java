package org.zermelo.search;

import java.util.function.Consumer;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/**
 * Iterative deepening: searches to depth 1, 2, 3, ... until the depth, time or node limit is
 * reached, and answers with the last iteration that finished. A limit may stop an iteration
 * in the middle; its partial result is dropped. Deepening stops early once an iteration saw
 * only ends of games, since searching deeper cannot change its value.
 */
public final class IterativeDeepening {

    private IterativeDeepening() {}

    /**
     * Deepens {@code search} on {@code position} within {@code limits}, telling
     * {@code onIteration} each finished iteration.
     */
    public static SearchResult search(
            Search search, Position position, SearchLimits limits, Consumer<SearchResult> onIteration) {
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
        int bestMove = last.bestMove();
        if (bestMove < 0) {
            // Not even the first iteration finished: any legal move is better than none.
            MoveList moves = new MoveList();
            position.legalMoves(moves);
            bestMove = moves.isEmpty() ? -1 : moves.get(0);
        }
        return new SearchResult(search.name(), last.value(), bestMove, last.pv(), last.complete() ? last.depth() : 0,
                last.complete(), last.exact(), total);
    }
}
