package org.zermelo.games.othello;

import java.util.ArrayList;
import java.util.List;
import org.zermelo.game.EvaluationTerms;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Position;

/**
 * The course's Othello evaluation, for the side to move: a sum of five terms, each "mine minus
 * the opponent's", weighted by the phase of the game.
 *
 * <ul>
 *   <li><b>squares</b>: the course's static weight table summed over the discs (corners 120,
 *       X-squares -40, C-squares -20, ...).</li>
 *   <li><b>corner neighbours</b>: once a corner is taken (by either side), the danger of the
 *       squares next to it is gone, so they are re-valued like the squares around them: a
 *       C-square from -20 to 5 (an edge square), the X-square from -40 to -5 (the inner ring).
 *       The term is that change, on the scale of the table.</li>
 *   <li><b>mobility</b>: the number of legal moves. The course's advice, "peu de mobilité au
 *       début, plus à la fin" (few moves early is good, more late): its weight is negative in the
 *       opening and grows towards the end.</li>
 *   <li><b>potential mobility</b>: the empty squares next to the opponent's discs, where moves
 *       may come later (its frontier, as Bill counted it).</li>
 *   <li><b>discs</b>: the number of discs: nothing in the opening, and more and more towards the
 *       end, where discs are the score.</li>
 * </ul>
 *
 * Each weight moves linearly from its opening value (4 discs on the board) to its endgame value
 * (64 discs). Every term is below 3,000 in absolute value, far within the evaluation limit.
 */
public final class OthelloEvaluation implements Evaluator, EvaluationTerms {

    /** The course's static weights, row by row from a1 (the table is symmetric). */
    static final int[] TABLE = {
        120, -20, 20, 5, 5, 20, -20, 120,
        -20, -40, -5, -5, -5, -5, -40, -20,
        20, -5, 15, 3, 3, 15, -5, 20,
        5, -5, 3, 3, 3, 3, -5, 5,
        5, -5, 3, 3, 3, 3, -5, 5,
        20, -5, 15, 3, 3, 15, -5, 20,
        -20, -40, -5, -5, -5, -5, -40, -20,
        120, -20, 20, 5, 5, 20, -20, 120,
    };

    /** The corners a1, h1, a8, h8; their C-squares (the two edge neighbours) and X-squares. */
    static final int[] CORNERS = {0, 7, 56, 63};
    static final long[] C_SQUARES = {bits(1, 8), bits(6, 15), bits(48, 57), bits(55, 62)};
    static final long[] X_SQUARES = {bits(9), bits(14), bits(49), bits(54)};
    /** What a C-square and an X-square gain once their corner is taken: 5 - (-20), -5 - (-40). */
    static final int C_GAIN = 25;
    static final int X_GAIN = 35;

    private static final String[] NAMES = {"squares", "corner neighbours", "mobility", "potential mobility", "discs"};
    private static final String[] MEANINGS = {
        "static weight table over my discs minus the opponent's",
        "re-valuation of the squares next to taken corners, mine minus the opponent's",
        "my legal moves minus the opponent's",
        "empty squares next to the opponent's discs minus those next to mine",
        "my discs minus the opponent's"};
    /** The weights with 4 discs on the board and with 64. */
    private static final int[] OPENING = {4, 4, -10, 20, 0};
    private static final int[] ENDGAME = {2, 2, 40, 5, 40};

    private static final long NOT_A = 0xFEFE_FEFE_FEFE_FEFEL;
    private static final long NOT_H = 0x7F7F_7F7F_7F7F_7F7FL;

    private static long bits(int... squares) {
        long b = 0;
        for (int s : squares) {
            b |= 1L << s;
        }
        return b;
    }

    @Override
    public int evaluate(Position position) {
        Othello p = (Othello) position;
        long mine = p.mine();
        long theirs = p.theirs();
        int discs = Long.bitCount(mine | theirs);
        int value = 0;
        for (int term = 0; term < NAMES.length; term++) {
            value += raw(term, mine, theirs) * weight(term, discs);
        }
        return value;
    }

    @Override
    public List<Term> terms(Position position) {
        Othello p = (Othello) position;
        long mine = p.mine();
        long theirs = p.theirs();
        int discs = Long.bitCount(mine | theirs);
        List<Term> terms = new ArrayList<>();
        for (int term = 0; term < NAMES.length; term++) {
            terms.add(new Term(NAMES[term], MEANINGS[term], raw(term, mine, theirs), weight(term, discs)));
        }
        return terms;
    }

    /** The ten classes of squares of the weight table under the board's symmetries, a1 b1 c1 d1 b2 c2 d2 c3 d3 d4, by square. */
    static final int[] SQUARE_CLASS = squareClasses();
    private static final String[] CLASS_NAMES = {"a1", "b1", "c1", "d1", "b2", "c2", "d2", "c3", "d3", "d4"};
    /** The raw terms of {@link #features}: each class of squares, then the terms after the first. */
    private static final int RAW = 10 + NAMES.length - 1;
    /** The scale of the hand-set weights as a learned value: a course evaluation of 500 is a value of tanh(1). */
    static final double HAND_SET_SCALE = 1.0 / 500;

    private static int[] squareClasses() {
        int[] classes = new int[64];
        for (int sq = 0; sq < 64; sq++) {
            int r = Math.min(sq / 8, 7 - sq / 8);
            int c = Math.min(sq % 8, 7 - sq % 8);
            int low = Math.min(r, c);
            int high = Math.max(r, c);
            // (row, column) folded into the triangle 0 <= low <= high <= 3, numbered row by row
            int index = 0;
            for (int i = 0; i < low; i++) {
                index += 4 - i;
            }
            classes[sq] = index + high - low;
        }
        return classes;
    }

    /**
     * The names of {@link #features}: each raw term (the ten classes of squares, then corner
     * neighbours, mobility, potential mobility and discs), in the opening and in the endgame.
     */
    static String[] featureNames() {
        String[] names = new String[2 * RAW];
        for (int i = 0; i < RAW; i++) {
            String name = i < 10 ? "squares " + CLASS_NAMES[i] : NAMES[i - 9];
            names[i] = name + " (opening)";
            names[RAW + i] = name + " (endgame)";
        }
        return names;
    }

    /**
     * The course's evaluation taken apart into features, for the side to move: each raw term,
     * the squares of the weight table by class (my discs on them minus the opponent's), times
     * how far the game is from its end, and times how far from its start; the course's value is
     * exactly a linear function of them ({@link #handSetWeights}).
     */
    static void features(long mine, long theirs, double[] out) {
        int discs = Long.bitCount(mine | theirs);
        double late = Math.max(0, discs - 4) / 60.0;
        java.util.Arrays.fill(out, 0);
        for (long d = mine; d != 0; d &= d - 1) {
            out[SQUARE_CLASS[Long.numberOfTrailingZeros(d)]]++;
        }
        for (long d = theirs; d != 0; d &= d - 1) {
            out[SQUARE_CLASS[Long.numberOfTrailingZeros(d)]]--;
        }
        for (int term = 1; term < NAMES.length; term++) {
            out[9 + term] = raw(term, mine, theirs);
        }
        for (int i = 0; i < RAW; i++) {
            out[RAW + i] = out[i] * late;
            out[i] *= 1 - late;
        }
    }

    /** The course's weights in the basis of {@link #features}, times {@link #HAND_SET_SCALE}. */
    static double[] handSetWeights() {
        double[] weights = new double[2 * RAW];
        for (int i = 0; i < RAW; i++) {
            int term = i < 10 ? 0 : i - 9;
            double table = i < 10 ? TABLE[classSquare(i)] : 1;
            weights[i] = OPENING[term] * table * HAND_SET_SCALE;
            weights[RAW + i] = ENDGAME[term] * table * HAND_SET_SCALE;
        }
        return weights;
    }

    /** A square of class {@code k}. */
    private static int classSquare(int k) {
        for (int sq = 0; sq < 64; sq++) {
            if (SQUARE_CLASS[sq] == k) {
                return sq;
            }
        }
        throw new IllegalArgumentException("no class " + k);
    }

    /** The weight of a term with {@code discs} on the board: from its opening value to its endgame one. */
    static int weight(int term, int discs) {
        int played = Math.max(0, discs - 4);
        return (OPENING[term] * (60 - played) + ENDGAME[term] * played) / 60;
    }

    private static int raw(int term, long mine, long theirs) {
        return switch (term) {
            case 0 -> squares(mine) - squares(theirs);
            case 1 -> cornerNeighbours(mine, theirs) - cornerNeighbours(theirs, mine);
            case 2 -> Long.bitCount(Othello.moves(mine, theirs)) - Long.bitCount(Othello.moves(theirs, mine));
            case 3 -> {
                long empty = ~(mine | theirs);
                yield Long.bitCount(empty & around(theirs)) - Long.bitCount(empty & around(mine));
            }
            default -> Long.bitCount(mine) - Long.bitCount(theirs);
        };
    }

    private static int squares(long discs) {
        int sum = 0;
        for (long d = discs; d != 0; d &= d - 1) {
            sum += TABLE[Long.numberOfTrailingZeros(d)];
        }
        return sum;
    }

    /** What the discs of {@code mine} next to taken corners gain by the re-valuation. */
    private static int cornerNeighbours(long mine, long theirs) {
        int gain = 0;
        for (int c = 0; c < 4; c++) {
            if (((mine | theirs) & (1L << CORNERS[c])) != 0) {
                gain += C_GAIN * Long.bitCount(mine & C_SQUARES[c]) + X_GAIN * Long.bitCount(mine & X_SQUARES[c]);
            }
        }
        return gain;
    }

    /** The discs and the squares next to them, in any of the eight directions. */
    static long around(long discs) {
        long row = discs | (discs << 1) & NOT_A | (discs >>> 1) & NOT_H;
        return row | row << 8 | row >>> 8;
    }
}
