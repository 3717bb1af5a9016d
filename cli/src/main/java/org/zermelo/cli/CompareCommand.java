package org.zermelo.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import org.zermelo.game.Chance;
import org.zermelo.game.Game;
import org.zermelo.game.MoveList;
import org.zermelo.game.Outcome;
import org.zermelo.game.Position;
import org.zermelo.learn.Evaluations;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Comparison;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;
import org.zermelo.search.SearchStats;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "compare", mixinStandardHelpOptions = true,
        description = {"The same search by several algorithms, side by side: the course's statistics table. " +
            "With --depth N every algorithm searches to depth N (the engine algorithms deepen 1, 2, ..., N, and their " +
            "counts include every iteration); with --time each gets that time and answers with its deepest finished depth. " +
            "Every algorithm that reaches the same depth must find the same value (quiescence and secondary excepted: they look " +
            "further on purpose; and naive, which aims at the best leaf); the command checks it and says so. Best moves may differ between equal moves. " +
            "--plot FILE.png (with --depth N) also runs every algorithm at each depth from 1 to N and draws its nodes " +
            "against the depth on a log scale; the table stays the depth-N one."})
final class CompareCommand implements Callable<Integer> {

    static final String DEFAULT_ALGOS = "minimax,alphabeta,alphabeta-tt,alphabeta-killers,alphabeta-history,pvs,aspiration,mtdf";
    /** The default for games of chance: the searches that take dice. */
    static final String DEFAULT_CHANCE_ALGOS = "expectiminimax,star1,star2";
    /** The most nodes minimax may be estimated to visit and stay in the default list: about a minute. */
    static final double MINIMAX_NODES = 1e9;

    @Spec
    CommandSpec spec;

    @Mixin
    GameAndPosition args;

    @Option(names = "--algos", paramLabel = "A,B,...", split = ",",
            description = "The algorithms, in the order of the table (default: " + DEFAULT_ALGOS + "; for games of chance "
                    + DEFAULT_CHANCE_ALGOS + ").")
    List<String> algos;

    @Option(names = "--depth", paramLabel = "N", description = "The horizon in plies.")
    Integer depth;

    @Option(names = "--time", paramLabel = "DURATION", description = "The time each algorithm gets, like 500ms or 2s.")
    String time;

    @Option(names = "--plot", paramLabel = "FILE.png", description = "Draw the nodes against the depth, 1 to N (needs --depth N).")
    String plot;

    @Mixin
    EngineOptions engine;

    @Mixin
    EvalOption evalOption;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Override
    public Integer call() {
        Game game = args.game();
        if ((depth == null) == (time == null)) {
            throw new IllegalArgumentException("give either --depth N or --time DURATION (the same limit for every algorithm)");
        }
        if (plot != null && depth == null) {
            throw new IllegalArgumentException("--plot draws the nodes at each depth from 1 to N: give --depth N, not --time");
        }
        Path file = plot == null ? null : Plot.path(plot);
        SearchLimits limits = depth != null ? SearchLimits.depth(Inputs.depth(depth))
                : SearchLimits.time(SearchLimits.parseDuration(time));
        Position position = args.position(game);
        if (position.isTerminal()) {
            throw new IllegalArgumentException("the game is over at " + position + " (" + Outcome.of(position.terminalValue())
                    + " for " + game.playerName(position.sideToMove()) + "): nothing to search");
        }
        List<String> asked = algos != null ? algos : defaultAlgos(position);
        Set<String> names = new LinkedHashSet<>();
        for (String name : asked) {
            String algo = name.strip();
            if (algo.isEmpty()) {
                throw new IllegalArgumentException("--algos has an empty name: expected algorithms separated by commas, "
                        + "like alphabeta,pvs");
            }
            Algorithms.create(algo, null); // says which names there are
            if (!Algorithms.depthLimited(algo)) {
                throw new IllegalArgumentException(algo + " searches to the end of the game: compare it with `zermelo solve --algo " + algo + "`");
            }
            if (!names.add(algo)) {
                throw new IllegalArgumentException("the algorithm '" + algo + "' is given twice");
            }
        }
        if (names.isEmpty()) {
            throw new IllegalArgumentException("--algos names no algorithm: expected algorithms separated by commas, like alphabeta,pvs");
        }
        List<Row> rows = new ArrayList<>();
        Evaluations.Named evaluation = evalOption.resolve(game);
        for (String name : names) {
            Search search = engine.apply(Algorithms.create(name, evaluation.factory().get()), game, evaluation.factory());
            search.setProgress(Progress.to(spec, name), Progress.EVERY_NANOS);
            rows.add(new Row(name, search, search(search, position, limits)));
        }
        boolean agree = agree(rows);
        if (file != null) {
            plot(game, position, rows).write(file);
        }
        print(game, position, rows, agree);
        if (file != null && !json) {
            spec.commandLine().getOut().println("plot written to " + plot);
        }
        return 0;
    }

    /**
     * The default list: the course's steps, from minimax to MTD(f); minimax left out when it is
     * hopeless (it visits every node: about b^depth, b the moves at the root), saying so.
     */
    private List<String> defaultAlgos(Position position) {
        if (Chance.inGame(position)) {
            return List.of(DEFAULT_CHANCE_ALGOS.split(","));
        }
        List<String> list = new ArrayList<>(List.of(DEFAULT_ALGOS.split(",")));
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        double minimaxNodes = Math.pow(moves.size(), depth == null ? 0 : depth);
        if (minimaxNodes > MINIMAX_NODES) {
            list.remove("minimax");
            PrintWriter err = spec.commandLine().getErr();
            err.println(String.format(Locale.ROOT, "%s: minimax left out: it visits every node, about %.1g here (%d moves at the "
                    + "root, depth %d); name it in --algos to run it all the same", spec.qualifiedName(), minimaxNodes, moves.size(), depth));
            err.flush();
        }
        return list;
    }

    private SearchResult search(Game game, String name, Position position, SearchLimits limits) {
        Evaluations.Named evaluation = evalOption.resolve(game);
        return search(engine.apply(Algorithms.create(name, evaluation.factory().get()), game, evaluation.factory()), position, limits);
    }

    private static SearchResult search(Search search, Position position, SearchLimits limits) {
        return Comparison.run(search, position, limits);
    }

    /** Nodes against depth, 1 to N, one line per algorithm: the depth-N counts are the table's. */
    private Plot plot(Game game, Position position, List<Row> rows) {
        Plot chart = new Plot(Inputs.heading(game, position) + ": nodes by depth", "depth", "nodes (log scale)", false, true);
        double[] depths = new double[depth];
        for (int d = 1; d <= depth; d++) {
            depths[d - 1] = d;
        }
        for (Row row : rows) {
            double[] nodes = new double[depth];
            for (int d = 1; d < depth; d++) {
                nodes[d - 1] = search(game, row.algo, position, SearchLimits.depth(d)).stats().nodes();
            }
            nodes[depth - 1] = row.result.stats().nodes();
            chart.line(row.algo, depths, nodes);
        }
        return chart;
    }

    private record Row(String algo, Search search, SearchResult result) {}

    /**
     * Each step of the course's table and the step it builds on, with why it may cost nodes, and
     * why it may change nothing: so that two rows never show the same count, or a step more nodes,
     * without a word.
     */
    private record Step(String base, String costs, String same) {}

    private static final java.util.Map<String, Step> STEPS = java.util.Map.ofEntries(
            java.util.Map.entry("negamax", new Step("minimax", "", "the same algorithm in one function visits the same nodes")),
            java.util.Map.entry("naive", new Step("minimax", "", "it visits every node, as minimax does; only its values differ")),
            java.util.Map.entry("alphabeta", new Step("minimax", "", "no cut was possible: no node's first children made the rest "
                    + "useless")),
            java.util.Map.entry("alphabeta-negamax", new Step("alphabeta", "", "the same algorithm in negamax form evaluates "
                    + "the same leaves")),
            java.util.Map.entry("alphabeta-negamax-failhard", new Step("alphabeta-negamax", "", "fail-hard and fail-soft "
                    + "visit the same nodes; only the values of the nodes that fail differ")),
            java.util.Map.entry("alphabeta-killer", new Step("alphabeta", "its killer, tried first, was refuted more often "
                    + "than it cut", "no killer was ever tried before a move that cut as well")),
            java.util.Map.entry("alphabeta-tt", new Step("alphabeta", "it searches every depth from 1 (iterative deepening), "
                    + "and its table's moves did not repay the shallower searches", "its table changed no order and answered no node")),
            java.util.Map.entry("alphabeta-killers", new Step("alphabeta-tt", "its killers, tried early, were refuted more often "
                    + "than they cut", "its killers changed the order of no move searched")),
            java.util.Map.entry("alphabeta-history", new Step("alphabeta-killers", "the history's order did worse than the order "
                    + "before it", "the history scores changed the order of no move searched")),
            java.util.Map.entry("pvs", new Step("alphabeta-history", "its null windows failed high and the moves were searched "
                    + "again", "its null windows cut exactly where the full windows did")),
            java.util.Map.entry("aspiration", new Step("pvs", "its narrow windows failed and were searched again wider",
                    "its narrow windows never failed nor cut more than the full one")),
            java.util.Map.entry("mtdf", new Step("alphabeta-history", "its null-window passes searched the tree several times",
                    "its passes visited the same nodes")),
            java.util.Map.entry("quiescence", new Step("aspiration", "it searches the noisy moves past the horizon, as it means to",
                    "no position at its horizon had a noisy move")),
            java.util.Map.entry("secondary", new Step("pvs", "it searches the chosen move again, deeper, to confirm it, as it "
                    + "means to", "the secondary search found nothing to search")));

    /** What the table does not say by itself: a step that costs nodes here, or changes nothing. */
    private static List<String> notes(List<Row> rows) {
        List<String> notes = new ArrayList<>();
        for (Row row : rows) {
            Step step = STEPS.get(row.algo);
            Row base = step == null ? null : rows.stream().filter(r -> r.algo.equals(step.base())).findFirst().orElse(null);
            if (base == null || base.result.depth() != row.result.depth() || row.result.depth() == 0) {
                continue;
            }
            long mine = row.result.stats().nodes();
            long theirs = base.result.stats().nodes();
            if (mine == theirs) {
                notes.add(String.format(Locale.ROOT, "%s visits the same %d nodes as %s, on which it builds: %s here",
                        row.algo, mine, base.algo, step.same()));
            } else if (mine > theirs && !step.costs().isEmpty()) {
                notes.add(String.format(Locale.ROOT, "%s visits %.1f%% more nodes than %s, on which it builds: %s here",
                        row.algo, 100.0 * (mine - theirs) / theirs, base.algo, step.costs()));
            }
        }
        // Rows alike through a chain of steps that each changed nothing are explained by their notes above.
        int[] explainedWith = new int[rows.size()];
        for (int j = 0; j < rows.size(); j++) {
            explainedWith[j] = j;
            for (int i = 0; i < j; i++) {
                if (sameCounts(rows.get(i).result, rows.get(j).result)
                        && (builtOn(rows.get(i).algo, rows.get(j).algo) || builtOn(rows.get(j).algo, rows.get(i).algo))) {
                    int from = explainedWith[j];
                    int to = explainedWith[i];
                    for (int k = 0; k <= j; k++) {
                        explainedWith[k] = explainedWith[k] == from ? to : explainedWith[k];
                    }
                }
            }
        }
        for (int j = 0; j < rows.size(); j++) {
            for (int i = 0; i < j; i++) {
                Row a = rows.get(i);
                Row b = rows.get(j);
                if (sameCounts(a.result, b.result) && explainedWith[i] != explainedWith[j]) {
                    notes.add(String.format(Locale.ROOT, "%s visits the same %d nodes as %s by another road: %s here",
                            b.algo, b.result.stats().nodes(), a.algo, ancestor(a.algo, b.algo) || ancestor(b.algo, a.algo)
                                    ? "the steps between them saved as many nodes as they cost" : "a coincidence"));
                }
            }
        }
        return notes;
    }

    /** True when two rows would look the same: the same depth, value, nodes, leaves and cuts. */
    private static boolean sameCounts(SearchResult a, SearchResult b) {
        return a.depth() == b.depth() && a.depth() > 0 && a.value() == b.value() && a.stats().nodes() == b.stats().nodes()
                && a.stats().leaves() == b.stats().leaves() && a.stats().cutoffs() == b.stats().cutoffs();
    }

    /** True when {@code algo} is a step built directly on {@code base} (its own note covers them). */
    private static boolean builtOn(String algo, String base) {
        Step step = STEPS.get(algo);
        return step != null && step.base().equals(base);
    }

    /** True when {@code algo} builds on {@code base} through one step or more. */
    private static boolean ancestor(String base, String algo) {
        for (Step step = STEPS.get(algo); step != null; step = STEPS.get(step.base())) {
            if (step.base().equals(base)) {
                return true;
            }
        }
        return false;
    }

    /** True when the rows that reach the same depth have the same value (those that do not claim it excepted). */
    private static boolean agree(List<Row> rows) {
        return Comparison.agree(rows.stream().map(Row::result).toList());
    }

    private void print(Game game, Position position, List<Row> rows, boolean agree) {
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            List<Object> list = new ArrayList<>();
            for (Row row : rows) {
                SearchResult r = row.result;
                SearchStats st = r.stats();
                list.add(new Json().put("algo", row.algo).put("value", r.value())
                        .put("bestMove", r.bestMove() >= 0 ? position.formatMove(r.bestMove()) : null)
                        .put("depth", r.depth()).put("nodes", st.nodes()).put("leavesEvaluated", st.leaves())
                        .put("cutoffs", st.cutoffs()).put("firstMoveCutoffRate", st.firstMoveCutoffRate())
                        .put("tableHits", st.tableHits()).put("timeMs", st.timeMillis()).fields());
            }
            out.println(new Json().put("game", game.name()).put("position", position.toString()).put("agree", agree)
                    .put("rows", list).put("notes", notes(rows)));
            return;
        }
        out.println(Inputs.heading(game, position) + ", " + (depth != null ? "depth " + depth : "time " + time + " each"));
        int width = Math.max(18, rows.stream().mapToInt(r -> r.algo.length()).max().orElse(0));
        String format = "%-" + width + "s %10s %6s %6s %12s %12s %10s %6s %10s %10s%n";
        out.printf(Locale.ROOT, format, "algorithm", "value", "move", "depth", "nodes", "leaves", "cutoffs", "first", "table hits", "time");
        for (Row row : rows) {
            SearchResult r = row.result;
            SearchStats st = r.stats();
            out.printf(Locale.ROOT, format, row.algo, SearchCommand.value(row.search, r, position).replace(" expected", ""),
                    r.bestMove() >= 0 ? position.formatMove(r.bestMove()) : "-", r.depth(), st.nodes(), st.leaves(),
                    st.cutoffs(), String.format(Locale.ROOT, "%.0f%%", 100 * st.firstMoveCutoffRate()), st.tableHits(),
                    st.timeMillis() + " ms");
        }
        out.println(agree ? "all algorithms that reached the same depth agree on the value"
                : "DISAGREEMENT: algorithms that reached the same depth found different values");
        for (String note : notes(rows)) {
            out.println("note: " + note);
        }
    }
}
