package org.zermelo.search;

/**
 * The transposition table of {@link ProofSearch}: for each stored position, its 64-bit key,
 * whether it is won for the side to move, and how much work proving it took. Two slots per
 * bucket: the first keeps the most expensive proof that maps there (a proof that took a
 * million nodes is worth more than one that took ten), the second always takes the newest.
 * Packed in two primitive arrays sized once; nothing is allocated while searching.
 */
final class ProofTable {

    /** What {@link #get} returns for a position not in the table. */
    static final int MISSING = 0;
    static final int WON = 1;
    static final int LOST = 2;

    private final long[] keys;
    /** Bits 0-1: WON or LOST (0 = empty slot); bits 2 and up: log2 of the nodes spent. */
    private final int[] entries;
    private final int mask;

    /** A table of about {@code megabytes} MB (at least 1). */
    ProofTable(int megabytes) {
        long slots = Math.max(1L, megabytes) * (1 << 20) / 12;
        int buckets = Integer.highestOneBit((int) Math.min(slots / 2, 1 << 29));
        keys = new long[2 * buckets];
        entries = new int[2 * buckets];
        mask = buckets - 1;
    }

    int get(long key) {
        int i = index(key);
        if (keys[i] == key && entries[i] != 0) {
            return entries[i] & 3;
        }
        if (keys[i + 1] == key && entries[i + 1] != 0) {
            return entries[i + 1] & 3;
        }
        return MISSING;
    }

    /** Stores a proof of {@code result} (WON or LOST) that took {@code nodes} nodes. */
    void put(long key, int result, long nodes) {
        int i = index(key);
        int work = 63 - Long.numberOfLeadingZeros(nodes | 1);
        int entry = work << 2 | result;
        if (keys[i] == key || entries[i] == 0 || work >= entries[i] >>> 2) {
            if (keys[i] != key && entries[i] != 0) {
                keys[i + 1] = keys[i]; // the displaced proof still gets the second slot
                entries[i + 1] = entries[i];
            }
            keys[i] = key;
            entries[i] = entry;
        } else {
            keys[i + 1] = key;
            entries[i + 1] = entry;
        }
    }

    void clear() {
        java.util.Arrays.fill(entries, 0);
    }

    private int index(long key) {
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> 32 & mask) << 1;
    }
}
