package org.zermelo.games.grundy;

import org.zermelo.game.SpragueGrundy;

/**
 * The Sprague-Grundy values of single piles of Grundy's game, computed through
 * {@link SpragueGrundy} from the smallest pile up, and shared by every position.
 */
final class PileValues {

    private static int[] values = new int[0];

    private PileValues() {}

    /** The values of piles of 0 to at least {@code largest} coins, computed on the first need. */
    static synchronized int[] upTo(int largest) {
        if (values.length <= largest) {
            values = SpragueGrundy.heapValues(new GrundyGame(), largest);
        }
        return values;
    }
}
