package org.zermelo.play;

import org.zermelo.game.Position;
import org.zermelo.search.IterativeDeepening;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;

/**
 * A player that searches: at a fixed depth when only a depth is given, otherwise by iterative
 * deepening within its time or node budget (up to its depth, if it has one).
 */
public final class SearchPlayer implements Player {

    private final String spec;
    private final Search search;
    private final SearchLimits limits;

    public SearchPlayer(String spec, Search search, SearchLimits limits) {
        this.spec = spec;
        this.search = search;
        this.limits = limits;
    }

    @Override
    public String spec() {
        return spec;
    }

    @Override
    public Choice choose(Position position) {
        SearchResult result = limits.interruptible()
                ? IterativeDeepening.search(search, position, limits, r -> { })
                : search.search(position, limits);
        return new Choice(result.bestMove(), result);
    }
}
