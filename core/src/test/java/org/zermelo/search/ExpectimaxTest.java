package org.zermelo.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.search.Expectiminimax.Opponent;
import org.zermelo.tree.GameTree;
import org.zermelo.tree.TreeAnalysis;

/**
 * Expectimax, the opponent as a model: values against hand computations on typed trees and
 * against a plain recursion, written here, on random games; a temperature near 0 is minimax.
 */
class ExpectimaxTest {

    private static final String TEXTBOOK = "(A (B 3 12 8) (C 2 4 6) (D 14 5 2))";

    @Test
    void againstARandomOpponentTheTextbookTreeIsWorth23Thirds() {
        // B averages (3 + 12 + 8) / 3 = 7.67, C 4, D 7: B, where minimax chooses B for its 3.
        TreeAnalysis analysis = TreeAnalysis.run(GameTree.parse(TEXTBOOK), Algorithms.create("expectimax", null));
        assertThat(analysis.value()).isEqualByComparingTo("7.666666667");
        assertThat(analysis.bestChild()).isEqualTo("B");
        // D's average 7 beats C's 4, where minimax ranks C (2) and D (2) equal.
        GameTree withoutB = GameTree.parse("(A (C 2 4 6) (D 14 5 2))");
        assertThat(TreeAnalysis.run(withoutB, Algorithms.create("expectimax", null)).bestChild()).isEqualTo("D");
    }

    @Test
    void aSoftmaxOpponentWeighsItsMovesByExpOfTheirValueOverT() {
        // MIN's moves are worth 0 and -1 to it: weights 1 and e^-1 at T = 1, so MIN's value is
        // -e^-1 / (1 + e^-1) and MAX's 1 / (1 + e) = 0.2689414214; at T = 0.5, 1 / (1 + e^2).
        GameTree tree = GameTree.parse("(A (B 0 1))");
        assertThat(TreeAnalysis.run(tree, new Expectiminimax("expectimax", null, Opponent.softmax(1))).value())
                .isEqualByComparingTo("0.2689414214");
        assertThat(TreeAnalysis.run(tree, new Expectiminimax("expectimax", null, Opponent.softmax(0.5))).value())
                .isEqualByComparingTo("0.1192029220");
    }

    @Test
    void aTemperatureNear0IsMinimaxAndAHighOneARandomOpponent() {
        GameTree tree = GameTree.parse(TEXTBOOK);
        TreeAnalysis cold = TreeAnalysis.run(tree, new Expectiminimax("expectimax", null, Opponent.softmax(1e-6)));
        assertThat(cold.value()).isEqualByComparingTo("3");
        assertThat(cold.bestChild()).isEqualTo("B");
        TreeAnalysis hot = TreeAnalysis.run(tree, new Expectiminimax("expectimax", null, Opponent.softmax(1e6)));
        assertThat(hot.value().doubleValue()).isCloseTo(23 / 3.0, within(1e-4));
    }

    @Test
    void onRandomGamesItsValueIsThePlainExpectation() {
        Evaluator evaluator = RandomGame.evaluator();
        int games = 0;
        for (RandomGame game : RandomGamePropertiesTest.games(2, true)) {
            if (games++ == 150) {
                break;
            }
            for (double t : new double[] {Double.POSITIVE_INFINITY, 0.7, 0.05}) {
                Opponent model = t == Double.POSITIVE_INFINITY ? Opponent.RANDOM : Opponent.softmax(t);
                Expectiminimax search = new Expectiminimax("expectimax", evaluator, model);
                for (int depth = 1; depth <= 4; depth++) {
                    SearchResult r = search.search(game, SearchLimits.depth(depth));
                    double expected = expectation(game, evaluator, t, depth, game.sideToMove());
                    assertThat(r.expected()).as("%s depth %d T %s", game, depth, t).isCloseTo(expected, within(1e-12));
                    assertThat(search.expectedValues(game)).isTrue();
                    // The move chosen is one whose expectation is the highest.
                    assertThat(forRoot(game, r.bestMove(), evaluator, t, depth)).isCloseTo(expected, within(1e-12));
                }
            }
        }
    }

    @Test
    void theModelIsReadStrictly() {
        assertThat(Opponent.parse(null, null)).isEqualTo(Opponent.RANDOM);
        assertThat(Opponent.parse("random", null)).isEqualTo(Opponent.RANDOM);
        assertThat(Opponent.parse("softmax", "0.5")).isEqualTo(Opponent.softmax(0.5));
        assertThat(Opponent.parse("softmax", "0.5").toString()).isEqualTo("softmax,temperature=0.5");
        assertThatThrownBy(() -> Opponent.parse("softmax", null)).hasMessageContaining("needs a temperature");
        assertThatThrownBy(() -> Opponent.parse("random", "1")).hasMessageContaining("for opponent=softmax");
        assertThatThrownBy(() -> Opponent.parse(null, "1")).hasMessageContaining("for opponent=softmax");
        assertThatThrownBy(() -> Opponent.parse("minimax", null)).hasMessageContaining("expected random");
        for (String bad : new String[] {"0", "0.0", "-1", "1e3", "NaN", "Infinity", "2000000", ""}) {
            assertThatThrownBy(() -> Opponent.parse("softmax", bad)).as(bad).hasMessageContaining("bad temperature");
        }
        assertThatThrownBy(() -> new Expectiminimax("expectiminimax", null, Expectiminimax.Pruning.NONE)
                .setOpponent(Opponent.RANDOM)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void theAnalysisOfEachMoveRefusesIt() {
        // Each move is valued from the position after it, where the side expectimax would model is to move.
        assertThatThrownBy(() -> new MoveAnalysis.Options(2000, "expectimax", 4, 0))
                .hasMessageContaining("models the opponent of the side to move");
        assertThat(new MoveAnalysis.Options(2000, "expectiminimax", 4, 0).algorithm()).isEqualTo("expectiminimax");
    }

    /** The value for the root player of playing {@code move} first, by {@link #expectation}. */
    private static double forRoot(RandomGame game, int move, Evaluator evaluator, double t, int depth) {
        int root = game.sideToMove();
        game.play(move);
        double v = expectation(game, evaluator, t, depth - 1, root);
        game.undo();
        return v;
    }

    /**
     * The expectimax value for {@code root}, in the max/min form: the root player takes the best
     * move, its opponent plays move m with probability ~ exp(its value of m / t), the values being
     * the root player's, negated for the opponent; ends are worth their game value, the horizon
     * its evaluation over {@code EVAL_LIMIT}.
     */
    private static double expectation(Position p, Evaluator evaluator, double t, int depth, int root) {
        double sign = p.sideToMove() == root ? 1 : -1;
        if (p.isTerminal()) {
            return sign * p.terminalValue();
        }
        if (depth == 0) {
            return sign * evaluator.evaluate(p) / (double) Scores.EVAL_LIMIT;
        }
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        double[] values = new double[moves.size()];
        for (int i = 0; i < moves.size(); i++) {
            p.play(moves.get(i));
            values[i] = expectation(p, evaluator, t, depth - 1, root);
            p.undo();
        }
        if (p.sideToMove() == root) {
            double best = Double.NEGATIVE_INFINITY;
            for (double v : values) {
                best = Math.max(best, v);
            }
            return best;
        }
        double lowest = Double.POSITIVE_INFINITY;
        for (double v : values) {
            lowest = Math.min(lowest, v);
        }
        double weights = 0;
        double sum = 0;
        for (double v : values) {
            double w = t == Double.POSITIVE_INFINITY ? 1 : Math.exp((lowest - v) / t); // the opponent's value is -v
            weights += w;
            sum += w * v;
        }
        return sum / weights;
    }
}
