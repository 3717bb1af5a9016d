package org.zermelo.protocol;

import java.util.function.Consumer;
import java.util.function.Predicate;
import org.zermelo.game.Game;
import org.zermelo.game.Position;
import org.zermelo.play.Player;
import org.zermelo.search.Algorithms;
import org.zermelo.search.IterativeDeepening;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;

/** The engines a command gives a protocol's session: a player's, which chooses moves, or a search's, which searches. */
public final class Engines {

    private Engines() {}

    /**
     * An engine that chooses moves as {@code player} does (its AI spec, its seed), and stops it;
     * it does not search to a depth asked.
     */
    public static Engine of(Player player) {
        return new Engine() {
            @Override
            public int choose(Position position) {
                return player.choose(position).move();
            }

            @Override
            public Result search(Position position, int depth) {
                throw unsupported();
            }

            @Override
            public Result think(Position position, SearchLimits limits, Consumer<Result> eachDepth, Predicate<Result> deeper) {
                throw unsupported();
            }

            private UnsupportedOperationException unsupported() {
                return new UnsupportedOperationException(player.spec() + " chooses moves: it does not search to a depth asked");
            }

            @Override
            public void stop() {
                player.stop();
            }
        };
    }

    /**
     * An engine searching with {@code algorithm} (by its catalogue name) and {@code game}'s
     * evaluations, whose settings the session may change: the table's size, the threads, the
     * evaluation by name and a book, as far as the algorithm takes them.
     */
    public static Engine settable(Game game, String algorithm) {
        return new SettableEngine(game, Algorithms.search(algorithm));
    }

    static Engine.Result think(Search search, Position position, SearchLimits limits, Consumer<Engine.Result> eachDepth,
                               Predicate<Engine.Result> deeper) {
        return result(IterativeDeepening.search(search, position, limits, r -> eachDepth.accept(result(r)), r -> deeper.test(result(r))));
    }

    static Engine.Result result(SearchResult r) {
        return new Engine.Result(r.bestMove(), r.value(), r.pv(), r.depth(), r.exact(), r.stats().nodes(), r.stats().timeNanos());
    }
}
