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
 *   <li><b>mobility</b>: the number of legal moves.</li>
 *   <li><b>potential mobility</b>: the empty squares next to the opponent's discs, where moves
 *       may come later (its frontier, as Bill counted it).</li>
 *   <li><b>discs</b>: the number of discs. The course's advice, few early and more late: its
 *       weight is negative in the opening and grows towards the end, where discs are the score.</li>
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
    private static final int[] OPENING = {4, 4, 40, 20, -10};
    private static final int[] ENDGAME = {2, 2, 10, 5, 40};

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
