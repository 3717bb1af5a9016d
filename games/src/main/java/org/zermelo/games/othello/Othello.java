package org.zermelo.games.othello;

import java.util.List;
import java.util.Locale;
import org.zermelo.game.Cells;
import org.zermelo.game.Diagram;
import org.zermelo.game.Drawable;
import org.zermelo.game.Drawing;
import org.zermelo.game.Features;
import org.zermelo.game.MoveCount;
import org.zermelo.game.MoveList;
import org.zermelo.game.MoveOrdering;
import org.zermelo.game.NoisyMoves;
import org.zermelo.game.Oracle;
import org.zermelo.game.Position;
import org.zermelo.game.ShallowSolver;
import org.zermelo.game.SolveCost;
import org.zermelo.game.Zobrist;

/**
 * Othello on two 64-bit boards: the discs of the side to move ({@code me}) and of its opponent.
 * Black (X) moves first. Square {@code a1} is bit 0, {@code h1} bit 7, {@code a8} bit 56: bit
 * {@code 8 * (row - 1) + column}, the order of the board notation.
 *
 * <pre>
 *        a  b  c  d  e  f  g  h
 *    1   0  1  2  3  4  5  6  7        a step east  is +1 (masked: no wrap into column a)
 *    2   8  9 10 11 12 13 14 15        a step north is +8 (towards row 8)
 *    3  16 17 18 19 20 21 22 23        diagonals    +9, +7, -7, -9
 *    4  24 25 26 27 28 29 30 31
 *    5  32 33 34 35 36 37 38 39        start: d4 (27) and e5 (36) white,
 *    6  40 41 42 43 44 45 46 47               e4 (28) and d5 (35) black
 *    7  48 49 50 51 52 53 54 55
 *    8  56 57 58 59 60 61 62 63
 * </pre>
 *
 * <p>Legal moves come from a shift-and-mask fill in each of the eight directions: from my discs,
 * through runs of opponent discs, onto an empty square. The discs a move flips come from the
 * eight rays out of its square, each read with one bit trick ({@link #flips}). Where the JVM has
 * the JDK's vector module (the launcher with {@code ZERMELO_VECTOR=1}), both compute four directions at a time
 * ({@code OthelloVectors}). A side with no
 * move but an opponent that has one plays {@link #PASS}; the game ends when neither side can
 * move.
 *
 * <p>Undo pops the two boards from a stack (copy-make: two words per ply). The hash is Zobrist,
 * one key per disc colour and square and one for white to move, computed from the boards when
 * asked ({@link #hash}): perft and the leaves of a search, most of the positions played, never
 * ask.
 *
 * <p>For exact searches: moves are ordered fastest first (the fewest replies for the opponent),
 * and the last {@value Endgame#EMPTIES} empty squares are searched by {@link Endgame}. Above
 * them, a window that the opponent's stable discs already put out of reach is answered at once
 * ({@link Stability}: the stability cutoff).
 */
public final class Othello implements Position, Diagram, Drawable, MoveCount, MoveOrdering, ShallowSolver, SolveCost, Cells, Features, NoisyMoves {

    /** The move of a side that has no legal move while its opponent has one. */
    public static final int PASS = 64;

    /** Side 0, who moves first, and side 1. */
    static final int BLACK = 0;
    static final int WHITE = 1;
    /** Black's discs (X) and white's (O), as the pages draw them. */
    private static final Drawing.Piece[] DISCS = {
        new Drawing.Piece("X", BLACK, Drawing.Shape.DISC, Drawing.Colour.BLACK),
        new Drawing.Piece("O", WHITE, Drawing.Shape.DISC, Drawing.Colour.WHITE)};

    /**
     * The most plies a game can still last: each move fills one of 60 squares, and passes never
     * come twice in a row.
     */
    private static final int MAX_PLIES = 128;

    private static final long NOT_A = 0xFEFE_FEFE_FEFE_FEFEL;
    private static final long NOT_H = 0x7F7F_7F7F_7F7F_7F7FL;
    /** Columns b to g: a disc on column a or h is never between two others horizontally. */
    static final long INNER = NOT_A & NOT_H;
    /**
     * How many times cheaper a node of the exact search is than a node of the depth-limited
     * search with the evaluation, measured side by side on positions of self-play games
     * (docs/measurements.md).
     */
    private static final int CHEAPER_ENDGAME_NODES = 15;
    static final long CORNERS = 0x8100_0000_0000_0081L;

    /** Zobrist keys: [colour * 64 + square], then "white to move". */
    private static final long[] KEYS = Zobrist.keys(0x0_7E11_0064L, 129);
    private static final long WHITE_TO_MOVE = KEYS[128];
    /**
     * The keys of the discs of one colour, one byte of its board at a time: [colour * 2048 + byte
     * * 256 + the byte's bits], so that a position's hash takes 16 lookups.
     */
    private static final long[] BYTE_KEYS = new long[2 * 8 * 256];

    /** The squares of column a. */
    static final long COLUMN_A = 0x0101_0101_0101_0101L;

    /** [b]: bit i of the byte b put on square 8 * i, column a, back from {@link #column}. */
    static final long[] COLUMN = new long[256];

    /** The 15 diagonals (a1-h8 direction) as masks, [row - column + 7], and the 15 anti-diagonals, [row + column]. */
    static final long[] DIAGONALS = new long[15];
    static final long[] ANTI_DIAGONALS = new long[15];

    /**
     * A full line (a row, a column or a diagonal) is read as a byte, its squares in order along
     * it, and a square's place on it is its bit in that byte. [256 * place + the mover's discs on
     * the line]: the squares between the place and the mover's nearest disc on either side.
     */
    private static final byte[] BETWEEN = new byte[8 * 256];

    /**
     * The eight rays out of each square to the edge of the board, [8 * square + direction]: first
     * the four going up the bit indices (east, north-west, north, north-east), then the four going
     * down (west, south-east, south, south-west).
     */
    static final long[] RAYS = new long[8 * 64];

    /**
     * Whether {@link #moves} computes four directions at a time ({@link OthelloVectors}): when
     * the JVM has the JDK's vector module (the launcher with {@code ZERMELO_VECTOR=1}) and the processor has vectors of
     * four longs. Else, and always on a JDK run without the module, one direction at a time.
     */
    private static final boolean VECTOR_MOVES = ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent()
            && OthelloVectors.fourLongs();
    /** Whether {@link #flips} computes four rays at a time: where the vectors hold eight longs ({@link OthelloVectors#eightLongs}). */
    private static final boolean VECTOR_FLIPS = VECTOR_MOVES && OthelloVectors.eightLongs();

    static {
        for (int i = 0; i < BYTE_KEYS.length; i++) {
            for (int bit = 0; bit < 8; bit++) {
                if ((i & (1 << bit)) != 0) {
                    BYTE_KEYS[i] ^= KEYS[i / 256 * 8 + bit]; // i / 256: the colour, then the byte
                }
            }
        }
        int[] columnSteps = {1, -1, 0, 1};
        int[] rowSteps = {0, 1, 1, 1};
        for (int square = 0; square < 64; square++) {
            for (int direction = 0; direction < 8; direction++) {
                int sign = direction < 4 ? 1 : -1;
                int dc = sign * columnSteps[direction % 4];
                int dr = sign * rowSteps[direction % 4];
                for (int c = square % 8 + dc, r = square / 8 + dr; c >= 0 && c < 8 && r >= 0 && r < 8; c += dc, r += dr) {
                    RAYS[8 * square + direction] |= 1L << (8 * r + c);
                }
            }
        }
        for (int b = 0; b < 256; b++) {
            for (int i = 0; i < 8; i++) {
                COLUMN[b] |= (b >> i & 1L) << (8 * i);
            }
        }
        for (int square = 0; square < 64; square++) {
            DIAGONALS[square / 8 - square % 8 + 7] |= 1L << square;
            ANTI_DIAGONALS[square / 8 + square % 8] |= 1L << square;
        }
        for (int place = 0; place < 8; place++) {
            for (int pattern = 0; pattern < 256; pattern++) {
                int between = 0;
                for (int step = -1; step <= 1; step += 2) {
                    for (int i = place + step; i >= 0 && i < 8; i += step) {
                        if ((pattern & (1 << i)) != 0) {
                            for (int j = place + step; j != i; j += step) {
                                between |= 1 << j;
                            }
                            break;
                        }
                    }
                }
                BETWEEN[256 * place + pattern] = (byte) between;
            }
        }
    }

    private long me;
    private long opponent;
    private int side;
    private int plies;
    private final long[] stack = new long[2 * MAX_PLIES];
    private final Endgame endgame = new Endgame();
    /** The sort keys of {@link #orderMoves}, one per move. */
    private final int[] orderKeys = new int[64];

    /** The start: d4 and e5 white, d5 and e4 black, black (X) to move. */
    public Othello() {
        this((1L << 28) | (1L << 35), (1L << 27) | (1L << 36), BLACK);
    }

    /** The position with these discs of black and white, {@code side} to move. */
    Othello(long black, long white, int side) {
        this.side = side;
        me = side == BLACK ? black : white;
        opponent = side == BLACK ? white : black;
    }

    private Othello(Othello other) {
        me = other.me;
        opponent = other.opponent;
        side = other.side;
        plies = other.plies;
        System.arraycopy(other.stack, 0, stack, 0, 2 * plies);
    }

    // ----- rules -----

    /** The squares where the owner of {@code mine} may play against {@code theirs}. */
    static long moves(long mine, long theirs) {
        return VECTOR_MOVES ? OthelloVectors.moves(mine, theirs) : scalarMoves(mine, theirs);
    }

    /** As {@link #moves}, one direction at a time. */
    static long scalarMoves(long mine, long theirs) {
        long inner = theirs & INNER;
        return ~(mine | theirs) & (east(mine, inner) | west(mine, inner) | bothWays(mine, theirs, 8)
                | bothWays(mine, inner, 7) | bothWays(mine, inner, 9));
    }

    /**
     * The squares just east of a run of {@code theirs} (columns b to g) that starts next to
     * {@code mine}: along a row the run is consecutive bits, so adding its first bit carries
     * through it onto the square past it.
     */
    private static long east(long mine, long theirs) {
        return theirs + (theirs & mine << 1) & ~theirs;
    }

    /** The squares just west of a run of {@code theirs} (columns b to g) that starts next to {@code mine}. */
    private static long west(long mine, long theirs) {
        long run = theirs & (mine >>> 1);
        run |= theirs & (run >>> 1);
        long pairs = theirs & (theirs >>> 1);
        run |= pairs & (run >>> 2);
        run |= pairs & (run >>> 2);
        return run >>> 1;
    }

    /**
     * The squares one step beyond a run of {@code theirs} that starts next to {@code mine}, along
     * {@code step} both ways: up and down the bit indices. Runs are at most 6 long: the first two
     * steps one at a time, then two at a time through pairs of opponent discs (the same pairs
     * both ways, shifted).
     */
    private static long bothWays(long mine, long theirs, int step) {
        long up = theirs & (mine << step);
        long down = theirs & (mine >>> step);
        up |= theirs & (up << step);
        down |= theirs & (down >>> step);
        long upPairs = theirs & (theirs << step);
        long downPairs = upPairs >>> step;
        up |= upPairs & (up << (2 * step));
        down |= downPairs & (down >>> (2 * step));
        up |= upPairs & (up << (2 * step));
        down |= downPairs & (down >>> (2 * step));
        return up << step | down >>> step;
    }

    /**
     * The discs of {@code theirs} that a move of {@code mine} on {@code square} flips: along each
     * of the eight rays out of the square, the run of opponent discs next to it when the first
     * square past the run is the mover's. No branch, no loop the search could mispredict.
     * ({@link Long#compress} gathers a line fast where the processor has PEXT, but where the JVM
     * has no such instruction to use it is a loop, and many times slower: docs/measurements.md.)
     */
    static long flips(int square, long mine, long theirs) {
        return VECTOR_FLIPS ? OthelloVectors.flips(square, mine, theirs) : scalarFlips(square, mine, theirs);
    }

    /** As {@link #flips}, one ray at a time. */
    static long scalarFlips(int square, long mine, long theirs) {
        int i = 8 * (square & 63); // the mask lets the compiler drop the array's bound checks
        return flipsUp(RAYS[i], mine, theirs) | flipsUp(RAYS[i + 1], mine, theirs)
                | flipsUp(RAYS[i + 2], mine, theirs) | flipsUp(RAYS[i + 3], mine, theirs)
                | flipsDown(RAYS[i + 4], mine, theirs) | flipsDown(RAYS[i + 5], mine, theirs)
                | flipsDown(RAYS[i + 6], mine, theirs) | flipsDown(RAYS[i + 7], mine, theirs);
    }

    /**
     * The flips along a ray going up the bit indices: its first square that is not the
     * opponent's is its lowest such bit; when that square is the mover's, the ray's squares
     * below it flip (all of them the opponent's).
     */
    private static long flipsUp(long ray, long mine, long theirs) {
        long outflank = Long.lowestOneBit(~theirs & ray) & mine;
        long below = outflank - 1; // every bit when there is no outflanking disc: then nothing flips
        return below & ray & ~(below >> 63);
    }

    /** As {@link #flipsUp}, along a ray going down: the first square past the run is the highest bit, and the ray's squares above it flip. */
    private static long flipsDown(long ray, long mine, long theirs) {
        long outflank = Long.highestOneBit(~theirs & ray) & mine;
        return -outflank << 1 & ray;
    }

    /**
     * How many discs the owner of {@code discs} flips by playing {@code square}, the last empty
     * square of the board: on a full line, the squares up to the mover's nearest disc on either
     * side are the opponent's, so the mover's discs alone tell which flip.
     */
    static int lastFlips(long discs, int square) {
        int row = square >>> 3;
        int col = square & 7;
        return Integer.bitCount(BETWEEN[col << 8 | (int) (discs >>> (square & 56)) & 0xFF] & 0xFF
                | (BETWEEN[row << 8 | column(discs >>> col)] & 0xFF) << 8
                | (BETWEEN[col << 8 | across(discs, DIAGONALS[row - col + 7])] & 0xFF) << 16
                | (BETWEEN[col << 8 | across(discs, ANTI_DIAGONALS[row + col])] & 0xFF) << 24);
    }

    /** The squares of column a as a byte, a1 as bit 0: a multiplication gathers them into the top byte. */
    static int column(long board) {
        return (int) ((board & COLUMN_A) * 0x0102_0408_1020_4080L >>> 56);
    }

    /**
     * The squares of a diagonal (at most one per column) as a byte, column a as bit 0: the
     * multiplication adds the rows together into the top byte, each column landing on its own bit.
     */
    static int across(long board, long diagonal) {
        return (int) ((board & diagonal) * COLUMN_A >>> 56);
    }

    @Override
    public int sideToMove() {
        return side;
    }

    @Override
    public void legalMoves(MoveList out) {
        out.clear();
        long moves = moves(me, opponent);
        if (moves == 0) {
            if (moves(opponent, me) != 0) {
                out.add(PASS);
            }
            return;
        }
        for (; moves != 0; moves &= moves - 1) {
            out.add(Long.numberOfTrailingZeros(moves));
        }
    }

    @Override
    public int moveCount() {
        return moveCount(me, opponent);
    }

    /**
     * Perft's last two plies: after each move, its flips and then the opponent's {@link
     * #moveCount}, a population count, or 1 for a pass; a move that ends the game counts as one
     * leaf ({@link #endedGameIsPerftLeaf}). A position where the side to move cannot move counts
     * as its pass does: the opponent's moves after it, or the game over.
     */
    @Override
    public long twoPlyCount() {
        long moves = moves(me, opponent);
        if (moves == 0) {
            return Math.max(1, Long.bitCount(moves(opponent, me)));
        }
        long count = 0;
        for (; moves != 0; moves &= moves - 1) {
            int square = Long.numberOfTrailingZeros(moves);
            long flipped = flips(square, me, opponent);
            count += Math.max(1, moveCount(opponent & ~flipped, me | flipped | 1L << square));
        }
        return count;
    }

    /** The number of moves of the owner of {@code mine} to move: its legal squares, or a pass, or none when the game is over. */
    private static int moveCount(long mine, long theirs) {
        long moves = moves(mine, theirs);
        if (moves != 0) {
            return Long.bitCount(moves);
        }
        return moves(theirs, mine) != 0 ? 1 : 0;
    }

    @Override
    public boolean endedGameIsPerftLeaf() {
        return true;
    }

    @Override
    public void play(int move) {
        int top = 2 * plies++;
        stack[top] = me;
        stack[top + 1] = opponent;
        if (move != PASS) {
            long flipped = flips(move, me, opponent);
            me |= flipped | (1L << move);
            opponent &= ~flipped;
        }
        long mine = me;
        me = opponent;
        opponent = mine;
        side ^= 1;
    }

    @Override
    public void undo() {
        int top = 2 * --plies;
        me = stack[top];
        opponent = stack[top + 1];
        side ^= 1;
    }

    @Override
    public boolean isTerminal() {
        return moves(me, opponent) == 0 && moves(opponent, me) == 0;
    }

    /** The squares of the four edges, corners included. */
    static final long EDGES = 0xFF81_8181_8181_81FFL;

    /**
     * The moves that change a corner's or an edge's status, which the course's evaluation, with
     * its static weights, cannot see coming: a corner taken, then a move on an edge that flips
     * discs of that edge (an edge changing hands). Quiescence searches them past the horizon, so
     * that a search does not stop just before a corner falls.
     */
    @Override
    public void noisyMoves(MoveList out) {
        out.clear();
        long moves = moves(me, opponent);
        for (long corners = moves & CORNERS; corners != 0; corners &= corners - 1) {
            out.add(Long.numberOfTrailingZeros(corners));
        }
        for (long edge = moves & EDGES & ~CORNERS; edge != 0; edge &= edge - 1) {
            int square = Long.numberOfTrailingZeros(edge);
            if ((flips(square, me, opponent) & EDGES) != 0) {
                out.add(square);
            }
        }
    }

    /** The final disc difference for the side to move, the empty squares going to the winner. */
    @Override
    public int terminalValue() {
        return Endgame.finalValue(me, opponent);
    }

    // ----- what exact searches use -----

    /**
     * Fastest first, by {@link #orderKey}, and one point off for each move the mover will have
     * after its move. The engine's nodes (in an exact search, those above the endgame loop) cost
     * more than the loop's, and there that extra move generation pays; in the loop it costs time
     * (docs/measurements.md). Every move may matter.
     */
    @Override
    public int orderMoves(MoveList moves) {
        int count = moves.size();
        if (count < 2) {
            return count;
        }
        for (int i = 0; i < count; i++) {
            int square = moves.get(i);
            long flipped = flips(square, me, opponent);
            long mover = me | flipped | (1L << square);
            long other = opponent & ~flipped;
            int key = orderKey(mover, other) - Long.bitCount(moves(mover, other));
            // Insertion sort, stable: equal keys keep the generation order.
            int j = i - 1;
            while (j >= 0 && orderKeys[j] > key) {
                orderKeys[j + 1] = orderKeys[j];
                moves.set(j + 1, moves.get(j));
                j--;
            }
            orderKeys[j + 1] = key;
            moves.set(j + 1, square);
        }
        return count;
    }

    /**
     * The sort key of a move, lowest first (in the endgame loop, and in every search of the
     * engine with one more term, {@link #orderMoves}), from the position it leads to: {@code
     * mover} the discs of the side that just moved. Fastest first: the opponent's replies
     * (mobility decides endgames, and the smaller subtrees are searched first), four points
     * each; its potential replies, the empty squares next to the mover's discs, one point each;
     * a corner counting twice in both. Then two of the course's rules of thumb: minus one point
     * for each of the mover's discs that {@link #cornerStable} keeps for good, and eight points
     * for each of the mover's discs on an X-square whose corner is empty (the square that gives
     * the corner away). Tuned by nodes on the FFO suite, each term added to replies alone saving
     * nodes; C-squares beside an empty corner and the course's static weights did not help
     * (docs/measurements.md).
     */
    static int orderKey(long mover, long opponent) {
        long replies = moves(opponent, mover);
        long potential = OthelloEvaluation.around(mover) & ~(mover | opponent);
        long emptyCorners = CORNERS & ~(mover | opponent);
        return 4 * cornersTwice(replies) + cornersTwice(potential) - Long.bitCount(cornerStable(mover))
                + 8 * Long.bitCount(mover & xSquaresOf(emptyCorners));
    }

    /** The X-squares (b2, g2, b7, g7) of the corners among {@code corners}. */
    private static long xSquaresOf(long corners) {
        return (corners & 1L) << 9 | (corners & 1L << 7) << 7 | (corners & 1L << 56) >>> 7 | (corners & 1L << 63) >>> 9;
    }

    private static int cornersTwice(long squares) {
        return Long.bitCount(squares) + Long.bitCount(squares & CORNERS);
    }

    /**
     * The corners among {@code discs}, and the edge squares next to a corner of the same colour:
     * none of them can ever be flipped (no line passes through them with a square on each side
     * that the opponent could hold).
     */
    static long cornerStable(long discs) {
        long heldCorners = discs & CORNERS;
        long besideCorners = heldCorners << 1 & 0x0200_0000_0000_0002L | heldCorners >>> 1 & 0x4000_0000_0000_0040L
                | heldCorners << 8 & 0x0000_0000_0000_8100L | heldCorners >>> 8 & 0x0081_0000_0000_0000L;
        return heldCorners | discs & besideCorners;
    }

    @Override
    public int solveWithin(int alpha, int beta) {
        if (Long.bitCount(~(me | opponent)) > Endgame.EMPTIES) {
            if (alpha >= 64 - 2 * Long.bitCount(opponent)) {
                // The stability cutoff: the opponent keeps its stable discs whatever happens.
                int upper = 64 - 2 * Long.bitCount(Stability.stable(opponent, me));
                if (upper <= alpha) {
                    return upper;
                }
            }
            return Oracle.UNKNOWN;
        }
        return endgame.search(me, opponent, alpha, beta, false);
    }

    /** The cost of the exact search in nodes of the depth-limited search: {@link #exactNodes}, cheaper. */
    @Override
    public long solveCost() {
        return (long) (exactNodes(Long.bitCount(~(me | opponent))) / CHEAPER_ENDGAME_NODES);
    }

    /**
     * About how many nodes the exact search visits with {@code empties} empty squares: 2.5^empties
     * / 10, most of them in the tight loop of the last empties. Fitted to positions of games the
     * engine played against itself; how well it fits, and the FFO positions beside it, in
     * docs/measurements.md.
     */
    static double exactNodes(int empties) {
        return Math.pow(2.5, empties) / 10;
    }

    @Override
    public long solvedNodes() {
        return endgame.nodes;
    }

    @Override
    public long hash() {
        long black = side == BLACK ? me : opponent;
        long white = me ^ opponent ^ black;
        long h = side == WHITE ? WHITE_TO_MOVE : 0;
        for (int b = 0; b < 8; b++) {
            h ^= BYTE_KEYS[256 * b + ((int) (black >>> (8 * b)) & 0xFF)]
                    ^ BYTE_KEYS[2048 + 256 * b + ((int) (white >>> (8 * b)) & 0xFF)];
        }
        return h;
    }

    // ----- what the evaluation and the tools read -----

    private static final int[][] SYMMETRIES = Cells.squareSymmetries(8);

    @Override
    public int rows() {
        return 8;
    }

    @Override
    public int columns() {
        return 8;
    }

    /** Square a1 first, row by row (the squares' bit numbers). */
    @Override
    public void cells(byte[] out) {
        for (int sq = 0; sq < 64; sq++) {
            long bit = 1L << sq;
            out[sq] = (me & bit) != 0 ? MINE : (opponent & bit) != 0 ? THEIRS : EMPTY;
        }
    }

    /** The board's eight rotations and reflections: the rules are the same under each. */
    @Override
    public int[][] symmetries() {
        return SYMMETRIES;
    }

    @Override
    public String featureSet() {
        return "othello-course";
    }

    @Override
    public String[] featureNames() {
        return OthelloEvaluation.featureNames();
    }

    @Override
    public void features(double[] out) {
        OthelloEvaluation.features(me, opponent, out);
    }

    @Override
    public double[] handSetWeights() {
        return OthelloEvaluation.handSetWeights();
    }

    /** The discs of the side to move. */
    long mine() {
        return me;
    }

    /** The discs of the side not to move. */
    long theirs() {
        return opponent;
    }

    /** The discs of {@code player} ({@link #BLACK} or {@link #WHITE}). */
    long discs(int player) {
        return player == side ? me : opponent;
    }

    /** The moves played, passes included, since the position was read: how many undo can take back. */
    public int movesPlayed() {
        return plies;
    }

    /** The legal squares of the side to move, as a board (no pass). */
    long legalSquares() {
        return moves(me, opponent);
    }

    // ----- notation -----

    /** "X" for black, "O" for white. */
    static char mark(int player) {
        return player == BLACK ? 'X' : 'O';
    }

    @Override
    public String formatMove(int move) {
        return move == PASS ? "pass" : square(move);
    }

    /** The four centre squares, d4 e4 d5 e5: a game starts with a disc on each, and no disc ever leaves. */
    private static final long CENTRE = 1L << 27 | 1L << 28 | 1L << 35 | 1L << 36;

    /** A square's name: column letter, row digit, {@code a1} to {@code h8}. */
    static String square(int square) {
        return "" + (char) ('a' + square % 8) + (char) ('1' + square / 8);
    }

    /** The square named by two characters, like {@code f5} or {@code F5}, or -1. */
    static int square(String text) {
        if (text.length() != 2) {
            return -1;
        }
        int col = Character.toLowerCase(text.charAt(0)) - 'a';
        int row = text.charAt(1) - '1';
        return col >= 0 && col < 8 && row >= 0 && row < 8 ? row * 8 + col : -1;
    }

    @Override
    public int parseMove(String text) {
        String t = text.strip();
        char who = mark(side);
        if (isTerminal()) {
            throw new IllegalArgumentException("the game is over: no move can be played");
        }
        long moves = moves(me, opponent);
        if (t.equalsIgnoreCase("pass")) {
            if (moves != 0) {
                throw new IllegalArgumentException(who + " has " + Long.bitCount(moves) + " legal moves, so it may not pass: "
                        + squares(moves));
            }
            return PASS;
        }
        int square = square(t);
        if (square < 0) {
            throw new IllegalArgumentException("'" + text + "' is not a move: type a square, column a-h then row 1-8 like f5, or pass");
        }
        String why = illegal(square);
        if (why != null) {
            throw new IllegalArgumentException(square(square) + " is not legal for " + who + ": " + why
                    + (moves == 0 ? "; " + who + " has no move and must pass" : "; legal moves: " + squares(moves)));
        }
        return square;
    }

    /** Why a disc of the side to move may not go on {@code square}, or null when it may. */
    private String illegal(int square) {
        long bit = 1L << square;
        if (((me | opponent) & bit) != 0) {
            return "the square is occupied by " + ((me & bit) != 0 ? mark(side) : mark(1 - side));
        }
        if (flips(square, me, opponent) == 0) {
            return "it flips no disc";
        }
        return null;
    }

    /** The squares of a board, by name, in order. */
    static String squares(long board) {
        StringBuilder s = new StringBuilder();
        for (long b = board; b != 0; b &= b - 1) {
            s.append(s.isEmpty() ? "" : " ").append(square(Long.numberOfTrailingZeros(b)));
        }
        return s.toString();
    }

    /**
     * Reads a position: 64 characters row by row from a1 ({@code X} black, {@code O} white,
     * {@code -} empty), a space and the side to move ({@code X} or {@code O}); or the moves
     * played from the start, like {@code f5d6c3} (spaces between them allowed), where a side
     * with no move passes, without a word or with {@code pass}. An empty text is the start.
     *
     * @throws IllegalArgumentException saying what is wrong: the length, a character, the
     *     side, or which move of a list is illegal and why
     */
    public static Othello parse(String text) {
        String t = text.strip();
        // A list of moves has only square names: a board has X, O or -.
        if (t.matches(".*[XO-].*")) {
            return parseBoard(t);
        }
        return parseMoves(t.replaceAll("\\s+", ""));
    }

    private static Othello parseBoard(String t) {
        String[] parts = t.split("\\s+", 2);
        String board = parts[0];
        if (board.length() != 64) {
            throw new IllegalArgumentException("an Othello board is 64 characters (X, O or -) row by row from a1, then a space and"
                    + " the side to move X or O; this one has " + board.length() + " characters");
        }
        if (parts.length < 2) {
            throw new IllegalArgumentException("the board must be followed by a space and the side to move, X or O");
        }
        String who = parts[1];
        if (!who.equals("X") && !who.equals("O")) {
            throw new IllegalArgumentException("the side to move must be X or O, not '" + who + "'");
        }
        long black = 0;
        long white = 0;
        for (int square = 0; square < 64; square++) {
            switch (board.charAt(square)) {
                case 'X' -> black |= 1L << square;
                case 'O' -> white |= 1L << square;
                case '-' -> { }
                default -> throw new IllegalArgumentException("bad character '" + board.charAt(square) + "' on " + square(square)
                        + ": a board uses X (black), O (white) and - (empty) only");
            }
        }
        checkCentre(black, white);
        return new Othello(black, white, who.equals("X") ? BLACK : WHITE);
    }

    /** Refuses a board with an empty centre square, which no game reaches. */
    static void checkCentre(long black, long white) {
        long emptyCentre = CENTRE & ~(black | white);
        if (emptyCentre != 0) {
            throw new IllegalArgumentException("the board cannot arise in a game: " + squares(emptyCentre)
                    + (Long.bitCount(emptyCentre) == 1 ? " is" : " are") + " empty, and the four centre squares hold discs "
                    + "from the start of every game");
        }
    }

    /** The moves from the start; passes are implied, or written {@code pass} or {@code pa} (as NBoard does). */
    private static Othello parseMoves(String text) {
        String t = text.replaceAll("\\s+", "").toLowerCase(Locale.ROOT).replace("pass", "pa");
        if (t.length() > 2 * MAX_PLIES) {
            throw new IllegalArgumentException("a game has at most 60 moves and their passes, of two characters each, like f5d6c3;"
                    + " this list has " + t.length() + " characters");
        }
        Othello p = new Othello();
        for (int i = 0; i < t.length(); i += 2) {
            String move = t.substring(i, Math.min(i + 2, t.length()));
            String which = "move " + (i / 2 + 1) + " '" + move + "' of " + t;
            int square = square(move);
            if (square < 0 && !move.equals("pa")) {
                throw new IllegalArgumentException(which + " is not a square: expected moves of two characters, column a-h then"
                        + " row 1-8, like f5d6c3, or a board of 64 characters and the side to move");
            }
            if (p.isTerminal()) {
                throw new IllegalArgumentException(which + " comes after the end of the game");
            }
            boolean stuck = moves(p.me, p.opponent) == 0;
            if (move.equals("pa") && !stuck) {
                throw new IllegalArgumentException(which + " is illegal: " + mark(p.side) + " has a move, so it may not pass");
            }
            if (stuck) {
                p.play(PASS);
                if (move.equals("pa")) {
                    continue;
                }
            }
            String why = p.illegal(square);
            if (why != null) {
                throw new IllegalArgumentException(which + " is illegal for " + mark(p.side) + ": " + why);
            }
            p.play(square);
        }
        return p;
    }

    @Override
    public Position copy() {
        return new Othello(this);
    }

    /** The board in the notation: 64 characters row by row from a1, a space, the side to move. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(66);
        long black = discs(BLACK);
        long white = discs(WHITE);
        for (int square = 0; square < 64; square++) {
            long bit = 1L << square;
            s.append((black & bit) != 0 ? 'X' : (white & bit) != 0 ? 'O' : '-');
        }
        return s.append(' ').append(mark(side)).toString();
    }

    /** The black and white discs on green cloth, row 1 at the top as in the notation. */
    @Override
    public Drawing drawing() {
        long black = discs(BLACK);
        long white = discs(WHITE);
        Drawing.Cell[] cells = new Drawing.Cell[64];
        for (int square = 0; square < 64; square++) {
            long bit = 1L << square;
            cells[square] = (black & bit) != 0 ? Drawing.Cell.of(DISCS[BLACK])
                    : (white & bit) != 0 ? Drawing.Cell.of(DISCS[WHITE]) : Drawing.Cell.EMPTY;
        }
        return new Drawing.Grid(8, 8, List.of(cells), Drawing.Surface.BAIZE, false);
    }

    /**
     * The board for people: row 1 at the top as in the notation, the legal moves of the side
     * to move marked {@code *}, and the disc counts.
     */
    @Override
    public String diagram() {
        long black = discs(BLACK);
        long white = discs(WHITE);
        long legal = moves(me, opponent);
        StringBuilder s = new StringBuilder("   a b c d e f g h\n");
        for (int row = 0; row < 8; row++) {
            s.append(' ').append(row + 1).append(' ');
            for (int col = 0; col < 8; col++) {
                long bit = 1L << (row * 8 + col);
                s.append((black & bit) != 0 ? 'X' : (white & bit) != 0 ? 'O' : (legal & bit) != 0 ? '*' : '.');
                s.append(col < 7 ? " " : "");
            }
            s.append(' ').append(row + 1).append('\n');
        }
        s.append("   a b c d e f g h\n");
        s.append("X (black) ").append(Long.bitCount(black)).append(", O (white) ").append(Long.bitCount(white));
        if (!isTerminal()) {
            s.append("; ").append(mark(side)).append(" to move")
                    .append(legal == 0 ? ", no move: must pass" : ", legal moves marked *");
        }
        return s.toString();
    }
}
