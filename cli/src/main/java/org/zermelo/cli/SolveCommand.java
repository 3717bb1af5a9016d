package org.zermelo.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.zermelo.endgame.Probe;
import org.zermelo.game.Chance;
import org.zermelo.game.Explained;
import org.zermelo.game.Game;
import org.zermelo.game.Position;
import org.zermelo.game.Retrograde;
import org.zermelo.game.SelfSolving;
import org.zermelo.search.Search;
import org.zermelo.search.Solver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"The exact game-theoretic value of a position, for the side to move, and every move that achieves it. " +
            "Searches to the end of the game: for games small enough to solve from the position given."})
final class SolveCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    GameAndPosition args;

    @Option(names = "--algo", paramLabel = "NAME",
            description = "${bundle:solve.algos}; "
                    + "by default the game's own choice (see `zermelo games`), which may depend on the position's size (AND/OR "
                    + "labelling where the game graph is small, the engine with the game's own rule beyond).")
    String algo;

    @Mixin
    EngineOptions engine;

    @Option(names = "--one", description = "Name one best move and do not check the others: much faster where checking "
            + "a move means solving it (domineering 8x8); bestMoves then holds that one move.")
    boolean one;

    @Option(names = "--explain", description = "First show how the game's own rule values the position, as the course "
            + "does: for Nim, the heaps in binary, their sum column by column, and the moves that make it 0 (JSON: explanation).")
    boolean explain;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Option(names = "--db", paramLabel = "DIR", defaultValue = DbCommand.DEFAULT_DIR,
            description = "Where 'zermelo db build' put the endgame databases (default: ${DEFAULT-VALUE}): a position "
                    + "within them is answered from them at once, the draw rules that count moves ignored (docs/endgames.md).")
    String db;

    @Override
    public Integer call() {
        Game game = args.game();
        Position position = args.position(game);
        if (game instanceof SelfSolving self && !position.isTerminal() && algo == null) {
            return selfSolved(game, self, position);
        }
        if (game instanceof Retrograde retrograde && algo == null && !explain) {
            Probe.Answer answer;
            try {
                answer = new Probe(retrograde, DbCommand.folder(db, game)).solve(position);
            } catch (IOException e) {
                throw new UncheckedIOException(Inputs.reason(e), e);
            }
            if (answer != null) {
                return fromDatabase(game, position, answer);
            }
        }
        java.util.List<String> explanation = null;
        if (explain) {
            if (!(position instanceof Explained explained)) {
                throw new IllegalArgumentException(game.name() + " has no rule of its own to explain its values: --explain is "
                        + "for nim");
            }
            explanation = explained.explanation();
        }
        Search search = engine.apply(Solver.searchFor(game, position, algo), game);
        warnIfHuge(position);
        Progress.tell(search, spec);
        Solver.Solution s = Solver.solve(position, search, !one);
        PrintWriter out = spec.commandLine().getOut();
        long timeMs = s.timeNanos() / 1_000_000;
        if (json) {
            JsonAnswer j = new JsonAnswer().put("game", game.name()).put("position", position.toString())
                    .put("value", s.value()).put("outcome", s.outcome().toString())
                    .put("bestMoves", Moves.each(position, s.bestMoves()));
            if (s.remoteness() >= 0) {
                j.put("remoteness", s.remoteness());
            }
            j.put("pv", position.formatLine(s.pv())).put("algo", s.algorithm()).put("nodes", s.nodes()).put("timeMs", timeMs);
            if (explanation != null) {
                j.put("explanation", explanation);
            }
            out.println(j);
            return 0;
        }
        String who = game.playerName(position.sideToMove());
        if (explanation != null) {
            explanation.forEach(out::println);
        }
        out.println(Inputs.heading(game, position) + ": " + s.outcome() + " for " + who + " (to move), value " + s.value()
                + (s.remoteness() > 0 ? ", " + s.remoteness() + (s.remoteness() == 1 ? " ply" : " plies") + " to the end with best play" : ""));
        if (position.isTerminal()) {
            out.println("the game is over");
        } else {
            out.println((one ? "a best move: " : "best moves: ") + String.join(" ", Moves.each(position, s.bestMoves())));
            out.println("a best line: " + String.join(" ", position.formatLine(s.pv())));
        }
        out.println(s.algorithm() + ": " + s.nodes() + " nodes, " + timeMs + " ms");
        return 0;
    }

    /** The answer of the endgame databases. */
    private int fromDatabase(Game game, Position position, Probe.Answer a) {
        String outcome = a.value() > 0 ? "win" : a.value() < 0 ? "loss" : "draw";
        String method = "endgame database " + a.slice() + " (draw rules ignored)";
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(new JsonAnswer().put("game", game.name()).put("position", position.toString()).put("value", a.value())
                    .put("outcome", outcome).put("bestMoves", Moves.each(position, a.bestMoves())).put("remoteness", a.distance())
                    .put("algo", method).put("nodes", 0).put("timeMs", 0));
            return 0;
        }
        out.println(Inputs.heading(game, position) + ": " + outcome + " for " + game.playerName(position.sideToMove())
                + " (to move), value " + a.value() + (a.distance() > 0 ? ", " + a.distance() + (a.distance() == 1 ? " ply" : " plies")
                + " to the end with best play" : ""));
        out.println(a.bestMoves().length == 0 ? "the game is over" : "best moves: " + String.join(" ", Moves.each(position,
                a.bestMoves())));
        out.println(method);
        return 0;
    }

    /** Says up front, on standard error, when the game estimates the solve far beyond what a person waits for. */
    private void warnIfHuge(Position position) {
        if (Solver.outOfReach(position)) {
            PrintWriter err = spec.commandLine().getErr();
            err.println(spec.qualifiedName() + ": warning: solving this position is estimated " + Solver.estimate(position)
                    + ": it may well not end (Ctrl-C stops it; 'zermelo search --time 10s' finds a good move)");
            err.flush();
        }
    }

    /** The game's own exact solution: for a game of chance, the side to move's probability of winning. */
    private int selfSolved(Game game, SelfSolving self, Position position) {
        long start = System.nanoTime();
        SelfSolving.Solution s = self.solve(position);
        long timeMs = (System.nanoTime() - start) / 1_000_000;
        String outcome = s.value() > 0.5 ? "win" : s.value() < 0.5 ? "loss" : "draw";
        boolean points = !Double.isNaN(s.points());
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            JsonAnswer j = new JsonAnswer().put("game", game.name()).put("position", position.toString()).put("value", s.value())
                    .put("outcome", outcome).put("bestMoves", Moves.each(position, s.bestMoves()))
                    .put("algo", s.method()).put("nodes", s.states()).put("timeMs", timeMs);
            if (points) {
                j.put("points", s.points());
            }
            out.println(j);
            return 0;
        }
        if (points) {
            out.println(Inputs.heading(game, position) + ": the side to move expects " + String.format(java.util.Locale.ROOT,
                    "%+.6f", s.points()) + " points a game under optimal play, and wins with probability "
                    + String.format(java.util.Locale.ROOT, "%.6f", s.value()) + " under it");
        } else {
            out.println(Inputs.heading(game, position) + ": the side to move wins with probability "
                    + String.format(java.util.Locale.ROOT, "%.6f", s.value()) + " under optimal play");
        }
        out.println(s.bestMoves().length == 0 && Chance.isChanceNode(position) ? "the dice are rolled here: no move to choose"
                : "best moves: " + String.join(" ", Moves.each(position, s.bestMoves())));
        out.println(s.method() + ": " + s.states() + " states, " + timeMs + " ms");
        return 0;
    }
}
