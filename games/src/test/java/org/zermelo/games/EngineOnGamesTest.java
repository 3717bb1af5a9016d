package org.zermelo.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.search.AndOr;
import org.zermelo.search.Engine;
import org.zermelo.search.Algorithms;
import org.zermelo.search.NegamaxAlphaBeta;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;
import org.zermelo.search.Solver;

/**
 * The engine on real games, with their oracles, bounds, orderings and passes: every engine
 * algorithm solves small positions to the value the plain searches find, and a limit stops a
 * search on a large one at a finished iteration, the position restored.
 */
class EngineOnGamesTest {

    private static final List<String> ENGINES =
            List.of("alphabeta-tt", "alphabeta-killers", "alphabeta-history", "pvs", "aspiration", "mtdf", "quiescence");

    private static Engine engine(String name, Game game) {
        Engine engine = (Engine) Algorithms.create(name, game.evaluator());
        engine.setTableMegabytes(2);
        return engine;
    }

    @Test
    void everyEngineSolvesSmallPositionsOfEveryGameLikeThePlainSearches() {
        String[][] cases = {
            {"tictactoe", "........."}, {"tictactoe", "X...O...."}, {"nim", "3,4,5"}, {"nim", "7,5,3,1"},
            {"grundy", "9,6"}, {"chomp", "4x5"}, {"chomp", "5,4,4,2"}, {"domineering", "4x4"}, {"domineering", "4x5:H"},
            {"domineering", "5x4"}, {"toads", "TT__FF"}, {"toads", "TTT_FF"}, {"sautemouton", "RR_BB"},
            {"checkers", "B:W10,19:B6"}, {"brazilian", "B:W26,27:B22"}, {"brazilian", "W:W26,27:B22"},
            {"draughts", "B:W27,38:B21"}, {"draughts", "W:W27,28:B22"},
        };
        for (String[] c : cases) {
            Game game = Games.byName(c[0]);
            Position position = game.parse(c[1]);
            boolean draws = c[0].matches("tictactoe|checkers|draughts|brazilian");
            int expected = Scores.gameValue((draws ? new NegamaxAlphaBeta(null) : new AndOr())
                    .search(position, SearchLimits.exact()).value());
            for (String name : ENGINES) {
                Engine engine = engine(name, game);
                String what = name + " on " + c[0] + " " + c[1];
                String before = position.toString();
                long hash = position.hash();
                Solver.Solution s = Solver.solve(position, engine);
                assertThat(position.toString()).as(what).isEqualTo(before);
                assertThat(position.hash()).as(what).isEqualTo(hash);
                assertThat(s.value()).as(what).isEqualTo(expected);
                for (int move : s.bestMoves()) {
                    assertThat(valueAfter(position, move)).as("%s: best move %s", what, position.formatMove(move))
                            .isEqualTo(expected);
                }
                assertThat(s.bestMoves()).as(what).isNotEmpty();
            }
        }
    }

    /** The value for the side to move of {@code move}, by plain alpha-beta. */
    private static int valueAfter(Position p, int move) {
        int side = p.sideToMove();
        p.play(move);
        int v = p.isTerminal() ? p.terminalValue()
                : Scores.gameValue(new NegamaxAlphaBeta(null).search(p, SearchLimits.exact()).value());
        boolean again = p.sideToMove() == side;
        p.undo();
        return again ? v : -v;
    }

    @Test
    void aNodeLimitStopsTheEngineAtAFinishedIterationWithTheValueOfThatDepth() {
        Game game = Games.byName("domineering");
        Position position = game.parse("6x6");
        String before = position.toString();
        long hash = position.hash();
        for (String name : ENGINES) {
            Engine engine = engine(name, game);
            List<SearchResult> iterations = new ArrayList<>();
            engine.setIterationListener(iterations::add);
            SearchResult r = engine.search(position, SearchLimits.exact().withNodes(50_000));
            String what = name + " on domineering 6x6";
            assertThat(position.toString()).as(what).isEqualTo(before);
            assertThat(position.hash()).as(what).isEqualTo(hash);
            assertThat(iterations).as(what).isNotEmpty();
            SearchResult last = iterations.get(iterations.size() - 1);
            assertThat(last.exact()).as(what).isFalse();
            assertThat(r.stats().nodes()).as(what).isBetween(50_000L, 50_000L + 1024);
            assertThat(r.depth()).as(what).isEqualTo(last.depth());
            assertThat(r.value()).as(what).isEqualTo(last.value());
            assertThat(r.bestMove()).as(what).isEqualTo(last.bestMove());
            MoveList legal = new MoveList();
            position.legalMoves(legal);
            assertThat(legal.contains(r.bestMove())).as(what).isTrue();
            for (int i = 0; i < iterations.size(); i++) {
                assertThat(iterations.get(i).depth()).as(what).isEqualTo(i + 1);
            }
            if (!name.equals("quiescence")) {
                assertThat(r.value()).as(what).isEqualTo(new NegamaxAlphaBeta(game.evaluator())
                        .search(position, SearchLimits.depth(last.depth())).value());
            }
        }
    }
}
