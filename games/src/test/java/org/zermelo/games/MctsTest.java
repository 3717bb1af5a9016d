package org.zermelo.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.game.Outcome;
import org.zermelo.game.Position;
import org.zermelo.play.Match;
import org.zermelo.play.MatchResult;
import org.zermelo.play.Players;
import org.zermelo.search.AndOr;
import org.zermelo.search.Mcts;
import org.zermelo.search.NegamaxAlphaBeta;
import org.zermelo.search.Search;
import org.zermelo.search.Solver;

/**
 * MCTS (UCT) and MCTS-Solver on games whose answers are known by exact search: the winning
 * move, the block, the proved value; Pig, a game of chance; and the match against the perfect
 * player that UCT must never lose at tic-tac-toe.
 */
class MctsTest {

    private static Mcts.Result mcts(Position position, boolean solver, long iterations, long seed) {
        String before = position.toString();
        long hash = position.hash();
        Mcts.Result r = new Mcts(Mcts.DEFAULT_EXPLORATION, solver, new SplittableRandom(seed)).search(position, iterations, 0);
        assertThat(position.toString()).as("the position is restored").isEqualTo(before);
        assertThat(position.hash()).isEqualTo(hash);
        return r;
    }

    /** Every move the exact solver says keeps the value. */
    private static int[] bestMoves(String gameName, Position position) {
        Search exact = gameName.equals("nim") ? new AndOr() : new NegamaxAlphaBeta(null);
        return Solver.solve(position, exact).bestMoves();
    }

    @Test
    void uctPlaysTheWinningMoveAndTheBlock() {
        String[][] cases = {
            {"nim", "1,2"}, {"nim", "2,3"}, {"nim", "1,2,4"},
            {"tictactoe", "XX.OO...."}, // X wins at once at 3 (O threatens 6)
            {"tictactoe", "XX..O...."}, // O must block at 3
            {"tictactoe", "X.O.X...."}, // O must block at 9
        };
        for (String[] c : cases) {
            Position position = Games.byName(c[0]).parse(c[1]);
            int[] best = bestMoves(c[0], position);
            for (long seed = 1; seed <= 5; seed++) {
                for (boolean solver : new boolean[] {false, true}) {
                    assertThat(best).as("%s %s seed %d solver %s", c[0], c[1], seed, solver)
                            .contains(mcts(position, solver, 20_000, seed).move());
                }
            }
        }
    }

    @Test
    void theSolverProvesWhatTheExactSolverFinds() {
        // Random positions of tic-tac-toe and Nim that are won or lost (draws are not proved).
        SplittableRandom random = new SplittableRandom(11);
        MoveList moves = new MoveList();
        int checked = 0;
        for (String[] start : new String[][] {{"tictactoe", "........."}, {"nim", "3,4,5"}, {"nim", "2,3,5,6"}}) {
            Game game = Games.byName(start[0]);
            for (int trial = 0; trial < 20; trial++) {
                Position position = game.parse(start[1]);
                int plies = 2 + random.nextInt(4);
                for (int i = 0; i < plies && !position.isTerminal(); i++) {
                    position.legalMoves(moves);
                    position.play(moves.get(random.nextInt(moves.size())));
                }
                if (position.isTerminal()) {
                    continue;
                }
                Solver.Solution exact = Solver.solve(position, start[0].equals("nim") ? new AndOr() : new NegamaxAlphaBeta(null));
                if (exact.value() == 0) {
                    continue;
                }
                Mcts.Result r = mcts(position, true, 200_000, trial);
                String what = start[0] + " " + position;
                assertThat(r.proved()).as(what).isEqualTo(exact.outcome());
                if (exact.outcome() == Outcome.WIN) {
                    assertThat(exact.bestMoves()).as(what + ": a winning move").contains(r.move());
                    assertThat(r.value()).as(what).isEqualTo(1.0);
                }
                checked++;
            }
        }
        assertThat(checked).as("won or lost positions checked").isGreaterThan(20);
    }

    @Test
    void onPigItPlaysLegalMovesAndReplaysFromItsSeed() {
        Game pig = Games.byName("pig");
        MoveList legal = new MoveList();
        for (String text : new String[] {"0,0,0", "40,62,13", "10,20,5/30", "80,95,12"}) {
            Position position = pig.parse(text);
            position.legalMoves(legal);
            Mcts.Result once = mcts(position, false, 3000, 7);
            assertThat(legal.contains(once.move())).as(text).isTrue();
            assertThat(once.value()).as(text).isBetween(0.0, 1.0);
            assertThat(once.proved()).isNull();
            assertThat(mcts(position, false, 3000, 7)).as(text + ", again").usingRecursiveComparison()
                    .ignoringFields("timeNanos").isEqualTo(once);
        }
        assertThatThrownBy(() -> mcts(pig.start(), true, 100, 1)).hasMessageContaining("deterministic games only");
        assertThatThrownBy(() -> Players.parse("mcts-solver", pig, 1)).hasMessageContaining("deterministic games only");
    }

    @Test
    void aTimeLimitAloneStopsTheSearch() {
        Position position = Games.byName("connect4").start();
        Mcts.Result r = new Mcts(1, false, new SplittableRandom(1)).search(position, 0, 20);
        assertThat(r.iterations()).isPositive();
        assertThat(r.move()).isBetween(1, 7);
    }

    private static MatchResult match(String a, int games, long seed) {
        Game game = Games.byName("tictactoe");
        return new Match(game, game.start(), a, "perfect", 0, seed).play(games, g -> { });
    }

    @Test
    void uctNeverLosesAtTicTacToeAgainstThePerfectPlayer() {
        // 3000 iterations held over 6 seeded matches of 100 games; 1000 lost a game in some.
        assertThat(match("mcts:iterations=3000", 20, 1).bWins()).as("games lost").isZero();
        assertThat(match("mcts-solver:iterations=3000", 20, 1).bWins()).as("games lost by the solver").isZero();
        // The match can tell: with 10 iterations UCT loses.
        assertThat(match("mcts:iterations=10", 20, 1).bWins()).as("games lost with 10 iterations").isPositive();
    }
}
