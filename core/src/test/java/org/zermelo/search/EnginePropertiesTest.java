package org.zermelo.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;

/**
 * The engine's enhancements change the work, never the value: on {@link RandomGame}s (with
 * transpositions and double moves), every engine algorithm returns exactly the score of plain
 * alpha-beta at every depth, and the exact game value when solving, with a best move that
 * reaches it; with a game's knowledge ({@link KnowingGame}) too.
 */
class EnginePropertiesTest {

    /** Every engine algorithm except quiescence, whose value differs by design. */
    private static final List<String> ENGINES =
            List.of("alphabeta-tt", "alphabeta-killers", "alphabeta-history", "pvs", "aspiration", "mtdf");

    private static List<Search> engines(Evaluator evaluator) {
        List<Search> engines = new ArrayList<>();
        for (String name : ENGINES) {
            Engine engine = (Engine) Algorithms.create(name, evaluator);
            engine.setTableMegabytes(1);
            engines.add(engine);
        }
        return engines;
    }

    @Test
    void everyEngineFindsTheScoreOfPlainAlphaBetaAtEveryDepth() {
        Evaluator evaluator = RandomGame.evaluator();
        for (RandomGame game : RandomGamePropertiesTest.games(2, true)) {
            List<Search> engines = engines(evaluator); // fresh tables: hashes do not tell these games apart
            String before = game.toString();
            long hash = game.hash();
            for (int depth = 1; depth <= 5; depth++) {
                SearchResult reference = new NegamaxAlphaBeta(evaluator).search(game, SearchLimits.depth(depth));
                for (Search engine : engines) {
                    SearchResult r = engine.search(game, SearchLimits.depth(depth));
                    String what = engine.name() + " to depth " + depth + " on " + before;
                    RandomGamePropertiesTest.assertRestored(game, before, hash, what);
                    assertThat(r.value()).as("%s: score, alpha-beta found %d", what, reference.value())
                            .isEqualTo(reference.value());
                    assertThat(r.depth()).as(what).isLessThanOrEqualTo(depth);
                    if (r.depth() == depth) {
                        assertThat(childScore(game, r.bestMove(), depth, evaluator)).as("%s: best move", what)
                                .isEqualTo(reference.value());
                    }
                }
            }
        }
    }

    @Test
    void killersAndHistoryCombinedWithAGamesOwnOrderKeepPlainAlphaBetasScore() {
        // A game that orders its own moves: the engine tries the table's move, the game's first choice, the
        // killers, then the rest by history (the game's order breaking ties); the value must not move.
        Evaluator random = RandomGame.evaluator();
        Evaluator evaluator = p -> random.evaluate(p instanceof KnowingGame k ? k.game() : p);
        int changed = 0;
        for (RandomGame plain : RandomGamePropertiesTest.games(2, true)) {
            KnowingGame game = new KnowingGame(plain);
            List<Search> engines = engines(evaluator);
            Engine tableOnly = (Engine) Algorithms.create("alphabeta-tt", evaluator);
            tableOnly.setTableMegabytes(1);
            for (int depth = 1; depth <= 5; depth++) {
                SearchResult reference = new NegamaxAlphaBeta(evaluator).search(game, SearchLimits.depth(depth));
                long tableNodes = tableOnly.search(game, SearchLimits.depth(depth)).stats().nodes();
                for (Search engine : engines) {
                    SearchResult r = engine.search(game, SearchLimits.depth(depth));
                    String what = engine.name() + " to depth " + depth + " on " + plain;
                    assertThat(r.value()).as("%s: score, alpha-beta found %d", what, reference.value())
                            .isEqualTo(reference.value());
                    if (engine.name().equals("alphabeta-killers") && r.stats().nodes() != tableNodes) {
                        changed++;
                    }
                }
            }
        }
        // The killers do act on a game with its own order: they change the search somewhere.
        assertThat(changed).isGreaterThan(10);
    }

    /** The score the move gets from plain alpha-beta, for the side to move before it. */
    private static int childScore(Position p, int move, int depth, Evaluator evaluator) {
        int side = p.sideToMove();
        p.play(move);
        boolean again = p.sideToMove() == side;
        int v = new NegamaxAlphaBeta(evaluator).search(p, SearchLimits.depth(depth - 1)).value();
        p.undo();
        // The child's scores count plies from the child: one ply more from here.
        return shift(again ? v : -v);
    }

    private static int shift(int score) {
        if (!Scores.isDecided(score)) {
            return score;
        }
        return score > 0 ? score - 1 : score + 1;
    }

    @Test
    void everyEngineSolvesExactlyWithOrWithoutTheGamesKnowledge() {
        for (boolean draws : new boolean[] {true, false}) {
            for (RandomGame game : RandomGamePropertiesTest.games(3, draws)) {
                for (boolean knowing : new boolean[] {false, true}) {
                    KnowingGame truth = new KnowingGame(game);
                    Position p = knowing ? truth : game;
                    String before = game.toString();
                    long hash = game.hash();
                    int expected = truth.value();
                    for (Search engine : engines(null)) {
                        SearchResult r = engine.search(p, SearchLimits.exact());
                        String what = engine.name() + (knowing ? " with knowledge" : "") + " on " + before;
                        RandomGamePropertiesTest.assertRestored(game, before, hash, what);
                        assertThat(r.exact()).as(what).isTrue();
                        assertThat(Scores.gameValue(r.value())).as("%s: game value of score %d", what, r.value())
                                .isEqualTo(expected);
                        int side = game.sideToMove();
                        game.play(r.bestMove());
                        int moved = game.sideToMove() == side ? truth.value() : -truth.value();
                        game.undo();
                        assertThat(moved).as("%s: value after the best move %d", what, r.bestMove()).isEqualTo(expected);
                    }
                }
            }
        }
    }

    @Test
    void aWindowGivesBoundsOutsideItAndTheValueInsideIt() {
        for (RandomGame game : RandomGamePropertiesTest.games(3, true)) {
            int v = new KnowingGame(game).value();
            for (Search engine : engines(null)) {
                for (int a = -4; a <= 3; a++) {
                    int alpha = Scores.terminal(a, Scores.MAX_PLY);
                    int beta = Scores.terminal(a + 1, Scores.MAX_PLY);
                    int r = engine.search(game, SearchLimits.exact(), alpha, beta).value();
                    String what = engine.name() + " in (" + a + ", " + (a + 1) + ") on " + game;
                    if (r <= alpha) {
                        assertThat(v).as(what).isLessThanOrEqualTo(Scores.gameValue(r));
                    } else if (r >= beta) {
                        assertThat(v).as(what).isGreaterThanOrEqualTo(Scores.gameValue(r));
                    } else {
                        assertThat(Scores.gameValue(r)).as(what).isEqualTo(v);
                    }
                }
            }
        }
    }

    @Test
    void twoThreadsFindTheSameValuesAsOne() {
        Evaluator evaluator = RandomGame.evaluator();
        for (RandomGame game : RandomGamePropertiesTest.games(2, true).subList(0, 120)) {
            for (String name : List.of("pvs", "mtdf")) {
                Engine engine = (Engine) Algorithms.create(name, evaluator);
                engine.setTableMegabytes(1);
                engine.setThreads(2, RandomGame::evaluator);
                String before = game.toString();
                long hash = game.hash();
                for (int depth = 1; depth <= 4; depth++) {
                    SearchResult r = engine.search(game, SearchLimits.depth(depth));
                    RandomGamePropertiesTest.assertRestored(game, before, hash, name + " on 2 threads");
                    assertThat(r.value()).as("%s on 2 threads to depth %d on %s", name, depth, before)
                            .isEqualTo(new NegamaxAlphaBeta(evaluator).search(game, SearchLimits.depth(depth)).value());
                }
                SearchResult exact = engine.search(game, SearchLimits.exact());
                assertThat(Scores.gameValue(exact.value())).as("%s on 2 threads solving %s", name, before)
                        .isEqualTo(new KnowingGame(game).value());
            }
        }
    }

    /**
     * Reusing the results of deeper searches (as engines do to play) changes values at a
     * horizon, never a proven one: once the depth passes the end of the game, every engine finds
     * the exact game value, with a best move that keeps it. And it does reuse them: a shallow
     * search after a deep one takes fewer nodes than with same-depth reuse, over many games.
     */
    @Test
    void deeperReuseKeepsProvenValuesAndSavesNodes() {
        Evaluator evaluator = RandomGame.evaluator();
        long[] nodes = new long[2];
        for (RandomGame game : RandomGamePropertiesTest.games(2, true).subList(0, 150)) {
            KnowingGame truth = new KnowingGame(game);
            for (String name : ENGINES) {
                for (int deeper = 0; deeper < 2; deeper++) {
                    Engine engine = (Engine) Algorithms.create(name, evaluator);
                    engine.setTableMegabytes(1);
                    engine.setDeeperReuse(deeper == 1);
                    String before = game.toString();
                    long hash = game.hash();
                    engine.search(game, SearchLimits.depth(6));
                    SearchResult shallow = engine.search(game, SearchLimits.depth(3));
                    nodes[deeper] += shallow.stats().nodes();
                    SearchResult end = engine.search(game, SearchLimits.depth(100));
                    String what = name + (deeper == 1 ? " reusing deeper results" : "") + " on " + before;
                    RandomGamePropertiesTest.assertRestored(game, before, hash, what);
                    assertThat(end.exact()).as(what).isTrue();
                    assertThat(Scores.gameValue(end.value())).as(what).isEqualTo(truth.value());
                    int side = game.sideToMove();
                    game.play(end.bestMove());
                    int moved = game.sideToMove() == side ? truth.value() : -truth.value();
                    game.undo();
                    assertThat(moved).as("%s: the best move keeps the value", what).isEqualTo(truth.value());
                }
            }
        }
        assertThat(nodes[1]).as("nodes of the shallow searches reusing deeper results, against same-depth reuse")
                .isLessThan(nodes[0]);
    }

    /**
     * Exactness is the search's own state, not a count: {@code horizonLeaves} counts the
     * evaluations made, and no more, while a search answered in part by its table from an
     * earlier search's evaluations is exact no more than the first was.
     */
    @Test
    void theHorizonLeavesCountTheEvaluationsAndExactnessIsTheSearchesOwn() {
        Evaluator random = RandomGame.evaluator();
        long[] evaluations = new long[1];
        Evaluator counting = p -> {
            evaluations[0]++;
            return random.evaluate(p);
        };
        int answeredByTheTable = 0;
        for (RandomGame game : RandomGamePropertiesTest.games(2, true).subList(0, 100)) {
            for (String name : ENGINES) {
                Engine engine = (Engine) Algorithms.create(name, counting);
                engine.setTableMegabytes(1);
                SearchResult[] rounds = new SearchResult[2];
                for (int round = 0; round < 2; round++) { // the second with the first's table
                    evaluations[0] = 0;
                    rounds[round] = engine.search(game, SearchLimits.depth(4));
                    String what = name + " round " + (round + 1) + " on " + game;
                    assertThat(rounds[round].stats().horizonLeaves()).as(what).isEqualTo(evaluations[0]);
                }
                String what = name + " on " + game;
                assertThat(rounds[1].exact()).as(what).isEqualTo(rounds[0].exact());
                assertThat(rounds[1].value()).as(what).isEqualTo(rounds[0].value());
                if (!rounds[1].exact() && rounds[1].stats().horizonLeaves() < rounds[0].stats().horizonLeaves()) {
                    answeredByTheTable++;
                }
            }
        }
        assertThat(answeredByTheTable).as("searches at a horizon answered in part by the table").isPositive();
    }
}
