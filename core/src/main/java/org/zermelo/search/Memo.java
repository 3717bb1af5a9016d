package org.zermelo.search;

/**
 * A map from 64-bit position keys to non-zero ints, in two primitive arrays with open
 * addressing: no boxing, no per-entry object. It doubles when three quarters full, so its
 * allocations happen a logarithmic number of times, not per node. Two positions with the same
 * 64-bit Zobrist key are taken to be the same position.
 */
final class Memo {

    /** The value {@link #get} returns for a key that is not stored. */
    static final int MISSING = 0;

    private long[] keys;
    private int[] values;
    private int size;

    Memo() {
        clear();
    }

    void clear() {
        keys = new long[1024];
        values = new int[1024];
        size = 0;
    }

    int size() {
        return size;
    }

    int get(long key) {
        int mask = keys.length - 1;
        for (int i = slot(key, mask); ; i = (i + 1) & mask) {
            if (values[i] == MISSING || keys[i] == key) {
                return values[i];
            }
        }
    }

    void put(long key, int value) {
        if (value == MISSING) {
            throw new IllegalArgumentException("0 cannot be stored");
        }
        int mask = keys.length - 1;
        int i = slot(key, mask);
        while (values[i] != MISSING && keys[i] != key) {
            i = (i + 1) & mask;
        }
        if (values[i] == MISSING) {
            size++;
        }
        keys[i] = key;
        values[i] = value;
        if (4 * size > 3 * keys.length) {
            grow();
        }
    }

    private static int slot(long key, int mask) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 40) & mask;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        keys = new long[2 * oldKeys.length];
        values = new int[2 * oldKeys.length];
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldValues[i] != MISSING) {
                put(oldKeys[i], oldValues[i]);
            }
        }
    }
}
