package org.zermelo.games.othello;

import java.util.ArrayList;
import java.util.List;

/**
 * The rules of Othello written the slow, obvious way, to check the bitboards against: a grid of
 * characters, and for each square and each of the eight directions a walk over the opponent's
 * discs. Shares nothing with {@link Othello} but the notation.
 */
final class NaiveOthello {

    private static final int[][] DIRECTIONS = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};

    /** [row][column], row 0 is row 1 of the board. */
    final char[][] grid = new char[8][8];
    char toMove;

    NaiveOthello(String notation) {
        for (int i = 0; i < 64; i++) {
            grid[i / 8][i % 8] = notation.charAt(i);
        }
        toMove = notation.charAt(65);
    }

    private static char other(char c) {
        return c == 'X' ? 'O' : 'X';
    }

    /** The squares (row * 8 + column) the disc at (row, col) of {@code who} would flip. */
    List<Integer> flips(int row, int col, char who) {
        List<Integer> flips = new ArrayList<>();
        if (grid[row][col] != '-') {
            return flips;
        }
        for (int[] d : DIRECTIONS) {
            List<Integer> line = new ArrayList<>();
            int r = row + d[0];
            int c = col + d[1];
            while (r >= 0 && r < 8 && c >= 0 && c < 8 && grid[r][c] == other(who)) {
                line.add(r * 8 + c);
                r += d[0];
                c += d[1];
            }
            if (!line.isEmpty() && r >= 0 && r < 8 && c >= 0 && c < 8 && grid[r][c] == who) {
                flips.addAll(line);
            }
        }
        return flips;
    }

    /** The legal squares of {@code who}, in increasing order. */
    List<Integer> moves(char who) {
        List<Integer> moves = new ArrayList<>();
        for (int square = 0; square < 64; square++) {
            if (!flips(square / 8, square % 8, who).isEmpty()) {
                moves.add(square);
            }
        }
        return moves;
    }

    /** Plays a square, or passes when {@code square} is 64. */
    void play(int square) {
        if (square < 64) {
            for (int f : flips(square / 8, square % 8, toMove)) {
                grid[f / 8][f % 8] = toMove;
            }
            grid[square / 8][square % 8] = toMove;
        }
        toMove = other(toMove);
    }

    boolean over() {
        return moves('X').isEmpty() && moves('O').isEmpty();
    }

    int count(char who) {
        int n = 0;
        for (char[] row : grid) {
            for (char c : row) {
                n += c == who ? 1 : 0;
            }
        }
        return n;
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (char[] row : grid) {
            s.append(row);
        }
        return s.append(' ').append(toMove).toString();
    }
}
