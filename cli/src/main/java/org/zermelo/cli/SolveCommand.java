package org.zermelo.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.zermelo.cluster.ClusterMember;
import org.zermelo.cluster.ClusterProof;
import org.zermelo.cluster.UnitRecords;
import org.zermelo.cluster.UnitResult;
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
import picocli.CommandLine.ParentCommand;
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

    @Mixin
    ClusterOptions cluster;

    @Option(names = "--split-plies", paramLabel = "N", defaultValue = "2",
            description = "With --cluster: the plies the coordinator expands at the start (default ${DEFAULT-VALUE}); the "
                    + "positions below are the units the members prove.")
    int splitPlies;

    @Option(names = "--unit-nodes", paramLabel = "N", defaultValue = "50000000",
            description = "With --cluster: the nodes a unit may search (default ${DEFAULT-VALUE}; 0: no limit); a unit that "
                    + "spends them comes back unfinished and is split one ply deeper.")
    long unitNodes;

    @Option(names = "--resume", paramLabel = "FILE",
            description = "With --cluster: saves the positions proved so far to FILE (an opening book of them) every "
                    + BookCommand.RESUME_EVERY_SECONDS + " s and when stopped, and first reads it back if FILE exists: a "
                    + "coordinator stopped or killed goes on from there, its units not sent again. They are trusted.")
    Path resume;

    @Option(names = "--units-out", paramLabel = "FILE",
            description = "With --cluster: writes what each unit cost (CSV: " + UnitRecords.HEADER + "), for 'zermelo predict'.")
    Path unitsOut;

    @ParentCommand
    Main main;

    @Override
    public Integer call() throws IOException {
        Game game = args.game();
        Position position = args.position(game);
        if (cluster.on()) {
            return onCluster(game, position);
        }
        if (resume != null || unitsOut != null || spec.commandLine().getParseResult().hasMatchedOption("--split-plies")
                || spec.commandLine().getParseResult().hasMatchedOption("--unit-nodes")) {
            throw new IllegalArgumentException("--split-plies, --unit-nodes, --resume and --units-out are for a proof on a "
                    + "cluster: give --cluster NAME too");
        }
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

    /**
     * The position proved by the cluster that this command joins as its coordinator (docs/cluster.md):
     * the top of the graph here, the positions below proved by the members.
     */
    private int onCluster(Game game, Position position) throws IOException {
        if (game instanceof SelfSolving || explain || one) {
            throw new IllegalArgumentException(game instanceof SelfSolving ? "--cluster: " + game.name() + " is solved by its "
                    + "own rule, on one machine: solve it without --cluster" : "--cluster names one best move already: "
                    + "--explain and --one are for one machine");
        }
        if (engine.book != null || engine.checkpoint != null) {
            throw new IllegalArgumentException("--book and --checkpoint are for one machine: with --cluster, the proofs are "
                    + "kept in the cluster's proof map, and --resume saves them");
        }
        String name = Solver.searchFor(game, position, algo).name(); // checked here: refused for a game of chance
        String algoName = algo == null ? game.solver(position) : algo;
        ClusterOptions.checkSendable(game, position);
        if (position.isTerminal()) {
            throw new IllegalArgumentException("the game is over at " + position + ": there is nothing to prove");
        }
        if (splitPlies < 1 || splitPlies > 8) {
            throw new IllegalArgumentException("--split-plies: expected 1 to 8, not " + splitPlies);
        }
        if (unitNodes < 0) {
            throw new IllegalArgumentException("--unit-nodes: expected 0 (no limit) or more, not " + unitNodes);
        }
        java.util.Map<String, Integer> known = java.util.Map.of();
        if (resume != null) {
            Outputs.check(resume, "the positions proved to");
            if (Files.exists(resume)) {
                known = ClusterProof.load(resume, game);
            }
        }
        if (unitsOut != null) {
            Outputs.check(unitsOut, "the units to");
        }
        PrintWriter err = spec.commandLine().getErr();
        String command = spec.qualifiedName();
        ClusterMember member = cluster.start(command, engine.megabytes, engine.threads, err);
        ClusterProof proof;
        try {
            proof = new ClusterProof(member, game, position, algoName, splitPlies, unitNodes, known);
        } catch (RuntimeException e) {
            member.close();
            throw e;
        }
        Runnable save = () -> {
            if (resume != null) {
                try {
                    ClusterProof.save(resume, game, position, proof.proved());
                } catch (IOException e) { // checked before: the machine's fault now
                    throw new UncheckedIOException("cannot write the positions proved to " + resume + ": " + Inputs.reason(e), e);
                }
            }
        };
        List<UnitRecords.Record> units = new ArrayList<>();
        long start = System.nanoTime();
        long[] lastSave = {start};
        ClusterProof.Result r;
        try {
            r = ClusterOptions.coordinate(member, command, err, save,
                    resume != null ? "; the positions proved so far are in " + resume : "", () -> proof.run(done -> {
                UnitResult u = done.result();
                units.add(new UnitRecords.Record(-1, done.unit().position(), u.member(), u.nodes(), u.nanos() / 1000));
                if (System.nanoTime() - lastSave[0] > BookCommand.RESUME_EVERY_SECONDS * 1_000_000_000L) {
                    save.run();
                    lastSave[0] = System.nanoTime();
                }
                if (main.interactive) {
                    err.print("\r" + command + ": " + units.size() + " units answered");
                    err.flush();
                }
            }));
        } finally {
            if (main.interactive) {
                err.print("\r" + " ".repeat(40) + "\r");
                err.flush();
            }
        }
        if (r == null) {
            return 1; // stopped by Ctrl-C or a kill: the hook saved, left and said so
        }
        long timeMs = (System.nanoTime() - start) / 1_000_000;
        int members = member.size();
        save.run();
        if (unitsOut != null) {
            Outputs.write(unitsOut, "the units to", stream -> UnitRecords.write(stream, units));
        }
        proof.clear(); // saved if asked: the members' memory is freed
        member.close();
        String outcome = r.value() > 0 ? "win" : r.value() < 0 ? "loss" : "draw";
        String[] best = r.bestMove() >= 0 ? new String[] {position.formatMove(r.bestMove())} : new String[0];
        String how = name + " on a cluster of " + members + (members == 1 ? " member" : " members");
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(new JsonAnswer().put("game", game.name()).put("position", position.toString()).put("value", r.value())
                    .put("outcome", outcome).put("bestMoves", List.of(best)).put("algo", how).put("nodes", r.nodes())
                    .put("timeMs", timeMs).put("members", members).put("units", r.units()).put("splits", r.splits()));
            return 0;
        }
        out.println(Inputs.heading(game, position) + ": " + outcome + " for " + game.playerName(position.sideToMove())
                + " (to move), value " + r.value());
        out.println("a best move: " + String.join(" ", best));
        out.println(String.format(Locale.ROOT, "%s: %d nodes in %d units (%d split), %d positions at the top, %d ms", how,
                r.nodes(), r.units(), r.splits(), r.positions(), timeMs));
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
