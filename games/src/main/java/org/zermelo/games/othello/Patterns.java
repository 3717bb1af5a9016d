package org.zermelo.games.othello;

import java.util.Arrays;
import org.zermelo.game.Position;
import org.zermelo.learn.Encoding;

/**
 * The patterns of Othello's learned evaluation, in the style Buro published for Logistello and
 * Edax uses: each a few squares whose configuration (each square empty, mine or the opponent's:
 * 3^n of them) has a weight of its own, in discs, one set of weights per stage of the game.
 *
 * <pre>
 *   pattern       squares (around corner a1)          placements
 *   edge+2X       a1-h1 and b2 g2 (10)                4 edges
 *   corner3x3     a1-c3 (9)                           4 corners
 *   corner2x5     a1-e1, a2-e2 (10)                   8 (two per corner)
 *   diagonal8     a1-h8                               2
 *   diagonal7..4  b1-h7, c1-h6, d1-h5, e1-h4          4 each
 *   line2..4      row 2, row 3, row 4 (8)             4 each (two rows, two columns)
 * </pre>
 *
 * 46 placements in all. Each pattern's placements are its images under the board's eight
 * symmetries: a placement is read on the board turned by that symmetry ({@link #transform}), so
 * that its squares come out in the same order as the base's, and all the placements share one
 * table. A pattern that a symmetry maps onto itself (an edge reflected) would read one
 * configuration in two orders: its weights are shared by both (the table is indexed by
 * {@link #canonical}), so that a position and its mirror images have exactly the same value.
 *
 * <p>Beside the patterns, five terms per stage: a constant, the mobility of each side (its legal
 * moves) and the potential mobility of each (the empty squares next to the other's discs).
 *
 * <p>A stage is {@value #STAGE_EMPTIES} empty squares: 5 stages from 1 to 60 empties. The
 * positions Zermelo can label in an hour on the machine shared here (docs/learning.md) are some
 * tens of thousands, about ten thousand a stage, for 167,270 weights a stage: finer stages would
 * leave each table with too few of them (Edax has 61 stages, from far more data).
 *
 * <p>Indices come from the bitboards: one board turned by each of the eight symmetries (a few
 * shifts and masks), then each placement's squares gathered by a shift or two into a word whose
 * bits {@link #TERNARY} reads in base 3. Reading a position allocates nothing.
 */
final class Patterns implements Encoding {

    /** The encoding's name, as weights files record it. */
    static final String NAME = "patterns";

    /** Empty squares per stage. */
    static final int STAGE_EMPTIES = 12;
    /** Stages: 1-12 empties, 13-24, 25-36, 37-48, 49-60. */
    static final int STAGES = 5;

    /** The patterns' names, in table order. */
    static final String[] NAMES = {"edge+2X", "corner3x3", "corner2x5", "diagonal8", "diagonal7", "diagonal6", "diagonal5",
        "diagonal4", "line2", "line3", "line4"};

    /** Each pattern's squares, in the order of its digits in base 3 (the first is the lowest). */
    static final int[][] SQUARES = {
        {0, 1, 2, 3, 4, 5, 6, 7, 9, 14},
        {0, 1, 2, 8, 9, 10, 16, 17, 18},
        {0, 1, 2, 3, 4, 8, 9, 10, 11, 12},
        {0, 9, 18, 27, 36, 45, 54, 63},
        {1, 10, 19, 28, 37, 46, 55},
        {2, 11, 20, 29, 38, 47},
        {3, 12, 21, 30, 39},
        {4, 13, 22, 31},
        {8, 9, 10, 11, 12, 13, 14, 15},
        {16, 17, 18, 19, 20, 21, 22, 23},
        {24, 25, 26, 27, 28, 29, 30, 31},
    };

    /** The symmetries ({@link #transform}) that give each pattern's placements. */
    static final int[][] SYMMETRIES = {
        {0, 2, 4, 6}, {0, 1, 2, 3}, {0, 1, 2, 3, 4, 5, 6, 7}, {0, 1}, {0, 1, 2, 3}, {0, 1, 2, 3}, {0, 1, 2, 3}, {0, 1, 2, 3},
        {0, 2, 4, 6}, {0, 2, 4, 6}, {0, 2, 4, 6},
    };

    /** The placements: 46. */
    static final int PLACEMENTS = Arrays.stream(SYMMETRIES).mapToInt(s -> s.length).sum();

    /** The terms beside the patterns. */
    static final String[] TERMS = {"constant", "my mobility", "their mobility", "my potential mobility", "their potential mobility"};

    /** Where each pattern's table starts in a stage's weights. */
    static final int[] OFFSET = new int[NAMES.length + 1];
    /** The weights of one stage: every table, then the terms. */
    static final int STAGE_SIZE;
    /** [pattern][configuration]: the configuration whose weight it shares (the least of its readings). */
    static final int[][] CANONICAL = new int[NAMES.length][];
    /** [bits]: the number whose digits in base 3 are those bits (each 0 or 1). */
    static final int[] TERNARY = new int[1 << 10];

    static {
        for (int bits = 0; bits < TERNARY.length; bits++) {
            int value = 0;
            for (int i = 9; i >= 0; i--) {
                value = 3 * value + (bits >> i & 1);
            }
            TERNARY[bits] = value;
        }
        for (int p = 0; p < NAMES.length; p++) {
            OFFSET[p + 1] = OFFSET[p] + pow3(SQUARES[p].length);
            CANONICAL[p] = canonical(SQUARES[p]);
        }
        STAGE_SIZE = OFFSET[NAMES.length] + TERMS.length;
    }

    private final int[] configurations = new int[PLACEMENTS];
    private final long[] turned = new long[16];
    private final int[] terms = new int[TERMS.length];

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public int size() {
        return STAGES * STAGE_SIZE;
    }

    @Override
    public int maxActive() {
        return PLACEMENTS + TERMS.length;
    }

    @Override
    public Encoding copy() {
        return new Patterns();
    }

    /** Each placement's weight, in its stage's block, then each term's, by how much it is on. */
    @Override
    public int encode(Position position, int[] index, double[] value) {
        Othello p = (Othello) position;
        long mine = p.mine();
        long theirs = p.theirs();
        int base = stage(mine, theirs) * STAGE_SIZE;
        configurations(mine, theirs, configurations, turned);
        int n = 0;
        for (int pattern = 0, k = 0; pattern < NAMES.length; pattern++) {
            for (int s = 0; s < SYMMETRIES[pattern].length; s++, k++) {
                index[n] = base + OFFSET[pattern] + CANONICAL[pattern][configurations[k]];
                value[n++] = 1;
            }
        }
        terms(mine, theirs, terms);
        for (int t = 0; t < TERMS.length; t++) {
            index[n] = base + OFFSET[NAMES.length] + t;
            value[n++] = terms[t];
        }
        return n;
    }

    /** The stage of a position: by its empty squares. */
    static int stage(long mine, long theirs) {
        int empties = 64 - Long.bitCount(mine | theirs);
        return Math.max(0, Math.min(STAGES - 1, (empties - 1) / STAGE_EMPTIES));
    }

    /** The terms beside the patterns: 1, the mobility of each side, the potential mobility of each. */
    static void terms(long mine, long theirs, int[] out) {
        long empty = ~(mine | theirs);
        out[0] = 1;
        out[1] = Long.bitCount(Othello.moves(mine, theirs));
        out[2] = Long.bitCount(Othello.moves(theirs, mine));
        out[3] = Long.bitCount(empty & OthelloEvaluation.around(theirs));
        out[4] = Long.bitCount(empty & OthelloEvaluation.around(mine));
    }

    /**
     * The configuration of each placement, pattern by pattern in {@link #NAMES}' order and, within
     * a pattern, in the order of its {@link #SYMMETRIES}: digit i of a configuration is square i
     * of the pattern, 0 empty, 1 mine, 2 the opponent's. {@code turned} is room for the 16
     * boards turned by each symmetry, computed once.
     */
    static void configurations(long mine, long theirs, int[] out, long[] turned) {
        turn(mine, turned, 0);
        turn(theirs, turned, 8);
        int k = 0;
        for (int pattern = 0; pattern < NAMES.length; pattern++) {
            for (int s : SYMMETRIES[pattern]) {
                out[k++] = TERNARY[gather(pattern, turned[s])] + 2 * TERNARY[gather(pattern, turned[8 + s])];
            }
        }
    }

    /** {@code board} turned by each symmetry s, into {@code out[at + s]}: one transposition and two mirrors in all. */
    private static void turn(long board, long[] out, int at) {
        long mirrored = mirror(board);
        long transposed = transpose(board);
        long both = mirror(transposed);
        out[at] = board;
        out[at + 1] = mirrored;
        out[at + 2] = Long.reverseBytes(board);
        out[at + 3] = Long.reverseBytes(mirrored);
        out[at + 4] = transposed;
        out[at + 5] = both;
        out[at + 6] = Long.reverseBytes(transposed);
        out[at + 7] = Long.reverseBytes(both);
    }

    /** The squares of {@code pattern} on {@code board} (turned so that the placement sits at its base), square i as bit i. */
    static int gather(int pattern, long board) {
        return switch (pattern) {
            case 0 -> (int) (board & 0xFF | board >>> 1 & 0x100 | board >>> 5 & 0x200);
            case 1 -> (int) (board & 7 | board >>> 5 & 0x38 | board >>> 10 & 0x1C0);
            case 2 -> (int) (board & 0x1F | board >>> 3 & 0x3E0);
            case 3, 4, 5, 6, 7 -> diagonal(board, pattern - 3) >>> (pattern - 3);
            default -> (int) (board >>> (8 * (pattern - 7))) & 0xFF;
        };
    }

    /** The diagonal from square {@code column} of row 1 towards h, as a byte, the square of column c as bit c. */
    private static int diagonal(long board, int column) {
        return Othello.across(board, Othello.DIAGONALS[7 - column]);
    }

    /**
     * The board turned by symmetry {@code s} (0 to 7): transposed (row and column swapped) when
     * bit 4 is set, then mirrored left to right when bit 1 is, then top to bottom when bit 2 is.
     */
    static long transform(long board, int s) {
        long b = (s & 4) != 0 ? transpose(board) : board;
        b = (s & 1) != 0 ? mirror(b) : b;
        return (s & 2) != 0 ? Long.reverseBytes(b) : b;
    }

    /** The square that {@code square} goes to under {@link #transform} by {@code s}. */
    static int image(int square, int s) {
        int row = square >>> 3;
        int col = square & 7;
        if ((s & 4) != 0) {
            int t = row;
            row = col;
            col = t;
        }
        col = (s & 1) != 0 ? 7 - col : col;
        row = (s & 2) != 0 ? 7 - row : row;
        return 8 * row + col;
    }

    /** The board mirrored left to right: column a to h, within each row's byte. */
    private static long mirror(long b) {
        b = b >>> 1 & 0x5555_5555_5555_5555L | (b & 0x5555_5555_5555_5555L) << 1;
        b = b >>> 2 & 0x3333_3333_3333_3333L | (b & 0x3333_3333_3333_3333L) << 2;
        return b >>> 4 & 0x0F0F_0F0F_0F0F_0F0FL | (b & 0x0F0F_0F0F_0F0F_0F0FL) << 4;
    }

    /** The board with rows and columns swapped (a reflection on the diagonal a1-h8), by three exchanges of blocks. */
    private static long transpose(long b) {
        long t = 0x0F0F_0F0F_0000_0000L & (b ^ b << 28);
        b ^= t ^ t >>> 28;
        t = 0x3333_0000_3333_0000L & (b ^ b << 14);
        b ^= t ^ t >>> 14;
        t = 0x5500_5500_5500_5500L & (b ^ b << 7);
        return b ^ t ^ t >>> 7;
    }

    /**
     * For each configuration of a pattern over {@code squares}, the least of its readings by the
     * symmetries that map the pattern's squares onto themselves.
     */
    private static int[] canonical(int[] squares) {
        int n = squares.length;
        int size = pow3(n);
        int[] least = new int[size];
        for (int c = 0; c < size; c++) {
            least[c] = c;
        }
        int[] digits = new int[n];
        for (int s = 1; s < 8; s++) {
            int[] to = new int[n]; // digit i goes to digit to[i]
            boolean onto = true;
            for (int i = 0; i < n && onto; i++) {
                int image = image(squares[i], s);
                to[i] = -1;
                for (int j = 0; j < n; j++) {
                    if (squares[j] == image) {
                        to[i] = j;
                    }
                }
                onto = to[i] >= 0;
            }
            if (!onto) {
                continue;
            }
            for (int c = 0; c < size; c++) {
                for (int i = 0, x = c; i < n; i++, x /= 3) {
                    digits[to[i]] = x % 3;
                }
                int read = 0;
                for (int i = n - 1; i >= 0; i--) {
                    read = 3 * read + digits[i];
                }
                least[c] = Math.min(least[c], read);
            }
        }
        // A reading of a reading is a reading: the least over the group is reached from any of them.
        return least;
    }

    static int pow3(int n) {
        int p = 1;
        for (int i = 0; i < n; i++) {
            p *= 3;
        }
        return p;
    }
}
