package org.zermelo.search;

import java.io.EOFException;
import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;

/**
 * The transposition table of {@link ProofSearch}: for each stored position, its 64-bit key,
 * whether it is won for the side to move, and how much work proving it took. Four slots per
 * bucket, side by side: a new proof takes its position's slot if it is there, else an empty
 * slot, else the slot of the cheapest proof in the bucket (a proof that took a million nodes
 * is worth more than one that took ten). On the 8x8 Domineering proof this took fewer nodes
 * than two slots (one for the costliest proof, one for the newest), above all in a small table,
 * and eight slots did not do better (docs/measurements.md). A slot is one {@code long}, so that a probe reads 32 bytes, one or two cache lines:
 * <pre>
 *  bit  63                                      8 7            2 1      0
 *      +-----------------------------------------+--------------+--------+
 *      |        the key's top 56 bits            | log2 nodes   | result |
 *      +-----------------------------------------+--------------+--------+
 * </pre>
 * {@code result} is {@link #WON} or {@link #LOST} (0 is an empty slot), {@code log2 nodes} the
 * work the proof took, which decides what is replaced first. Two positions are confused only if
 * their keys agree on those 56 bits (about one chance in 10^16 per probe for random keys). It starts
 * small and doubles while it fills, up to its size in MB, or less when the JVM has no room for
 * the old array and the new one at once (the last doubling needs one and a half times the
 * size); from then on it replaces. It grows a logarithmic number of times, never per node.
 *
 * <p>Threads may share it ({@link ProofSearch#setThreads}): a slot is read and written whole
 * (opaque access: a {@code long} is never torn), so a reader sees a proof or nothing, never
 * half of one. What races may lose is only work: a proof overwritten, or stored in the array
 * that a growth has just replaced, is proved again when needed.
 */
final class ProofTable extends GrowingTable {

    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(long[].class);

    /** What {@link #get} returns for a position not in the table. */
    static final int MISSING = 0;
    static final int WON = 1;
    static final int LOST = 2;

    /** Slots per bucket. */
    private static final int WAYS = 4;
    private static final int FIRST_BUCKETS = 1 << 13;
    /** The low byte of a slot: bits 0-1 WON or LOST (0 = empty slot), bits 2-7 log2 of the nodes spent. */
    private static final long ENTRY = 0xFF;
    /** Bytes per read or write when the table is saved or read back: gigabytes go in blocks of a megabyte, not a long at a time. */
    private static final int BLOCK = 1 << 20;

    /** Slots filled, counted without synchronisation: an estimate when threads share the table. */
    private int used;

    /** A table that grows up to about {@code megabytes} MB (at least 1, at most {@link TranspositionTable#MAX_MB}). */
    ProofTable(int megabytes) {
        long slotCount = Math.max(1L, megabytes) * (1 << 20) / Long.BYTES;
        maxSlots = (long) WAYS * Integer.highestOneBit((int) Math.min(slotCount / WAYS, (1 << 30) / WAYS)); // 8 GB: a Java array holds less than 2^31
        clear();
    }

    int get(long key) {
        long[] s = slots;
        int i = index(key, s.length);
        long tag = key & ~ENTRY;
        for (int k = i; k < i + WAYS; k++) {
            long slot = (long) SLOT.getOpaque(s, k);
            if ((slot & ~ENTRY) == tag && slot != 0) {
                return (int) slot & 3;
            }
        }
        return MISSING;
    }

    /** Stores a proof of {@code result} (WON or LOST) that took {@code nodes} nodes. */
    void put(long key, int result, long nodes) {
        int work = 63 - Long.numberOfLeadingZeros(nodes | 1);
        add(key & ~ENTRY | work << 2 | result);
    }

    /** Tells {@code each} the slot of every proof that took at least 2^{@code log2Nodes} nodes. */
    void costly(int log2Nodes, java.util.function.LongConsumer each) {
        long[] s = slots;
        for (int i = 0; i < s.length; i++) {
            long slot = (long) SLOT.getOpaque(s, i);
            if (slot != 0 && (slot & ENTRY) >>> 2 >= log2Nodes) {
                each.accept(slot);
            }
        }
    }

    /** Stores a slot that {@link #costly} gave, from another table. */
    void addSlot(long slot) {
        int result = (int) slot & 3;
        if (result != WON && result != LOST) {
            throw new IllegalArgumentException("not a proof: " + Long.toHexString(slot));
        }
        add(slot);
    }

    /** Stores a slot, and grows the table when it is three quarters full. */
    private void add(long slot) {
        long[] s = slots;
        store(s, slot);
        if (4L * used > 3L * s.length && canGrow(s)) {
            grow(s);
        }
    }

    /** Stores a slot, a key's tag and its entry, in {@code s}: over its own position's, or an empty slot, or the cheapest proof's. */
    private void store(long[] s, long slot) {
        int i = index(slot, s.length);
        int empty = -1;
        int cheapest = i;
        long least = Long.MAX_VALUE;
        for (int k = i; k < i + WAYS; k++) {
            long old = (long) SLOT.getOpaque(s, k);
            if (old == 0) {
                if (empty < 0) {
                    empty = k;
                }
            } else if (((old ^ slot) & ~ENTRY) == 0) {
                SLOT.setOpaque(s, k, slot);
                return;
            } else if ((old & ENTRY) >>> 2 <= least) {
                least = (old & ENTRY) >>> 2;
                cheapest = k;
            }
        }
        if (empty >= 0) {
            used++;
            SLOT.setOpaque(s, empty, slot);
        } else {
            SLOT.setOpaque(s, cheapest, slot);
        }
    }

    @Override
    protected void rehash(long[] old, long[] bigger) {
        used = 0;
        for (int i = 0; i < old.length; i++) {
            long slot = (long) SLOT.getOpaque(old, i);
            if (slot != 0) {
                store(bigger, slot);
            }
        }
    }

    /**
     * Writes the table's number of slots, each filled slot, then a 0 (never a slot) to end,
     * big-endian (as {@link java.io.DataOutput} would). Other threads may go on filling the
     * table meanwhile: each slot is read whole.
     *
     * @return the number of slots written
     */
    long writeTo(WritableByteChannel out) throws IOException {
        long[] s = slots;
        ByteBuffer block = ByteBuffer.allocateDirect(BLOCK);
        block.putInt(s.length);
        long written = 0;
        for (int i = 0; i < s.length; i++) {
            long slot = (long) SLOT.getOpaque(s, i);
            if (slot != 0) {
                putLong(block, out, slot);
                written++;
            }
        }
        putLong(block, out, 0);
        drain(block, out);
        return written;
    }

    /** Puts {@code value} in {@code block}, written to {@code out} first if it is full. */
    private static void putLong(ByteBuffer block, WritableByteChannel out, long value) throws IOException {
        if (block.remaining() < Long.BYTES) {
            drain(block, out);
        }
        block.putLong(value);
    }

    /** Writes what {@code block} holds to {@code out}, and empties it. */
    private static void drain(ByteBuffer block, WritableByteChannel out) throws IOException {
        block.flip();
        while (block.hasRemaining()) {
            out.write(block);
        }
        block.clear();
    }

    /**
     * Stores the slots {@link #writeTo} wrote, one by one: in a table as large as the one
     * written if this one may grow to it, so that they all find a place again (made afresh when
     * it must be larger: what it held is forgotten). A file of an earlier version, which wrote
     * half its number of slots, is read as well: the table then grows as it is read.
     *
     * @return the number of slots read
     * @throws EOFException when {@code in} ends before the 0 that ends the table
     */
    long readFrom(ReadableByteChannel in) throws IOException {
        ByteBuffer block = ByteBuffer.allocateDirect(BLOCK).flip();
        int size = fill(block, in, Integer.BYTES).getInt();
        if (size < 1 || Integer.bitCount(size) != 1) {
            throw new IOException("not a proof table: " + size + " slots");
        }
        if (size > slots.length) {
            try {
                allocate((int) Math.min(Math.max(size / WAYS, 1), maxSlots / WAYS));
            } catch (OutOfMemoryError e) {
                // no room for the size it had: the table grows as it is read, as far as the memory allows
            }
        }
        long read = 0;
        for (long slot = fill(block, in, Long.BYTES).getLong(); slot != 0; slot = fill(block, in, Long.BYTES).getLong()) {
            if ((slot & 3) != WON && (slot & 3) != LOST) {
                throw new IOException("not a proof table: a slot holds neither a win nor a loss");
            }
            add(slot);
            read++;
        }
        return read;
    }

    /** {@code block}, read from {@code in} as needed to hold at least {@code bytes} bytes still to read. */
    private static ByteBuffer fill(ByteBuffer block, ReadableByteChannel in, int bytes) throws IOException {
        if (block.remaining() < bytes) {
            block.compact();
            while (block.position() < bytes) {
                if (in.read(block) < 0) {
                    throw new EOFException();
                }
            }
            block.flip();
        }
        return block;
    }

    /** Forgets every proof, and the room it had grown. */
    void clear() {
        allocate((int) Math.min(FIRST_BUCKETS, maxSlots / WAYS));
    }

    private void allocate(int buckets) {
        slots = new long[WAYS * buckets];
        used = 0;
    }

    /** The first slot of a key's (or a slot's) bucket in a table of {@code length} slots: from the key's top bits, which a slot keeps. */
    private static int index(long key, int length) {
        return (int) (((key & ~ENTRY) * 0x9E3779B97F4A7C15L) >>> 32 & (length / WAYS - 1)) * WAYS;
    }
}
