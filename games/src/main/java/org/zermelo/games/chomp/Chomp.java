package org.zermelo.games.chomp;

import java.util.List;
import org.zermelo.game.Diagram;
import org.zermelo.game.Drawable;
import org.zermelo.game.Drawing;
import org.zermelo.game.Impartial;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Symmetric;
import org.zermelo.game.Zobrist;

/**
 * Chomp, "la gaufre": a chocolate bar (a waffle) whose top-left square is poisoned. A move eats
 * one square and every square below it and to its right; whoever must eat the poisoned square
 * loses.
 *
 * <p>How the poison is modelled: the poisoned square is never eaten. The game ends when it is
 * the only square left, and the side to move, who would have to eat it, has lost. Eating it
 * earlier, with other squares left, only loses sooner, so that move is left out: {@code 1,1}
 * is never legal. The game is then the normal-play game on the other squares (who cannot
 * move loses), an impartial game, and every rectangle but 1x1 is a first-player win
 * (strategy stealing: if eating the bottom-right square lost, the answer that wins against it
 * would have been available as a first move).
 *
 * <p>What is left is always a staircase: row lengths that never increase from top to bottom.
 * The state is the row lengths and the column lengths, 4 bits each, in two words; the column
 * word is the row word of the transposed board, which {@link #symmetricHash} uses.
 *
 * <pre>
 *  7,7,5,2 (X = poison)   rows word (row i at bits 4i..4i+3)   columns word
 *    1 2 3 4 5 6 7        row 1: 7  bits  0-3                  4,4,3,3,3,2,2
 *  1 X o o o o o o        row 2: 7  bits  4-7
 *  2 o o o o o o o        row 3: 5  bits  8-11
 *  3 o o o o o            row 4: 2  bits 12-15
 *  4 o o                  nibbles 4-15: 0
 * </pre>
 *
 * <p>Chomp names no noisy moves for quiescence ({@link org.zermelo.game.NoisyMoves}): its evaluation
 * ({@link KnownShapes}) is either a theorem's exact outcome or 0, "don't know", so a horizon
 * position is never misjudged by a margin that a capture-like move would reveal; it is unknown,
 * and no kind of move is more likely than another to make it known.
 *
 * <p>A move is {@code row << 4 | column}, from 0, written {@code r,c} from 1. Eating at (r, c)
 * cuts every row from r down to at most c squares and every column from c on to at most r
 * squares. Undo is copy-make: each ply pushes the two words and their two hashes.
 */
public final class Chomp implements Position, Impartial, Symmetric, Diagram, Drawable {

    /** The largest number of rows and of columns: a length fits in 4 bits, and 15 rows in 60. */
    public static final int MAX_SIDE = 15;

    /** Zobrist keys: [line * 16 + length], 0 for length 0 so that empty lines add nothing. */
    private static final long[] KEYS = new long[16 * 16];
    private static final long SIDE_KEY;

    static {
        long[] keys = Zobrist.keys(0xC40A_0015L, MAX_SIDE * MAX_SIDE + 1);
        for (int line = 0; line < MAX_SIDE; line++) {
            for (int length = 1; length <= MAX_SIDE; length++) {
                KEYS[line * 16 + length] = keys[line * MAX_SIDE + length - 1];
            }
        }
        SIDE_KEY = keys[MAX_SIDE * MAX_SIDE];
    }

    /** A square of chocolate, and the poisoned one, as the pages draw them. */
    private static final Drawing.Cell SQUARE = Drawing.Cell.of(new Drawing.Piece("o", Drawing.NOBODY, Drawing.Shape.SQUARE,
            Drawing.Colour.BROWN));
    private static final Drawing.Cell POISONED = Drawing.Cell.of(new Drawing.Piece("P", Drawing.NOBODY, Drawing.Shape.SQUARE,
            Drawing.Colour.GREEN)).marked("\u2620");

    private long rows;
    private long columns;
    /** The Zobrist keys of the rows word and of the columns word, side to move left out. */
    private long rowsHash;
    private long columnsHash;
    private int plies;
    /** Copy-make: rows, columns, rowsHash, columnsHash before each ply. */
    private final long[] stack;

    private Chomp(long rows) {
        this.rows = rows;
        for (int row = 0; row < MAX_SIDE; row++) {
            int length = length(rows, row);
            rowsHash ^= KEYS[row * 16 + length];
            for (int column = 0; column < length; column++) {
                columns += 1L << (4 * column);
            }
        }
        for (int column = 0; column < MAX_SIDE; column++) {
            columnsHash ^= KEYS[column * 16 + length(columns, column)];
        }
        // A game lasts at most one ply per square but the poisoned one.
        stack = new long[4 * squares()];
    }

    private Chomp(Chomp other) {
        rows = other.rows;
        columns = other.columns;
        rowsHash = other.rowsHash;
        columnsHash = other.columnsHash;
        plies = other.plies;
        stack = other.stack.clone();
    }

    /** The staircase of these row lengths (row i in bits 4i..4i+3, as in the class comment), first player to move. */
    static Chomp ofRows(long rows) {
        return new Chomp(rows);
    }

    /**
     * The full {@code rows} x {@code columns} rectangle, first player to move.
     *
     * @throws IllegalArgumentException unless both sizes are from 1 to {@link #MAX_SIDE}
     */
    public static Chomp rectangle(int rows, int columns) {
        if (rows < 1 || rows > MAX_SIDE || columns < 1 || columns > MAX_SIDE) {
            throw new IllegalArgumentException("a chomp board has 1 to " + MAX_SIDE + " rows and 1 to " + MAX_SIDE
                    + " columns, not " + rows + "x" + columns);
        }
        long word = 0;
        for (int row = 0; row < rows; row++) {
            word |= (long) columns << (4 * row);
        }
        return new Chomp(word);
    }

    /**
     * Reads a board: {@code RxC} for a full rectangle ({@code 4x7}), or the row lengths from the
     * top, separated by commas and never increasing ({@code 7,7,5,2}); at most
     * {@link #MAX_SIDE} rows and columns. The first player is to move.
     *
     * @throws IllegalArgumentException saying what is wrong, for anything else
     */
    public static Chomp parse(String text) {
        String t = text.strip();
        int x = t.indexOf('x') >= 0 ? t.indexOf('x') : t.indexOf('X');
        if (x >= 0) {
            return rectangle(size(t.substring(0, x), text), size(t.substring(x + 1), text));
        }
        String[] parts = t.split(",", -1);
        if (parts.length > MAX_SIDE) {
            throw new IllegalArgumentException("'" + text + "' has " + parts.length + " rows: a chomp board has at most "
                    + MAX_SIDE);
        }
        long word = 0;
        for (int row = 0; row < parts.length; row++) {
            int length = size(parts[row], text);
            if (row > 0 && length > length(word, row - 1)) {
                throw new IllegalArgumentException("row lengths never increase from top to bottom (a staircase), but in '"
                        + text + "' row " + (row + 1) + " (" + length + ") is longer than row " + row + " ("
                        + length(word, row - 1) + ")");
            }
            word |= (long) length << (4 * row);
        }
        return new Chomp(word);
    }

    /** A number of rows, columns or squares in a row: 1 to MAX_SIDE. */
    private static int size(String part, String text) {
        String p = part.strip();
        if (!p.matches("[0-9]+")) {
            throw new IllegalArgumentException("'" + text + "' is not a chomp board: write RxC for a full rectangle (4x7) "
                    + "or the row lengths from the top (7,7,5,2)");
        }
        // More than 9 digits is too large anyway, and must not overflow.
        int n = p.length() > 9 ? Integer.MAX_VALUE : Integer.parseInt(p);
        if (n < 1 || n > MAX_SIDE) {
            throw new IllegalArgumentException("in '" + text + "', " + p + " is not a size from 1 to " + MAX_SIDE
                    + " (at most " + MAX_SIDE + " rows and " + MAX_SIDE + " columns)");
        }
        return n;
    }

    private static int length(long word, int line) {
        return (int) (word >>> (4 * line)) & 15;
    }

    /** The row lengths, row i in bits 4i..4i+3. */
    long rowsWord() {
        return rows;
    }

    /** The number of squares in row {@code row} (from 0), 0 below the last row. */
    int rowLength(int row) {
        return length(rows, row);
    }

    /** The number of squares in column {@code column} (from 0), 0 right of the last column. */
    int columnLength(int column) {
        return length(columns, column);
    }

    /** The number of squares left, the poisoned one included. */
    int squares() {
        int count = 0;
        for (int row = 0; row < MAX_SIDE; row++) {
            count += length(rows, row);
        }
        return count;
    }

    @Override
    public int sideToMove() {
        return plies & 1;
    }

    @Override
    public void legalMoves(MoveList out) {
        out.clear();
        for (int row = 0; row < MAX_SIDE; row++) {
            int length = length(rows, row);
            // The poisoned square (row 0, column 0) is never a move.
            for (int column = row == 0 ? 1 : 0; column < length; column++) {
                out.add(row << 4 | column);
            }
        }
    }

    @Override
    public void play(int move) {
        int top = 4 * plies++;
        stack[top] = rows;
        stack[top + 1] = columns;
        stack[top + 2] = rowsHash;
        stack[top + 3] = columnsHash;
        int r = move >>> 4;
        int c = move & 15;
        // Rows r, r+1, ... longer than c keep c squares; the staircase stops the loop at the
        // first row that is not (nibble 15 is always 0, so the shift stays within the word).
        for (int row = r; ; row++) {
            int length = length(rows, row);
            if (length <= c) {
                break;
            }
            rows -= (long) (length - c) << (4 * row);
            rowsHash ^= KEYS[row * 16 + length] ^ KEYS[row * 16 + c];
        }
        for (int column = c; ; column++) {
            int length = length(columns, column);
            if (length <= r) {
                break;
            }
            columns -= (long) (length - r) << (4 * column);
            columnsHash ^= KEYS[column * 16 + length] ^ KEYS[column * 16 + r];
        }
    }

    @Override
    public void undo() {
        int top = 4 * --plies;
        rows = stack[top];
        columns = stack[top + 1];
        rowsHash = stack[top + 2];
        columnsHash = stack[top + 3];
    }

    /** Over when only the poisoned square is left: row 1 of length 1 and no other row. */
    @Override
    public boolean isTerminal() {
        return rows == 1L;
    }

    /** The side to move would have to eat the poisoned square: it has lost. */
    @Override
    public int terminalValue() {
        return -1;
    }

    @Override
    public long hash() {
        return rowsHash ^ ((plies & 1) == 0 ? 0 : SIDE_KEY);
    }

    /**
     * Equal for a board and its transpose (rows read as columns), which have the same value:
     * the smaller of the two words' keys, with the side to move.
     */
    @Override
    public long symmetricHash() {
        return Math.min(rowsHash, columnsHash) ^ ((plies & 1) == 0 ? 0 : SIDE_KEY);
    }

    /** Chomp does not split into independent games: the bar is always one staircase. */
    @Override
    public List<Position> components() {
        return List.of();
    }

    @Override
    public String formatMove(int move) {
        return ((move >>> 4) + 1) + "," + ((move & 15) + 1);
    }

    @Override
    public int parseMove(String text) {
        String t = text.strip();
        if (!t.matches("[0-9]{1,3} *, *[0-9]{1,3}")) {
            throw new IllegalArgumentException("'" + text + "' is not a move: type the row and column of the square to eat, "
                    + "from 1, like 2,3");
        }
        int comma = t.indexOf(',');
        int r = Integer.parseInt(t.substring(0, comma).strip());
        int c = Integer.parseInt(t.substring(comma + 1).strip());
        if (isTerminal()) {
            throw new IllegalArgumentException("the game is over: only the poisoned square is left");
        }
        if (r == 1 && c == 1) {
            throw new IllegalArgumentException("1,1 is the poisoned square: nobody eats it by choice, the game ends when it "
                    + "is the only square left");
        }
        if (r < 1 || c < 1 || r > MAX_SIDE || c > length(rows, r - 1)) {
            throw new IllegalArgumentException("there is no square at " + r + "," + c + ": choose one of the squares left "
                    + "(row from 1 to " + length(columns, 0) + ", column from 1 to the row's length)");
        }
        return (r - 1) << 4 | (c - 1);
    }

    @Override
    public Position copy() {
        return new Chomp(this);
    }

    /** {@code RxC} for a rectangle (a single row or column included), else the row lengths. */
    @Override
    public String toString() {
        int height = length(columns, 0);
        if (length(rows, height - 1) == length(rows, 0)) {
            return height + "x" + length(rows, 0);
        }
        StringBuilder s = new StringBuilder();
        for (int row = 0; row < height; row++) {
            s.append(row > 0 ? "," : "").append(length(rows, row));
        }
        return s.toString();
    }

    /**
     * The bar as this position was set up (the squares eaten since drawn empty, so that the
     * board keeps its size through a game): o for a square, P, marked with a skull, for the
     * poisoned one.
     */
    @Override
    public Drawing drawing() {
        long start = plies > 0 ? stack[0] : rows; // the rows word before the first ply
        int width = length(start, 0);
        int height = 0;
        while (height < MAX_SIDE && length(start, height) > 0) {
            height++;
        }
        Drawing.Cell[] cells = new Drawing.Cell[height * width];
        for (int row = 0; row < height; row++) {
            for (int column = 0; column < width; column++) {
                cells[row * width + column] = column >= length(rows, row) ? Drawing.Cell.EMPTY
                        : row == 0 && column == 0 ? POISONED : SQUARE;
            }
        }
        return new Drawing.Grid(height, width, List.of(cells), Drawing.Surface.SQUARES, false);
    }

    /** The bar with row and column numbers; X is the poisoned square, o the others. */
    @Override
    public String diagram() {
        int width = Math.max(length(rows, 0), length(columns, 0)) >= 10 ? 3 : 2;
        StringBuilder s = new StringBuilder(" ".repeat(width));
        for (int column = 1; column <= length(rows, 0); column++) {
            s.append(pad(Integer.toString(column), width));
        }
        for (int row = 0; row < length(columns, 0); row++) {
            s.append('\n').append(pad(Integer.toString(row + 1), width));
            for (int column = 0; column < length(rows, row); column++) {
                s.append(pad(row == 0 && column == 0 ? "X" : "o", width));
            }
        }
        return s.append("\n(X is the poisoned square)").toString();
    }

    private static String pad(String text, int width) {
        return " ".repeat(width - text.length()) + text;
    }
}
