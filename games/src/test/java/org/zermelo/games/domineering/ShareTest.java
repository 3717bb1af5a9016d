package org.zermelo.games.domineering;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The shares a player is sure of in the game of areas and places that Domineering's bounds
 * count (see {@code Domineering.lead}), against that game played out move by move: each turn
 * the opponent spoils an area, an isolated place, up to two other places, an area and another
 * place at once (the area then leaves an isolated place), or plays elsewhere; the player takes
 * an area (two moves) or a place (one).
 */
class ShareTest {

    private static final int AREAS = 9;
    private static final int PLACES = 50;
    /** The places checked: fewer than those played out, whose last ones lack the move that adds an isolated place. */
    private static final int CHECKED = PLACES - AREAS;
    private final int[][][] first = new int[AREAS][PLACES][PLACES];
    private final int[][][] second = new int[AREAS][PLACES][PLACES];

    ShareTest() {
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
                        f = Math.max(f, 2 + second[c - 1][a][b]);
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
    }

    @Test
    void theSharesNeverPromiseMoreThanTheGameGivesAndAreExactWithoutAnOddArea() {
        int below = 0;
        for (int c = 0; c < AREAS; c++) {
            for (int a = 0; a < CHECKED; a++) {
                for (int b = 0; b < CHECKED; b++) {
                    assertThat(Math.max(Domineering.firstShare(c, a, b, true), Domineering.firstShare(c, a, b, false))).as("first, %d areas, %d isolated, %d shared", c, a, b)
                            .isEqualTo(first[c][a][b]);
                    int s = Domineering.secondShare(c, a, b);
                    assertThat(s).as("second, %d areas, %d isolated, %d shared", c, a, b).isLessThanOrEqualTo(second[c][a][b]);
                    if (c % 2 == 0) {
                        assertThat(s).isEqualTo(second[c][a][b]);
                    } else if (s < second[c][a][b]) {
                        below++;
                    }
                }
            }
        }
        assertThat(below).as("an odd area may be worth more than an isolated place").isPositive();
    }
}
