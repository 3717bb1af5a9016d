package org.zermelo.games.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;

/**
 * Samuel's terms against a plain re-count on a grid of rows and columns, square by square, over
 * positions of random games; and the hand-set weights against the classic evaluation.
 */
class SamuelTermsTest {

    private static final int[][] DIRECTIONS = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};

    /** Positions of random games of checkers (every ply of 40 games, seeded). */
    private static List<Draughts> positions() {
        Random random = new Random(1959);
        List<Draughts> out = new ArrayList<>();
        MoveList moves = new MoveList();
        for (int g = 0; g < 40; g++) {
            Draughts p = new Draughts(Rules.ENGLISH);
            while (!p.isTerminal() && out.size() < 4000) {
                out.add((Draughts) p.copy());
                p.legalMoves(moves);
                p.play(moves.get(random.nextInt(moves.size())));
            }
        }
        return out;
    }

    /** The board as a grid: 0 empty, 1 white man, 2 white king, 3 black man, 4 black king; -1 a light square. */
    private static int[][] grid(Draughts p) {
        int[][] g = new int[8][8];
        for (int[] row : g) {
            java.util.Arrays.fill(row, -1);
        }
        for (int s = 0; s < 32; s++) {
            int row = s / 4;
            int col = 2 * (s % 4) + (row % 2 == 0 ? 1 : 0);
            long bit = 1L << p.bitOf[s];
            boolean king = (p.kings() & bit) != 0;
            g[row][col] = (p.white() & bit) != 0 ? (king ? 2 : 1) : (p.black() & bit) != 0 ? (king ? 4 : 3) : 0;
        }
        return g;
    }

    private static int at(int[][] g, int r, int c) {
        return r < 0 || r > 7 || c < 0 || c > 7 ? -1 : g[r][c];
    }

    private static boolean mine(int v, int colour) {
        return colour == Draughts.WHITE ? v == 1 || v == 2 : v == 3 || v == 4;
    }

    /** Samuel's terms for one colour, counted square by square: advance, king centre, threat, exposure, node, hole, dyke, gap, pole, bridge. */
    private static int[] naive(int[][] g, int c) {
        int[] t = new int[10];
        int theirs = c ^ 1;
        for (int r = 0; r < 8; r++) {
            for (int col = 0; col < 8; col++) {
                int v = g[r][col];
                if (v < 0) {
                    continue;
                }
                if (mine(v, c)) {
                    boolean king = v == 2 || v == 4;
                    int fromBack = c == Draughts.WHITE ? 7 - r : r;
                    if (!king && (fromBack == 4 || fromBack == 5)) {
                        t[0]++;
                    }
                    if (!king && (fromBack == 2 || fromBack == 3)) {
                        t[0]--;
                    }
                    if (king && r >= 2 && r <= 5 && col >= 2 && col <= 5) {
                        t[1]++;
                    }
                    int empties = 0;
                    boolean alone = true;
                    for (int d = 0; d < 4; d++) {
                        int n = at(g, r + DIRECTIONS[d][0], col + DIRECTIONS[d][1]);
                        empties += n == 0 ? 1 : 0;
                        alone &= n <= 0;
                    }
                    if (empties >= 3) {
                        t[4]++;
                    }
                    if (alone && !king) {
                        t[8]++;
                    }
                    for (int d = 0; d < 2; d++) {
                        int a = at(g, r + DIRECTIONS[d][0], col + DIRECTIONS[d][1]);
                        int b = at(g, r - DIRECTIONS[d][0], col - DIRECTIONS[d][1]);
                        if (a == 0 && b == 0) {
                            t[3]++;
                            break;
                        }
                    }
                    for (int d = 0; d < 2; d++) {
                        int a = at(g, r + DIRECTIONS[d][0], col + DIRECTIONS[d][1]);
                        int b = at(g, r - DIRECTIONS[d][0], col - DIRECTIONS[d][1]);
                        if (mine(a, c) && mine(b, c)) {
                            t[6]++;
                        }
                    }
                } else if (mine(v, theirs)) {
                    boolean threatened = false;
                    for (int[] d : DIRECTIONS) {
                        int from = at(g, r - d[0], col - d[1]);
                        boolean forward = c == Draughts.WHITE ? d[0] < 0 : d[0] > 0;
                        boolean canJump = mine(from, c) && (forward || from == 2 || from == 4);
                        threatened |= canJump && at(g, r + d[0], col + d[1]) == 0;
                    }
                    t[2] += threatened ? 1 : 0;
                } else {
                    int around = 0;
                    for (int[] d : DIRECTIONS) {
                        around += mine(at(g, r + d[0], col + d[1]), c) ? 1 : 0;
                    }
                    t[5] += around >= 3 ? 1 : 0;
                    for (int d = 0; d < 2; d++) {
                        if (mine(at(g, r + DIRECTIONS[d][0], col + DIRECTIONS[d][1]), c)
                                && mine(at(g, r - DIRECTIONS[d][0], col - DIRECTIONS[d][1]), c)) {
                            t[7]++;
                        }
                    }
                }
            }
        }
        // The bridge: Black's squares 1 and 3 (row 0, columns 1 and 5), White's 32 and 30 (row 7, columns 6 and 2).
        int man = c == Draughts.WHITE ? 1 : 3;
        boolean held = c == Draughts.BLACK ? g[0][1] == man && g[0][5] == man : g[7][6] == man && g[7][2] == man;
        boolean theirKing = false;
        for (int[] row : g) {
            for (int v : row) {
                theirKing |= v == (theirs == Draughts.WHITE ? 2 : 4);
            }
        }
        t[9] = held && !theirKing ? 1 : 0;
        return t;
    }

    @Test
    void samuelsTermsAreTheSquareBySquareCounts() {
        String[] names = SamuelTerms.names();
        int first = DraughtsEvaluation.NAMES.length;
        assertThat(names).hasSize(38);
        int checked = 0;
        for (Draughts p : positions()) {
            double[] f = new double[names.length];
            p.features(f);
            int[][] g = grid(p);
            int me = p.colour();
            int[] mine = naive(g, me);
            int[] theirs = naive(g, me ^ 1);
            for (int i = 0; i < 10; i++) {
                assertThat(f[first + i]).as("%s in %s", names[first + i], p).isEqualTo(mine[i] - theirs[i]);
            }
            checked++;
        }
        assertThat(checked).isGreaterThan(2000);
    }

    /** The terms of the position in FEN {@code fen}, by name. */
    private static java.util.Map<String, Double> terms(String fen) {
        Draughts p = Draughts.parse(Rules.ENGLISH, fen);
        String[] names = SamuelTerms.names();
        double[] f = new double[names.length];
        p.features(f);
        java.util.Map<String, Double> out = new java.util.HashMap<>();
        for (int i = 0; i < names.length; i++) {
            out.put(names[i], f[i]);
        }
        return out;
    }

    private static void check(String fen, String term, double expected) {
        assertThat(terms(fen)).as("%s in %s", term, fen).containsEntry(term, expected);
    }

    // Hand-made positions, Black at the top moving down (rows 0 to 7: 1-4, 5-8, ..., 29-32), each
    // term's count worked out by hand for each side; a term is the side to move's minus the other's.

    @Test
    void apexWantsAManOn7Or26TheOpponentOnNeitherAndNoKing() {
        check("B:W30:B7", "apex", 1);
        check("W:W30:B7", "apex", -1);
        check("B:W26:B7", "apex", 0); // each side's man is on one of the squares: neither counts
        check("B:WK29:B7", "apex", 0); // a king on the board
    }

    @Test
    void centreMenCountMenOnTheMiddleSquaresAndCentreControlTheSquaresHeldOrReached() {
        check("B:W22,K18:B10,11,K15", "centre men", 1); // Black's men on 10 and 11, White's on 22; kings aside
        check("B:W32:B6", "centre control", 1); // 6 steps to 10; White's 32 reaches 27 and 28
        check("B:W32:B15", "centre control", 3); // 15 held, 18 and 19 reached
    }

    @Test
    void doubleCornerIsForTheSideBehindWithLittleLeftThatCanReachOne() {
        check("B:W6,7,8,10:B24", "double corner", 1); // Black 2 against 8, and 24 steps to 28
        check("B:W6,7,8,10:BK24", "double corner", 1); // a king: 3
        check("B:W10,11:B24,K20", "double corner", 0); // Black 5, White 4: not behind; White reaches no corner
        check("B:W6,7:B24,K20", "double corner", -1); // White is behind (4 against 5), and 6 reaches 1
        check("B:W6,7,8,10:B17", "double corner", 0); // 17 reaches 21 and 22 only
    }

    @Test
    void crampCountsTwoWhenTheCrampingSquareHoldsTheFourBehind() {
        check("B:W17,21,22,25:B13,9", "cramp", 2);
        check("W:W17,21,22,25:B13,9", "cramp", -2);
        check("B:W17,21,22,25:B13,5", "cramp", 0); // neither 9 nor 14 held
        check("B:W17,21,22:B13,14", "cramp", 0); // 25 empty
        check("W:W20,19:B16,12,11,8", "cramp", 2); // White's cramp, the same turned round
    }

    @Test
    void stepsAreDeniedOfferAnExchangeOrThreaten() {
        // Black: 15-18 is taken by 22x15, and 10 jumps the jumper back (10x19): an exchange; 10-14
        // and 15-19 are safe; 15-18 threatens 18x25. White: 22-18 is taken by 15x22 with nothing to
        // jump back: denied; 22-17 is safe; 22-18 threatens 18x11.
        String fen = "B:W22:B10,15";
        check(fen, "square mobility", 3 - 2);
        check(fen, "denial", 0 - 1);
        check(fen, "undenied mobility", 3 - 1);
        check(fen, "forced exchange", 1 - 0);
        check(fen, "threatening steps", 1 - 1);
        // Without 10, 15-18 is taken for nothing: denied on both sides.
        check("B:W22:B15", "denial", 0);
        check("B:W22:B15", "forced exchange", 0);
        check("B:W22:B15", "undenied mobility", 1 - 1);
        // Black's 9-14 is taken by 18x9, White's 18-14 by 9x18: one denied square each.
        check("B:W18:B9", "denial", 1 - 1);
        // A square two steps reach is denied only when both are: Black's 14 is reached from 9 (then
        // taken by 18x9) and from 10 (then 9 stands behind it: no jump), so only 15 is denied
        // (10-15, taken by 18x11); White's 18-14 and 18-15 are both taken (9x18 or 10x17, 10x19).
        check("B:W18:B9,10", "denial", 1 - 2);
    }

    @Test
    void theDiagonalsOfTheDoubleCornersWeighThreeHalvesThenOneThenAHalf() {
        // Black: 1 and 9 on the double-corner diagonals, 13 beside them; White: 21 two out, 29 none.
        check("B:W21,29:B1,9,13", "double diagonal", 2);
        check("B:W21,29:B1,9,13", "diagonal moment", 1.5 * 2 + 1 - 0.5);
    }

    @Test
    void aForkIsTwoPiecesSideBySideThatOneStepWouldThreatenBoth() {
        check("B:W18,19:B10", "fork", 1); // 10-15 would threaten 15x22 and 15x24
        check("B:W18,19,22:B10", "fork", 0); // 22 behind 18: no jump over it
        check("B:W18,19:B1", "fork", 0); // no black piece can step to 15
        check("W:W18,19:B10", "fork", -1);
    }

    @Test
    void backGuardAndOreoHoldTheBackRowWhileTheOpponentHasNoKing() {
        check("B:W21:B2,3,7", "back guard", 1);
        check("B:W21:B2,3,7", "oreo", 1);
        check("B:W21:B1,3", "back guard", 1);
        check("B:W21:B1,3", "oreo", 0);
        check("B:WK21:B2,3,7", "back guard", 0);
        check("B:WK21:B2,3,7", "oreo", 0);
        check("B:W26,30,31:B2,3,7", "oreo", 0); // both hold theirs
    }

    @Test
    void theMoveIsAnOddCountInTheSystemWithEvenPieces() {
        check("B:W25,30:B1,2", "the move", 1); // 1, 2 and 25 on the files of 1 to 4
        check("B:W29,30:B1,2", "the move", 0);
        check("B:W25,30:B1,2,3", "the move", 0); // not even
    }

    @Test
    void edgeBalanceAndNearCrowning() {
        check("B:W20,21:B5,12,13", "edge", 3 - 2);
        check("B:W20:B5,6,9,13", "balance", 4 - 1);
        check("B:W6,14:B22,27,K26", "near crowning", 2 - 1);
    }

    /** The position turned half a turn with the colours swapped: the same position for the other side. */
    private static Draughts mirror(Draughts p) {
        Draughts m = new Draughts(Rules.ENGLISH);
        m.place(turn(p, p.black()), turn(p, p.white()), turn(p, p.kings()), p.colour() ^ 1);
        return m;
    }

    private static long turn(Draughts p, long bits) {
        long out = 0;
        for (long b = bits; b != 0; b &= b - 1) {
            out |= 1L << p.bitOf[31 - p.squareOf[Long.numberOfTrailingZeros(b)]];
        }
        return out;
    }

    @Test
    void everyTermIsTheSameForThePositionTurnedRoundColoursSwapped() {
        String[] names = SamuelTerms.names();
        for (Draughts p : positions()) {
            double[] f = new double[names.length];
            double[] g = new double[names.length];
            p.features(f);
            mirror(p).features(g);
            for (int i = 0; i < names.length; i++) {
                assertThat(g[i]).as("%s in %s", names[i], p).isEqualTo(f[i]);
            }
        }
    }

    @Test
    void theHandSetWeightsAreTheClassicEvaluation() {
        DraughtsEvaluation classic = new DraughtsEvaluation();
        double[] w = new Draughts(Rules.ENGLISH).handSetWeights();
        for (Draughts p : positions()) {
            double[] f = new double[w.length];
            p.features(f);
            double sum = 0;
            for (int i = 0; i < w.length; i++) {
                sum += w[i] * f[i];
            }
            assertThat(Math.round(sum * 400)).as("%s", p).isEqualTo(classic.evaluate(p));
        }
    }
}
