package org.zermelo.games.draughts;

import java.util.ArrayList;
import java.util.List;
import org.zermelo.game.EvaluationTerms;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Position;

/**
 * The classic evaluation of checkers programs, for the side to move, each term "mine minus the
 * opponent's" times a weight, in hundredths of a man. The terms are those of Samuel's checkers
 * player and of Chinook's hand-built evaluation (Schaeffer, <i>One Jump Ahead</i>):
 * <ul>
 *   <li><b>men</b> and <b>kings</b>: material, a king worth {@link Rules#kingValue}: 1.3 men in
 *       English checkers, where a king only steps, and 3 men where kings fly;</li>
 *   <li><b>back rank</b>: men still on their own back row, which the opponent must get past to
 *       crown;</li>
 *   <li><b>centre</b>: pieces on the middle four rows and columns;</li>
 *   <li><b>advancement</b>: the rows the men have advanced (Samuel's "tempo"), a small bonus for
 *       moving up together;</li>
 *   <li><b>mobility</b>: the steps each side could make;</li>
 *   <li><b>runaway men</b>: men with nothing at all between them and the crowning row in their
 *       forward cone, who will crown;</li>
 *   <li><b>trapped kings</b>: kings with no step to make;</li>
 *   <li><b>exchanges</b>: the material lead as a share of the material on the board (2.5 men
 *       for a whole share), so that the side ahead gains by trading pieces down and the side
 *       behind by avoiding trades: one man up is a small lead with 24 pieces and a winning one
 *       with 5, which the plain count of men does not say (the "trade when ahead" of every
 *       checkers program since Samuel).</li>
 * </ul>
 */
public final class DraughtsEvaluation implements Evaluator, EvaluationTerms {

    static final String[] NAMES = {"men", "kings", "back rank", "centre", "advancement", "mobility", "runaway men",
        "trapped kings", "exchanges"};
    private static final String[] MEANINGS = {
        "my men minus the opponent's",
        "my kings minus the opponent's",
        "my men on my back row minus the opponent's on theirs",
        "my pieces on the middle squares minus the opponent's",
        "the rows my men have advanced minus the opponent's",
        "my steps minus the opponent's (moves that take nothing)",
        "my men with a free way to the crowning row minus the opponent's",
        "my kings with no step minus the opponent's",
        "250 times my material minus the opponent's, over all the material on the board"};

    private final int[] raw = new int[NAMES.length];
    /** The rules of the last board seen, its middle squares and the weights (kept: the search loop allocates nothing). */
    private Rules seen;
    private long centre;
    private int[] weights;

    static int[] weights(Rules rules) {
        return new int[] {100, rules.kingValue(), 10, 4, 1, 2, 40, -20, 1};
    }

    @Override
    public int evaluate(Position position) {
        Draughts p = (Draughts) position;
        if (p.rules() != seen) {
            seen = p.rules();
            centre = centre(p);
            weights = weights(seen);
        }
        measure(p, raw, centre);
        int[] w = weights;
        int value = 0;
        for (int i = 0; i < raw.length; i++) {
            value += raw[i] * w[i];
        }
        return value;
    }

    @Override
    public List<Term> terms(Position position) {
        Draughts p = (Draughts) position;
        int[] r = new int[NAMES.length];
        measure(p, r, centre(p));
        int[] w = weights(p.rules());
        List<Term> terms = new ArrayList<>();
        for (int i = 0; i < r.length; i++) {
            terms.add(new Term(NAMES[i], MEANINGS[i], r[i], w[i]));
        }
        return terms;
    }

    /** The raw measures, mine minus the opponent's, for the side to move. */
    static void measure(Draughts p, int[] out, long centre) {
        int me = p.colour();
        for (int i = 0; i < out.length; i++) {
            out[i] = 0;
        }
        int lead = 0;
        int total = 0;
        for (int c = 0; c < 2; c++) {
            int sign = c == me ? 1 : -1;
            long mine = c == Draughts.WHITE ? p.white() : p.black();
            long men = mine & ~p.kings();
            long kings = mine & p.kings();
            out[0] += sign * Long.bitCount(men);
            out[1] += sign * Long.bitCount(kings);
            out[2] += sign * Long.bitCount(men & p.crownRow[c ^ 1]);
            out[3] += sign * Long.bitCount(mine & centre);
            out[4] += sign * advancement(p, men, c);
            out[5] += sign * p.stepCount(c);
            out[6] += sign * runaways(p, men, c);
            out[7] += sign * trapped(p, kings);
            int material = 100 * Long.bitCount(men) + p.rules.kingValue() * Long.bitCount(kings);
            lead += sign * material;
            total += material;
        }
        out[8] = total == 0 ? 0 : 250 * lead / total;
    }

    /** The squares of the middle four rows and the middle four columns. */
    static long centre(Draughts p) {
        int size = p.rules.size();
        long set = 0;
        for (int s = 0; s < p.rules.squares(); s++) {
            int row = s / p.n;
            int col = 2 * (s % p.n) + (row % 2 == 0 ? 1 : 0);
            if (row >= size / 2 - 2 && row <= size / 2 + 1 && col >= size / 2 - 2 && col <= size / 2 + 1) {
                set |= 1L << p.bitOf[s];
            }
        }
        return set;
    }

    /** The rows the men of {@code c} have come from their back row. */
    private static int advancement(Draughts p, long men, int c) {
        int sum = 0;
        for (long m = men; m != 0; m &= m - 1) {
            int row = p.squareOf[Long.numberOfTrailingZeros(m)] / p.n;
            sum += c == Draughts.WHITE ? p.rules.size() - 1 - row : row;
        }
        return sum;
    }

    /** Men of {@code c} whose forward cone, up to the crowning row, holds no piece. */
    private static int runaways(Draughts p, long men, int c) {
        long occupied = p.white() | p.black();
        int count = 0;
        for (long m = men; m != 0; m &= m - 1) {
            if ((p.cone[c][Long.numberOfTrailingZeros(m)] & occupied) == 0) {
                count++;
            }
        }
        return count;
    }

    /** Kings with no empty square next to them. */
    private static int trapped(Draughts p, long kings) {
        long empty = p.valid & ~(p.white() | p.black());
        int count = 0;
        for (long k = kings; k != 0; k &= k - 1) {
            long bit = k & -k;
            long around = (bit >>> p.n | bit >>> (p.n + 1) | bit << p.n | bit << (p.n + 1)) & p.valid;
            if ((around & empty) == 0) {
                count++;
            }
        }
        return count;
    }
}
