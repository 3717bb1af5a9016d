package org.zermelo.search;

import static org.zermelo.search.Algorithm.Claim.EXACT;
import static org.zermelo.search.Algorithm.Claim.EXPECTED_VALUE;
import static org.zermelo.search.Algorithm.Claim.PROVES_WINS;
import static org.zermelo.search.Algorithm.Claim.SAME_VALUE_AS_MINIMAX;
import static org.zermelo.search.Algorithm.Claim.WON_OR_LOST;
import static org.zermelo.search.Algorithm.Setting.BOOK;
import static org.zermelo.search.Algorithm.Setting.DATABASES;
import static org.zermelo.search.Algorithm.Setting.CHECKPOINT;
import static org.zermelo.search.Algorithm.Setting.DEPTH;
import static org.zermelo.search.Algorithm.Setting.EVAL;
import static org.zermelo.search.Algorithm.Setting.EXPLORATION;
import static org.zermelo.search.Algorithm.Setting.ITERATIONS;
import static org.zermelo.search.Algorithm.Setting.NODES;
import static org.zermelo.search.Algorithm.Setting.OPPONENT;
import static org.zermelo.search.Algorithm.Setting.PLAYOUTS;
import static org.zermelo.search.Algorithm.Setting.PROBCUT;
import static org.zermelo.search.Algorithm.Setting.REUSE;
import static org.zermelo.search.Algorithm.Setting.TABLE;
import static org.zermelo.search.Algorithm.Setting.TEMPERATURE;
import static org.zermelo.search.Algorithm.Setting.THREADS;
import static org.zermelo.search.Algorithm.Setting.TIME;
import static org.zermelo.search.Algorithm.Setting.WINDOW;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import org.zermelo.game.Evaluator;
import org.zermelo.search.Algorithm.Family;
import org.zermelo.search.Algorithm.Setting;
import org.zermelo.search.Algorithm.Step;

/**
 * The catalogue of algorithms: one declarative row each ({@link Algorithm}), in the course's order,
 * and the only place that turns a name into anything. The command line's help and checks, the AI
 * specs, {@code compare}'s defaults and the web's menus read it; an algorithm of one's own joins
 * them all by a row ({@link AlgorithmProvider}).
 */
public final class Algorithms {

    /** What every search with an evaluation may be asked. */
    private static final Set<Setting> HORIZON = EnumSet.of(DEPTH, TIME, NODES, EVAL, PLAYOUTS);
    private static final Set<Setting> WINDOWED = with(HORIZON, WINDOW);
    /** The engine's settings: a table shared by threads, a book, deeper reuse, endgame databases. */
    private static final Set<Setting> ENGINE = with(WINDOWED, TABLE, THREADS, BOOK, REUSE, DATABASES, PROBCUT);

    private static final List<Algorithm> BUILT_IN = List.of(
            course("minimax", "course: Minimax", "minimax, the course's two functions max and min (course: Minimax): every node visited",
                    HORIZON, true, null, Minimax::new),
            new Algorithm("naive", Family.COURSE, "course: Minimax, 'go to the best leaf'",
                    "the naive strategy the course warns against (course: Minimax, 'go to the best leaf'): "
                    + "aims at the best leaf as if the opponent helped; its value is that leaf's, not what the opponent allows",
                    HORIZON, Set.of(), false, true,
                    new Step("minimax", "", "it visits every node, as minimax does; only its values differ"), BestLeaf::new),
            course("negamax", "course: Minimax, its negamax form",
                    "minimax as one function, values for the side to move (course: Minimax, its negamax form)", HORIZON, false,
                    new Step("minimax", "", "the same algorithm in one function visits the same nodes"), Negamax::new),
            course("alphabeta", "course: Alpha-beta", "alpha-beta, the course's max/min form exactly (course: Alpha-beta, "
                    + "'if a >= b: return b' in max, 'return a' in min), fail-hard: same value, fewer leaves", WINDOWED, true,
                    new Step("minimax", "", "no cut was possible: no node's first children made the rest useless"), AlphaBeta::new),
            course("alphabeta-killer", "course: Ordering and time, 'coups qui tuent'", "the course's killer moves (course: "
                    + "Ordering and time, 'coups qui tuent') in its max/min alpha-beta: one killer per rootDepth - depth, the last "
                    + "move that cut there, tried first if legal", WINDOWED, false,
                    new Step("alphabeta", "its killer, tried first, was refuted more often than it cut",
                            "no killer was ever tried before a move that cut as well"), e -> new AlphaBeta(e, true)),
            course("alphabeta-negamax", "course: Alpha-beta, its negamax form", "alpha-beta in negamax form (fail-soft: a "
                    + "node returns the best value it saw, a tighter bound when it fails)", WINDOWED, false,
                    new Step("alphabeta", "", "the same algorithm in negamax form evaluates the same leaves"), NegamaxAlphaBeta::new),
            course("alphabeta-negamax-failhard", "course: Alpha-beta, its negamax form", "the course's negamax alpha-beta "
                    + "exactly (course: Alpha-beta, its negamax form: 'if e > a: a = e; if a >= b: return b; return a'): "
                    + "fail-hard, every value within the window", WINDOWED, false,
                    new Step("alphabeta-negamax", "", "fail-hard and fail-soft visit the same nodes; only the values of the "
                            + "nodes that fail differ"), e -> new NegamaxAlphaBeta(e, true)),
            new Algorithm("andor", Family.COURSE, "course: Fully explorable games", "AND/OR won/lost labelling with memo "
                    + "(course: Fully explorable games), games without draws, to the end only", EnumSet.of(TIME, NODES),
                    Set.of(SAME_VALUE_AS_MINIMAX, EXACT, WON_OR_LOST), false, true, null, e -> new AndOr()),
            new Algorithm("proof", Family.PROOF, "course: Fully explorable games; Allis' proof search", "AND/OR stopped at the "
                    + "first winning move, with a transposition table and the game's ordering, oracle and symmetries: the fast "
                    + "solver for games without draws, to the end only", EnumSet.of(TIME, NODES, TABLE, THREADS, CHECKPOINT),
                    Set.of(SAME_VALUE_AS_MINIMAX, EXACT, WON_OR_LOST), false, false, null, e -> new ProofSearch()),
            engine("alphabeta-tt", "the engine: alpha-beta (negamax) deepening iteratively, with a transposition table",
                    new Step("alphabeta", "it searches every depth from 1 (iterative deepening), and its table's moves did not "
                            + "repay the shallower searches", "its table changed no order and answered no node"),
                    false, false, false, Engine.Window.FULL, false),
            engine("alphabeta-killers", "alphabeta-tt with the engine's killer moves: two per ply (the last two moves "
                    + "that cut there), tried after the table's move (the course's one killer per depth is alphabeta-killer)",
                    new Step("alphabeta-tt", "its killers, tried early, were refuted more often than they cut",
                            "its killers changed the order of no move searched"),
                    true, false, false, Engine.Window.FULL, false),
            engine("alphabeta-history", "alphabeta-killers with the history heuristic (course: Ordering and time: a cut at "
                    + "depth d adds 4^d to its move's score; moves sorted by score)",
                    new Step("alphabeta-killers", "the history's order did worse than the order before it",
                            "the history scores changed the order of no move searched"),
                    true, true, false, Engine.Window.FULL, false),
            engine("pvs", "alphabeta-history with principal variation search (NegaScout: null windows after the first move)",
                    new Step("alphabeta-history", "its null windows failed high and the moves were searched again",
                            "its null windows cut exactly where the full windows did"),
                    true, true, true, Engine.Window.FULL, false),
            engine("aspiration", "pvs with aspiration windows around the previous depth's value (course: Ordering and time, "
                    + "windowed alpha-beta)",
                    new Step("pvs", "its narrow windows failed and were searched again wider",
                            "its narrow windows never failed nor cut more than the full one"),
                    true, true, true, Engine.Window.ASPIRATION, false),
            engine("mtdf", "MTD(f): null windows only, with table, killers and history; solving, a bisection of the value",
                    new Step("alphabeta-history", "its null-window passes searched the tree several times",
                            "its passes visited the same nodes"),
                    true, true, false, Engine.Window.MTDF, false),
            engine("quiescence", "aspiration searching the game's noisy moves past the horizon (course: Limits and remedies, "
                    + "quiescence; a different value: it looks further)",
                    new Step("aspiration", "it searches the noisy moves past the horizon, as it means to",
                            "no position at its horizon had a noisy move"),
                    true, true, true, Engine.Window.ASPIRATION, true),
            new Algorithm("secondary", Family.ENGINE, "course: Limits and remedies, 'recherche secondaire'", "pvs confirming "
                    + "its choice by a secondary search (course: Limits and remedies, 'recherche secondaire'): the chosen move "
                    + "searched again " + Secondary.EXTRA + " plies deeper, and if it does worse, every other move as deep; a "
                    + "different value: it looks further", with(HORIZON, TABLE), Set.of(), false, false,
                    new Step("pvs", "it searches the chosen move again, deeper, to confirm it, as it means to",
                            "the secondary search found nothing to search"), Secondary::new),
            chance("expectiminimax", "minimax with chance nodes, the average of the outcomes weighted by their probabilities "
                    + "(course: Chance)", HORIZON, Expectiminimax.Pruning.NONE),
            chance("star1", "expectiminimax with Ballard's Star1 pruning at chance nodes (needs bounded values): same value",
                    WINDOWED, Expectiminimax.Pruning.STAR1),
            chance("star2", "Star1 with probing: the first move of each outcome bounds it first (needs bounded values): same value",
                    WINDOWED, Expectiminimax.Pruning.STAR2),
            new Algorithm("expectimax", Family.CHANCE, "course: Chance, a probabilistic model of the opponent",
                    "expectiminimax with the opponent as a chance node over its moves (course: Chance, a probabilistic model of "
                    + "the opponent): opponent=random (each move equally likely, the default) or opponent=softmax,temperature=T "
                    + "(likelier the better for it); expected values in the game's units", with(HORIZON, OPPONENT, TEMPERATURE),
                    Set.of(EXPECTED_VALUE), false, true, null,
                    e -> new Expectiminimax("expectimax", e, Expectiminimax.Opponent.RANDOM)),
            new Algorithm("montecarlo", Family.MONTE_CARLO, "course: Monte-Carlo", "flat Monte-Carlo (course: Monte-Carlo): "
                    + "each move is worth the winning rate of N random playouts from it (playouts=N)", EnumSet.of(PLAYOUTS),
                    Set.of(), false, false, null, null),
            new Algorithm("mcts", Family.MONTE_CARLO, "Kocsis and Szepesvari's UCT", "Monte-Carlo tree search (UCT): the tree "
                    + "grows toward the moves whose playouts win, within iterations=N or time=T, exploring by c=",
                    EnumSet.of(ITERATIONS, TIME, EXPLORATION), Set.of(), false, false, null, null),
            new Algorithm("mcts-solver", Family.MONTE_CARLO, "Winands, Bjornsson and Saito's MCTS-Solver", "mcts that also "
                    + "proves wins and losses as it goes (MCTS-Solver), deterministic games only",
                    EnumSet.of(ITERATIONS, TIME, EXPLORATION), Set.of(PROVES_WINS), false, false, null, null));

    private Algorithms() {}

    /** The rows, built in and added by the providers on the class path, read once. */
    private static final class Catalogue {
        static final Map<String, Algorithm> ROWS = load();

        private static Map<String, Algorithm> load() {
            Map<String, Algorithm> rows = new LinkedHashMap<>();
            List<Algorithm> all = new ArrayList<>(BUILT_IN);
            for (AlgorithmProvider provider : ServiceLoader.load(AlgorithmProvider.class)) {
                all.addAll(provider.algorithms());
            }
            for (Algorithm row : all) {
                if (rows.putIfAbsent(row.name(), row) != null) {
                    throw new IllegalStateException("two algorithms are named '" + row.name() + "'");
                }
            }
            return rows;
        }
    }

    /** The algorithms for which {@code test} holds, in the catalogue's order (the providers' after the built-in ones). */
    public static List<Algorithm> where(Predicate<Algorithm> test) {
        return Catalogue.ROWS.values().stream().filter(test).toList();
    }

    /** The names of the algorithms for which {@code test} holds, in the catalogue's order. */
    public static List<String> names(Predicate<Algorithm> test) {
        return where(test).stream().map(Algorithm::name).toList();
    }

    /** The names joined as a sentence says them: {@code a, b or c}. */
    public static String sentence(List<String> names) {
        return sentence(names, "or");
    }

    /** The names joined as a sentence says them, with {@code conjunction} before the last: {@code a, b and c}. */
    public static String sentence(List<String> names, String conjunction) {
        if (names.size() <= 1) {
            return String.join("", names);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " " + conjunction + " " + names.get(names.size() - 1);
    }

    /**
     * The algorithm called {@code name}.
     *
     * @throws IllegalArgumentException naming the searches there are, when there is none by that name
     */
    public static Algorithm named(String name) {
        Algorithm row = Catalogue.ROWS.get(name);
        if (row == null) {
            throw unknown(name);
        }
        return row;
    }

    private static IllegalArgumentException unknown(String name) {
        return new IllegalArgumentException("unknown algorithm '" + name + "': expected one of "
                + String.join(", ", names(Algorithm::isSearch)));
    }

    /** True when there is an algorithm called {@code name}. */
    public static boolean exists(String name) {
        return Catalogue.ROWS.containsKey(name);
    }

    /**
     * The named search, as {@link #named} finds it; a Monte-Carlo player is refused like an unknown name.
     *
     * @throws IllegalArgumentException naming the searches there are
     */
    public static Algorithm search(String name) {
        Algorithm row = Catalogue.ROWS.get(name);
        if (row == null || !row.isSearch()) {
            throw unknown(name);
        }
        return row;
    }

    /** Every search (not the Monte-Carlo players) with its one-line description, in the course's order. */
    public static Map<String, String> descriptions() {
        Map<String, String> out = new LinkedHashMap<>();
        for (Algorithm row : where(Algorithm::isSearch)) {
            out.put(row.name(), row.description());
        }
        return out;
    }

    /**
     * A new search by {@code name}, evaluating the horizon with {@code evaluator} (which may
     * be null for searches to the end of the game).
     *
     * @throws IllegalArgumentException naming the algorithms there are
     */
    public static Search create(String name, Evaluator evaluator) {
        return search(name).create(evaluator);
    }

    /**
     * The search of the course's commands when none is named ({@code search}, {@code tree}): the
     * course's alpha-beta, or for a game of chance expectiminimax.
     */
    public static String courseDefault(boolean chance) {
        return chance ? "expectiminimax" : "alphabeta";
    }

    /**
     * The engine's search, when none is named for an analysis or an AI that plays: pvs (the same
     * values as alpha-beta, faster), or for a game of chance expectiminimax.
     */
    public static String engineDefault(boolean chance) {
        return chance ? "expectiminimax" : "pvs";
    }

    /** The searches {@code tree --random} runs when none are given: compare's defaults that read a typed tree's numbers. */
    public static List<String> randomTreeDefaults() {
        return names(a -> a.compareDefault() && a.onTrees() && a.family() != Family.CHANCE);
    }

    /** The names {@code compare} runs when none are given: the course's steps, or for a game of chance its chance searches. */
    public static List<String> compareDefaults(boolean chance) {
        return names(a -> a.compareDefault() && a.depthLimited() && (a.family() == Family.CHANCE) == chance);
    }

    private static Algorithm course(String name, String source, String description, Set<Setting> accepts, boolean compare,
                                    Step step, Function<Evaluator, Search> factory) {
        return new Algorithm(name, Family.COURSE, source, description, accepts, Set.of(SAME_VALUE_AS_MINIMAX), compare, true,
                step, factory);
    }

    private static Algorithm engine(String name, String description, Step step, boolean killers, boolean history, boolean pvs,
                                    Engine.Window window, boolean quiescence) {
        Engine.Options options = new Engine.Options(killers, history, pvs, window, quiescence);
        return new Algorithm(name, Family.ENGINE, quiescence ? "course: Limits and remedies, quiescence"
                : "course: Ordering and time", description, ENGINE,
                quiescence ? Set.of() : Set.of(SAME_VALUE_AS_MINIMAX), !quiescence, false, step,
                e -> new Engine(name, e, options));
    }

    private static Algorithm chance(String name, String description, Set<Setting> accepts, Expectiminimax.Pruning pruning) {
        return new Algorithm(name, Family.CHANCE, "course: Chance", description, accepts,
                Set.of(SAME_VALUE_AS_MINIMAX, EXPECTED_VALUE), true, true, null, e -> new Expectiminimax(name, e, pruning));
    }

    private static Set<Setting> with(Set<Setting> base, Setting... more) {
        EnumSet<Setting> set = EnumSet.copyOf(base);
        set.addAll(List.of(more));
        return set;
    }

    /** True when the search called {@code name} claims minimax's value at the same depth (an unknown name does not). */
    static boolean sameValueAsMinimax(String name) {
        Algorithm row = Catalogue.ROWS.get(name);
        return row != null && row.claims(SAME_VALUE_AS_MINIMAX);
    }
}
