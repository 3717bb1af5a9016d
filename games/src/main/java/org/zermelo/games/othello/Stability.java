package org.zermelo.games.othello;

/**
 * Stable discs: discs that no continuation of the game can flip. They bound the final score
 * (the owner of {@code s} stable discs ends with at least {@code s}), so an exact search may
 * stop where even all the other squares would not lift a side above its window (the
 * "stability cutoff" of endgame solvers).
 *
 * <p>The count is a safe under-estimate, found in two steps:
 * <ul>
 *   <li><b>Edges.</b> A disc on an edge can only be flipped along that edge. For every pair of
 *       edge patterns, a table says which discs survive every way of filling the edge's empty
 *       squares, each filled by either colour, flipping what a real move would flip along the
 *       edge.</li>
 *   <li><b>Inside.</b> A disc away from the edges is stable when along each of its four lines
 *       (across, up, and the two diagonals) the line is full, or one of its two neighbours on
 *       that line is a stable disc of its own colour (flipping it would flip that neighbour
 *       too). Repeated until nothing more is found.</li>
 * </ul>
 */
final class Stability {

    /** [mine * 256 + theirs]: the discs of {@code mine} on an 8-square edge that can never be flipped. */
    private static final byte[] EDGE = new byte[256 * 256];
    private static final boolean[] KNOWN = new boolean[256 * 256];

    private static final long ROW_1 = 0xFFL;
    /** Squares off the edges. */
    private static final long INSIDE = 0x007E_7E7E_7E7E_7E00L;

    static {
        for (int mine = 0; mine < 256; mine++) {
            for (int theirs = 0; theirs < 256; theirs++) {
                if ((mine & theirs) == 0) {
                    edge(mine, theirs);
                }
            }
        }
    }

    private Stability() {
    }

    /** The stable discs of an edge pattern, by trying every way to fill it (memoised). */
    private static int edge(int mine, int theirs) {
        int index = mine << 8 | theirs;
        if (KNOWN[index]) {
            return EDGE[index] & 0xFF;
        }
        int stable = mine;
        int empty = ~(mine | theirs) & 0xFF;
        for (int x = 0; x < 8 && stable != 0; x++) {
            if ((empty & (1 << x)) != 0) {
                // The edge as row 1 of a board otherwise empty: the only flips are along it.
                int mineFlips = (int) Othello.flips(x, mine, theirs);
                stable &= edge(mine | mineFlips | 1 << x, theirs & ~mineFlips);
                int theirFlips = (int) Othello.flips(x, theirs, mine);
                stable &= edge(mine & ~theirFlips, theirs | theirFlips | 1 << x);
            }
        }
        EDGE[index] = (byte) stable;
        KNOWN[index] = true;
        return stable;
    }

    /** The discs of {@code mine} that can never be flipped, {@code theirs} being the opponent's. */
    static long stable(long mine, long theirs) {
        long stable = edges(mine, theirs);
        long inside = mine & INSIDE; // the edges' stable discs are all found
        if (inside == 0) {
            return stable;
        }
        long filled = mine | theirs;
        long across = fullRows(filled);
        long up = fullColumns(filled);
        long diagonal = fullLines(filled, Othello.DIAGONALS);
        long anti = fullLines(filled, Othello.ANTI_DIAGONALS);
        while (true) {
            long found = inside
                    & (across | stable << 1 | stable >>> 1)
                    & (up | stable << 8 | stable >>> 8)
                    & (diagonal | stable << 9 | stable >>> 9)
                    & (anti | stable << 7 | stable >>> 7);
            if (found == 0) {
                return stable;
            }
            stable |= found;
            inside &= ~found;
        }
    }

    /** The stable discs of {@code mine} on the four edges. */
    private static long edges(long mine, long theirs) {
        long stable = EDGE[(int) (mine & ROW_1) << 8 | (int) (theirs & ROW_1)] & 0xFFL;
        stable |= (EDGE[(int) (mine >>> 56) << 8 | (int) (theirs >>> 56)] & 0xFFL) << 56;
        stable |= Othello.COLUMN[EDGE[Othello.column(mine) << 8 | Othello.column(theirs)] & 0xFF];
        stable |= Othello.COLUMN[EDGE[Othello.column(mine >>> 7) << 8 | Othello.column(theirs >>> 7)] & 0xFF] << 7;
        return stable;
    }

    private static long fullRows(long filled) {
        long full = filled & filled >>> 1;
        full &= full >>> 2;
        full &= full >>> 4;
        return (full & Othello.COLUMN_A) * ROW_1; // bit a of each row is set when the row is full
    }

    private static long fullColumns(long filled) {
        long full = filled & filled >>> 32;
        full &= full >>> 16;
        full &= full >>> 8;
        return (full & ROW_1) * Othello.COLUMN_A;
    }

    private static long fullLines(long filled, long[] lines) {
        long full = 0;
        for (long line : lines) {
            if ((filled & line) == line) {
                full |= line;
            }
        }
        return full;
    }
}
