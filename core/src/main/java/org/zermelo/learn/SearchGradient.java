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
 *
 * <p>Samuel's protocol (1959) is an option ({@code matchGames} above 0): Alpha, the evaluation
 * that learns, plays Beta, a frozen copy of it, colours alternating; Alpha learns at its own
 * moves only, by the same step toward its own search's value; after each match of
 * {@code matchGames} games, if Alpha has scored more than half, Beta takes Alpha's weights.
 * Otherwise (0) the games are self-play of the learning evaluation.
 *
 * <p>With {@code powersOfTwo}, the weights that play are Samuel's form, each 0 or a signed power
 * of two ({@link #powerOfTwo}); the steps are taken on real weights kept beside them, rounded
 * after each game, so that steps smaller than the rounding add up.
 *
 * <p>With {@code inUse} above 0 (a linear evaluation of features), Samuel's pool of terms
 * ({@link TermPool}): the first {@code inUse} terms are in use, the others in reserve at weight 0;
 * the steps move the terms in use only; after each game the pool is checked on the weights that
 * learn, and a term that has been the smallest {@code swapAfter} times gives its place to the
 * reserve's top. Beta, taking Alpha's weights, takes its terms with them (those out weigh 0).
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
     * @param matchGames Samuel's protocol: the games of each match of Alpha against Beta; 0 for self-play
     * @param powersOfTwo the weights that play are rounded to 0 or signed powers of two
     * @param inUse Samuel's pool: the terms in use at a time, 0 for all of them
     * @param swapAfter Samuel's pool: the checks at which a term in use is the smallest before it leaves
     */
    public record Settings(long games, double rateFirst, double rateLast, int depth, double epsilon, long seed, int matchGames,
                           boolean powersOfTwo, int inUse, int swapAfter) {

        /** Learning with every term in use. */
        public Settings(long games, double rateFirst, double rateLast, int depth, double epsilon, long seed, int matchGames,
                        boolean powersOfTwo) {
            this(games, rateFirst, rateLast, depth, epsilon, seed, matchGames, powersOfTwo, 0, 0);
        }
    }

    /** The largest power of two of Samuel's coefficients, in units of {@link #QUANTUM}: 2^10. */
    public static final int LARGEST_POWER = 10;
    /** The smallest coefficient but 0: 2^-10, so that the largest, 2^10 of them, is 1 (a man of the classic evaluation is 2^8). */
    public static final double QUANTUM = 1.0 / (1 << LARGEST_POWER);

    /** The table of each search, in MB: the games are short, the positions few. */
    private static final int TABLE_MB = 16;

    /** The weights that play (Alpha's): the network learning writes. */
    private final Network network;
    /** What takes the steps: the network itself, or with powers of two real weights beside it. */
    private final Network learner;
    private final Position position;
    private final Settings settings;
    private final SplittableRandom random;
    private final Search search;
    /** Beta, Alpha's frozen copy, and its search; null in self-play. */
    private final Network beta;
    private final Search betaSearch;
    private final MoveList moves = new MoveList();
    /** Samuel's pool of terms, or null when every term is in use; and who hears of its swaps. */
    private final TermPool pool;
    private java.util.function.ObjLongConsumer<TermPool.Swap> swapped = (swap, games) -> {};
    private long played;
    private double matchScore;
    private int betaUpdates;

    /** Learning of {@code network} by the games of {@code settings} from {@code start}. */
    public SearchGradient(Network network, Position start, Settings settings) {
        this.network = network.copy();
        this.learner = settings.powersOfTwo() ? network.frozen() : this.network;
        this.position = start.copy();
        this.settings = settings;
        this.random = new SplittableRandom(settings.seed());
        this.pool = settings.inUse() > 0 ? new TermPool(((FeatureEncoding) network.encoding()).featureNames(), settings.inUse(),
                settings.swapAfter()) : null;
        if (pool != null) {
            pool.clearReserve(learner.weights(), this.network.weights());
        }
        if (settings.powersOfTwo()) {
            round();
        }
        this.search = searchOf(network);
        this.beta = settings.matchGames() > 0 ? network.frozen() : null;
        this.betaSearch = beta != null ? searchOf(beta) : null;
    }

    private Search searchOf(Network n) {
        Search s = Algorithms.create("pvs", new LearnedEvaluator(n));
        if (s instanceof TableSize table) {
            table.setTableMegabytes(TABLE_MB);
        }
        s.breakTiesWith(random.split());
        return s;
    }

    /** Samuel's pool of terms, or null when every term is in use. */
    public TermPool pool() {
        return pool;
    }

    /** Tells {@code listener} each swap of the pool, with the games played when it was made. */
    public void onSwap(java.util.function.ObjLongConsumer<TermPool.Swap> listener) {
        this.swapped = listener;
    }

    /** How many times Beta took Alpha's weights (Samuel's protocol). */
    public int betaUpdates() {
        return betaUpdates;
    }

    /**
     * Samuel's form of a coefficient: 0, or a signed power of two from {@link #QUANTUM} to
     * 2^{@value #LARGEST_POWER} times it, the nearest on a scale of powers (a weight below
     * {@link #QUANTUM} over the square root of 2 is 0).
     */
    public static double powerOfTwo(double w) {
        double units = Math.abs(w) / QUANTUM;
        if (units < Math.sqrt(0.5)) {
            return 0;
        }
        long k = Math.min(LARGEST_POWER, Math.max(0, Math.round(Math.log(units) / Math.log(2))));
        return Math.copySign((1 << k) * QUANTUM, w);
    }

    /** The weights that play, rounded from the real ones. */
    private void round() {
        double[] real = learner.weights();
        double[] played = network.weights();
        for (int i = 0; i < real.length; i++) {
            played[i] = powerOfTwo(real[i]);
        }
    }

    /**
     * Plays the next {@code games} games (at most up to the settings' games: the rate follows the
     * game's number in the whole run), telling {@code progress} the games played so far in the
     * run after each, and stopping early when {@code stop} says so.
     *
     * @return the games played by this call
     */
    public long learn(long games, LongConsumer progress, BooleanSupplier stop) {
        long first = played;
        Position p = position;
        while (played < first + games && played < settings.games() && !stop.getAsBoolean()) {
            double share = settings.games() > 1 ? (double) played / (settings.games() - 1) : 0;
            double rate = settings.rateFirst() + share * (settings.rateLast() - settings.rateFirst());
            // Samuel's protocol: Alpha moves first in even games; in self-play every move learns.
            int alphaSide = beta == null ? -1 : (int) (played % 2) == 0 ? p.sideToMove() : 1 - p.sideToMove();
            int plies = 0;
            while (!p.isTerminal()) {
                boolean alpha = alphaSide < 0 || p.sideToMove() == alphaSide;
                SearchResult r = (alpha ? search : betaSearch).search(p, SearchLimits.depth(settings.depth()));
                if (alpha && pool == null) {
                    learner.learn(p, target(r.value()), rate);
                } else if (alpha) {
                    learner.learn(p, target(r.value()), rate, pool.inUse());
                }
                p.play(selfPlayMove(p, r, settings.epsilon(), random, moves));
                plies++;
            }
            if (beta != null) {
                int value = Integer.signum(p.terminalValue());
                matchScore += (p.sideToMove() == alphaSide ? value : -value) / 2.0 + 0.5;
            }
            for (int i = 0; i < plies; i++) {
                p.undo();
            }
            TermPool.Swap swap = pool == null ? null : pool.check(learner.weights(), network.weights());
            if (settings.powersOfTwo()) {
                round();
            }
            played++;
            if (swap != null) {
                swapped.accept(swap, played);
            }
            if (beta != null && played % settings.matchGames() == 0) {
                if (matchScore > settings.matchGames() / 2.0) {
                    System.arraycopy(network.weights(), 0, beta.weights(), 0, beta.weights().length);
                    betaUpdates++;
                }
                matchScore = 0;
            }
            progress.accept(played);
        }
        return played - first;
    }

    /** Learns {@code network} by all the games of {@code settings} from {@code start}; returns the games played. */
    public static long learn(Network network, Position start, Settings settings, LongConsumer progress, BooleanSupplier stop) {
        return new SearchGradient(network, start, settings).learn(settings.games(), progress, stop);
    }

    /** A search's value as a learned value: a proven result is 1, 0 or -1, an evaluation its share of a win. */
    static double target(int score) {
        if (Scores.isDecided(score)) {
            return Integer.signum(score);
        }
        return Math.max(-1, Math.min(1, score / (double) LearnedEvaluator.UNITS));
    }

    /**
     * The move a self-play game plays after the search {@code r} of {@code p}: its best move, or
     * with probability {@code epsilon} a legal move at random ({@code moves} a scratch list).
     */
    static int selfPlayMove(Position p, SearchResult r, double epsilon, SplittableRandom random, MoveList moves) {
        if (random.nextDouble() < epsilon) {
            p.legalMoves(moves);
            return moves.get(random.nextInt(moves.size()));
        }
        return r.bestMove();
    }
}
