package org.zermelo.games.chomp;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Outcome;
import org.zermelo.conformance.NaiveSolver;
import org.zermelo.search.AndOr;
import org.zermelo.search.Solver;

/**
 * Chomp's theory and a brute force: strategy stealing on rectangles, the known winning moves of
 * squares and of two-row bars, and a deliberately naive solver on sets of squares that every
 * AND/OR solution must agree with.
 */
class ChompFactsTest {

    /** Every staircase that fits in {@code rows} x {@code columns}, as row lengths from the top. */
    static List<int[]> staircases(int rows, int columns) {
        List<int[]> out = new ArrayList<>();
        addStaircases(new int[0], rows, columns, out);
        return out;
    }

    private static void addStaircases(int[] prefix, int rows, int columns, List<int[]> out) {
        if (prefix.length == rows) {
            return;
        }
        int longest = prefix.length == 0 ? columns : prefix[prefix.length - 1];
        for (int length = 1; length <= longest; length++) {
            int[] next = Arrays.copyOf(prefix, prefix.length + 1);
            next[prefix.length] = length;
            out.add(next);
            addStaircases(next, rows, columns, out);
        }
    }

    static String notation(int[] lengths) {
        StringBuilder s = new StringBuilder();
        for (int length : lengths) {
            s.append(s.isEmpty() ? "" : ",").append(length);
        }
        return s.toString();
    }

    /**
     * The naive game: a set of squares, bit 8r + c for the square of row r and column c (from
     * 0), written in decimal. A player eats any square but the poisoned one (bit 0) with all
     * squares below and to its right; facing the poisoned square alone, the player must eat it
     * and loses.
     */
    static final NaiveSolver.Rules NAIVE = new NaiveSolver.Rules() {
        @Override
        public Map<String, String> moves(String position) {
            long set = Long.parseLong(position);
            Map<String, String> moves = new HashMap<>();
            for (int square = 1; square < 64; square++) {
                if ((set >>> square & 1) != 0) {
                    moves.put((square / 8 + 1) + "," + (square % 8 + 1), Long.toString(eat(set, square)));
                }
            }
            return moves;
        }

        @Override
        public boolean wonAtEnd(String position) {
            return false;
        }
    };

    static long eat(long set, int square) {
        long left = set;
        for (int s = 0; s < 64; s++) {
            if ((set >>> s & 1) != 0 && s / 8 >= square / 8 && s % 8 >= square % 8) {
                left &= ~(1L << s);
            }
        }
        return left;
    }

    /** The naive position of a staircase. */
    static String squares(int[] lengths) {
        long set = 0;
        for (int r = 0; r < lengths.length; r++) {
            for (int c = 0; c < lengths[r]; c++) {
                set |= 1L << (8 * r + c);
            }
        }
        return Long.toString(set);
    }

    @Test
    void everyRectangleUpTo8x8But1x1IsAFirstPlayerWin() {
        for (int rows = 1; rows <= 8; rows++) {
            for (int columns = 1; columns <= 8; columns++) {
                Chomp p = Chomp.rectangle(rows, columns);
                Solver.Solution s = Solver.solve(p, new AndOr());
                boolean single = rows == 1 && columns == 1;
                assertThat(s.outcome()).as(p.toString()).isEqualTo(single ? Outcome.LOSS : Outcome.WIN);
                assertThat(p.isTerminal()).as(p.toString()).isEqualTo(single);
            }
        }
    }

    @Test
    void onASquareBarTheMove22WinsMirroringTheLShapeLeft() {
        for (int n = 2; n <= 8; n++) {
            Chomp p = Chomp.rectangle(n, n);
            Solver.Solution s = Solver.solve(p, new AndOr());
            assertThat(NaiveSolver.typed(p, s.bestMoves())).as(p.toString()).contains("2,2");
        }
    }

    @Test
    void onATwoRowBarTheOnlyWinningMoveIsTheBottomRightSquare() {
        for (int n = 1; n <= 8; n++) {
            Chomp p = Chomp.rectangle(2, n);
            Solver.Solution s = Solver.solve(p, new AndOr());
            assertThat(NaiveSolver.typed(p, s.bestMoves())).as(p.toString()).containsExactly("2," + n);
        }
    }

    @Test
    void andOrAgreesWithTheNaiveSolverOnEveryStaircaseWithin5x5() {
        NaiveSolver naive = new NaiveSolver(NAIVE);
        List<int[]> all = staircases(5, 5);
        assertThat(all).hasSize(251); // C(10, 5) - 1: the lattice paths in a 5x5 box but the empty one
        for (int[] lengths : all) {
            naive.check(Chomp.parse(notation(lengths)), squares(lengths));
        }
    }

    @Test
    void knownShapesNeverContradictsTheNaiveSolverWithin6x6() {
        NaiveSolver naive = new NaiveSolver(NAIVE);
        KnownShapes shapes = new KnownShapes();
        int valued = 0;
        for (int[] lengths : staircases(6, 6)) {
            Chomp p = Chomp.parse(notation(lengths));
            if (p.isTerminal()) {
                continue;
            }
            int value = shapes.evaluate(p);
            if (value != 0) {
                valued++;
                assertThat(value > 0).as(p.toString()).isEqualTo(naive.won(squares(lengths)));
            }
        }
        // At least every rectangle but 1x1 is valued.
        assertThat(valued).isGreaterThanOrEqualTo(35);
    }

    @Test
    void theSymmetricHashIsSharedByAStaircaseAndItsTransposeOnly() {
        Set<Long> keys = new HashSet<>();
        Set<String> classes = new HashSet<>();
        Set<Long> hashes = new HashSet<>();
        for (int[] lengths : staircases(8, 8)) {
            Chomp p = Chomp.parse(notation(lengths));
            Chomp t = Chomp.parse(notation(transpose(lengths)));
            assertThat(p.symmetricHash()).as(p.toString()).isEqualTo(t.symmetricHash());
            keys.add(p.symmetricHash());
            String a = p.toString();
            String b = t.toString();
            classes.add(a.compareTo(b) < 0 ? a : b);
            hashes.add(p.hash());
        }
        assertThat(hashes).as("distinct hashes of the 12869 staircases within 8x8").hasSize(12869);
        assertThat(keys).hasSize(classes.size());
    }

    @Test
    void theSymmetricHashFollowsTheMovesAndTheSideToMove() {
        Chomp p = Chomp.parse("4,3,1");
        Chomp t = Chomp.parse("3,2,2,1");
        p.play(p.parseMove("2,3"));
        t.play(t.parseMove("3,2"));
        assertThat(p.toString()).isEqualTo("4,2,1");
        assertThat(t.toString()).isEqualTo("3,2,1,1");
        assertThat(p.symmetricHash()).isEqualTo(t.symmetricHash()).isNotEqualTo(Chomp.parse("4,2,1").symmetricHash());
    }

    static int[] transpose(int[] lengths) {
        int[] columns = new int[lengths[0]];
        for (int c = 0; c < columns.length; c++) {
            for (int length : lengths) {
                if (length > c) {
                    columns[c]++;
                }
            }
        }
        return columns;
    }
}
