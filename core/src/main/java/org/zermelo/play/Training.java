package org.zermelo.play;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.zermelo.game.Cells;
import org.zermelo.game.Chance;
import org.zermelo.game.Features;
import org.zermelo.game.Game;
import org.zermelo.game.Position;
import org.zermelo.learn.Encoding;
import org.zermelo.learn.Evaluations;
import org.zermelo.learn.GameEncodings;
import org.zermelo.learn.LearnedEvaluator;
import org.zermelo.learn.Network;
import org.zermelo.learn.Opponent;
import org.zermelo.learn.Regression;
import org.zermelo.learn.RoteLearning;
import org.zermelo.learn.RoteMemory;
import org.zermelo.learn.SearchGradient;
import org.zermelo.learn.TermPool;
import org.zermelo.learn.Table;
import org.zermelo.learn.TabularTd;
import org.zermelo.learn.TdLearning;
import org.zermelo.learn.WeightsFile;

/**
 * Learning an evaluation, as a use case a front-end calls ({@code zermelo learn}): the method (TD
 * by self-play, against an opponent's AI spec or from a file of recorded games; the course's
 * Samuel method by search gradient; or regression on labelled positions) and the encoding (the course's table, an n-tuple network, random walks, the game's
 * features or its own encoding), their defaults and schedules, every check of what was asked, the
 * learner made (a table, or a network: zero, hand-set, small random weights under a hidden layer,
 * or a file's weights to go on from), the run paused at the points of a learning curve, and the
 * weights written with how they were learned, at the end and when the program is stopped.
 *
 * <p>A run with the same settings and seed learns the same weights (one thread; several threads
 * share the weights as they go, and so depend on the machine's timing).
 */
public final class Training {

    /** The methods, by their names. */
    public static final List<String> METHODS = List.of("td", "gradient", "regression", "least-squares", "rote");
    /** Least squares' L2 regularisation when none is asked for. */
    public static final double DEFAULT_L2 = 2;
    /** The self-play games when none are asked for. */
    public static final long DEFAULT_GAMES = 10_000;
    /** The hidden units of a game's own encoding (TD-Gammon's) when none are asked for. */
    public static final int DEFAULT_HIDDEN_OF_OWN = 40;

    /**
     * What to learn and how, as asked: a null is the default. Every value is checked when the
     * settings are made, with a message naming the command line's option; the defaults depend on
     * the encoding (a table or a network, with a hidden layer or not) and the game (a game of
     * chance explores by its dice).
     *
     * @param game the game
     * @param method td, gradient, regression, least-squares or rote
     * @param encoding table, ntupleN, walkCxL, features:SET or one of the game's own, or null for
     *     the game's default ({@link #defaultEncoding}; with {@code from}: the file's)
     * @param hidden the hidden units of a network (td only), or null: 40 for a game's own encoding, else 0
     * @param games the self-play games (td, gradient), or null for {@value #DEFAULT_GAMES}
     * @param time the longest learning time, or null for no limit
     * @param rate the learning rate at the first game, or null: 0.5 for a table, 0.3 for a
     *     network, 0.1 with a hidden layer
     * @param rateLast the rate at the last game, or null: a tenth of the first for a table, a
     *     quarter for a network, the same with a hidden layer
     * @param lambda TD(lambda)'s lambda for a network, or null: 0.5, 0.7 with a hidden layer
     * @param epsilon the share of exploratory moves at the first game, or null: 0.3 for a table,
     *     0 in a game of chance, else 0.1
     * @param epsilonLast the share at the last game, or null: 0.2 for a table whose first share
     *     is the default, else the first share
     * @param openingPlies td with a network: random plies, 0 to this many, before each game's learning
     * @param cutAtExploration td with a network: the lambda-return stops at each exploratory move
     * @param depth gradient: the depth of the searches whose values are the targets
     * @param matchGames gradient: Samuel's protocol, Alpha (learning) against Beta (its frozen copy)
     *     in matches of this many games, Beta taking Alpha's weights when Alpha wins one; 0 for self-play
     * @param powersOfTwo gradient: the weights that play are 0 or signed powers of two up to 2^10 (Samuel's form)
     * @param inUse gradient with features: Samuel's pool, this many terms in use at a time; 0 for all
     * @param swapAfter the pool: the games at whose end a term in use has the smallest weight before it leaves
     * @param positions regression: the labelled positions to gather
     * @param epochs the passes: regression's over its positions (null for 10), td's over the games
     *     of {@code gamesFile} (null for 1)
     * @param solveNodes regression and least-squares: the node budget of each position's exact label, 0 for game results only
     * @param l2 least-squares: the L2 regularisations to try (the one best on the held-out positions kept), or null for {@value #DEFAULT_L2}
     * @param from a weights file to go on learning from, or null
     * @param init the weights learning starts from: zero, or hand-set (the game's features)
     * @param threads td with a network: threads learning at once on the same weights
     * @param baseline the evaluation the curve's games play against, and whose games give
     *     regression its positions ({@link Evaluations#resolve}), or null for the game's own
     * @param opponent td: the AI spec ({@link Players#parse}) the learner plays its games against,
     *     its colour alternating, or null for self-play
     * @param gamesFile td: a file of recorded games to learn from ({@link GameRecords}) instead of
     *     games played, or null
     * @param curve how the learning curve is measured, or null for none
     */
    public record Settings(Game game, String method, String encoding, Integer hidden, Long games, Duration time, Double rate,
                           Double rateLast, Double lambda, Double epsilon, Double epsilonLast, int openingPlies,
                           boolean cutAtExploration, int depth, int matchGames, boolean powersOfTwo, int inUse, int swapAfter,
                           int positions, Integer epochs,
                           long solveNodes, List<Double> l2, Path from, String init, int threads, String baseline, String opponent,
                           Path gamesFile, Curve curve) {

        public Settings {
            check(METHODS.contains(method), "--method must be td, gradient, regression, least-squares or rote, not '" + method + "'");
            check(!method.equals("rote") || encoding == null && hidden == null && init.equals("zero"),
                    "rote learning stores positions and their values: --encoding, --hidden and --init are for weights");
            String encodingName = encodingName(game, encoding);
            boolean tabular = encodingName.equals("table");
            check(!tabular || method.equals("td"), "a table learns by td: --method " + method
                    + " needs a network (ntupleN, walkCxL or features:SET)");
            int hiddenUnits = hiddenUnits(game, method, encodingName, hidden);
            check(hiddenUnits >= 0 && hiddenUnits <= 1000, "--hidden must be from 0 to 1000, not " + hiddenUnits);
            check(hiddenUnits == 0 || !tabular, "--hidden is for a network: a table has no hidden layer");
            check(hiddenUnits == 0 || method.equals("td"), "a network with a hidden layer learns by td, not by " + method);
            check(hiddenUnits == 0 || init.equals("zero"), "a network with a hidden layer starts from small random weights: "
                    + "--init hand-set is for a linear network of features");
            check(init.equals("zero") || init.equals("hand-set"), "--init must be zero or hand-set, not '" + init + "'");
            long gameCount = games != null ? games : DEFAULT_GAMES;
            check(gameCount >= 1 && gameCount <= 1_000_000_000L, "--games must be from 1 to 1000000000, not " + gameCount);
            double first = firstRate(tabular, hiddenUnits > 0, rate);
            double last = lastRate(tabular, hiddenUnits > 0, first, rateLast);
            double firstEpsilon = firstEpsilon(game, tabular, epsilon);
            double lastEpsilon = lastEpsilon(tabular, epsilon, firstEpsilon, epsilonLast);
            check(first > 0 && first <= 2 && last > 0 && last <= 2, "--rate and --rate-last must be above 0, at most 2");
            check(firstEpsilon >= 0 && firstEpsilon <= 1 && lastEpsilon >= 0 && lastEpsilon <= 1,
                    "--epsilon and --epsilon-last must be from 0 to 1");
            double l = tdLambda(hiddenUnits > 0, lambda);
            check(l >= 0 && l <= 1, "--lambda must be from 0 to 1, not " + l);
            boolean tdNetwork = method.equals("td") && !tabular;
            check(threads >= 1 && threads <= 64, "--threads must be from 1 to 64, not " + threads);
            check(threads == 1 || tdNetwork, "--threads is for td with a network");
            check(openingPlies >= 0 && openingPlies <= 60, "--opening-plies must be from 0 to 60, not " + openingPlies);
            check(openingPlies == 0 || tdNetwork, "--opening-plies is for td with a network");
            check(!cutAtExploration || tdNetwork, "--cut-at-exploration is for td with a network (a table's TD always cuts)");
            check(depth >= 1 && depth <= 20, "--depth must be from 1 to 20, not " + depth);
            check(matchGames >= 0 && matchGames <= 10_000, "--alpha-beta must be from 1 to 10000 games a match, not " + matchGames);
            check(matchGames == 0 || method.equals("gradient"), "--alpha-beta is Samuel's protocol for gradient, not " + method);
            check(!powersOfTwo || method.equals("gradient") && encodingName.startsWith("features:"),
                    "--powers-of-two is Samuel's form of the weights of features:SET learned by gradient");
            check(inUse == 0 || method.equals("gradient") && encodingName.startsWith("features:"),
                    "--in-use is Samuel's pool of the terms of features:SET learned by gradient");
            int terms = game.start() instanceof Features f ? f.featureNames().length : 0;
            check(inUse >= 0 && (inUse == 0 || inUse < terms), "--in-use must be from 1 to " + (terms - 1) + " (" + encodingName
                    + " has " + terms + " terms; 0: all in use), not " + inUse);
            check(inUse == 0 || from == null, "--in-use starts the pool from the first terms: it does not go on from --from");
            check(swapAfter >= 1 && swapAfter <= 1_000_000, "--swap-after must be from 1 to 1000000 games, not " + swapAfter);
            check(positions >= 1 && positions <= 10_000_000, "--positions must be from 1 to 10000000, not " + positions);
            check(epochs == null || epochs >= 1 && epochs <= 10_000, "--epochs must be from 1 to 10000, not " + epochs);
            check(epochs == null || method.equals("regression") || method.equals("least-squares") || gamesFile != null,
                    "--epochs is for regression (passes over its positions), least-squares (its steps) and --games-file (passes over its games)");
            check(l2 == null || method.equals("least-squares"), "--l2 is for least-squares");
            check(l2 == null || !l2.isEmpty() && l2.size() <= 20 && l2.stream().allMatch(x -> x != null && x >= 0 && x <= 1e6),
                    "--l2 must be 1 to 20 numbers from 0 to 1000000, not " + l2);
            check(!method.equals("least-squares") || !tabular && hiddenUnits == 0 && (curve == null || !curve.measured()),
                    "least-squares fits a linear evaluation of the game's own encoding in its units: no table, no hidden layer, no curve");
            check(opponent == null || method.equals("td"), "--opponent is for td (the learner plays its games against it), not "
                    + method);
            check(opponent == null || gamesFile == null, "--opponent and --games-file are two sources of games: give one");
            check(gamesFile == null || method.equals("td"), "--games-file is for td (TD updates along each recorded game), not "
                    + method);
            check(gamesFile == null || games == null, "--games counts games played: the games of --games-file are its lines, "
                    + "and --epochs the passes over them");
            check(gamesFile == null || epsilon == null && epsilonLast == null,
                    "--epsilon is for games played: a recorded game has no exploratory move");
            check(gamesFile == null || threads == 1, "--games-file learns on one thread");
            check(gamesFile == null || openingPlies == 0, "--opening-plies is for games played: a recorded game is learned whole");
            check(gamesFile == null || !cutAtExploration, "--cut-at-exploration is for games played: a recorded game has no "
                    + "exploratory move");
            check(solveNodes >= 0, "--solve-nodes must be 0 or more, not " + solveNodes);
            curve = curve != null ? curve : Curve.NONE;
        }

        /** The encoding: the one asked, else the game's default (a file's to go on from may differ: {@link Training#encoding}); rote for rote learning. */
        public String encodingName() {
            return method.equals("rote") ? "rote" : encodingName(game, encoding);
        }

        /** Rote learning: the positions the memory holds, --positions rounded up to a power of two. */
        public int roteCapacity() {
            return Math.max(4, Math.min(RoteMemory.MAX_CAPACITY, Integer.highestOneBit(Math.max(1, positions - 1)) << 1));
        }

        /** True when a table learns: td, the course's TD(0). */
        public boolean tabular() {
            return encodingName().equals("table");
        }

        /** The hidden units: as asked, else 40 for the game's own encoding (TD-Gammon's) but by least squares, else none. */
        public int hiddenUnits() {
            return hiddenUnits(game, method, encodingName(), hidden);
        }

        /** The games to play (of self-play or against the opponent); for a games file, see {@link Training#gameCount}. */
        public long gameCount() {
            return games != null ? games : DEFAULT_GAMES;
        }

        /** The passes: regression's over its positions (10 by default), least squares' steps (100), td's over a games file (1). */
        public int passes() {
            return epochs != null ? epochs : gamesFile != null ? 1 : method.equals("least-squares") ? 100 : 10;
        }

        /** Least squares' L2 regularisations to try. */
        public double[] regularisation() {
            return l2 != null ? l2.stream().mapToDouble(Double::doubleValue).toArray() : new double[] {DEFAULT_L2};
        }

        /** The learning time allowed, in nanoseconds: {@link Long#MAX_VALUE} for no limit. */
        public long timeLimitNanos() {
            return time == null ? Long.MAX_VALUE : time.toNanos();
        }

        /** The rate at the first game. */
        public double firstRate() {
            return firstRate(tabular(), hiddenUnits() > 0, rate);
        }

        /** The rate at the last game. */
        public double lastRate() {
            return lastRate(tabular(), hiddenUnits() > 0, firstRate(), rateLast);
        }

        /** The share of exploratory moves at the first game. */
        public double firstEpsilon() {
            return firstEpsilon(game, tabular(), epsilon);
        }

        /** The share at the last game. */
        public double lastEpsilon() {
            return lastEpsilon(tabular(), epsilon, firstEpsilon(), epsilonLast);
        }

        /** TD(lambda)'s lambda (a network's; a table learns by TD(0)). */
        public double tdLambda() {
            return tdLambda(hiddenUnits() > 0, lambda);
        }

        /** The file the weights go to when none is named: {@code GAME-ENCODING.json}, a colon written as a dash. */
        public Path defaultFile() {
            return Path.of(game.name() + "-" + encodingName().replace(':', '-') + ".json");
        }

        private static String encodingName(Game game, String encoding) {
            return encoding != null ? encoding : defaultEncoding(game);
        }

        private static int hiddenUnits(Game game, String method, String encodingName, Integer hidden) {
            return hidden != null ? hidden : !method.equals("least-squares") && game instanceof GameEncodings own
                    && own.encoding(encodingName) != null && own.layered(encodingName) ? DEFAULT_HIDDEN_OF_OWN : 0;
        }

        private static double firstRate(boolean tabular, boolean layered, Double rate) {
            return rate != null ? rate : tabular ? 0.5 : layered ? 0.1 : 0.3;
        }

        private static double lastRate(boolean tabular, boolean layered, double first, Double rateLast) {
            return rateLast != null ? rateLast : tabular ? first / 10 : layered ? first : first / 4;
        }

        private static double firstEpsilon(Game game, boolean tabular, Double epsilon) {
            return epsilon != null ? epsilon : tabular ? 0.3 : Chance.inGame(game.start()) ? 0 : 0.1;
        }

        private static double lastEpsilon(boolean tabular, Double epsilon, double first, Double epsilonLast) {
            return epsilonLast != null ? epsilonLast : tabular && epsilon == null ? 0.2 : first;
        }

        private static double tdLambda(boolean layered, Double lambda) {
            return lambda != null ? lambda : layered ? 0.7 : 0.5;
        }
    }

    /**
     * How the learning curve is measured: every so many games, the weights as they are play the
     * baseline at the same depth over a fixed set of random openings, both colours
     * ({@link LearningCurve}).
     *
     * @param measured whether to measure it at all
     * @param every the games between two points, or null for a tenth of the games
     * @param games the games of each point
     * @param depth the search depth of both sides
     * @param openings the random plies of each opening
     */
    public record Curve(boolean measured, Long every, int games, int depth, int openings) {

        /** No curve, the defaults otherwise. */
        public static final Curve NONE = new Curve(false, null, 100, 1, 6);

        public Curve {
            check(games >= 2 && games <= 100_000, "--curve-games must be from 2 to 100000, not " + games);
            check(depth >= 1 && depth <= 20, "--curve-depth must be from 1 to 20, not " + depth);
            check(openings >= 0 && openings <= 60, "--curve-openings must be from 0 to 60, not " + openings);
            check(every == null || every >= 1, "--curve-every must be 1 or more");
        }
    }

    /** What a run tells as it goes. Every method has a default that does nothing. */
    public interface Listener {

        /** A game was played (td, gradient): the games played so far; from the thread that played it. */
        default void played(long games, long elapsedNanos) {}

        /** Regression: positions gathered so far. */
        default void gathered(long positions, long elapsedNanos) {}

        /** Regression: an epoch is done (from 1 to the epochs). */
        default void epoch(int epoch, int epochs, long elapsedNanos) {}

        /** Samuel's pool swapped a term out for another (gradient with --in-use), after {@code games} games. */
        default void swapped(TermPool.Swap swap, long games) {}

        /** A point of the learning curve was measured. */
        default void point(LearningCurve.Point point) {}

        /**
         * The program is being stopped (Ctrl-C, a kill) while learning: the weights learned so far
         * were written to {@code file} after {@code games} games, or could not be ({@code failure}).
         * Called from the thread that saves, as the program ends.
         */
        default void stopped(Path file, long games, IOException failure) {}
    }

    /**
     * What a run learned and how.
     *
     * @param encoding the encoding that learned (a file's to go on from may differ from the one asked)
     * @param games the games played (td, gradient; 0 for regression)
     * @param seconds the time from the start of learning to the weights written
     * @param curve the points of the learning curve, if measured (else empty)
     * @param exactLabels regression and least-squares: how many labels were exact; null for the other methods
     * @param fit least-squares: the sizes and errors of the fit; null for the other methods
     * @param learned the weights, with how they were learned (as the file records it)
     */
    public record Result(String encoding, long games, double seconds, List<LearningCurve.Point> curve, Integer exactLabels,
                         Regression.Fit fit, WeightsFile.Learned learned) {}

    private final Game game;
    private final Position start;
    private final Settings settings;
    private final long seed;
    private final Evaluations.Named baseline;
    private final String encoding;
    private final Table table;
    private final Network network;
    /** Rote learning's memory, or null. */
    private final RoteMemory rote;
    /** The recorded games to learn from, or null: games played. */
    private final List<int[]> records;
    /** The games to learn from: played, or the records' times the passes over them. */
    private final long gameCount;
    /** How the weights were learned, as the weights file records it (the games and seconds filled in at each save). */
    private final Map<String, Object> record;
    private final AtomicLong played = new AtomicLong();
    private final List<LearningCurve.Point> points = new ArrayList<>();
    /** Samuel's pool of terms, when gradient learning keeps one (--in-use), else null. */
    private TermPool pool;
    private long startNanos;

    /**
     * Prepares learning as {@code settings} say, from {@code seed}: resolves the baseline, and
     * makes what learns (a table or a network: from the file to go on from, the hand-set weights,
     * small random weights under a hidden layer, or zero).
     *
     * @param command how the run was asked for, as the weights file records it (a command line)
     * @throws IllegalArgumentException when the baseline, the encoding or the file to go on from is refused
     */
    public Training(Settings settings, long seed, String command) {
        this.settings = settings;
        this.game = settings.game();
        this.start = game.start();
        this.seed = seed;
        this.baseline = settings.baseline() != null ? Evaluations.resolve(game, settings.baseline()) : Evaluations.defaultOf(game);
        String encodingName = settings.encodingName();
        Table t = null;
        Network n = null;
        RoteMemory r = null;
        if (settings.method().equals("rote")) {
            check(game.evaluations().containsKey(baseline.name()), "rote learning stores the values of one of " + game.name()
                    + "'s own evaluations (" + String.join(", ", game.evaluations().keySet()) + "), not of " + baseline.name());
            if (settings.from() != null) {
                RoteMemory.Stored stored = RoteMemory.read(game, settings.from());
                check(stored.evaluation().equals(baseline.name()), settings.from() + " holds values of " + stored.evaluation()
                        + ", not of " + baseline.name() + " (--baseline)");
                r = stored.memory();
            } else {
                r = new RoteMemory(settings.roteCapacity());
            }
        } else if (settings.from() != null) {
            Path from = settings.from();
            WeightsFile.Learned learned = WeightsFile.read(game, from);
            check(learned.encoding().equals(encodingName) || settings.encoding() == null, from + " holds " + learned.encoding()
                    + " weights, not " + encodingName);
            check(settings.init().equals("zero"), "--init hand-set starts the game's features, and --from gives the weights");
            t = learned.table();
            n = learned.network();
            Integer hidden = settings.hidden();
            check(hidden == null || n != null && n.hidden() == hidden, from + " has "
                    + (n == null ? "no network" : n.hidden() + " hidden units") + ", not " + hidden);
            encodingName = learned.encoding();
        } else if (encodingName.equals("table")) {
            t = new Table();
        } else if (settings.hiddenUnits() > 0) {
            n = Network.layered(WeightsFile.encoding(game, encodingName), settings.hiddenUnits(), game.maxValue(),
                    new SplittableRandom(seed ^ 0x7D6A_3B0FL));
        } else {
            n = new Network(WeightsFile.encoding(game, encodingName));
            if (settings.init().equals("hand-set")) {
                double[] handSet = start instanceof Features features && encodingName.startsWith("features:")
                        ? features.handSetWeights() : null;
                check(handSet != null, "--init hand-set starts the game's features (" + encodingName + " has no hand-set weights)");
                n = new Network(n.encoding(), handSet.clone());
            }
        }
        this.encoding = encodingName;
        this.table = t;
        this.network = n;
        check(!settings.method().equals("least-squares") || n != null && game instanceof GameEncodings own
                && own.evaluations(encodingName, n.weightsCopy()) != null, "least-squares fits an evaluation in the game's units: "
                + encodingName + " is not one (" + game.name() + "'s are " + unitEncodings(game) + ")");
        this.rote = r;
        if (settings.opponent() != null) {
            opponent(0); // refused at once if the spec is
        }
        this.records = settings.gamesFile() != null ? GameRecords.read(game, settings.gamesFile()) : null;
        this.gameCount = records != null ? (long) records.size() * settings.passes() : settings.gameCount();
        this.record = record(command);
    }

    /** Rote learning: the positions stored so far; -1 for another method. */
    public int rotePositions() {
        return rote == null ? -1 : rote.size();
    }

    /** The games learning goes through: those to play, or the games file's times the passes over them. */
    public long gameCount() {
        return gameCount;
    }

    /**
     * The opponent's player for learning thread {@code thread}, from the opponent's spec and a seed
     * of its own drawn from the run's (the learner's moves draw from theirs).
     */
    private Opponent opponent(int thread) {
        Player player;
        try {
            player = Players.parse(settings.opponent(), game, (seed ^ 0x0990_0E17L) + thread);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("bad --opponent: " + e.getMessage());
        }
        return position -> player.choose(position).move();
    }

    /** The encoding that learns: the one asked, or the file's to go on from. */
    public String encoding() {
        return encoding;
    }

    /** The evaluation the curve's games play against (and regression's games are played by). */
    public Evaluations.Named baseline() {
        return baseline;
    }

    /** The seed of every random choice. */
    public long seed() {
        return seed;
    }

    /** How the learning curve's points are measured. */
    public LearningCurve curve() {
        Curve c = settings.curve();
        return new LearningCurve(start, c.depth(), c.games(), c.openings(), seed ^ 0x5EED_C0DEL);
    }

    private Map<String, Object> record(String command) {
        String method = settings.method();
        Map<String, Object> training = new LinkedHashMap<>();
        training.put("method", method);
        if (network != null) {
            training.put("init", settings.from() != null ? "from " + settings.from() : network.hidden() > 0 ? "random" : settings.init());
        }
        training.put("games", 0);
        if (settings.opponent() != null) {
            training.put("opponent", settings.opponent());
        }
        if (records != null) {
            training.put("gamesFile", settings.gamesFile().toString());
            training.put("recordedGames", records.size());
            training.put("epochs", settings.passes());
        }
        training.put("seed", seed);
        if (!method.equals("rote")) {
            training.put("rate", settings.firstRate());
            training.put("rateLast", settings.lastRate());
        }
        if (method.equals("td") && network != null) {
            training.put("lambda", settings.tdLambda());
            if (settings.openingPlies() > 0) {
                training.put("openingPlies", settings.openingPlies());
            }
            if (settings.cutAtExploration()) {
                training.put("cutAtExploration", true);
            }
        }
        if (method.equals("gradient")) {
            training.put("depth", settings.depth());
            if (settings.matchGames() > 0) {
                training.put("alphaBeta", settings.matchGames());
                training.put("betaUpdates", 0);
            }
            if (settings.powersOfTwo()) {
                training.put("powersOfTwo", true);
            }
            if (settings.inUse() > 0) {
                training.put("inUse", settings.inUse());
                training.put("swapAfter", settings.swapAfter());
            }
        }
        if (method.equals("rote")) {
            training.put("depth", settings.depth());
            training.put("capacity", rote.capacity());
        }
        if (method.equals("regression") || method.equals("least-squares")) {
            training.put("positions", settings.positions());
            training.put("epochs", settings.passes());
            training.put("solveNodes", settings.solveNodes());
        }
        if (method.equals("least-squares")) {
            training.put("l2", java.util.Arrays.stream(settings.regularisation()).boxed().toList());
        }
        if (records == null) {
            training.put("epsilon", settings.firstEpsilon());
            training.put("epsilonLast", settings.lastEpsilon());
        }
        training.put("threads", settings.threads());
        training.put("seconds", 0);
        training.put("date", Instant.now().toString());
        training.put("command", command);
        return training;
    }

    /**
     * Learns, telling {@code listener} how it goes, and writes the weights to {@code file}: at the
     * end, and, if the program is stopped before (Ctrl-C, a kill), the weights learned so far.
     *
     * @throws IOException when the weights cannot be written at the end
     */
    public Result run(Path file, Listener listener) throws IOException {
        startNanos = System.nanoTime();
        Thread onExit = new Thread(() -> {
            // Learning goes on while the program ends: the games said are the games saved.
            long games = played.get();
            IOException failure = null;
            try {
                games = save(file);
            } catch (IOException e) {
                failure = e;
            }
            listener.stopped(file, games, failure);
        }, "zermelo-learn-save");
        Runtime.getRuntime().addShutdownHook(onExit);
        Integer exactLabels = null;
        Regression.Fit fit = null;
        try {
            boolean curved = settings.curve().measured();
            LearningCurve curve = curve();
            boolean byGames = !settings.method().equals("least-squares") && !settings.method().equals("regression");
            if (curved && !byGames) {
                addPoint(curve, 0, listener);
            }
            if (settings.method().equals("least-squares")) {
                fit = fitByLeastSquares(listener);
                exactLabels = fit.exact();
                record.put("exactLabels", exactLabels);
                record.put("heldOut", fit.heldOut());
                record.put("l2Kept", fit.l2());
                record.put("trainingError", Math.round(fit.trainingError() * 1000) / 1000.0);
                record.put("heldOutError", Math.round(fit.heldOutError() * 1000) / 1000.0);
            } else if (settings.method().equals("regression")) {
                exactLabels = learnFromPositions(listener);
                record.put("exactLabels", exactLabels);
                if (curved) {
                    addPoint(curve, 0, listener);
                }
            } else {
                learnFromGames(curve, listener);
            }
            save(file);
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(onExit);
            } catch (IllegalStateException shuttingDown) {
                // the hook runs: it writes the weights
            }
        }
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        return new Result(encoding, played.get(), seconds, List.copyOf(points), exactLabels, fit,
                new WeightsFile.Learned(network, table, record));
    }

    /**
     * Writes the weights as they are: at the end, and from the thread that saves when the program
     * is stopped; returns the games played, as the file records them.
     */
    private synchronized long save(Path file) throws IOException {
        long games = played.get();
        record.put("games", games);
        record.put("seconds", Math.round((System.nanoTime() - startNanos) / 1e8) / 10.0);
        if (rote != null) {
            record.put("positions", rote.size());
            rote.write(file, game, baseline.name(), record);
            return games;
        }
        WeightsFile.write(file, game, new WeightsFile.Learned(network, table, record));
        return games;
    }

    /**
     * Learning by games (td, gradient): one run of all the games (the schedules follow the games'
     * numbers in it), paused at the points of the curve, until the games or the time run out.
     */
    private void learnFromGames(LearningCurve curve, Listener listener) {
        java.util.function.LongConsumer progress = n -> {
            played.set(n);
            listener.played(n, System.nanoTime() - startNanos);
        };
        long gameCount = this.gameCount;
        double firstRate = settings.firstRate();
        double lastRate = settings.lastRate();
        Chunks learner;
        if (rote != null) {
            RoteLearning r = new RoteLearning(rote, baseline.factory().get(), start,
                    new RoteLearning.Settings(gameCount, settings.depth(), settings.firstEpsilon(), seed));
            learner = games -> r.learn(games, progress, this::timeIsUp);
        } else if (settings.method().equals("gradient")) {
            SearchGradient g = new SearchGradient(network, start,
                    new SearchGradient.Settings(gameCount, firstRate, lastRate, settings.depth(), settings.firstEpsilon(), seed,
                            settings.matchGames(), settings.powersOfTwo(), settings.inUse(), settings.swapAfter()));
            pool = g.pool();
            g.onSwap(listener::swapped);
            recordPool();
            learner = games -> {
                long n = g.learn(games, progress, this::timeIsUp);
                if (settings.matchGames() > 0) {
                    record.put("betaUpdates", g.betaUpdates());
                }
                recordPool();
                return n;
            };
        } else if (table != null) {
            TabularTd.Settings s = new TabularTd.Settings(gameCount, firstRate, lastRate, epsilonFirst(), epsilonLast(), seed);
            TabularTd t = records != null ? TabularTd.replaying(table, start, s, records)
                    : settings.opponent() != null ? TabularTd.against(table, start, s, opponent(0)) : new TabularTd(table, start, s);
            learner = games -> t.learn(games, progress, this::timeIsUp);
        } else {
            TdLearning.Settings s = new TdLearning.Settings(gameCount, firstRate, lastRate, settings.tdLambda(), epsilonFirst(),
                    epsilonLast(), settings.openingPlies(), settings.cutAtExploration(), seed, settings.threads());
            AtomicInteger threads = new AtomicInteger();
            TdLearning t = records != null ? TdLearning.replaying(network, start, s, records)
                    : settings.opponent() != null ? TdLearning.against(network, start, s, () -> opponent(threads.getAndIncrement()))
                    : new TdLearning(network, start, s);
            learner = games -> t.learn(games, progress, this::timeIsUp);
        }
        boolean curved = settings.curve().measured();
        if (curved) {
            addPoint(curve, 0, listener); // the weights learning starts from (the pool's reserve at 0)
        }
        Long asked = settings.curve().every();
        long every = curved ? (asked != null ? asked : Math.max(1, gameCount / 10)) : gameCount;
        long done = 0;
        while (done < gameCount && !timeIsUp()) {
            long chunk = Math.min(gameCount - done, every - done % every);
            long n = learner.next(chunk);
            done += n;
            played.set(done);
            if (curved && (done % every == 0 || done == gameCount || n < chunk)) {
                addPoint(curve, done, listener);
            }
            if (n < chunk) {
                return; // the time is up
            }
        }
    }

    /** Samuel's pool, as the weights file records it: the terms in use, the reserve from its top, the swaps made. */
    private void recordPool() {
        if (pool != null) {
            record.put("termsInUse", pool.namesInUse());
            record.put("reserve", pool.namesInReserve());
            record.put("swaps", pool.swaps());
        }
    }

    /** The share of exploratory moves at the first game: none in recorded games. */
    private double epsilonFirst() {
        return records != null ? 0 : settings.firstEpsilon();
    }

    /** The share at the last game. */
    private double epsilonLast() {
        return records != null ? 0 : settings.lastEpsilon();
    }

    /** A learning run played chunk by chunk. */
    private interface Chunks {
        /** Plays the next {@code games} games; returns how many it played. */
        long next(long games);
    }

    /** Learning from labelled positions; returns how many labels are exact. */
    private int learnFromPositions(Listener listener) {
        int positions = settings.positions();
        int epochs = settings.passes();
        return Regression.learn(network, start, baseline.factory().get(), game.solver(), new Regression.Settings(positions, epochs,
                settings.firstRate(), settings.lastRate(), settings.firstEpsilon(), settings.solveNodes(), seed), n -> {
                    long nanos = System.nanoTime() - startNanos;
                    if (n <= positions) {
                        listener.gathered(n, nanos);
                    } else {
                        listener.epoch((int) (n - positions), epochs, nanos);
                    }
                }, this::timeIsUp);
    }

    /** Least squares on game values ({@link Regression#leastSquares}); returns the fit's report. */
    private Regression.Fit fitByLeastSquares(Listener listener) {
        int positions = settings.positions();
        int steps = settings.passes() * settings.regularisation().length;
        return Regression.leastSquares(network, start, baseline.factory().get(), game.solver(), new Regression.Settings(positions,
                settings.passes(), 0, 0, settings.firstEpsilon(), settings.solveNodes(), seed), settings.regularisation(), n -> {
                    long nanos = System.nanoTime() - startNanos;
                    if (n <= positions) {
                        listener.gathered(n, nanos);
                    } else {
                        listener.epoch((int) (n - positions), steps, nanos);
                    }
                }, this::timeIsUp);
    }

    private boolean timeIsUp() {
        return System.nanoTime() - startNanos >= settings.timeLimitNanos();
    }

    /** Measures a point of the curve with the weights as they are, and tells it. */
    private void addPoint(LearningCurve curve, long gamesPlayed, Listener listener) {
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        LearningCurve.Point p;
        if (rote != null) {
            p = new LearningCurve.Point(gamesPlayed, seconds, curve.measure(() -> rote.evaluator(baseline.factory().get()),
                    baseline.factory()), List.of());
        } else if (network != null) {
            Network frozen = network.frozen();
            p = new LearningCurve.Point(gamesPlayed, seconds, curve.measure(() -> new LearnedEvaluator(frozen), baseline.factory()),
                    pool == null ? List.of() : pool.namesInUse());
        } else {
            Table snapshot = table.snapshot();
            p = new LearningCurve.Point(gamesPlayed, seconds, curve.measure(() -> new LearnedEvaluator(snapshot), baseline.factory()),
                    List.of());
        }
        points.add(p);
        listener.point(p);
    }

    /**
     * The default encoding of {@code game}: the course's table for a board of 9 cells or fewer, an
     * n-tuple network of lines of 4 cells for a larger one, else the game's features, else its own
     * first encoding, else a table.
     */
    public static String defaultEncoding(Game game) {
        Position start = game.start();
        if (start instanceof Cells cells && cells.rows() * cells.columns() <= 9) {
            return "table";
        }
        if (start instanceof Cells) {
            return "ntuple4";
        }
        if (start instanceof Features features) {
            return "features:" + features.featureSet();
        }
        if (game instanceof GameEncodings own && !own.encodingNames().isEmpty()) {
            return own.encodingNames().get(0);
        }
        return "table";
    }

    /** The game's own encodings whose weights are in its units, in words. */
    private static String unitEncodings(Game game) {
        List<String> names = new ArrayList<>();
        if (game instanceof GameEncodings own) {
            for (String name : own.encodingNames()) {
                Encoding encoding = own.encoding(name);
                if (own.evaluations(name, new double[encoding.size()]) != null) {
                    names.add(name);
                }
            }
        }
        return names.isEmpty() ? "none" : String.join(", ", names);
    }

    private static void check(boolean ok, String message) {
        if (!ok) {
            throw new IllegalArgumentException(message);
        }
    }
}
