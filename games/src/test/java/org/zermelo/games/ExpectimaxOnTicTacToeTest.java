package org.zermelo.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.play.Player;
import org.zermelo.play.Players;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Expectiminimax;
import org.zermelo.search.Expectiminimax.Opponent;
import org.zermelo.search.NegamaxAlphaBeta;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;

/**
 * Expectimax on tic-tac-toe: against a uniformly random opponent its value is the expectation
 * that a plain enumeration of every game finds; with a temperature near 0 it is the solved value,
 * and its move keeps it; the AI spec's keys set the model.
 */
class ExpectimaxOnTicTacToeTest {

    private static final Game GAME = Games.byName("tictactoe");

    /** Every position after {@code plies} moves from the start that is not over, each once. */
    private static List<Position> positions(int plies) {
        List<Position> out = new ArrayList<>();
        collect(GAME.start(), plies, out, new HashSet<>());
        return out;
    }

    private static void collect(Position p, int plies, List<Position> out, Set<String> seen) {
        if (p.isTerminal()) {
            return;
        }
        if (plies == 0) {
            if (seen.add(p.toString())) {
                out.add(p.copy());
            }
            return;
        }
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        for (int i = 0; i < moves.size(); i++) {
            p.play(moves.get(i));
            collect(p, plies - 1, out, seen);
            p.undo();
        }
    }

    /**
     * The expectation for {@code root} by enumeration: the root player's best move, the
     * opponent's moves averaged with equal weights; an end is worth +1, 0 or -1, the horizon the
     * course's open lines over {@code EVAL_LIMIT}.
     */
    private static double enumerate(Position p, Evaluator evaluator, int depth, int root) {
        double sign = p.sideToMove() == root ? 1 : -1;
        if (p.isTerminal()) {
            return sign * p.terminalValue();
        }
        if (depth == 0) {
            return sign * evaluator.evaluate(p) / Scores.EVAL_LIMIT;
        }
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        double best = Double.NEGATIVE_INFINITY;
        double sum = 0;
        for (int i = 0; i < moves.size(); i++) {
            p.play(moves.get(i));
            double v = enumerate(p, evaluator, depth - 1, root);
            p.undo();
            best = Math.max(best, v);
            sum += v;
        }
        return p.sideToMove() == root ? best : sum / moves.size();
    }

    @Test
    void againstARandomOpponentItsValueIsTheEnumeratedExpectation() {
        Evaluator evaluator = GAME.evaluator();
        List<Position> all = new ArrayList<>(positions(1));
        all.addAll(positions(2));
        all.addAll(positions(5));
        for (Position p : all) {
            for (int depth : new int[] {1, 3, 9}) {
                SearchResult r = Algorithms.create("expectimax", evaluator).search(p, SearchLimits.depth(depth));
                double expected = enumerate(p, evaluator, depth, p.sideToMove());
                assertThat(r.expected()).as("%s depth %d", p, depth).isCloseTo(expected, within(1e-12));
                // Its move is one that reaches the expectation.
                int root = p.sideToMove();
                p.play(r.bestMove());
                assertThat(enumerate(p, evaluator, depth - 1, root)).isCloseTo(expected, within(1e-12));
                p.undo();
            }
        }
    }

    @Test
    void nearTemperature0ItIsTheSolvedValueAndItsMoveKeepsIt() {
        Expectiminimax cold = new Expectiminimax("expectimax", null, Opponent.softmax(1e-6));
        int checked = 0;
        for (int plies = 1; plies <= 3; plies++) {
            for (Position p : positions(plies)) {
                int value = Scores.gameValue(new NegamaxAlphaBeta(null).search(p, SearchLimits.exact()).value());
                SearchResult r = cold.search(p, SearchLimits.depth(9));
                assertThat(r.expected()).as("%s", p).isCloseTo(value, within(1e-6));
                p.play(r.bestMove());
                int after = Scores.gameValue(new NegamaxAlphaBeta(null).search(p, SearchLimits.exact()).value());
                p.undo();
                assertThat(-after).as("%s: %s keeps the value", p, p.formatMove(r.bestMove())).isEqualTo(value);
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(100);
    }

    @Test
    void theSpecsKeysSetTheModel() {
        Position p = Games.position(GAME, "X...O....");
        Player softmax = Players.parse("expectimax:depth=3,opponent=softmax,temperature=0.5", GAME, 1);
        Expectiminimax direct = new Expectiminimax("expectimax", GAME.evaluator(), Opponent.softmax(0.5));
        double wanted = direct.search(p.copy(), SearchLimits.depth(3)).expected();
        assertThat(softmax.choose(p.copy()).search().expected()).isEqualTo(wanted);
        double random = Players.parse("expectimax:depth=3", GAME, 1).choose(p.copy()).search().expected();
        assertThat(Players.parse("expectimax:depth=3,opponent=random", GAME, 1).choose(p.copy()).search().expected())
                .isEqualTo(random).isNotEqualTo(wanted);
        assertThat(Players.parse("expectimax:opponent=softmax,temperature=2", GAME, 1).spec())
                .isEqualTo("expectimax:time=1s,opponent=softmax,temperature=2");
        assertThatThrownBy(() -> Players.parse("expectimax:opponent=softmax", GAME, 1))
                .hasMessage("opponent=softmax needs a temperature, like temperature=0.5 (in the game's units: a tic-tac-toe win is 1) "
                        + "(in 'expectimax:opponent=softmax')");
        assertThatThrownBy(() -> Players.parse("expectimax:temperature=1", GAME, 1)).hasMessageContaining("for opponent=softmax");
        assertThatThrownBy(() -> Players.parse("expectimax:opponent=greedy", GAME, 1)).hasMessageContaining("bad opponent 'greedy'");
        assertThatThrownBy(() -> Players.parse("alphabeta:depth=3,opponent=random", GAME, 1))
                .hasMessageContaining("unknown option 'opponent'");
        assertThatThrownBy(() -> Players.parse("expectiminimax:temperature=1", GAME, 1))
                .hasMessageContaining("unknown option 'temperature'");
    }
}
