package org.zermelo.games.domineering;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * What a player p is sure of in the game of areas, places and options that Domineering's
 * bounds count (see {@code Domineering.lead}), against that game played out move by move. Each
 * turn the opponent spoils an area, an isolated place, up to two other places, an area and
 * another place at once (the area then leaves an isolated place, its other line), an option,
 * or plays elsewhere; p takes an area, a place or an option. Two scores are played for:
 * <ul>
 *   <li>moves: an area two (one with each line), a place one; with the opponent's real moves
 *       that p's areas take, an area four;</li>
 *   <li>worth, the score the bound by the opponent's cells weighs: a place four, a place with a
 *       protected cell three, an area eight, an option the cells it denies (one to three).</li>
 * </ul>
 */
class ShareTest {

    private static final int AREAS = 5;
    private static final int PLACES = 40;

    /** Moves, first and second, by [areas][isolated][shared]; an area worth {@code areaMoves}. */
    private static int[][][][] moves(int areaMoves) {
        int[][][] first = new int[AREAS][PLACES][PLACES];
        int[][][] second = new int[AREAS][PLACES][PLACES];
        // by the number of things left: every move removes at least one, or is a pass of the opponent
        for (int total = 0; total < AREAS + 2 * PLACES; total++) {
            for (int c = 0; c < AREAS; c++) {
                for (int a = 0; a < PLACES; a++) {
                    int b = total - c - a;
                    if (b < 0 || b >= PLACES) {
                        continue;
                    }
                    int f = 0;
                    if (c > 0) {
                        f = Math.max(f, areaMoves + second[c - 1][a][b]);
                    }
                    if (a > 0) {
                        f = Math.max(f, 1 + second[c][a - 1][b]);
                    }
                    if (b > 0) {
                        f = Math.max(f, 1 + second[c][a][b - 1]);
                    }
                    first[c][a][b] = f;
                    int s = f; // the opponent plays elsewhere
                    if (c > 0) {
                        s = Math.min(s, first[c - 1][a][b]);
                    }
                    if (a > 0) {
                        s = Math.min(s, first[c][a - 1][b]);
                    }
                    if (b > 0) {
                        s = Math.min(s, first[c][a][Math.max(0, b - 2)]);
                    }
                    if (c > 0 && b > 0 && a + 1 < PLACES) {
                        s = Math.min(s, first[c - 1][a + 1][b - 1]);
                    }
                    second[c][a][b] = s;
                }
            }
        }
        return new int[][][][] {first, second};
    }

    @Test
    void theMovesAreThoseOfTheGame() {
        int[][][] second = moves(2)[1];
        int[][][][] withReal = moves(4);
        // the last places lack the moves that add an isolated place
        for (int c = 0; c < AREAS; c++) {
            for (int a = 0; a + AREAS < PLACES; a++) {
                for (int b = 0; b + AREAS < PLACES; b++) {
                    assertThat(Domineering.placeMoves(c, a, b)).as("second, %d areas, %d isolated, %d shared", c, a, b)
                            .isEqualTo(second[c][a][b]);
                    assertThat(Domineering.secondMoves(c, a, b)).as("second with real moves, %d areas, %d isolated, %d shared", c, a, b)
                            .isEqualTo(withReal[1][c][a][b]);
                    assertThat(Domineering.firstMoves(c, a, b, false)).as("first with real moves, %d areas, %d isolated, %d shared", c, a, b)
                            .isEqualTo(withReal[0][c][a][b]);
                }
            }
        }
    }

    // the game of worth: areas, isolated places without and with a protected cell, shared ones, options of 3, 2, 1 cells
    private static final int C = 5;
    private static final int A4 = 8;
    private static final int A3 = 5;
    private static final int B4 = 9;
    private static final int B3 = 5;
    private static final int W = 4;
    private final int[] first = new int[C * A4 * A3 * B4 * B3 * W * W * W];
    private final int[] second = new int[first.length];

    private static int at(int c, int a4, int a3, int b4, int b3, int w3, int w2, int w1) {
        return ((((((c * A4 + a4) * A3 + a3) * B4 + b4) * B3 + b3) * W + w3) * W + w2) * W + w1;
    }

    private int first(int c, int a4, int a3, int b4, int b3, int w3, int w2, int w1) {
        return first[at(c, a4, a3, b4, b3, w3, w2, w1)];
    }

    private int second(int c, int a4, int a3, int b4, int b3, int w3, int w2, int w1) {
        return second[at(c, a4, a3, b4, b3, w3, w2, w1)];
    }

    ShareTest() {
        for (int total = 0; total < 2 * C + A4 + A3 + B4 + B3 + 3 * W; total++) {
            for (int c = 0; c < C; c++) {
                for (int a4 = 0; a4 < A4; a4++) {
                    for (int a3 = 0; a3 < A3; a3++) {
                        for (int b4 = 0; b4 < B4; b4++) {
                            for (int b3 = 0; b3 < B3; b3++) {
                                for (int w3 = 0; w3 < W; w3++) {
                                    for (int w2 = 0; w2 < W; w2++) {
                                        int w1 = total - 2 * c - a4 - a3 - b4 - b3 - w3 - w2;
                                        if (w1 >= 0 && w1 < W) {
                                            play(c, a4, a3, b4, b3, w3, w2, w1);
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /** The values of one state, from those of the states its moves lead to (all with fewer things, or an area fewer). */
    private void play(int c, int a4, int a3, int b4, int b3, int w3, int w2, int w1) {
        int f = 0;
        if (c > 0) {
            f = Math.max(f, 8 + second(c - 1, a4, a3, b4, b3, w3, w2, w1));
        }
        if (a4 > 0) {
            f = Math.max(f, 4 + second(c, a4 - 1, a3, b4, b3, w3, w2, w1));
        }
        if (a3 > 0) {
            f = Math.max(f, 3 + second(c, a4, a3 - 1, b4, b3, w3, w2, w1));
        }
        if (b4 > 0) {
            f = Math.max(f, 4 + second(c, a4, a3, b4 - 1, b3, w3, w2, w1));
        }
        if (b3 > 0) {
            f = Math.max(f, 3 + second(c, a4, a3, b4, b3 - 1, w3, w2, w1));
        }
        if (w3 > 0) {
            f = Math.max(f, 3 + second(c, a4, a3, b4, b3, w3 - 1, w2, w1));
        }
        if (w2 > 0) {
            f = Math.max(f, 2 + second(c, a4, a3, b4, b3, w3, w2 - 1, w1));
        }
        if (w1 > 0) {
            f = Math.max(f, 1 + second(c, a4, a3, b4, b3, w3, w2, w1 - 1));
        }
        first[at(c, a4, a3, b4, b3, w3, w2, w1)] = f;
        int s = f; // the opponent plays elsewhere
        if (c > 0) {
            s = Math.min(s, first(c - 1, a4, a3, b4, b3, w3, w2, w1));
            if (a4 + 1 < A4 && b4 > 0) { // the area's other line is left, a place without a protected cell
                s = Math.min(s, first(c - 1, a4 + 1, a3, b4 - 1, b3, w3, w2, w1));
            }
            if (a4 + 1 < A4 && b3 > 0) {
                s = Math.min(s, first(c - 1, a4 + 1, a3, b4, b3 - 1, w3, w2, w1));
            }
        }
        if (a4 > 0) {
            s = Math.min(s, first(c, a4 - 1, a3, b4, b3, w3, w2, w1));
        }
        if (a3 > 0) {
            s = Math.min(s, first(c, a4, a3 - 1, b4, b3, w3, w2, w1));
        }
        for (int x4 = 0; x4 <= Math.min(2, b4); x4++) {
            for (int x3 = 0; x3 <= Math.min(2 - x4, b3); x3++) {
                if (x4 + x3 > 0) {
                    s = Math.min(s, first(c, a4, a3, b4 - x4, b3 - x3, w3, w2, w1));
                }
            }
        }
        if (w3 > 0) {
            s = Math.min(s, first(c, a4, a3, b4, b3, w3 - 1, w2, w1));
        }
        if (w2 > 0) {
            s = Math.min(s, first(c, a4, a3, b4, b3, w3, w2 - 1, w1));
        }
        if (w1 > 0) {
            s = Math.min(s, first(c, a4, a3, b4, b3, w3, w2, w1 - 1));
        }
        second[at(c, a4, a3, b4, b3, w3, w2, w1)] = s;
    }

    @Test
    void theWorthNeverPromisesMoreThanTheGameGivesAndIsOftenExact() {
        int checked = 0;
        int exact = 0;
        int tempo = 0;
        for (int c = 0; c < C; c++) {
            for (int a4 = 0; a4 + c < A4; a4++) { // the last ones lack the move that adds an isolated place
                for (int a3 = 0; a3 < A3; a3++) {
                    for (int b4 = 0; b4 < B4; b4++) {
                        for (int b3 = 0; b3 < B3; b3++) {
                            for (int w3 = 0; w3 < W; w3++) {
                                for (int w2 = 0; w2 < W; w2++) {
                                    for (int w1 = 0; w1 < W; w1++) {
                                        int options = w3 | w2 << 10 | w1 << 20;
                                        int s = Domineering.secondWorth(c, a4 + a3, a3, b4 + b3, b3, options);
                                        int game = second(c, a4, a3, b4, b3, w3, w2, w1);
                                        String state = "%d areas, %d + %d isolated, %d + %d shared, options %d %d %d"
                                                .formatted(c, a4, a3, b4, b3, w3, w2, w1);
                                        assertThat(s).as("second, " + state).isLessThanOrEqualTo(game);
                                        assertThat(Domineering.firstWorth(c, a4 + a3, a3, b4 + b3, b3, options, false))
                                                .as("first, " + state).isLessThanOrEqualTo(first(c, a4, a3, b4, b3, w3, w2, w1));
                                        checked++;
                                        exact += s == game ? 1 : 0;
                                        // p begins in the options: more than the opponent beginning there would leave it
                                        tempo += s > Domineering.secondWorth(c, a4 + a3, a3, b4 + b3, b3, 0)
                                                + Domineering.secondWorth(0, 0, 0, 0, 0, options) ? 1 : 0;
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        assertThat(exact).as("exact, of %d", checked).isGreaterThan(checked * 2 / 3);
        assertThat(tempo).as("the places' remainders let p begin in the options, of %d", checked).isGreaterThan(checked / 10);
    }

    @Test
    void withoutProtectedCellsTheWorthIsExact() {
        for (int c = 0; c < C; c++) {
            for (int a4 = 0; a4 + c < A4; a4++) {
                for (int b4 = 0; b4 < B4; b4++) {
                    for (int w3 = 0; w3 < W; w3++) {
                        for (int w2 = 0; w2 < W; w2++) {
                            for (int w1 = 0; w1 < W; w1++) {
                                assertThat(Domineering.secondWorth(c, a4, 0, b4, 0, w3 | w2 << 10 | w1 << 20))
                                        .as("%d areas, %d isolated, %d shared, options %d %d %d", c, a4, b4, w3, w2, w1)
                                        .isEqualTo(second(c, a4, 0, b4, 0, w3, w2, w1));
                            }
                        }
                    }
                }
            }
        }
    }
}
