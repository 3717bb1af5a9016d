package org.zermelo.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.search.Algorithm;
import org.zermelo.search.Algorithms;
import org.zermelo.search.AndOr;
import org.zermelo.search.Engine;
import org.zermelo.search.NegamaxAlphaBeta;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;
import org.zermelo.search.Solver;

/**
 * Randomised tie-breaking ({@link Search#breakTiesWith}): with the root's moves shuffled, every
 * algorithm finds the same value as without, plays a move that reaches it, plays the same
 * move again from the same seed, and different equal moves from different seeds.
 */
class TieBreakTest {

    private static final int SEEDS = 12;

    private static SearchResult search(String algo, Game game, Position position, SearchLimits limits, Long seed) {
        Search search = Algorithms.create(algo, game.evaluator());
        if (search instanceof Engine engine) {
            engine.setTableMegabytes(1); // a search per seed: the default table would cost more than the search
        }
        if (seed != null) {
            search.breakTiesWith(new SplittableRandom(seed));
        }
        return search.search(position, limits);
    }

    /** Exact searches: the value, a best move by the plain solver's list, and varied equal moves. */
    private static void exactCase(String gameName, String text, String algo) {
        Game game = Games.byName(gameName);
        Position position = game.parse(text);
        Set<Integer> best = new HashSet<>();
        Search plain = gameName.equals("nim") ? new AndOr() : new NegamaxAlphaBeta(null);
        for (int move : Solver.solve(position, plain).bestMoves()) {
            best.add(move);
        }
        assertThat(best).as("%s %s has equal best moves", gameName, text).hasSizeGreaterThan(1);
        int value = search(algo, game, position, SearchLimits.exact(), null).value();
        Set<Integer> chosen = new HashSet<>();
        for (long seed = 1; seed <= SEEDS; seed++) {
            SearchResult r = search(algo, game, position, SearchLimits.exact(), seed);
            String what = algo + " on " + gameName + " " + text + " seed " + seed;
            assertThat(r.value()).as(what).isEqualTo(value);
            assertThat(best).as(what).contains(r.bestMove());
            assertThat(search(algo, game, position, SearchLimits.exact(), seed).bestMove()).as(what + ", again").isEqualTo(r.bestMove());
            chosen.add(r.bestMove());
        }
        assertThat(chosen).as("%s on %s %s: moves chosen over %d seeds", algo, gameName, text, SEEDS).hasSizeGreaterThan(1);
    }

    @Test
    void everyExactSearchKeepsItsValueAndChoosesAmongEqualMovesAtRandom() {
        for (String algo : Algorithms.descriptions().keySet()) {
            if (algo.equals("andor") || algo.equals("proof")) {
                exactCase("nim", "3,3,3", algo); // 3 winning moves, as fast; AND/OR cannot label draws
            } else if (algo.equals("naive")) {
                continue; // it aims at the best leaf, a win: not the game's value, by design
            } else if (!algo.startsWith("star")) { // star1 and star2 need bounded values: on Pig below
                exactCase("tictactoe", "....X....", algo); // O draws by any corner
            }
        }
    }

    @Test
    void depthLimitedSearchesKeepTheirValueAndPlayAMoveThatReachesIt() {
        Game game = Games.byName("connect4"); // it orders its own moves
        for (String text : new String[] {"", "4453", "44444"}) {
            Position position = game.parse(text);
            for (String algo : Algorithms.descriptions().keySet()) {
                if (Algorithms.named(algo).depthLimited() && !algo.startsWith("star")) { // star1 and star2 need bounded values
                    int value = depthLimitedCase(game, position, algo);
                    if (Algorithms.named(algo).claims(Algorithm.Claim.SAME_VALUE_AS_MINIMAX)) { // quiescence looks past the horizon, naive aims at the best leaf
                        for (long seed = 1; seed <= 4; seed++) {
                            int move = search(algo, game, position, SearchLimits.depth(5), seed).bestMove();
                            assertThat(valueOf(game, position, move, 4)).as("%s on '%s' seed %d: the move's value", algo, text, seed)
                                    .isEqualTo(value);
                        }
                    }
                }
            }
        }
        Game pig = Games.byName("pig");
        for (String algo : new String[] {"expectiminimax", "star1", "star2"}) {
            depthLimitedCase(pig, pig.parse("10,20,5/30"), algo);
        }
    }

    /** The value at depth 5, the same from any seed; returns it. */
    private static int depthLimitedCase(Game game, Position position, String algo) {
        SearchLimits limits = SearchLimits.depth(5);
        int value = search(algo, game, position, limits, null).value();
        for (long seed = 1; seed <= 4; seed++) {
            assertThat(search(algo, game, position, limits, seed).value()).as("%s on %s seed %d", algo, position, seed)
                    .isEqualTo(value);
        }
        return value;
    }

    /** The value of {@code move} at the root by plain alpha-beta {@code depth} plies below it. */
    private static int valueOf(Game game, Position position, int move, int depth) {
        position.play(move);
        int child = new NegamaxAlphaBeta(game.evaluator()).search(position, SearchLimits.depth(depth)).value();
        position.undo();
        // a win found one ply below the child's root is one ply further from ours
        return Scores.isDecided(child) ? -(child > 0 ? child - 1 : child + 1) : -child;
    }
}
