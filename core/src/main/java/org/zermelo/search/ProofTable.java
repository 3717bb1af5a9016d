package org.zermelo.search;

/**
 * The transposition table of {@link ProofSearch}: for each stored position, its 64-bit key,
 * whether it is won for the side to move, and how much work proving it took. Two slots per
 * bucket: the first keeps the most expensive proof that maps there (a proof that took a
 * million nodes is worth more than one that took ten), the second always takes the newest.
 * A slot is one {@code long}, so that a probe reads one cache line: the key's top 56 bits,
 * and in the low byte the entry (the index comes from other bits of the key, so the two
 * together still tell positions apart as well as 64 bits do). It starts small and doubles
 * while it fills, up to its size in MB; from then on it replaces. It grows a logarithmic
 * number of times, never per node.
 */
final class ProofTable {

    /** What {@link #get} returns for a position not in the table. */
    static final int MISSING = 0;
    static final int WON = 1;
    static final int LOST = 2;

    private static final int FIRST_BUCKETS = 1 << 14;
    /** The low byte of a slot: bits 0-1 WON or LOST (0 = empty slot), bits 2-7 log2 of the nodes spent. */
    private static final long ENTRY = 0xFF;

    private final int maxBuckets;
    private long[] slots;
    private int mask;
    private int used;

    /** A table that grows up to about {@code megabytes} MB (at least 1). */
    ProofTable(int megabytes) {
        long slotCount = Math.max(1L, megabytes) * (1 << 20) / Long.BYTES;
        maxBuckets = Integer.highestOneBit((int) Math.min(slotCount / 2, 1 << 29));
        clear();
    }

    int get(long key) {
        int i = index(key);
        long tag = key & ~ENTRY;
        long slot = slots[i];
        if ((slot & ~ENTRY) == tag && slot != 0) {
            return (int) slot & 3;
        }
        slot = slots[i + 1];
        if ((slot & ~ENTRY) == tag && slot != 0) {
            return (int) slot & 3;
        }
        return MISSING;
    }

    /** Stores a proof of {@code result} (WON or LOST) that took {@code nodes} nodes. */
    void put(long key, int result, long nodes) {
        int work = 63 - Long.numberOfLeadingZeros(nodes | 1);
        store(key & ~ENTRY | work << 2 | result);
        if (4L * used > 3L * slots.length && mask + 1 < maxBuckets) {
            grow();
        }
    }

    /** Stores a slot: a key's tag and its entry. */
    private void store(long slot) {
        int i = index(slot);
        long first = slots[i];
        boolean same = ((first ^ slot) & ~ENTRY) == 0;
        if (first == 0 || same || (slot & ENTRY) >>> 2 >= (first & ENTRY) >>> 2) {
            if (first != 0 && !same) {
                if (slots[i + 1] == 0) {
                    used++;
                }
                slots[i + 1] = first; // the displaced proof still gets the second slot
            }
            if (first == 0) {
                used++;
            }
            slots[i] = slot;
        } else {
            if (slots[i + 1] == 0) {
                used++;
            }
            slots[i + 1] = slot;
        }
    }

    private void grow() {
        long[] old = slots;
        allocate(2 * (mask + 1));
        for (long slot : old) {
            if (slot != 0) {
                store(slot);
            }
        }
    }

    /** Forgets every proof, and the room it had grown. */
    void clear() {
        allocate(Math.min(FIRST_BUCKETS, maxBuckets));
    }

    private void allocate(int buckets) {
        slots = new long[2 * buckets];
        mask = buckets - 1;
        used = 0;
    }

    /** The bucket of a key or a slot: from the key's top bits, which a slot keeps. */
    private int index(long key) {
        return (int) (((key & ~ENTRY) * 0x9E3779B97F4A7C15L) >>> 32 & mask) << 1;
    }
}
