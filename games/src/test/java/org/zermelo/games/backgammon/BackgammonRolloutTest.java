package org.zermelo.games.backgammon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.search.Algorithms;
import org.zermelo.search.MonteCarlo;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;

/** Monte-Carlo rollouts of backgammon positions: game values in points, checked where they are known exactly. */
class BackgammonRolloutTest {

    private final BackgammonGame game = new BackgammonGame();

    /**
     * One checker each, 14 borne off each: the side on roll, its checker on its six point, wins
     * exactly when its roll takes it off (27 rolls of 36: every 6, 5-1 to 5-4, 4-2, 4-3, and the
     * doubles but 1-1), since the other's checker on its one point comes off at the next roll.
     * So the winning rate is 3/4 and the equity 1/2 point, whoever plays.
     */
    @Test
    void aLastRollRaceRollsOutToItsExactEquity() {
        Position race = game.parse("AQAAgAAAAAAAAA");
        for (MonteCarlo.Playout playout : MonteCarlo.Playout.values()) {
            MonteCarlo rollouts = new MonteCarlo(new SplittableRandom(1), playout, new PubEval(true));
            MonteCarlo.Tally points = new MonteCarlo.Tally();
            for (int i = 0; i < 20_000; i++) {
                points.add(rollouts.play(race));
            }
            MonteCarlo.Estimate e = points.estimate();
            assertThat(e.mean()).as("%s", playout).isCloseTo(0.5, within(3 * e.deviation() / Math.sqrt(e.playouts())));
            assertThat(race.toString()).isEqualTo("AQAAgAAAAAAAAA");
        }
        SearchResult exact = Algorithms.create("star2", new PubEval(true)).search(race.copy(), SearchLimits.depth(4));
        assertThat(exact.expected()).isCloseTo(0.5, within(1e-12));
    }

    /** A gammon that every roll wins: every rollout is worth 2 points, and a search to the end says so. */
    @Test
    void aCertainGammonRollsOutToTwoPoints() {
        Position gammon = game.parse("APD/BwABAAAAAA");
        MonteCarlo rollouts = new MonteCarlo(new SplittableRandom(2), MonteCarlo.Playout.GREEDY, new PipCountLead());
        for (int i = 0; i < 100; i++) {
            assertThat(rollouts.play(gammon)).isEqualTo(2);
        }
        assertThat(rollouts.playout(gammon)).isEqualTo(1.0);
        assertThat(Algorithms.create("expectiminimax", new PipCountLead()).search(gammon.copy(), SearchLimits.depth(2)).expected())
                .isCloseTo(2, within(1e-12));
    }

    /**
     * The greedy playout reads an evaluation in points beside the ends of games, as a one-ply
     * expectiminimax does. With 2-1 to play, 2/off 1/off wins a single game at once, and 2/off
     * leaves a checker that the other's last checker outruns. An evaluation that promises the
     * mover 2.4 points after 2/off (over a 1-point win) makes the rollout play it and lose; one
     * of a game won or lost (at most 1 point) makes it take the win.
     */
    @Test
    void greedyPlayoutsWeighAnEndAgainstAnEvaluationInPoints() {
        Position position = game.parse("AQAAFAAAAAAAAA:21");
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        assertThat(moves.size()).isEqualTo(2);
        Evaluator optimistic = points(-0.8); // -2.4 points for the side to move next: the other
        Evaluator winLoss = p -> -(Scores.EVAL_LIMIT - 1); // the most an evaluation of a game won or lost can say
        assertThat(new MonteCarlo(new SplittableRandom(3), MonteCarlo.Playout.GREEDY, optimistic).play(position)).isEqualTo(-1);
        assertThat(new MonteCarlo(new SplittableRandom(3), MonteCarlo.Playout.GREEDY, winLoss).play(position)).isEqualTo(1);
    }

    /** An evaluation of expected points over 3 that gives every position the same value for its side to move. */
    private static Evaluator points(double share) {
        return new Evaluator() {
            @Override
            public int evaluate(Position p) {
                return (int) Math.round(share * (Scores.EVAL_LIMIT - 1));
            }

            @Override
            public double valueAtLimit() {
                return 3;
            }
        };
    }
}
