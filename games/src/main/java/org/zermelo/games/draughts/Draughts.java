package org.zermelo.games.draughts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.zermelo.game.Diagram;
import org.zermelo.game.Drawable;
import org.zermelo.game.Drawing;
import org.zermelo.game.Features;
import org.zermelo.game.MoveCount;
import org.zermelo.game.MoveList;
import org.zermelo.game.MoveOrdering;
import org.zermelo.game.NoisyMoves;
import org.zermelo.game.Position;
import org.zermelo.game.Zobrist;

/**
 * A position of draughts in any variant of {@link Rules}: English checkers, international or
 * Brazilian draughts, one move generator for all three.
 *
 * <p><b>The board</b> is the classic padded layout of the fast checkers programs: the dark squares
 * row by row from the top, {@code n} = 4 (8x8) or 5 (10x10) a row, with one unused "ghost" bit
 * after every two rows. Then the four diagonal neighbours of every square are the bit indices
 * minus n+1, minus n, plus n and plus n+1, whatever its row, and a step off the left or right edge
 * lands on a ghost bit, which is never a square: one shift moves all men at once. On 8x8 (PDN
 * numbers, ghost bits {@code .}):
 *
 * <pre>
 *  bits                          PDN squares
 *   .  0  .  1  .  2  .  3        .  1  .  2  .  3  .  4      row 0: Black's back row
 *   4  .  5  .  6  .  7  .        5  .  6  .  7  .  8  .
 *   9 .. 12 on row 2, 13 .. 16 on row 3, ghost 8; ghost 17, 26, 35
 * </pre>
 *
 * so that PDN square {@code s} (from 1) is bit {@code (s-1) + (s-1)/(2n)}: 36 bits on 8x8 (32
 * squares and the ghosts 8, 17, 26, 35), 55 bits on 10x10 (50 squares, ghosts 10, 21, 32, 43, 54).
 * White is at the bottom and moves up (towards bit 0), Black at the top and moves down.
 *
 * <p><b>A move</b> is an int: the bit of the square it leaves (bits 0-5), of the square it ends on
 * (6-11), the number of pieces it takes (12-16), and, for a capture, its rank among the captures
 * with the same ends and count, ordered by the set of squares taken (17 and up; almost always 0).
 * That names every move exactly (two capture sequences with the same ends that take the same
 * pieces are one move, the convention of the published perft counts) in an int, with no table;
 * {@link #play} finds the squares taken again by following the capture from its square.
 *
 * <p><b>Draws</b>: a position repeated a third time with the same side to move; the plies in a row
 * with neither a man moved nor a capture reaching {@link Rules#reversiblePlies}; with
 * {@link Rules#endgameRules}, 16 moves each once a lone king faces three pieces of which one at
 * least is a king (counted from when that began, and not started again by a capture), and 5 moves
 * each once it faces at most two pieces with a king (counted from when that began). A side with no
 * legal move has lost, and that comes first.
 *
 * <p><b>The hash</b> covers what decides the future, so that the transposition table is never
 * wrong for a position reached another way: the pieces and the side to move (Zobrist), the two
 * endgame counts, and the line of positions since the last irreversible move (a man moved or a
 * capture), folded into one key. Two positions with the same hash (barring collisions) have the
 * same repetitions and counts ahead of them; the cost is that king moves played in another order
 * are different entries.
 */
public final class Draughts implements Position, Diagram, Drawable, MoveCount, NoisyMoves, MoveOrdering, Features {

    static final int WHITE = 0;
    static final int BLACK = 1;

    /** Zobrist keys: 4 kinds of piece (white man, white king, black man, black king) by 64 bits, the side, the counts. */
    private static final long[] KEYS = Zobrist.keys(0xD8A0_6475L, 4 * 64 + 1 + 34 + 12);
    private static final int SIDE_KEY = 4 * 64;
    private static final int SIXTEEN_KEYS = SIDE_KEY + 1;
    private static final int FIVE_KEYS = SIXTEEN_KEYS + 34;

    /** The 16-move and 5-move limits, in plies. */
    static final int SIXTEEN_PLIES = 32;
    static final int FIVE_PLIES = 10;

    final Rules rules;
    /** Dark squares a row. */
    final int n;
    /** Bits used, ghosts included. */
    final int bits;
    /** Every square's bit. */
    final long valid;
    /** The row each side crowns on: White's is the top row, Black's the bottom row. */
    final long[] crownRow = new long[2];
    /** Square number from 0 of each bit, -1 for a ghost. */
    final int[] squareOf;
    /** Bit of each square number from 0. */
    final int[] bitOf;
    /** The four diagonal steps: up-left, up-right, down-left, down-right. */
    final int[] step;
    /** For each colour and bit, the squares ahead of a man there up to its crowning row (its forward cone). */
    final long[][] cone;

    private long white;
    private long black;
    private long kings;
    /** The colour to move. */
    private int colour;
    private long boardHash;
    /** The key of the positions since the last irreversible move. */
    private long pathKey;
    private long hash;
    /** Plies since the last irreversible move. */
    private int reversible;
    /** Plies since the lone-king endgame of the 16-move rule began, -1 when not in it. */
    private int sixteen;
    /** Plies since the endgame of the 5-move rule began, -1 when not in it. */
    private int five;

    /** The state before each move played: pieces, colour, hashes and counts. */
    private int plies;
    private long[] hWhite;
    private long[] hBlack;
    private long[] hKings;
    private long[] hBoardHash;
    private long[] hPathKey;
    private int[] hCounts;
    private int[] hMoves;

    // Scratch space of the capture generator: the captures found so far.
    private int found;
    private int[] fFrom = new int[64];
    private int[] fTo = new int[64];
    private int[] fCount = new int[64];
    private long[] fTaken = new long[64];
    /** The directions of each short capture's jumps, two bits each, the first jump highest. */
    private long[] fPath = new long[64];
    /** The path of the capture {@link #taken} found last. */
    private long takenPath;
    private int best;
    private boolean majority;
    // The capture being followed: the opponent's pieces, the squares occupied (the mover's own square empty).
    private long cOpp;
    private long cOcc;
    private int cFrom;
    /** The moves of {@link #twoPlyCount}, kept from call to call. */
    private final MoveList twoPly = new MoveList();
    /** The scratch space of {@link #features}, made at the first call (each copy has its own). */
    private SamuelTerms terms;

    /** The start position of {@code rules}. */
    public Draughts(Rules rules) {
        this.rules = rules;
        n = rules.perRow();
        bits = rules.size() / 2 * (2 * n + 1);
        bitOf = new int[rules.squares()];
        squareOf = new int[64];
        Arrays.fill(squareOf, -1);
        long v = 0;
        for (int s = 0; s < rules.squares(); s++) {
            bitOf[s] = s + s / (2 * n);
            squareOf[bitOf[s]] = s;
            v |= 1L << bitOf[s];
        }
        valid = v;
        for (int s = 0; s < n; s++) {
            crownRow[WHITE] |= 1L << bitOf[s];
            crownRow[BLACK] |= 1L << bitOf[rules.squares() - 1 - s];
        }
        step = new int[] {-(n + 1), -n, n, n + 1};
        cone = new long[2][64];
        for (long m = valid; m != 0; m &= m - 1) {
            int bit = Long.numberOfTrailingZeros(m);
            for (int c = 0; c < 2; c++) {
                for (long front = 1L << bit; front != 0 && (front & crownRow[c]) == 0; ) {
                    front = (c == WHITE ? front >>> n | front >>> (n + 1) : front << n | front << (n + 1)) & valid;
                    cone[c][bit] |= front;
                }
            }
        }
        hWhite = new long[256];
        hBlack = new long[256];
        hKings = new long[256];
        hBoardHash = new long[256];
        hPathKey = new long[256];
        hCounts = new int[256];
        hMoves = new int[256];
        long w = 0;
        long b = 0;
        for (int s = 0; s < rules.startMen(); s++) {
            b |= 1L << bitOf[s];
            w |= 1L << bitOf[rules.squares() - 1 - s];
        }
        setUp(w, b, 0, rules.whiteStarts() ? WHITE : BLACK, -2, -2);
    }

    /**
     * Puts the pieces on the board with no history; {@code sixteen} and {@code five} are the
     * endgame counts, or -2 to start them as a new game would (0 if the position is in that
     * endgame, else -1).
     */
    private void setUp(long w, long b, long k, int toMove, int sixteen, int five) {
        white = w;
        black = b;
        kings = k;
        colour = toMove;
        plies = 0;
        reversible = 0;
        pathKey = 0;
        int cls = endgameClass();
        this.sixteen = sixteen != -2 ? sixteen : cls > 0 ? 0 : -1;
        this.five = five != -2 ? five : cls == 5 ? 0 : -1;
        boardHash = computeBoardHash();
        hash = boardHash ^ countKeys();
    }

    /**
     * Puts these pieces (bits of the padded layout) on the board, {@code colour} to move, with no
     * history: no move played, the draw rules' counts started afresh.
     */
    void place(long w, long b, long k, int colour) {
        setUp(w, b, k, colour, -2, -2);
    }

    private Draughts(Draughts other) {
        rules = other.rules;
        n = other.n;
        bits = other.bits;
        valid = other.valid;
        crownRow[0] = other.crownRow[0];
        crownRow[1] = other.crownRow[1];
        squareOf = other.squareOf;
        bitOf = other.bitOf;
        step = other.step;
        cone = other.cone;
        white = other.white;
        black = other.black;
        kings = other.kings;
        colour = other.colour;
        boardHash = other.boardHash;
        pathKey = other.pathKey;
        hash = other.hash;
        reversible = other.reversible;
        sixteen = other.sixteen;
        five = other.five;
        plies = other.plies;
        hWhite = other.hWhite.clone();
        hBlack = other.hBlack.clone();
        hKings = other.hKings.clone();
        hBoardHash = other.hBoardHash.clone();
        hPathKey = other.hPathKey.clone();
        hCounts = other.hCounts.clone();
        hMoves = other.hMoves.clone();
    }

    // ---------------------------------------------------------------- accessors

    public Rules rules() {
        return rules;
    }

    long white() {
        return white;
    }

    long black() {
        return black;
    }

    long kings() {
        return kings;
    }

    /** The colour to move, {@link #WHITE} or {@link #BLACK}. */
    int colour() {
        return colour;
    }

    int reversiblePlies() {
        return reversible;
    }

    int sixteenCount() {
        return sixteen;
    }

    int fiveCount() {
        return five;
    }

    @Override
    public int sideToMove() {
        return colour == (rules.whiteStarts() ? WHITE : BLACK) ? 0 : 1;
    }

    private long pieces(int c) {
        return c == WHITE ? white : black;
    }

    // ---------------------------------------------------------------- move generation

    /** Encodes a move. */
    static int move(int from, int to, int count, int rank) {
        return from | to << 6 | count << 12 | rank << 17;
    }

    static int from(int move) {
        return move & 63;
    }

    static int to(int move) {
        return move >>> 6 & 63;
    }

    /** The pieces a move takes. */
    static int count(int move) {
        return move >>> 12 & 31;
    }

    private boolean onBoard(int bit) {
        return bit >= 0 && bit < bits && (valid >>> bit & 1) != 0;
    }

    /** Puts the legal moves into {@code out}, ignoring the draw rules: every capture, if there is one, else every step. */
    private void generate(MoveList out) {
        out.clear();
        if (canCapture()) { // a few shifts of the bitboards, where following every piece's jumps is a search
            captures(true);
            for (int i = 0; i < found; i++) {
                int rank = 0;
                for (int j = 0; j < found; j++) {
                    if (fFrom[j] == fFrom[i] && fTo[j] == fTo[i] && fCount[j] == fCount[i] && before(j, i)) {
                        rank++;
                    }
                }
                out.add(move(fFrom[i], fTo[i], fCount[i], rank));
            }
            return;
        }
        long mine = pieces(colour);
        long empty = valid & ~(white | black);
        long men = mine & ~kings;
        long myKings = mine & kings;
        for (int d = 0; d < 4; d++) {
            boolean forward = colour == WHITE ? d < 2 : d >= 2;
            long movers = forward ? men : 0;
            if (!rules.flyingKings()) {
                movers |= myKings;
            }
            int s = step[d];
            long targets = s < 0 ? movers >>> -s & empty : movers << s & empty;
            while (targets != 0) {
                int to = Long.numberOfTrailingZeros(targets);
                targets &= targets - 1;
                out.add(move(to - s, to, 0, 0));
            }
        }
        if (rules.flyingKings()) {
            for (long k = myKings; k != 0; k &= k - 1) {
                int from = Long.numberOfTrailingZeros(k);
                for (int d = 0; d < 4; d++) {
                    for (int to = from + step[d]; onBoard(to) && (empty >>> to & 1) != 0; to += step[d]) {
                        out.add(move(from, to, 0, 0));
                    }
                }
            }
        }
    }

    /**
     * Fills the scratch lists with every capture of the side to move (only the longest with
     * {@code majorityRule} and the rules' majority capture), each from, to and set taken once.
     */
    private void captures(boolean majorityRule) {
        found = 0;
        best = 0;
        majority = majorityRule && rules.majorityCapture();
        cOpp = pieces(colour ^ 1);
        long able = shortJumpers() | (rules.flyingKings() ? pieces(colour) & kings : 0);
        for (long p = able; p != 0; p &= p - 1) {
            follow(Long.numberOfTrailingZeros(p));
        }
    }

    /** The pieces of the side to move that can jump an adjacent piece (all its jumpers but flying kings). */
    private long shortJumpers() {
        long mine = pieces(colour);
        long opp = pieces(colour ^ 1);
        long empty = valid & ~(white | black);
        long jumpers = rules.flyingKings() ? mine & ~kings : mine;
        long able = 0;
        for (int d = 0; d < 4; d++) {
            boolean forward = colour == WHITE ? d < 2 : d >= 2;
            long movers = forward || rules.menCaptureBackward() ? jumpers : jumpers & kings;
            int s = step[d];
            able |= s < 0 ? movers & (opp << -s) & (empty << -2 * s) : movers & (opp >>> s) & (empty >>> 2 * s);
        }
        return able;
    }

    /** Follows every capture of the piece on bit {@code from}, adding the complete ones to the scratch lists. */
    private void follow(int from) {
        cFrom = from;
        cOcc = (white | black) & ~(1L << from);
        if ((kings >>> from & 1) != 0) {
            if (rules.flyingKings()) {
                flyingCapture(from, 0, 0);
            } else {
                shortCapture(from, 0, 0, 0, 0, 4);
            }
        } else if (rules.menCaptureBackward()) {
            shortCapture(from, 0, 0, 0, 0, 4);
        } else {
            int first = colour == WHITE ? 0 : 2;
            shortCapture(from, 0, 0, 0, first, first + 2);
        }
    }

    /** Jumps of one square over an adjacent piece from {@code at}, in the directions {@code d0} to {@code d1 - 1}. */
    private void shortCapture(int at, long taken, long path, int count, int d0, int d1) {
        boolean more = false;
        for (int d = d0; d < d1; d++) {
            int over = at + step[d];
            int land = over + step[d];
            // A land on the board has its square jumped on the board or on a ghost bit, never off the long.
            if (onBoard(land) && ((cOpp & ~taken) >>> over & 1) != 0 && (cOcc >>> land & 1) == 0) {
                more = true;
                shortCapture(land, taken | 1L << over, path << 2 | d, count + 1, d0, d1);
            }
        }
        if (!more && count > 0) {
            record(at, taken, path, count);
        }
    }

    /** Flying captures from {@code at}: along each diagonal, over the first piece met, to any empty square beyond. */
    private void flyingCapture(int at, long taken, int count) {
        boolean more = false;
        for (int d = 0; d < 4; d++) {
            int s = step[d];
            int over = at + s;
            while (onBoard(over) && (cOcc >>> over & 1) == 0) {
                over += s;
            }
            if (!onBoard(over) || (cOpp >>> over & 1) == 0 || (taken >>> over & 1) != 0) {
                continue;
            }
            for (int land = over + s; onBoard(land) && (cOcc >>> land & 1) == 0; land += s) {
                more = true;
                flyingCapture(land, taken | 1L << over, count + 1);
            }
        }
        if (!more && count > 0) {
            record(at, taken, 0, count);
        }
    }

    private void record(int to, long taken, long path, int count) {
        if (majority) {
            if (count < best) {
                return;
            }
            if (count > best) {
                best = count;
                found = 0;
            }
        }
        for (int i = 0; i < found; i++) {
            if (fTaken[i] == taken && fTo[i] == to && fFrom[i] == cFrom && (!rules.pathsAreMoves() || fPath[i] == path)) {
                return; // the same capture by another path: one move
            }
        }
        if (found == fFrom.length) {
            fFrom = Arrays.copyOf(fFrom, 2 * found);
            fTo = Arrays.copyOf(fTo, 2 * found);
            fCount = Arrays.copyOf(fCount, 2 * found);
            fTaken = Arrays.copyOf(fTaken, 2 * found);
            fPath = Arrays.copyOf(fPath, 2 * found);
        }
        fFrom[found] = cFrom;
        fTo[found] = to;
        fCount[found] = count;
        fTaken[found] = taken;
        fPath[found] = path;
        found++;
    }

    /** The squares (bits) {@code move}, a legal capture, takes: its captures followed again from its square. */
    long taken(int move) {
        int from = from(move);
        int to = to(move);
        int count = count(move);
        int rank = move >>> 17;
        found = 0;
        best = 0;
        majority = false;
        cOpp = pieces(colour ^ 1);
        follow(from);
        // The one with rank smaller ones among those with these ends and count.
        for (int i = 0; i < found; i++) {
            if (fTo[i] != to || fCount[i] != count) {
                continue;
            }
            int smaller = 0;
            for (int j = 0; j < found; j++) {
                if (fTo[j] == to && fCount[j] == count && before(j, i)) {
                    smaller++;
                }
            }
            if (smaller == rank) {
                takenPath = fPath[i];
                return fTaken[i];
            }
        }
        throw new IllegalStateException("not a legal capture here: " + move);
    }

    /** True when found capture {@code j} comes before capture {@code i} in the order of ranks: by the set taken, then the path. */
    private boolean before(int j, int i) {
        return fTaken[j] < fTaken[i] || (fTaken[j] == fTaken[i] && fPath[j] < fPath[i]);
    }

    /** True when a capture is possible for the side to move. */
    private boolean canCapture() {
        if (shortJumpers() != 0) {
            return true;
        }
        if (rules.flyingKings()) {
            long mine = pieces(colour);
            long opp = pieces(colour ^ 1);
            long empty = valid & ~(white | black);
            for (long k = mine & kings; k != 0; k &= k - 1) {
                int from = Long.numberOfTrailingZeros(k);
                for (int d = 0; d < 4; d++) {
                    int over = from + step[d];
                    while (onBoard(over) && (empty >>> over & 1) != 0) {
                        over += step[d];
                    }
                    int land = over + step[d];
                    if (onBoard(over) && (opp >>> over & 1) != 0 && onBoard(land) && (empty >>> land & 1) != 0) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** The number of steps (moves that take nothing) of the side to move, ignoring whether it must capture. */
    int stepCount(int c) {
        long mine = pieces(c);
        long empty = valid & ~(white | black);
        long men = mine & ~kings;
        long myKings = mine & kings;
        int count = 0;
        for (int d = 0; d < 4; d++) {
            boolean forward = c == WHITE ? d < 2 : d >= 2;
            long movers = (forward ? men : 0) | (rules.flyingKings() ? 0 : myKings);
            int s = step[d];
            count += Long.bitCount(s < 0 ? movers >>> -s & empty : movers << s & empty);
        }
        if (rules.flyingKings()) {
            for (long k = myKings; k != 0; k &= k - 1) {
                int from = Long.numberOfTrailingZeros(k);
                for (int d = 0; d < 4; d++) {
                    for (int to = from + step[d]; onBoard(to) && (empty >>> to & 1) != 0; to += step[d]) {
                        count++;
                    }
                }
            }
        }
        return count;
    }

    /** True when the side to move has a legal move, the draw rules aside. */
    private boolean canMove() {
        return stepCount(colour) > 0 || canCapture();
    }

    // ---------------------------------------------------------------- the ends of the game

    /** 16 or 5 when a lone king faces the pieces of FMJD's 16-move or 5-move rule, else 0. */
    int endgameClass() {
        if (!rules.endgameRules()) {
            return 0;
        }
        int c = endgameAgainst(white, black);
        return c != 0 ? c : endgameAgainst(black, white);
    }

    /** The class when {@code lone} is one king alone against {@code other}. */
    private int endgameAgainst(long lone, long other) {
        if (Long.bitCount(lone) != 1 || (lone & kings) == 0 || (other & kings) == 0) {
            return 0;
        }
        int pieces = Long.bitCount(other);
        return pieces <= 2 ? 5 : pieces == 3 ? 16 : 0;
    }

    /** True when the position is drawn by a rule. */
    boolean drawn() {
        if (reversible >= rules.reversiblePlies() || sixteen >= SIXTEEN_PLIES || five >= FIVE_PLIES) {
            return true;
        }
        // Threefold repetition: the positions since the last irreversible move, same side to move.
        int seen = 0;
        for (int p = plies - 2; p >= plies - reversible; p -= 2) {
            if (hBoardHash[p] == boardHash && ++seen == 2) {
                return true;
            }
        }
        return false;
    }

    /**
     * The plies that can still be played before a draw rule that counts moves ends the game, were
     * no count started again: the plies left of the reversible moves' limit, and of FMJD's 16- or
     * 5-move rule when it counts (repetitions are not counted: they are not a count of moves).
     */
    int pliesBeforeDrawRule() {
        int left = rules.reversiblePlies() - reversible;
        if (sixteen >= 0) {
            left = Math.min(left, SIXTEEN_PLIES - sixteen);
        }
        if (five >= 0) {
            left = Math.min(left, FIVE_PLIES - five);
        }
        return left;
    }

    @Override
    public void legalMoves(MoveList out) {
        if (drawn()) {
            out.clear();
            return;
        }
        generate(out);
    }

    @Override
    public boolean isTerminal() {
        return drawn() || !canMove();
    }

    @Override
    public int terminalValue() {
        return canMove() ? 0 : -1;
    }

    @Override
    public int moveCount() {
        if (drawn()) {
            return 0;
        }
        if (canCapture()) {
            captures(true);
            return found;
        }
        return stepCount(colour);
    }

    @Override
    public long twoPlyCount() {
        if (drawn()) {
            return 0;
        }
        MoveList moves = twoPly;
        generate(moves);
        long count = 0;
        for (int i = 0; i < moves.size(); i++) {
            play(moves.get(i));
            count += moveCount();
            undo();
        }
        return count;
    }

    @Override
    public void noisyMoves(MoveList out) {
        out.clear();
        if (!drawn() && canCapture()) {
            generate(out);
        }
    }

    /** Captures are compulsory: where there is one, the captures are the only moves. */
    @Override
    public boolean noisyOnly() {
        return canCapture();
    }

    /** Captures first, the more pieces taken the sooner; then steps that crown; the order of the others kept. */
    @Override
    public int orderMoves(MoveList moves) {
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            boolean crowns = (kings >>> from(m) & 1) == 0 && (crownRow[colour] >>> to(m) & 1) != 0;
            moves.score(i, count(m) * 4 + (crowns ? 2 : 0));
        }
        moves.sortFrom(0);
        return moves.size();
    }

    // ---------------------------------------------------------------- play and undo

    @Override
    public void play(int move) {
        if (plies == hWhite.length) {
            grow();
        }
        hWhite[plies] = white;
        hBlack[plies] = black;
        hKings[plies] = kings;
        hBoardHash[plies] = boardHash;
        hPathKey[plies] = pathKey;
        hCounts[plies] = reversible | (sixteen + 1) << 12 | (five + 1) << 20;
        hMoves[plies] = move;
        plies++;
        int from = from(move);
        int to = to(move);
        long fromBit = 1L << from;
        long toBit = 1L << to;
        boolean king = (kings & fromBit) != 0;
        int kind = colour * 2;
        long h = boardHash ^ KEYS[SIDE_KEY] ^ KEYS[(kind + (king ? 1 : 0)) * 64 + from];
        long taken = count(move) > 0 ? taken(move) : 0;
        if (colour == WHITE) {
            white ^= fromBit ^ toBit;
            black &= ~taken;
        } else {
            black ^= fromBit ^ toBit;
            white &= ~taken;
        }
        int opponentKind = (colour ^ 1) * 2;
        for (long t = taken; t != 0; t &= t - 1) {
            int sq = Long.numberOfTrailingZeros(t);
            h ^= KEYS[(opponentKind + (int) (kings >>> sq & 1)) * 64 + sq];
        }
        kings &= ~taken;
        boolean crowned = !king && (toBit & crownRow[colour]) != 0;
        if (king) {
            kings ^= fromBit ^ toBit;
        } else if (crowned) {
            kings |= toBit;
        }
        h ^= KEYS[(kind + (king || crowned ? 1 : 0)) * 64 + to];
        boolean irreversible = !king || taken != 0;
        if (irreversible) {
            reversible = 0;
            pathKey = 0;
        } else {
            reversible++;
            pathKey = Long.rotateLeft(pathKey ^ boardHash, 23) * 0x9E37_79B9_7F4A_7C15L + 1;
        }
        boardHash = h;
        colour ^= 1;
        if (rules.endgameRules()) {
            int cls = endgameClass();
            sixteen = cls == 0 ? -1 : sixteen + 1;
            five = cls != 5 ? -1 : five + 1;
        }
        hash = boardHash ^ pathKey ^ countKeys();
    }

    private long countKeys() {
        return KEYS[SIXTEEN_KEYS + sixteen + 1] ^ KEYS[FIVE_KEYS + five + 1];
    }

    private void grow() {
        int size = 2 * hWhite.length;
        hWhite = Arrays.copyOf(hWhite, size);
        hBlack = Arrays.copyOf(hBlack, size);
        hKings = Arrays.copyOf(hKings, size);
        hBoardHash = Arrays.copyOf(hBoardHash, size);
        hPathKey = Arrays.copyOf(hPathKey, size);
        hCounts = Arrays.copyOf(hCounts, size);
        hMoves = Arrays.copyOf(hMoves, size);
    }

    @Override
    public void undo() {
        plies--;
        white = hWhite[plies];
        black = hBlack[plies];
        kings = hKings[plies];
        boardHash = hBoardHash[plies];
        pathKey = hPathKey[plies];
        int counts = hCounts[plies];
        reversible = counts & 0xFFF;
        sixteen = (counts >>> 12 & 0xFF) - 1;
        five = (counts >>> 20 & 0xFF) - 1;
        colour ^= 1;
        hash = boardHash ^ pathKey ^ countKeys();
    }

    @Override
    public long hash() {
        return hash;
    }

    private long computeBoardHash() {
        long h = colour == BLACK ? KEYS[SIDE_KEY] : 0;
        for (int c = 0; c < 2; c++) {
            for (long p = pieces(c); p != 0; p &= p - 1) {
                int b = Long.numberOfTrailingZeros(p);
                h ^= KEYS[(c * 2 + (int) (kings >>> b & 1)) * 64 + b];
            }
        }
        return h;
    }

    @Override
    public Position copy() {
        return new Draughts(this);
    }

    // ---------------------------------------------------------------- notation

    /** The PDN number (from 1) of a bit. */
    int number(int bit) {
        return squareOf[bit] + 1;
    }

    /**
     * The move in PDN: {@code 11-15} for a step; a capture in English checkers with every square
     * it lands on ({@code 24x15x6}); in international and Brazilian draughts {@code 28x19}, and,
     * where two captures have the same ends, {@code 28x19} followed by the squares taken
     * ({@code 28x19x23x32}), as the Hub protocol writes it.
     */
    @Override
    public String formatMove(int move) {
        int from = from(move);
        int to = to(move);
        if (count(move) == 0) {
            return number(from) + "-" + number(to);
        }
        long taken = taken(move);
        StringBuilder s = new StringBuilder().append(number(from));
        if (!rules.flyingKings()) {
            for (int land : landings(move)) {
                s.append('x').append(number(land));
            }
            return s.toString();
        }
        s.append('x').append(number(to));
        if (sameEnds(move) > 1) {
            for (int sq : squares(taken)) {
                s.append('x').append(sq);
            }
        }
        return s.toString();
    }

    /** The legal moves with the ends and count of {@code move}, itself included. */
    private int sameEnds(int move) {
        MoveList moves = new MoveList();
        generate(moves);
        int same = 0;
        for (int i = 0; i < moves.size(); i++) {
            if (from(moves.get(i)) == from(move) && to(moves.get(i)) == to(move)) {
                same++;
            }
        }
        return same;
    }

    /** The PDN numbers of a set of bits, in order. */
    List<Integer> squares(long set) {
        List<Integer> out = new ArrayList<>();
        for (long t = set; t != 0; t &= t - 1) {
            out.add(number(Long.numberOfTrailingZeros(t)));
        }
        out.sort(null);
        return out;
    }

    /** The squares (bits) a capture by short jumps lands on, in order, the last its end. */
    int[] landings(int move) {
        taken(move);
        int count = count(move);
        int[] out = new int[count];
        int at = from(move);
        for (int i = 0; i < count; i++) {
            at += 2 * step[(int) (takenPath >>> 2 * (count - 1 - i) & 3)];
            out[i] = at;
        }
        return out;
    }

    /** The notation of the moves of this position, for messages. */
    private String legalList() {
        MoveList moves = new MoveList();
        legalMoves(moves);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            texts.add(formatMove(moves.get(i)));
        }
        return String.join(" ", texts);
    }

    @Override
    public int parseMove(String text) {
        String t = text.strip();
        MoveList moves = new MoveList();
        legalMoves(moves);
        if (moves.isEmpty()) {
            throw new IllegalArgumentException("the game is over: there is no move to play");
        }
        String form = rules.flyingKings()
                ? "a step like 32-28, or a capture from x to like 28x19, followed by the squares taken (28x19x23x32) where two "
                        + "captures have the same ends"
                : "a step like 11-15, or a capture with every square it lands on, like 24x15x6";
        if (!t.matches("[0-9]{1,2}(-[0-9]{1,2}|(x[0-9]{1,2})+)")) {
            throw new IllegalArgumentException("'" + text + "' is not a move: expected " + form);
        }
        boolean capture = t.contains("x");
        String[] parts = t.split("[-x]");
        int[] sq = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            int s = Integer.parseInt(parts[i]);
            if (s < 1 || s > rules.squares()) {
                throw new IllegalArgumentException("'" + text + "': square " + s + " is not on the board: squares are 1 to "
                        + rules.squares());
            }
            sq[i] = bitOf[s - 1];
        }
        int from = sq[0];
        int candidates = 0;
        int found = -1;
        long wanted = -1;
        int to = sq[1];
        if (capture && sq.length > 2) {
            if (rules.flyingKings()) {
                wanted = 0;
                for (int i = 2; i < sq.length; i++) {
                    wanted |= 1L << sq[i];
                }
            } else {
                to = sq[sq.length - 1];
                wanted = jumped(sq);
                if (wanted == 0) {
                    throw new IllegalArgumentException("'" + text + "' is not a capture: each square it lands on is two "
                            + "squares on from the one before, diagonally, over a piece; legal moves: " + legalList());
                }
            }
        }
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            if (from(m) != from || to(m) != to || (count(m) > 0) != capture) {
                continue;
            }
            if (wanted != -1 && taken(m) != wanted) {
                continue;
            }
            if (wanted != -1 && !rules.flyingKings() && !Arrays.equals(landings(m), Arrays.copyOfRange(sq, 1, sq.length))) {
                continue;
            }
            candidates++;
            found = m;
        }
        if (candidates == 1) {
            return found;
        }
        if (candidates > 1) {
            throw new IllegalArgumentException("'" + text + "' is ambiguous: several captures have these ends; "
                    + (rules.flyingKings() ? "add the squares taken, like " : "give every square it lands on, like ")
                    + "the legal moves: " + legalList());
        }
        throw new IllegalArgumentException("'" + text + "' is not a legal move here" + (capture || !canCapture() ? ""
                : " (a capture is compulsory)") + "; legal moves: " + legalList());
    }

    /** The squares jumped by a path of short jumps (bits), or 0 when a step is not a jump of two squares. */
    private long jumped(int[] path) {
        long set = 0;
        for (int i = 1; i < path.length; i++) {
            int delta = path[i] - path[i - 1];
            int over = -1;
            for (int d = 0; d < 4; d++) {
                if (delta == 2 * step[d] && onBoard(path[i - 1] + step[d])) {
                    over = path[i - 1] + step[d];
                }
            }
            if (over < 0) {
                return 0;
            }
            set |= 1L << over;
        }
        return set;
    }

    /**
     * The position in PDN FEN ({@code W:W21,22,K30:B1,2}: side to move, then each colour's squares,
     * {@code K} before a king), then what decides the draws when there is any: {@code endgame=A}
     * or {@code endgame=A,B} (the plies already played under the 16-move and the 5-move rule), and
     * {@code then} followed by the moves since the last man moved or piece was taken, each a king's
     * step, played from the position written (repetitions and the count of such moves come from them).
     */
    @Override
    public String toString() {
        int anchor = plies - reversible;
        long w = anchor == plies ? white : hWhite[anchor];
        long b = anchor == plies ? black : hBlack[anchor];
        long k = anchor == plies ? kings : hKings[anchor];
        int c = (colour + reversible) & 1;
        int counts = anchor == plies ? -1 : hCounts[anchor];
        int s16 = anchor == plies ? sixteen : (counts >>> 12 & 0xFF) - 1;
        int s5 = anchor == plies ? five : (counts >>> 20 & 0xFF) - 1;
        StringBuilder s = new StringBuilder(fen(w, b, k, c));
        Draughts fresh = new Draughts(rules);
        fresh.setUp(w, b, k, c, -2, -2);
        if (fresh.sixteen != s16 || fresh.five != s5) {
            s.append(" endgame=").append(s16);
            if (s5 >= 0) {
                s.append(',').append(s5);
            }
        }
        if (reversible > 0) {
            s.append(" then");
            for (int p = anchor; p < plies; p++) {
                s.append(' ').append(number(from(hMoves[p]))).append('-').append(number(to(hMoves[p])));
            }
        }
        return s.toString();
    }

    /** The board and side to move now in PDN FEN, without what decides the draws. */
    String fen() {
        return fen(white, black, kings, colour);
    }

    private String fen(long w, long b, long k, int c) {
        StringBuilder s = new StringBuilder(c == WHITE ? "W" : "B");
        for (int col = 0; col < 2; col++) {
            s.append(':').append(col == WHITE ? 'W' : 'B');
            long set = col == WHITE ? w : b;
            boolean first = true;
            for (int sq = 0; sq < rules.squares(); sq++) {
                if ((set >>> bitOf[sq] & 1) != 0) {
                    s.append(first ? "" : ",").append((k >>> bitOf[sq] & 1) != 0 ? "K" : "").append(sq + 1);
                    first = false;
                }
            }
        }
        return s.toString();
    }

    /**
     * Reads a position of {@code rules}: PDN FEN, {@code W:W21,22,K30:B1,2} (the side to move,
     * then each colour's squares, either colour first, {@code K} before a king, ranges like
     * {@code 1-12} or {@code K1-3} allowed), optionally followed by {@code endgame=A} or
     * {@code endgame=A,B} and by {@code then} and moves, as {@link #toString} writes them.
     */
    public static Draughts parse(Rules rules, String text) {
        String t = text.strip();
        String[] words = t.split("\\s+");
        Draughts p = new Draughts(rules);
        String fenForm = "PDN FEN like " + (rules.size() == 10 ? "W:W31-50:B1-20" : "B:W21-32:B1-12")
                + ": W or B to move, then :W and :B each with its squares, K before a king";
        String[] fields = words[0].split(":", -1);
        if (fields.length != 3 || !fields[0].matches("[WB]")) {
            throw new IllegalArgumentException("'" + words[0] + "' is not a position: expected " + fenForm);
        }
        long[] sets = new long[2];
        long k = 0;
        boolean[] seen = new boolean[2];
        for (int f = 1; f < 3; f++) {
            String field = fields[f];
            if (field.isEmpty() || (field.charAt(0) != 'W' && field.charAt(0) != 'B')) {
                throw new IllegalArgumentException("'" + field + "' is not a colour's pieces: expected W or B followed by "
                        + "squares separated by commas, in " + fenForm);
            }
            int col = field.charAt(0) == 'W' ? WHITE : BLACK;
            if (seen[col]) {
                throw new IllegalArgumentException("'" + words[0] + "' gives " + field.charAt(0) + "'s pieces twice: expected "
                        + fenForm);
            }
            seen[col] = true;
            String list = field.substring(1);
            if (list.isEmpty()) {
                continue;
            }
            for (String item : list.split(",", -1)) {
                if (!item.matches("K?[0-9]{1,2}(-[0-9]{1,2})?")) {
                    throw new IllegalArgumentException("'" + item + "' is not a square: expected a number 1 to " + rules.squares()
                            + ", K before a king, or a range like 1-12, in " + fenForm);
                }
                boolean king = item.startsWith("K");
                String[] range = item.substring(king ? 1 : 0).split("-");
                int lo = Integer.parseInt(range[0]);
                int hi = range.length > 1 ? Integer.parseInt(range[1]) : lo;
                if (lo < 1 || hi > rules.squares() || lo > hi) {
                    throw new IllegalArgumentException("'" + item + "' is not on the board: squares are 1 to " + rules.squares()
                            + (lo > hi ? ", a range from low to high" : ""));
                }
                for (int s = lo; s <= hi; s++) {
                    long bit = 1L << p.bitOf[s - 1];
                    if (((sets[0] | sets[1]) & bit) != 0) {
                        throw new IllegalArgumentException("square " + s + " is given twice in '" + words[0] + "'");
                    }
                    if (!king && (p.crownRow[col] & bit) != 0) {
                        throw new IllegalArgumentException("a " + (col == WHITE ? "white" : "black") + " man on " + s
                                + " would have been crowned: write K" + s);
                    }
                    sets[col] |= bit;
                    if (king) {
                        k |= bit;
                    }
                }
            }
        }
        int toMove = fields[0].equals("W") ? WHITE : BLACK;
        int i = 1;
        int s16 = -2;
        int s5 = -2;
        if (i < words.length && words[i].startsWith("endgame=")) {
            String v = words[i].substring("endgame=".length());
            p.setUp(sets[0], sets[1], k, toMove, -2, -2);
            int cls = p.endgameClass();
            if (!v.matches("[0-9]{1,2}(,[0-9]{1,2})?") || cls == 0) {
                throw new IllegalArgumentException("'" + words[i] + "': expected endgame=A or endgame=A,B, the plies played "
                        + "under the 16-move rule (up to " + SIXTEEN_PLIES + ") and the 5-move rule (up to " + FIVE_PLIES
                        + "), only for a lone king against at most three pieces with a king");
            }
            String[] ab = v.split(",");
            s16 = Integer.parseInt(ab[0]);
            s5 = ab.length > 1 ? Integer.parseInt(ab[1]) : -1;
            if (s16 > SIXTEEN_PLIES || s5 > FIVE_PLIES || (cls == 5) != (s5 >= 0) || s5 > s16) {
                throw new IllegalArgumentException("'" + words[i] + "': the 16-move count is up to " + SIXTEEN_PLIES
                        + " plies, the 5-move count up to " + FIVE_PLIES + " and no more than the first, given exactly when "
                        + "the lone king faces at most two pieces");
            }
            i++;
        }
        p.setUp(sets[0], sets[1], k, toMove, s16, s5);
        if (i < words.length) {
            if (!words[i].equals("then")) {
                throw new IllegalArgumentException("'" + words[i] + "' after the position: expected endgame=A[,B] or then "
                        + "followed by moves");
            }
            for (i++; i < words.length; i++) {
                p.play(p.parseMove(words[i]));
            }
        }
        return p;
    }

    // ---------------------------------------------------------------- drawings

    /** The piece on bit {@code b}: 'w', 'W' (a white king), 'b', 'B', or '.'. */
    private char at(int b) {
        boolean king = (kings >>> b & 1) != 0;
        return (white >>> b & 1) != 0 ? (king ? 'W' : 'w') : (black >>> b & 1) != 0 ? (king ? 'B' : 'b') : '.';
    }

    private static final Drawing.Piece[] PIECES = {
        new Drawing.Piece("w", WHITE, Drawing.Shape.DISC, Drawing.Colour.WHITE),
        new Drawing.Piece("W", WHITE, Drawing.Shape.CROWNED, Drawing.Colour.WHITE),
        new Drawing.Piece("b", BLACK, Drawing.Shape.DISC, Drawing.Colour.BLACK),
        new Drawing.Piece("B", BLACK, Drawing.Shape.CROWNED, Drawing.Colour.BLACK),
    };

    /** The board as a grid: the light squares blocked, men as discs, kings crowned. */
    @Override
    public Drawing drawing() {
        int size = rules.size();
        List<Drawing.Cell> cells = new ArrayList<>(size * size);
        for (int row = 0; row < size; row++) {
            for (int col = 0; col < size; col++) {
                if ((row + col) % 2 == 0) {
                    cells.add(Drawing.Cell.BLOCKED);
                    continue;
                }
                char c = at(bitOf[row * n + col / 2]);
                int piece = "wWbB".indexOf(c);
                cells.add(piece < 0 ? Drawing.Cell.EMPTY : pieceCell(piece));
            }
        }
        return new Drawing.Grid(size, size, cells, Drawing.Surface.CHECKERBOARD, false);
    }

    private Drawing.Cell pieceCell(int piece) {
        Drawing.Piece p = PIECES[piece];
        // The owner is a side: 0 is the colour that moves first.
        int side = (p.owner() == WHITE) == rules.whiteStarts() ? 0 : 1;
        return Drawing.Cell.of(new Drawing.Piece(p.symbol(), side, p.shape(), p.colour()));
    }

    /** The board with the squares' numbers at the ends of each row: w b men, W B kings, . an empty square. */
    @Override
    public String diagram() {
        int size = rules.size();
        StringBuilder s = new StringBuilder();
        int width = rules.squares() >= 10 ? 2 : 1;
        for (int row = 0; row < size; row++) {
            int firstSquare = row * n + 1;
            s.append(String.format("%" + width + "d  ", firstSquare));
            for (int col = 0; col < size; col++) {
                s.append((row + col) % 2 == 0 ? ' ' : at(bitOf[row * n + col / 2]));
                s.append(col < size - 1 ? " " : "");
            }
            s.append("  ").append(firstSquare + n - 1).append('\n');
        }
        s.append("white ").append(Long.bitCount(white & ~kings)).append(" men ").append(Long.bitCount(white & kings))
                .append(" kings, black ").append(Long.bitCount(black & ~kings)).append(" men ")
                .append(Long.bitCount(black & kings)).append(" kings; ").append(colour == WHITE ? "white" : "black")
                .append(" to move");
        if (reversible > 0) {
            s.append("; ").append(reversible).append(" plies without a man moved or a capture");
        }
        if (sixteen >= 0) {
            s.append("; ").append(five >= 0 ? five + " of " + FIVE_PLIES : sixteen + " of " + SIXTEEN_PLIES)
                    .append(" plies of the endgame rule");
        }
        return s.toString();
    }

    /** Samuel's pool of 38 terms ({@link SamuelTerms}): the classic evaluation's, then his, then three usual ones. */
    @Override
    public String featureSet() {
        return "samuel";
    }

    @Override
    public String[] featureNames() {
        return SamuelTerms.names();
    }

    @Override
    public void features(double[] out) {
        if (terms == null) {
            terms = new SamuelTerms();
        }
        terms.features(this, out);
    }

    /** The classic evaluation's weights over 400 (a man 0.25), Samuel's terms at 0. */
    @Override
    public double[] handSetWeights() {
        return SamuelTerms.handSetWeights(rules);
    }
}
