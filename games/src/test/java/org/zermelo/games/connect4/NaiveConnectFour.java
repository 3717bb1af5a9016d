package org.zermelo.games.connect4;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Connect Four written again, deliberately naively, to check the bitboards and their abilities
 * against: a grid of 7 columns of 6 ints (0 empty, 1 X, 2 O), four in a row found by looking at
 * every cell in every direction, and a plain negamax over Pons' scores that remembers each
 * board it has solved (tests run one at a time). It shares nothing with the game's code, not even the notation's reader.
 */
final class NaiveConnectFour {

    static final int COLUMNS = 7;
    static final int ROWS = 6;
    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    /** grid[col][row], row 0 at the bottom. */
    private final int[][] grid = new int[COLUMNS][ROWS];
    private final StringBuilder moves = new StringBuilder();
    /** The scores of the boards solved so far, by {@link #board()}: shared, as a board's score never changes. */
    private static final Map<String, Integer> SOLVED = new HashMap<>();

    /** The position after the columns in {@code notation} ("4453"), played one by one. */
    static NaiveConnectFour of(String notation) {
        NaiveConnectFour game = new NaiveConnectFour();
        for (char c : notation.toCharArray()) {
            game.play(c - '1');
        }
        return game;
    }

    String notation() {
        return moves.toString();
    }

    /** 1 when X is to move, 2 when O is. */
    int toMove() {
        return moves.length() % 2 == 0 ? 1 : 2;
    }

    int height(int col) {
        int h = 0;
        while (h < ROWS && grid[col][h] != 0) {
            h++;
        }
        return h;
    }

    void play(int col) {
        int h = height(col);
        if (h == ROWS) {
            throw new IllegalStateException("column " + (col + 1) + " is full in " + moves);
        }
        grid[col][h] = toMove();
        moves.append((char) ('1' + col));
    }

    void undo() {
        int col = moves.charAt(moves.length() - 1) - '1';
        grid[col][height(col) - 1] = 0;
        moves.setLength(moves.length() - 1);
    }

    private int at(int col, int row) {
        return col < 0 || col >= COLUMNS || row < 0 || row >= ROWS ? -1 : grid[col][row];
    }

    /** True when {@code player} has four in a row somewhere. */
    boolean hasFour(int player) {
        for (int col = 0; col < COLUMNS; col++) {
            for (int row = 0; row < ROWS; row++) {
                for (int[] d : DIRECTIONS) {
                    int n = 0;
                    while (n < 4 && at(col + n * d[0], row + n * d[1]) == player) {
                        n++;
                    }
                    if (n == 4) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    boolean over() {
        return hasFour(1) || hasFour(2) || moves.length() == COLUMNS * ROWS;
    }

    /** The columns with room, left to right; none when the game is over. */
    List<Integer> legal() {
        List<Integer> legal = new ArrayList<>();
        if (!over()) {
            for (int col = 0; col < COLUMNS; col++) {
                if (height(col) < ROWS) {
                    legal.add(col);
                }
            }
        }
        return legal;
    }

    /** Stones {@code player} has on the board. */
    int stones(int player) {
        int n = 0;
        for (int[] column : grid) {
            for (int cell : column) {
                n += cell == player ? 1 : 0;
            }
        }
        return n;
    }

    /** The score of a finished game for the side to move: lost to the opponent's k-th stone, -(22 - k). */
    int endValue() {
        int opponent = 3 - toMove();
        return hasFour(opponent) ? -(22 - stones(opponent)) : 0;
    }

    /** True when a stone of {@code player} in {@code col} (which has room) would complete four for it. */
    boolean completes(int col, int player) {
        int h = height(col);
        grid[col][h] = player;
        boolean won = hasFour(player);
        grid[col][h] = 0;
        return won;
    }

    /** True when the side to move completes four by playing {@code col}. */
    boolean winsAt(int col) {
        return completes(col, toMove());
    }

    /** True when {@code col} loses at once: it does not win, and the opponent then wins at once. */
    boolean losesAt(int col) {
        if (winsAt(col)) {
            return false;
        }
        play(col);
        boolean lost = false;
        for (int reply : legal()) {
            lost |= winsAt(reply);
        }
        undo();
        return lost;
    }

    /**
     * The empty cells (playable or not) where one more stone of {@code player} would be part
     * of four in a row, counted by looking along each line through each empty cell.
     */
    int winningCells(int player) {
        int count = 0;
        for (int col = 0; col < COLUMNS; col++) {
            for (int row = 0; row < ROWS; row++) {
                if (grid[col][row] == 0 && fourThrough(col, row, player)) {
                    count++;
                }
            }
        }
        return count;
    }

    /** True when three stones of {@code player} line up with the cell, on one side of it or around it. */
    private boolean fourThrough(int col, int row, int player) {
        for (int[] d : DIRECTIONS) {
            int run = 1;
            for (int sign = -1; sign <= 1; sign += 2) {
                int n = 1;
                while (at(col + sign * n * d[0], row + sign * n * d[1]) == player) {
                    n++;
                }
                run += n - 1;
            }
            if (run >= 4) {
                return true;
            }
        }
        return false;
    }

    /**
     * Every window of four cells in a line with stones of {@code player} and none of the
     * opponent's, weighted 1, 4 or 16 for one, two or three stones.
     */
    int openLines(int player) {
        int[] weights = {0, 1, 4, 16, 0};
        int sum = 0;
        for (int col = 0; col < COLUMNS; col++) {
            for (int row = 0; row < ROWS; row++) {
                for (int[] d : DIRECTIONS) {
                    int own = 0;
                    boolean open = at(col + 3 * d[0], row + 3 * d[1]) >= 0;
                    for (int n = 0; n < 4 && open; n++) {
                        int cell = at(col + n * d[0], row + n * d[1]);
                        open = cell != 3 - player;
                        own += cell == player ? 1 : 0;
                    }
                    sum += open ? weights[own] : 0;
                }
            }
        }
        return sum;
    }

    /** The exact score for the side to move, by negamax over the scores at the ends. */
    int value() {
        if (over()) {
            return endValue();
        }
        String key = board();
        Integer known = SOLVED.get(key);
        if (known == null) {
            int best = Integer.MIN_VALUE;
            for (int col : legal()) {
                play(col);
                best = Math.max(best, -value());
                undo();
            }
            known = best;
            SOLVED.put(key, known);
        }
        return known;
    }

    /** The cells, column by column: the same for every move order that reaches the board. */
    String board() {
        StringBuilder s = new StringBuilder();
        for (int[] column : grid) {
            for (int cell : column) {
                s.append(cell);
            }
        }
        return s.toString();
    }

    /** The number of move sequences of exactly {@code depth} plies. */
    long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        long count = 0;
        for (int col : legal()) {
            play(col);
            count += perft(depth - 1);
            undo();
        }
        return count;
    }
}
