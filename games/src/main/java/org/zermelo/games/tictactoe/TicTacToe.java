package org.zermelo.games.tictactoe;

import java.util.List;
import org.zermelo.game.Cells;
import org.zermelo.game.Diagram;
import org.zermelo.game.Drawable;
import org.zermelo.game.Drawing;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Zobrist;

/**
 * Tic-tac-toe on two 9-bit boards, one per player. X moves first.
 *
 * <pre>
 *  cell numbers      bit indices
 *   1 | 2 | 3         0 | 1 | 2
 *   4 | 5 | 6         3 | 4 | 5
 *   7 | 8 | 9         6 | 7 | 8
 * </pre>
 *
 * A move is a bit index 0-8, written as its cell number 1-9. A line is one of the eight masks
 * in {@link #LINES}; the player who just moved has won when one of its lines is full. Undo
 * pops the move from a 9-entry stack (make/unmake: clearing one bit is the exact inverse).
 */
public final class TicTacToe implements Position, Diagram, Drawable, Cells {

    /** The eight lines: three rows, three columns, two diagonals. */
    static final int[] LINES = {
        0b000_000_111, 0b000_111_000, 0b111_000_000, // rows
        0b001_001_001, 0b010_010_010, 0b100_100_100, // columns
        0b100_010_001, 0b001_010_100 // diagonals
    };
    static final int FULL = 0b111_111_111;

    /** Zobrist keys: [player * 9 + cell]. */
    private static final long[] KEYS = Zobrist.keys(0x7A3E_0009L, 18);

    /** X's crosses and O's rings, as the pages draw them. */
    private static final Drawing.Piece[] PIECES = {
        new Drawing.Piece("X", 0, Drawing.Shape.CROSS, Drawing.Colour.RED),
        new Drawing.Piece("O", 1, Drawing.Shape.RING, Drawing.Colour.BLUE)};

    private final int[] boards = new int[2];
    private final int[] history = new int[9];
    private int plies;
    private long hash;

    /** The empty board, X to move. */
    public TicTacToe() {}

    private TicTacToe(TicTacToe other) {
        boards[0] = other.boards[0];
        boards[1] = other.boards[1];
        System.arraycopy(other.history, 0, history, 0, other.plies);
        plies = other.plies;
        hash = other.hash;
    }

    /**
     * Reads a board: 9 characters row by row from the top left, {@code X}, {@code O} or
     * {@code .}; X moves first, so the side to move follows from the counts.
     *
     * @throws IllegalArgumentException when the text is not such a board or the board cannot
     *     arise in a game
     */
    public static TicTacToe parse(String text) {
        String board = text.strip();
        if (board.length() != 9) {
            throw new IllegalArgumentException("a tic-tac-toe board is 9 characters (X, O or .) row by row, like X...O...., not '"
                    + text + "' (" + board.length() + " characters)");
        }
        TicTacToe position = new TicTacToe();
        for (int cell = 0; cell < 9; cell++) {
            char c = board.charAt(cell);
            switch (c) {
                case 'X', 'x' -> position.place(0, cell);
                case 'O', 'o' -> position.place(1, cell);
                case '.' -> { }
                default -> throw new IllegalArgumentException("bad character '" + c + "' at cell " + (cell + 1)
                        + ": a tic-tac-toe board uses X, O and . only");
            }
        }
        int xs = Integer.bitCount(position.boards[0]);
        int os = Integer.bitCount(position.boards[1]);
        if (xs != os && xs != os + 1) {
            throw new IllegalArgumentException("impossible board " + board + ": X moves first, so X has as many marks as O or one more (X "
                    + xs + ", O " + os + ")");
        }
        boolean xWon = hasLine(position.boards[0]);
        boolean oWon = hasLine(position.boards[1]);
        if (xWon && oWon) {
            throw new IllegalArgumentException("impossible board " + board + ": X and O cannot both have a line");
        }
        if (xWon && xs != os + 1 || oWon && xs != os) {
            throw new IllegalArgumentException("impossible board " + board + ": the game ended when " + (xWon ? "X" : "O")
                    + " completed its line, and no mark can follow");
        }
        // The history is not known; undo below the parsed position is not supported.
        position.plies = xs + os;
        return position;
    }

    private static final int[][] SYMMETRIES = Cells.squareSymmetries(3);

    @Override
    public int rows() {
        return 3;
    }

    @Override
    public int columns() {
        return 3;
    }

    @Override
    public void cells(byte[] out) {
        int me = sideToMove();
        for (int cell = 0; cell < 9; cell++) {
            out[cell] = (boards[me] >> cell & 1) != 0 ? MINE : (boards[1 - me] >> cell & 1) != 0 ? THEIRS : EMPTY;
        }
    }

    /** The board's eight rotations and reflections. */
    @Override
    public int[][] symmetries() {
        return SYMMETRIES;
    }

    private void place(int player, int cell) {
        boards[player] |= 1 << cell;
        hash ^= KEYS[player * 9 + cell];
    }

    private static boolean hasLine(int board) {
        for (int line : LINES) {
            if ((board & line) == line) {
                return true;
            }
        }
        return false;
    }

    @Override
    public int sideToMove() {
        return plies & 1;
    }

    @Override
    public void legalMoves(MoveList out) {
        out.clear();
        if (isTerminal()) {
            return;
        }
        int free = ~(boards[0] | boards[1]) & FULL;
        while (free != 0) {
            out.add(Integer.numberOfTrailingZeros(free));
            free &= free - 1;
        }
    }

    @Override
    public void play(int move) {
        int player = plies & 1;
        boards[player] |= 1 << move;
        hash ^= KEYS[player * 9 + move];
        history[plies++] = move;
    }

    @Override
    public void undo() {
        int move = history[--plies];
        int player = plies & 1;
        boards[player] &= ~(1 << move);
        hash ^= KEYS[player * 9 + move];
    }

    /** True when the player who just moved completed a line. */
    private boolean lastMoverWon() {
        return plies > 0 && hasLine(boards[(plies - 1) & 1]);
    }

    @Override
    public boolean isTerminal() {
        return lastMoverWon() || (boards[0] | boards[1]) == FULL;
    }

    @Override
    public int terminalValue() {
        return lastMoverWon() ? -1 : 0;
    }

    @Override
    public long hash() {
        return hash;
    }

    /** The mark of {@code player} (0 X, 1 O) on the cell, from its bit index. */
    boolean has(int player, int cell) {
        return (boards[player] & (1 << cell)) != 0;
    }

    /** The board of {@code player}: bit i set when the player has a mark on cell i + 1. */
    int board(int player) {
        return boards[player];
    }

    @Override
    public String formatMove(int move) {
        return Integer.toString(move + 1);
    }

    @Override
    public int parseMove(String text) {
        String t = text.strip();
        if (t.length() != 1 || t.charAt(0) < '1' || t.charAt(0) > '9') {
            throw new IllegalArgumentException("'" + text + "' is not a cell: type a number from 1 to 9, row by row from the top left");
        }
        int cell = t.charAt(0) - '1';
        if (isTerminal()) {
            throw new IllegalArgumentException("the game is over: no move can be played");
        }
        if (((boards[0] | boards[1]) & (1 << cell)) != 0) {
            throw new IllegalArgumentException("cell " + t + " is taken by " + (has(0, cell) ? "X" : "O") + ": choose an empty cell");
        }
        return cell;
    }

    @Override
    public Position copy() {
        return new TicTacToe(this);
    }

    /** The board in the notation: 9 characters row by row, X, O and . */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(9);
        for (int cell = 0; cell < 9; cell++) {
            s.append(has(0, cell) ? 'X' : has(1, cell) ? 'O' : '.');
        }
        return s.toString();
    }

    /** The crosses and rings on paper, row by row from the top left. */
    @Override
    public Drawing drawing() {
        Drawing.Cell[] cells = new Drawing.Cell[9];
        for (int cell = 0; cell < 9; cell++) {
            cells[cell] = has(0, cell) ? Drawing.Cell.of(PIECES[0]) : has(1, cell) ? Drawing.Cell.of(PIECES[1]) : Drawing.Cell.EMPTY;
        }
        return new Drawing.Grid(3, 3, List.of(cells), Drawing.Surface.PAPER, false);
    }

    /** The board with the numbers of the free cells, ready to be typed. */
    @Override
    public String diagram() {
        StringBuilder s = new StringBuilder();
        for (int row = 0; row < 3; row++) {
            if (row > 0) {
                s.append("\n---+---+---\n");
            }
            for (int col = 0; col < 3; col++) {
                int cell = 3 * row + col;
                s.append(col > 0 ? "| " : " ");
                s.append(has(0, cell) ? 'X' : has(1, cell) ? 'O' : (char) ('1' + cell));
                s.append(' ');
            }
        }
        return s.toString();
    }
}
