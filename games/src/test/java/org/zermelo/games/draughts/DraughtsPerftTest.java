package org.zermelo.games.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.zermelo.search.Perft;

/**
 * Perft from the start, against the published counts: English checkers from OEIS A133046 and
 * Aart Bik's pages, international draughts from Bik's (a capture reached by two paths counted
 * once), Brazilian draughts from Rein Halbersma's. The deeper counts are in docs/games.md, run by
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

    @Test
    void brazilianDraughtsFromTheStart() {
        assertThat(perft(Rules.BRAZILIAN, 7)).containsExactly(7, 49, 302, 1469, 7473, 37628, 187302);
    }
}
