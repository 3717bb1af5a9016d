package org.zermelo.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** A search asked to stop from another thread stops at its next check, and leaves the position as it was. */
class StopTest {

    @Test
    void aSearchStopsWhenAskedAndAnswersWithWhatItHas() throws InterruptedException {
        for (String name : new String[] {"negamax", "alphabeta", "pvs"}) {
            Search search = Algorithms.create(name, p -> 0);
            EndlessGame game = new EndlessGame();
            AtomicReference<SearchResult> result = new AtomicReference<>();
            Thread thread = new Thread(() -> result.set(search.search(game, SearchLimits.depth(60))));
            thread.start();
            Thread.sleep(100);
            search.stop();
            thread.join(5_000);
            assertThat(thread.isAlive()).as(name + " stopped").isFalse();
            // A search that deepens answers with its last finished iteration, the others with nothing complete.
            assertThat(search.deepensItself() ? result.get().depth() < 60 : !result.get().complete()).as(name).isTrue();
            assertThat(game.plies).as(name + ": the position as it was").isZero();
            // A stop asked before a search does not stop it.
            assertThat(search.search(game, SearchLimits.depth(3)).complete()).as(name).isTrue();
        }
    }
}
