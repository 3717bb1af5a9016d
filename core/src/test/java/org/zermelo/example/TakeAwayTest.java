package org.zermelo.example;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.zermelo.conformance.Conformance;
import org.zermelo.game.Drawing;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.game.Outcome;
import org.zermelo.game.Position;
import org.zermelo.search.AlphaBeta;
import org.zermelo.search.AndOr;
import org.zermelo.search.Minimax;
import org.zermelo.search.Negamax;
import org.zermelo.search.NegamaxAlphaBeta;
import org.zermelo.search.Perft;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;
import org.zermelo.search.Solver;

/** Take-away checked against its theory: a pile is lost for the side to move iff it is a multiple of 4. */
class TakeAwayTest {

    /** Every exact algorithm, as Solver would be given it (no evaluation: to the end only). */
    private static List<Search> exactSearches() {
        return List.of(new Minimax(null), new Negamax(null), new AlphaBeta(null), new NegamaxAlphaBeta(null), new AndOr());
    }

    @Test
    void everyExactAlgorithmSolvesTheGameAsTheTheorySays() {
        for (Search search : exactSearches()) {
            for (int n = 1; n <= 18; n++) {
                Solver.Solution s = Solver.solve(new TakeAway(n), search);
                String what = search.name() + " on " + n + " sticks";
                if (n % 4 == 0) {
                    // Lost: every move loses, so every move "achieves" the value -1.
                    assertThat(s.value()).as(what).isEqualTo(-1);
                    assertThat(s.outcome()).as(what).isEqualTo(Outcome.LOSS);
                    assertThat(s.bestMoves()).as(what).containsExactly(1, 2, 3);
                    // The loser lasts longest, but each round of two plies still removes 4 sticks.
                    assertThat(s.remoteness()).as(what).isEqualTo(n / 2);
                } else {
                    assertThat(s.value()).as(what).isEqualTo(1);
                    assertThat(s.outcome()).as(what).isEqualTo(Outcome.WIN);
                    assertThat(s.bestMoves()).as(what).containsExactly(n % 4);
                    assertThat(s.remoteness()).as(what).isEqualTo(2 * (n / 4) + 1);
                }
                assertThat(s.pv()).as(what + ": a line of best play").hasSize(s.remoteness());
            }
        }
    }

    @Test
    void andOrSolvesLargePilesWithItsMemo() {
        for (int n : new int[] {97, 100, 401, 998, 1000}) {
            Position pile = new TakeAway(n);
            SearchResult r = new AndOr().search(pile, SearchLimits.exact());
            assertThat(r.value() > 0).as(n + " sticks won").isEqualTo(n % 4 != 0);
            if (n % 4 != 0) {
                assertThat(r.bestMove()).as(n + " sticks: best move").isEqualTo(n % 4);
            }
            assertThat(pile.toString()).as("the search leaves the position as it was").isEqualTo(Integer.toString(n));
        }
    }

    @Test
    void depthLimitedSearchesReturnALegalMove() {
        Search[] searches = {
            new Minimax(new TakeAwayGame().evaluator()), new Negamax(new TakeAwayGame().evaluator()),
            new AlphaBeta(new TakeAwayGame().evaluator()), new NegamaxAlphaBeta(new TakeAwayGame().evaluator())
        };
        MoveList legal = new MoveList();
        for (Search search : searches) {
            for (int n : new int[] {1, 2, 5, 8, 10, 21, 999, 1000}) {
                for (int depth = 1; depth <= 6; depth++) {
                    Position pile = new TakeAway(n);
                    pile.legalMoves(legal);
                    SearchResult r = search.search(pile, SearchLimits.depth(depth));
                    String what = search.name() + " on " + n + " sticks at depth " + depth;
                    assertThat(legal.contains(r.bestMove())).as(what + ": best move " + r.bestMove() + " legal").isTrue();
                    // The evaluation is the exact rule, so the search plays perfectly at any depth.
                    if (n % 4 != 0) {
                        assertThat(r.bestMove()).as(what).isEqualTo(n % 4);
                        assertThat(r.value()).as(what).isPositive();
                    } else {
                        assertThat(r.value()).as(what).isNegative();
                    }
                    assertThat(r.pv()).as(what + ": the line stays within the horizon").hasSizeLessThanOrEqualTo(depth);
                }
            }
        }
    }

    @Test
    void undoRestoresTheExactPositionAndHash() {
        for (long seed = 1; seed <= 200; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            TakeAway pile = new TakeAway(1 + random.nextInt(TakeAway.MAX_STICKS));
            Deque<String> texts = new ArrayDeque<>();
            Deque<Long> hashes = new ArrayDeque<>();
            MoveList moves = new MoveList();
            for (int step = 0; step < 300; step++) {
                String where = "seed " + seed + ", step " + step + ", at " + pile;
                boolean undo = !texts.isEmpty() && (pile.isTerminal() || random.nextInt(3) == 0);
                if (undo) {
                    pile.undo();
                    assertThat(pile.toString()).as(where + ": undo restores the pile").isEqualTo(texts.pop());
                    assertThat(pile.hash()).as(where + ": undo restores the hash").isEqualTo(hashes.pop());
                } else if (!pile.isTerminal()) {
                    texts.push(pile.toString());
                    hashes.push(pile.hash());
                    pile.legalMoves(moves);
                    pile.play(moves.get(random.nextInt(moves.size())));
                }
                assertThat(pile.sideToMove()).as(where + ": side to move").isEqualTo(texts.size() % 2);
                if (!pile.isTerminal() && pile.sideToMove() == 0) {
                    // The incremental hash is the one computed from scratch for the same pile.
                    assertThat(pile.hash()).as(where + ": incremental hash").isEqualTo(TakeAway.parse(pile.toString()).hash());
                }
            }
        }
    }

    @Test
    void theHashDependsOnThePileAndTheSideToMove() {
        TakeAway pile = new TakeAway(6);
        pile.play(1);
        pile.play(1);
        assertThat(pile.hash()).as("4 sticks, first player to move").isEqualTo(new TakeAway(4).hash());
        pile.play(1);
        assertThat(pile.hash()).as("3 sticks, but the second player to move").isNotEqualTo(new TakeAway(3).hash());
    }

    @Test
    void perftCountsTheWaysToTakeAtMostThePile() {
        for (int n = 1; n <= 30; n++) {
            for (int depth = 0; depth <= 12; depth++) {
                assertThat(Perft.count(new TakeAway(n), depth)).as("perft " + depth + " from " + n)
                        .isEqualTo(sequences(n, depth));
            }
        }
        // While no sequence can empty the pile, every ply has its 3 moves: 3^depth.
        assertThat(Perft.count(new TakeAway(21), 7)).isEqualTo(2187);
        assertThat(Perft.count(new TakeAway(1000), 10)).isEqualTo(59049);
    }

    /**
     * The number of sequences of {@code depth} moves, each 1, 2 or 3, that take at most
     * {@code n} sticks in all: counted by the sum taken, independently of {@link TakeAway}.
     */
    private static long sequences(int n, int depth) {
        long[] ways = new long[n + 1];
        ways[0] = 1;
        for (int ply = 0; ply < depth; ply++) {
            long[] next = new long[n + 1];
            for (int taken = 0; taken <= n; taken++) {
                for (int take = 1; take <= 3 && taken + take <= n; take++) {
                    next[taken + take] += ways[taken];
                }
            }
            ways = next;
        }
        long total = 0;
        for (long w : ways) {
            total += w;
        }
        return total;
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "21", " 7 ", "1000", "0021"})
    void parsesPilesAndWritesThemBack(String text) {
        TakeAway pile = TakeAway.parse(text);
        assertThat(pile.toString()).isEqualTo(Integer.toString(Integer.parseInt(text.strip())));
        assertThat(TakeAway.parse(pile.toString()).hash()).isEqualTo(pile.hash());
        assertThat(pile.sideToMove()).isZero();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "  ", "abc", "-3", "+5", "1001", "9999", "99999999999", "2.5", "0x10", "1 2", "\u0663", "21;"})
    void rejectsWhatIsNotAPile(String text) {
        assertThatThrownBy(() -> TakeAway.parse(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("expected a number of sticks from 0 to 1000");
        assertThatThrownBy(() -> new TakeAwayGame().parse(text)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void readsTheFinishedGameBack() {
        TakeAway over = TakeAway.parse("0");
        assertThat(over.isTerminal()).isTrue();
        assertThat(over.terminalValue()).isEqualTo(-1);
        assertThat(over.toString()).isEqualTo("0");
    }

    @Test
    void parsesLegalMovesOnly() {
        TakeAway pile = new TakeAway(5);
        assertThat(pile.parseMove("3")).isEqualTo(3);
        assertThat(pile.parseMove(" 1")).isEqualTo(1);
        for (String bad : new String[] {"0", "4", "-1", "x", "", "1,2", "03"}) {
            assertThatThrownBy(() -> pile.parseMove(bad)).as("'" + bad + "'")
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1, 2 or 3");
        }
        pile.play(3);
        assertThatThrownBy(() -> pile.parseMove("3")).hasMessage("only 2 sticks are left: take 1 or 2");
        pile.play(1);
        assertThatThrownBy(() -> pile.parseMove("2")).hasMessage("only 1 stick is left: take 1");
        pile.play(1);
        assertThatThrownBy(() -> pile.parseMove("1")).hasMessage("the game is over: no stick is left");
    }

    @Test
    void movesFollowTheRules() {
        MoveList moves = new MoveList();
        for (int n = 1; n <= 5; n++) {
            new TakeAway(n).legalMoves(moves);
            assertThat(moves.toArray()).as(n + " sticks").hasSize(Math.min(3, n));
        }
        TakeAway pile = new TakeAway(2);
        pile.play(2);
        assertThat(pile.isTerminal()).isTrue();
        assertThat(pile.terminalValue()).as("the player who took the last stick won").isEqualTo(-1);
        pile.legalMoves(moves);
        assertThat(moves.isEmpty()).isTrue();
    }

    @Test
    void aCopyIsIndependent() {
        TakeAway pile = new TakeAway(10);
        pile.play(2);
        Position copy = pile.copy();
        assertThat(copy.hash()).isEqualTo(pile.hash());
        assertThat(copy.sideToMove()).isEqualTo(1);
        copy.undo(); // the copy has its own history, so it may even undo past the copy point
        copy.play(3);
        assertThat(copy).hasToString("7");
        assertThat(pile).hasToString("8");
        pile.undo();
        assertThat(pile).hasToString("10");
        assertThat(pile.hash()).isEqualTo(new TakeAway(10).hash());
    }

    @Test
    void theDiagramGroupsSticksByFive() {
        assertThat(new TakeAway(8).diagram()).isEqualTo("||||| ||| (8)");
        assertThat(new TakeAway(10).diagram()).isEqualTo("||||| ||||| (10)");
        TakeAway one = new TakeAway(1);
        one.play(1);
        assertThat(one.diagram()).isEqualTo("(0)");
    }

    @Test
    void theDrawingIsOnePileOfSticks() {
        TakeAway pile = new TakeAway(5);
        pile.play(2);
        assertThat(pile.drawing()).isInstanceOfSatisfying(Drawing.Piles.class, piles -> {
            assertThat(piles.sizes()).containsExactly(3);
            assertThat(piles.piece().shape()).isEqualTo(Drawing.Shape.STICK);
        });
        assertThat(pile.drawing().text()).isEqualTo("||| (3)");
    }

    @Test
    void theServiceLoaderFindsTheGame() {
        assertThat(Games.byName("takeaway")).isInstanceOf(TakeAwayGame.class);
        TakeAwayGame game = new TakeAwayGame();
        assertThat(game.start()).hasToString("21");
        assertThat(game.parse(game.example())).hasToString(game.example());
    }

    @Test
    void passesTheConformanceChecks() {
        Conformance.check(new TakeAwayGame(), 2026, 20);
    }
}
