package org.zermelo.games.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.zermelo.search.Perft;

/**
 * Perft from the start, against the published counts: English checkers from OEIS A133046 and
 * Aart Bik's pages, international draughts from Bik's (a capture reached by two paths counted
 * once), Brazilian draughts from Rein Halbersma's; and two international positions of the perft
 * thread of the FMJD forum, as Halbersma's dctl library tests them: "random178", with kings and
 * majority captures, and the Woldouby position. The deeper counts are in docs/games.md, run by
 * {@code zermelo perft}.
 */
class DraughtsPerftTest {

    private static long[] perft(Rules rules, int depth) {
        long[] counts = new long[depth];
        for (int d = 1; d <= depth; d++) {
            counts[d - 1] = Perft.count(new Draughts(rules), d);
        }
        return counts;
    }

    @Test
    void englishCheckersFromTheStart() {
        assertThat(perft(Rules.ENGLISH, 8)).containsExactly(7, 49, 302, 1469, 7361, 36768, 179740, 845931);
    }

    @Test
    void internationalDraughtsFromTheStart() {
        assertThat(perft(Rules.INTERNATIONAL, 6)).containsExactly(9, 81, 658, 4265, 27117, 167140);
    }

    private static long[] perft(Rules rules, String fen, int depth) {
        long[] counts = new long[depth];
        for (int d = 1; d <= depth; d++) {
            counts[d - 1] = Perft.count(Draughts.parse(rules, fen), d);
        }
        return counts;
    }

    @Test
    void internationalPositionsWithKingsAndMajorityCaptures() {
        assertThat(perft(Rules.INTERNATIONAL, "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46", 6))
                .containsExactly(14, 55, 1168, 5432, 87195, 629010);
        assertThat(perft(Rules.INTERNATIONAL, "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38", 11))
                .containsExactly(6, 12, 30, 73, 215, 590, 1944, 6269, 22369, 88050, 377436);
    }

    @Test
    void brazilianDraughtsFromTheStart() {
        assertThat(perft(Rules.BRAZILIAN, 7)).containsExactly(7, 49, 302, 1469, 7473, 37628, 187302);
    }
}
