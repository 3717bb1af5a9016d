package org.zermelo.search;

/**
 * The transposition table of {@link Engine}: for positions already searched, a bound on their
 * value, the remaining depth it was searched to, and the best move found. Packed in one
 * primitive array (16 bytes an entry, its key then its data), in buckets of two entries side
 * by side, so that a probe reads one or two neighbouring cache lines.
 *
 * <p>It starts at 1 MB and doubles when one search has added entries for a quarter of it, up to
 * its size in MB (or less, when the JVM has no room for the old array and the new one at once):
 * a probe outside the processor's caches is most of a node's time, so a small search keeps a
 * small table (faster than a large one on Connect Four's short solves: docs/measurements.md),
 * and a long one gets the room it needs. Many small searches one after another do not grow it:
 * each counts only what it adds.
 *
 * <p>One replacement rule: a position already in its bucket is overwritten; otherwise the
 * entry left by an older search goes first, then the shallower one (the second slot on ties,
 * so that the first keeps the deep entries and the second the recent ones).
 *
 * <p>Each key is stored xor-ed with its data, so that an entry torn by two threads writing
 * at once reads as a miss, never as a wrong value. What threads sharing the table may lose
 * is only work: an entry stored in the array that a growth has just replaced.
 *
 * <p>An entry is two {@code long}s: the key xor the data, then the data, packed so:
 * <pre>
 *  bit  63                32 31        20 19          6    5     4    3   2   1    0
 *      +--------------------+------------+-------------+-------+------+-------+-------+
 *      | value (signed, 32) | depth (12) |  move (14)  | final | used |  gen  | bound |
 *      +--------------------+------------+-------------+-------+------+-------+-------+
 * </pre>
 * {@code value} the score (win distances from the node, see the engine); {@code depth} the
 * remaining depth searched, {@link #MAX_DEPTH} for a search to the end; {@code move} the best
 * move, 16383 for none; {@code final} set when the value rests on ends of games only;
 * {@code used} always set, so that no stored data is 0, the empty slot; {@code gen} the search
 * that stored it (modulo 4); {@code bound} {@link #EXACT}, {@link #LOWER} or {@link #UPPER}.
 * Worked example: a lower bound of 1,048,571 (a win in 5 plies) at depth 9, best move 3, final,
 * by search 2: {@code 0x000F_FFFB_0090_00F9}.
 */
public final class TranspositionTable extends GrowingTable {

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

    /**
     * The most a table grows to when no size is given, in MB: 1 GB, or a quarter of the memory
     * the JVM may use if that is less (the engine's table and proof's).
     */
    public static final int DEFAULT_MB = (int) Math.min(1024, Runtime.getRuntime().maxMemory() / 4 / (1 << 20));

    /** The entries a table starts with: 1 MB. */
    static final int FIRST_ENTRIES = 1 << 16;

    private int generation;
    /** Entries the current search has added (counted without synchronisation: an estimate when threads share the table). */
    private int added;

    /**
     * A table that grows up to about {@code megabytes} MB (rounded down to a power of two
     * entries, 1024 to 2^29: 16 KB to 8 GB).
     */
    public TranspositionTable(int megabytes) {
        long entries = Long.highestOneBit(checkedMegabytes(megabytes) * (1L << 20) / 16);
        int maxEntries = (int) Math.min(Math.max(entries, 1024), 1 << 29);
        maxSlots = 2L * maxEntries;
        slots = new long[2 * Math.min(FIRST_ENTRIES, maxEntries)];
    }

    /** The size of the table now, in entries. */
    int entries() {
        return slots.length / 2;
    }

    /** The largest table, in MB: 2^29 entries of 16 bytes, 8 GB (a Java array holds fewer than 2^31 longs). */
    public static final int MAX_MB = 8192;

    /**
     * {@code megabytes} if it is a size a table may have, 1 to {@link #MAX_MB}: the one check of
     * every table's size (the engine's, proof's, {@code --hash}).
     */
    public static int checkedMegabytes(int megabytes) {
        if (megabytes < 1 || megabytes > MAX_MB) {
            throw new IllegalArgumentException("the table size must be 1 to " + MAX_MB + " MB (8 GB, the largest table), not "
                    + megabytes);
        }
        return megabytes;
    }

    /** Marks the start of a new search: entries of earlier searches are replaced first. */
    public void newSearch() {
        generation = (generation + 1) & 3;
        added = 0;
    }

    /** The entry of {@code key} (read it with the static accessors), or {@link #MISS}. */
    public long probe(long key) {
        long[] s = slots;
        int i = index(key, s.length);
        long d = s[i + 1];
        if ((s[i] ^ d) == key && d != 0) {
            return d;
        }
        d = s[i + 3];
        if ((s[i + 2] ^ d) == key && d != 0) {
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
        long[] s = slots;
        if (!put(s, key, d) && ++added > s.length / 8 && canGrow(s)) {
            grow(s);
        }
    }

    /** Puts an entry in {@code s} by the replacement rule; true when its key was there already. */
    private boolean put(long[] s, long key, long d) {
        int i = index(key, s.length);
        int slot;
        boolean there = false;
        if ((s[i] ^ s[i + 1]) == key || s[i + 1] == 0) {
            slot = i;
            there = s[i + 1] != 0;
        } else if ((s[i + 2] ^ s[i + 3]) == key || s[i + 3] == 0) {
            slot = i + 2;
            there = s[i + 3] != 0;
        } else {
            slot = worse(s, i) ? i : i + 2;
        }
        s[slot] = key ^ d;
        s[slot + 1] = d;
        return there;
    }

    @Override
    protected void rehash(long[] old, long[] bigger) {
        for (int i = 0; i < old.length; i += 2) {
            long d = old[i + 1];
            if (d != 0) {
                put(bigger, old[i] ^ d, d);
            }
        }
    }

    /** True when the first entry of the bucket at {@code i} should go before the second. */
    private boolean worse(long[] s, int i) {
        boolean firstOld = generation(s[i + 1]) != generation;
        boolean secondOld = generation(s[i + 3]) != generation;
        if (firstOld != secondOld) {
            return firstOld;
        }
        return depth(s[i + 1]) < depth(s[i + 3]);
    }

    /** Where the bucket of {@code key} starts in a table of {@code length} slots. */
    private static int index(long key, int length) {
        // Fibonacci hashing spreads even weak keys (a game's perfect code) over the table.
        return ((int) ((key * 0x9E3779B97F4A7C15L) >>> 32) & (length / 2 - 2)) << 1;
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
