package org.zermelo.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.Outcome;
import org.zermelo.game.Position;
import org.zermelo.search.Algorithms;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.Solver;

/**
 * The horizon effect of docs/horizon.md, against the exact solution: on each position a
 * depth-limited alpha-beta (and the engine's pvs and aspiration, on which the remedies build)
 * picks a move that loses a won game, and quiescence and the secondary search, at the same
 * depth, pick the one move that keeps the win.
 */
class HorizonTest {

    @ParameterizedTest(name = "{0} {1} at depth {2}")
    @CsvSource(delimiter = '|', value = {
        "connect4    | 347154524426441721121227                                           | 4 | 3   | 5",
        "othello     | -XOO-XXOXXXXXXO-OXOXXXO-OOXOOX---OOOXX--X-OOOXOX-OXOO-XOOXO--XO- O | 3 | e1  | h8",
        "domineering | ...##./.....#/...#.#/...#../....##/......:V                        | 3 | 1,2 | 3,2"})
    void alphaBetaIsFooledAndTheRemediesAreNot(String name, String notation, int depth, String fooled, String right) {
        Game game = Games.byName(name);
        Position position = game.parse(notation);
        Solver.Solution exact = Solver.solve(position.copy(), Algorithms.create(game.solver(position), null));
        assertThat(exact.outcome()).isEqualTo(Outcome.WIN);
        assertThat(Arrays.stream(exact.bestMoves()).mapToObj(position::formatMove)).as("the winning moves").containsExactly(right);

        for (String base : new String[] {"alphabeta", "pvs", "aspiration"}) { // the remedies build on pvs and aspiration
            assertThat(bestMove(game, position, base, depth)).as(base).isEqualTo(fooled);
        }
        Position after = position.copy();
        after.play(after.parseMove(fooled));
        Solver.Solution reply = Solver.solve(after, Algorithms.create(game.solver(after), null), false);
        assertThat(reply.outcome()).as("the opponent's outcome after " + fooled).isEqualTo(Outcome.WIN);

        assertThat(bestMove(game, position, "quiescence", depth)).isEqualTo(right);
        assertThat(bestMove(game, position, "secondary", depth)).isEqualTo(right);
    }

    private static String bestMove(Game game, Position position, String algorithm, int depth) {
        Position copy = position.copy();
        return copy.formatMove(Algorithms.create(algorithm, game.evaluator()).search(copy, SearchLimits.depth(depth)).bestMove());
    }
}
