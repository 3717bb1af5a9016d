package org.zermelo.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.zermelo.game.Position;
import org.zermelo.games.tictactoe.TicTacToe;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;

/**
 * The course's algorithms solving tic-tac-toe from the empty board. Run with
 * {@code java -jar bench/target/benchmarks.jar SearchBenchmark} (add {@code -prof gc} to see
 * that the search allocates nothing per node).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SearchBenchmark {

    @Param({"minimax", "negamax", "alphabeta", "alphabeta-negamax", "andor"})
    public String algorithm;

    private Search search;
    private Position position;

    @Setup
    public void setUp() {
        search = Algorithms.create(algorithm, null);
        position = new TicTacToe();
    }

    @Benchmark
    public int solveTicTacToe() {
        return search.search(position, SearchLimits.exact()).value();
    }
}
