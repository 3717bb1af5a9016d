package org.zermelo.games.backgammon;

import java.util.Arrays;
import org.zermelo.game.MoveList;

/**
 * The legal moves of a roll as distinct resulting positions. It tries the dice depth first on
 * the mover's board (both orders of a roll that is not a double; a double's four dice from
 * non-increasing points, which reaches each result once), keeps the sequences that play the
 * most dice (and, when only one die of a roll can be played, the larger one if it can), and
 * drops a sequence whose result is already listed, by an exact key of the result: the points
 * that lose and gain a checker, and the blots hit. The opponent's board never changes what the
 * mover may do within a move (a hit blot only leaves a point the mover could land on anyway),
 * so the search changes only the mover's board, and puts it back.
 *
 * <p>Allocates nothing once its table of keys has grown to the largest number of moves seen.
 */
final class MoveGenerator {

    private int[] mine;
    private int[] theirs;
    /** The mover's checkers outside the home board (points 7 to 24, and the bar). */
    private int outside;
    /** The steps of the sequence being built, {@code from << 3 | die}. */
    private final int[] steps = new int[4];
    /** The best rank of the sequences seen: twice the dice played, plus one for a lone larger die. */
    private int bestRank;
    private int high;
    private MoveList out;
    /** Scratch for {@link #resultKey}. */
    private final int[] change = new int[26];
    // An open-addressing set of the keys of the results listed, cleared by a new stamp.
    private long[] keys = new long[1024];
    private int[] stamps = new int[1024];
    private int stamp;
    private int size;

    /** Fills {@code out} with the moves of {@code high}-{@code low} ({@link Backgammon#PASS} when no die plays). */
    void generate(int[] mine, int[] theirs, int high, int low, MoveList out) {
        this.mine = mine;
        this.theirs = theirs;
        this.out = out;
        out.clear();
        clearKeys();
        bestRank = 0;
        this.high = high == low ? 0 : high;
        outside = 0;
        for (int slot = 7; slot <= Backgammon.BAR; slot++) {
            outside += mine[slot];
        }
        if (high == low) {
            doubles(0, high, Backgammon.BAR);
        } else {
            twoDice(0, high, low);
            twoDice(0, low, high);
        }
        if (bestRank == 0) {
            out.add(Backgammon.PASS);
        }
    }

    /** The steps of a double from {@code k} on, each from a point no higher than the one before. */
    private void doubles(int k, int die, int highest) {
        boolean played = false;
        for (int from = highest; from >= 1; from--) {
            if (canPlay(from, die)) {
                played = true;
                int to = apply(from, die);
                steps[k] = from << 3 | die;
                if (k == 3) {
                    record(4);
                } else {
                    doubles(k + 1, die, from);
                }
                undo(from, to);
            }
        }
        if (!played) {
            record(k);
        }
    }

    /** Step {@code k} of a roll that is not a double, {@code first} die then {@code second}. */
    private void twoDice(int k, int first, int second) {
        int die = k == 0 ? first : second;
        boolean played = false;
        for (int from = Backgammon.BAR; from >= 1; from--) {
            if (canPlay(from, die)) {
                played = true;
                int to = apply(from, die);
                steps[k] = from << 3 | die;
                if (k == 1) {
                    record(2);
                } else {
                    twoDice(1, first, second);
                }
                undo(from, to);
            }
        }
        if (!played) {
            record(k);
        }
    }

    /** True when a checker on {@code from} may move {@code die} pips now. */
    private boolean canPlay(int from, int die) {
        if (mine[from] == 0 || mine[Backgammon.BAR] > 0 && from != Backgammon.BAR) {
            return false;
        }
        int to = from - die;
        if (to >= 1) {
            return theirs[25 - to] <= 1;
        }
        if (outside > 0) {
            return false;
        }
        if (to == 0) {
            return true;
        }
        // A die larger than needed bears off only from the highest occupied point.
        for (int p = from + 1; p <= 6; p++) {
            if (mine[p] > 0) {
                return false;
            }
        }
        return true;
    }

    private int apply(int from, int die) {
        int to = Math.max(Backgammon.OFF, from - die);
        mine[from]--;
        mine[to]++;
        if (from >= 7 && to <= 6) {
            outside--;
        }
        return to;
    }

    private void undo(int from, int to) {
        mine[to]--;
        mine[from]++;
        if (from >= 7 && to <= 6) {
            outside++;
        }
    }

    /**
     * A sequence of {@code dice} steps ends here: listed if it ranks with the best so far and its
     * result is new. The rules rank sequences by the dice they play, and when a roll's two dice
     * cannot both be played, the larger die above the smaller.
     */
    private void record(int dice) {
        int rank = 2 * dice + (dice == 1 && (steps[0] & 7) == high ? 1 : 0);
        if (rank < bestRank || dice == 0) {
            return;
        }
        if (rank > bestRank) {
            bestRank = rank;
            out.clear();
            clearKeys();
        }
        if (add(resultKey(steps, dice, theirs, change))) {
            int move = 0;
            for (int i = 0; i < dice; i++) {
                move |= steps[i] << (8 * i);
            }
            out.add(move);
        }
    }

    /**
     * An exact key of the position a sequence of steps reaches: the slots that lose checkers and
     * those that gain some (a checker passing through a point counts for neither), five bits each
     * in decreasing order, then the points where a blot is hit (24 bits). Two sequences reach the
     * same position exactly when their keys are equal.
     */
    static long resultKey(int[] steps, int dice, int[] theirs, int[] change) {
        Arrays.fill(change, 0);
        long hits = 0;
        for (int i = 0; i < dice; i++) {
            int from = steps[i] >> 3;
            int to = Math.max(Backgammon.OFF, from - (steps[i] & 7));
            change[from]--;
            change[to]++;
            if (to >= 1 && theirs[25 - to] == 1) {
                hits |= 1L << (to - 1);
            }
        }
        long lost = 0;
        long gained = 0;
        int nLost = 0;
        int nGained = 0;
        for (int slot = Backgammon.BAR; slot >= 0; slot--) {
            for (int c = change[slot]; c < 0; c++) {
                lost |= (long) slot << (5 * nLost++);
            }
            for (int c = change[slot]; c > 0; c--) {
                gained |= (long) slot << (5 * nGained++);
            }
        }
        // Unused places hold 31, no slot: four places of five bits for each side of the change.
        for (int i = nLost; i < 4; i++) {
            lost |= 31L << (5 * i);
        }
        for (int i = nGained; i < 4; i++) {
            gained |= 31L << (5 * i);
        }
        return lost | gained << 20 | hits << 40;
    }

    private void clearKeys() {
        if (++stamp == 0) { // after 2^32 clears, old stamps could come back: forget them
            Arrays.fill(stamps, 0);
            stamp = 1;
        }
        size = 0;
    }

    /** Adds a key to the set; false when it was there. */
    private boolean add(long key) {
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        int i = (int) (mix(key) & mask);
        while (stamps[i] == stamp) {
            if (keys[i] == key) {
                return false;
            }
            i = (i + 1) & mask;
        }
        stamps[i] = stamp;
        keys[i] = key;
        size++;
        return true;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldStamps = stamps;
        keys = new long[2 * oldKeys.length];
        stamps = new int[keys.length];
        int mask = keys.length - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            if (oldStamps[j] == stamp) {
                int i = (int) (mix(oldKeys[j]) & mask);
                while (stamps[i] == stamp) {
                    i = (i + 1) & mask;
                }
                stamps[i] = stamp;
                keys[i] = oldKeys[j];
            }
        }
    }

    private static long mix(long key) {
        long z = key * 0x9E3779B97F4A7C15L;
        return z ^ (z >>> 29);
    }
}
