package org.zermelo.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import org.zermelo.endgame.LoadedDatabases;
import org.zermelo.game.Chance;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.Outcome;
import org.zermelo.game.Position;
import org.zermelo.game.ProbCutModel;
import org.zermelo.game.Scores;
import org.zermelo.learn.Evaluations;
import org.zermelo.search.Algorithm.Setting;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Expectiminimax;
import org.zermelo.search.IterativeDeepening;
import org.zermelo.search.MonteCarlo;
import org.zermelo.search.ProbCutting;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;
import org.zermelo.search.SearchStats;
import org.zermelo.search.TableReuse;
import org.zermelo.search.TablebaseProbing;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "search", mixinStandardHelpOptions = true,
        description = {"A depth- or time-limited search with the game's evaluation at the horizon. " +
            "With --depth alone: one search to that depth. With --time (or --nodes): iterative deepening, one line per " +
            "finished depth, answering with the last one. Values are for the side to move: an evaluation, or a proven " +
            "result written 'win in N plies'. Without limits: --depth " + SearchCommand.DEFAULT_DEPTH + "."})
final class SearchCommand implements Callable<Integer> {

    static final int DEFAULT_DEPTH = 4;

    @Spec
    CommandSpec spec;

    @Mixin
    GameAndPosition args;

    @Option(names = "--algo", paramLabel = "NAME",
            description = "${bundle:search.algos} (each described below).")
    String algo;

    @Mixin
    EngineOptions engine;

    @Mixin
    EvalOption evalOption;

    @Option(names = "--depth", paramLabel = "N", description = "The horizon in plies (1 or more).")
    Integer depth;

    @Option(names = "--time", paramLabel = "DURATION", description = "The time to think, like 500ms, 2s or 1m.")
    String time;

    @Option(names = "--nodes", paramLabel = "N", description = "The most nodes to visit.")
    Long nodes;

    @Option(names = "--reuse", paramLabel = "MODE", description = "For the engine algorithms: same (default) answers a "
            + "position from the table's results of the same depth only, so that the value is exactly plain alpha-beta's; deeper "
            + "from those of deeper searches too, as chess engines do (in Connect Four and Othello a position is always met at "
            + "the same depth within a search, so it rarely matters there).")
    String reuse;

    @Option(names = "--probcut", paramLabel = "on|off", description = "For the engine algorithms: on cuts by ProbCut (Buro) where "
            + "the evaluation has a model of deep values from shallow ones (Othello's patterns): a selective search, deeper in the "
            + "same time, whose values are no longer plain alpha-beta's; off (default) for none. Never when solving.")
    String probCut;

    @Option(names = "--db", paramLabel = "DIR", description = "For the engine algorithms: the endgame databases probed at "
            + "the nodes, the folder 'zermelo db build --dir' wrote (default: db, when it holds the game's), or none "
            + "(docs/endgames.md).")
    String db;

    @Option(names = "--playouts", paramLabel = "N", description = "Evaluate the horizon by Monte-Carlo instead of the "
            + "game's evaluation, as the course mixes them: each leaf is worth the winning rate of N playouts from it (scaled "
            + "into the evaluation's range: an even chance is 0). Cost: the leaves times N playouts.")
    Integer playouts;

    @Option(names = "--playout", paramLabel = "STRATEGY", defaultValue = "random", description = "With --playouts: random "
            + "(the default) or greedy playouts (see 'zermelo montecarlo --help').")
    String playout;

    @Option(names = "--opponent", paramLabel = "MODEL", description = "For expectimax: the model of the opponent, random "
            + "(each move equally likely, the default) or softmax (likelier the better for it, with --temperature).")
    String opponent;

    @Option(names = "--temperature", paramLabel = "T", description = "With --opponent softmax: the temperature, in the game's "
            + "units (a tic-tac-toe win is 1): near 0 the opponent plays its best move, large it plays at random.")
    String temperature;

    @Option(names = "--seed", paramLabel = "S", description = "With --playouts: the seed of the playouts (printed when not given).")
    Long seed;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Override
    public Integer call() {
        Game game = args.game();
        Position position = args.position(game);
        if (algo == null) {
            algo = Algorithms.courseDefault(Chance.inGame(position));
        }
        Evaluations.Named evaluation = evalOption.resolve(game);
        Long playoutSeed = null;
        Supplier<Evaluator> evaluators = evaluation.factory();
        if (playouts != null) {
            if (evalOption.eval != null) {
                throw new IllegalArgumentException("--eval and --playouts both say how to evaluate the horizon: give one");
            }
            playoutSeed = Inputs.seed(seed);
            MonteCarlo.Playout strategy = MonteCarloCommand.strategy(playout);
            long first = playoutSeed;
            AtomicLong threads = new AtomicLong();
            // One playout stream per search thread, the first seeded as printed.
            evaluators = () -> new MonteCarlo(new SplittableRandom(first + 0x9E37_79B9_7F4A_7C15L * threads.getAndIncrement()),
                    strategy, game.evaluator()).evaluator(playouts);
        } else if (seed != null || !playout.equals("random")) {
            throw new IllegalArgumentException("--seed and --playout are for a Monte-Carlo evaluation: add --playouts N");
        }
        Search search = engine.apply(Algorithms.create(algo, evaluators.get()), game, evaluators);
        if (reuse != null && !reuse.equals("same") && !reuse.equals("deeper")) {
            throw new IllegalArgumentException("--reuse must be same or deeper, not '" + reuse + "'");
        }
        if (search instanceof TableReuse table) {
            table.setDeeperReuse("deeper".equals(reuse));
        } else if (reuse != null) {
            throw new IllegalArgumentException("--reuse is for " + EngineOptions.accepting(Setting.REUSE) + ": "
                    + search.name() + " keeps no table");
        }
        if (search instanceof ProbCutting selective) {
            boolean on = probCut != null && ProbCutting.parse(probCut);
            if (on && !(evaluators.get() instanceof ProbCutModel)) {
                throw new IllegalArgumentException("--probcut on: the evaluation " + evaluation.name() + " has no "
                        + "ProbCut model (Othello's patterns have one)");
            }
            selective.setProbCut(on);
        } else if (probCut != null) {
            throw new IllegalArgumentException("--probcut is for " + EngineOptions.accepting(Setting.PROBCUT) + ": "
                    + search.name() + " is not the engine");
        }
        if (search instanceof TablebaseProbing probing) {
            probing.setTablebase(LoadedDatabases.forGame(game, db, "--db "));
        } else if (db != null) {
            throw new IllegalArgumentException("--db is for " + EngineOptions.accepting(Setting.DATABASES) + ": "
                    + search.name() + " probes no databases");
        }
        if (search instanceof Expectiminimax expectimax && expectimax.opponent() != null) {
            expectimax.setOpponent(Expectiminimax.Opponent.parse(opponent, temperature));
        } else if (opponent != null || temperature != null) {
            throw new IllegalArgumentException("--opponent and --temperature are for " + EngineOptions.accepting(Setting.OPPONENT)
                    + ": " + search.name() + " assumes the opponent plays its best move");
        }
        Progress.tell(search, spec);
        SearchLimits limits = limits();
        if (position.isTerminal()) {
            throw new IllegalArgumentException("the game is over at " + position + " ("
                    + Outcome.of(position.terminalValue()) + " for " + game.playerName(position.sideToMove()) + "): nothing to search");
        }
        PrintWriter out = spec.commandLine().getOut();
        if (playouts != null && !json) {
            out.println("evaluation at the horizon: Monte-Carlo, " + playouts + " " + playout + " playouts a leaf, seed " + playoutSeed
                    + (seed == null ? " (replay with --seed " + playoutSeed + ")" : ""));
        }
        SearchResult result;
        List<SearchResult> iterations = new ArrayList<>();
        if (limits.interruptible() || search.deepensItself()) {
            long[] previousNodes = {0};
            // The listener runs on the search's clock: it keeps the results for the JSON, built after.
            result = IterativeDeepening.search(search, position, limits, r -> {
                iterations.add(r);
                if (!json) {
                    SearchStats st = r.stats();
                    List<String> pv = position.formatLine(r.pv());
                    String ebf = previousNodes[0] > 0 ? String.format(Locale.ROOT, "  ebf %.2f", (double) st.nodes() / previousNodes[0]) : "";
                    out.println("depth " + r.depth() + "  value " + value(search, r, position) + (r.exact() ? " (exact)" : "")
                            + "  nodes " + st.nodes() + ebf + "  cuts " + st.cutoffs()
                            + String.format(Locale.ROOT, " (%.0f%% first move)", 100 * st.firstMoveCutoffRate())
                            + (st.tableHits() > 0 ? "  table hits " + st.tableHits() : "")
                            + "  " + st.timeMillis() + " ms  pv " + String.join(" ", pv));
                }
                previousNodes[0] = r.stats().nodes();
            });
        } else {
            result = search.search(position, limits);
        }
        long timeMs = result.stats().timeMillis();
        String best = result.bestMove() >= 0 ? position.formatMove(result.bestMove()) : null;
        if (json) {
            out.println(new JsonAnswer().put("game", game.name()).put("position", position.toString()).put("algo", search.name())
                    .put("value", result.value())
                    .put("expectedValue", expected(search, position) ? result.expected() : null)
                    .put("bestMove", best).put("pv", position.formatLine(result.pv()))
                    .put("depth", result.depth()).put("exact", result.exact()).put("nodes", result.stats().nodes())
                    .put("leavesEvaluated", result.stats().leaves()).put("cutoffs", result.stats().cutoffs())
                    .put("timeMs", timeMs).put("nodesPerSecond", result.stats().nodesPerSecond())
                    .put("iterations", iterations.isEmpty() ? null : iterations.stream().map(r -> new JsonAnswer().put("depth", r.depth())
                            .put("value", r.value()).put("nodes", r.stats().nodes()).put("timeMs", r.stats().timeMillis())
                            .put("pv", position.formatLine(r.pv())).fields()).toList()));
            return 0;
        }
        if (best == null && Chance.isChanceNode(position) && result.depth() > 0) {
            // The dice are rolled here: the search averages over them and has no move to choose.
            out.println("the dice are rolled here: no move to choose; value " + value(search, result, position)
                    + " (depth " + result.depth() + ")");
            out.println(search.name() + ": " + result.stats());
            return 0;
        }
        if (best == null) {
            out.println("no depth finished within the limits: no move found");
            return 0;
        }
        out.println("best move " + best + ", value " + value(search, result, position)
                + (result.exact() ? " (exact)" : " (depth " + result.depth() + ")"));
        out.println("principal variation: " + String.join(" ", position.formatLine(result.pv())));
        if (playouts != null && !Scores.isDecided(result.value())) {
            out.println(String.format(Locale.ROOT, "the value as a winning rate by the playouts: %.4f",
                    (result.value() / (double) (Scores.EVAL_LIMIT - 1) + 1) / 2));
        }
        out.println(search.name() + ": " + result.stats()
                + (result.stats().nodesPerSecond() > 0 ? ", " + result.stats().nodesPerSecond() + " nodes/s" : ""));
        return 0;
    }

    /**
     * The value as the user reads it: for a search of a game of chance, the expected value in the
     * game's units; otherwise the score (expectiminimax on a deterministic game is minimax, and
     * its value an evaluation or a game value like any other search's).
     */
    static String value(Search search, SearchResult result, Position position) {
        return expected(search, position)
                ? String.format(Locale.ROOT, "%+.4f expected", result.expected())
                : Scores.describe(result.value());
    }

    /** True when the search's values are expected values: a chance search on a game of chance. */
    static boolean expected(Search search, Position position) {
        return search instanceof Expectiminimax e && e.expectedValues(position);
    }

    private SearchLimits limits() {
        if (!Algorithms.search(algo).depthLimited()) {
            if (depth != null) {
                throw new IllegalArgumentException(algo + " searches to the end of the game: it takes no --depth");
            }
            SearchLimits limits = SearchLimits.exact();
            return timeAndNodes(limits);
        }
        SearchLimits limits = depth != null ? SearchLimits.depth(Inputs.depth(depth))
                : time == null && nodes == null ? SearchLimits.depth(DEFAULT_DEPTH) : SearchLimits.exact();
        return timeAndNodes(limits);
    }

    private SearchLimits timeAndNodes(SearchLimits limits) {
        if (time != null) {
            limits = limits.withTime(SearchLimits.parseDuration(time));
        }
        if (nodes != null) {
            if (nodes < 1) {
                throw new IllegalArgumentException("--nodes must be a whole number from 1, not " + nodes);
            }
            limits = limits.withNodes(nodes);
        }
        return limits;
    }
}
