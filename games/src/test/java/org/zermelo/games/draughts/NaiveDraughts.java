package org.zermelo.games.draughts;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The rules of draughts written again, naively, to check the bitboard generator against: a grid of
 * characters (w b men, W B kings, . empty), rows from the top, White moving up; moves found by
 * recursion over the four diagonals, each written "from-to:taken" with PDN numbers (the squares
 * taken in increasing order), in English checkers "from-landing-...-to:taken" with every square a
 * capture lands on (there, two orders of the same jumps are two moves). Nothing here is shared
 * with {@link Draughts}.
 */
final class NaiveDraughts {

    final Rules rules;
    final char[][] board;
    /** 'w' or 'b': the colour to move. */
    char toMove;

    NaiveDraughts(Rules rules, char[][] board, char toMove) {
        this.rules = rules;
        this.board = board;
        this.toMove = toMove;
    }

    /** From a PDN FEN without ranges: {@code W:W21,K30:B1,2}. */
    static NaiveDraughts of(Rules rules, String fen) {
        int size = rules.size();
        char[][] board = new char[size][size];
        for (char[] row : board) {
            java.util.Arrays.fill(row, '.');
        }
        String[] fields = fen.split(":");
        for (int f = 1; f < 3; f++) {
            char colour = Character.toLowerCase(fields[f].charAt(0));
            String list = fields[f].substring(1);
            if (list.isEmpty()) {
                continue;
            }
            for (String item : list.split(",")) {
                boolean king = item.startsWith("K");
                int square = Integer.parseInt(king ? item.substring(1) : item);
                int[] rc = cell(rules, square);
                board[rc[0]][rc[1]] = king ? Character.toUpperCase(colour) : colour;
            }
        }
        return new NaiveDraughts(rules, board, Character.toLowerCase(fields[0].charAt(0)));
    }

    /** Row and column of PDN square {@code s}: the dark squares, row by row, the top row's first in column 1. */
    static int[] cell(Rules rules, int s) {
        int perRow = rules.size() / 2;
        int row = (s - 1) / perRow;
        int col = 2 * ((s - 1) % perRow) + (row % 2 == 0 ? 1 : 0);
        return new int[] {row, col};
    }

    int number(int row, int col) {
        return row * (rules.size() / 2) + col / 2 + 1;
    }

    boolean inside(int r, int c) {
        return r >= 0 && c >= 0 && r < rules.size() && c < rules.size();
    }

    static boolean isWhite(char p) {
        return p == 'w' || p == 'W';
    }

    boolean mine(char p) {
        return p != '.' && (isWhite(p) == (toMove == 'w'));
    }

    boolean theirs(char p) {
        return p != '.' && !mine(p);
    }

    /** Every legal move, the draw rules aside. */
    Set<String> moves() {
        Set<String> captures = new TreeSet<>();
        int size = rules.size();
        int forward = toMove == 'w' ? -1 : 1;
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) {
                if (mine(board[r][c])) {
                    char piece = board[r][c];
                    board[r][c] = '.';
                    capture(Integer.toString(number(r, c)), r, c, Character.isUpperCase(piece), new ArrayList<>(), captures);
                    board[r][c] = piece;
                }
            }
        }
        if (!captures.isEmpty()) {
            if (rules.majorityCapture()) {
                int most = captures.stream().mapToInt(NaiveDraughts::taken).max().orElseThrow();
                captures.removeIf(m -> taken(m) < most);
            }
            return captures;
        }
        Set<String> steps = new TreeSet<>();
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) {
                if (!mine(board[r][c])) {
                    continue;
                }
                boolean king = Character.isUpperCase(board[r][c]);
                for (int dr : new int[] {-1, 1}) {
                    for (int dc : new int[] {-1, 1}) {
                        if (!king && dr != forward) {
                            continue;
                        }
                        for (int k = 1; inside(r + k * dr, c + k * dc) && board[r + k * dr][c + k * dc] == '.'; k++) {
                            steps.add(number(r, c) + "-" + number(r + k * dr, c + k * dc) + ":");
                            if (!king || !rules.flyingKings()) {
                                break;
                            }
                        }
                    }
                }
            }
        }
        return steps;
    }

    static int taken(String move) {
        String list = move.substring(move.indexOf(':') + 1);
        return list.isEmpty() ? 0 : list.split(",").length;
    }

    /** Continues a capture by the piece now at (r, c), the pieces taken so far in {@code taken} (still on the board). */
    private void capture(String path, int r, int c, boolean king, List<int[]> taken, Set<String> out) {
        boolean more = false;
        int forward = toMove == 'w' ? -1 : 1;
        for (int dr : new int[] {-1, 1}) {
            for (int dc : new int[] {-1, 1}) {
                if (!king && !rules.menCaptureBackward() && dr != forward) {
                    continue;
                }
                int k = 1;
                if (king && rules.flyingKings()) {
                    while (inside(r + k * dr, c + k * dc) && board[r + k * dr][c + k * dc] == '.') {
                        k++;
                    }
                }
                int or = r + k * dr;
                int oc = c + k * dc;
                if (!inside(or, oc) || !theirs(board[or][oc]) || contains(taken, or, oc)) {
                    continue;
                }
                for (int j = 1; inside(or + j * dr, oc + j * dc) && board[or + j * dr][oc + j * dc] == '.'; j++) {
                    more = true;
                    taken.add(new int[] {or, oc});
                    int land = number(or + j * dr, oc + j * dc);
                    capture(rules.flyingKings() ? path : path + "-" + land, or + j * dr, oc + j * dc, king, taken, out);
                    taken.remove(taken.size() - 1);
                    if (!king || !rules.flyingKings()) {
                        break;
                    }
                }
            }
        }
        if (!more && !taken.isEmpty()) {
            TreeSet<Integer> squares = new TreeSet<>();
            for (int[] t : taken) {
                squares.add(number(t[0], t[1]));
            }
            StringBuilder s = new StringBuilder().append(path);
            if (rules.flyingKings()) {
                s.append('-').append(number(r, c));
            }
            s.append(':');
            for (int sq : squares) {
                s.append(s.charAt(s.length() - 1) == ':' ? "" : ",").append(sq);
            }
            out.add(s.toString());
        }
    }

    private static boolean contains(List<int[]> taken, int r, int c) {
        for (int[] t : taken) {
            if (t[0] == r && t[1] == c) {
                return true;
            }
        }
        return false;
    }

    /** Plays a move written as {@link #moves} writes it. */
    void play(String move) {
        String[] ends = move.substring(0, move.indexOf(':')).split("-");
        String[] parts = {ends[0], ends[ends.length - 1], move.substring(move.indexOf(':') + 1)};
        int[] from = cell(rules, Integer.parseInt(parts[0]));
        int[] to = cell(rules, Integer.parseInt(parts[1]));
        char piece = board[from[0]][from[1]];
        board[from[0]][from[1]] = '.';
        if (!parts[2].isEmpty()) {
            for (String t : parts[2].split(",")) {
                int[] rc = cell(rules, Integer.parseInt(t));
                board[rc[0]][rc[1]] = '.';
            }
        }
        int crownRow = toMove == 'w' ? 0 : rules.size() - 1;
        board[to[0]][to[1]] = to[0] == crownRow ? Character.toUpperCase(piece) : piece;
        toMove = toMove == 'w' ? 'b' : 'w';
    }

    /** PDN FEN, squares in increasing order. */
    String fen() {
        StringBuilder s = new StringBuilder(toMove == 'w' ? "W" : "B");
        for (char colour : new char[] {'w', 'b'}) {
            s.append(':').append(Character.toUpperCase(colour));
            boolean first = true;
            for (int sq = 1; sq <= rules.squares(); sq++) {
                int[] rc = cell(rules, sq);
                char p = board[rc[0]][rc[1]];
                if (Character.toLowerCase(p) == colour) {
                    s.append(first ? "" : ",").append(Character.isUpperCase(p) ? "K" : "").append(sq);
                    first = false;
                }
            }
        }
        return s.toString();
    }
}
