package org.zermelo.play;

import java.util.ArrayList;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import org.zermelo.endgame.LoadedDatabases;
import org.zermelo.game.Chance;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.Position;
import org.zermelo.game.ProbCutModel;
import org.zermelo.learn.Evaluations;
import org.zermelo.search.Algorithm;
import org.zermelo.search.Algorithm.Claim;
import org.zermelo.search.Algorithm.Setting;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Expectiminimax;
import org.zermelo.search.Mcts;
import org.zermelo.search.MonteCarlo;
import org.zermelo.search.ProbCutting;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.TableReuse;
import org.zermelo.search.TablebaseProbing;

/**
 * Reads AI specs: {@code NAME[:key=value,...]}, where NAME is a search algorithm
 * ({@code minimax}, {@code alphabeta}, ...), {@code random} or {@code perfect}, and the keys
 * are {@code depth} (plies), {@code time} (a duration: {@code 500ms}, {@code 2s}),
 * {@code nodes} and {@code eval}, the evaluation at the horizon: one of the game's by name, or
 * a weights file written by {@code zermelo learn} ({@link Evaluations}). A search with no limit given thinks for {@link #DEFAULT_TIME}. The flat
 * Monte-Carlo player is {@code montecarlo[:playouts=N]} (N random playouts per move, by default
 * {@link MonteCarloPlayer#DEFAULT_PLAYOUTS}).
 * Examples: {@code alphabeta:depth=8}, {@code alphabeta:time=2s}, {@code minimax:depth=4}. The
 * engine algorithms also take {@code reuse}: {@code same} (the default) answers positions from
 * the table's results of the same depth only, as the course's alpha-beta would; {@code deeper}
 * from those of deeper searches too, as chess engines do ({@link TableReuse}; measured on
 * Connect Four and Othello, it plays no stronger: docs/measurements.md).
 *
 * <p>{@code mcts} (UCT) and {@code mcts-solver} (MCTS-Solver, deterministic games only) take
 * {@code iterations}, {@code time} (whichever ends first) and {@code c}, the exploration
 * constant (sqrt 2 by default); with no limit they run {@link #DEFAULT_ITERATIONS} iterations,
 * so that a game replays from its seed: {@code mcts:iterations=10000}, {@code mcts:time=1s,c=0.7}.
 *
 * <p>A search AI with {@code playouts=N} evaluates its horizon by Monte-Carlo, N random playouts a
 * leaf, as the course mixes minimax and Monte-Carlo: {@code alphabeta:depth=2,playouts=50}.
 *
 * <p>{@code expectimax} takes the model of its opponent: {@code opponent=random} (the default)
 * or {@code opponent=softmax,temperature=T} ({@link Expectiminimax.Opponent}):
 * {@code expectimax:depth=4,opponent=softmax,temperature=0.5}.
 *
 * <p>The engine's searches probe endgame databases at their nodes ({@code db=DIR}, the folder
 * {@code zermelo db build --dir} wrote): by default those in {@code db/} of the current folder when
 * it holds the game's, none with {@code db=none} ({@link LoadedDatabases}).
 *
 * <p>Any AI answers from an opening book where it can with {@code book=FILE}, a book of games
 * ({@code zermelo book GAME --from-games}), or {@code book=NAME}, the one the game ships (Othello:
 * {@code book=othello}); {@code book=none}, the default, for none ({@link GamesBook}):
 * {@code pvs:time=1s,eval=patterns,book=othello}.
 *
 * <p>On a match's clock ({@code --tc}), a search that thinks on time takes {@code clock=plan} (the
 * default: each move's time planned, {@link TimePlan}) or {@code clock=fixed} (the same share of
 * the time left for every move), and {@code ponder=on} to think on the opponent's time
 * ({@link SearchPlayer}): {@code pvs:clock=fixed}, {@code pvs:ponder=on}.
 */
public final class Players {

    /** The thinking time of a search player whose spec gives no limit. */
    public static final String DEFAULT_TIME = "1s";
    /**
     * The AI a person plays against when none is named ({@code zermelo play}, the web): the game's
     * strongest algorithm and evaluation for play where it names them (Othello: its learned
     * patterns; checkers: quiescence and its learned network), else the engine, thinking for
     * {@link #DEFAULT_TIME}, with the opening book the game ships; expectiminimax at depth 3 for
     * dice, which the deterministic searches refuse.
     */
    public static String defaultAi(Game game, Position start) {
        if (Chance.inGame(start)) {
            return Algorithms.engineDefault(true) + ":depth=3";
        }
        String engine = game.playAlgorithm() == null ? Algorithms.engineDefault(false) : game.playAlgorithm();
        return engine + ":time=" + DEFAULT_TIME + (game.playEvaluation() == null ? "" : ",eval=" + game.playEvaluation())
                + (game.openingBook() == null ? "" : "," + BOOK + "=" + game.openingBook());
    }

    /** The iterations of an MCTS player whose spec gives no limit. */
    public static final int DEFAULT_ITERATIONS = 10_000;

    private Players() {}

    /**
     * The player a spec describes, for {@code game}, with randomness from {@code seed}.
     *
     * @throws IllegalArgumentException saying what is wrong with the spec and what is expected
     */
    public static Player parse(String spec, Game game, long seed) {
        return parse(spec, game, seed, Bounds.NONE);
    }

    /** The prefix of an outside engine's spec: {@code ext:CMD}, or {@code ext:NAME} for one registered. */
    public static final String OUTSIDE = "ext:";

    /**
     * An outside engine: {@code ext:NAME} for an engine registered in the user's file
     * ({@link OutsideEngine#registered}), else {@code ext:COMMAND}, the program and its arguments,
     * speaking UGI or the protocol named before it, with its keys after it ({@link OutsideEngine}).
     */
    private static Player outside(String spec, Game game, Bounds bounds) {
        if (!bounds.local()) {
            throw new IllegalArgumentException("'" + spec + "': an outside engine (ext:) is for the command line: "
                    + "this front-end starts no program");
        }
        if (Chance.inGame(game.start())) {
            throw new IllegalArgumentException("'" + spec + "': outside engines speak UGI, which has no dice, and " + game.name()
                    + " is a game of chance");
        }
        return OutsideEngine.of(spec, spec.substring(OUTSIDE.length()).strip(), game, SearchLimits.parseDuration(DEFAULT_TIME));
    }

    /**
     * What a front-end that serves others allows of an AI (the web workbench): the longest
     * thinking time, the deepest depth, the most nodes, iterations and playouts, and whether a
     * spec may use the machine it runs on: name a weights file ({@code eval=FILE}) or start a
     * program ({@code ext:CMD}) (a page must not make the server read files or run programs).
     */
    public record Bounds(Duration time, long depth, long nodes, long iterations, boolean local) {

        /** No bound beyond each setting's own: the command line's. */
        public static final Bounds NONE = new Bounds(null, Long.MAX_VALUE, Long.MAX_VALUE, Long.MAX_VALUE, true);

        /** Refuses what {@code options} (of {@code spec}) asks beyond these bounds, saying the bound. */
        void check(String spec, Map<String, String> options) {
            options.forEach((key, value) -> {
                switch (key) {
                    case "time" -> {
                        if (time != null && SearchLimits.parseDuration(value).compareTo(time) > 0) {
                            throw new IllegalArgumentException("the thinking time of '" + spec + "' must be at most "
                                    + time.toSeconds() + "s here, not '" + value + "'");
                        }
                    }
                    case "depth" -> atMost(spec, key, value, depth);
                    case DB -> {
                        if (!local && !value.equals(LoadedDatabases.NONE)) {
                            throw new IllegalArgumentException("db=" + value + " in '" + spec + "': the web workbench probes the "
                                    + "databases it was started beside (db/) or none (db=none); a folder is for the command line");
                        }
                    }
                    case "nodes" -> atMost(spec, key, value, nodes);
                    case "iterations", "playouts" -> atMost(spec, key, value, iterations);
                    case "eval" -> {
                        if (!local && (value.contains("/") || value.contains("\\") || value.toLowerCase(Locale.ROOT).endsWith(".json"))) {
                            throw new IllegalArgumentException("eval=" + value + " in '" + spec + "': the web workbench takes the "
                                    + "game's named evaluations only (zermelo games lists them); a weights file is for the command line");
                        }
                    }
                    default -> { }
                }
            });
        }

        private static void atMost(String spec, String key, String value, long max) {
            if (value.matches("\\d{1,18}") && Long.parseLong(value) > max) {
                throw new IllegalArgumentException(key + " in '" + spec + "' must be at most " + max + " here");
            }
        }
    }

    /**
     * The player a spec describes, as {@link #parse(String, Game, long)}, refused beyond {@code bounds}.
     *
     * @throws IllegalArgumentException saying what is wrong with the spec and what is expected
     */
    public static Player parse(String spec, Game game, long seed, Bounds bounds) {
        String text = spec.strip();
        if (text.startsWith(OUTSIDE)) {
            return outside(text, game, bounds);
        }
        int colon = text.indexOf(':');
        String name = colon < 0 ? text : text.substring(0, colon);
        Map<String, String> options = options(spec, colon < 0 ? "" : text.substring(colon + 1));
        bounds.check(spec, options);
        String book = options.remove(BOOK);
        if (book != null) {
            return withBook(spec, name, options, book, game, seed, bounds);
        }
        if (name.equals("random") || name.equals("perfect")) {
            if (!options.isEmpty()) {
                throw new IllegalArgumentException("the AI '" + name + "' takes no options, but '" + spec + "' gives some");
            }
            return name.equals("random") ? new RandomPlayer(seed) : new PerfectPlayer(game, seed);
        }
        if (!Algorithms.exists(name)) {
            throw new IllegalArgumentException("unknown AI '" + name + "' in '" + spec + "': expected random, perfect or one of "
                    + String.join(", ", Algorithms.names(a -> true)) + ", with options like alphabeta:depth=6 or alphabeta:time=2s");
        }
        Algorithm algorithm = Algorithms.named(name);
        int level = level(spec, options.remove(LEVEL), options, algorithm);
        String clockKey = options.remove(CLOCK);
        String ponderKey = options.remove(PONDER);
        SearchPlayer.Clock clock = clock(spec, clockKey, ponderKey, algorithm, level);
        boolean ponder = ponder(spec, ponderKey);
        known(spec, options, algorithm);
        if (!algorithm.isSearch()) {
            return algorithm.accepts(Setting.ITERATIONS) ? mcts(algorithm, spec, options, game, seed) : monteCarloPlayer(spec, options, seed);
        }
        String eval = options.remove("eval");
        String playouts = options.remove("playouts");
        if (eval != null && playouts != null) {
            throw new IllegalArgumentException("eval and playouts in '" + spec + "' both say how to evaluate the horizon: give one");
        }
        Evaluations.Named evaluation;
        try {
            evaluation = eval == null ? Evaluations.defaultOf(game) : Evaluations.resolve(game, eval);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("bad eval in '" + spec + "': " + e.getMessage());
        }
        Evaluator evaluator = playouts == null ? evaluation.factory().get() : monteCarlo(spec, playouts, seed);
        Search search = algorithm.create(evaluator);
        String reuse = options.remove("reuse");
        if (search instanceof TableReuse table) {
            table.setDeeperReuse(deeperReuse(spec, reuse));
        }
        String probCut = options.remove(PROBCUT);
        if (search instanceof ProbCutting selective) {
            selective.setProbCut(probCut(spec, probCut, evaluator, evaluation.name()));
        }
        String db = options.remove(DB);
        if (search instanceof TablebaseProbing probing) {
            try {
                probing.setTablebase(LoadedDatabases.forGame(game, db));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(e.getMessage() + " (in '" + spec + "')");
            }
        }
        String opponent = options.remove("opponent");
        String temperature = options.remove("temperature");
        if (search instanceof Expectiminimax expectimax && expectimax.opponent() != null) {
            try {
                expectimax.setOpponent(Expectiminimax.Opponent.parse(opponent, temperature));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(e.getMessage() + " (in '" + spec + "')");
            }
        }
        if (level > 0 && level <= LevelPlayer.MAX_ERRING) {
            return new LevelPlayer(text, search, level, seed);
        }
        SearchLimits limits = limits(spec, options);
        String canonical = level > 0 ? text : options.isEmpty() ? name + ":time=" + DEFAULT_TIME + (eval == null ? "" : ",eval=" + eval)
                + (reuse == null ? "" : ",reuse=" + reuse) + (probCut == null ? "" : ",probcut=" + probCut)
                + (db == null ? "" : ",db=" + db)
                + (playouts == null ? "" : ",playouts=" + playouts)
                + (opponent == null ? "" : ",opponent=" + opponent) + (temperature == null ? "" : ",temperature=" + temperature)
                + (clockKey == null ? "" : ",clock=" + clockKey) + (ponderKey == null ? "" : ",ponder=" + ponderKey)
                : text;
        return new SearchPlayer(canonical, search, limits, seed).withClock(clock, ponder);
    }

    /**
     * The key of the opening book a player answers from where it can ({@link GamesBook}): {@code
     * book=FILE}, a book of games {@code zermelo book GAME --from-games} wrote; {@code book=NAME},
     * the book the game ships ({@link Game#openingBook}: {@code book=othello}); {@code book=none}
     * (the default) for none.
     */
    public static final String BOOK = "book";

    /** The word of {@code book=} for no book. */
    public static final String NO_BOOK = "none";

    /**
     * The player of {@code name} and {@code options} (the spec without its book), answering from
     * the book {@code book} names where it can.
     */
    private static Player withBook(String spec, String name, Map<String, String> options, String book, Game game, long seed,
            Bounds bounds) {
        StringBuilder rest = new StringBuilder(name);
        options.forEach((key, value) -> rest.append(rest.length() == name.length() ? ':' : ',').append(key).append('=').append(value));
        Player player = parse(rest.toString(), game, seed, bounds);
        if (book.equals(NO_BOOK)) {
            return player;
        }
        GamesBook games;
        if (book.equals(game.openingBook())) {
            games = GamesBook.shipped(game);
        } else if (!bounds.local()) {
            throw new IllegalArgumentException("book=" + book + " in '" + spec + "': the web workbench consults the book the game ships"
                    + (game.openingBook() == null ? " (" + game.name() + " ships none)" : " (book=" + game.openingBook() + ")")
                    + " or none (book=none); a book file is for the command line");
        } else {
            try {
                games = GamesBook.read(game, java.nio.file.Path.of(book));
            } catch (IllegalArgumentException e) { // a path the system refuses too
                throw new IllegalArgumentException(e.getMessage() + " (book=" + book + " in '" + spec + "': expected "
                        + (game.openingBook() == null ? "" : "book=" + game.openingBook() + ", ") + "a book file or book=none)");
            }
        }
        String inner = player.spec();
        return new BookPlayer(inner + (inner.contains(":") ? "," : ":") + BOOK + "=" + book, games, player, seed);
    }

    /**
     * The key of the endgame databases an engine probes: {@code db=DIR}, the folder {@code zermelo db
     * build --dir} wrote; by default {@code db} in the current folder when it holds the game's;
     * {@code db=none} for none.
     */
    public static final String DB = "db";

    /**
     * The key of ProbCut's selective search ({@link ProbCutting}): {@code probcut=on} where the evaluation has a
     * model of deep values from shallow ones ({@link ProbCutModel}), {@code probcut=off} (the default) for
     * plain alpha-beta.
     */
    public static final String PROBCUT = "probcut";

    /** The key of how a player shares a match's clock: {@code clock=plan} (the default) or {@code clock=fixed}. */
    public static final String CLOCK = "clock";
    /** The key of thinking on the opponent's time on a match's clock: {@code ponder=on} or {@code ponder=off} (the default). */
    public static final String PONDER = "ponder";

    /** How the player shares a clock, from {@code clock=}; refused where {@code clock=} or {@code ponder=} mean nothing. */
    private static SearchPlayer.Clock clock(String spec, String clock, String ponder, Algorithm algorithm, int level) {
        if ((clock != null || ponder != null) && (!algorithm.isSearch() || !algorithm.accepts(Setting.TIME) || level > 0 && level <= LevelPlayer.MAX_ERRING)) {
            throw new IllegalArgumentException("'" + spec + "': clock and ponder are for the searches that think on time, "
                    + (level > 0 ? "not for a level below " + MAX_LEVEL : "which " + algorithm.name() + " does not"));
        }
        if (clock == null || clock.equals("plan")) {
            return SearchPlayer.Clock.PLAN;
        }
        if (clock.equals("fixed")) {
            return SearchPlayer.Clock.FIXED;
        }
        throw new IllegalArgumentException("bad clock '" + clock + "' in '" + spec + "': expected clock=plan (each move's time "
                + "planned by the phase, the endgame and the search) or clock=fixed (the same share of the time left for every move)");
    }

    /** Whether the player thinks on the opponent's time, from {@code ponder=}. */
    private static boolean ponder(String spec, String ponder) {
        if (ponder == null || ponder.equals("off")) {
            return false;
        }
        if (ponder.equals("on")) {
            return true;
        }
        throw new IllegalArgumentException("bad ponder '" + ponder + "' in '" + spec + "': expected ponder=on or ponder=off");
    }

    /** The key of a player's level, for a person to play against. */
    public static final String LEVEL = "level";
    /** The levels: 1 to 9 err less and less ({@link LevelPlayer}), 10 is the engine as it plays. */
    public static final int MAX_LEVEL = 10;

    /**
     * The level {@code text} asks for, 1 to {@link #MAX_LEVEL}, or 0 when none: for the searches
     * that stop at a horizon, and instead of a depth, time or number of nodes, which it sets.
     */
    private static int level(String spec, String text, Map<String, String> options, Algorithm algorithm) {
        if (text == null) {
            return 0;
        }
        if (!algorithm.isSearch() || !algorithm.depthLimited()) {
            throw new IllegalArgumentException("'" + spec + "': level is for the searches that stop at a horizon, which "
                    + algorithm.name() + " is not");
        }
        for (String key : List.of("depth", "time", "nodes")) {
            if (options.containsKey(key)) {
                throw new IllegalArgumentException("'" + spec + "': a level sets the depth and the time; give level or " + key
                        + ", not both");
            }
        }
        if (!text.matches("\\d{1,2}") || Integer.parseInt(text) < 1 || Integer.parseInt(text) > MAX_LEVEL) {
            throw new IllegalArgumentException("bad level '" + text + "' in '" + spec + "': expected 1 (a beginner) to " + MAX_LEVEL
                    + " (the full engine)");
        }
        return Integer.parseInt(text);
    }

    /** The flat Monte-Carlo player: {@code playouts=N} random playouts a move. */
    private static Player monteCarloPlayer(String spec, Map<String, String> options, long seed) {
        int playouts = options.containsKey("playouts") ? positive(spec, "playouts", options.get("playouts"))
                : MonteCarloPlayer.DEFAULT_PLAYOUTS;
        return new MonteCarloPlayer(playouts, seed);
    }

    /**
     * The course's mix of minimax and Monte-Carlo ({@code playouts=N} on a search AI): each leaf at
     * the horizon is worth the winning rate of N random playouts, from the player's seed.
     */
    private static Evaluator monteCarlo(String spec, String playouts, long seed) {
        int n = positive(spec, "playouts", playouts);
        if (n > MonteCarlo.MAX_PLAYOUTS) {
            throw new IllegalArgumentException("bad playouts '" + playouts + "' in '" + spec + "': at most " + MonteCarlo.MAX_PLAYOUTS);
        }
        return new MonteCarlo(new SplittableRandom(seed ^ 0x4D43_4556L)).evaluator(n);
    }

    /**
     * Whether an engine reuses the results of deeper searches ({@code reuse=deeper}) or only those
     * of the same depth ({@code reuse=same}, the default: plain alpha-beta's value).
     */
    private static boolean deeperReuse(String spec, String reuse) {
        if (reuse == null || reuse.equals("same")) {
            return false;
        }
        if (reuse.equals("deeper")) {
            return true;
        }
        throw new IllegalArgumentException("bad reuse '" + reuse + "' in '" + spec + "': expected reuse=same (the default: "
                + "results of the same depth only, plain alpha-beta's value) or reuse=deeper (of deeper searches too)");
    }

    /** Whether an engine cuts by ProbCut, from {@code probcut=}; refused for an evaluation with no model. */
    private static boolean probCut(String spec, String text, Evaluator evaluator, String evaluationName) {
        if (text == null) {
            return false;
        }
        boolean on;
        try {
            on = ProbCutting.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage() + " (in '" + spec + "')");
        }
        if (on && !(evaluator instanceof ProbCutModel)) {
            throw new IllegalArgumentException("probcut=on in '" + spec + "': the evaluation " + evaluationName + " has no ProbCut "
                    + "model (fitted by 'zermelo learn GAME --method probcut'; Othello's patterns have one)");
        }
        return on;
    }

    private static Map<String, String> options(String spec, String text) {
        Map<String, String> options = new LinkedHashMap<>();
        if (text.isEmpty()) {
            return options;
        }
        for (String pair : text.split(",", -1)) {
            int eq = pair.indexOf('=');
            if (eq <= 0 || eq == pair.length() - 1) {
                throw new IllegalArgumentException("bad option '" + pair + "' in '" + spec + "': expected key=value, like depth=6 or time=2s");
            }
            String key = pair.substring(0, eq).strip();
            if (options.put(key, pair.substring(eq + 1).strip()) != null) {
                throw new IllegalArgumentException("the option '" + key + "' is given twice in '" + spec + "'");
            }
        }
        return options;
    }

    /** The key of each setting an AI spec may give, in the order messages list them. */
    private static final Map<Setting, String> KEYS = keys();

    private static Map<Setting, String> keys() {
        Map<Setting, String> keys = new LinkedHashMap<>();
        keys.put(Setting.DEPTH, "depth");
        keys.put(Setting.ITERATIONS, "iterations");
        keys.put(Setting.TIME, "time");
        keys.put(Setting.NODES, "nodes");
        keys.put(Setting.EVAL, "eval");
        keys.put(Setting.PLAYOUTS, "playouts");
        keys.put(Setting.REUSE, "reuse");
        keys.put(Setting.DATABASES, DB);
        keys.put(Setting.PROBCUT, PROBCUT);
        keys.put(Setting.EXPLORATION, "c");
        keys.put(Setting.OPPONENT, "opponent");
        keys.put(Setting.TEMPERATURE, "temperature");
        return keys;
    }

    /**
     * Refuses an option that {@code algorithm} does not take; a depth asked of a search to the end
     * is told so.
     */
    private static void known(String spec, Map<String, String> options, Algorithm algorithm) {
        List<String> allowed = new ArrayList<>();
        KEYS.forEach((setting, key) -> {
            if (algorithm.accepts(setting)) {
                allowed.add(key);
            }
        });
        for (String key : options.keySet()) {
            if (key.equals("depth") && algorithm.claims(Claim.EXACT)) {
                throw new IllegalArgumentException("'" + spec + "': " + algorithm.name() + " always searches to the end of the game, "
                        + "it takes no depth");
            }
            if (!allowed.contains(key)) {
                throw new IllegalArgumentException("unknown option '" + key + "' in '" + spec + "': expected "
                        + Algorithms.sentence(allowed));
            }
        }
    }

    private static Player mcts(Algorithm algorithm, String spec, Map<String, String> options, Game game, long seed) {
        String name = algorithm.name();
        boolean solver = algorithm.claims(Claim.PROVES_WINS);
        if (solver && Chance.inGame(game.start())) {
            throw new IllegalArgumentException("'" + spec + "': mcts-solver proves wins and losses in deterministic games only, and "
                    + game.name() + " has chance nodes: use mcts");
        }
        long iterations = 0;
        long timeMillis = 0;
        if (options.containsKey("iterations")) {
            iterations = positive(spec, "iterations", options.get("iterations"));
            if (iterations > Mcts.MAX_ITERATIONS) {
                throw new IllegalArgumentException("bad iterations '" + iterations + "' in '" + spec + "': at most " + Mcts.MAX_ITERATIONS);
            }
        }
        if (options.containsKey("time")) {
            timeMillis = SearchLimits.parseDuration(options.get("time")).toMillis();
        }
        String canonical = spec.strip();
        if (iterations == 0 && timeMillis == 0) {
            iterations = DEFAULT_ITERATIONS;
            canonical = name + ":iterations=" + DEFAULT_ITERATIONS + (options.containsKey("c") ? ",c=" + options.get("c") : "");
        }
        double c = Mcts.DEFAULT_EXPLORATION;
        if (options.containsKey("c")) {
            String text = options.get("c");
            c = text.matches("[0-9]{1,3}(\\.[0-9]{1,9})?") ? Double.parseDouble(text) : -1;
            if (c < 0 || c > 100) {
                throw new IllegalArgumentException("bad exploration constant c '" + text + "' in '" + spec
                        + "': expected a number from 0 to 100, like c=1.41");
            }
        }
        return new MctsPlayer(canonical, solver, c, iterations, timeMillis, seed);
    }

    private static SearchLimits limits(String spec, Map<String, String> options) {
        if (options.isEmpty()) {
            return SearchLimits.time(SearchLimits.parseDuration(DEFAULT_TIME));
        }
        SearchLimits limits = SearchLimits.exact();
        if (options.containsKey("depth")) {
            limits = limits.withDepth(positive(spec, "depth", options.get("depth")));
        }
        if (options.containsKey("time")) {
            limits = limits.withTime(SearchLimits.parseDuration(options.get("time")));
        }
        if (options.containsKey("nodes")) {
            limits = limits.withNodes(positive(spec, "nodes", options.get("nodes")));
        }
        return limits;
    }

    private static int positive(String spec, String key, String value) {
        try {
            int n = Integer.parseInt(value);
            if (n >= 1) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("bad " + key + " '" + value + "' in '" + spec + "': expected a whole number from 1");
    }
}
