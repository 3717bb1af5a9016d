package org.zermelo.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.Scores;
import org.zermelo.search.AlphaBeta;
import org.zermelo.search.AndOr;
import org.zermelo.search.IterativeDeepening;
import org.zermelo.search.Minimax;
import org.zermelo.search.Negamax;
import org.zermelo.search.NegamaxAlphaBeta;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;
import org.zermelo.search.Solver;

/** The searches on tic-tac-toe positions reached by random legal moves. */
class TicTacToeSearchTest {

    private static final int POSITIONS = 300;

    private static List<Function<Evaluator, Search>> algorithms() {
        return List.of(Minimax::new, Negamax::new, AlphaBeta::new, NegamaxAlphaBeta::new);
    }

    /** A position reached from the empty board by random legal moves, and those moves, as cells. */
    private record Reached(long seed, TicTacToe position, List<String> moves) {
        @Override
        public String toString() {
            return "seed " + seed + ", moves " + moves + ", board " + position;
        }
    }

    /** A non-terminal position after {@code min} to {@code max} random moves. */
    private static Reached randomPosition(long seed, int min, int max) {
        SplittableRandom random = new SplittableRandom(seed);
        while (true) {
            TicTacToe p = new TicTacToe();
            List<String> played = new ArrayList<>();
            int count = random.nextInt(min, max + 1);
            MoveList moves = new MoveList();
            for (int i = 0; i < count && !p.isTerminal(); i++) {
                p.legalMoves(moves);
                int move = moves.get(random.nextInt(moves.size()));
                played.add(p.formatMove(move));
                p.play(move);
            }
            if (!p.isTerminal()) {
                return new Reached(seed, p, played);
            }
        }
    }

    /** The game value for the side to move, by plain recursion over game values. */
    private static int gameValue(TicTacToe p) {
        if (p.isTerminal()) {
            return p.terminalValue();
        }
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        int best = -1;
        for (int i = 0; i < moves.size(); i++) {
            p.play(moves.get(i));
            best = Math.max(best, -gameValue(p));
            p.undo();
        }
        return best;
    }

    @Test
    void everyAlgorithmFindsTheSameExactValueAndMove() {
        for (long seed = 0; seed < POSITIONS; seed++) {
            Reached r = randomPosition(seed, 2, 8);
            TicTacToe p = r.position();
            String board = p.toString();
            long hash = p.hash();
            int expected = gameValue(p);
            SearchResult reference = null;
            for (Function<Evaluator, Search> algorithm : algorithms()) {
                Search search = algorithm.apply(null);
                SearchResult result = search.search(p, SearchLimits.exact());
                String what = search.name() + ", " + r;
                assertThat(p.toString()).as(what).isEqualTo(board);
                assertThat(p.hash()).as(what).isEqualTo(hash);
                assertThat(result.exact()).as(what).isTrue();
                assertThat(Scores.gameValue(result.value())).as("%s: score %d", what, result.value()).isEqualTo(expected);
                if (reference == null) {
                    reference = result;
                } else {
                    assertThat(result.value()).as(what).isEqualTo(reference.value());
                    assertThat(result.bestMove()).as(what).isEqualTo(reference.bestMove());
                }
            }
        }
    }

    @Test
    void everyAlgorithmAgreesToDepthsOneToFourWithOpenLines() {
        Evaluator openLines = new OpenLines();
        for (long seed = 0; seed < POSITIONS; seed++) {
            Reached r = randomPosition(seed, 0, 7);
            TicTacToe p = r.position();
            String board = p.toString();
            long hash = p.hash();
            for (int depth = 1; depth <= 4; depth++) {
                SearchResult reference = null;
                for (Function<Evaluator, Search> algorithm : algorithms()) {
                    Search search = algorithm.apply(openLines);
                    SearchResult result = search.search(p, SearchLimits.depth(depth));
                    String what = search.name() + " to depth " + depth + ", " + r;
                    assertThat(p.toString()).as(what).isEqualTo(board);
                    assertThat(p.hash()).as(what).isEqualTo(hash);
                    assertThat(result.depth()).as(what).isEqualTo(depth);
                    if (reference == null) {
                        reference = result;
                    } else {
                        assertThat(result.value()).as("%s, minimax found %d", what, reference.value())
                                .isEqualTo(reference.value());
                        assertThat(result.bestMove()).as(what).isEqualTo(reference.bestMove());
                        assertThat(result.stats().leaves()).as(what).isLessThanOrEqualTo(reference.stats().leaves());
                    }
                }
            }
        }
    }

    @Test
    void andOrRefusesTicTacToeAtItsFirstDrawnLeaf() {
        assertThatThrownBy(() -> new AndOr().search(new TicTacToe(), SearchLimits.exact()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("andor")
                .hasMessageContaining("is a draw");
    }

    @Test
    void andOrLabelsExactlyThePositionsWithNoDrawBelowThem() {
        // Every reachable position with at most 5 empty cells: AND/OR throws if and only if a drawn
        // end can be reached from it, and otherwise finds the minimax score, distance included.
        Set<String> seen = new HashSet<>();
        int labelled = 0;
        int refused = 0;
        for (String board : positionsWithAtMostFiveEmpties(new TicTacToe(), seen, new ArrayList<>())) {
            TicTacToe p = TicTacToe.parse(board);
            if (p.isTerminal()) {
                continue;
            }
            if (drawBelow(p)) {
                assertThatThrownBy(() -> new AndOr().search(TicTacToe.parse(board), SearchLimits.exact()))
                        .as(board).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("draw");
                refused++;
            } else {
                int minimax = new Minimax(null).search(p, SearchLimits.exact()).value();
                assertThat(new AndOr().search(p, SearchLimits.exact()).value()).as(board).isEqualTo(minimax);
                labelled++;
            }
        }
        assertThat(labelled).isGreaterThan(100);
        assertThat(refused).isGreaterThan(100);
    }

    private static List<String> positionsWithAtMostFiveEmpties(TicTacToe p, Set<String> seen, List<String> out) {
        if (!seen.add(p.toString())) {
            return out;
        }
        if (p.toString().chars().filter(c -> c == '.').count() <= 5) {
            out.add(p.toString());
        }
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        for (int i = 0; i < moves.size(); i++) {
            p.play(moves.get(i));
            positionsWithAtMostFiveEmpties(p, seen, out);
            p.undo();
        }
        return out;
    }

    private static boolean drawBelow(TicTacToe p) {
        if (p.isTerminal()) {
            return p.terminalValue() == 0;
        }
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        for (int i = 0; i < moves.size(); i++) {
            p.play(moves.get(i));
            boolean draw = drawBelow(p);
            p.undo();
            if (draw) {
                return true;
            }
        }
        return false;
    }

    /*
     * Regression: when the algorithm throws, as AndOr does on a drawn leaf, the search still
     * undoes the moves it played, so a caller that reports the error and goes on (compare, a
     * web session) keeps its position.
     */
    @Test
    @DisplayName("a search that throws (AndOr on a draw) leaves the position as it was given")
    void aSearchThatThrowsLeavesThePositionAsItWasGiven() {
        TicTacToe p = TicTacToe.parse("O...X....");
        long hash = p.hash();
        assertThatThrownBy(() -> new AndOr().search(p, SearchLimits.exact()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(p.toString()).isEqualTo("O...X....");
        assertThat(p.hash()).isEqualTo(hash);
    }

    @Test
    void aNodeLimitedSearchOfTheEmptyBoardIsIncompleteAndRestoresIt() {
        for (Function<Evaluator, Search> algorithm : algorithms()) {
            TicTacToe p = new TicTacToe();
            long hash = p.hash();
            Search search = algorithm.apply(new OpenLines());
            SearchResult r = search.search(p, SearchLimits.exact().withNodes(2000));
            assertThat(r.complete()).as(search.name()).isFalse();
            assertThat(r.exact()).as(search.name()).isFalse();
            assertThat(r.stats().nodes()).as(search.name()).isBetween(2000L, 2000L + 1024);
            assertThat(p.toString()).as(search.name()).isEqualTo(".........");
            assertThat(p.hash()).as(search.name()).isEqualTo(hash);
            // The position can still be played and searched.
            p.play(4);
            assertThat(p.toString()).isEqualTo("....X....");
            p.undo();
            assertThat(search.search(p, SearchLimits.depth(2)).complete()).as(search.name()).isTrue();
        }
    }

    @Test
    void iterativeDeepeningStopsAtTheFirstExactIteration() {
        TicTacToe p = new TicTacToe();
        List<SearchResult> iterations = new ArrayList<>();
        SearchResult r = IterativeDeepening.search(new NegamaxAlphaBeta(new OpenLines()), p, SearchLimits.exact(),
                iterations::add);
        assertThat(r.complete()).isTrue();
        assertThat(r.value()).isZero();
        // Depths 1, 2, ... and no further than the first iteration that saw only ends of games.
        assertThat(iterations).isNotEmpty().hasSizeLessThanOrEqualTo(9);
        for (int i = 0; i < iterations.size(); i++) {
            assertThat(iterations.get(i).depth()).isEqualTo(i + 1);
            assertThat(iterations.get(i).exact()).as("iteration %d", i + 1).isEqualTo(i == iterations.size() - 1);
        }
        assertThat(r.depth()).isEqualTo(iterations.size());
        assertThat(r.value()).isEqualTo(iterations.get(iterations.size() - 1).value());
        MoveList legal = new MoveList();
        p.legalMoves(legal);
        assertThat(legal.contains(r.bestMove())).isTrue();
        assertThat(p.toString()).isEqualTo(".........");
    }

    @Test
    void iterativeDeepeningFindsTheWinInOneAndStopsWithinTheEmptyCells() {
        TicTacToe p = TicTacToe.parse("XO.XO....");
        List<SearchResult> iterations = new ArrayList<>();
        SearchResult r = IterativeDeepening.search(new AlphaBeta(new OpenLines()), p, SearchLimits.exact(),
                iterations::add);
        assertThat(r.value()).isEqualTo(Scores.terminal(1, 1));
        assertThat(p.formatMove(r.bestMove())).isEqualTo("7");
        assertThat(iterations.size()).as("iterations").isLessThanOrEqualTo(5);
        assertThat(iterations.get(iterations.size() - 1).exact()).isTrue();
        assertThat(p.toString()).isEqualTo("XO.XO....");
    }

    /*
     * Regression: iterative deepening stops because its last iteration is exact; its result
     * must say so, although the earlier, shallower iterations evaluated horizon leaves.
     */
    @Test
    @DisplayName("iterative deepening's result is exact when its last iteration proved the value")
    void iterativeDeepeningSaysItsValueIsExactWhenItIs() {
        for (String board : List.of(".........", "XO.XO....")) {
            List<SearchResult> iterations = new ArrayList<>();
            SearchResult r = IterativeDeepening.search(new NegamaxAlphaBeta(new OpenLines()), TicTacToe.parse(board),
                    SearchLimits.exact(), iterations::add);
            assertThat(iterations.get(iterations.size() - 1).exact()).as(board).isTrue();
            assertThat(r.exact()).as(board).isTrue();
        }
    }

    @Test
    void iterativeDeepeningRespectsADepthLimit() {
        TicTacToe p = new TicTacToe();
        List<Integer> depths = new ArrayList<>();
        SearchResult r = IterativeDeepening.search(new AlphaBeta(new OpenLines()), p, SearchLimits.depth(3),
                it -> depths.add(it.depth()));
        assertThat(depths).containsExactly(1, 2, 3);
        assertThat(r.depth()).isEqualTo(3);
        assertThat(r.exact()).isFalse();
        assertThat(r.value()).isEqualTo(new AlphaBeta(new OpenLines()).search(p, SearchLimits.depth(3)).value());
    }

    @Test
    void iterativeDeepeningUnderANodeLimitStillAnswersALegalMove() {
        TicTacToe p = new TicTacToe();
        SearchResult r = IterativeDeepening.search(new Minimax(new OpenLines()), p,
                SearchLimits.exact().withNodes(5000), it -> { });
        MoveList legal = new MoveList();
        p.legalMoves(legal);
        assertThat(legal.contains(r.bestMove())).as("best move %d", r.bestMove()).isTrue();
        assertThat(r.depth()).isLessThan(9);
        assertThat(p.toString()).isEqualTo(".........");
    }

    @Test
    void theSolverAgreesWithEveryMoveJudgedAlone() {
        for (long seed = 0; seed < 100; seed++) {
            Reached r = randomPosition(seed, 1, 7);
            TicTacToe p = r.position();
            Solver.Solution solution = Solver.solve(p, new AlphaBeta(null));
            int expected = gameValue(p);
            assertThat(solution.value()).as("%s", r).isEqualTo(expected);
            MoveList moves = new MoveList();
            p.legalMoves(moves);
            List<Integer> best = new ArrayList<>();
            for (int i = 0; i < moves.size(); i++) {
                p.play(moves.get(i));
                if (-gameValue(p) == expected) {
                    best.add(moves.get(i));
                }
                p.undo();
            }
            assertThat(solution.bestMoves()).as("%s", r).containsExactly(best.stream().mapToInt(i -> i).toArray());
        }
    }
}
