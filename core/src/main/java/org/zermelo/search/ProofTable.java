package org.zermelo.search;

/**
 * The transposition table of {@link ProofSearch}: for each stored position, its 64-bit key,
 * whether it is won for the side to move, and how much work proving it took. Two slots per
 * bucket: the first keeps the most expensive proof that maps there (a proof that took a
 * million nodes is worth more than one that took ten), the second always takes the newest.
 * Packed in two primitive arrays. It starts small and doubles while it fills, up to its size
 * in MB; from then on it replaces. It grows a logarithmic number of times, never per node.
 */
final class ProofTable {

    /** What {@link #get} returns for a position not in the table. */
    static final int MISSING = 0;
    static final int WON = 1;
    static final int LOST = 2;

    private static final int FIRST_BUCKETS = 1 << 14;

    private final int maxBuckets;
    private long[] keys;
    /** Bits 0-1: WON or LOST (0 = empty slot); bits 2 and up: log2 of the nodes spent. */
    private int[] entries;
    private int mask;
    private int used;

    /** A table that grows up to about {@code megabytes} MB (at least 1). */
    ProofTable(int megabytes) {
        long slots = Math.max(1L, megabytes) * (1 << 20) / 12;
        maxBuckets = Integer.highestOneBit((int) Math.min(slots / 2, 1 << 29));
        clear();
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
        int work = 63 - Long.numberOfLeadingZeros(nodes | 1);
        store(key, work << 2 | result);
        if (4L * used > 3L * keys.length && mask + 1 < maxBuckets) {
            grow();
        }
    }

    private void store(long key, int entry) {
        int i = index(key);
        if (keys[i] == key || entries[i] == 0 || entry >>> 2 >= entries[i] >>> 2) {
            if (keys[i] != key && entries[i] != 0) {
                if (entries[i + 1] == 0) {
                    used++;
                }
                keys[i + 1] = keys[i]; // the displaced proof still gets the second slot
                entries[i + 1] = entries[i];
            }
            if (entries[i] == 0) {
                used++;
            }
            keys[i] = key;
            entries[i] = entry;
        } else {
            if (entries[i + 1] == 0) {
                used++;
            }
            keys[i + 1] = key;
            entries[i + 1] = entry;
        }
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldEntries = entries;
        allocate(2 * (mask + 1));
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldEntries[i] != 0) {
                store(oldKeys[i], oldEntries[i]);
            }
        }
    }

    /** Forgets every proof, and the room it had grown. */
    void clear() {
        allocate(Math.min(FIRST_BUCKETS, maxBuckets));
    }

    private void allocate(int buckets) {
        keys = new long[2 * buckets];
        entries = new int[2 * buckets];
        mask = buckets - 1;
        used = 0;
    }

    private int index(long key) {
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> 32 & mask) << 1;
    }
}
