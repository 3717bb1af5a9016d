package org.zermelo.games.pig;

import org.zermelo.game.MoveList;
import org.zermelo.game.SelfSolving;

/**
 * Pig solved exactly, as Neller and Presser do: the probability P(i, j, k) that the player to
 * move wins, with score i, the opponent's score j and turn total k, under optimal play of both,
 * is the fixed point of
 *
 * <pre>
 * roll(i, j, k) = 1/6 (1 - P(j, i, 0)) + sum over r = 2..6 of 1/6 P(i, j, k + r)
 * hold(i, j, k) = 1 - P(j, i + k, 0)
 * P(i, j, k)    = max(roll, hold), or roll alone when k = 0
 * </pre>
 *
 * with P = 1 once i + k reaches the goal (the player holds and wins). The game has cycles (a 1
 * gives the turn back), so no search to the end applies: value iteration sweeps the states,
 * updating each in place (Gauss-Seidel), until no value moves by more than {@link #PRECISION}.
 */
final class PigValues {

    /** The sweeps stop when the largest change is below this. */
    static final double PRECISION = 1e-13;
    /** Moves whose values are this close to the best are all best. */
    static final double TIE = 1e-9;

    private final int goal;
    /** P[i][j][k] for i, j below the goal and k below goal - i. */
    private final double[][][] p;
    private long states;

    private PigValues(int goal) {
        this.goal = goal;
        p = new double[goal][goal][];
        for (int i = 0; i < goal; i++) {
            for (int j = 0; j < goal; j++) {
                p[i][j] = new double[goal - i];
                states += goal - i;
            }
        }
    }

    /** The values of the game to {@code goal}, computed. */
    static PigValues of(int goal) {
        Pig.checkGoal(goal);
        PigValues values = new PigValues(goal);
        values.iterate();
        return values;
    }

    private void iterate() {
        double change;
        do {
            change = 0;
            // High scores first: their values feed the lower ones within the same sweep.
            for (int i = goal - 1; i >= 0; i--) {
                for (int j = goal - 1; j >= 0; j--) {
                    double[] row = p[i][j];
                    for (int k = row.length - 1; k >= 0; k--) {
                        double v = k == 0 ? roll(i, j, k) : Math.max(roll(i, j, k), hold(i, j, k));
                        change = Math.max(change, Math.abs(v - row[k]));
                        row[k] = v;
                    }
                }
            }
        } while (change > PRECISION);
    }

    /** The goal these values are for. */
    int goal() {
        return goal;
    }

    /** P(i, j, k), 1 once the goal is reached. */
    private double value(int i, int j, int k) {
        return i + k >= goal ? 1 : p[i][j][k];
    }

    private double roll(int i, int j, int k) {
        double sum = 1 - p[j][i][0];
        for (int r = 2; r <= 6; r++) {
            sum += value(i, j, k + r);
        }
        return sum / 6;
    }

    private double hold(int i, int j, int k) {
        return i + k >= goal ? 1 : 1 - p[j][i + k][0];
    }

    /** The solution at {@code pig}, a position of this goal where the side to move decides. */
    SelfSolving.Solution solution(Pig pig) {
        int i = pig.mine();
        int j = pig.theirs();
        int k = pig.turn();
        MoveList legal = new MoveList();
        pig.legalMoves(legal);
        double value = value(i, j, k);
        MoveList best = new MoveList();
        for (int m = 0; m < legal.size(); m++) {
            int move = legal.get(m);
            double v = move == Pig.ROLL ? roll(i, j, k) : hold(i, j, k);
            if (v >= value - TIE) {
                best.add(move);
            }
        }
        return new SelfSolving.Solution(value, best.toArray(), states, "value iteration to " + PRECISION, Double.NaN);
    }
}
