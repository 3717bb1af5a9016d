package org.zermelo.games.draughts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Retrograde;

/**
 * The positions of a draughts variant sliced by material for endgame databases, as Chinook sliced
 * checkers: a slice is the positions with {@code wm} white men, {@code wk} white kings, {@code bm}
 * black men and {@code bk} black kings (each side one piece at least), either side to move. A
 * capture or a crowning leaves the slice, for one with fewer pieces, or as many with fewer men:
 * the slices are listed by pieces, then men, so a move leaving one enters one listed before it.
 *
 * <p><b>The index</b> of a position, in the combinatorial number system (a set of squares
 * {@code c0 < c1 < ...} is ranked {@code C(c0, 1) + C(c1, 2) + ...}):
 *
 * <pre>
 * index = ((((colour * Cw + white men) * Cb + black men) * Cwk + white kings) * Cbk + black kings)
 *   white men: among the squares but White's crowning row (n fewer), Cw = C(S - n, wm)
 *   black men: among the squares but Black's crowning row,           Cb = C(S - n, bm)
 *   white kings: among the squares the men leave empty,               Cwk = C(S - wm - bm, wk)
 *   black kings: among the squares still empty,                       Cbk = C(S - wm - bm - wk, bk)
 * </pre>
 *
 * with S the squares (32 or 50), n a row's squares, colour 0 for White to move and 1 for Black.
 * The only indices that name no position are those where a white man and a black man would share
 * a square (both rows in the middle of the board are open to both).
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
    /** Every material up to the most pieces a side has at the start, in the order of the slices. */
    private final List<int[]> order;
    /** The number of each material, by {@link #key}. */
    private final int[] numberOf;
    private final int base;
    private final long[][] binomial;
    /** The slice of each material by number, made when first needed (immutable: a race only makes one twice). */
    private final Material[] slices;

    MaterialSlices(Rules rules) {
        this.rules = rules;
        squares = rules.squares();
        perRow = rules.perRow();
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
        for (int i = 0; i < all.size(); i++) {
            int[] m = all.get(i);
            numberOf[key(m[0], m[1], m[2], m[3])] = i;
        }
        slices = new Material[all.size()];
    }

    /** The slice of material number {@code number}. */
    private Material slice(int number) {
        Material m = slices[number];
        if (m == null) {
            int[] a = order.get(number);
            m = new Material(a[0], a[1], a[2], a[3]);
            slices[number] = m;
        }
        return m;
    }

    private int key(int wm, int wk, int bm, int bk) {
        return ((wm * base + wk) * base + bm) * base + bk;
    }

    @Override
    public List<Slice> slices(int size) {
        if (size < 2 || size > 2 * rules.startMen()) {
            throw new IllegalArgumentException(rules.name() + " is sliced for 2 to " + 2 * rules.startMen()
                    + " pieces on the board, not " + size);
        }
        List<Slice> out = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            int[] m = order.get(i);
            int pieces = m[0] + m[1] + m[2] + m[3];
            if (pieces > size) {
                break;
            }
            Material slice = slice(i);
            if (slice.size() > MAX_SLICE) {
                throw new IllegalArgumentException(rules.name() + " is sliced up to " + (pieces - 1) + " pieces: slice "
                        + slice.name() + " of " + pieces + " has more than " + MAX_SLICE + " indices, more than a table holds");
            }
            out.add(slice);
        }
        return out;
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

    /** The slice of its material: its number in every list {@link #slices} returns, the materials being listed in one order. */
    @Override
    public int sliceOf(Position position, List<Slice> slices) {
        if (!(position instanceof Draughts d) || !d.rules().equals(rules)) {
            return -1;
        }
        long w = d.white();
        long b = d.black();
        long k = d.kings();
        int wm = Long.bitCount(w & ~k);
        int wk = Long.bitCount(w & k);
        int bm = Long.bitCount(b & ~k);
        int bk = Long.bitCount(b & k);
        if (wm + wk >= base || bm + bk >= base) {
            return -1;
        }
        int number = numberOf[key(wm, wk, bm, bk)];
        return number >= 0 && number < slices.size() ? number : -1;
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

    /** The set of {@code k} numbers of rank {@code r}, as a mask. */
    private long unrank(long r, int k) {
        long set = 0;
        long rest = r;
        for (int i = k; i >= 1; i--) {
            int c = i - 1;
            while (binomial[c + 1][i] <= rest) {
                c++;
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

    /** One material's slice. */
    private final class Material implements Slice {

        private final int wm;
        private final int wk;
        private final int bm;
        private final int bk;
        private final long cw;
        private final long cb;
        private final long cwk;
        private final long cbk;
        /** The squares (numbers from 0) a white man may stand on, and a black man. */
        private final long whiteMen;
        private final long blackMen;

        Material(int wm, int wk, int bm, int bk) {
            this.wm = wm;
            this.wk = wk;
            this.bm = bm;
            this.bk = bk;
            cw = binomial[squares - perRow][wm];
            cb = binomial[squares - perRow][bm];
            cwk = binomial[squares - wm - bm][wk];
            cbk = binomial[squares - wm - bm - wk][bk];
            long all = squares == 64 ? -1L : (1L << squares) - 1;
            whiteMen = all & ~((1L << perRow) - 1);
            blackMen = all >>> perRow;
        }

        @Override
        public String name() {
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
            if (Long.bitCount(w & ~k) != wm || Long.bitCount(w & k) != wk || Long.bitCount(b & ~k) != bm
                    || Long.bitCount(b & k) != bk) {
                return -1;
            }
            return index(w, b, k, d.colour());
        }

        /** The index of a position of this material, its pieces as masks of square numbers. */
        long index(long w, long b, long k, int colour) {
            long wMen = w & ~k;
            long bMen = b & ~k;
            long empty = ~(wMen | bMen) & (whiteMen | blackMen);
            long wKings = w & k;
            long rwk = rank(compress(wKings, empty));
            long rbk = rank(compress(b & k, empty & ~wKings));
            long rw = rank(wMen >>> perRow);
            long rb = rank(bMen);
            return (((colour * cw + rw) * cb + rb) * cwk + rwk) * cbk + rbk;
        }

        @Override
        public Walker walker() {
            Draughts board = new Draughts(rules);
            MoveList moves = new MoveList();
            return new Walker() {
                @Override
                public int explore(long index, Successors out) {
                    if (!set(board, index)) {
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
                        int nwm = Long.bitCount(w & ~k);
                        int nwk = Long.bitCount(w & k);
                        int nbm = Long.bitCount(b & ~k);
                        int nbk = Long.bitCount(b & k);
                        if ((board.colour() == Draughts.WHITE ? w : b) == 0) {
                            out.over(-1);
                        } else if (nwm == wm && nwk == wk && nbm == bm && nbk == bk) {
                            out.inSlice(index(w, b, k, board.colour()));
                        } else {
                            int number = numberOf[key(nwm, nwk, nbm, nbk)];
                            out.inSlice(number, slice(number).index(w, b, k, board.colour()));
                        }
                        board.undo();
                    }
                    return IN_PLAY;
                }

                @Override
                public Position position(long index) {
                    Draughts d = new Draughts(rules);
                    return set(d, index) ? d : null;
                }
            };
        }

        /** Sets {@code board} to the position of {@code index}; false when it names none. */
        boolean set(Draughts board, long index) {
            long rest = index;
            long rbk = rest % cbk;
            rest /= cbk;
            long rwk = rest % cwk;
            rest /= cwk;
            long rb = rest % cb;
            rest /= cb;
            long rw = rest % cw;
            int colour = (int) (rest / cw);
            long wMen = unrank(rw, wm) << perRow;
            long bMen = unrank(rb, bm);
            if ((wMen & bMen) != 0) {
                return false;
            }
            long empty = ~(wMen | bMen) & (whiteMen | blackMen);
            long wKings = expand(unrank(rwk, wk), empty);
            long bKings = expand(unrank(rbk, bk), empty & ~wKings);
            board.place(bitsOf(board, wMen | wKings), bitsOf(board, bMen | bKings), bitsOf(board, wKings | bKings), colour);
            return true;
        }
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
