package org.zermelo.games.draughts;

/**
 * The terms of a linear checkers evaluation whose weights are learned ({@code features:samuel}),
 * each "mine minus the opponent's" for the side to move: first the terms of the hand-set
 * {@code classic} evaluation ({@link DraughtsEvaluation}), then those of Samuel's 1959 list that
 * are defined by the pattern of pieces alone (A. L. Samuel, "Some studies in machine learning
 * using the game of checkers", IBM Journal 3(3), 1959, appendix; his names in capitals):
 * <ul>
 *   <li><b>advance</b> (ADV): men on the 5th and 6th rows from their own side minus men on the
 *       3rd and 4th;</li>
 *   <li><b>king centre</b> (KCENT): kings on the middle squares;</li>
 *   <li><b>threat</b> (THRET): the opponent's pieces that a piece of mine could jump now;</li>
 *   <li><b>exposure</b> (EXPOS): pieces with an empty square on both sides along a diagonal;</li>
 *   <li><b>node</b> (NODE): pieces with three or four empty squares around them;</li>
 *   <li><b>hole</b> (HOLE): empty squares with three or four of my pieces around them;</li>
 *   <li><b>dyke</b> (DYKE): pieces with one of mine on both sides along a diagonal (a string of
 *       three counts once);</li>
 *   <li><b>gap</b> (GAP): empty squares with one of mine on both sides along a diagonal;</li>
 *   <li><b>pole</b> (POLE): men with no piece on any square around them;</li>
 *   <li><b>bridge</b> (BACK, the "back row bridge"): 1 when my men hold the first and third
 *       squares of my back row (Black's 1 and 3, White's 32 and 30 in checkers) and the opponent
 *       has no king.</li>
 * </ul>
 * Samuel's terms that need a search of their own (EXCH, DENY, MOBIL...) or a square of his own
 * numbering (APEX, CRAMP, OREO) are left out. Short jumps only: a flying king's long captures
 * are not counted as threats. Computing them allocates nothing (the scratch space is this
 * object's, one per position).
 */
final class SamuelTerms {

    private static final String[] EXTRA = {"advance", "king centre", "threat", "exposure", "node", "hole", "dyke", "gap", "pole",
        "bridge"};

    private final int[] raw = new int[DraughtsEvaluation.NAMES.length];
    private Rules seen;
    private long centre;

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
