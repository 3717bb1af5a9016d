package org.zermelo.search;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.zermelo.game.BenchmarkCase;
import org.zermelo.game.Game;
import org.zermelo.game.Scores;

/**
 * A benchmark file solved and checked, as a use case a front-end calls ({@code zermelo bench}): the
 * file read strictly (a line is a position and its value, blank lines and {@code #} comments
 * skipped, a malformed line kept with its number and why), every position solved by the game's
 * solver or the one asked, each value checked against the expected one (or its outcome only,
 * where a solver may prove it with a narrower window), and the means.
 */
public final class Benchmark {

    /** The longest warm-up, in seconds. */
    public static final double MAX_WARMUP_SECONDS = 3600;

    private Benchmark() {}

    /**
     * How to run it.
     *
     * @param weak check only the outcome (win, draw or loss), searching a null window around the draw
     * @param limit the first positions only (blank, comment and malformed lines do not count), or null for all
     * @param warmupSeconds before the timed run, solve the positions untimed for about this long
     *     (the file again from the start if it is shorter), each pass with a solver of its own
     * @param fresh each position from an empty table, with a solver of its own made before its clock starts
     */
    public record Settings(boolean weak, Integer limit, double warmupSeconds, boolean fresh) {
        public Settings {
            if (limit != null && limit < 1) {
                throw new IllegalArgumentException("--limit must be 1 or more, not " + limit);
            }
            if (!(warmupSeconds >= 0 && warmupSeconds <= MAX_WARMUP_SECONDS)) {
                throw new IllegalArgumentException("--warmup must be 0 to 3600 seconds, not " + warmupSeconds);
            }
        }
    }

    /** A position of the file and the number of its line. */
    public record Line(int number, BenchmarkCase c) {}

    /** A line that is not a position and its value: its number and what is wrong with it. */
    public record Malformed(int number, String message) {}

    /** What a file holds: its positions, and the lines that could not be read. */
    public record File(List<Line> lines, List<Malformed> malformed) {}

    /**
     * One position solved: its line, the value the file expects, the value found (its outcome, -1, 0
     * or 1, for a weak check), whether it is right, time and nodes.
     */
    public record Solved(int line, String position, int expected, int got, boolean correct, long nanos, long nodes) {}

    /**
     * The whole run: the positions solved, the wrong ones, the totals and the solver's name.
     *
     * @param nanos the time of the searches alone, the warm-up left out
     */
    public record Summary(String solver, int positions, List<Solved> mismatches, long nodes, long nanos) {

        /** The summary of the positions {@code solved} by {@code solver}: so far, or all of them. */
        public static Summary of(String solver, List<Solved> solved) {
            long nodes = 0;
            long nanos = 0;
            List<Solved> mismatches = new ArrayList<>();
            for (Solved s : solved) {
                nodes += s.nodes();
                nanos += s.nanos();
                if (!s.correct()) {
                    mismatches.add(s);
                }
            }
            return new Summary(solver, solved.size(), List.copyOf(mismatches), nodes, nanos);
        }

        /** The positions whose value was right. */
        public int correct() {
            return positions - mismatches.size();
        }

        /** The mean time of a position, in microseconds (0 when none was solved). */
        public double meanMicros() {
            return positions == 0 ? 0 : nanos / 1000.0 / positions;
        }

        /** The mean nodes of a position (0 when none was solved). */
        public double meanNodes() {
            return positions == 0 ? 0 : (double) nodes / positions;
        }

        /** Nodes a second over all the searches (0 when they took no time). */
        public long nodesPerSecond() {
            return nanos == 0 ? 0 : Math.round(nodes * 1e9 / nanos);
        }
    }

    /**
     * Reads the lines of {@code reader} as {@code game}'s benchmark cases, the first {@code limit}
     * of them only when it is not null.
     *
     * @throws IOException when the reader fails
     */
    public static File read(Game game, BufferedReader reader, Integer limit) throws IOException {
        List<Line> lines = new ArrayList<>();
        List<Malformed> malformed = new ArrayList<>();
        int number = 0;
        String text;
        while ((limit == null || lines.size() < limit) && (text = reader.readLine()) != null) {
            number++;
            if (number == 1 && text.startsWith("\uFEFF")) {
                text = text.substring(1); // a byte-order mark, as some editors write one: not part of the first line
            }
            if (text.isBlank() || text.startsWith("#")) {
                continue;
            }
            try {
                lines.add(new Line(number, game.benchmarkCase(text)));
            } catch (IllegalArgumentException e) {
                malformed.add(new Malformed(number, e.getMessage()));
            }
        }
        return new File(lines, malformed);
    }

    /**
     * Solves every position of {@code file} with {@code first} (the whole run, or its first position
     * when fresh: then a new solver from {@code solvers} for each of the others, as for each pass of
     * the warm-up), telling each to {@code each} as it is solved.
     */
    public static Summary run(File file, Search first, Supplier<Search> solvers, Settings settings, Consumer<Solved> each) {
        if (settings.warmupSeconds() > 0 && !file.lines().isEmpty()) {
            warmUp(file, solvers, settings);
        }
        Search search = first;
        List<Solved> solved = new ArrayList<>();
        for (Line line : file.lines()) {
            BenchmarkCase c = line.c();
            if (settings.fresh() && !solved.isEmpty()) {
                search = solvers.get(); // its tables empty, made before the search's clock starts
            }
            SearchResult r = solve(search, c, settings.weak());
            int got = settings.weak() ? Integer.signum(r.value()) : Scores.gameValue(r.value());
            int expected = settings.weak() ? Integer.signum(c.expected()) : c.expected();
            Solved one = new Solved(line.number(), c.position().toString(), c.expected(), got, got == expected,
                    r.stats().timeNanos(), r.stats().nodes());
            solved.add(one);
            each.accept(one);
        }
        return Summary.of(first.name(), solved);
    }

    /**
     * Solves the positions, untimed, from the first (and from the first again when the file is
     * shorter), until the warm-up's time has passed, each pass with a solver of its own: the timed
     * run then measures compiled code from an empty table.
     */
    private static void warmUp(File file, Supplier<Search> solvers, Settings settings) {
        long until = System.nanoTime() + (long) (settings.warmupSeconds() * 1e9);
        while (true) {
            Search cold = solvers.get();
            for (Line line : file.lines()) {
                solve(cold, line.c(), settings.weak());
                if (System.nanoTime() >= until) {
                    return;
                }
            }
        }
    }

    /** The position of {@code c} solved by {@code search}: its outcome only when weak, where the search takes a window. */
    private static SearchResult solve(Search search, BenchmarkCase c, boolean weak) {
        return weak && search.usesWindow()
                // A null window around the draw: the sign of the answer is the outcome.
                ? search.search(c.position(), SearchLimits.exact(), -1, 1)
                : search.search(c.position(), SearchLimits.exact());
    }
}
