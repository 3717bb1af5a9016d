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
    /** The chance of winning that goes with the points the last of the recursive calls returned. */
    private double win;
    /** The position ID's bits, as the last key asked for. */
    private final long[] bits = new long[2];
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
            double points = beforeRoll(p, 0);
            return new SelfSolving.Solution(chance(win), new int[0], size, METHOD, points);
        }
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        double[] points = new double[moves.size()];
        double[] wins = new double[moves.size()];
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < moves.size(); i++) {
            points[i] = afterMove(p, moves.get(i), 0);
            wins[i] = win;
            best = Math.max(best, points[i]);
        }
        MoveList bestMoves = new MoveList();
        double bestWin = 0;
        for (int i = 0; i < moves.size(); i++) {
            if (points[i] >= best - TIE) {
                if (bestMoves.isEmpty()) {
                    bestWin = wins[i];
                }
                bestMoves.add(moves.get(i));
            }
        }
        return new SelfSolving.Solution(chance(bestWin), bestMoves.toArray(), size, METHOD, best);
    }

    /** A chance summed in doubles, within 0 and 1 where the sums' rounding passes them by a few ulps. */
    private static double chance(double p) {
        return Math.max(0, Math.min(1, p));
    }

    /** Values this close are one: sums of the same terms in another order. */
    private static final double TIE = 1e-12;

    /**
     * The points of a position before its roll, for the side to roll; its chance of winning in
     * {@link #win}. Allocates nothing: the values come back through the return and that field.
     */
    private double beforeRoll(Backgammon p, int depth) {
        p.idBits(bits);
        long low = bits[0];
        long high = bits[1] | Long.MIN_VALUE;
        int slot = find(low, high);
        if (keys[2 * slot + 1] != 0) {
            win = values[2 * slot + 1];
            return values[2 * slot];
        }
        if (size >= MAX_STATES) {
            throw new IllegalArgumentException("this race takes more than " + MAX_STATES + " positions to solve exactly: races "
                    + "of a few checkers a side are solved (the bear-offs); 'zermelo search backgammon POSITION --depth N' "
                    + "searches it to a horizon");
        }
        MoveList rolls = list(depth);
        p.legalMoves(rolls);
        double sum = 0;
        double wins = 0;
        for (int r = 0; r < rolls.size(); r++) {
            int roll = rolls.get(r);
            double probability = p.probability(roll);
            p.play(roll);
            sum += probability * bestAfterRoll(p, depth + 1);
            wins += probability * win;
            p.undo();
        }
        if (2 * (size + 1) > keys.length / 2) {
            grow();
        }
        // Positions below this one may have filled its slot meanwhile: look again.
        slot = find(low, high);
        keys[2 * slot] = low;
        keys[2 * slot + 1] = high;
        values[2 * slot] = sum;
        values[2 * slot + 1] = wins;
        size++;
        win = wins;
        return sum;
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

    /** The best move's points for the side that has rolled; its chance of winning in {@link #win}. */
    private double bestAfterRoll(Backgammon p, int depth) {
        MoveList moves = list(depth);
        p.legalMoves(moves);
        double best = Double.NEGATIVE_INFINITY;
        double bestWin = 0;
        for (int i = 0; i < moves.size(); i++) {
            double points = afterMove(p, moves.get(i), depth);
            if (points > best) {
                best = points;
                bestWin = win;
            }
        }
        win = bestWin;
        return best;
    }

    /** The points after {@code move} for the side that plays it; its chance of winning in {@link #win}. */
    private double afterMove(Backgammon p, int move, int depth) {
        int mover = p.sideToMove();
        p.play(move);
        double points;
        if (p.isTerminal()) {
            points = p.terminalValue();
            win = points > 0 ? 1 : 0;
        } else {
            points = beforeRoll(p, depth + 1);
        }
        if (p.sideToMove() != mover) {
            points = -points;
            win = 1 - win;
        }
        p.undo();
        return points;
    }

    private MoveList list(int depth) {
        while (lists.size() <= depth) {
            lists.add(new MoveList());
        }
        return lists.get(depth);
    }
}
