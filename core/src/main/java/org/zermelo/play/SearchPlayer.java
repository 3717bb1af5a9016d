package org.zermelo.play;

import java.util.SplittableRandom;
import org.zermelo.game.Position;
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
 */
public final class SearchPlayer implements Player {

    private final String spec;
    private final Search search;
    private final SearchLimits limits;
    /** The clocks before the next move, when a match has them. */
    private TimeControl.Clocks clocks;

    public SearchPlayer(String spec, Search search, SearchLimits limits, long seed) {
        this.spec = spec;
        this.search = search;
        this.limits = limits;
        search.breakTiesWith(new SplittableRandom(seed));
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
        SearchLimits limits = this.limits;
        if (clocks != null && limits.timeMillis() > 0) {
            int side = position.sideToMove();
            limits = limits.withTime(java.time.Duration.ofMillis(TimeControl.budget(clocks.left(side), clocks.increment(side))));
        }
        clocks = null;
        SearchResult result = limits.interruptible()
                ? IterativeDeepening.search(search, position, limits, r -> { })
                : search.search(position, limits);
        return new Choice(result.bestMove(), result);
    }
}
