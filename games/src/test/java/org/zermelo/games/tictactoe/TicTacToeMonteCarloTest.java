package org.zermelo.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.play.MonteCarloPlayer;
import org.zermelo.search.MonteCarlo;
import org.zermelo.search.RandomPlayValue;

/**
 * Monte-Carlo evaluation of tic-tac-toe against random play's exact probabilities, found here by
 * brute force over every line of play (255,168 games), each move of a line as likely as any
 * other legal one.
 */
class TicTacToeMonteCarloTest {

    /** P(the side to move wins), P(draw), P(it loses) when both sides play uniformly at random. */
    private static double[] outcomes(Position position) {
        if (position.isTerminal()) {
            int v = position.terminalValue();
            return new double[] {v > 0 ? 1 : 0, v == 0 ? 1 : 0, v < 0 ? 1 : 0};
        }
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        double[] sum = new double[3];
        for (int i = 0; i < moves.size(); i++) {
            position.play(moves.get(i));
            double[] child = outcomes(position);
            position.undo();
            // The opponent moves next: its win is our loss.
            sum[0] += child[2] / moves.size();
            sum[1] += child[1] / moves.size();
            sum[2] += child[0] / moves.size();
        }
        return sum;
    }

    private static double rate(Position position) {
        double[] p = outcomes(position);
        return p[0] + p[1] / 2;
    }

    @Test
    void randomPlayFromTheEmptyBoardGivesTheKnownProbabilities() {
        double[] p = outcomes(new TicTacToe());
        // The well-known figures: X wins 58.5% of random games, O 28.8%, 12.7% are drawn.
        assertThat(p[0]).isCloseTo(0.5849, within(1e-4));
        assertThat(p[2]).isCloseTo(0.2881, within(1e-4));
        assertThat(p[1]).isCloseTo(0.1270, within(1e-4));
        assertThat(RandomPlayValue.of(new TicTacToe(), 10_000).value()).isCloseTo(rate(new TicTacToe()), within(1e-12));
    }

    @Test
    void theExactRateLiesInTheIntervalForMostSeeds() {
        for (String board : new String[] {".........", "X...O....", "XO..X...O"}) {
            Position position = TicTacToe.parse(board);
            double truth = rate(position);
            assertThat(RandomPlayValue.of(position, 10_000).value()).as(board).isCloseTo(truth, within(1e-12));
            int inside = 0;
            for (long seed = 0; seed < 100; seed++) {
                MonteCarlo.Estimate e = new MonteCarlo(new SplittableRandom(seed)).estimate(position, 400);
                if (e.low() <= truth && truth <= e.high()) {
                    inside++;
                }
            }
            // 95 of 100 expected; fewer than 88 is very unlikely (p < 0.01) for a true 95% interval.
            assertThat(inside).as(board).isGreaterThanOrEqualTo(88);
        }
    }

    @Test
    void theMonteCarloPlayerCompletesItsLine() {
        for (long seed = 0; seed < 10; seed++) {
            // X to move completes the top row rather than anything else.
            assertThat(new MonteCarloPlayer(100, seed).choose(TicTacToe.parse("XX.OO....")).move())
                    .as("seed %d", seed).isEqualTo(TicTacToe.parse("XX.OO....").parseMove("3"));
        }
    }
}
