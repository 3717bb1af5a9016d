package org.zermelo.game;

/**
 * Optional ability of a position on a board of cells, each empty, the side to move's or the
 * opponent's: what an n-tuple network reads (a learned evaluation made of patterns of cells,
 * {@code org.zermelo.learn.NTuples}), with the board's symmetries, so that a pattern and its
 * mirror images share their weights. A wrong answer makes a learned evaluation wrong, never an
 * exact result.
 */
public interface Cells {

    /** Empty, in {@link #cells}. */
    byte EMPTY = 0;
    /** The side to move's, in {@link #cells}. */
    byte MINE = 1;
    /** The opponent's, in {@link #cells}. */
    byte THEIRS = 2;

    /** Empty and playable now by the side to move, in {@link #cellsAndPlayable}. */
    byte PLAYABLE = 3;

    /** The rows of the board. */
    int rows();

    /** The columns of the board. */
    int columns();

    /**
     * Writes every cell into {@code out}, row by row ({@code out[row * columns() + column]}):
     * {@link #EMPTY}, {@link #MINE} or {@link #THEIRS}, for the side to move.
     */
    void cells(byte[] out);

    /**
     * {@link #cells}, with the empty cells where the side to move may play now marked
     * {@link #PLAYABLE} where the game tells them apart from the other empty cells (Connect
     * Four: the lowest empty cell of each column); by default, {@link #cells}.
     */
    default void cellsAndPlayable(byte[] out) {
        cells(out);
    }

    /**
     * The symmetries that keep the game the same, each a permutation of the cell indices (the
     * cell {@code i} goes to {@code s[i]}), the identity first: a square board's eight, Connect
     * Four's two (the mirror).
     */
    int[][] symmetries();

    /** The eight symmetries of an n by n board: rotations and reflections, the identity first. */
    static int[][] squareSymmetries(int n) {
        int[][] all = new int[8][n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int i = r * n + c;
                int[][] images = {{r, c}, {c, n - 1 - r}, {n - 1 - r, n - 1 - c}, {n - 1 - c, r},
                    {r, n - 1 - c}, {n - 1 - r, c}, {c, r}, {n - 1 - c, n - 1 - r}};
                for (int s = 0; s < 8; s++) {
                    all[s][i] = images[s][0] * n + images[s][1];
                }
            }
        }
        return all;
    }

    /** The identity and the left-right mirror of a board of {@code rows} by {@code columns}. */
    static int[][] mirrorSymmetries(int rows, int columns) {
        int[][] all = new int[2][rows * columns];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                all[0][r * columns + c] = r * columns + c;
                all[1][r * columns + c] = r * columns + columns - 1 - c;
            }
        }
        return all;
    }
}
