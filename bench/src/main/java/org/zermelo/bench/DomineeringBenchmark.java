package org.zermelo.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.zermelo.game.Position;
import org.zermelo.games.domineering.DomineeringGame;
import org.zermelo.search.ProofSearch;
import org.zermelo.search.SearchLimits;

/**
 * Domineering solved from the empty board by the proof search, each run with an empty
 * transposition table: one solve per iteration, the time of a cold solve (the target and the
 * times measured: docs/measurements.md). Run with
 * {@code java -jar bench/target/benchmarks.jar DomineeringBenchmark -p board=8x8,8x8:H}
 * (the default boards run from 6x6 to 8x8; 9x9 is a long run).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(1)
public class DomineeringBenchmark {

    @Param({"6x6", "7x7", "7x7:H", "8x8", "8x8:H"})
    public String board;

    private final ProofSearch search = new ProofSearch(256);
    private Position position;

    @Setup(Level.Iteration)
    public void setUp() {
        position = new DomineeringGame().parse(board);
        search.clearTable();
    }

    @Benchmark
    public int solve() {
        return search.search(position, SearchLimits.exact()).value();
    }
}
