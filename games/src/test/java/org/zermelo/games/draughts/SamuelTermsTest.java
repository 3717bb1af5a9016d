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
        assertThat(names).hasSize(first + 10);
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
