package org.zermelo.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.zermelo.game.Game;
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
            "Every algorithm that reaches the same depth must find the same value (${bundle:compare.ownValues} excepted: they look " +
            "further on purpose or aim elsewhere); the command checks it and says so. Best moves may differ between equal moves. " +
            "--plot FILE.png (with --depth N) also runs every algorithm at each depth from 1 to N and draws its nodes " +
            "against the depth on a log scale; the table stays the depth-N one."})
final class CompareCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    GameAndPosition args;

    @Option(names = "--algos", paramLabel = "A,B,...", split = ",",
            description = "The algorithms, in the order of the table (default: ${bundle:compare.defaults}; for games of chance "
                    + "${bundle:compare.chanceDefaults}).")
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
        if (algos != null && algos.isEmpty()) {
            throw new IllegalArgumentException("--algos names no algorithm: expected algorithms separated by commas, like alphabeta,pvs");
        }
        Comparison.Plan plan = Comparison.plan(position, algos, limits, false);
        if (plan.leftOut() != null) {
            PrintWriter err = spec.commandLine().getErr();
            err.println(spec.qualifiedName() + ": " + plan.leftOut());
            err.flush();
        }
        List<Row> rows = new ArrayList<>();
        Evaluations.Named evaluation = evalOption.resolve(game);
        for (String name : plan.algorithms()) {
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
                list.add(new JsonAnswer().put("algo", row.algo).put("value", r.value())
                        .put("bestMove", r.bestMove() >= 0 ? position.formatMove(r.bestMove()) : null)
                        .put("depth", r.depth()).put("nodes", st.nodes()).put("leavesEvaluated", st.leaves())
                        .put("cutoffs", st.cutoffs()).put("firstMoveCutoffRate", st.firstMoveCutoffRate())
                        .put("tableHits", st.tableHits()).put("timeMs", st.timeMillis()).fields());
            }
            out.println(new JsonAnswer().put("game", game.name()).put("position", position.toString()).put("agree", agree)
                    .put("ownValues", Comparison.ownValues(rows.stream().map(Row::result).toList())).put("rows", list).put("notes", Comparison.notes(rows.stream().map(Row::result).toList())));
            return;
        }
        out.println(Inputs.heading(game, position) + ", " + (depth != null ? "depth " + depth : "time " + time + " each"));
        int width = Math.max(18, rows.stream().mapToInt(r -> r.algo.length()).max().orElse(0));
        List<String> values = rows.stream().map(r -> SearchCommand.value(r.search, r.result, position).replace(" expected", "")).toList();
        int valueWidth = Math.max(10, values.stream().mapToInt(String::length).max().orElse(0));
        String format = "%-" + width + "s %" + valueWidth + "s %6s %6s %12s %12s %10s %6s %10s %10s%n";
        out.printf(Locale.ROOT, format, "algorithm", "value", "move", "depth", "nodes", "leaves", "cutoffs", "first", "table hits", "time");
        for (int i = 0; i < rows.size(); i++) {
            Row row = rows.get(i);
            SearchResult r = row.result;
            SearchStats st = r.stats();
            out.printf(Locale.ROOT, format, row.algo, values.get(i),
                    r.bestMove() >= 0 ? position.formatMove(r.bestMove()) : "-", r.depth(), st.nodes(), st.leaves(),
                    st.cutoffs(), String.format(Locale.ROOT, "%.0f%%", 100 * st.firstMoveCutoffRate()), st.tableHits(),
                    st.timeMillis() + " ms");
        }
        List<String> own = Comparison.ownValues(rows.stream().map(Row::result).toList());
        out.println(!agree ? "DISAGREEMENT: algorithms that reached the same depth found different values"
                : own.isEmpty() ? "all algorithms that reached the same depth agree on the value"
                : "all algorithms that claim minimax's value and reached the same depth agree on it; " + Algorithms.sentence(own, "and") + (own.size() == 1 ? " does" : " do") + " not claim it (looking further or "
                        + "aiming elsewhere on purpose) and found another");
        for (String note : Comparison.notes(rows.stream().map(Row::result).toList())) {
            out.println("note: " + note);
        }
    }
}
