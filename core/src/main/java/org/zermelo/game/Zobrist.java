package org.zermelo.game;

import java.util.SplittableRandom;

/**
 * Zobrist hashing: one random 64-bit key per (piece, square) and one for the side to move; a
 * position's hash is the XOR of the keys of what is on the board, so a move updates it with
 * one or two XORs and undoing the move restores it exactly.
 */
public final class Zobrist {

    private Zobrist() {}

    /**
     * {@code count} keys from a fixed seed: the same game always gets the same keys, so hashes
     * are reproducible from run to run.
     */
    public static long[] keys(long seed, int count) {
        SplittableRandom random = new SplittableRandom(seed);
        long[] keys = new long[count];
        for (int i = 0; i < count; i++) {
            long key;
            do {
                key = random.nextLong();
            } while (key == 0);
            keys[i] = key;
        }
        return keys;
    }
}
