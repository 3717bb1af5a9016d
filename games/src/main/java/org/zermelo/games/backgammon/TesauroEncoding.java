package org.zermelo.games.backgammon;

import org.zermelo.game.Position;
import org.zermelo.learn.Encoding;

/**
 * Tesauro's raw board encoding of TD-Gammon, 198 inputs, for the side to move (the player about
 * to roll, or who has rolled: the dice are not read). For each side, the side to move's first,
 * each from its own point of view:
 * <pre>
 *   4 (p - 1) + 0..3   its point p, 1 to 24: at least 1 checker, at least 2, at least 3, (n - 3) / 2 beyond 3
 *   96                 its checkers on the bar, over 2
 *   97                 its checkers off, over 15
 * </pre>
 * the other side's from 98 on, then 196 and 197, whose turn it is: always 1 and 0 here, since
 * the board is read for the side to move (the first acts as a second bias, the second never
 * turns on; kept so that the inputs are Tesauro's 198).
 */
public final class TesauroEncoding implements Encoding {

    /** The encoding's name in weights files and on the command line. */
    public static final String NAME = "tesauro";
    static final int INPUTS = 198;
    private static final int SIDE = 98;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public int size() {
        return INPUTS;
    }

    @Override
    public int maxActive() {
        return INPUTS;
    }

    @Override
    public int encode(Position position, int[] index, double[] value) {
        Backgammon b = (Backgammon) position;
        int n = side(b.mine(), 0, index, value, 0);
        n = side(b.theirs(), SIDE, index, value, n);
        index[n] = 2 * SIDE;
        value[n++] = 1;
        return n;
    }

    /** Writes the inputs of one side's board from {@code base} on, after the first {@code n}; returns the new count. */
    private static int side(int[] board, int base, int[] index, double[] value, int n) {
        for (int point = 1; point <= 24; point++) {
            int checkers = board[point];
            int unit = base + 4 * (point - 1);
            for (int c = 1; c <= Math.min(checkers, 3); c++) {
                index[n] = unit + c - 1;
                value[n++] = 1;
            }
            if (checkers > 3) {
                index[n] = unit + 3;
                value[n++] = (checkers - 3) / 2.0;
            }
        }
        if (board[Backgammon.BAR] > 0) {
            index[n] = base + 96;
            value[n++] = board[Backgammon.BAR] / 2.0;
        }
        if (board[Backgammon.OFF] > 0) {
            index[n] = base + 97;
            value[n++] = board[Backgammon.OFF] / 15.0;
        }
        return n;
    }

    @Override
    public Encoding copy() {
        return this; // no scratch space
    }
}
