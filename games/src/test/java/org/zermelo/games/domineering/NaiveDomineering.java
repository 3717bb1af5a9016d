package org.zermelo.games.domineering;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Domineering written again, deliberately naively, to check the bitboards and the solvers
 * against: a grid of booleans, moves found by looking at every cell, and a recursive AND/OR
 * solver that remembers each board it has solved by a key of its cells. It shares nothing with
 * the game's code, not even the parser: it reads the rows-of-{@code .}-and-{@code #} notation
 * itself.
 */
final class NaiveDomineering {

    /** Boards up to 6x6: 36 bits of cells, then the side and the size. */
    static final int MAX_CELLS = 36;

    /** A board: {@code filled[r][c]} from 0, and whether Vertical is to move. */
    record Board(boolean[][] filled, boolean vertical) {

        /** Reads {@code ..#/...:H} (rows of . and #, then :V or :H). */
        static Board of(String notation) {
            String[] parts = notation.split(":");
            String[] rows = parts[0].split("/");
            boolean[][] filled = new boolean[rows.length][rows[0].length()];
            for (int r = 0; r < rows.length; r++) {
                for (int c = 0; c < rows[r].length(); c++) {
                    filled[r][c] = rows[r].charAt(c) == '#';
                }
            }
            return new Board(filled, parts[1].equals("V"));
        }

        int rows() {
            return filled.length;
        }

        int cols() {
            return filled[0].length;
        }

        /** The notation: rows of . and # joined by /, then :V or :H. */
        String notation() {
            StringBuilder s = new StringBuilder();
            for (int r = 0; r < rows(); r++) {
                s.append(r > 0 ? "/" : "");
                for (int c = 0; c < cols(); c++) {
                    s.append(filled[r][c] ? '#' : '.');
                }
            }
            return s.append(vertical ? ":V" : ":H").toString();
        }

        /** The cell an image of this board takes from (r, c) of this one. */
        private interface Image {
            boolean cell(int r, int c);
        }

        private Board image(int rows, int cols, boolean vertical, Image image) {
            boolean[][] f = new boolean[rows][cols];
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    f[r][c] = image.cell(r, c);
                }
            }
            return new Board(f, vertical);
        }

        /** Upside down: Vertical's dominoes stay vertical, Horizontal's horizontal. */
        Board rowsReversed() {
            return image(rows(), cols(), vertical, (r, c) -> filled[rows() - 1 - r][c]);
        }

        /** Left to right. */
        Board columnsReversed() {
            return image(rows(), cols(), vertical, (r, c) -> filled[r][cols() - 1 - c]);
        }

        /** Rows become columns: vertical dominoes become horizontal, so the other player is to move. */
        Board transposedForTheOtherSide() {
            return image(cols(), rows(), !vertical, (r, c) -> filled[c][r]);
        }

        /** The moves of Vertical ({@code true}) or Horizontal, as {@code r,c} (from 1) of the top or left cell. */
        List<String> moves(boolean forVertical) {
            List<String> moves = new ArrayList<>();
            int dr = forVertical ? 1 : 0;
            int dc = forVertical ? 0 : 1;
            for (int r = 0; r + dr < rows(); r++) {
                for (int c = 0; c + dc < cols(); c++) {
                    if (!filled[r][c] && !filled[r + dr][c + dc]) {
                        moves.add((r + 1) + "," + (c + 1));
                    }
                }
            }
            return moves;
        }

        /**
         * The most dominoes of Vertical ({@code true}) or Horizontal that fit on the free cells
         * (the opponent never playing), or, when {@code safeOnly}, on the free cells the opponent
         * can never cover (both neighbours across the domino's line filled or off the board):
         * down each line, a domino wherever two cells in a row are free, greedily.
         */
        int mostDominoes(boolean forVertical, boolean safeOnly) {
            int lines = forVertical ? cols() : rows();
            int length = forVertical ? rows() : cols();
            int count = 0;
            for (int line = 0; line < lines; line++) {
                for (int i = 0; i + 1 < length; i++) {
                    if (usable(forVertical, safeOnly, line, i) && usable(forVertical, safeOnly, line, i + 1)) {
                        count++;
                        i++;
                    }
                }
            }
            return count;
        }

        /** Cell {@code i} of line {@code line} in the player's direction: free, and safe if asked. */
        private boolean usable(boolean forVertical, boolean safeOnly, int line, int i) {
            int r = forVertical ? i : line;
            int c = forVertical ? line : i;
            if (filled[r][c]) {
                return false;
            }
            if (!safeOnly) {
                return true;
            }
            // the opponent's dominoes cross this line: they need a free neighbour across it
            return forVertical ? blocked(r, c - 1) && blocked(r, c + 1) : blocked(r - 1, c) && blocked(r + 1, c);
        }

        private boolean blocked(int r, int c) {
            return r < 0 || c < 0 || r >= rows() || c >= cols() || filled[r][c];
        }

        /** The board after the side to move plays {@code move}. */
        Board after(String move) {
            String[] rc = move.split(",");
            int r = Integer.parseInt(rc[0]) - 1;
            int c = Integer.parseInt(rc[1]) - 1;
            boolean[][] f = new boolean[rows()][];
            for (int i = 0; i < rows(); i++) {
                f[i] = filled[i].clone();
            }
            f[r][c] = true;
            f[vertical ? r + 1 : r][vertical ? c : c + 1] = true;
            return new Board(f, !vertical);
        }
    }

    private final Map<Long, Boolean> won = new HashMap<>();

    /** Whether the side to move wins {@code board} with best play. */
    boolean won(Board board) {
        if (board.rows() * board.cols() > MAX_CELLS) {
            throw new IllegalArgumentException("the naive solver takes boards up to 36 cells");
        }
        boolean[][] f = new boolean[board.rows()][];
        for (int r = 0; r < board.rows(); r++) {
            f[r] = board.filled()[r].clone();
        }
        return won(f, board.vertical());
    }

    /** The moves after which the opponent loses (none when the side to move is lost). */
    Set<String> winningMoves(Board board) {
        Set<String> winning = new TreeSet<>();
        for (String move : board.moves(board.vertical())) {
            if (!won(board.after(move))) {
                winning.add(move);
            }
        }
        return winning;
    }

    /** The plain AND/OR rule: won when some move leaves the opponent lost; no move at all is a loss. */
    private boolean won(boolean[][] f, boolean vertical) {
        long key = key(f, vertical);
        Boolean known = won.get(key);
        if (known != null) {
            return known;
        }
        boolean result = false;
        int dr = vertical ? 1 : 0;
        int dc = vertical ? 0 : 1;
        for (int r = 0; r + dr < f.length && !result; r++) {
            for (int c = 0; c + dc < f[0].length && !result; c++) {
                if (!f[r][c] && !f[r + dr][c + dc]) {
                    f[r][c] = true;
                    f[r + dr][c + dc] = true;
                    result = !won(f, !vertical);
                    f[r][c] = false;
                    f[r + dr][c + dc] = false;
                }
            }
        }
        won.put(key, result);
        return result;
    }

    /** The cells, the side to move and the size: one board, one key. */
    private static long key(boolean[][] f, boolean vertical) {
        long key = 0;
        int bit = 0;
        for (boolean[] row : f) {
            for (boolean cell : row) {
                if (cell) {
                    key |= 1L << bit;
                }
                bit++;
            }
        }
        return key | (vertical ? 1L : 0L) << MAX_CELLS | (long) f.length << 40 | (long) f[0].length << 48;
    }
}
