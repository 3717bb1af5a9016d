package org.zermelo.learn;

import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;
import org.zermelo.search.TableSize;

/**
 * The course's Samuel method: a correct evaluation agrees with its own search, so at each
 * position of a self-play game, the static value moves toward the value the alpha-beta search
 * to a depth finds with the same evaluation at its horizon (Samuel's checkers player, 1959;
 * Baxter, Tridgell and Weaver's TD-Leaf, and Veness et al.'s TreeStrap, learn from the searches
 * the same way). The games are played by those searches, with a share epsilon of random moves
 * so that they vary. Each search's value, in the evaluation's units, is turned back into a
 * learned value (a proven win or loss is 1 or -1).
 */
public final class SearchGradient {

    /**
     * How learning goes.
     *
     * @param games the self-play games
     * @param rateFirst the rate at the first game
     * @param rateLast the rate at the last
     * @param depth the depth of the searches
     * @param epsilon the share of random moves
     * @param seed the seed of every random choice
     */
    public record Settings(long games, double rateFirst, double rateLast, int depth, double epsilon, long seed) {}

    /** The table of each search, in MB: the games are short, the positions few. */
    private static final int TABLE_MB = 16;

    private SearchGradient() {}

    /**
     * Learns {@code network} by the games of {@code settings} from {@code start}, telling
     * {@code progress} the games played after each, and stopping early when {@code stop} says so.
     *
     * @return the games played
     */
    public static long learn(Network network, Position start, Settings settings, LongConsumer progress, BooleanSupplier stop) {
        SplittableRandom random = new SplittableRandom(settings.seed());
        Network learner = network.copy();
        Search search = Algorithms.create("pvs", new LearnedEvaluator(network));
        if (search instanceof TableSize table) {
            table.setTableMegabytes(TABLE_MB);
        }
        search.breakTiesWith(random.split());
        Position p = start.copy();
        MoveList moves = new MoveList();
        long played = 0;
        for (long game = 0; game < settings.games() && !stop.getAsBoolean(); game++) {
            double share = settings.games() > 1 ? (double) game / (settings.games() - 1) : 0;
            double rate = settings.rateFirst() + share * (settings.rateLast() - settings.rateFirst());
            int plies = 0;
            while (!p.isTerminal()) {
                SearchResult r = search.search(p, SearchLimits.depth(settings.depth()));
                learner.learn(p, target(r.value()), rate);
                int move;
                if (random.nextDouble() < settings.epsilon()) {
                    p.legalMoves(moves);
                    move = moves.get(random.nextInt(moves.size()));
                } else {
                    move = r.bestMove();
                }
                p.play(move);
                plies++;
            }
            for (int i = 0; i < plies; i++) {
                p.undo();
            }
            played++;
            progress.accept(played);
        }
        return played;
    }

    /** A search's value as a learned value: a proven result is 1, 0 or -1, an evaluation its share of a win. */
    static double target(int score) {
        if (Scores.isDecided(score)) {
            return Integer.signum(score);
        }
        return Math.max(-1, Math.min(1, score / (double) LearnedEvaluator.UNITS));
    }
}
