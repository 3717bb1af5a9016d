package org.zermelo.games.draughts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Retrograde;

/**
 * The positions of a draughts variant sliced for endgame databases, as Chinook and its successors
 * sliced checkers: by material ({@code wm} white men, {@code wk} white kings, {@code bm} black men,
 * {@code bk} black kings, each side one piece at least, either side to move), and the slices with
 * men by the row of each side's most advanced man, its <em>leading row</em>, counted from that
 * side's own back row (1 to 7 on the 8x8 board, 1 to 9 on the 10x10).
 *
 * <p><b>The order.</b> A capture or a crowning leaves the material, for one with fewer pieces, or
 * as many with fewer men; a man's move that stays in the material keeps its side's leading row or
 * advances it. So the slices are listed by pieces, then men, then material, and within a material
 * by White's leading row from the most advanced, then Black's: a move leaving a slice enters one
 * listed before it. A slice is named after its material and leading rows: {@code w2m0k-b1m1k-w6b3}
 * (White's leading man on its 6th row, Black's on its 3rd), {@code w0m2k-b1m1k-b3}, {@code w0m1k-b0m2k}.
 *
 * <p><b>The index</b> of a position, in the combinatorial number system (a set of squares
 * {@code c0 < c1 < ...} is ranked {@code C(c0, 1) + C(c1, 2) + ...}):
 *
 * <pre>
 * index = ((((colour * Cw + white men) * Cb + black men) * Cwk + white kings) * Cbk + black kings)
 *   white men: numbered from White's back row (square s is S - 1 - s), their most advanced on
 *              leading row r (squares r*n to r*n + n - 1), so ranked from C(r*n, wm) up to
 *              C(r*n + n, wm), excluded: white men = rank - C(r*n, wm), Cw = C(r*n + n, wm) - C(r*n, wm)
 *   black men: the same, numbered from Black's back row (square s is s)
 *   white kings: among the squares the men leave empty,               Cwk = C(S - wm - bm, wk)
 *   black kings: among the squares still empty,                       Cbk = C(S - wm - bm - wk, bk)
 * </pre>
 *
 * with S the squares (32 or 50), n a row's squares, colour 0 for White to move and 1 for Black
 * (a side without men has Cw = 1). The only indices that name no position are those where a white
 * man and a black man would share a square.
 *
 * <p>A position here is the pieces and the side to move, nothing else: the draw rules that count
 * moves or repetitions (the 40-move rule, FMJD's 16- and 5-move rules) are left out, so a
 * database value is the game-theoretic value as Chinook's databases hold it.
 */
final class MaterialSlices implements Retrograde {

    /** The most indices of a slice: one table, arrays indexed by int. */
    static final long MAX_SLICE = Integer.MAX_VALUE - 64;

    private final Rules rules;
    private final int squares;
    private final int perRow;
    /** The rows a man may stand on: all but the crowning row. */
    private final int menRows;
    /** Every material up to the most pieces a side has at the start, in the order of the slices. */
    private final List<int[]> order;
    /** The number of each material, by {@link #key}. */
    private final int[] numberOf;
    /** The number of the first slice of each material, by material number; the slices in all at the end. */
    private final int[] firstSlice;
    /** The leading rows of the black men of each material, by material number (1 without black men). */
    private final int[] blackRows;
    /** The row of each square number, from 0. */
    private final int[] rowOf;
    private final int base;
    private final long[][] binomial;
    /** The slices by number, made when first needed (immutable: a race only makes one twice). */
    private final Part[] parts;

    MaterialSlices(Rules rules) {
        this.rules = rules;
        squares = rules.squares();
        perRow = rules.perRow();
        menRows = squares / perRow - 1;
        int most = rules.startMen();
        base = most + 1;
        binomial = new long[squares + 1][squares + 1];
        for (int i = 0; i <= squares; i++) {
            binomial[i][0] = 1;
            for (int k = 1; k <= i; k++) {
                binomial[i][k] = binomial[i - 1][k - 1] + binomial[i - 1][k];
            }
        }
        List<int[]> all = new ArrayList<>();
        for (int wm = 0; wm <= most; wm++) {
            for (int wk = 0; wm + wk <= most; wk++) {
                for (int bm = 0; bm <= most; bm++) {
                    for (int bk = 0; bm + bk <= most; bk++) {
                        if (wm + wk > 0 && bm + bk > 0) {
                            all.add(new int[] {wm, wk, bm, bk});
                        }
                    }
                }
            }
        }
        all.sort(Comparator.<int[]>comparingInt(m -> m[0] + m[1] + m[2] + m[3]).thenComparingInt(m -> m[0] + m[2])
                .thenComparingInt(m -> m[0]).thenComparingInt(m -> m[1]).thenComparingInt(m -> m[2]).thenComparingInt(m -> m[3]));
        order = all;
        numberOf = new int[base * base * base * base];
        Arrays.fill(numberOf, -1);
        firstSlice = new int[all.size() + 1];
        blackRows = new int[all.size()];
        for (int i = 0; i < all.size(); i++) {
            int[] m = all.get(i);
            numberOf[key(m[0], m[1], m[2], m[3])] = i;
            blackRows[i] = leadingRows(m[2]);
            firstSlice[i + 1] = firstSlice[i] + leadingRows(m[0]) * blackRows[i];
        }
        rowOf = new int[64];
        for (int square = 0; square < 64; square++) {
            rowOf[square] = square / perRow;
        }
        parts = new Part[firstSlice[all.size()]];
    }

    /** The lowest leading row of {@code men} men (from 0): they fill the rows behind it. */
    private int lowestLeading(int men) {
        return (men + perRow - 1) / perRow - 1;
    }

    /** The leading rows {@code men} men may have: 1 when there are none. */
    private int leadingRows(int men) {
        return men == 0 ? 1 : menRows - lowestLeading(men);
    }

    /** The number of the slice of material {@code material} whose leading rows are {@code white} and {@code black} (-1 for no men). */
    private int number(int material, int white, int black) {
        int w = white < 0 ? 0 : menRows - 1 - white;
        int b = black < 0 ? 0 : menRows - 1 - black;
        return firstSlice[material] + w * blackRows[material] + b;
    }

    /** The slice numbered {@code number}. */
    private Part part(int number) {
        Part p = parts[number];
        if (p == null) {
            int material = Arrays.binarySearch(firstSlice, number);
            if (material < 0) {
                material = -material - 2;
            }
            int[] m = order.get(material);
            int offset = number - firstSlice[material];
            int rowsB = leadingRows(m[2]);
            int white = m[0] == 0 ? -1 : menRows - 1 - offset / rowsB;
            int black = m[2] == 0 ? -1 : menRows - 1 - offset % rowsB;
            p = new Part(number, m[0], m[1], m[2], m[3], white, black);
            parts[number] = p;
        }
        return p;
    }

    private int key(int wm, int wk, int bm, int bk) {
        return ((wm * base + wk) * base + bm) * base + bk;
    }

    /** White's men numbered from White's back row: square s becomes S - 1 - s. */
    private long fromWhite(long men) {
        return Long.reverse(men) >>> (64 - squares);
    }

    /** The inverse of {@link #fromWhite}. */
    private long toWhite(long men) {
        return Long.reverse(men << (64 - squares));
    }

    /** The leading row (from 0) of a non-empty set of men numbered from their own back row. */
    private int leading(long men) {
        return rowOf[63 - Long.numberOfLeadingZeros(men)];
    }

    /** The slice of a position given as masks of square numbers; null when a side has no piece. */
    private Part partOf(long w, long b, long k) {
        long wMen = w & ~k;
        long bMen = b & ~k;
        int wm = Long.bitCount(wMen);
        int bm = Long.bitCount(bMen);
        int material = numberOf[key(wm, Long.bitCount(w & k), bm, Long.bitCount(b & k))];
        if (material < 0) {
            return null;
        }
        return part(number(material, wm == 0 ? -1 : leading(fromWhite(wMen)), bm == 0 ? -1 : leading(bMen)));
    }

    @Override
    public List<Slice> slices(int size) {
        if (size < 2 || size > 2 * rules.startMen()) {
            throw new IllegalArgumentException(rules.name() + " is sliced for 2 to " + 2 * rules.startMen()
                    + " pieces on the board, not " + size);
        }
        List<Slice> out = new ArrayList<>();
        for (int i = 0; i < parts.length; i++) {
            Part part = part(i);
            if (part.pieces() > size) {
                break;
            }
            if (part.size() > MAX_SLICE) {
                throw new IllegalArgumentException(rules.name() + " is sliced up to " + (part.pieces() - 1) + " pieces: slice "
                        + part.name() + " of " + part.pieces() + " has more than " + MAX_SLICE + " indices, more than a table holds");
            }
            out.add(part);
        }
        return out;
    }

    @Override
    public int sliceOf(List<Slice> slices, Position position) {
        if (!(position instanceof Draughts d) || !d.rules().equals(rules)) {
            return -1;
        }
        Part part = partOf(squaresOf(d, d.white()), squaresOf(d, d.black()), squaresOf(d, d.kings()));
        return part != null && part.number < slices.size() && slices.get(part.number) == part ? part.number : -1;
    }

    @Override
    public String sizeName() {
        return "pieces";
    }

    /** Its number of pieces, when each side has one at least. */
    @Override
    public int sizeOf(Position position) {
        if (!(position instanceof Draughts d) || !d.rules().equals(rules) || d.white() == 0 || d.black() == 0) {
            return -1;
        }
        return Long.bitCount(d.white() | d.black());
    }

    /** The plies left before the draw rules that count moves ({@link Draughts#pliesBeforeDrawRule}). */
    @Override
    public int pliesBeforeDrawRule(Position position) {
        return position instanceof Draughts d ? d.pliesBeforeDrawRule() : Integer.MAX_VALUE;
    }

    /** The rank of a set of squares (numbers from 0 in a mask) in the combinatorial number system. */
    private long rank(long set) {
        long r = 0;
        int i = 1;
        for (long s = set; s != 0; s &= s - 1) {
            r += binomial[Long.numberOfTrailingZeros(s)][i++];
        }
        return r;
    }

    /**
     * The set of {@code k} numbers below {@code top} of rank {@code r}, as a mask: each number
     * the largest c whose C(c, i) is within what is left of the rank, sought downwards from the
     * one before (so all of them in {@code top} steps at most).
     */
    private long unrank(long r, int k, int top) {
        long set = 0;
        long rest = r;
        int c = top;
        for (int i = k; i >= 1; i--) {
            if (i == 1) {
                c = (int) rest;
            } else {
                c--;
                while (binomial[c][i] > rest) {
                    c--;
                }
            }
            rest -= binomial[c][i];
            set |= 1L << c;
        }
        return set;
    }

    /** The mask of {@code set}'s squares renumbered among the squares of {@code among} (both masks of square numbers). */
    private static long compress(long set, long among) {
        long out = 0;
        for (long s = set; s != 0; s &= s - 1) {
            long bit = s & -s;
            out |= 1L << Long.bitCount(among & (bit - 1));
        }
        return out;
    }

    /** The squares of {@code among} whose ordinals are in {@code ordinals}: the inverse of {@link #compress}. */
    private static long expand(long ordinals, long among) {
        long out = 0;
        int ordinal = 0;
        for (long s = among; s != 0 && ordinals >>> ordinal != 0; s &= s - 1, ordinal++) {
            if ((ordinals >>> ordinal & 1) != 0) {
                out |= s & -s;
            }
        }
        return out;
    }

    /** One slice: a material, and the leading rows of its men (-1 for a side without men). */
    private final class Part implements Slice {

        private final int number;
        private final int wm;
        private final int wk;
        private final int bm;
        private final int bk;
        private final int whiteRow;
        private final int blackRow;
        /** The ranks of the men of this slice's leading rows start at these, and number these. */
        private final long fromW;
        private final long cw;
        private final long fromB;
        private final long cb;
        private final long cwk;
        private final long cbk;
        private final long all;

        Part(int number, int wm, int wk, int bm, int bk, int whiteRow, int blackRow) {
            this.number = number;
            this.wm = wm;
            this.wk = wk;
            this.bm = bm;
            this.bk = bk;
            this.whiteRow = whiteRow;
            this.blackRow = blackRow;
            fromW = wm == 0 ? 0 : binomial[whiteRow * perRow][wm];
            cw = wm == 0 ? 1 : binomial[whiteRow * perRow + perRow][wm] - fromW;
            fromB = bm == 0 ? 0 : binomial[blackRow * perRow][bm];
            cb = bm == 0 ? 1 : binomial[blackRow * perRow + perRow][bm] - fromB;
            cwk = binomial[squares - wm - bm][wk];
            cbk = binomial[squares - wm - bm - wk][bk];
            all = squares == 64 ? -1L : (1L << squares) - 1;
        }

        int pieces() {
            return wm + wk + bm + bk;
        }

        @Override
        public String name() {
            String material = group();
            if (wm == 0 && bm == 0) {
                return material;
            }
            return material + "-" + (wm == 0 ? "" : "w" + (whiteRow + 1)) + (bm == 0 ? "" : "b" + (blackRow + 1));
        }

        /** Its material: {@code w2m0k-b1m1k}. */
        @Override
        public String group() {
            return "w" + wm + "m" + wk + "k-b" + bm + "m" + bk + "k";
        }

        /** Its indices, or {@link Long#MAX_VALUE} when they overflow a long. */
        @Override
        public long size() {
            try {
                return Math.multiplyExact(Math.multiplyExact(Math.multiplyExact(2 * cw, cb), cwk), cbk);
            } catch (ArithmeticException e) {
                return Long.MAX_VALUE;
            }
        }

        @Override
        public long indexOf(Position position) {
            if (!(position instanceof Draughts d) || !d.rules().equals(rules)) {
                return -1;
            }
            long w = squaresOf(d, d.white());
            long b = squaresOf(d, d.black());
            long k = squaresOf(d, d.kings());
            return partOf(w, b, k) == this ? index(w, b, k, d.colour()) : -1;
        }

        /** The index of a position of this slice, its pieces as masks of square numbers. */
        long index(long w, long b, long k, int colour) {
            long wMen = w & ~k;
            long bMen = b & ~k;
            long empty = ~(wMen | bMen) & all;
            long wKings = w & k;
            long rwk = rank(compress(wKings, empty));
            long rbk = rank(compress(b & k, empty & ~wKings));
            long rw = rank(fromWhite(wMen)) - fromW;
            long rb = rank(bMen) - fromB;
            return (((colour * cw + rw) * cb + rb) * cwk + rwk) * cbk + rbk;
        }

        @Override
        public Walker walker() {
            Draughts board = new Draughts(rules);
            MoveList moves = new MoveList();
            Decoded last = new Decoded();
            return new Walker() {
                @Override
                public int explore(long index, Successors out) {
                    if (!set(board, index, last)) {
                        return NOT_A_POSITION;
                    }
                    board.legalMoves(moves);
                    if (moves.isEmpty()) {
                        return -1;
                    }
                    for (int i = 0; i < moves.size(); i++) {
                        board.play(moves.get(i));
                        long w = squaresOf(board, board.white());
                        long b = squaresOf(board, board.black());
                        long k = squaresOf(board, board.kings());
                        Part next = (board.colour() == Draughts.WHITE ? w : b) == 0 ? null : partOf(w, b, k);
                        if (next == null) {
                            out.over(-1);
                        } else if (next == Part.this) {
                            out.inSlice(index(w, b, k, board.colour()));
                        } else {
                            out.inSlice(next.number, next.index(w, b, k, board.colour()));
                        }
                        board.undo();
                    }
                    return IN_PLAY;
                }

                @Override
                public Position position(long index) {
                    Draughts d = new Draughts(rules);
                    return set(d, index, new Decoded()) ? d : null;
                }
            };
        }

        /**
         * Sets {@code board} to the position of {@code index}; false when it names none. What it
         * decodes is kept in {@code last}, and the next index, when it differs only in its black
         * kings (the next one in a pass, most often), decodes them alone.
         */
        boolean set(Draughts board, long index, Decoded last) {
            long high = index / cbk;
            long rbk = index - high * cbk;
            if (high != last.high) {
                long rest = high;
                long rwk = rest % cwk;
                rest /= cwk;
                long rb = rest % cb;
                rest /= cb;
                long rw = rest % cw;
                last.colour = (int) (rest / cw);
                long wMen = toWhite(unrank(rw + fromW, wm, whiteRow * perRow + perRow));
                long bMen = unrank(rb + fromB, bm, blackRow * perRow + perRow);
                last.high = high;
                last.clash = (wMen & bMen) != 0;
                long wKings = expand(unrank(rwk, wk, squares - wm - bm), ~(wMen | bMen) & all);
                last.free = ~(wMen | bMen | wKings) & all;
                last.white = bitsOf(board, wMen | wKings);
                last.black = bitsOf(board, bMen);
                last.kings = bitsOf(board, wKings);
            }
            if (last.clash) {
                return false;
            }
            long bKings = bitsOf(board, expand(unrank(rbk, bk, squares - wm - bm - wk), last.free));
            board.place(last.white, last.black | bKings, last.kings | bKings, last.colour);
            return true;
        }
    }

    /** What a walker decoded last ({@link Part#set}): the index without its black kings, and what it names. */
    private static final class Decoded {
        long high = -1;
        int colour;
        boolean clash;
        /** The squares left to the black kings; the bits of White's pieces, Black's men, White's kings. */
        long free;
        long white;
        long black;
        long kings;
    }

    /** The square numbers (from 0) of a set of bits of the padded layout, as a mask. */
    private static long squaresOf(Draughts d, long bits) {
        long out = 0;
        for (long s = bits; s != 0; s &= s - 1) {
            out |= 1L << d.squareOf[Long.numberOfTrailingZeros(s)];
        }
        return out;
    }

    /** The bits of the padded layout of a set of square numbers. */
    private static long bitsOf(Draughts d, long set) {
        long out = 0;
        for (long s = set; s != 0; s &= s - 1) {
            out |= 1L << d.bitOf[Long.numberOfTrailingZeros(s)];
        }
        return out;
    }
}
