package org.zermelo.games.draughts;

import java.util.ArrayList;
import java.util.List;
import org.zermelo.game.Position;
import org.zermelo.learn.Encoding;
import org.zermelo.learn.NTuples;

/**
 * An n-tuple network for draughts ({@code diagonal4}), as {@link NTuples} is for boards of
 * cells, but with the pieces draughts has: each square is empty, my man, my king, the opponent's
 * man or the opponent's king (5 states), read for the side to move from its own side of the board
 * (Black's position turned half a turn, so that "mine" always moves up). The tuples are every line
 * of four squares along a diagonal, both ways, and every diamond of four squares (a square, its
 * two neighbours on the next row, and the square two rows on between them): the shapes of
 * checkers' exchanges and shots. Each tuple has a table of its own of 5^4 = 625 weights (the
 * board has no symmetry that keeps the game: its left-right mirror puts the double corner on the
 * other side). On 8x8, 43 tuples (26,875 weights); on 10x10, 81.
 */
final class DiagonalTuples implements Encoding {

    /** The encoding's name. */
    static final String NAME = "diagonal4";
    private static final int LENGTH = 4;
    private static final int STATES = 5;
    private static final int PATTERNS = 625;

    private final Rules rules;
    /** The squares (from 0, from White's side) of each tuple, tuple after tuple. */
    private final int[] squares;
    private final int tuples;
    /** Scratch: each square's state for the side to move. */
    private final int[] board;

    DiagonalTuples(Rules rules) {
        this.rules = rules;
        int size = rules.size();
        List<int[]> list = new ArrayList<>();
        int[][] lines = {{1, 1}, {1, -1}};
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) {
                if ((r + c) % 2 == 0) {
                    continue; // a light square
                }
                for (int[] d : lines) {
                    add(list, new int[][] {{r, c}, {r + d[0], c + d[1]}, {r + 2 * d[0], c + 2 * d[1]}, {r + 3 * d[0], c + 3 * d[1]}});
                }
                add(list, new int[][] {{r, c}, {r + 1, c - 1}, {r + 1, c + 1}, {r + 2, c}});
            }
        }
        tuples = list.size();
        squares = new int[tuples * LENGTH];
        for (int t = 0; t < tuples; t++) {
            System.arraycopy(list.get(t), 0, squares, t * LENGTH, LENGTH);
        }
        board = new int[rules.squares()];
    }

    private DiagonalTuples(DiagonalTuples other) {
        rules = other.rules;
        squares = other.squares;
        tuples = other.tuples;
        board = new int[rules.squares()];
    }

    /** Adds the tuple of these (row, column) cells if all are on the board, as square numbers from 0. */
    private void add(List<int[]> list, int[][] cells) {
        int size = rules.size();
        int[] tuple = new int[LENGTH];
        for (int i = 0; i < LENGTH; i++) {
            int r = cells[i][0];
            int c = cells[i][1];
            if (r < 0 || r >= size || c < 0 || c >= size) {
                return;
            }
            tuple[i] = r * (size / 2) + c / 2;
        }
        list.add(tuple);
    }

    /** The number of tuples. */
    int tuples() {
        return tuples;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public int size() {
        return tuples * PATTERNS;
    }

    @Override
    public int maxActive() {
        return tuples;
    }

    @Override
    public int encode(Position position, int[] index, double[] value) {
        Draughts p = (Draughts) position;
        boolean white = p.colour() == Draughts.WHITE;
        long mine = white ? p.white() : p.black();
        long kings = p.kings();
        int last = board.length - 1;
        for (int s = 0; s <= last; s++) {
            // Seen from the side to move: Black's board turned half a turn.
            long bit = 1L << p.bitOf[white ? s : last - s];
            int state = 0;
            if ((p.white() & bit) != 0 || (p.black() & bit) != 0) {
                state = ((mine & bit) != 0 ? 1 : 3) + ((kings & bit) != 0 ? 1 : 0);
            }
            board[s] = state;
        }
        for (int t = 0; t < tuples; t++) {
            int pattern = 0;
            for (int i = 0; i < LENGTH; i++) {
                pattern = STATES * pattern + board[squares[t * LENGTH + i]];
            }
            index[t] = t * PATTERNS + pattern;
            value[t] = 1;
        }
        return tuples;
    }

    @Override
    public DiagonalTuples copy() {
        return new DiagonalTuples(this);
    }
}
