package org.zermelo.bench;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.zermelo.games.connect4.Connect4;
import org.zermelo.games.pig.Pig;
import org.zermelo.games.tictactoe.TicTacToe;
import org.zermelo.search.MonteCarlo;

/**
 * One random playout from the start (Monte-Carlo evaluation's inner loop) on tic-tac-toe,
 * Connect Four and Pig. Run with {@code -prof gc}: the playout loop allocates nothing (about
 * 0 B/op).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class MonteCarloBenchmark {

    private final MonteCarlo monteCarlo = new MonteCarlo(new SplittableRandom(1));
    private final TicTacToe ticTacToe = new TicTacToe();
    private final Connect4 connect4 = new Connect4();
    private final Pig pig = new Pig(Pig.DEFAULT_GOAL);

    @Benchmark
    public double ticTacToePlayout() {
        return monteCarlo.playout(ticTacToe);
    }

    @Benchmark
    public double connect4Playout() {
        return monteCarlo.playout(connect4);
    }

    @Benchmark
    public double pigPlayout() {
        return monteCarlo.playout(pig);
    }
}
