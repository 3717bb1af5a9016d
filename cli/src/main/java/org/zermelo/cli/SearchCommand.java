package org.zermelo.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.zermelo.game.Game;
import org.zermelo.game.Outcome;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.search.Algorithms;
import org.zermelo.search.IterativeDeepening;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "search", mixinStandardHelpOptions = true,
        description = {"A depth- or time-limited search with the game's evaluation at the horizon.",
            "With --depth alone: one search to that depth. With --time (or --nodes): iterative deepening, one line per",
            "finished depth, answering with the last one. Values are for the side to move: an evaluation, or a proven",
            "result written 'win in N plies'. Without limits: --depth " + SearchCommand.DEFAULT_DEPTH + "."})
final class SearchCommand implements Callable<Integer> {

    static final int DEFAULT_DEPTH = 4;

    @Spec
    CommandSpec spec;

    @Mixin
    GameAndPosition args;

    @Option(names = "--algo", paramLabel = "NAME", defaultValue = "alphabeta",
            description = "minimax, negamax, alphabeta (default), alphabeta-negamax or andor.")
    String algo;

    @Option(names = "--depth", paramLabel = "N", description = "The horizon in plies (1 or more).")
    Integer depth;

    @Option(names = "--time", paramLabel = "DURATION", description = "The time to think, like 500ms, 2s or 1m.")
    String time;

    @Option(names = "--nodes", paramLabel = "N", description = "The most nodes to visit.")
    Long nodes;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Override
    public Integer call() {
        Game game = args.game();
        Search search = Algorithms.create(algo, game.evaluator());
        SearchLimits limits = limits();
        Position position = args.position(game);
        if (position.isTerminal()) {
            throw new IllegalArgumentException("the game is over at " + position + " ("
                    + Outcome.of(position.terminalValue()) + " for " + game.playerName(position.sideToMove()) + "): nothing to search");
        }
        PrintWriter out = spec.commandLine().getOut();
        SearchResult result;
        if (limits.interruptible()) {
            result = IterativeDeepening.search(search, position, limits, r -> {
                if (!json) {
                    out.println("depth " + r.depth() + "  value " + Scores.describe(r.value()) + (r.exact() ? " (exact)" : "") + "  nodes " + r.stats().nodes()
                            + "  " + r.stats().timeMillis() + " ms  pv " + String.join(" ", Moves.line(position, r.pv())));
                }
            });
        } else {
            result = search.search(position, limits);
        }
        long timeMs = result.stats().timeMillis();
        String best = result.bestMove() >= 0 ? position.formatMove(result.bestMove()) : null;
        if (json) {
            out.println(new Json().put("game", game.name()).put("position", position.toString()).put("algo", search.name())
                    .put("value", result.value()).put("bestMove", best).put("pv", Moves.line(position, result.pv()))
                    .put("depth", result.depth()).put("exact", result.exact()).put("nodes", result.stats().nodes())
                    .put("leavesEvaluated", result.stats().leaves()).put("cutoffs", result.stats().cutoffs())
                    .put("timeMs", timeMs));
            return 0;
        }
        if (best == null) {
            out.println("no depth finished within the limits: no move found");
            return 0;
        }
        out.println("best move " + best + ", value " + Scores.describe(result.value())
                + (result.exact() ? " (exact)" : " (depth " + result.depth() + ")"));
        out.println("principal variation: " + String.join(" ", Moves.line(position, result.pv())));
        out.println(search.name() + ": " + result.stats());
        return 0;
    }

    private SearchLimits limits() {
        if (algo.equals("andor")) {
            if (depth != null) {
                throw new IllegalArgumentException("andor labels the game to its end: it takes no --depth");
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
