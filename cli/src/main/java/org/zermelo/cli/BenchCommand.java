package org.zermelo.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.zermelo.cluster.ClusterBench;
import org.zermelo.cluster.ClusterMember;
import org.zermelo.cluster.UnitRecords;
import org.zermelo.cluster.UnitResult;
import org.zermelo.game.Game;
import org.zermelo.game.Outcome;
import org.zermelo.games.Fingerprint;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Benchmark;
import org.zermelo.search.Search;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"With no GAME and FILE: the node-count fingerprint, a fixed set of searches over the games " +
            "(depth-limited and exact, one thread, a table of " + Fingerprint.TABLE_MB + " MB) whose total node count " +
            "changes only when what the searches do changes.",
            "",
            "With them: solve every position of a benchmark file with the game's solver and check " +
            "its expected value. A line is POSITION VALUE (Pons' Connect Four sets: " +
            "'2252576253462244111563365343671351441 -1'). Blank lines and lines starting " +
            "with # are skipped; a malformed line is reported with its number and " +
            "skipped. Prints the count, the correct ones, each MISMATCH, mean time and " +
            "nodes, and nodes per second. Exit code " + BenchCommand.MISMATCH + " when a value is wrong, 2 when no line " +
            "of the file could be read: a benchmark that found a wrong value or checked nothing fails."})
final class BenchCommand implements Callable<Integer> {

    /** The exit code when a position's value is not the expected one: a failed check, neither bad input nor our error. */
    static final int MISMATCH = 3;

    /** Malformed lines reported one by one, before the rest are only counted. */
    private static final int REPORTED = 10;

    @Spec
    CommandSpec spec;

    @ParentCommand
    Main main;

    @Parameters(index = "0", arity = "0..1", paramLabel = "GAME", description = "The game (see 'zermelo games').")
    String gameName;

    @Parameters(index = "1", arity = "0..1", paramLabel = "FILE", description = "The benchmark file, one position and its value a line.")
    String fileName;

    @Option(names = "--weak", description = "Check only the outcome (win, draw or loss), which a solver may prove "
            + "with a narrower window.")
    boolean weak;

    @Option(names = "--algo", paramLabel = "NAME", description = "The solving algorithm; by default the game's own (see `zermelo games`).")
    String algo;

    @Mixin
    EngineOptions engine;

    @Option(names = "--limit", paramLabel = "N", description = "Solve only the first N positions of the file (blank, comment "
            + "and malformed lines do not count).")
    Integer limit;

    @Option(names = "--warmup", paramLabel = "SECONDS", description = "Before the timed run, solve the file's positions "
            + "untimed for about this many seconds (the file again from the start if it is shorter), with solvers of their own, "
            + "so that the timed run measures compiled code from an empty table, as a C++ solver is timed: the JVM compiles "
            + "what runs often, in the first second or so. Default 0: the JVM's warm-up is in the times.")
    double warmup;

    @Option(names = "--fresh", description = "Solve each position from an empty table, with a solver of its own made before "
            + "its clock starts, as Pascal Pons' benchmark clears his table before each position: the comparison with such a "
            + "solver is then exact. By default the table is kept from one position to the next (what it holds stays true).")
    boolean fresh;

    @Option(names = "--each", description = "Also print each position's result as it is solved: its line, value, "
            + "time and nodes (in JSON: the list 'cases').")
    boolean each;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Mixin
    ClusterOptions cluster;

    @Option(names = "--units-out", paramLabel = "FILE",
            description = "With --cluster: writes what each position solved cost (CSV: " + UnitRecords.HEADER + "), for "
                    + "'zermelo predict'.")
    Path unitsOut;

    /** With --cluster: the cluster's size at the end and the time from the first unit sent to the last answer. */
    private int clusterMembers;
    private long clusterWallMs;

    /** A new solver, as the options ask. */
    private Search solver(Game game) {
        Search search = engine.apply(Algorithms.create(algo == null ? game.solver() : algo, game.evaluator()), game);
        Progress.tell(search, spec);
        return search;
    }

    @Override
    public Integer call() {
        if (gameName == null) {
            return fingerprint();
        }
        if (fileName == null) {
            throw new IllegalArgumentException("expected GAME and FILE, the benchmark file (or neither, for the fingerprint)");
        }
        Game game = Inputs.game(gameName);
        Benchmark.Settings settings = new Benchmark.Settings(weak, limit, warmup, fresh);
        if (fresh && engine.checkpoint != null) {
            throw new IllegalArgumentException("--fresh starts each position from an empty table; --checkpoint keeps one: choose one");
        }
        boolean onCluster = cluster.on();
        if (onCluster && (weak || fresh || warmup != 0 || engine.book != null || engine.checkpoint != null)) {
            throw new IllegalArgumentException("--weak, --fresh, --warmup, --book and --checkpoint are for one machine: with "
                    + "--cluster, each member solves its positions exactly with a table kept from one to the next");
        }
        if (!onCluster && unitsOut != null) {
            throw new IllegalArgumentException("--units-out is for a benchmark solved by a cluster: give --cluster NAME too");
        }
        if (unitsOut != null) {
            Outputs.check(unitsOut, "the units to");
        }
        Path path = readable(fileName);
        Search first = solver(game); // the options checked before the file is read
        PrintWriter err = spec.commandLine().getErr();
        Benchmark.File file;
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(Files.newInputStream(path), StandardCharsets.UTF_8))) {
            file = Benchmark.read(game, reader, settings.limit());
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + fileName + ": " + Inputs.reason(e));
        }
        for (Benchmark.Malformed m : file.malformed().subList(0, Math.min(REPORTED, file.malformed().size()))) {
            err.println(spec.qualifiedName() + ": " + Inputs.printable(fileName) + " line " + m.number() + ": "
                    + Inputs.printable(m.message()));
        }
        if (onCluster) {
            return onCluster(game, file, first.name());
        }
        List<Object> cases = java.util.Collections.synchronizedList(new ArrayList<>());
        boolean eachLine = each && !json; // a line per position: the progress line would break into them
        PrintWriter out = spec.commandLine().getOut();
        long[] shown = {System.nanoTime()};
        List<Benchmark.Solved> soFar = java.util.Collections.synchronizedList(new ArrayList<>());
        // Ctrl-C or a kill: the summary of the positions solved so far, before the program ends.
        Thread onExit = new Thread(() -> {
            List<Benchmark.Solved> done = List.copyOf(soFar);
            err.println((main.interactive ? "\r" + " ".repeat(30) + "\r" : "") + spec.qualifiedName() + ": interrupted after " + done.size() + " of " + file.lines().size() + " positions");
            err.flush();
            print(game, Benchmark.Summary.of(first.name(), done), file.malformed().size(), cases, true);
        }, "zermelo-bench-summary");
        Runtime.getRuntime().addShutdownHook(onExit);
        Benchmark.Summary summary;
        try {
            summary = Benchmark.run(file, first, () -> solver(game), settings, solved -> {
                soFar.add(solved);
            if (main.interactive && !eachLine && System.nanoTime() - shown[0] > 100_000_000) {
                shown[0] = System.nanoTime();
                err.print("\r" + spec.qualifiedName() + ": line " + solved.line());
                err.flush();
            }
            if (each && json) {
                cases.add(new JsonAnswer().put("line", solved.line()).put("value", solved.got()).put("correct", solved.correct())
                        .put("micros", solved.nanos() / 1000).put("nodes", solved.nodes()).fields());
            } else if (eachLine) {
                out.println(String.format(Locale.ROOT, "line %d: %s %s, %,d ms, %,d nodes", solved.line(),
                        weak ? Outcome.of(solved.got()).toString() : Integer.toString(solved.got()),
                        solved.correct() ? "correct" : "MISMATCH", solved.nanos() / 1_000_000, solved.nodes()));
                out.flush();
            }
            });
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(onExit);
            } catch (IllegalStateException shuttingDown) {
                // the hook runs: it prints what was solved
            }
        }
        if (main.interactive && !eachLine) {
            err.print("\r" + " ".repeat(30) + "\r");
        }
        int malformed = file.malformed().size();
        if (malformed > REPORTED) {
            err.println(spec.qualifiedName() + ": " + fileName + ": " + (malformed - REPORTED) + " more malformed lines not shown");
        }
        err.flush();
        print(game, summary, malformed, cases, false);
        return exitCode(summary.positions(), summary.mismatches().size(), malformed);
    }

    /** The summary, as text or as one JSON object ({@code interrupted}: of the positions solved before a stop). */
    private void print(Game game, Benchmark.Summary summary, int malformed, List<Object> cases, boolean interrupted) {
        PrintWriter out = spec.commandLine().getOut();
        int positions = summary.positions();
        if (json) {
            List<Object> wrong = new ArrayList<>();
            for (Benchmark.Solved m : summary.mismatches()) {
                wrong.add(new JsonAnswer().put("line", m.line()).put("position", m.position()).put("expected", m.expected())
                        .put("got", m.got()).fields());
            }
            JsonAnswer result = new JsonAnswer().put("game", game.name()).put("file", fileName).put("positions", positions)
                    .put("correct", summary.correct()).put("meanMicros", tenths(summary.meanMicros()))
                    .put("meanNodes", tenths(summary.meanNodes())).put("nodesPerSecond", summary.nodesPerSecond())
                    .put("mismatches", wrong).put("malformed", malformed).put("fresh", fresh);
            if (interrupted) {
                result.put("interrupted", true);
            }
            if (clusterMembers > 0) {
                result.put("members", clusterMembers).put("wallMs", clusterWallMs);
            }
            out.println(each ? result.put("cases", List.copyOf(cases)) : result);
            out.flush();
            return;
        }
        for (Benchmark.Solved m : summary.mismatches()) {
            out.println("MISMATCH line " + m.line() + ": " + m.position() + " expected " + m.expected() + ", got "
                    + (weak ? Outcome.of(m.got()).toString() : Integer.toString(m.got())));
        }
        out.println(game.name() + " " + fileName + ": " + positions + " positions solved by " + summary.solver()
                + (weak ? ", outcomes only" : ", exact values") + (fresh ? ", each from an empty table" : "") + (malformed > 0 ? ", " + malformed + " malformed lines skipped" : ""));
        out.println(positions == 0 ? "no position checked" : summary.mismatches().isEmpty() ? "all " + summary.correct() + " correct"
                : "MISMATCH: " + summary.mismatches().size() + " of " + positions + " wrong, " + summary.correct() + " correct");
        out.println(String.format(Locale.ROOT, "mean %.1f µs, %.1f nodes per position; %,d nodes/s; %d ms in all", summary.meanMicros(),
                summary.meanNodes(), summary.nodesPerSecond(), summary.nanos() / 1_000_000));
        if (clusterMembers > 0) {
            out.println(String.format(Locale.ROOT, "on a cluster of %d member%s: %,d ms from the first position sent to the last answer",
                    clusterMembers, clusterMembers == 1 ? "" : "s", clusterWallMs));
        }
        out.flush();
    }

    /**
     * The file's positions solved by the cluster that this command joins as its coordinator
     * (docs/cluster.md), each distinct one once, by the game's solver or --algo on each member.
     */
    private int onCluster(Game game, Benchmark.File file, String solverName) {
        List<String> positions = new ArrayList<>();
        for (Benchmark.Line line : file.lines()) {
            ClusterOptions.checkSendable(game, line.c().position());
            positions.add(line.c().position().toString());
        }
        PrintWriter err = spec.commandLine().getErr();
        String command = spec.qualifiedName();
        ClusterMember member = cluster.start(command, engine.megabytes, engine.threads, err);
        List<UnitRecords.Record> units = new ArrayList<>();
        long start = System.nanoTime();
        Map<String, UnitResult> results = ClusterOptions.coordinate(member, command, err, () -> { }, "", () ->
                ClusterBench.solve(member, game, algo == null ? game.solver() : algo, positions, done -> {
                    UnitResult r = done.result();
                    units.add(new UnitRecords.Record(-1, done.unit().position(), r.member(), r.nodes(), r.nanos() / 1000));
                    if (main.interactive && !each) {
                        err.print("\r" + command + ": " + units.size() + " positions solved");
                        err.flush();
                    }
                }));
        if (results == null) {
            return 1; // stopped by Ctrl-C or a kill: the hook left and said so
        }
        clusterWallMs = (System.nanoTime() - start) / 1_000_000;
        clusterMembers = member.size();
        member.close();
        if (main.interactive && !each) {
            err.print("\r" + " ".repeat(40) + "\r");
            err.flush();
        }
        if (unitsOut != null) {
            Outputs.write(unitsOut, "the units to", stream -> UnitRecords.write(stream, units));
        }
        List<Benchmark.Solved> solved = new ArrayList<>();
        List<Object> cases = new ArrayList<>();
        PrintWriter out = spec.commandLine().getOut();
        for (Benchmark.Line line : file.lines()) {
            String position = line.c().position().toString();
            UnitResult r = results.get(position);
            Benchmark.Solved one = new Benchmark.Solved(line.number(), position, line.c().expected(), r.value(),
                    r.value() == line.c().expected(), r.nanos(), r.nodes());
            solved.add(one);
            if (each && json) {
                cases.add(new JsonAnswer().put("line", one.line()).put("value", one.got()).put("correct", one.correct())
                        .put("micros", one.nanos() / 1000).put("nodes", one.nodes()).fields());
            } else if (each) {
                out.println(String.format(Locale.ROOT, "line %d: %d %s, %,d ms, %,d nodes", one.line(), one.got(),
                        one.correct() ? "correct" : "MISMATCH", one.nanos() / 1_000_000, one.nodes()));
            }
        }
        Benchmark.Summary summary = Benchmark.Summary.of(solverName, solved);
        int malformed = file.malformed().size();
        if (malformed > REPORTED) {
            err.println(command + ": " + fileName + ": " + (malformed - REPORTED) + " more malformed lines not shown");
            err.flush();
        }
        print(game, summary, malformed, cases, false);
        return exitCode(summary.positions(), summary.mismatches().size(), malformed);
    }

    /** 0, or the failure of a benchmark that found a wrong value or checked nothing, said on standard error. */
    private int exitCode(int positions, int wrong, int malformed) {
        PrintWriter err = spec.commandLine().getErr();
        if (positions == 0) {
            err.println(spec.qualifiedName() + ": " + fileName + ": no position checked: "
                    + (malformed > 0 ? "no line could be read as a position and its value" : "the file has no line to read"));
            err.flush();
            return Main.BAD_INPUT;
        }
        if (wrong > 0) {
            err.println(spec.qualifiedName() + ": " + wrong + " of " + positions + " values wrong");
            err.flush();
            return MISMATCH;
        }
        return 0;
    }

    /** The node-count fingerprint: each search's nodes, then their total. */
    private int fingerprint() {
        if (weak || algo != null || limit != null || warmup != 0 || each || fresh || engine.any() || cluster.on() || unitsOut != null) {
            throw new IllegalArgumentException("the fingerprint's searches are fixed: it takes no option but --json");
        }
        PrintWriter out = spec.commandLine().getOut();
        Fingerprint.Result result = Fingerprint.run(run -> {
            if (!json) {
                out.println(String.format(Locale.ROOT, "%s: %,d nodes", run.c(), run.nodes()));
                out.flush();
            }
        });
        long nodesPerSecond = result.nanos() == 0 ? 0 : Math.round(result.nodes() * 1e9 / result.nanos());
        if (json) {
            out.println(new JsonAnswer().put("fingerprint", result.nodes()).put("searches", result.runs().size())
                    .put("timeMs", result.nanos() / 1_000_000).put("nodesPerSecond", nodesPerSecond)
                    .put("cases", result.runs().stream().map(r -> new JsonAnswer().put("search", r.c().toString())
                            .put("nodes", r.nodes()).fields()).toList()));
            return 0;
        }
        out.println(String.format(Locale.ROOT, "fingerprint: %d nodes (%d searches, %,d ms, %,d nodes/s)", result.nodes(),
                result.runs().size(), result.nanos() / 1_000_000, nodesPerSecond));
        return 0;
    }

    /** The file, checked readable, or bad input saying why not. */
    private static Path readable(String name) {
        Path path;
        try {
            path = Path.of(name);
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException("cannot read " + name + ": not a file name (" + e.getReason() + ")");
        }
        if (!Files.exists(path)) {
            throw new IllegalArgumentException("cannot read " + name + ": no such file");
        }
        if (!Files.isRegularFile(path) || !Files.isReadable(path)) {
            throw new IllegalArgumentException("cannot read " + name + ": not a readable file");
        }
        return path;
    }

    private static double tenths(double x) {
        return Math.round(x * 10) / 10.0;
    }
}
