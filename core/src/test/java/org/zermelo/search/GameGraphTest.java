package org.zermelo.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.zermelo.example.TakeAway;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/**
 * The game graph against the searches: every label, remoteness and best move of every position
 * agrees with {@link Solver}, on take-away and on random games with transpositions, draws and
 * players moving twice in a row; and cycles and huge games are refused.
 */
class GameGraphTest {

    /** Take-away from n sticks: the piles n down to 0, one move per stick count taken. */
    @ParameterizedTest(name = "{0} sticks")
    @ValueSource(ints = {0, 1, 2, 5, 12, 21})
    void takeAwayHasOnePositionPerPileAndAgreesWithAndOr(int sticks) {
        GameGraph graph = GameGraph.explore(new TakeAway(sticks), 1000);
        assertThat(graph.positions()).isEqualTo(sticks + 1);
        assertThat(graph.terminalPositions()).isEqualTo(1);
        int moves = 0;
        for (int n = 1; n <= sticks; n++) {
            moves += Math.min(3, n);
        }
        assertThat(graph.moves()).isEqualTo(moves);
        for (int i = 0; i < graph.positions(); i++) {
            GameGraph.Node node = graph.node(i);
            TakeAway pile = TakeAway.parse(node.position());
            Solver.Solution s = Solver.solve(pile, new AndOr());
            assertThat(node.value()).as(node.position()).isEqualTo(s.value());
            assertThat(node.remoteness()).as(node.position()).isEqualTo(s.remoteness());
            assertThat(node.bestMoves()).as(node.position()).isEqualTo(formatted(pile, s.bestMoves()));
            assertThat(node.terminal()).isEqualTo(pile.isTerminal());
        }
        assertThat(graph.node(0).position()).isEqualTo(Integer.toString(sticks));
    }

    @Test
    void everyPositionOfRandomGamesWithDrawsAgreesWithAlphaBeta() {
        for (long seed = 0; seed < 150; seed++) {
            checkEveryPosition(new RandomGame(seed, 1, true), () -> new NegamaxAlphaBeta(null));
        }
    }

    @Test
    void everyPositionOfRandomGamesWithoutDrawsAgreesWithAndOr() {
        for (long seed = 0; seed < 150; seed++) {
            checkEveryPosition(new RandomGame(seed, 1, false), AndOr::new);
        }
    }

    /**
     * Walks the game naively (every line of play, a set of the positions seen) and solves each
     * distinct position with {@code search}: the graph must have the same positions, terminal
     * positions and moves, and the solver's value, remoteness and best moves.
     */
    private static void checkEveryPosition(RandomGame game, Supplier<Search> search) {
        GameGraph graph = GameGraph.explore(game, 1000);
        assertThat(game.plies()).as("the position explored is left as it was").isZero();
        Map<String, GameGraph.Node> byNotation = new HashMap<>();
        for (int i = 0; i < graph.positions(); i++) {
            byNotation.put(graph.node(i).position(), graph.node(i));
        }
        Set<String> seen = new HashSet<>();
        int[] counts = new int[2]; // terminal positions, moves
        walk(game, seen, counts, p -> {
            GameGraph.Node node = byNotation.get(p.toString());
            assertThat(node).as(p.toString()).isNotNull();
            Solver.Solution s = Solver.solve(p, search.get());
            assertThat(node.value()).as(p.toString()).isEqualTo(s.value());
            assertThat(node.bestMoves()).as(p.toString()).isEqualTo(formatted(p, s.bestMoves()));
            if (s.value() != 0) {
                assertThat(node.remoteness()).as(p.toString()).isEqualTo(s.remoteness());
            }
        });
        assertThat(graph.positions()).as(game.toString()).isEqualTo(seen.size());
        assertThat(graph.terminalPositions()).as(game.toString()).isEqualTo(counts[0]);
        assertThat(graph.moves()).as(game.toString()).isEqualTo(counts[1]);
    }

    private static void walk(Position p, Set<String> seen, int[] counts, Consumer<Position> check) {
        if (!seen.add(p.toString())) {
            return;
        }
        check.accept(p);
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        counts[0] += p.isTerminal() ? 1 : 0;
        counts[1] += moves.size();
        for (int i = 0; i < moves.size(); i++) {
            p.play(moves.get(i));
            walk(p, seen, counts, check);
            p.undo();
        }
    }

    private static List<String> formatted(Position p, int[] moves) {
        return Arrays.stream(moves).mapToObj(p::formatMove).toList();
    }

    @Test
    void drawRemotenessIsTheLongestLineOfDrawingMoves() {
        // Every drawn position's remoteness is one more than its longest drawing move's.
        for (long seed = 0; seed < 150; seed++) {
            GameGraph graph = GameGraph.explore(new RandomGame(seed, 1, true), 1000);
            for (int i = 0; i < graph.positions(); i++) {
                GameGraph.Node node = graph.node(i);
                if (node.value() == 0 && !node.terminal()) {
                    int longest = node.edges().stream().filter(GameGraph.Edge::best)
                            .mapToInt(e -> 1 + graph.node(e.to()).remoteness()).max().orElseThrow();
                    assertThat(node.remoteness()).as(node.position()).isEqualTo(longest);
                }
            }
        }
    }

    @Test
    void aFinishedGameIsAGraphOfOnePosition() {
        GameGraph graph = GameGraph.explore(new TakeAway(0), 1);
        assertThat(graph.positions()).isEqualTo(1);
        assertThat(graph.terminalPositions()).isEqualTo(1);
        assertThat(graph.moves()).isZero();
        assertThat(graph.node(0).value()).isEqualTo(-1);
        assertThat(graph.node(0).remoteness()).isZero();
    }

    @Test
    void aGraphLargerThanTheLimitIsRefused() {
        assertThat(GameGraph.explore(new TakeAway(9), 10).positions()).isEqualTo(10);
        assertThatThrownBy(() -> GameGraph.explore(new TakeAway(10), 10))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the game graph from 10 has more than 10 positions (the limit; raise it with --limit for a larger game)");
        assertThatThrownBy(() -> GameGraph.explore(new TakeAway(10), 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least 1");
    }

    @Test
    void aCycleIsRefused() {
        assertThatThrownBy(() -> GameGraph.explore(new Round(), 100))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the game graph from 0 has a cycle: 0 comes back after the moves +1 +1 +1;"
                        + " a game graph is only drawn for games whose positions never repeat");
    }

    @Test
    void theDrawingHasANodePerPositionAndAnEdgePerMove() {
        GameGraph graph = GameGraph.explore(new TakeAway(6), 100);
        String dot = graph.toDot("takeaway 6", side -> side == 0 ? "first" : "second");
        List<String> lines = dot.lines().toList();
        assertThat(lines.get(0)).isEqualTo("digraph game {");
        assertThat(lines.get(lines.size() - 1)).isEqualTo("}");
        assertThat(lines).filteredOn(l -> l.matches(" {2}n\\d+ \\[label=.*")).hasSize(graph.positions());
        assertThat(lines).filteredOn(l -> l.matches(" {2}n\\d+ -> n\\d+ .*")).hasSize(graph.moves());
        // 6 is won by taking 2; 4 is lost, so none of its moves is bold.
        assertThat(lines).contains("  n0 [label=\"6\\nfirst to move: won in 3 plies\", fillcolor=palegreen, shape=ellipse, peripheries=2];");
        assertThat(dot).containsPattern("n0 -> n\\d+ \\[label=\"2\", penwidth=3\\]");
        assertThat(lines).filteredOn(l -> l.contains("penwidth=3")).hasSize(5); // the winning moves of 6, 5, 3, 2, 1
        assertThat(lines).anyMatch(l -> l.contains("\"0\\ngame over: ") && l.contains("shape=box"));
        // 3 sticks are left after one move (take 3) or two (take 1 then 2): either player may be to move.
        assertThat(lines).anyMatch(l -> l.startsWith("  n") && l.contains("[label=\"3\\neither player to move: won in 1 ply\""));
        assertThat(lines).anyMatch(l -> l.contains("[label=\"5\\nsecond to move: won in 3 plies\""));
    }

    /** A counter going round 0, 1, 2, moved by one player again and again: its graph is a cycle. */
    private static final class Round implements Position {
        private final int[] counters = new int[64];
        private int plies;

        @Override
        public int sideToMove() {
            return 0;
        }

        @Override
        public void legalMoves(MoveList out) {
            out.clear();
            out.add(1);
        }

        @Override
        public void play(int move) {
            counters[plies + 1] = (counters[plies] + move) % 3;
            plies++;
        }

        @Override
        public void undo() {
            plies--;
        }

        @Override
        public boolean isTerminal() {
            return false;
        }

        @Override
        public int terminalValue() {
            throw new IllegalStateException("never over");
        }

        @Override
        public long hash() {
            return counters[plies];
        }

        @Override
        public String formatMove(int move) {
            return "+" + move;
        }

        @Override
        public int parseMove(String text) {
            return 1;
        }

        @Override
        public Position copy() {
            Round copy = new Round();
            copy.counters[0] = counters[plies];
            return copy;
        }

        @Override
        public String toString() {
            return Integer.toString(counters[plies]);
        }
    }
}
