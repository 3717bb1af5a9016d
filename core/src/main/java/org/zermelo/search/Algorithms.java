package org.zermelo.search;

import java.util.LinkedHashMap;
import java.util.Map;
import org.zermelo.game.Evaluator;

/** The search algorithms by the names the command line uses. */
public final class Algorithms {

    private static final Map<String, String> DESCRIPTIONS = new LinkedHashMap<>();

    static {
        DESCRIPTIONS.put("minimax", "minimax, the course's two functions max and min (course: Minimax): every node visited");
        DESCRIPTIONS.put("naive", "the naive strategy the course warns against (course: Minimax, 'go to the best leaf'): "
                + "aims at the best leaf as if the opponent helped; its value is that leaf's, not what the opponent allows");
        DESCRIPTIONS.put("negamax", "minimax as one function, values for the side to move (course: Minimax, its negamax form)");
        DESCRIPTIONS.put("alphabeta", "alpha-beta, the course's max/min form exactly (course: Alpha-beta, 'if a >= b: return b' in max, "
                + "'return a' in min), fail-hard: same value, fewer leaves");
        DESCRIPTIONS.put("alphabeta-killer", "the course's killer moves (course: Ordering and time, 'coups qui tuent') in "
                + "its max/min alpha-beta: one killer per rootDepth - depth, the last move that cut there, tried first if legal");
        DESCRIPTIONS.put("alphabeta-negamax", "alpha-beta in negamax form (fail-soft: a node returns the best value it saw, "
                + "a tighter bound when it fails)");
        DESCRIPTIONS.put("alphabeta-negamax-failhard", "the course's negamax alpha-beta exactly (course: Alpha-beta, its "
                + "negamax form: 'if e > a: a = e; if a >= b: return b; return a'): fail-hard, every value within the window");
        DESCRIPTIONS.put("andor", "AND/OR won/lost labelling with memo (course: Fully explorable games), games without draws, to the end only");
        DESCRIPTIONS.put("proof", "AND/OR stopped at the first winning move, with a transposition table and the game's "
                + "ordering, oracle and symmetries: the fast solver for games without draws, to the end only");
        DESCRIPTIONS.put("alphabeta-tt", "the engine: alpha-beta (negamax) deepening iteratively, with a transposition table");
        DESCRIPTIONS.put("alphabeta-killers", "alphabeta-tt with the engine's killer moves: two per ply (the last two moves "
                + "that cut there), tried after the table's move (the course's one killer per depth is alphabeta-killer)");
        DESCRIPTIONS.put("alphabeta-history", "alphabeta-killers with the history heuristic (course: Ordering and time: a cut at depth d adds 4^d "
                + "to its move's score; moves sorted by score)");
        DESCRIPTIONS.put("pvs", "alphabeta-history with principal variation search (NegaScout: null windows after the first move)");
        DESCRIPTIONS.put("aspiration", "pvs with aspiration windows around the previous depth's value (course: Ordering and time, windowed alpha-beta)");
        DESCRIPTIONS.put("mtdf", "MTD(f): null windows only, with table, killers and history; solving, a bisection of the value");
        DESCRIPTIONS.put("quiescence", "aspiration searching the game's noisy moves past the horizon (course: Limits and remedies, quiescence; "
                + "a different value: it looks further)");
        DESCRIPTIONS.put("secondary", "pvs confirming its choice by a secondary search (course: Limits and remedies, "
                + "'recherche secondaire'): the chosen move searched again " + Secondary.EXTRA + " plies deeper, and if it "
                + "does worse, every other move as deep; a different value: it looks further");
        DESCRIPTIONS.put("expectiminimax", "minimax with chance nodes, the average of the outcomes weighted by their probabilities (course: Chance)");
        DESCRIPTIONS.put("star1", "expectiminimax with Ballard's Star1 pruning at chance nodes (needs bounded values): same value");
        DESCRIPTIONS.put("star2", "Star1 with probing: the first move of each outcome bounds it first (needs bounded values): same value");
    }

    private Algorithms() {}

    /** Every algorithm name with a one-line description, in the course's order. */
    public static Map<String, String> descriptions() {
        return DESCRIPTIONS;
    }

    /**
     * A new search by {@code name}, evaluating the horizon with {@code evaluator} (which may
     * be null for searches to the end of the game).
     *
     * @throws IllegalArgumentException naming the algorithms there are
     */
    public static Search create(String name, Evaluator evaluator) {
        return switch (name) {
            case "minimax" -> new Minimax(evaluator);
            case "negamax" -> new Negamax(evaluator);
            case "naive" -> new BestLeaf(evaluator);
            case "alphabeta" -> new AlphaBeta(evaluator);
            case "alphabeta-killer" -> new AlphaBeta(evaluator, true);
            case "alphabeta-negamax" -> new NegamaxAlphaBeta(evaluator);
            case "alphabeta-negamax-failhard" -> new NegamaxAlphaBeta(evaluator, true);
            case "expectiminimax" -> new Expectiminimax(name, evaluator, Expectiminimax.Pruning.NONE);
            case "star1" -> new Expectiminimax(name, evaluator, Expectiminimax.Pruning.STAR1);
            case "star2" -> new Expectiminimax(name, evaluator, Expectiminimax.Pruning.STAR2);
            case "andor" -> new AndOr();
            case "proof" -> new ProofSearch();
            case "alphabeta-tt" -> engine(name, evaluator, false, false, false, Engine.Window.FULL, false);
            case "alphabeta-killers" -> engine(name, evaluator, true, false, false, Engine.Window.FULL, false);
            case "alphabeta-history" -> engine(name, evaluator, true, true, false, Engine.Window.FULL, false);
            case "pvs" -> engine(name, evaluator, true, true, true, Engine.Window.FULL, false);
            case "aspiration" -> engine(name, evaluator, true, true, true, Engine.Window.ASPIRATION, false);
            case "mtdf" -> engine(name, evaluator, true, true, false, Engine.Window.MTDF, false);
            case "quiescence" -> engine(name, evaluator, true, true, true, Engine.Window.ASPIRATION, true);
            case "secondary" -> new Secondary(evaluator);
            default -> throw new IllegalArgumentException("unknown algorithm '" + name
                    + "': expected one of " + String.join(", ", DESCRIPTIONS.keySet()));
        };
    }

    private static Engine engine(String name, Evaluator evaluator, boolean killers, boolean history, boolean pvs,
                                 Engine.Window window, boolean quiescence) {
        return new Engine(name, evaluator, new Engine.Options(killers, history, pvs, window, quiescence));
    }

    /**
     * True when the algorithm claims minimax's value at the same depth (all but the naive strategy,
     * which aims at the best leaf, and the remedies to the horizon effect, which look further on
     * purpose): {@code compare} checks that these agree.
     */
    public static boolean sameValueAsMinimax(String name) {
        return !name.equals("naive") && !name.equals("quiescence") && !name.equals("secondary");
    }

    /** True when the algorithm can stop at a horizon (all but AND/OR and proof). */
    public static boolean depthLimited(String name) {
        return !name.equals("andor") && !name.equals("proof");
    }
}
