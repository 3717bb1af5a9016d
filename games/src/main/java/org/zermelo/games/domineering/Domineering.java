package org.zermelo.games.domineering;

import java.util.Arrays;
import java.util.List;
import org.zermelo.game.Diagram;
import org.zermelo.game.Drawable;
import org.zermelo.game.Drawing;
import org.zermelo.game.MoveList;
import org.zermelo.game.MoveOrdering;
import org.zermelo.game.NoisyMoves;
import org.zermelo.game.Oracle;
import org.zermelo.game.Position;
import org.zermelo.game.Symmetric;
import org.zermelo.game.Zobrist;

/**
 * Domineering on bitboards: Vertical (side 0, Left) places vertical dominoes, Horizontal
 * (side 1, Right) horizontal ones; the player who cannot move loses.
 *
 * <p>The board is kept twice, once in each player's frame, so that one piece of code serves
 * both: in its own frame a player's domino covers two neighbouring bits of one line. In
 * Horizontal's frame the lines are the rows, in Vertical's the columns. Line {@code i} (1 to n)
 * has its cells at bits 1 to m; bit 0, the bits past m and the guard lines 0 and n + 1 are
 * set, as if occupied, so that no move or count ever needs a bounds test.
 *
 * <pre>
 *  board (R = 3, C = 4)        Horizontal's frame: line r, bit c    Vertical's frame: line c, bit r
 *     c=1 2 3 4
 *  r=1  . . . .                lines[1][1] = row 1                  lines[0][1] = column 1
 *  r=2  . . . .                lines[1][2] = row 2                  ...
 *  r=3  . . . .                                                     lines[0][4] = column 4
 * </pre>
 *
 * A move of player p covering bits j and j + 1 of its line i is {@code p << 10 | i << 5 | j},
 * written by its top or left cell, {@code r,c}.
 *
 * <p>What a solver needs is kept up to date move by move, per line: the <em>real</em> moves
 * (the most dominoes a player could still fit in the line if the opponent never played
 * there) and the <em>safe</em> moves (those fitting on cells the opponent can never take,
 * because both their neighbours across the line are occupied). With them, {@link #knownValue}
 * proves many positions without search: a player to move whose safe moves outnumber all the
 * opponent's real moves wins; one whose real moves are no more than the opponent's safe moves
 * loses. Safe moves never need to be played while another move exists (they cannot be taken
 * away), so {@link #orderMoves} puts them last and tells the solver to skip them.
 */
public final class Domineering implements Position, Diagram, Drawable, Oracle, MoveOrdering, Symmetric, NoisyMoves {

    /** The largest number of rows or columns: a line and its two guard bits fit in an int. */
    public static final int MAX_SIZE = 30;
    public static final int VERTICAL = 0;
    public static final int HORIZONTAL = 1;
    /** The halves of Vertical's dominoes (V) and of Horizontal's (H), as the pages draw them. */
    private static final Drawing.Piece[] DOMINOES = {
        new Drawing.Piece("V", VERTICAL, Drawing.Shape.SQUARE, Drawing.Colour.BLUE),
        new Drawing.Piece("H", HORIZONTAL, Drawing.Shape.SQUARE, Drawing.Colour.RED)};

    private static final long[] KEYS = Zobrist.keys(0xD0_313E_E21AL, 32 * 32 + 1);
    private static final long SIDE_KEY = KEYS[32 * 32];
    /** One key per board size, so that boards of different sizes never share a hash. */
    private static final long[] SIZE_KEYS = Zobrist.keys(0x51_2E5L, 32 * 32);
    private static final int EVEN_BITS = 0x55555555;
    private static final int ODD_BITS = 0xAAAAAAAA;

    private final int rows;
    private final int cols;
    /** lines[p][i]: line i in player p's frame, a set bit for an occupied cell or a guard. */
    private final int[][] lines = new int[2][];
    /** real[p << 5 | i], safe[p << 5 | i]: the real and safe moves of line i of player p. */
    private final int[] real = new int[64];
    private final int[] safe = new int[64];
    private final int[] realTotal = new int[2];
    private final int[] safeTotal = new int[2];
    /** guarded[p << 5 | i]: the cells of line i of player p that the opponent can never cover ({@link #protectedCells}). */
    private final int[] guarded = new int[64];
    private final int[] guardedTotal = new int[2];
    /** packed[i]: the cells of line i that {@link #lead}'s areas and places hold, for {@link #optionCells}. */
    private final int[] packed = new int[32];
    /** open[i]: the free cells of line i across the open side of one of those areas ({@link #packAreas}). */
    private final int[] open = new int[32];
    private final int[] safeAt = new int[32];
    private int empty;
    /** Zobrist keys of each cell under each symmetry of the board: [symmetry][r * 32 + c]. */
    private final long[][] cellKeys;
    /** The hash of the position under each symmetry; [0] is the position's own. */
    private final long[] hashes;
    private final int[] history;
    private int plies;
    /** The moves of {@link #history} whose keys {@link #hashes} hold: the first ones, up to {@link #plies}. */
    private int hashedPlies;
    private int side;
    /** placements[p][i << 5 | j]: the {@link #placement} of p's move on bits j, j + 1 of its line i. */
    private final int[][] placements;

    /** The empty board with {@code side} to move. */
    public Domineering(int rows, int cols, int side) {
        this(rows, cols, new int[rows + 2], side);
    }

    /**
     * A board whose row r (1 to rows) has bit c set (1 to cols) for each filled cell.
     */
    Domineering(int rows, int cols, int[] filledRows, int side) {
        if (rows < 1 || cols < 1 || rows > MAX_SIZE || cols > MAX_SIZE) {
            throw new IllegalArgumentException("a Domineering board has 1 to " + MAX_SIZE + " rows and columns, not "
                    + rows + "x" + cols);
        }
        this.rows = rows;
        this.cols = cols;
        this.side = side;
        lines[HORIZONTAL] = emptyLines(rows, cols);
        lines[VERTICAL] = emptyLines(cols, rows);
        cellKeys = symmetryKeys(rows, cols);
        hashes = new long[cellKeys.length];
        for (int k = 0; k < hashes.length; k++) {
            hashes[k] = SIZE_KEYS[rows * 32 + cols];
            // the transposed symmetries (k >= 4, square boards only) also swap the players
            if ((side == 1) != (k >= 4)) {
                hashes[k] ^= SIDE_KEY;
            }
        }
        for (int r = 1; r <= rows; r++) {
            for (int c = 1; c <= cols; c++) {
                if ((filledRows[r] & 1 << c) != 0) {
                    occupy(r, c);
                } else {
                    empty++;
                }
            }
        }
        for (int p = 0; p < 2; p++) {
            for (int i = 1; i < lines[p].length - 1; i++) {
                countReal(p, i);
                countSafe(p, i);
            }
        }
        history = new int[rows * cols / 2 + 1];
        placements = new int[2][1024];
        for (int p = 0; p < 2; p++) {
            for (int i = 1; i < lines[p].length - 1; i++) {
                for (int j = 1; j < lines[p ^ 1].length - 2; j++) {
                    placements[p][i << 5 | j] = placement(p, i, j);
                }
            }
        }
    }

    private Domineering(Domineering o) {
        rows = o.rows;
        cols = o.cols;
        for (int p = 0; p < 2; p++) {
            lines[p] = o.lines[p].clone();
        }
        System.arraycopy(o.real, 0, real, 0, real.length);
        System.arraycopy(o.safe, 0, safe, 0, safe.length);
        System.arraycopy(o.guarded, 0, guarded, 0, guarded.length);
        System.arraycopy(o.realTotal, 0, realTotal, 0, 2);
        System.arraycopy(o.safeTotal, 0, safeTotal, 0, 2);
        System.arraycopy(o.guardedTotal, 0, guardedTotal, 0, 2);
        empty = o.empty;
        cellKeys = o.cellKeys;
        hashes = o.hashes.clone();
        history = o.history.clone();
        plies = o.plies;
        hashedPlies = o.hashedPlies;
        side = o.side;
        placements = o.placements;
    }

    private static int[] emptyLines(int n, int m) {
        int[] l = new int[n + 2];
        Arrays.fill(l, -1);
        int cells = ((1 << m) - 1) << 1;
        for (int i = 1; i <= n; i++) {
            l[i] = ~cells;
        }
        return l;
    }

    /**
     * The key of every cell under each symmetry that keeps the value for the side to move:
     * the four mirror images, and on a square board the four transposed ones, where the
     * players swap roles.
     */
    private static long[][] symmetryKeys(int rows, int cols) {
        int count = rows == cols ? 8 : 4;
        long[][] keys = new long[count][32 * 32];
        for (int r = 1; r <= rows; r++) {
            for (int c = 1; c <= cols; c++) {
                int fr = rows + 1 - r;
                int fc = cols + 1 - c;
                int[] images = {r * 32 + c, fr * 32 + c, r * 32 + fc, fr * 32 + fc, c * 32 + r, fc * 32 + r, c * 32 + fr,
                    fc * 32 + fr};
                for (int k = 0; k < count; k++) {
                    keys[k][r * 32 + c] = KEYS[images[k]];
                }
            }
        }
        return keys;
    }

    /** Fills cell (r, c) in both frames and in the hashes. */
    private void occupy(int r, int c) {
        lines[HORIZONTAL][r] |= 1 << c;
        lines[VERTICAL][c] |= 1 << r;
        for (int k = 0; k < hashes.length; k++) {
            hashes[k] ^= cellKeys[k][r * 32 + c];
        }
    }

    /** The number of rows. */
    public int rows() {
        return rows;
    }

    /** The number of columns. */
    public int cols() {
        return cols;
    }

    /** True when cell (r, c), from 1, is occupied. */
    public boolean occupied(int r, int c) {
        return (lines[HORIZONTAL][r] & 1 << c) != 0;
    }

    // ----- counting -----

    /**
     * The most dominoes that fit along the free cells {@code free} of one line: half of each
     * run of free cells, rounded down.
     */
    static int packing(int free) {
        return Integer.bitCount(pairStarts(free));
    }

    /**
     * Where the dominoes of a {@link #packing} go: the first cell of each, laid from the start
     * of each run of free cells. Branch-free: the bits at an even distance from the start of
     * their run are found by adding the start bits of the runs that start on odd bits, whose
     * carries wipe out exactly those runs.
     */
    static int pairStarts(int free) {
        int starts = free & ~(free << 1);
        int oddRuns = free & ~(free + (starts & ODD_BITS));
        int evenOffsets = free & ((EVEN_BITS & ~oddRuns) | (ODD_BITS & oddRuns));
        return evenOffsets & (free >>> 1);
    }

    /** The free cells of line i of player p that the opponent can never cover. */
    private int protectedCells(int p, int i) {
        int[] l = lines[p];
        return ~l[i] & l[i - 1] & l[i + 1];
    }

    /** Recounts the real moves of line i of player p. */
    private void countReal(int p, int i) {
        int r = packing(~lines[p][i]);
        realTotal[p] += r - real[p << 5 | i];
        real[p << 5 | i] = r;
    }

    /** Recounts the safe moves and protected cells of line i of player p (a guard line is skipped). */
    private void countSafe(int p, int i) {
        if (i < 1 || i > lines[p].length - 2) {
            return;
        }
        int prot = protectedCells(p, i);
        int old = guarded[p << 5 | i];
        if (prot != old) {
            int s = packing(prot);
            safeTotal[p] += s - safe[p << 5 | i];
            safe[p << 5 | i] = s;
            guardedTotal[p] += Integer.bitCount(prot) - Integer.bitCount(old);
            guarded[p << 5 | i] = prot;
        }
    }

    /**
     * The counts a move of p at (i, j) changes: the real moves of the lines it covers (i for
     * p, j and j + 1 for the opponent), the protection of those and of the lines beside them.
     */
    private void recount(int p, int i, int j) {
        int q = p ^ 1;
        countReal(p, i);
        countReal(q, j);
        countReal(q, j + 1);
        countSafe(p, i - 1);
        countSafe(p, i);
        countSafe(p, i + 1);
        countSafe(q, j - 1);
        countSafe(q, j);
        countSafe(q, j + 1);
        countSafe(q, j + 2);
    }

    /** Places or removes (the same operation) p's domino on bits j, j + 1 of its line i. */
    private void toggle(int p, int i, int j) {
        lines[p][i] ^= 3 << j;
        lines[p ^ 1][j] ^= 1 << i;
        lines[p ^ 1][j + 1] ^= 1 << i;
    }

    /** The most moves player p could still make if the opponent never played again. */
    int realMoves(int p) {
        return realTotal[p];
    }

    /** The moves player p is sure to keep, whatever the opponent does. */
    int safeMoves(int p) {
        return safeTotal[p];
    }

    /** The free cells of player p's lines that the opponent can never cover. */
    int guardedCells(int p) {
        return guardedTotal[p];
    }

    /** The free cells of the board. */
    int freeCells() {
        return empty;
    }

    /** The number of legal moves of player p (the course's evaluation counts them). */
    int moveCount(int p) {
        int[] l = lines[p];
        int n = 0;
        for (int i = 1; i < l.length - 1; i++) {
            int free = ~l[i];
            n += Integer.bitCount(free & free >>> 1);
        }
        return n;
    }

    // ----- Position -----

    @Override
    public int sideToMove() {
        return side;
    }

    @Override
    public void legalMoves(MoveList out) {
        out.clear();
        int[] l = lines[side];
        for (int i = 1; i < l.length - 1; i++) {
            int free = ~l[i];
            int starts = free & free >>> 1;
            while (starts != 0) {
                out.add(side << 10 | i << 5 | Integer.numberOfTrailingZeros(starts));
                starts &= starts - 1;
            }
        }
    }

    @Override
    public void play(int move) {
        int p = move >>> 10;
        int i = move >>> 5 & 31;
        int j = move & 31;
        toggle(p, i, j);
        recount(p, i, j);
        empty -= 2;
        history[plies++] = move;
        side ^= 1;
    }

    @Override
    public void undo() {
        int move = history[--plies];
        int p = move >>> 10;
        int i = move >>> 5 & 31;
        int j = move & 31;
        toggle(p, i, j);
        recount(p, i, j);
        if (hashedPlies > plies) {
            rehash(move);
            hashedPlies = plies;
        }
        empty += 2;
        side ^= 1;
    }

    /**
     * Brings the hashes up to date with the moves played since they were last asked for. They
     * are kept lazily: a solver asks for them at a minority of its nodes (the others are settled
     * by {@link #knownValue} first), and eight keys per move and per symmetry are not free.
     */
    private void syncHashes() {
        while (hashedPlies < plies) {
            rehash(history[hashedPlies++]);
        }
    }

    /** Adds or removes (the same operation) a move's cells and the turn it passes, in every symmetry. */
    private void rehash(int move) {
        int p = move >>> 10;
        int i = move >>> 5 & 31;
        int j = move & 31;
        // board cells of the domino: in Horizontal's frame (row i, columns j, j+1), in Vertical's (rows j, j+1, column i)
        int a = p == HORIZONTAL ? i * 32 + j : j * 32 + i;
        int b = p == HORIZONTAL ? a + 1 : a + 32;
        for (int k = 0; k < hashes.length; k++) {
            hashes[k] ^= cellKeys[k][a] ^ cellKeys[k][b] ^ SIDE_KEY;
        }
    }

    @Override
    public boolean isTerminal() {
        return realTotal[side] == 0;
    }

    /**
     * The captures: the moves that raise the course's evaluation, my moves minus the opponent's,
     * by 3 at once. A domino takes from one to three of my moves (itself, and the moves
     * overlapping it in my line) and up to four of the opponent's (two across each of its cells),
     * so most moves change the balance by -1 to +2; a gain of 3 is a domino laid in a gap of
     * exactly two cells of my line, which takes nothing else from me, across four of the
     * opponent's places. The evaluation at a horizon where such a move is pending misjudges the
     * position by that much; quiescence searches them past it. A gain of 2 counted too would
     * make most moves of an open board noisy (every domino on its edge): quiescence on 8x8 at
     * depth 4 then took 66 million nodes instead of 10,000.
     */
    @Override
    public void noisyMoves(MoveList out) {
        legalMoves(out);
        int me = side;
        int before = moveCount(me) - moveCount(me ^ 1);
        int kept = 0;
        for (int k = 0; k < out.size(); k++) {
            int move = out.get(k);
            play(move);
            int gain = moveCount(me) - moveCount(me ^ 1) - before;
            undo();
            if (gain >= 3) {
                out.set(kept++, move);
            }
        }
        out.truncate(kept);
    }

    @Override
    public int terminalValue() {
        return -1;
    }

    @Override
    public long hash() {
        syncHashes();
        return hashes[0];
    }

    @Override
    public long symmetricHash() {
        syncHashes();
        long min = hashes[0];
        for (int k = 1; k < hashes.length; k++) {
            min = Math.min(min, hashes[k]);
        }
        return min;
    }

    // ----- what the solver uses -----

    /**
     * Won when the moves I am sure to get outlast every move the opponent could make; lost
     * when the opponent's outlast mine, or when all I have left are safe moves that do not
     * outlast the opponent (then neither side can touch the other's moves, and each just
     * counts). The safe and real moves are kept move by move ({@link #quickValue}); the moves
     * one is sure to get besides and the most the other can make are weighed by {@link #lead},
     * the costly count, tried only where it has a chance: mine when I have at least as many
     * real moves as the opponent less one, the opponent's when it has at least as many as I
     * have. Tried everywhere, it would spare the proof of the empty 8x8 board about a hundred of
     * its 1.7 million nodes; skipping it could only cost search, never a wrong answer.
     */
    @Override
    public int knownValue() {
        int quick = quickValue();
        if (quick != UNKNOWN) {
            return quick;
        }
        int me = side;
        int opp = side ^ 1;
        int ahead = realTotal[me] - realTotal[opp];
        if (ahead >= -1 && lead(me, true, 1) > 0) {
            return 1;
        }
        if (ahead <= 0 && lead(opp, false, 0) >= 0) {
            return -1;
        }
        return UNKNOWN;
    }

    /** {@link #knownValue} by the safe and real moves alone, which cost nothing. */
    @Override
    public int quickValue() {
        int me = side;
        int opp = side ^ 1;
        if (safeTotal[me] > realTotal[opp]) {
            return 1;
        }
        if (safeTotal[opp] >= realTotal[me]) {
            return -1;
        }
        if (safeTotal[me] == realTotal[me] && !hasUnsafeMove(me)) {
            return -1;
        }
        return UNKNOWN;
    }

    /** True: {@link #lead} costs many times what the rest of a node does. */
    @Override
    public boolean knowsMoreAtCost() {
        return true;
    }

    /**
     * The moves player p is sure to make, moving {@code first} or not, whatever the opponent
     * does, minus the most moves the opponent can then make; or, as soon as it finds p's lead
     * reaches {@code needed}, what it has found (the options and the second way of counting
     * the isolated places are looked at only when the rest falls short).
     *
     * <p>p is sure of its safe moves, and of what two kinds of disjoint places give:
     * <ul>
     *   <li><em>Protective areas</em> ({@link #packAreas}): a free 2x2 square on two of p's
     *       lines, walled across by occupied cells on one side at least; p's domino on the
     *       line away from the wall makes the other line a safe move.</li>
     *   <li><em>Vulnerable places</em>, on the free cells that no safe move ({@link
     *       #safeStarts}) and no area holds (one of their two cells may be protected). An opponent's domino covers
     *       one cell in each of two neighbouring lines, so it spoils at most two of them, and
     *       only one of an <em>isolated</em> place, which has no other place's cell across.</li>
     * </ul>
     * Each turn the opponent spoils an area, an isolated place, two places, an option of p's
     * safe moves ({@link #optionCells}) or nothing, and p takes an area (two moves: this one
     * and the safe one it makes), a place or an option. The isolated places are counted either
     * as found or, all places being left aside but a set of which no two in neighbouring lines
     * share a column, as that whole set: each way of counting is a strategy of p's.
     *
     * <p>The opponent's moves are bounded twice: by its real moves (as if p never played
     * again) less two for each area p takes, and by the cells p leaves it: not p's protected
     * cells, not the cells p's sure moves cover outside them, and not the cells its options
     * take. p is sure to outlast the opponent when it outlasts either bound, so each is
     * weighed with p's best strategy against it: {@link #secondMoves} and {@link #firstMoves}
     * against the real moves, {@link #secondWorth} and {@link #firstWorth} against the cells.
     * Bullock's Domineering solver, Obsequi, bounds the opponent the same two ways and counts
     * areas, places and options the same way.
     */
    private int lead(int p, boolean first, int needed) {
        int[] l = lines[p];
        int n = l.length - 2;
        int areas = packAreas(p);
        int apart = 0;
        int apartHalf = 0; // of them, the places with a protected cell
        int all = 0;
        int allHalf = 0;
        int previous = 0;
        int isolated = 0;
        int isolatedHalf = 0;
        int placesBefore = 0; // the places of line i - 2
        int placesLast = 0; // of line i - 1
        int halfLast = 0; // those of line i - 1 with a protected cell
        for (int i = 1; i <= n + 1; i++) {
            int starts = 0;
            int half = 0;
            if (i <= n) {
                int prot = guarded[p << 5 | i];
                int safeStarts = safeStarts(prot, ~l[i] & ~packed[i]);
                safeAt[i] = safeStarts;
                starts = pairStarts(~l[i] & ~(safeStarts | safeStarts << 1) & ~packed[i]);
                half = starts & (prot | prot >>> 1);
                packed[i] |= starts | starts << 1;
                all += Integer.bitCount(starts);
                allHalf += Integer.bitCount(half);
            }
            int alone = isolatedPlaces(placesLast, placesBefore | starts);
            isolated += Integer.bitCount(alone);
            isolatedHalf += Integer.bitCount(alone & halfLast);
            placesBefore = placesLast;
            placesLast = starts;
            halfLast = half;
            int clash = (starts | starts << 1) & previous;
            starts &= ~(clash | clash >>> 1); // drop the places sharing a column with one kept in the line before
            previous = starts | starts << 1;
            apart += Integer.bitCount(starts);
            apartHalf += Integer.bitCount(starts & half);
        }
        int cells = empty - guardedTotal[p]; // the free cells the opponent may ever cover
        int best = Integer.MIN_VALUE;
        // without the options first (they only add, and cost a walk of the lines), then with them
        for (int withOptions = 0; withOptions < 2 && safeTotal[p] + best < needed; withOptions++) {
            if (withOptions == 1 && safeTotal[p] == 0) {
                break;
            }
            int options = withOptions == 1 ? optionCells(p) : 0;
            int optionCount = (options & 0x3FF) + (options >>> 10 & 0x3FF) + (options >>> 20); // each of another safe move
            for (int kind = 1; kind >= 0 && safeTotal[p] + best < needed; kind--) { // the isolated places as found first: most often enough
                int alone = kind == 0 ? apart : isolated;
                int aloneHalf = kind == 0 ? apartHalf : isolatedHalf;
                int shared = kind == 0 ? 0 : all - isolated;
                int sharedHalf = kind == 0 ? 0 : allHalf - isolatedHalf;
                int moves = first ? firstMoves(areas, alone, shared, safeTotal[p] > 0) : secondMoves(areas, alone, shared);
                int worth = first ? firstWorth(areas, alone, aloneHalf, shared, sharedHalf, options, safeTotal[p] > optionCount)
                        : secondWorth(areas, alone, aloneHalf, shared, sharedHalf, options);
                // against the opponent's real moves, and against the cells left to it (half of them, rounded down)
                best = Math.max(best, Math.max(moves - realTotal[p ^ 1], -Math.floorDiv(cells - worth, 2)));
            }
        }
        return safeTotal[p] + best;
    }

    /**
     * The moves p is sure of in the game of areas and places (see {@link #lead}) when the
     * opponent moves first, plus the opponent's real moves that p's areas take (two an area):
     * {@link #placeMoves}, and two for each area of a pair.
     */
    static int secondMoves(int areas, int isolated, int shared) {
        return placeMoves(areas, isolated, shared) + (areas & ~1);
    }

    /** The same when p moves first: the best of its first moves, an area, a place, or (with a safe move to spare) none. */
    static int firstMoves(int areas, int isolated, int shared, boolean spare) {
        int best = spare ? secondMoves(areas, isolated, shared) : 0;
        if (areas > 0) {
            best = Math.max(best, 4 + secondMoves(areas - 1, isolated, shared));
        }
        if (isolated > 0) {
            best = Math.max(best, 1 + secondMoves(areas, isolated - 1, shared));
        }
        if (shared > 0) {
            best = Math.max(best, 1 + secondMoves(areas, isolated, shared - 1));
        }
        return best;
    }

    /**
     * The moves p is sure of from {@code areas} areas, {@code isolated} isolated places and
     * {@code shared} other places when the opponent moves first: one move per area of a pair
     * (when the opponent plays in one, p answers in the other), half the isolated places and a
     * third of the others, plus one when both leave a remainder; an odd area counts as two
     * shared places, one on each of its lines (one domino across the square spoils both). The
     * exact value of that game ({@code ShareTest}).
     */
    static int placeMoves(int areas, int isolated, int shared) {
        int s = shared + 2 * (areas & 1);
        return (areas & ~1) + isolated / 2 + s / 3 + ((isolated & 1) == 1 && s % 3 != 0 ? 1 : 0);
    }

    /**
     * What p is sure of in the game of areas, places and options, the opponent moving first,
     * counted against the cells left to the opponent: each move of p's counts four (the two
     * cells its domino takes from the opponent, and two more, since p's count gains one where
     * the opponent's loses one for two cells), three for a place with a protected cell (one of
     * its cells is denied the opponent already), and each cell of an option ({@link
     * #optionCells}) one. A move of p's in the places game is the {@link
     * #placeMoves}; the options are played apart, the opponent spoiling one, p taking the best
     * left; and who begins there is decided by the places: when exactly one of their two kinds
     * leaves a remainder (an odd number of isolated places, or shared ones not a multiple of
     * three), the opponent cannot both spoil it and begin in the options, and p begins. Never
     * more than that game's exact value ({@code ShareTest}).
     */
    static int secondWorth(int areas, int isolated, int isolatedHalf, int shared, int sharedHalf, int options) {
        int second = optionsSecond(options);
        return worth(areas, isolated, isolatedHalf, shared, sharedHalf, second, optionsTotal(options) - second);
    }

    /** {@link #secondWorth}, the options' cells given: p's when the opponent begins there, and when p does. */
    private static int worth(int areas, int isolated, int isolatedHalf, int shared, int sharedHalf, int second, int first) {
        int s = shared + 2 * (areas & 1);
        boolean tempo = (isolated & 1) == 1 != (s % 3 != 0);
        return 4 * placeMoves(areas, isolated, shared) - halfTaken(isolated, isolatedHalf, s, sharedHalf) + (tempo ? first : second);
    }

    /** The cells of the options (counted by {@link #optionCells}) that p takes when the opponent begins: the second best, the fourth... */
    private static int optionsSecond(int options) {
        int w3 = options & 0x3FF;
        int w2 = options >>> 10 & 0x3FF;
        int w1 = options >>> 20;
        return 3 * (w3 / 2) + 2 * ((w2 + (w3 & 1)) / 2) + (w1 + ((w3 + w2) & 1)) / 2;
    }

    /** The cells of all the options. */
    private static int optionsTotal(int options) {
        return 3 * (options & 0x3FF) + 2 * (options >>> 10 & 0x3FF) + (options >>> 20);
    }

    /**
     * The same when p moves first: the best of its first moves, an area (two moves), a place
     * (one without a protected cell if there is one: one with is never better, since a
     * protected cell more among the places left lowers {@link #halfTaken} by one at most),
     * its best option, or none ({@code spare}: p has a safe move without an option to play
     * first).
     */
    static int firstWorth(int areas, int isolated, int isolatedHalf, int shared, int sharedHalf, int options, boolean spare) {
        int second = optionsSecond(options);
        int first = optionsTotal(options) - second;
        int best = spare ? worth(areas, isolated, isolatedHalf, shared, sharedHalf, second, first) : 0;
        if (areas > 0) {
            best = Math.max(best, 8 + worth(areas - 1, isolated, isolatedHalf, shared, sharedHalf, second, first));
        }
        if (isolated > isolatedHalf) {
            best = Math.max(best, 4 + worth(areas, isolated - 1, isolatedHalf, shared, sharedHalf, second, first));
        } else if (isolated > 0) {
            best = Math.max(best, 3 + worth(areas, isolated - 1, isolatedHalf - 1, shared, sharedHalf, second, first));
        }
        if (shared > sharedHalf) {
            best = Math.max(best, 4 + worth(areas, isolated, isolatedHalf, shared - 1, sharedHalf, second, first));
        } else if (shared > 0) {
            best = Math.max(best, 3 + worth(areas, isolated, isolatedHalf, shared - 1, sharedHalf - 1, second, first));
        }
        if (options != 0) {
            int taken = (options & 0x3FF) != 0 ? 1 : (options & 0xFFC00) != 0 ? 1 << 10 : 1 << 20; // one of the best
            int rest = options - taken;
            int restSecond = optionsSecond(rest);
            best = Math.max(best, optionsTotal(taken) + worth(areas, isolated, isolatedHalf, shared, sharedHalf, restSecond,
                    optionsTotal(rest) - restSecond));
        }
        return best;
    }

    /**
     * The most places with a protected cell among those p takes in the game of {@link
     * #placeMoves}, when it takes a place without one whenever one is left of the kind the
     * opponent just spoiled: of the isolated places, the opponent spoils one a turn and p takes
     * one, so p takes half of those without, at least; of the shared ones (an odd area's two
     * among them, without), the opponent spoils two and p takes one, a third. The place the
     * remainders give may have one.
     */
    static int halfTaken(int isolated, int isolatedHalf, int shared, int sharedHalf) {
        int taken = Math.max(0, isolated / 2 - (isolated - isolatedHalf) / 2) + Math.max(0, shared / 3 - (shared - sharedHalf) / 3)
                + ((isolated & 1) == 1 && shared % 3 != 0 ? 1 : 0);
        return Math.min(taken, isolatedHalf + sharedHalf);
    }

    /**
     * The free cells p's safe moves are sure to take from the opponent besides their own, the
     * areas and places being those {@link #lead} just packed into {@link #packed}.
     *
     * <p>An <em>option</em> is a free, unprotected cell x beside a safe move of p's, in its
     * line, that no area or place holds and that has no area's or place's cell (nor another
     * option) across. p may play the safe move shifted onto x: still one move, and x is lost to
     * the opponent, and with it each cell across x whose line beyond is occupied, since x was
     * that cell's only partner for an opponent's domino. So an option is worth 1 to 3 cells. The
     * opponent can spoil an option only by covering x, which touches no area, place or other
     * option; so p answers in the options: whenever the opponent takes one, p takes the best
     * left ({@link #secondWorth}). Returns the number of options worth 3, 2 and 1 cells, in
     * bits 0, 10 and 20.
     */
    private int optionCells(int p) {
        int[] l = lines[p];
        int n = l.length - 2;
        int worth1 = 0;
        int worth2 = 0;
        int worth3 = 0;
        int marked = 0; // the options of line i - 1
        for (int i = 1; i <= n; i++) {
            int prot = guarded[p << 5 | i];
            int safeStarts = safeAt[i];
            int spare = ~l[i] & ~prot & ~packed[i] & ~open[i] & ~packed[i - 1] & ~packed[i + 1] & ~marked;
            int chosen = 0;
            while (safeStarts != 0 && spare != 0) {
                int s = safeStarts & -safeStarts;
                safeStarts ^= s;
                int x = (s >>> 1 & spare) != 0 ? s >>> 1 : s << 2 & spare;
                if (x != 0) {
                    spare &= ~x;
                    chosen |= x;
                    int across = (i > 1 && (~l[i - 1] & l[i - 2] & x) != 0 ? 1 : 0)
                            + (i < n && (~l[i + 1] & l[i + 2] & x) != 0 ? 1 : 0);
                    if (across == 2) {
                        worth3++;
                    } else if (across == 1) {
                        worth2++;
                    } else {
                        worth1++;
                    }
                }
            }
            marked = chosen;
        }
        return worth3 | worth2 << 10 | worth1 << 20;
    }

    /**
     * Packs p's protective areas, greedily line by line, into {@link #packed}, and the free
     * cells across their open sides into {@link #open}. Returns their number. In each pair of
     * lines, every square walled on one side at least, from the start of the line. (Taking
     * first those walled on both sides, which leave no cell open to another area, gave fewer
     * areas: 1.76 M nodes for the 8x8 proof instead of 1.71 M, and trying both ways cost more
     * time than the 3% fewer nodes saved.)
     *
     * <p>An area is a free 2x2 square on two neighbouring lines of p's, i and i + 1, with
     * both cells across it occupied on one side at least, say on line i - 1. p's domino on
     * line i + 1 makes the square's cells of line i a safe move: two moves. An opponent's
     * domino spoils it by covering a cell of it, with another cell of it or one on line i + 2,
     * the open side: no other area may hold a cell there (one domino would spoil both), but
     * another area may keep the same cell free from its own open side (no domino reaches both),
     * and a place may hold it. A domino that spoils the area and such a place leaves the
     * square's cells on line i a place of p's that only a domino inside the square can spoil:
     * an isolated place in exchange for the area, which the counts never value less (see
     * {@link #placeMoves}). No option may hold such a cell: an option's game is played apart.
     */
    private int packAreas(int p) {
        int[] l = lines[p];
        int n = l.length - 2;
        Arrays.fill(packed, 0, n + 2, 0);
        Arrays.fill(open, 0, n + 2, 0);
        int areas = 0;
        for (int i = 1; i < n; i++) {
            int free = ~l[i] & ~packed[i] & ~open[i] & ~l[i + 1] & ~packed[i + 1] & ~open[i + 1];
            int walledBelow = free & l[i - 1];
            walledBelow &= walledBelow >>> 1; // where a square walled on line i - 1 may start
            int walledAbove = free & l[i + 2] & ~packed[i - 1];
            walledAbove &= walledAbove >>> 1;
            int left = walledBelow | walledAbove;
            int chosen = 0;
            while (left != 0) {
                int s = left & -left;
                chosen |= s;
                left &= ~(s | s << 1);
            }
            int below = chosen & walledBelow; // open on line i + 2 (unless walled there too)
            int above = chosen & ~walledBelow; // open on line i - 1
            int belowSquare = below | below << 1;
            int aboveSquare = above | above << 1;
            areas += Integer.bitCount(below | above);
            packed[i] |= belowSquare | aboveSquare;
            packed[i + 1] |= belowSquare | aboveSquare;
            open[i - 1] |= aboveSquare & ~l[i - 1];
            open[i + 2] |= belowSquare & ~l[i + 2];
        }
        return areas;
    }

    /** The places starting at the bits of {@code line} that have no cell of the places {@code across} beside them. */
    private static int isolatedPlaces(int line, int across) {
        int cells = across | across << 1;
        return line & ~(cells | cells >>> 1);
    }

    /**
     * Where p's safe moves go in a line whose protected cells are {@code prot}, leaving the
     * cells {@code avail} (free, and in no area) the most places: from the start of each run of
     * protected cells, or, for a run of odd length, from its second cell, when its first cell
     * then makes a place with the cell before it and its last cell would have made none. The
     * same number of safe moves either way.
     */
    static int safeStarts(int prot, int avail) {
        int starts = pairStarts(prot);
        int lone = prot & ~(starts | starts << 1); // the last cell of each run of odd length
        lone &= ~(avail >>> 1); // that has no free cell after it
        while (lone != 0) {
            int e = lone & -lone;
            lone ^= e;
            int start = Integer.highestOneBit(~prot & (e - 1)) << 1; // bit 0, a guard, is never protected
            if ((start >>> 1 & avail) != 0) {
                // the free cells left to places just before the run: an odd number, and its first cell makes them even
                int taken = ~avail | starts | starts << 1;
                int before = Integer.numberOfTrailingZeros(start) - 32 + Integer.numberOfLeadingZeros(taken & (start - 1));
                if ((before & 1) == 1) {
                    int run = (e << 1) - start; // its cells, from start to e
                    starts = starts & ~run | (starts & run) << 1;
                }
            }
        }
        return starts;
    }

    private boolean hasUnsafeMove(int p) {
        int[] l = lines[p];
        for (int i = 1; i < l.length - 1; i++) {
            int free = ~l[i];
            int prot = guarded[p << 5 | i];
            if ((free & free >>> 1 & ~(prot & prot >>> 1)) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Best first: the moves that most improve my count of real and safe moves against the
     * opponent's (taking away the opponent's moves, keeping mine), then, among equals, the
     * moves on the second line from an edge and in step with it, which leave cells that only
     * I can use; safe moves last, and skipped when another move exists. In two steps, as
     * Obsequi does: {@link #orderFirst} scores the moves that cover none of my protected cells
     * and brings the best forward; {@link #orderRest} scores the others and sorts the rest.
     */
    @Override
    public int orderMoves(MoveList moves) {
        int tries = orderFirst(moves);
        orderRest(moves);
        return tries;
    }

    @Override
    public int orderFirst(MoveList moves) {
        int n = moves.size();
        int unsafe = 0;
        boolean open = false;
        for (int k = 0; k < n; k++) {
            int move = moves.get(k);
            int i = move >>> 5 & 31;
            int j = move & 31;
            int prot = guarded[side << 5 | i] >>> j & 3;
            if (prot == 3) {
                moves.score(k, Integer.MIN_VALUE);
            } else {
                unsafe++;
                if (prot == 0) {
                    moves.score(k, score(move));
                    open = true;
                } else {
                    moves.score(k, Integer.MIN_VALUE + 1);
                }
            }
        }
        if (!open) {
            scoreHalfProtected(moves);
        }
        moves.bringBestTo(0);
        return unsafe > 0 ? unsafe : n;
    }

    /** Scores the moves that cover one of my protected cells (not two: those are safe moves). */
    private void scoreHalfProtected(MoveList moves) {
        for (int k = 0; k < moves.size(); k++) {
            int move = moves.get(k);
            int prot = guarded[side << 5 | (move >>> 5 & 31)] >>> (move & 31) & 3;
            if (prot == 1 || prot == 2) {
                moves.score(k, score(move));
            }
        }
    }

    /** A move's order: its {@link #gain}, then its {@link #placement} among equal gains. */
    private int score(int move) {
        return gain(side, move >>> 5 & 31, move & 31) * 2048 + placements[side][move & 1023];
    }

    /** Among equal scores, the move generated first. */
    @Override
    public void orderRest(MoveList moves) {
        scoreHalfProtected(moves);
        moves.sortFrom(1);
    }

    /**
     * How much p's move on bits j, j + 1 of its line i changes (p's real and safe moves) minus
     * (the opponent's), computed on the lines it touches without changing the board.
     */
    private int gain(int p, int i, int j) {
        int[] l = lines[p];
        int domino = 3 << j;
        int line = l[i] | domino;
        int gain = packing(~line) - real[p << 5 | i];
        if ((guarded[p << 5 | i] & domino) != 0) { // it covers protected cells of mine
            gain += packing(guarded[p << 5 | i] & ~domino) - safe[p << 5 | i];
        }
        if ((~l[i - 1] & domino) != 0 && (~l[i - 1] & l[i - 2] & domino) != 0) { // it protects cells of my line above (a guard line has none free)
            gain += packing(~l[i - 1] & l[i - 2] & line) - safe[p << 5 | (i - 1)];
        }
        if ((~l[i + 1] & domino) != 0 && (~l[i + 1] & l[i + 2] & domino) != 0) {
            gain += packing(~l[i + 1] & line & l[i + 2]) - safe[p << 5 | (i + 1)];
        }
        int q = p ^ 1;
        int[] o = lines[q];
        int bit = 1 << i;
        for (int a = j; a <= j + 1; a++) {
            gain -= packing(~(o[a] | bit)) - real[q << 5 | a];
            if ((guarded[q << 5 | a] & bit) != 0) {
                gain -= packing(guarded[q << 5 | a] & ~bit) - safe[q << 5 | a];
            }
        }
        if ((~o[j - 1] & bit) != 0 && (~o[j - 1] & o[j - 2] & bit) != 0) { // the opponent's line beside gets protected cells
            gain += safe[q << 5 | (j - 1)] - packing(~o[j - 1] & o[j - 2] & (o[j] | bit));
        }
        if ((~o[j + 2] & bit) != 0 && (~o[j + 2] & o[j + 3] & bit) != 0) {
            gain += safe[q << 5 | (j + 2)] - packing(~o[j + 2] & (o[j + 1] | bit) & o[j + 3]);
        }
        return gain;
    }

    /**
     * The order among moves of equal gain, as Bullock found it best for Obsequi: first the
     * lines an even number of lines from the edge (the second, the fourth: a domino there walls
     * the line between it and the edge, for me), then the inner lines at an odd distance, the
     * edge lines last; within each, first the dominoes that start an odd number of cells from
     * the nearer end of the line (later ones then tile beside them up to the end); then the
     * lines nearer the edge, then the dominoes nearer the end. A number below 2048.
     */
    private int placement(int p, int i, int j) {
        int n = lines[p].length - 2;
        int m = lines[p ^ 1].length - 2;
        int fromEdge = Math.min(i, n + 1 - i);
        int fromEnd = Math.min(j, m - j); // the domino covers j and j + 1, so m - j cells lie from j + 1 to the end
        int tier = fromEdge == 1 ? 0 : (fromEdge % 2 == 0 ? 2 : 0) + (fromEnd % 2 == 1 ? 2 : 1);
        return tier * 256 + 255 - 16 * fromEdge - fromEnd;
    }

    // ----- notation -----

    @Override
    public String formatMove(int move) {
        int p = move >>> 10;
        int i = move >>> 5 & 31;
        int j = move & 31;
        return p == HORIZONTAL ? i + "," + j : j + "," + i;
    }

    @Override
    public int parseMove(String text) {
        String t = text.strip();
        String who = side == VERTICAL ? "Vertical" : "Horizontal";
        if (!t.matches("[0-9]{1,9} *, *[0-9]{1,9}")) {
            throw new IllegalArgumentException("'" + text + "' is not a move: write the domino's " + (side == VERTICAL ? "top" : "left")
                    + " cell as row,column (from 1), like 2,3");
        }
        int comma = t.indexOf(',');
        int r = Integer.parseInt(t.substring(0, comma).strip());
        int c = Integer.parseInt(t.substring(comma + 1).strip());
        if (isTerminal()) {
            throw new IllegalArgumentException("the game is over: " + who + " has no move left");
        }
        if (r < 1 || c < 1 || r > rows || c > cols) {
            throw new IllegalArgumentException("there is no cell " + r + "," + c + " on the " + rows + "x" + cols
                    + " board: rows go from 1 to " + rows + ", columns from 1 to " + cols);
        }
        int r2 = side == VERTICAL ? r + 1 : r;
        int c2 = side == VERTICAL ? c : c + 1;
        if (r2 > rows || c2 > cols) {
            throw new IllegalArgumentException(who + "'s domino at " + r + "," + c + " would leave the " + rows + "x" + cols
                    + " board: it covers " + r + "," + c + " and " + r2 + "," + c2);
        }
        if (occupied(r, c) || occupied(r2, c2)) {
            throw new IllegalArgumentException(who + " cannot play " + r + "," + c + ": cell " + (occupied(r, c) ? r + "," + c : r2 + "," + c2)
                    + " is taken");
        }
        return side == HORIZONTAL ? side << 10 | r << 5 | c : side << 10 | c << 5 | r;
    }

    @Override
    public Position copy() {
        return new Domineering(this);
    }

    /** The board in the notation: rows of {@code .} and {@code #} joined by {@code /}, then the side to move. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int r = 1; r <= rows; r++) {
            if (r > 1) {
                s.append('/');
            }
            for (int c = 1; c <= cols; c++) {
                s.append(occupied(r, c) ? '#' : '.');
            }
        }
        return s.append(side == VERTICAL ? ":V" : ":H").toString();
    }

    /**
     * The board with the dominoes played since this position was set up drawn as such, read from
     * the moves kept for undo: both halves of each, V or H, in the group of the ply that placed
     * it; the cells filled before, whose dominoes the notation does not say, blocked.
     */
    @Override
    public Drawing drawing() {
        Drawing.Cell[] cells = new Drawing.Cell[rows * cols];
        for (int r = 1; r <= rows; r++) {
            for (int c = 1; c <= cols; c++) {
                cells[(r - 1) * cols + c - 1] = occupied(r, c) ? Drawing.Cell.BLOCKED : Drawing.Cell.EMPTY;
            }
        }
        for (int k = 0; k < plies; k++) {
            int move = history[k];
            int p = move >>> 10;
            int i = move >>> 5 & 31;
            int j = move & 31;
            Drawing.Cell half = Drawing.Cell.of(DOMINOES[p].inGroup(k));
            // In Horizontal's frame row i, columns j and j+1; in Vertical's rows j and j+1, column i (from 1).
            int first = p == HORIZONTAL ? (i - 1) * cols + j - 1 : (j - 1) * cols + i - 1;
            cells[first] = half;
            cells[p == HORIZONTAL ? first + 1 : first + cols] = half;
        }
        return new Drawing.Grid(rows, cols, List.of(cells), Drawing.Surface.SQUARES, false);
    }

    /** The board with the dominoes played since the start drawn: | for Vertical's, - for Horizontal's, # for filled cells. */
    @Override
    public String diagram() {
        char[][] cells = new char[rows + 1][cols + 1];
        for (int r = 1; r <= rows; r++) {
            for (int c = 1; c <= cols; c++) {
                cells[r][c] = occupied(r, c) ? '#' : '.';
            }
        }
        for (int k = 0; k < plies; k++) {
            int move = history[k];
            int i = move >>> 5 & 31;
            int j = move & 31;
            if (move >>> 10 == HORIZONTAL) {
                cells[i][j] = '-';
                cells[i][j + 1] = '-';
            } else {
                cells[j][i] = '|';
                cells[j + 1][i] = '|';
            }
        }
        StringBuilder s = new StringBuilder("   ");
        for (int c = 1; c <= cols; c++) {
            s.append(String.format("%3d", c));
        }
        for (int r = 1; r <= rows; r++) {
            s.append('\n').append(String.format("%3d", r));
            for (int c = 1; c <= cols; c++) {
                s.append("  ").append(cells[r][c]);
            }
        }
        return s.toString();
    }
}
