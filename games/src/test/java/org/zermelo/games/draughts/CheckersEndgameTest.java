package org.zermelo.games.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.zermelo.endgame.RetrogradeSolver;
import org.zermelo.endgame.Table;
import org.zermelo.game.Position;
import org.zermelo.game.Retrograde;

/**
 * English checkers' endgame databases up to 3 pieces, and the 4-piece slices of kings alone (3
 * against 1), checked against the published counts of positions and against the naive rules of
 * {@link NaiveDraughts}: every position's value and distance follow from its moves' (the
 * equations of retrograde analysis, which have one solution), and plain minimax finds the wins
 * and losses in exactly the plies the databases say.
 */
class CheckersEndgameTest {

    /** OEIS A055213 (Schaeffer): the positions of checkers with 1, 2, 3, 4 pieces, side to move not counted. */
    private static final long[] PUBLISHED = {0, 120, 6972, 261224, 7092774};

    private static final CheckersGame GAME = new CheckersGame();
    private static List<Retrograde.Slice> slices;
    private static Table[] tables;

    @BeforeAll
    static void solve() {
        slices = GAME.slices(4);
        tables = new Table[slices.size()];
        for (int i = 0; i < slices.size(); i++) {
            String name = slices.get(i).group();
            if (pieces(name) <= 3 || name.equals("w0m3k-b0m1k") || name.equals("w0m1k-b0m3k")) {
                tables[i] = RetrogradeSolver.solve(slices, i, tables, 2, decided -> { });
            }
        }
    }

    /** The pieces of a material named like w1m0k-b0m2k. */
    private static int pieces(String name) {
        int n = 0;
        for (char c : name.toCharArray()) {
            if (Character.isDigit(c)) {
                n += c - '0';
            }
        }
        return n;
    }

    /** The positions with white men {@code wm} ... on an 8x8 board, by choosing squares row band by row band. */
    private static long placements(int wm, int wk, int bm, int bk) {
        // White men avoid the top row (4 squares), black men the bottom row; the 24 squares between are open to both.
        long men = 0;
        for (int top = 0; top <= Math.min(4, bm); top++) {
            for (int bottom = 0; bottom <= Math.min(4, wm); bottom++) {
                men += c(4, top) * c(4, bottom) * c(24, wm - bottom) * c(24 - (wm - bottom), bm - top);
            }
        }
        int free = 32 - wm - bm;
        return men * c(free, wk) * c(free - wk, bk);
    }

    private static long c(int n, int k) {
        if (k < 0 || k > n) {
            return 0;
        }
        long r = 1;
        for (int i = 1; i <= k; i++) {
            r = r * (n - k + i) / i;
        }
        return r;
    }

    @Test
    void thePositionsByPiecesAreThePublishedOnes() {
        for (int n = 1; n <= 4; n++) {
            long count = 0;
            for (int wm = 0; wm <= n; wm++) {
                for (int wk = 0; wm + wk <= n; wk++) {
                    for (int bm = 0; wm + wk + bm <= n; bm++) {
                        count += placements(wm, wk, bm, n - wm - wk - bm);
                    }
                }
            }
            assertThat(count).as(n + " pieces").isEqualTo(PUBLISHED[n]);
        }
        // The databases' positions (both sides to move, each side one piece at least), with those of one colour only.
        for (int n = 2; n <= 3; n++) {
            long count = 0;
            for (int i = 0; i < slices.size(); i++) {
                if (pieces(slices.get(i).group()) == n) {
                    count += tables[i].positions() / 2;
                }
            }
            for (int men = 0; men <= n; men++) {
                count += placements(men, n - men, 0, 0) + placements(0, 0, men, n - men);
            }
            assertThat(count).as(n + " pieces in the databases").isEqualTo(PUBLISHED[n]);
        }
        assertThat(tables[slices.indexOf(slice("w0m3k-b0m1k"))].positions()).isEqualTo(2 * placements(0, 3, 0, 1));
    }

    /**
     * Published counts of particular slices, White to move (the first half of a slice's indices):
     * king against king, 230 wins, 654 draws, 108 losses, the longest win 11 plies (Ed Trice's database builder's report, damforum.nl, "2-piece database, 1 white king 0 white
     * checkers vs. 1 red king 0 red checkers", https://damforum.nl/bb3/viewtopic.php?f=53&t=2603);
     * and the positions of kings alone, 14,880 for two kings against one, 215,760 for two against
     * two, 143,840 for three against one (Mark VandeWettering, "Checker Endgames with only Kings",
     * brainwagon.org, 2007-05-05). The report also says "32 wins of the same length" (11 plies):
     * these databases have 34, each checked by its moves' values as the other positions are; the
     * report does not say how it counts them.
     */
    @Test
    void particularSlicesHaveTheirPublishedCounts() {
        int s = slices.indexOf(slice("w0m1k-b0m1k"));
        long half = slices.get(s).size() / 2;
        int[] byValue = new int[3];
        int longest = 0;
        for (long i = 0; i < half; i++) {
            assertThat(slices.get(s).walker().position(i).toString()).startsWith("W:");
            byValue[tables[s].value(i) + 1]++;
            if (tables[s].value(i) > 0) {
                longest = Math.max(longest, tables[s].distance(i));
            }
        }
        assertThat(byValue).as("losses, draws, wins").containsExactly(108, 654, 230);
        assertThat(longest).isEqualTo(11);
        assertThat(slice("w0m2k-b0m1k").size()).isEqualTo(2 * 14_880);
        assertThat(tables[slices.indexOf(slice("w0m2k-b0m1k"))].positions()).isEqualTo(2 * 14_880);
        assertThat(slice("w0m2k-b0m2k").size()).isEqualTo(2 * 215_760);
        assertThat(tables[slices.indexOf(slice("w0m3k-b0m1k"))].positions()).isEqualTo(2 * 143_840);
    }

    private static Retrograde.Slice slice(String name) {
        return slices.stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void everyIndexNamesItsPositionAndBack() {
        Random random = new Random(43);
        for (Retrograde.Slice slice : slices) {
            Retrograde.Walker walker = slice.walker();
            for (int t = 0; t < 200; t++) {
                long i = random.nextLong(slice.size());
                Position p = walker.position(i);
                if (p != null) {
                    assertThat(slice.indexOf(p)).as(slice.name() + " " + p).isEqualTo(i);
                    assertThat(slice.indexOf(GAME.parse(p.toString()))).isEqualTo(i);
                }
            }
        }
    }

    /** The value and distance of a position in the tables, from its FEN: {+value, distance}. */
    private static int[] stored(String fen) {
        Draughts d = Draughts.parse(Rules.ENGLISH, fen);
        for (int i = 0; i < slices.size(); i++) {
            long index = slices.get(i).indexOf(d);
            if (index >= 0) {
                assertThat(tables[i]).as("the table of " + slices.get(i).name()).isNotNull();
                return new int[] {tables[i].value(index), tables[i].distance(index)};
            }
        }
        throw new AssertionError("no slice holds " + fen);
    }

    private static NaiveDraughts copy(NaiveDraughts n) {
        char[][] board = new char[8][];
        for (int r = 0; r < 8; r++) {
            board[r] = n.board[r].clone();
        }
        return new NaiveDraughts(n.rules, board, n.toMove);
    }

    /** The value and distance a position must have given its moves', each looked up in the tables. */
    private static int[] fromMoves(NaiveDraughts n) {
        Set<String> moves = n.moves();
        if (moves.isEmpty()) {
            return new int[] {-1, 0};
        }
        int fastestWin = Integer.MAX_VALUE;
        int slowestLoss = -1;
        boolean draw = false;
        for (String m : moves) {
            NaiveDraughts next = copy(n);
            next.play(m);
            String fen = next.fen();
            // The side to move next has no piece left when its field is empty: it has lost.
            int[] v = fen.endsWith(":B") || fen.contains(":W:") ? new int[] {-1, 0} : stored(fen);
            if (v[0] < 0) {
                fastestWin = Math.min(fastestWin, v[1] + 1);
            } else if (v[0] == 0) {
                draw = true;
            } else {
                slowestLoss = Math.max(slowestLoss, v[1] + 1);
            }
        }
        return fastestWin < Integer.MAX_VALUE ? new int[] {1, fastestWin} : draw ? new int[] {0, 0} : new int[] {-1, slowestLoss};
    }

    @Test
    void everyValueFollowsFromItsMovesByTheNaiveRules() {
        Random random = new Random(1959);
        int checked = 0;
        List<Integer> solvedSlices = new ArrayList<>();
        for (int i = 0; i < slices.size(); i++) {
            if (tables[i] != null) {
                solvedSlices.add(i);
            }
        }
        while (checked < 6000) {
            int s = solvedSlices.get(random.nextInt(solvedSlices.size()));
            long index = random.nextLong(slices.get(s).size());
            Position p = slices.get(s).walker().position(index);
            if (p == null) {
                continue;
            }
            int[] expected = fromMoves(NaiveDraughts.of(Rules.ENGLISH, p.toString()));
            assertThat(new int[] {tables[s].value(index), tables[s].distance(index)}).as(p.toString()).containsExactly(expected);
            checked++;
        }
    }

    /** True when the side to move wins within {@code plies} plies against any defence (naive minimax). */
    private static boolean wins(NaiveDraughts n, int plies) {
        if (plies <= 0) {
            return false;
        }
        for (String m : n.moves()) {
            NaiveDraughts next = copy(n);
            next.play(m);
            if (loses(next, plies - 1)) {
                return true;
            }
        }
        return false;
    }

    /** True when the side to move loses within {@code plies} plies whatever it plays. */
    private static boolean loses(NaiveDraughts n, int plies) {
        Set<String> moves = n.moves();
        if (moves.isEmpty()) {
            return true;
        }
        if (plies <= 0) {
            return false;
        }
        for (String m : moves) {
            NaiveDraughts next = copy(n);
            next.play(m);
            if (!wins(next, plies - 1)) {
                return false;
            }
        }
        return true;
    }

    @Test
    void minimaxFindsTheWinsAndLossesInExactlyTheirDistance() {
        Random random = new Random(1994);
        int[] checked = new int[3];
        int tries = 0;
        while (checked[0] + checked[1] + checked[2] < 600 && tries++ < 1_000_000) {
            int s = random.nextInt(slices.size());
            if (tables[s] == null) {
                continue;
            }
            long index = random.nextLong(slices.get(s).size());
            int value = tables[s].value(index);
            int distance = tables[s].distance(index);
            if (value == Retrograde.NOT_A_POSITION || distance > 5 || checked[value + 1] >= 200) {
                continue;
            }
            Position p = slices.get(s).walker().position(index);
            NaiveDraughts n = NaiveDraughts.of(Rules.ENGLISH, p.toString());
            if (value > 0) {
                assertThat(wins(n, distance)).as(p + " won in " + distance).isTrue();
                assertThat(wins(n, distance - 1)).as(p + " not won sooner").isFalse();
            } else if (value < 0) {
                assertThat(loses(n, distance)).as(p + " lost in " + distance).isTrue();
                assertThat(distance == 0 || !loses(n, distance - 1)).as(p + " not lost sooner").isTrue();
            } else {
                assertThat(wins(n, 5) || loses(n, 5)).as(p + " drawn").isFalse();
            }
            checked[value + 1]++;
        }
        assertThat(checked).as("losses, draws, wins checked").containsExactly(200, 200, 200);
    }
}
