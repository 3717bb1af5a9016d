package org.zermelo.search;

/**
 * A table of packed {@code long}s that starts small and doubles as it fills, up to a size, the
 * growth routine that the engine's {@link TranspositionTable} and proof's {@link ProofTable}
 * share: a probe outside the processor's caches is most of a node's time, so a short search
 * keeps a small table, and a long one gets the room it needs. It grows a logarithmic number of
 * times, never per node.
 *
 * <p>When the JVM has no room for the old array and the new one at once (a doubling needs one
 * and a half times the new size), the table keeps its size and replaces from then on, instead
 * of failing. Threads may share a table: a growth is made by one of them, the others go on
 * with the old array until it is replaced, and what they store there meanwhile may be lost
 * (only work is lost: an entry is found again by searching).
 */
abstract class GrowingTable {

    /** The slots; replaced whole when the table grows. */
    protected volatile long[] slots;
    /** The most slots: from the size asked for, lowered to the table's size when the JVM has no room to double it. */
    protected long maxSlots;

    /** True when the table may still double. */
    protected final boolean canGrow(long[] s) {
        return s.length < maxSlots;
    }

    /**
     * Doubles the table, unless another thread has already replaced {@code old}, or the JVM has
     * no room for it (then the table keeps its size from now on).
     */
    protected final synchronized void grow(long[] old) {
        if (slots != old) {
            return;
        }
        long[] bigger;
        try {
            bigger = new long[2 * old.length];
        } catch (OutOfMemoryError e) {
            maxSlots = old.length;
            return;
        }
        rehash(old, bigger);
        slots = bigger;
    }

    /** Puts every entry of {@code old} in {@code bigger}, twice its size, by the table's own rule. */
    protected abstract void rehash(long[] old, long[] bigger);
}
