package org.zermelo.games.sautemouton;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.zermelo.search.GameGraph;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.conformance.NaiveSolver;
import org.zermelo.search.Perft;

/**
 * The course's figures for saute-mouton from {@code RR_BB}, found by enumeration, and a
 * deliberately naive implementation on strings that every AND/OR solution must agree with.
 */
class SauteMoutonFactsTest {

    /**
     * The rules read from the course, on strings like {@code RR_BB:R}: the side to move moves a
     * pawn of its colour into the free cell when that cell is ahead of it (right for red, left
     * for blue); with no such pawn it passes. The game is over when the red pawns fill the
     * rightmost cells or the blue pawns the leftmost ones; the player who just did so has won.
     */
    static final NaiveSolver.Rules NAIVE = new NaiveSolver.Rules() {
        @Override
        public Map<String, String> moves(String position) {
            String strip = position.substring(0, position.length() - 2);
            char side = position.charAt(position.length() - 1);
            String next = ":" + (side == 'R' ? 'B' : 'R');
            Map<String, String> moves = new HashMap<>();
            if (filled(strip, 'R') || filled(strip, 'B')) {
                return moves;
            }
            int free = strip.indexOf('_');
            for (int cell = 0; cell < strip.length(); cell++) {
                if (strip.charAt(cell) == side && (side == 'R' ? cell < free : cell > free)) {
                    char[] cells = strip.toCharArray();
                    cells[free] = side;
                    cells[cell] = '_';
                    moves.put(Integer.toString(cell + 1), new String(cells) + next);
                }
            }
            if (moves.isEmpty()) {
                moves.put("pass", strip + next);
            }
            return moves;
        }

        @Override
        public boolean wonAtEnd(String position) {
            char justMoved = position.endsWith("R") ? 'B' : 'R';
            return !filled(position.substring(0, position.length() - 2), justMoved);
        }
    };

    static boolean filled(String strip, char colour) {
        int count = (int) strip.chars().filter(c -> c == colour).count();
        String goal = String.valueOf(colour).repeat(count);
        return colour == 'R' ? strip.endsWith(goal) : strip.startsWith(goal);
    }

    /** Every strip of {@code length} cells with one free cell and at least one pawn of each colour. */
    static List<String> strips(int length) {
        List<String> out = new ArrayList<>();
        for (int free = 0; free < length; free++) {
            for (int reds = 0; reds < 1 << (length - 1); reds++) {
                StringBuilder s = new StringBuilder();
                for (int i = 0, pawn = 0; i < length; i++) {
                    s.append(i == free ? '_' : (reds >>> pawn++ & 1) != 0 ? 'R' : 'B');
                }
                String strip = s.toString();
                if (strip.contains("R") && strip.contains("B")) {
                    out.add(strip);
                }
            }
        }
        return out;
    }

    @Test
    void theStripsOfTwoRedTwoBlueAndAFreeCellMake60Configurations() {
        Set<String> notations = new HashSet<>();
        Set<Long> hashes = new HashSet<>();
        for (String strip : strips(5)) {
            if (strip.chars().filter(c -> c == 'R').count() != 2) {
                continue;
            }
            for (String side : new String[] {":R", ":B"}) {
                SauteMouton p = SauteMouton.parse(strip + side);
                assertThat(SauteMouton.parse(p.toString()).hash()).isEqualTo(p.hash());
                notations.add(p.toString());
                hashes.add(p.hash());
            }
        }
        assertThat(notations).hasSize(60); // C(5,2) * C(3,2) * 2
        assertThat(hashes).hasSize(60);
    }

    @Test
    void theConfigurationSpaceIsTheSixtyStripsAndTheGraphReachesTwentySevenOfThem() {
        SauteMouton start = SauteMouton.parse("RR_BB");
        List<String> space = start.configurations().stream().map(Object::toString).toList();
        Set<String> expected = new HashSet<>();
        for (String strip : strips(5)) {
            if (strip.chars().filter(c -> c == 'R').count() == 2) {
                expected.add(strip);
                expected.add(strip + ":B");
            }
        }
        assertThat(space).hasSize(60).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(expected);
        GameGraph graph = GameGraph.explore(start, 1000);
        Set<String> reachable = new HashSet<>();
        for (int i = 0; i < graph.positions(); i++) {
            reachable.add(graph.node(i).position());
        }
        assertThat(reachable).hasSize(27);
        assertThat(space).containsAll(reachable);
        // n·C(n - 1, r)·2 on other strips, and every configuration a strip of the same kind.
        for (String strip : List.of("RRR_BBB", "R_B", "RB_BB", "RRRR_B")) {
            SauteMouton p = SauteMouton.parse(strip);
            int n = strip.length();
            long reds = strip.chars().filter(c -> c == 'R').count();
            long c = 1;
            for (int k = 1; k <= reds; k++) {
                c = c * (n - 1 - reds + k) / k;
            }
            List<org.zermelo.game.Position> all = p.configurations();
            assertThat(all).as(strip).hasSize((int) (2 * n * c));
            assertThat(all.stream().map(Object::toString).distinct()).as(strip).hasSize(all.size());
            assertThat(all).allSatisfy(q -> assertThat(SauteMouton.parse(q.toString()).hash()).isEqualTo(q.hash()));
        }
    }

    @Test
    void fromRRBB27ConfigurationsAreReachable4OfThemTerminalWithAtMost2Moves() {
        Map<String, Integer> branching = new HashMap<>();
        ArrayDeque<String> queue = new ArrayDeque<>(List.of("RR_BB"));
        branching.put("RR_BB", -1);
        MoveList moves = new MoveList();
        while (!queue.isEmpty()) {
            SauteMouton p = SauteMouton.parse(queue.poll());
            p.legalMoves(moves);
            branching.put(p.toString(), moves.size());
            for (int i = 0; i < moves.size(); i++) {
                p.play(moves.get(i));
                if (branching.putIfAbsent(p.toString(), -1) == null) {
                    queue.add(p.toString());
                }
                p.undo();
            }
        }
        assertThat(branching).hasSize(27);
        assertThat(branching.values().stream().filter(b -> b == 0)).as("terminal").hasSize(4);
        assertThat(branching.values().stream().mapToInt(b -> b).max()).hasValue(2);
        // Blue has just filled cells 1-2 (red to move), or red cells 4-5 (blue to move).
        assertThat(branching.keySet().stream().filter(s -> SauteMouton.parse(s).isTerminal()).sorted())
                .containsExactly("BBRR_", "BBR_R", "B_BRR:B", "_BBRR:B");
    }

    @Test
    void theLongestGameFromRRBBHas7HalfMovesWithinTheCourseBoundOf12() {
        // The course bounds a game by 12 half-moves (4 pawns, 3 cells each at most). The game
        // stops as soon as one colour fills its goal, and the longest game is shorter: 6 moves
        // and 1 pass.
        assertThat(longest(SauteMouton.parse("RR_BB"), new MoveList[20], 0)).isEqualTo(7);
        assertThat(Perft.count(SauteMouton.parse("RR_BB"), 7)).isPositive();
        assertThat(Perft.count(SauteMouton.parse("RR_BB"), 8)).isZero();
        assertThat(Perft.count(SauteMouton.parse("RR_BB"), 12)).isZero();
    }

    private static int longest(Position p, MoveList[] lists, int ply) {
        if (lists[ply] == null) {
            lists[ply] = new MoveList();
        }
        MoveList moves = lists[ply];
        p.legalMoves(moves);
        int best = 0;
        for (int i = 0; i < moves.size(); i++) {
            p.play(moves.get(i));
            best = Math.max(best, 1 + longest(p, lists, ply + 1));
            p.undo();
        }
        return best;
    }

    @Test
    void perftCountsTheNaiveSequencesFromRRBB() {
        for (int depth = 0; depth <= 12; depth++) {
            assertThat(Perft.count(SauteMouton.parse("RR_BB"), depth)).as("depth %d", depth)
                    .isEqualTo(new NaiveSolver(NAIVE).sequences("RR_BB:R", depth));
        }
    }

    @Test
    void andOrAgreesWithTheNaiveRulesOnEveryStripUpTo7Cells() {
        NaiveSolver naive = new NaiveSolver(NAIVE);
        int passes = 0;
        for (int length = 3; length <= 7; length++) {
            for (String strip : strips(length)) {
                for (String position : new String[] {strip + ":R", strip + ":B"}) {
                    naive.check(SauteMouton.parse(position), position);
                    passes += naive.moves(position).contains("pass") ? 1 : 0;
                }
            }
        }
        assertThat(passes).as("positions where the side to move must pass").isPositive();
    }
}
