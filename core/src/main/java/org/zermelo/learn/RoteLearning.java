package org.zermelo.learn;

import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;
import org.zermelo.search.TableSize;

/**
 * Rote learning by self-play ({@link RoteMemory}): games played by alpha-beta searches to a depth
 * whose leaves look the memory up, and each position a search starts from stored with the value
 * found and the search's depth; a share epsilon of random moves makes the games vary. As the
 * memory fills, the searches that meet stored positions at their leaves see deeper: Samuel's
 * gain, which grows with the games played.
 */
public final class RoteLearning {

    /**
     * How learning goes.
     *
     * @param games the self-play games
     * @param depth the depth of the searches
     * @param epsilon the share of random moves
     * @param seed the seed of every random choice
     */
    public record Settings(long games, int depth, double epsilon, long seed) {}

    /** The table of each search, in MB. */
    private static final int TABLE_MB = 16;

    private final RoteMemory memory;
    private final Position position;
    private final Settings settings;
    private final SplittableRandom random;
    private final Search search;
    private final MoveList moves = new MoveList();
    private long played;

    /** Learning into {@code memory} by the games of {@code settings} from {@code start}, the leaves valued by {@code base} where not stored. */
    public RoteLearning(RoteMemory memory, Evaluator base, Position start, Settings settings) {
        this.memory = memory;
        this.position = start.copy();
        this.settings = settings;
        this.random = new SplittableRandom(settings.seed());
        this.search = Algorithms.create("pvs", memory.evaluator(base));
        if (search instanceof TableSize table) {
            table.setTableMegabytes(TABLE_MB);
        }
        search.breakTiesWith(random.split());
    }

    /**
     * Plays the next {@code games} games (at most up to the settings' games), telling
     * {@code progress} the games played so far after each, and stopping early when {@code stop}
     * says so.
     *
     * @return the games played by this call
     */
    public long learn(long games, LongConsumer progress, BooleanSupplier stop) {
        long first = played;
        Position p = position;
        while (played < first + games && played < settings.games() && !stop.getAsBoolean()) {
            int plies = 0;
            while (!p.isTerminal()) {
                SearchResult r = search.search(p, SearchLimits.depth(settings.depth()));
                memory.store(p.hash(), r.value(), settings.depth());
                p.play(SearchGradient.selfPlayMove(p, r, settings.epsilon(), random, moves));
                plies++;
            }
            for (int i = 0; i < plies; i++) {
                p.undo();
            }
            played++;
            progress.accept(played);
        }
        return played - first;
    }
}
