package org.zermelo.bench;

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
import org.zermelo.games.backgammon.Backgammon;
import org.zermelo.games.connect4.Connect4;
import org.zermelo.games.othello.Othello;
import org.zermelo.games.tictactoe.TicTacToe;
import org.zermelo.search.Perft;

/**
 * Move generation speed: tic-tac-toe perft 9 (255,168 games, 127,872 of them 9 plies long), and
 * Othello perft 9 (3,005,288 leaves, the last ply counted in bulk).
 * Connect Four perft 8 (5,673,234 sequences; its play checks for four in a row at every move).
 * Backgammon perft 6 (48,678,745: the opening roll, a move, a roll, a move, a roll, a move, each
 * move one of a roll's distinct positions).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class PerftBenchmark {

    private final TicTacToe ticTacToe = new TicTacToe();
    private final Othello othello = new Othello();
    private final Connect4 connect4 = new Connect4();
    private final Backgammon backgammon = new Backgammon();

    @Benchmark
    public long ticTacToePerft9() {
        return Perft.count(ticTacToe, 9);
    }

    @Benchmark
    public long connect4Perft8() {
        return Perft.count(connect4, 8);
    }

    @Benchmark
    public long othelloPerft9() {
        return Perft.count(othello, 9);
    }

    @Benchmark
    public long backgammonPerft6() {
        return Perft.count(backgammon, 6);
    }
}
