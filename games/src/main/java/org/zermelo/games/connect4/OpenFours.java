package org.zermelo.games.connect4;

import org.zermelo.game.Evaluator;
import org.zermelo.game.Position;

/**
 * An evaluation for depth-limited play: the 69 lines of four cells of the board (24 along
 * rows, 21 along columns, 24 along diagonals), each still open for one side (no stone of the
 * other on it) counted with a weight that grows with the side's stones on it: 1, 4 and 16 for
 * one, two and three stones. A line with three is a threat (its empty cell wins), and a cell
 * near the centre lies on more lines, so the sum favours threats and central stones. The value
 * is the side to move's sum minus the opponent's: 0 on the empty board, at most
 * 69 x 16 = 1104 in absolute value, far below {@link org.zermelo.game.Scores#EVAL_LIMIT}.
 */
public final class OpenFours implements Evaluator {

    /** The weight of an open line by the number of stones on it (4 stones: the game is over). */
    private static final int[] WEIGHTS = {0, 1, 4, 16, 0};

    /** Every line of four, as a bitboard of its cells. */
    static final long[] LINES = lines();

    private static long[] lines() {
        int[][] steps = {{1, 0}, {0, 1}, {1, 1}, {1, -1}}; // along a row, a column, two diagonals
        long[] lines = new long[69];
        int n = 0;
        for (int[] step : steps) {
            for (int col = 0; col < Connect4.WIDTH; col++) {
                for (int row = 0; row < Connect4.HEIGHT; row++) {
                    int lastCol = col + 3 * step[0];
                    int lastRow = row + 3 * step[1];
                    if (lastCol >= Connect4.WIDTH || lastRow < 0 || lastRow >= Connect4.HEIGHT) {
                        continue;
                    }
                    long line = 0;
                    for (int i = 0; i < 4; i++) {
                        line |= 1L << ((col + i * step[0]) * (Connect4.HEIGHT + 1) + row + i * step[1]);
                    }
                    lines[n++] = line;
                }
            }
        }
        return lines;
    }

    /** The scale of the hand-set weights as a learned value: an evaluation of 50 is a value of tanh(1). */
    static final double HAND_SET_SCALE = 1.0 / 50;

    /** The names of {@link #features}: the open lines holding 1, 2 and 3 stones, mine minus the opponent's. */
    static String[] featureNames() {
        return new String[] {"open lines with 1 stone", "open lines with 2 stones", "open lines with 3 stones"};
    }

    /**
     * This evaluation taken apart: for k = 1, 2, 3, the lines of four holding k of my stones and
     * none of the opponent's, minus the reverse; the evaluation is a linear function of them
     * ({@link #handSetWeights}).
     */
    static void features(long mine, long theirs, double[] out) {
        java.util.Arrays.fill(out, 0);
        for (long line : LINES) {
            long m = line & mine;
            long t = line & theirs;
            if (t == 0 && m != 0) {
                int k = Long.bitCount(m);
                if (k < 4) {
                    out[k - 1]++;
                }
            } else if (m == 0 && t != 0) {
                int k = Long.bitCount(t);
                if (k < 4) {
                    out[k - 1]--;
                }
            }
        }
    }

    /** The weights of this evaluation in the basis of {@link #features}, times {@link #HAND_SET_SCALE}. */
    static double[] handSetWeights() {
        return new double[] {WEIGHTS[1] * HAND_SET_SCALE, WEIGHTS[2] * HAND_SET_SCALE, WEIGHTS[3] * HAND_SET_SCALE};
    }

    @Override
    public int evaluate(Position position) {
        Connect4 board = (Connect4) position;
        long mine = board.stones(board.sideToMove());
        long theirs = board.stones(1 - board.sideToMove());
        int value = 0;
        for (long line : LINES) {
            long m = line & mine;
            long t = line & theirs;
            if (t == 0) {
                value += WEIGHTS[Long.bitCount(m)];
            } else if (m == 0) {
                value -= WEIGHTS[Long.bitCount(t)];
            }
        }
        return value;
    }
}
