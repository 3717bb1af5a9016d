package org.zermelo.games.othello;

/**
 * The exact search of the last few empty squares, for {@link Othello#solveWithin}: alpha-beta
 * (negamax, fail-soft) on the two boards alone, no move list, no table, no allocation. Near the
 * end a move list and a table cost more than the nodes they save.
 *
 * <p>Moves are tried by parity: first the empty squares of the quadrants with an odd number of
 * empties (the side that moves there may have the last move in that region, a classic rule of
 * Othello endgames), then the others; only the empty squares next to an opponent's disc are
 * looked at. The last two empty squares are played out without a loop.
 */
final class Endgame {

    /** Positions with at most this many empty squares are searched here, to the end. */
    static final int EMPTIES = 8;

    /** Below every game value: the final disc difference is at least -64. */
    private static final int NONE = -65;

    /** The four 4x4 quadrants of the board. */
    private static final long[] QUADRANTS = {
        0x0000_0000_0F0F_0F0FL, 0x0000_0000_F0F0_F0F0L, 0x0F0F_0F0F_0000_0000L, 0xF0F0_F0F0_0000_0000L
    };

    /** From this many empty squares on, moves are tried fastest first (fewest replies), parity breaking ties; below, sorting costs more than it saves (measured). */
    static final int FASTEST_FIRST = 7;

    /** Nodes visited, a running count. */
    long nodes;

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
        if (n >= FASTEST_FIRST) {
            return fastestFirst(mine, theirs, alpha, beta, passed, candidates, odd, n);
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

    /**
     * {@link #search} with the moves sorted by the opponent's replies, fewest first, a reply on a
     * corner counting twice (odd regions first among equals).
     */
    private int fastestFirst(long mine, long theirs, int alpha, int beta, boolean passed, long candidates, long odd, int n) {
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
                long replies = Othello.moves(theirs & ~flipped, mine | flipped | (1L << square));
                int key = Long.bitCount(replies) + Long.bitCount(replies & Othello.CORNERS); // a corner reply counts twice
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
            return passed ? finalValue(mine, theirs) : -search(theirs, mine, -beta, -alpha, true);
        }
        int best = NONE;
        for (int i = 0; i < count; i++) {
            long flipped = flips[i];
            int value = -search(theirs & ~flipped, mine | flipped | (1L << squares[i]), -beta, -Math.max(alpha, best), false);
            if (value > best) {
                best = value;
                if (value >= beta) {
                    return value; // beta cut
                }
            }
        }
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

    /** The value with one empty square left: whoever can play there does, the side to move first. */
    private int lastSquare(long mine, long theirs, int square) {
        long flipped = Othello.flips(square, mine, theirs);
        if (flipped != 0) {
            nodes++;
            return 2 * (Long.bitCount(mine | flipped) + 1) - 64; // a full board
        }
        flipped = Othello.flips(square, theirs, mine);
        if (flipped != 0) {
            nodes += 2; // a pass, then the opponent's move
            return 64 - 2 * (Long.bitCount(theirs | flipped) + 1);
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
