package org.zermelo.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zermelo.example.TakeAway;
import org.zermelo.game.Chance;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;

/**
 * Monte-Carlo evaluation against the exact winning rate under random play, computed here by a
 * deliberately naive recursion over every line of play (no memo, no graph).
 */
class MonteCarloTest {

    /** The side to move's expected result (1, 1/2, 0) when every choice is uniformly random. */
    static double naive(Position position) {
        if (position.isTerminal()) {
            int v = position.terminalValue();
            return v > 0 ? 1 : v < 0 ? 0 : 0.5;
        }
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        int side = position.sideToMove();
        double sum = 0;
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            double weight = Chance.isChanceNode(position) ? ((Chance) position).probability(move) : 1.0 / moves.size();
            position.play(move);
            double v = naive(position);
            sum += weight * (position.sideToMove() == side ? v : 1 - v);
            position.undo();
        }
        return sum;
    }

    @Test
    void theExactValueUnderRandomPlayIsTheNaiveExpectation() {
        for (int sticks = 0; sticks <= 14; sticks++) {
            TakeAway pile = new TakeAway(sticks);
            assertThat(RandomPlayValue.of(pile, 1000).value()).as("%d sticks", sticks).isCloseTo(naive(pile), within(1e-12));
        }
        for (long seed = 0; seed < 100; seed++) {
            Position game = new RandomGame(seed, 3, true);
            assertThat(RandomPlayValue.of(game, 1000).value()).as("game %d", seed).isCloseTo(naive(game), within(1e-12));
            Position chance = new RandomChanceGame(seed);
            assertThat(RandomPlayValue.of(chance, 100_000).value()).as("chance game %d", seed).isCloseTo(naive(chance), within(1e-12));
        }
    }

    @Test
    void theExactValueRefusesAGraphLargerThanTheLimit() {
        assertThatThrownBy(() -> RandomPlayValue.of(new TakeAway(100), 50))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("more than 50 positions are reachable");
    }

    @Test
    void theTrueValueLiesInTheIntervalForMostSeeds() {
        TakeAway pile = new TakeAway(10);
        double truth = naive(pile);
        int inside = 0;
        for (long seed = 0; seed < 200; seed++) {
            MonteCarlo.Estimate e = new MonteCarlo(new SplittableRandom(seed)).estimate(pile, 400);
            if (e.low() <= truth && truth <= e.high()) {
                inside++;
            }
        }
        // A 95% interval: about 190 of 200; fewer than 180 would be very unlikely (p < 0.001).
        assertThat(inside).isGreaterThanOrEqualTo(180);
    }

    @Test
    void theIntervalShrinksAsOneOverTheSquareRootOfThePlayouts() {
        Position game = new RandomChanceGame(7);
        for (int n : new int[] {1000, 4000}) {
            double small = new MonteCarlo(new SplittableRandom(n)).estimate(game, n).epsilon();
            double large = new MonteCarlo(new SplittableRandom(n)).estimate(game, 4 * n).epsilon();
            assertThat(large / small).as("%d playouts", n).isCloseTo(0.5, within(0.05));
        }
    }

    @Test
    void withoutDrawsSigmaIsTheCoursesSquareRootOfPTimesOneMinusP() {
        MonteCarlo.Estimate e = new MonteCarlo(new SplittableRandom(3)).estimate(new TakeAway(9), 500);
        double p = e.mean();
        assertThat(e.deviation()).isCloseTo(Math.sqrt(p * (1 - p)), within(1e-9));
        assertThat(e.epsilon()).isCloseTo(1.96 * e.deviation() / Math.sqrt(500), within(1e-12));
    }

    @Test
    void aSeedReplaysTheSameEstimateAndThePositionIsLeftAsItWas() {
        Position game = new RandomChanceGame(11);
        String before = game.toString();
        long hash = game.hash();
        MonteCarlo.Estimate a = new MonteCarlo(new SplittableRandom(5)).estimate(game, 300);
        MonteCarlo.Estimate b = new MonteCarlo(new SplittableRandom(5)).estimate(game, 300);
        assertThat(a).isEqualTo(b);
        assertThat(game.toString()).isEqualTo(before);
        assertThat(game.hash()).isEqualTo(hash);
    }

    @Test
    void asAnEvaluatorTheRateIsScaledWithinTheEvaluationRange() {
        assertThat(MonteCarlo.score(1)).isEqualTo(Scores.EVAL_LIMIT - 1);
        assertThat(MonteCarlo.score(0)).isEqualTo(-(Scores.EVAL_LIMIT - 1));
        assertThat(MonteCarlo.score(0.5)).isZero();
        TakeAway pile = new TakeAway(13);
        int value = new MonteCarlo(new SplittableRandom(1)).evaluator(100).evaluate(pile);
        assertThat(value).isEqualTo(MonteCarlo.score(new MonteCarlo(new SplittableRandom(1)).estimate(pile, 100).mean()));
        // Any depth-limited search can use it: alpha-beta with Monte-Carlo leaves.
        SearchResult r = new AlphaBeta(new MonteCarlo(new SplittableRandom(2)).evaluator(50)).search(pile, SearchLimits.depth(2));
        assertThat(r.bestMove()).isBetween(1, 3);
        assertThat(Math.abs(r.value())).isLessThan(Scores.EVAL_LIMIT);
    }

    @Test
    void playoutsOutsideTheRangeAreRefused() {
        MonteCarlo mc = new MonteCarlo(new SplittableRandom(1));
        assertThatThrownBy(() -> mc.estimate(new TakeAway(5), 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("from 1 to 1000000, not 0");
        assertThatThrownBy(() -> mc.evaluator(-3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not -3");
    }

    @Test
    void phiIsTheNormalQuantileOfTheConfidenceLevelAndTheCourses196At95Percent() {
        assertThat(MonteCarlo.phi(0.95)).isEqualTo(1.96);
        assertThat(MonteCarlo.phi(0.99)).isCloseTo(2.5758293035, within(1e-8));
        assertThat(MonteCarlo.phi(0.90)).isCloseTo(1.6448536270, within(1e-8));
        assertThat(MonteCarlo.phi(0.999)).isCloseTo(3.2905267315, within(1e-8));
        assertThat(MonteCarlo.phi(0.6826894921)).isCloseTo(1.0, within(1e-8));
        assertThat(MonteCarlo.normalQuantile(0.001)).isCloseTo(-3.0902323062, within(1e-8));
        assertThat(MonteCarlo.normalQuantile(0.5)).isCloseTo(0, within(1e-12));
        MonteCarlo.Estimate e = new MonteCarlo.Estimate(100, 0.5, 0.5);
        assertThat(e.epsilon(MonteCarlo.phi(0.99))).isCloseTo(2.5758293035 * 0.05, within(1e-9));
        assertThat(e.epsilon()).isEqualTo(e.epsilon(1.96));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> MonteCarlo.phi(1)).hasMessageContaining("strictly between");
    }

    /**
     * The side to move's expected result when both sides play the greedy playout with a constant
     * evaluation: a move that ends the game with a win if there is one, otherwise any move at random.
     */
    static double greedyNaive(Position position) {
        if (position.isTerminal()) {
            int v = position.terminalValue();
            return v > 0 ? 1 : v < 0 ? 0 : 0.5;
        }
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        int side = position.sideToMove();
        double sum = 0;
        for (int i = 0; i < moves.size(); i++) {
            position.play(moves.get(i));
            boolean wins = position.isTerminal() && (position.sideToMove() == side) == (position.terminalValue() > 0);
            double v = naiveOrGreedy(position, side);
            position.undo();
            if (wins) {
                return 1;
            }
            sum += v / moves.size();
        }
        return sum;
    }

    private static double naiveOrGreedy(Position position, int side) {
        double v = greedyNaive(position);
        return position.sideToMove() == side ? v : 1 - v;
    }

    @Test
    void greedyPlayoutsTakeAWinAtOnceWhereRandomOnesOftenMissIt() {
        // Three sticks: the side to move takes them all; random playouts do so one time in three, and
        // otherwise leave a pile its opponent may take.
        TakeAway three = new TakeAway(3);
        assertThat(new MonteCarlo(new SplittableRandom(1), MonteCarlo.Playout.GREEDY, p -> 0).estimate(three, 1000).mean())
                .isEqualTo(1.0);
        assertThat(naive(three)).isLessThan(0.8);
        for (int sticks = 1; sticks <= 9; sticks++) {
            TakeAway pile = new TakeAway(sticks);
            double exact = greedyNaive(pile);
            MonteCarlo.Estimate e = new MonteCarlo(new SplittableRandom(sticks), MonteCarlo.Playout.GREEDY, p -> 0)
                    .estimate(pile, 20_000);
            assertThat(e.mean()).as("%d sticks: greedy play's exact rate %f", sticks, exact)
                    .isCloseTo(exact, within(4 * Math.max(e.epsilon(), 0.002)));
        }
        assertThatThrownBy(() -> new MonteCarlo(new SplittableRandom(1), MonteCarlo.Playout.GREEDY, null))
                .hasMessageContaining("greedy playouts need the game's evaluation");
    }
}
