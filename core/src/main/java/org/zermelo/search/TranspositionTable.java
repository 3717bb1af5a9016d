package org.zermelo.search;

/**
 * The transposition table of {@link Engine}: for positions already searched, a bound on their
 * value, the remaining depth it was searched to, and the best move found. Packed in one
 * primitive array sized in MB (16 bytes an entry, its key then its data), in buckets of two
 * entries side by side, so that a probe reads one or two neighbouring cache lines: the table
 * is far larger than the caches, and its misses are most of a node's time (Connect Four's
 * Test_L1_R1: 0.9 ms a position with two arrays of 64 MB, 0.43 ms when they fit in 2 MB).
 *
 * <p>One replacement rule: a position already in its bucket is overwritten; otherwise the
 * entry left by an older search goes first, then the shallower one (the second slot on ties,
 * so that the first keeps the deep entries and the second the recent ones).
 *
 * <p>Each key is stored xor-ed with its data, so that an entry torn by two threads writing
 * at once reads as a miss, never as a wrong value.
 */
public final class TranspositionTable {

    /** The value is exact. */
    public static final int EXACT = 0;
    /** The value is a lower bound: the search failed high (a beta cut). */
    public static final int LOWER = 1;
    /** The value is an upper bound: the search failed low, every move was searched. */
    public static final int UPPER = 2;

    /** What {@link #probe} returns when the position is not in the table. */
    public static final long MISS = -1L;

    /** The deepest remaining depth an entry records; deeper searches are stored as this. */
    public static final int MAX_DEPTH = (1 << 12) - 1;
    private static final int NO_MOVE = 0x3FFF;
    /** Set in every stored entry, so that a stored entry is never 0, the empty slot. */
    private static final long USED = 1L << 4;
    /** Set when the value rests on ends of games only, no evaluation at a horizon. */
    private static final long FINAL = 1L << 5;

    /** Entry e at [2e] (its key xor its data) and [2e + 1] (its data); 0 for an empty slot. */
    private final long[] slots;
    private final int mask;
    private int generation;

    /** A table of about {@code megabytes} MB (rounded down to a power of two entries, 1024 to 2^29: 16 KB to 8 GB). */
    public TranspositionTable(int megabytes) {
        long entries = Long.highestOneBit(checkedMegabytes(megabytes) * (1L << 20) / 16);
        int size = (int) Math.min(Math.max(entries, 1024), 1 << 29);
        slots = new long[2 * size];
        mask = size - 2;
    }

    /** {@code megabytes} if it is a size a table may have (1 to 65536 MB). */
    public static int checkedMegabytes(int megabytes) {
        if (megabytes < 1 || megabytes > 1 << 16) {
            throw new IllegalArgumentException("the table size must be 1 to 65536 MB, not " + megabytes);
        }
        return megabytes;
    }

    /** Marks the start of a new search: entries of earlier searches are replaced first. */
    public void newSearch() {
        generation = (generation + 1) & 3;
    }

    /** The entry of {@code key} (read it with the static accessors), or {@link #MISS}. */
    public long probe(long key) {
        int i = index(key);
        long d = slots[i + 1];
        if ((slots[i] ^ d) == key && d != 0) {
            return d;
        }
        d = slots[i + 3];
        if ((slots[i + 2] ^ d) == key && d != 0) {
            return d;
        }
        return MISS;
    }

    /**
     * Stores what a search of {@code key} to {@code depth} remaining plies found: {@code value}
     * with its {@code bound}, whether it rests on ends of games only ({@code isFinal}), and the
     * best move (negative when none; moves from 16383 on are not stored).
     */
    public void store(long key, int value, int bound, int depth, boolean isFinal, int move) {
        long d = (long) value << 32
                | (long) Math.min(depth, MAX_DEPTH) << 20
                | (long) (move >= 0 && move < NO_MOVE ? move : NO_MOVE) << 6
                | (isFinal ? FINAL : 0)
                | USED
                | (long) generation << 2
                | bound;
        int i = index(key);
        int slot;
        if ((slots[i] ^ slots[i + 1]) == key || slots[i + 1] == 0) {
            slot = i;
        } else if ((slots[i + 2] ^ slots[i + 3]) == key || slots[i + 3] == 0) {
            slot = i + 2;
        } else {
            slot = worse(i) ? i : i + 2;
        }
        slots[slot] = key ^ d;
        slots[slot + 1] = d;
    }

    /** True when the first entry of the bucket at {@code i} should go before the second. */
    private boolean worse(int i) {
        boolean firstOld = generation(slots[i + 1]) != generation;
        boolean secondOld = generation(slots[i + 3]) != generation;
        if (firstOld != secondOld) {
            return firstOld;
        }
        return depth(slots[i + 1]) < depth(slots[i + 3]);
    }

    /** Where the bucket of {@code key} starts in {@link #slots}. */
    private int index(long key) {
        // Fibonacci hashing spreads even weak keys (a game's perfect code) over the table.
        return ((int) ((key * 0x9E3779B97F4A7C15L) >>> 32) & mask) << 1;
    }

    private static int generation(long entry) {
        return (int) (entry >>> 2) & 3;
    }

    /** The stored value. */
    public static int value(long entry) {
        return (int) (entry >> 32);
    }

    /** {@link #EXACT}, {@link #LOWER} or {@link #UPPER}. */
    public static int bound(long entry) {
        return (int) entry & 3;
    }

    /** The remaining depth the value was searched to. */
    public static int depth(long entry) {
        return (int) (entry >>> 20) & MAX_DEPTH;
    }

    /** True when the value rests on ends of games only. */
    public static boolean isFinal(long entry) {
        return (entry & FINAL) != 0;
    }

    /** The best move, or -1 when none was stored. */
    public static int move(long entry) {
        int move = (int) (entry >>> 6) & NO_MOVE;
        return move == NO_MOVE ? -1 : move;
    }
}
