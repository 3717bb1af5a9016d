package org.zermelo.games.backgammon;

import java.util.ArrayList;
import java.util.List;
import org.zermelo.game.MoveList;
import org.zermelo.game.SelfSolving;

/**
 * Exact values of backgammon races: once no checker can meet one of the other side again, every
 * move brings its side nearer the end, so the game can no longer come back to a position, and
 * expectiminimax to the end of every line terminates. This is it, with each position's value
 * remembered under the 80 bits of its position ID (a value is for the side to roll, so one entry
 * serves either side): the value before a roll is the average over the 21 rolls of the best move's value after
 * it, a move being best when it gives the most points (a gammon 2, a backgammon 3), as money play
 * asks. The chance of winning under that play comes with it. Small races (a few checkers each,
 * the bear-offs that backgammon programs keep in databases) take a second or so; a race that
 * needs more than {@value #MAX_STATES} positions is refused when it reaches them.
 */
final class RaceSolver {

    /**
     * The most positions solved for one race: about 20 s and 20 MB (five checkers a side in their
     * home boards take 110,000 positions and 6 s).
     */
    static final int MAX_STATES = 300_000;
    static final String METHOD = "expectiminimax to the end of every line of a race, each position once";

    /**
     * The positions solved, by open addressing, each slot two longs and two doubles side by side:
     * the position ID's 80 bits (the low 64, then the high 16 with bit 63 set to mark the slot
     * used), and the value for the side to roll, its points and its chance of winning. Doubled
     * when half full, so that it is no larger than the race needs.
     */
    private long[] keys = new long[2 * 1024];
    private double[] values = new double[2 * 1024];
    private int size;
    /** One move list per depth of the recursion. */
    private final List<MoveList> lists = new ArrayList<>();

    /**
     * The exact solution of {@code position}: before the roll its value and no move; once rolled,
     * the value of its best moves and every move that gives it.
     *
     * @throws IllegalArgumentException for a position with contact, or one too large to solve
     */
    SelfSolving.Solution solve(Backgammon position) {
        if (!position.isRace()) {
            throw new IllegalArgumentException("backgammon is solved exactly in races only (no contact left): with contact a "
                    + "hit can bring a position back again and again, so no search reaches the end of every line; "
                    + "'zermelo search backgammon " + position + " --depth N' searches it to a horizon");
        }
        Backgammon p = (Backgammon) position.copy();
        if (p.isChanceNode()) {
            double[] v = beforeRoll(p, 0);
            return new SelfSolving.Solution(chance(v[1]), new int[0], size, METHOD, v[0]);
        }
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        double[][] each = new double[moves.size()][];
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < moves.size(); i++) {
            each[i] = afterMove(p, moves.get(i), 0);
            best = Math.max(best, each[i][0]);
        }
        MoveList bestMoves = new MoveList();
        double win = 0;
        for (int i = 0; i < moves.size(); i++) {
            if (each[i][0] >= best - TIE) {
                if (bestMoves.isEmpty()) {
                    win = each[i][1];
                }
                bestMoves.add(moves.get(i));
            }
        }
        return new SelfSolving.Solution(chance(win), bestMoves.toArray(), size, METHOD, best);
    }

    /** A chance summed in doubles, within 0 and 1 where the sums' rounding passes them by a few ulps. */
    private static double chance(double p) {
        return Math.max(0, Math.min(1, p));
    }

    /** Values this close are one: sums of the same terms in another order. */
    private static final double TIE = 1e-12;

    /** Points and chance of winning of a position before its roll, for the side to roll. */
    private double[] beforeRoll(Backgammon p, int depth) {
        // The position ID's bits: the side not on roll's points and bar, then the side on roll's,
        // each checker a 1 and each point's end a 0.
        long low = 0;
        long high = 0;
        int bit = 0;
        for (int owner : new int[] {1 - p.sideToMove(), p.sideToMove()}) {
            for (int slot = 1; slot <= Backgammon.BAR; slot++) {
                for (int c = p.checkers(owner, slot); c > 0; c--, bit++) {
                    if (bit < 64) {
                        low |= 1L << bit;
                    } else {
                        high |= 1L << (bit - 64);
                    }
                }
                bit++;
            }
        }
        high |= Long.MIN_VALUE;
        int slot = find(low, high);
        if (keys[2 * slot + 1] != 0) {
            return new double[] {values[2 * slot], values[2 * slot + 1]};
        }
        if (size >= MAX_STATES) {
            throw new IllegalArgumentException("this race takes more than " + MAX_STATES + " positions to solve exactly: races "
                    + "of a few checkers a side are solved (the bear-offs); 'zermelo search backgammon POSITION --depth N' "
                    + "searches it to a horizon");
        }
        MoveList rolls = list(depth);
        p.legalMoves(rolls);
        double sum = 0;
        double win = 0;
        for (int r = 0; r < rolls.size(); r++) {
            int roll = rolls.get(r);
            double probability = p.probability(roll);
            p.play(roll);
            double[] best = bestAfterRoll(p, depth + 1);
            p.undo();
            sum += probability * best[0];
            win += probability * best[1];
        }
        if (2 * (size + 1) > keys.length / 2) {
            grow();
        }
        // Positions below this one may have filled its slot meanwhile: look again.
        slot = find(low, high);
        keys[2 * slot] = low;
        keys[2 * slot + 1] = high;
        values[2 * slot] = sum;
        values[2 * slot + 1] = win;
        size++;
        return new double[] {sum, win};
    }

    /** The slot of the key, or the empty slot where it goes. */
    private int find(long low, long high) {
        int mask = keys.length / 2 - 1;
        int i = (int) mix(low ^ high * 0x9E37_79B9_7F4A_7C15L) & mask;
        while (keys[2 * i + 1] != 0 && (keys[2 * i] != low || keys[2 * i + 1] != high)) {
            i = (i + 1) & mask;
        }
        return i;
    }

    /** Twice the slots, every position put back. */
    private void grow() {
        long[] oldKeys = keys;
        double[] oldValues = values;
        keys = new long[2 * oldKeys.length];
        values = new double[2 * oldValues.length];
        for (int i = 0; i < oldKeys.length / 2; i++) {
            if (oldKeys[2 * i + 1] != 0) {
                int slot = find(oldKeys[2 * i], oldKeys[2 * i + 1]);
                keys[2 * slot] = oldKeys[2 * i];
                keys[2 * slot + 1] = oldKeys[2 * i + 1];
                values[2 * slot] = oldValues[2 * i];
                values[2 * slot + 1] = oldValues[2 * i + 1];
            }
        }
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 33)) * 0xFF51_AFD7_ED55_8CCDL;
        z = (z ^ (z >>> 33)) * 0xC4CE_B9FE_1A85_EC53L;
        return z ^ (z >>> 33);
    }

    /** The best move's points, with its chance of winning, for the side that has rolled. */
    private double[] bestAfterRoll(Backgammon p, int depth) {
        MoveList moves = list(depth);
        p.legalMoves(moves);
        double[] best = null;
        for (int i = 0; i < moves.size(); i++) {
            double[] v = afterMove(p, moves.get(i), depth);
            if (best == null || v[0] > best[0]) {
                best = v;
            }
        }
        return best;
    }

    /** Points and chance of winning after {@code move}, for the side that plays it. */
    private double[] afterMove(Backgammon p, int move, int depth) {
        int mover = p.sideToMove();
        p.play(move);
        double points;
        double win;
        if (p.isTerminal()) {
            points = p.terminalValue();
            win = points > 0 ? 1 : 0;
        } else {
            double[] next = beforeRoll(p, depth + 1);
            points = next[0];
            win = next[1];
        }
        if (p.sideToMove() != mover) {
            points = -points;
            win = 1 - win;
        }
        p.undo();
        return new double[] {points, win};
    }

    private MoveList list(int depth) {
        while (lists.size() <= depth) {
            lists.add(new MoveList());
        }
        return lists.get(depth);
    }
}
