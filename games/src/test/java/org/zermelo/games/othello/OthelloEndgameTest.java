package org.zermelo.games.othello;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zermelo.game.BenchmarkCase;
import org.zermelo.game.MoveList;
import org.zermelo.game.Oracle;
import org.zermelo.game.Scores;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Engine;
import org.zermelo.search.NegamaxAlphaBeta;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.Solver;

/**
 * The exact endgame against brute force: the game's own search of the last empty squares, and
 * the engine with every Othello ability, give the values of a plain negamax alpha-beta that
 * knows nothing but the rules, on positions of seeded random games.
 */
class OthelloEndgameTest {

    /** A position of a random game with {@code empties} empty squares, or the end of the game if it came first. */
    static Othello randomPosition(SplittableRandom random, int empties) {
        Othello p = new Othello();
        MoveList moves = new MoveList();
        while (Long.bitCount(~(p.mine() | p.theirs())) > empties && !p.isTerminal()) {
            p.legalMoves(moves);
            p.play(moves.get(random.nextInt(moves.size())));
        }
        return Othello.parse(p.toString()); // a fresh position: nothing to undo
    }

    @Test
    void theLastEmptiesAreSearchedExactlyInAnyWindow() {
        SplittableRandom random = new SplittableRandom(2024);
        for (int n = 0; n < 3000; n++) {
            Othello p = randomPosition(random, 1 + n % Endgame.EMPTIES);
            if (Long.bitCount(~(p.mine() | p.theirs())) > Endgame.EMPTIES) {
                continue; // a game that ended early
            }
            String before = p.toString();
            int v = negamaxAlphaBeta(p);
            assertThat(p.solveWithin(-65, 65)).as("full window on %s", before).isEqualTo(v);
            int alpha = random.nextInt(-66, 65);
            int beta = alpha + 1 + random.nextInt(1 + (n % 2) * 20);
            int r = p.solveWithin(alpha, beta);
            String what = "(" + alpha + ", " + beta + ") on " + before + ", value " + v;
            if (r <= alpha) {
                assertThat(v).as("fail low %d in %s", r, what).isLessThanOrEqualTo(r);
            } else if (r >= beta) {
                assertThat(v).as("fail high %d in %s", r, what).isGreaterThanOrEqualTo(r);
            } else {
                assertThat(r).as(what).isEqualTo(v);
            }
            assertThat(p.toString()).isEqualTo(before);
        }
    }

    @Test
    void nullWindowsOneAfterAnotherAgreeWithTheValue() {
        // As the engine's passes do: the same positions, each time another window, the table
        // keeping what the earlier searches learnt.
        SplittableRandom random = new SplittableRandom(31);
        for (int n = 0; n < 60; n++) {
            Othello p = randomPosition(random, Endgame.TABLE_EMPTIES + n % (Endgame.EMPTIES - Endgame.TABLE_EMPTIES + 1));
            int v = negamaxAlphaBeta(p);
            for (int pass = 0; pass < 8; pass++) {
                int test = random.nextInt(-20, 21);
                int r = p.solveWithin(test, test + 1);
                String what = "test " + test + " on " + p + ", value " + v;
                if (r <= test) {
                    assertThat(v).as("fail low %d, %s", r, what).isLessThanOrEqualTo(r);
                } else {
                    assertThat(v).as("fail high %d, %s", r, what).isGreaterThanOrEqualTo(r);
                }
            }
            assertThat(p.solveWithin(-65, 65)).as("full window on %s", p).isEqualTo(v);
        }
    }

    @Test
    void positionsFarFromTheEndAreLeftToTheSearch() {
        Othello p = randomPosition(new SplittableRandom(7), Endgame.EMPTIES + 1);
        assertThat(p.solveWithin(-65, 65)).isEqualTo(Oracle.UNKNOWN);
    }

    @Test
    void theSolversFindTheValueAndEveryBestMoveOfPlainAlphaBeta() {
        SplittableRandom random = new SplittableRandom(99);
        List<Search> solvers = new ArrayList<>();
        for (String algo : List.of("mtdf", "pvs")) {
            Engine engine = (Engine) Algorithms.create(algo, null);
            engine.setTableMegabytes(1);
            solvers.add(engine);
        }
        for (int n = 0; n < 16; n++) {
            Othello p = randomPosition(random, 8 + n % 3);
            String before = p.toString();
            int expected = Scores.gameValue(new NegamaxAlphaBeta(null).search(Othello.parse(before), SearchLimits.exact()).value());
            List<Integer> best = new ArrayList<>();
            MoveList moves = new MoveList();
            p.legalMoves(moves);
            for (int i = 0; i < moves.size(); i++) {
                p.play(moves.get(i));
                if (-negamaxAlphaBeta(p) == expected) {
                    best.add(moves.get(i));
                }
                p.undo();
            }
            for (Search solver : solvers) {
                Solver.Solution s = Solver.solve(p, solver);
                String algo = solver.name();
                assertThat(s.value()).as("%s on %s", algo, before).isEqualTo(expected);
                assertThat(s.bestMoves()).as("%s: best moves of %s", algo, before)
                        .containsExactly(best.stream().mapToInt(Integer::intValue).toArray());
                assertThat(p.toString()).isEqualTo(before);
            }
        }
    }

    @Test
    void theEstimatedCostOfASolveMatchesTheNodesItTakes() {
        // What a player on the clock relies on to start the exact search in time, on the
        // positions it meets: those of games played by the engine (here against itself, at
        // depth 4 after 10 random plies, as the estimate was fitted). The median, because a few
        // positions are settled at once and a few take ten times the estimate.
        SplittableRandom random = new SplittableRandom(5);
        Search player = Algorithms.create("pvs", new OthelloEvaluation());
        for (int empties : new int[] {16, 18}) {
            List<Double> ratios = new ArrayList<>();
            while (ratios.size() < 25) {
                Othello p = new Othello();
                MoveList moves = new MoveList();
                for (int ply = 0; Long.bitCount(~(p.mine() | p.theirs())) > empties && !p.isTerminal(); ply++) {
                    p.legalMoves(moves);
                    p.play(ply < 10 ? moves.get(random.nextInt(moves.size()))
                            : player.search(p, SearchLimits.depth(4)).bestMove());
                }
                if (!p.isTerminal()) {
                    Search solver = Algorithms.create("mtdf", null);
                    long nodes = solver.search(Othello.parse(p.toString()), SearchLimits.exact()).stats().nodes();
                    ratios.add(nodes / Othello.exactNodes(empties));
                }
            }
            ratios.sort(null);
            assertThat(ratios.get(12)).as("median of nodes / estimate at %d empties", empties).isBetween(0.5, 2.0);
        }
    }

    /** Plain alpha-beta to the end of the game: the rules only. */
    static int negamaxAlphaBeta(Othello p) {
        return Scores.gameValue(new NegamaxAlphaBeta(null).search(p, SearchLimits.exact()).value());
    }

    /** FFO position #40, with its published best move and exact score (20 empties: too slow to solve here). */
    private static final String FFO_40 = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X";

    @Test
    void anObfLineGivesThePositionAndItsFirstScore() {
        BenchmarkCase c = new OthelloGame().benchmarkCase(FFO_40 + "; A2:+38; C7:+36; D8:+34;");
        assertThat(c.position().toString()).isEqualTo(FFO_40);
        assertThat(c.expected()).isEqualTo(38);
        assertThat(new OthelloGame().benchmarkCase(FFO_40 + ";A2:-2").expected()).isEqualTo(-2);
    }

    @Test
    void anObfPassIsWrittenPa() {
        // X has no move (nothing to bracket from a1); O then takes a1, flipping b1: all 64 discs are O's.
        String board = "-X" + "O".repeat(62) + " X";
        BenchmarkCase c = new OthelloGame().benchmarkCase(board + "; PA:-64");
        assertThat(c.expected()).isEqualTo(-64);
        assertThat(Scores.gameValue(new NegamaxAlphaBeta(null).search(c.position(), SearchLimits.exact()).value())).isEqualTo(-64);
    }

    @Test
    void aMalformedObfLineIsRefusedSayingWhy() {
        OthelloGame game = new OthelloGame();
        assertThatThrownBy(() -> game.benchmarkCase(FFO_40)).hasMessageContaining("MOVE:SCORE");
        assertThatThrownBy(() -> game.benchmarkCase("f5d6; F4:+2")).hasMessageContaining("64 characters");
        assertThatThrownBy(() -> game.benchmarkCase(FFO_40.substring(1) + "; A2:+38")).hasMessageContaining("64 characters");
        assertThatThrownBy(() -> game.benchmarkCase(FFO_40 + "; A2+38")).hasMessageContaining("not MOVE:SCORE");
        assertThatThrownBy(() -> game.benchmarkCase(FFO_40 + "; A2:+38; ; C7:+36")).hasMessageContaining("not MOVE:SCORE");
        assertThatThrownBy(() -> game.benchmarkCase(FFO_40 + "; A2:+66")).hasMessageContaining("out of range");
        assertThatThrownBy(() -> game.benchmarkCase(FFO_40 + "; A1:+38")).hasMessageContaining("a1 is not legal");
    }
}
