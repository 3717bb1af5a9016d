package org.zermelo.games.othello;

/**
 * The exact search of the last few empty squares, for {@link Othello#solveWithin}: alpha-beta
 * (negamax, fail-soft) on the two boards alone, no move list, no allocation in the search. Near
 * the end the generic engine's move lists, hashing and large table cost more than the nodes
 * they save.
 *
 * <p>From {@value #TABLE_EMPTIES} empty squares on, moves are tried fastest first (the fewest
 * replies for the opponent: {@link Othello#orderKey}, as in the engine), and what each search
 * learns of a position, bounds on its value and its best square, is kept in a small table of
 * its own: small enough to stay in the processor's caches, and read again by the next
 * null-window pass of the engine, which meets the same positions with another window (fewer
 * nodes and less time than searching the last 8 empties here without a table and the others in
 * the engine: docs/measurements.md). Below, moves are tried by parity: first the empty
 * squares of the quadrants with an odd number of empties (the side that moves there may have the
 * last move in that region, a classic rule of Othello endgames), then the others. Only the empty
 * squares next to an opponent's disc are looked at. The last two empty squares are played out
 * without a loop.
 */
final class Endgame {

    /** Positions with at most this many empty squares are searched here, to the end. */
    static final int EMPTIES = 10;

    /** From this many empty squares on, moves are sorted and positions kept in {@link #table}. */
    static final int TABLE_EMPTIES = 6;

    /**
     * The table has 2^TABLE_BITS entries of 16 bytes: 512 KB, small enough for the processor's
     * caches; much larger tables were slower (docs/measurements.md).
     */
    private static final int TABLE_BITS = 15;

    /** Below every game value: the final disc difference is at least -64. */
    private static final int NONE = -65;

    /** The best square of an entry that has none. */
    private static final int NO_SQUARE = 0x7F;

    /** The four 4x4 quadrants of the board. */
    private static final long[] QUADRANTS = {
        0x0000_0000_0F0F_0F0FL, 0x0000_0000_F0F0_F0F0L, 0x0F0F_0F0F_0000_0000L, 0xF0F0_F0F0_0000_0000L
    };

    /** Nodes visited, a running count. */
    long nodes;

    /**
     * What is known of positions searched here: entry e at [2e] (the position's key) and
     * [2e + 1], packed so:
     * <pre>
     *  bit  63        25   24    23     16 15          8 7           0
     *      +------------+------+---------+-------------+-------------+
     *      |     0      | used | square  | upper bound | lower bound |
     *      +------------+------+---------+-------------+-------------+
     * </pre>
     * the bounds signed bytes (disc differences, -64 to 64; -65 and 65 for none), the best square
     * 0-63 ({@value #NO_SQUARE} for none), and {@code used} set so that a used entry is never 0.
     * A game value never changes, so entries stay true from one search to the next; a position
     * replaces whatever was in its slot. Made at first use.
     */
    private long[] table;

    /** The best square found by the last {@link #fastestFirst}, {@link #NO_SQUARE} for none. */
    private int bestSquare;

    // Per number of empty squares: the moves, their flips and their sort keys (no allocation).
    private final int[][] squaresAt = new int[EMPTIES + 1][EMPTIES];
    private final long[][] flipsAt = new long[EMPTIES + 1][EMPTIES];
    private final int[][] keysAt = new int[EMPTIES + 1][EMPTIES];

    /**
     * The game value for the owner of {@code mine} (to move), within (alpha, beta), fail-soft.
     *
     * @param passed true when the opponent has just passed: if this side has no move either, the game is over
     */
    int search(long mine, long theirs, int alpha, int beta, boolean passed) {
        nodes++;
        long empty = ~(mine | theirs);
        long rest = empty & (empty - 1);
        if (rest == 0) {
            return empty == 0 ? finalValue(mine, theirs) : lastSquare(mine, theirs, Long.numberOfTrailingZeros(empty));
        }
        if ((rest & (rest - 1)) == 0) {
            return lastTwo(mine, theirs, alpha, beta, empty, passed);
        }
        long odd = 0;
        for (long quadrant : QUADRANTS) {
            if ((Long.bitCount(empty & quadrant) & 1) != 0) {
                odd |= quadrant;
            }
        }
        int n = Long.bitCount(empty);
        // A move is next to an opponent's disc: the other empty squares need no look.
        long candidates = empty & OthelloEvaluation.around(theirs);
        if (n >= TABLE_EMPTIES) {
            return withTable(mine, theirs, alpha, beta, passed, candidates, odd, n);
        }
        int best = NONE;
        for (int round = 0; round < 2; round++) {
            for (long squares = candidates & (round == 0 ? odd : ~odd); squares != 0; squares &= squares - 1) {
                int square = Long.numberOfTrailingZeros(squares);
                long flipped = Othello.flips(square, mine, theirs);
                if (flipped == 0) {
                    continue;
                }
                int value = -search(theirs & ~flipped, mine | flipped | (1L << square), -beta, -Math.max(alpha, best), false);
                if (value > best) {
                    best = value;
                    if (value >= beta) {
                        return value; // beta cut
                    }
                }
            }
        }
        if (best == NONE) {
            return passed ? finalValue(mine, theirs) : -search(theirs, mine, -beta, -alpha, true);
        }
        return best;
    }

    /** {@link #fastestFirst}, with what {@link #table} knows of the position first, and what it learns kept there. */
    private int withTable(long mine, long theirs, int alpha, int beta, boolean passed, long candidates, long odd, int n) {
        if (table == null) {
            table = new long[2 << TABLE_BITS];
        }
        long key = hash(mine, theirs);
        int slot = 2 * (int) (key >>> (64 - TABLE_BITS));
        int lower = NONE;
        int upper = -NONE;
        int square = NO_SQUARE;
        long entry = table[slot + 1];
        if (table[slot] == key && entry != 0) {
            lower = (byte) entry;
            upper = (byte) (entry >>> 8);
            square = (int) (entry >>> 16) & NO_SQUARE;
            if (lower >= beta) {
                return lower;
            }
            if (upper <= alpha || lower == upper) {
                return upper;
            }
        }
        int low = Math.max(alpha, lower);
        int high = Math.min(beta, upper);
        int best = fastestFirst(mine, theirs, low, high, passed, candidates, odd, n, square);
        if (best > low) {
            lower = best; // fail-soft: the value is at least best
        }
        if (best < high) {
            upper = best; // and at most best
        }
        table[slot] = key;
        table[slot + 1] = (lower & 0xFFL) | (upper & 0xFFL) << 8 | (long) bestSquare << 16 | 1L << 24;
        return best;
    }

    /** A 64-bit hash of a position: the two boards mixed so that each bit of either moves every bit. */
    private static long hash(long mine, long theirs) {
        long h = mine * 0x9E37_79B9_7F4A_7C15L ^ Long.rotateLeft(theirs * 0xC2B2_AE3D_27D4_EB4FL, 31);
        h ^= h >>> 29;
        h *= 0xBF58_476D_1CE4_E5B9L;
        return h ^ h >>> 32;
    }

    /**
     * {@link #search} with the moves sorted by {@link Othello#orderKey}, lowest first (odd
     * regions first among equals), {@code first} (a square, or {@link #NO_SQUARE}) before them
     * all. Leaves the best square in {@link #bestSquare}.
     */
    private int fastestFirst(long mine, long theirs, int alpha, int beta, boolean passed, long candidates, long odd, int n, int first) {
        int[] squares = squaresAt[n];
        long[] flips = flipsAt[n];
        int[] keys = keysAt[n];
        int count = 0;
        for (int round = 0; round < 2; round++) {
            for (long free = candidates & (round == 0 ? odd : ~odd); free != 0; free &= free - 1) {
                int square = Long.numberOfTrailingZeros(free);
                long flipped = Othello.flips(square, mine, theirs);
                if (flipped == 0) {
                    continue;
                }
                int key = square == first ? Integer.MIN_VALUE : Othello.orderKey(mine | flipped | (1L << square), theirs & ~flipped);
                int j = count - 1;
                while (j >= 0 && keys[j] > key) {
                    keys[j + 1] = keys[j];
                    squares[j + 1] = squares[j];
                    flips[j + 1] = flips[j];
                    j--;
                }
                keys[j + 1] = key;
                squares[j + 1] = square;
                flips[j + 1] = flipped;
                count++;
            }
        }
        if (count == 0) {
            int value = passed ? finalValue(mine, theirs) : -search(theirs, mine, -beta, -alpha, true);
            bestSquare = NO_SQUARE;
            return value;
        }
        int best = NONE;
        int bestAt = 0;
        for (int i = 0; i < count; i++) {
            long flipped = flips[i];
            int value = -search(theirs & ~flipped, mine | flipped | (1L << squares[i]), -beta, -Math.max(alpha, best), false);
            if (value > best) {
                best = value;
                bestAt = i;
                if (value >= beta) {
                    break; // beta cut
                }
            }
        }
        bestSquare = squares[bestAt];
        return best;
    }

    /** The value with two empty squares left, searched without a move list. */
    private int lastTwo(long mine, long theirs, int alpha, int beta, long empty, boolean passed) {
        int first = Long.numberOfTrailingZeros(empty);
        int second = 63 - Long.numberOfLeadingZeros(empty);
        int best = NONE;
        long flipped = Othello.flips(first, mine, theirs);
        if (flipped != 0) {
            nodes++;
            best = -lastSquare(theirs & ~flipped, mine | flipped | (1L << first), second);
            if (best >= beta) {
                return best;
            }
        }
        flipped = Othello.flips(second, mine, theirs);
        if (flipped != 0) {
            nodes++;
            best = Math.max(best, -lastSquare(theirs & ~flipped, mine | flipped | (1L << second), first));
        }
        if (best == NONE) {
            if (passed) {
                return finalValue(mine, theirs);
            }
            nodes++;
            return -lastTwo(theirs, mine, -beta, -alpha, empty, true);
        }
        return best;
    }

    /**
     * The value with one empty square left: whoever can play there does, the side to move first.
     * Only the number of discs flipped matters here ({@link Othello#lastFlips}).
     */
    private int lastSquare(long mine, long theirs, int square) {
        int flipped = Othello.lastFlips(mine, square);
        if (flipped != 0) {
            nodes++;
            return 2 * (Long.bitCount(mine) + flipped + 1) - 64; // a full board
        }
        flipped = Othello.lastFlips(theirs, square);
        if (flipped != 0) {
            nodes += 2; // a pass, then the opponent's move
            return 64 - 2 * (Long.bitCount(theirs) + flipped + 1);
        }
        return finalValue(mine, theirs);
    }

    /** The final disc difference for the owner of {@code mine}, the empty squares going to the winner. */
    static int finalValue(long mine, long theirs) {
        int mineCount = Long.bitCount(mine);
        int theirsCount = Long.bitCount(theirs);
        int empties = 64 - mineCount - theirsCount;
        return mineCount > theirsCount ? mineCount - theirsCount + empties
                : mineCount < theirsCount ? mineCount - theirsCount - empties : 0;
    }
}
