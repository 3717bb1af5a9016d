package org.zermelo.games.draughts;

/**
 * The terms of a linear checkers evaluation whose weights are learned ({@code features:samuel}),
 * 38 of them, as Samuel's pool of candidate terms (he had 38, 16 in use at a time: the learning
 * option {@code --in-use}). Each is "mine minus the opponent's" for the side to move, but for
 * <b>the move</b>, which says something of the side to move alone. First the terms of the
 * hand-set {@code classic} evaluation ({@link DraughtsEvaluation}), then those of Samuel's 1959
 * list (A. L. Samuel, "Some studies in machine learning using the game of checkers", IBM Journal
 * 3(3), 1959, appendix; his names in capitals; the definitions are ours, read from his), then
 * three usual terms of checkers programs. Squares are PDN's (Black's back row 1 to 4, White's 29
 * to 32); a piece is a man or a king.
 * <ul>
 *   <li><b>advance</b> (ADV): men on the 5th and 6th rows from their own side minus men on the
 *       3rd and 4th;</li>
 *   <li><b>king centre</b> (KCENT): kings on the eight middle squares;</li>
 *   <li><b>threat</b> (THRET as first read here): the opponent's pieces that a piece of mine could
 *       jump now;</li>
 *   <li><b>exposure</b> (EXPOS): pieces with an empty square on both sides along a diagonal;</li>
 *   <li><b>node</b> (NODE): pieces with three or four empty squares around them;</li>
 *   <li><b>hole</b> (HOLE): empty squares with three or four of my pieces around them;</li>
 *   <li><b>dyke</b> (DYKE): pieces with one of mine on both sides along a diagonal (a string of
 *       three counts once);</li>
 *   <li><b>gap</b> (GAP): empty squares with one of mine on both sides along a diagonal;</li>
 *   <li><b>pole</b> (POLE): men with no piece on any square around them;</li>
 *   <li><b>bridge</b> (BACK, the "back row bridge"): 1 when my men hold the first and third
 *       squares of my back row (Black's 1 and 3, White's 32 and 30 in checkers) and the opponent
 *       has no king;</li>
 *   <li><b>apex</b> (APEX): 1 when nobody has a king, a man of mine stands on 7 or 26, and no man
 *       of the opponent on either;</li>
 *   <li><b>centre men</b> (CENT): my men on the eight middle squares (10, 11, 14, 15, 18, 19, 22
 *       and 23; Samuel's numbers, 11, 12, 15, 16, 20, 21, 24 and 25, are those of his board, which
 *       skips a number after every eight squares);</li>
 *   <li><b>centre control</b> (CNTR): middle squares that a piece of mine holds or could step
 *       to;</li>
 *   <li><b>double corner</b> (CORN): 1 when my material (2 a man, 3 a king) is 6 or less, the
 *       opponent's is more, and a piece of mine could step into a double corner (1, 5, 28,
 *       32);</li>
 *   <li><b>cramp</b> (CRAMP): 2 when I hold the cramping square (Black 13, White 20) and one of the
 *       two beside it (Black 9 or 14, White 24 or 19), and the opponent holds the four it cramps
 *       (Black cramps White's 17, 21, 22 and 25; White cramps Black's 16, 12, 11 and 8);</li>
 *   <li><b>denial</b> (DENY): squares I could step to where the opponent could take the piece
 *       for nothing, whatever step of mine goes there: he has a jump over it, after which I have
 *       no jump back over his jumper;</li>
 *   <li><b>double diagonal</b> (DIA): my pieces on the two diagonals that end in the double
 *       corners (1 to 28 and 5 to 32);</li>
 *   <li><b>diagonal moment</b> (DIAV): 3/2 for each of my pieces on those two diagonals, 1 on the
 *       diagonals beside them, 1/2 on the next ones out;</li>
 *   <li><b>forced exchange</b> (EXCH): squares I could step to so that the opponent can take the
 *       piece, and every way he can I can jump his jumper back: an exchange I can offer (Samuel's
 *       RECAP, defined as the same, is not repeated);</li>
 *   <li><b>fork</b> (FORK): two of the opponent's pieces side by side on a row (two columns apart)
 *       with the square between them on my side empty, a piece of mine able to step onto it, and
 *       both squares beyond them, seen from it, empty: the step would threaten both;</li>
 *   <li><b>back guard</b> (GUARD): 1 when the opponent has no king and my pieces hold my bridge
 *       (Black 1 and 3, White 32 and 30) or my triangle of Oreo (Black 2, 3 and 7, White 31, 30
 *       and 26);</li>
 *   <li><b>square mobility</b> (MOB): the empty squares a piece of mine could step to (where
 *       {@code mobility} counts the steps);</li>
 *   <li><b>undenied mobility</b> (MOBIL): square mobility less denial;</li>
 *   <li><b>the move</b> (MOVE), for the side to move only: 1 when both sides have as many
 *       pieces, the material on the board (2 a man, 3 a king) is under 24, and the pieces of both
 *       sides on the files of the side to move's back-row squares (its "system") are odd in
 *       number;</li>
 *   <li><b>oreo</b> (OREO): 1 when my pieces hold my triangle of Oreo and the opponent has no
 *       king;</li>
 *   <li><b>threatening steps</b> (THRET as Samuel defines it): squares I could step to from where
 *       the piece would threaten to jump one of the opponent's;</li>
 *   <li><b>edge</b>: my pieces on the left and right edges of the board;</li>
 *   <li><b>balance</b>: the difference between my men on the left and the right half of the
 *       board, either way (as Chinook's evaluation, a side's men spread on both wings);</li>
 *   <li><b>near crowning</b>: my men on the two rows before my crowning row.</li>
 * </ul>
 * The terms named by squares (apex, cramp, back guard, oreo) are for the 8x8 board and 0 on
 * larger ones; the others follow the board's geometry. Steps and jumps are of one square (a flying
 * king's longer moves are not followed), jumps single (a jump's continuation is not followed), and
 * a man jumps backwards where the rules let it. Samuel's other terms (his 38 included terms that
 * combine these, which the descriptions at hand do not define) are not here. Computing them
 * allocates nothing (the scratch space is this object's, one per position).
 */
final class SamuelTerms {

    private static final String[] EXTRA = {"advance", "king centre", "threat", "exposure", "node", "hole", "dyke", "gap", "pole",
        "bridge", "apex", "centre men", "centre control", "double corner", "cramp", "denial", "double diagonal",
        "diagonal moment", "forced exchange", "fork", "back guard", "square mobility", "undenied mobility", "the move", "oreo",
        "threatening steps", "edge", "balance", "near crowning"};

    private final int[] raw = new int[DraughtsEvaluation.NAMES.length];
    private Rules seen;
    private long centre;
    /** The board's geometry, made for each new rules: each bit's row and column, and its neighbour each way (-1 off the board). */
    private int[] rowOf;
    private int[] colOf;
    private int[][] next;
    /** The squares of the double-corner diagonals, the diagonals beside them, and the next ones out. */
    private long diagonal0;
    private long diagonal1;
    private long diagonal2;
    /** The double corners; the left and right edges; each side's system (the files of its back-row squares). */
    private long doubleCorners;
    private long edges;
    private long left;
    private final long[] system = new long[2];
    /** Each side's two rows before its crowning row. */
    private final long[] nearCrown = new long[2];
    /** The board's side, and the bit of each row and column (-1 for a light square). */
    private int size;
    private int[] bitAt;
    // The position being measured: both sides' pieces, the kings, the empty squares.
    private long white;
    private long black;
    private long kings;
    private boolean backward;
    /** Scratch: per square, the outcome of the steps into it (bit 0 some step is threatening, 1 some is not denied, 2 some offers an exchange). */
    private final int[] into = new int[64];

    /** The names: the classic evaluation's terms, then Samuel's. */
    static String[] names() {
        String[] names = new String[DraughtsEvaluation.NAMES.length + EXTRA.length];
        System.arraycopy(DraughtsEvaluation.NAMES, 0, names, 0, DraughtsEvaluation.NAMES.length);
        System.arraycopy(EXTRA, 0, names, DraughtsEvaluation.NAMES.length, EXTRA.length);
        return names;
    }

    /**
     * The classic evaluation written in these terms, scaled so that a man is worth 0.25 under
     * the tanh: the classic weights over 400, Samuel's terms at 0.
     */
    static double[] handSetWeights(Rules rules) {
        int[] classic = DraughtsEvaluation.weights(rules);
        double[] w = new double[DraughtsEvaluation.NAMES.length + EXTRA.length];
        for (int i = 0; i < classic.length; i++) {
            w[i] = classic[i] / 400.0;
        }
        return w;
    }

    /** Writes the terms of {@code p}, for its side to move, into {@code out}. */
    void features(Draughts p, double[] out) {
        if (p.rules() != seen) {
            seen = p.rules();
            centre = DraughtsEvaluation.centre(p);
            geometry(p);
        }
        DraughtsEvaluation.measure(p, raw, centre);
        int k = 0;
        for (; k < raw.length; k++) {
            out[k] = raw[k];
        }
        int me = p.colour();
        for (int i = 0; i < EXTRA.length; i++) {
            out[k + i] = 0;
        }
        for (int c = 0; c < 2; c++) {
            int sign = c == me ? 1 : -1;
            long mine = c == Draughts.WHITE ? p.white() : p.black();
            long theirs = c == Draughts.WHITE ? p.black() : p.white();
            long empty = p.valid & ~(p.white() | p.black());
            long men = mine & ~p.kings();
            out[k] += sign * advance(p, men, c);
            out[k + 1] += sign * Long.bitCount(mine & p.kings() & centre);
            out[k + 2] += sign * Long.bitCount(threatened(p, mine, theirs, empty, c));
            // Per direction d (up-left, up-right, down-left, down-right): my pieces whose neighbour
            // that way is empty, mine, or on the board; empty squares whose neighbour that way is mine.
            long e0 = beside(p, mine, empty, 0);
            long e1 = beside(p, mine, empty, 1);
            long e2 = beside(p, mine, empty, 2);
            long e3 = beside(p, mine, empty, 3);
            long m0 = beside(p, empty, mine, 0);
            long m1 = beside(p, empty, mine, 1);
            long m2 = beside(p, empty, mine, 2);
            long m3 = beside(p, empty, mine, 3);
            out[k + 3] += sign * Long.bitCount(e0 & e3 | e1 & e2);
            out[k + 4] += sign * Long.bitCount(atLeastThree(e0, e1, e2, e3));
            out[k + 5] += sign * Long.bitCount(atLeastThree(m0, m1, m2, m3));
            out[k + 6] += sign * (Long.bitCount(beside(p, mine, mine, 0) & beside(p, mine, mine, 3))
                    + Long.bitCount(beside(p, mine, mine, 1) & beside(p, mine, mine, 2)));
            out[k + 7] += sign * (Long.bitCount(m0 & m3) + Long.bitCount(m1 & m2));
            long alone = men;
            for (int d = 0; d < 4; d++) {
                alone &= ~beside(p, mine, p.valid, d) | beside(p, mine, empty, d);
            }
            out[k + 8] += sign * Long.bitCount(alone);
            out[k + 9] += sign * bridge(p, men, theirs & p.kings(), c);
        }
        others(p, out, k + 10);
    }

    /** The terms after the bridge, from {@code at} on in {@code out}: Samuel's others, then the usual three. */
    private void others(Draughts p, double[] out, int at) {
        white = p.white();
        black = p.black();
        kings = p.kings();
        backward = p.rules.menCaptureBackward();
        boolean small = p.rules.size() == 8;
        long occupied = white | black;
        int[] credit = new int[2];
        int[] pieces = new int[2];
        for (int c = 0; c < 2; c++) {
            long mine = c == Draughts.WHITE ? white : black;
            pieces[c] = Long.bitCount(mine);
            credit[c] = 2 * pieces[c] + Long.bitCount(mine & kings);
        }
        for (int c = 0; c < 2; c++) {
            int sign = c == p.colour() ? 1 : -1;
            long mine = c == Draughts.WHITE ? white : black;
            long theirs = occupied & ~mine;
            long men = mine & ~kings;
            long reach = steps(p, c, mine, theirs);
            int denied = 0;
            int exchanges = 0;
            int threatening = 0;
            for (long t = reach; t != 0; t &= t - 1) {
                int flags = into[Long.numberOfTrailingZeros(t)];
                denied += (flags & 2) == 0 ? 1 : 0;
                exchanges += (flags & 4) != 0 ? 1 : 0;
                threatening += flags & 1;
            }
            if (small) {
                boolean apex = (kings == 0) && (men & (bit(p, 7) | bit(p, 26))) != 0 && (theirs & (bit(p, 7) | bit(p, 26))) == 0;
                out[at] += sign * (apex ? 1 : 0);
                out[at + 4] += sign * cramp(p, c, mine, theirs);
                boolean guarded = (theirs & kings) == 0;
                boolean oreo = guarded && holds(mine, oreo(p, c));
                out[at + 10] += sign * (guarded && (holds(mine, bridge(p, c)) || oreo) ? 1 : 0);
                out[at + 14] += sign * (oreo ? 1 : 0);
            }
            out[at + 1] += sign * Long.bitCount(men & centre);
            out[at + 2] += sign * Long.bitCount(centre & (mine | reach));
            boolean corner = credit[c] <= 6 && credit[c ^ 1] > credit[c] && (reach & doubleCorners) != 0;
            out[at + 3] += sign * (corner ? 1 : 0);
            out[at + 5] += sign * denied;
            out[at + 6] += sign * Long.bitCount(mine & diagonal0);
            out[at + 7] += sign * (1.5 * Long.bitCount(mine & diagonal0) + Long.bitCount(mine & diagonal1)
                    + 0.5 * Long.bitCount(mine & diagonal2));
            out[at + 8] += sign * exchanges;
            out[at + 9] += sign * forks(c, theirs, p.valid & ~occupied, reach);
            out[at + 11] += sign * Long.bitCount(reach);
            out[at + 12] += sign * (Long.bitCount(reach) - denied);
            out[at + 15] += sign * threatening;
            out[at + 16] += sign * Long.bitCount(mine & edges);
            out[at + 17] += sign * Math.abs(Long.bitCount(men & left) - Long.bitCount(men & ~left));
            out[at + 18] += sign * Long.bitCount(men & nearCrown[c]);
        }
        boolean even = pieces[0] == pieces[1] && credit[0] + credit[1] < 24;
        out[at + 13] = even && Long.bitCount(occupied & system[p.colour()]) % 2 == 1 ? 1 : 0;
    }

    /** Makes the board's geometry for {@code p}'s rules (once a rules: allocates). */
    private void geometry(Draughts p) {
        size = p.rules.size();
        rowOf = new int[64];
        colOf = new int[64];
        next = new int[64][4];
        bitAt = new int[size * size];
        java.util.Arrays.fill(bitAt, -1);
        for (int s = 0; s < p.rules.squares(); s++) {
            int b = p.bitOf[s];
            rowOf[b] = s / p.n;
            colOf[b] = 2 * (s % p.n) + (rowOf[b] % 2 == 0 ? 1 : 0);
            bitAt[rowOf[b] * size + colOf[b]] = b;
        }
        diagonal0 = diagonal1 = diagonal2 = doubleCorners = edges = left = 0;
        system[0] = system[1] = nearCrown[0] = nearCrown[1] = 0;
        for (int s = 0; s < p.rules.squares(); s++) {
            int b = p.bitOf[s];
            int r = rowOf[b];
            int x = colOf[b];
            for (int d = 0; d < 4; d++) {
                next[b][d] = at(r + (d < 2 ? -1 : 1), x + (d % 2 == 0 ? -1 : 1));
            }
            long bit = 1L << b;
            int off = Math.abs(x - r);
            diagonal0 |= off == 1 ? bit : 0;
            diagonal1 |= off == 3 ? bit : 0;
            diagonal2 |= off == 5 ? bit : 0;
            boolean corner = r == 0 && x == 1 || r == 1 && x == 0 || r == size - 2 && x == size - 1 || r == size - 1 && x == size - 2;
            doubleCorners |= corner ? bit : 0;
            edges |= x == 0 || x == size - 1 ? bit : 0;
            left |= x < size / 2 ? bit : 0;
            // Black's back row is row 0 (its squares on odd columns), White's the last (even columns).
            system[x % 2 == 1 ? Draughts.BLACK : Draughts.WHITE] |= bit;
            // White crowns on row 0, Black on the last row.
            nearCrown[Draughts.WHITE] |= r == 1 || r == 2 ? bit : 0;
            nearCrown[Draughts.BLACK] |= r == size - 2 || r == size - 3 ? bit : 0;
        }
    }

    /** The bit of the square on row {@code r} and column {@code x}, -1 off the board or on a light square. */
    private int at(int r, int x) {
        return r < 0 || r >= size || x < 0 || x >= size ? -1 : bitAt[r * size + x];
    }

    /** The bit of PDN square {@code square}. */
    private static long bit(Draughts p, int square) {
        return 1L << p.bitOf[square - 1];
    }

    private static boolean holds(long mine, long squares) {
        return (mine & squares) == squares;
    }

    /** The bridge's two squares of {@code c} (8x8): Black's 1 and 3, White's 32 and 30. */
    private static long bridge(Draughts p, int c) {
        return c == Draughts.BLACK ? bit(p, 1) | bit(p, 3) : bit(p, 32) | bit(p, 30);
    }

    /** The triangle of Oreo of {@code c} (8x8): Black's 2, 3 and 7, White's 31, 30 and 26. */
    private static long oreo(Draughts p, int c) {
        return c == Draughts.BLACK ? bit(p, 2) | bit(p, 3) | bit(p, 7) : bit(p, 31) | bit(p, 30) | bit(p, 26);
    }

    /** Samuel's cramp (8x8): 2 when {@code c} holds its cramping square and one beside it, the opponent the four it cramps. */
    private static int cramp(Draughts p, int c, long mine, long theirs) {
        boolean black = c == Draughts.BLACK;
        long square = black ? bit(p, 13) : bit(p, 20);
        long beside = black ? bit(p, 9) | bit(p, 14) : bit(p, 24) | bit(p, 19);
        long cramped = black ? bit(p, 17) | bit(p, 21) | bit(p, 22) | bit(p, 25) : bit(p, 16) | bit(p, 12) | bit(p, 11) | bit(p, 8);
        return holds(mine, square) && (mine & beside) != 0 && holds(theirs, cramped) ? 2 : 0;
    }

    /** True when a piece of colour {@code c}, a king or not, may jump or step in direction {@code d}. */
    private boolean may(int c, boolean king, int d, boolean jump) {
        boolean forward = c == Draughts.WHITE ? d < 2 : d >= 2;
        return king || forward || jump && backward;
    }

    /**
     * The empty squares that a piece of {@code c} could step to, one square; for each, in
     * {@link #into}, whether some step there threatens a jump (bit 0), some step there is not
     * denied (bit 1), and some step there offers an exchange (bit 2).
     */
    private long steps(Draughts p, int c, long mine, long theirs) {
        long empty = p.valid & ~(mine | theirs);
        long reach = 0;
        for (long m = mine; m != 0; m &= m - 1) {
            int from = Long.numberOfTrailingZeros(m);
            boolean king = (kings >>> from & 1) != 0;
            for (int d = 0; d < 4; d++) {
                int to = next[from][d];
                if (to < 0 || (empty >>> to & 1) == 0 || !may(c, king, d, false)) {
                    continue;
                }
                long bit = 1L << to;
                if ((reach & bit) == 0) {
                    into[to] = 0;
                    reach |= bit;
                }
                // After the step: from empty, to mine.
                long mineAfter = mine & ~(1L << from) | bit;
                long emptyAfter = empty & ~bit | 1L << from;
                if (jumps(c, king, to, theirs, emptyAfter)) {
                    into[to] |= 1;
                }
                int taken = taken(c, to, mineAfter, theirs, emptyAfter);
                if (taken != 2) {
                    into[to] |= 2;
                }
                if (taken == 1) {
                    into[to] |= 4;
                }
            }
        }
        return reach;
    }

    /** True when the piece of {@code c} on {@code at} could jump a piece of {@code theirs} (one jump). */
    private boolean jumps(int c, boolean king, int at, long theirs, long empty) {
        for (int d = 0; d < 4; d++) {
            int over = next[at][d];
            int land = over < 0 ? -1 : next[over][d];
            if (land >= 0 && (theirs >>> over & 1) != 0 && (empty >>> land & 1) != 0 && may(c, king, d, true)) {
                return true;
            }
        }
        return false;
    }

    /**
     * How the opponent could take the piece of {@code c} on {@code at}: 0 not at all, 1 only so
     * that {@code c} can jump the jumper back (an exchange), 2 in some way that {@code c} cannot
     * answer by a jump back.
     */
    private int taken(int c, int at, long mine, long theirs, long empty) {
        int result = 0;
        for (int d = 0; d < 4; d++) {
            int from = next[at][d];
            int land = next[at][3 - d];
            if (from < 0 || land < 0 || (theirs >>> from & 1) == 0 || (empty >>> land & 1) == 0
                    || !may(c ^ 1, (kings >>> from & 1) != 0, 3 - d, true)) {
                continue;
            }
            // The jump from -> land takes the piece on at: then can c jump the jumper on land?
            long mineAfter = mine & ~(1L << at);
            long emptyAfter = empty & ~(1L << land) | 1L << from | 1L << at;
            boolean back = false;
            for (int e = 0; e < 4 && !back; e++) {
                int jumper = next[land][e];
                int beyond = next[land][3 - e];
                back = jumper >= 0 && beyond >= 0 && (mineAfter >>> jumper & 1) != 0 && (emptyAfter >>> beyond & 1) != 0
                        && may(c, (kings >>> jumper & 1) != 0, 3 - e, true);
            }
            result = Math.max(result, back ? 1 : 2);
        }
        return result;
    }

    /**
     * Samuel's fork: pairs of the opponent's pieces on one row, two columns apart, with the square
     * between them on {@code c}'s side one that {@code c} could step to ({@code reach}) and both
     * squares beyond them from there empty.
     */
    private int forks(int c, long theirs, long empty, long reach) {
        int toward = c == Draughts.WHITE ? 1 : -1; // the rows toward c's own side
        int count = 0;
        for (long t = theirs; t != 0; t &= t - 1) {
            int a = Long.numberOfTrailingZeros(t);
            int r = rowOf[a];
            int x = colOf[a];
            int b = at(r, x + 2);
            int between = at(r + toward, x + 1);
            int beyondA = at(r - toward, x - 1);
            int beyondB = at(r - toward, x + 3);
            if (b >= 0 && (theirs >>> b & 1) != 0 && between >= 0 && (reach >>> between & 1) != 0 && beyondA >= 0
                    && beyondB >= 0 && (empty >>> beyondA & 1) != 0 && (empty >>> beyondB & 1) != 0) {
                count++;
            }
        }
        return count;
    }

    /** The squares of {@code from} whose neighbour in direction {@code d} is in {@code to}. */
    private static long beside(Draughts p, long from, long to, int d) {
        int s = p.step[d];
        return from & (s < 0 ? to << -s : to >>> s);
    }

    private static long atLeastThree(long a, long b, long c, long d) {
        return a & b & c | a & b & d | a & c & d | b & c & d;
    }

    /** Men on the two rows beyond the middle, from {@code c}'s side, minus men on the two rows before it. */
    private static int advance(Draughts p, long men, int c) {
        int size = p.rules.size();
        int sum = 0;
        for (long m = men; m != 0; m &= m - 1) {
            int row = p.squareOf[Long.numberOfTrailingZeros(m)] / p.n;
            int fromBack = c == Draughts.WHITE ? size - 1 - row : row;
            if (fromBack == size / 2 || fromBack == size / 2 + 1) {
                sum++;
            } else if (fromBack == size / 2 - 2 || fromBack == size / 2 - 1) {
                sum--;
            }
        }
        return sum;
    }

    /** The pieces of {@code theirs} that a piece of {@code mine} (colour c) could jump now, by a short jump. */
    private static long threatened(Draughts p, long mine, long theirs, long empty, int c) {
        long taken = 0;
        for (int d = 0; d < 4; d++) {
            boolean forward = c == Draughts.WHITE ? d < 2 : d >= 2;
            long movers = forward || p.rules.menCaptureBackward() ? mine : mine & p.kings();
            int s = p.step[d];
            // An opponent's piece next to a mover in direction d, with an empty square beyond it.
            long next = s < 0 ? movers >>> -s : movers << s;
            long beyond = s < 0 ? empty << -s : empty >>> s;
            taken |= next & theirs & beyond & p.valid;
        }
        return taken;
    }

    /** 1 when the men of {@code c} hold the first and third squares of its back row and the opponent has no king. */
    private static int bridge(Draughts p, long men, long theirKings, int c) {
        int last = p.rules.squares() - 1;
        long both = c == Draughts.BLACK ? 1L << p.bitOf[0] | 1L << p.bitOf[2] : 1L << p.bitOf[last] | 1L << p.bitOf[last - 2];
        return (men & both) == both && theirKings == 0 ? 1 : 0;
    }
}
