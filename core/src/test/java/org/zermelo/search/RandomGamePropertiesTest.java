package org.zermelo.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.Outcome;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;

/**
 * Properties of the searches on {@link RandomGame}s: real positions played and undone in place,
 * with transpositions, players moving twice in a row, and scores that count the plies to the
 * end. Every failure message names the game (its seed) and the search.
 */
class RandomGamePropertiesTest {

    private static final int GAMES = 600;
    /** Games whose full tree is larger are skipped, to keep the run short. */
    private static final long LARGEST_TREE = 50_000;

    private static List<Function<Evaluator, Search>> algorithms() {
        return List.of(Minimax::new, Negamax::new, AlphaBeta::new, NegamaxAlphaBeta::new,
                e -> new NegamaxAlphaBeta(e, true), e -> new AlphaBeta(e, true));
    }

    /** The games of seeds 0 to GAMES - 1 small enough to search exhaustively, with the given values. */
    static List<RandomGame> games(int maxValue, boolean draws) {
        List<RandomGame> games = new ArrayList<>();
        for (long seed = 0; seed < GAMES; seed++) {
            RandomGame game = new RandomGame(seed, maxValue, draws);
            if (game.treeSize() <= LARGEST_TREE) {
                games.add(game);
            }
        }
        assertThat(games).hasSizeGreaterThan(GAMES * 9 / 10);
        return games;
    }

    /** The game value by plain recursion on game values, with no scores and no search class involved. */
    private static int gameValue(Position p) {
        if (p.isTerminal()) {
            return p.terminalValue();
        }
        int side = p.sideToMove();
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < moves.size(); i++) {
            p.play(moves.get(i));
            int v = p.sideToMove() == side ? gameValue(p) : -gameValue(p);
            p.undo();
            best = Math.max(best, v);
        }
        return best;
    }

    static void assertRestored(RandomGame game, String before, long hash, String what) {
        assertThat(game.toString()).as("position after %s", what).isEqualTo(before);
        assertThat(game.hash()).as("hash after %s", what).isEqualTo(hash);
        assertThat(game.plies()).as("plies after %s", what).isZero();
    }

    @Test
    void everyAlgorithmFindsTheExactValueAndTheSameMove() {
        // One search object per algorithm, reused for every game: a search must not keep state between runs.
        List<Search> searches = algorithms().stream().map(a -> a.apply(null)).toList();
        for (boolean draws : new boolean[] {true, false}) {
            for (RandomGame game : games(3, draws)) {
                String before = game.toString();
                long hash = game.hash();
                int expected = gameValue(game);
                SearchResult reference = null;
                for (Search search : searches) {
                    SearchResult r = search.search(game, SearchLimits.exact());
                    String what = search.name() + " on " + before;
                    assertRestored(game, before, hash, what);
                    assertThat(r.complete()).as(what).isTrue();
                    assertThat(r.exact()).as(what).isTrue();
                    assertThat(Scores.gameValue(r.value())).as("%s: game value of score %d", what, r.value())
                            .isEqualTo(expected);
                    assertThat(r.value() == 0).as("%s: score %d is 0 only for a draw", what, r.value())
                            .isEqualTo(expected == 0);
                    if (reference == null) {
                        reference = r;
                    } else {
                        assertThat(r.value()).as("%s: score, minimax found %d", what, reference.value())
                                .isEqualTo(reference.value());
                        assertThat(r.bestMove()).as("%s: first best move", what).isEqualTo(reference.bestMove());
                    }
                }
            }
        }
    }

    @Test
    void everyAlgorithmAgreesAtEveryHorizon() {
        Evaluator evaluator = RandomGame.evaluator();
        for (RandomGame game : games(2, true)) {
            String before = game.toString();
            long hash = game.hash();
            for (int depth = 0; depth <= 4; depth++) {
                SearchResult reference = null;
                for (Function<Evaluator, Search> algorithm : algorithms()) {
                    Search search = algorithm.apply(evaluator);
                    SearchResult r = search.search(game, SearchLimits.depth(depth));
                    String what = search.name() + " to depth " + depth + " on " + before;
                    assertRestored(game, before, hash, what);
                    if (reference == null) {
                        reference = r;
                        if (depth == 0) {
                            assertThat(r.value()).as(what).isEqualTo(evaluator.evaluate(game));
                            assertThat(r.bestMove()).as(what).isEqualTo(-1);
                        }
                    } else {
                        assertThat(r.value()).as("%s: score, minimax found %d", what, reference.value())
                                .isEqualTo(reference.value());
                        assertThat(r.bestMove()).as("%s: first best move", what).isEqualTo(reference.bestMove());
                    }
                    assertThat(r.stats().maxPly()).as(what).isLessThanOrEqualTo(depth);
                }
            }
        }
    }

    @Test
    void thePrincipalVariationReachesALeafWorthTheValue() {
        Evaluator evaluator = RandomGame.evaluator();
        for (RandomGame game : games(2, true)) {
            for (int depth : new int[] {2, 3, SearchLimits.UNLIMITED_DEPTH}) {
                for (Function<Evaluator, Search> algorithm : algorithms()) {
                    Search search = algorithm.apply(evaluator);
                    SearchResult r = search.search(game, SearchLimits.depth(depth));
                    String what = search.name() + " to depth " + depth + " on " + game + ", pv "
                            + java.util.Arrays.toString(r.pv());
                    int rootSide = game.sideToMove();
                    MoveList moves = new MoveList();
                    for (int move : r.pv()) {
                        game.legalMoves(moves);
                        assertThat(moves.contains(move)).as("%s: %d is legal", what, move).isTrue();
                        game.play(move);
                    }
                    int ply = r.pv().length;
                    assertThat(game.isTerminal() || ply == depth).as("%s ends at a leaf", what).isTrue();
                    int leaf = game.isTerminal() ? game.terminalScore(ply) : evaluator.evaluate(game);
                    int forRoot = game.sideToMove() == rootSide ? leaf : -leaf;
                    for (int i = 0; i < ply; i++) {
                        game.undo();
                    }
                    assertThat(forRoot).as("%s: value of its leaf", what).isEqualTo(r.value());
                    assertThat(r.bestMove()).as(what).isEqualTo(r.pv()[0]);
                }
            }
        }
    }

    @Test
    void bothAlphaBetaFormsEvaluateTheSameLeavesAndNeverMoreThanMinimax() {
        Evaluator evaluator = RandomGame.evaluator();
        for (RandomGame game : games(2, true)) {
            for (int depth : new int[] {1, 3, 5, SearchLimits.UNLIMITED_DEPTH}) {
                List<String> hard = new ArrayList<>();
                List<String> soft = new ArrayList<>();
                SearchResult h = listen(new AlphaBeta(evaluator), hard).search(game, SearchLimits.depth(depth));
                SearchResult s = listen(new NegamaxAlphaBeta(evaluator), soft).search(game, SearchLimits.depth(depth));
                SearchResult m = new Minimax(evaluator).search(game, SearchLimits.depth(depth));
                String what = "depth " + depth + " on " + game;
                assertThat(soft).as(what).isEqualTo(hard);
                assertThat(s.stats().nodes()).as(what).isEqualTo(h.stats().nodes());
                assertThat(s.stats().cutoffsAtMax()).as(what).isEqualTo(h.stats().cutoffsAtMax());
                assertThat(s.stats().cutoffsAtMin()).as(what).isEqualTo(h.stats().cutoffsAtMin());
                assertThat(h.stats().leaves()).as(what).isEqualTo(hard.size())
                        .isLessThanOrEqualTo(m.stats().leaves());
                assertThat(h.stats().nodes()).as(what).isLessThanOrEqualTo(m.stats().nodes());
            }
        }
    }

    @Test
    void andOrFindsTheMinimaxScoreOfGamesWithoutDraws() {
        long memoHits = 0;
        for (RandomGame game : games(1, false)) {
            String before = game.toString();
            long hash = game.hash();
            SearchResult minimax = new Minimax(null).search(game, SearchLimits.exact());
            SearchResult andOr = new AndOr().search(game, SearchLimits.exact());
            String what = "andor on " + before;
            assertRestored(game, before, hash, what);
            // Fastest win and slowest loss: the same score, distance included.
            assertThat(andOr.value()).as("%s: score, minimax %d", what, minimax.value()).isEqualTo(minimax.value());
            assertThat(andOr.stats().leaves()).as(what).isLessThanOrEqualTo(minimax.stats().leaves());
            memoHits += andOr.stats().tableHits();
            // Its principal variation is a line of best play to the end, as long as the remoteness.
            int rootSide = game.sideToMove();
            for (int move : andOr.pv()) {
                game.play(move);
            }
            assertThat(game.isTerminal()).as("%s: pv %s ends the game", what, java.util.Arrays.toString(andOr.pv()))
                    .isTrue();
            int leaf = game.terminalScore(andOr.pv().length);
            int forRoot = game.sideToMove() == rootSide ? leaf : -leaf;
            for (int i = 0; i < andOr.pv().length; i++) {
                game.undo();
            }
            assertThat(forRoot).as("%s: pv %s", what, java.util.Arrays.toString(andOr.pv())).isEqualTo(andOr.value());
        }
        assertThat(memoHits).as("transpositions answered from the memo").isPositive();
    }

    @Test
    void andOrRefusesADrawAndSaysSo() {
        for (RandomGame game : games(1, true)) {
            if (gameHasDrawLeaf(game)) {
                assertThatThrownBy(() -> new AndOr().search(game, SearchLimits.exact()))
                        .as("andor on %s", game)
                        .isInstanceOf(IllegalArgumentException.class)
                        .hasMessageContaining("draw");
                return;
            }
        }
        throw new AssertionError("no game with a draw");
    }

    @Test
    void theSolverFindsTheValueEveryBestMoveAndTheRemoteness() {
        for (boolean draws : new boolean[] {true, false}) {
            for (RandomGame game : games(3, draws)) {
                String before = game.toString();
                long hash = game.hash();
                Solver.Solution solution = Solver.solve(game, new NegamaxAlphaBeta(null));
                assertRestored(game, before, hash, "solving");
                int expected = gameValue(game);
                String what = "solution of " + before;
                assertThat(solution.value()).as(what).isEqualTo(expected);
                assertThat(solution.outcome()).as(what).isEqualTo(Outcome.of(expected));
                // Each move judged on its own by minimax from the position it leads to.
                MoveList moves = new MoveList();
                game.legalMoves(moves);
                List<Integer> best = new ArrayList<>();
                int side = game.sideToMove();
                for (int i = 0; i < moves.size(); i++) {
                    game.play(moves.get(i));
                    int v = game.sideToMove() == side ? gameValue(game) : -gameValue(game);
                    game.undo();
                    if (v == expected) {
                        best.add(moves.get(i));
                    }
                }
                assertThat(solution.bestMoves()).as(what).containsExactly(best.stream().mapToInt(Integer::intValue).toArray());
                SearchResult minimax = new Minimax(null).search(game, SearchLimits.exact());
                int remoteness = expected == 0 ? -1 : Scores.distance(minimax.value());
                assertThat(solution.remoteness()).as("%s, minimax score %d", what, minimax.value())
                        .isEqualTo(remoteness);
            }
        }
    }

    @Test
    void aNodeLimitStopsTheSearchAndRestoresThePosition() {
        RandomGame big = null;
        for (long seed = 0; big == null; seed++) {
            RandomGame game = new RandomGame(seed, 1, true);
            if (game.treeSize() > 20_000) {
                big = game;
            }
        }
        String before = big.toString();
        long hash = big.hash();
        for (Function<Evaluator, Search> algorithm : algorithms()) {
            Search search = algorithm.apply(null);
            SearchResult r = search.search(big, SearchLimits.exact().withNodes(1000));
            String what = search.name() + " on " + before;
            assertThat(r.complete()).as(what).isFalse();
            assertThat(r.exact()).as(what).isFalse();
            assertThat(r.stats().nodes()).as(what).isBetween(1000L, 1000L + Search.CHECK_EVERY);
            assertRestored(big, before, hash, what);
            // The same object then searches completely.
            assertThat(search.search(big, SearchLimits.exact()).complete()).as(what).isTrue();
        }
    }

    @Test
    void aWindowThatIsEmptyIsRefused() {
        RandomGame game = new RandomGame(1, 1, true);
        assertThatThrownBy(() -> new NegamaxAlphaBeta(null).search(game, SearchLimits.exact(), 5, 5))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("empty window");
        assertThatThrownBy(() -> new AlphaBeta(null).search(game, SearchLimits.exact(), 6, 5))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aHorizonWithoutEvaluationIsAnError() {
        RandomGame game = games(1, true).stream().filter(g -> g.treeSize() > 50).findFirst().orElseThrow();
        assertThatThrownBy(() -> new Minimax(null).search(game, SearchLimits.depth(1)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("evaluation");
    }

    private static boolean gameHasDrawLeaf(RandomGame game) {
        if (game.isTerminal()) {
            return game.terminalValue() == 0;
        }
        MoveList moves = new MoveList();
        game.legalMoves(moves);
        for (int i = 0; i < moves.size(); i++) {
            game.play(moves.get(i));
            boolean draw = gameHasDrawLeaf(game);
            game.undo();
            if (draw) {
                return true;
            }
        }
        return false;
    }

    /**
     * Records each leaf as node/side@ply=value, the value for the root player (side 0 at the start
     * of a random game): the max/min forms report MAX's values, the negamax forms the side to move's.
     */
    private static Search listen(Search search, List<String> leaves) {
        search.setListener(new SearchListener() {
            @Override
            public void leaf(Position position, int ply, int value) {
                int forRoot = search.maxMinForm() || position.sideToMove() == 0 ? value : -value;
                leaves.add(((RandomGame) position).node() + "/" + position.sideToMove() + "@" + ply + "=" + forRoot);
            }
        });
        return search;
    }
}
