package org.zermelo.games.strip;

import java.util.List;
import java.util.Locale;
import org.zermelo.game.Drawing;

/**
 * The strip notation that saute-mouton and Toads-and-Frogs share: one letter a cell from the
 * left, the first player's pieces, the second player's, or {@code _} for a free cell, then
 * optionally {@code :} and the letter of the side to move (the first player by default):
 * {@code RR_BB}, {@code TFT_F:F}. Cells are numbered from 1 at the left in the notation and
 * from 0 in the bit masks (bit i is cell i + 1).
 */
public final class Strip {

    /** The longest strip: a bit per cell in an {@code int}. */
    public static final int MAX_CELLS = 32;

    /**
     * A strip read from its notation.
     *
     * @param length the number of cells
     * @param pieces the cells of the first player's pieces (index 0) and of the second's (1)
     * @param side the side to move, 0 or 1
     */
    public record Cells(int length, int[] pieces, int side) {}

    private final String game;
    private final char[] letters;

    /** The notation of {@code game} (for messages), whose players' letters are {@code first} and {@code second}. */
    public Strip(String game, char first, char second) {
        this.game = game;
        this.letters = new char[] {first, second};
    }

    /** The letter of {@code side}'s pieces, which is also the letter of that side to move. */
    public char letter(int side) {
        return letters[side];
    }

    /**
     * Reads a strip; letters may be lower case.
     *
     * @throws IllegalArgumentException saying what is wrong: a letter not allowed, an empty or
     *     too long strip, a bad side to move
     */
    public Cells parse(String text) {
        String t = text.strip();
        int colon = t.indexOf(':');
        String cells = colon < 0 ? t : t.substring(0, colon);
        int side = 0;
        if (colon >= 0) {
            String who = t.substring(colon + 1).strip().toUpperCase(Locale.ROOT);
            if (who.length() != 1 || who.charAt(0) != letters[0] && who.charAt(0) != letters[1]) {
                throw new IllegalArgumentException("after ':' comes the side to move, " + letters[0] + " or " + letters[1]
                        + ", not '" + t.substring(colon + 1) + "'");
            }
            side = who.charAt(0) == letters[0] ? 0 : 1;
        }
        cells = cells.strip();
        if (cells.isEmpty() || cells.length() > MAX_CELLS) {
            throw new IllegalArgumentException("a " + game + " strip has 1 to " + MAX_CELLS + " cells, not "
                    + cells.length() + " in '" + text + "'");
        }
        int[] pieces = new int[2];
        for (int cell = 0; cell < cells.length(); cell++) {
            char c = Character.toUpperCase(cells.charAt(cell));
            if (c == letters[0] || c == letters[1]) {
                pieces[c == letters[0] ? 0 : 1] |= 1 << cell;
            } else if (c != '_') {
                throw new IllegalArgumentException("bad character '" + cells.charAt(cell) + "' at cell " + (cell + 1) + ": a "
                        + game + " strip uses " + letters[0] + ", " + letters[1] + " and _ only");
            }
        }
        return new Cells(cells.length(), pieces, side);
    }

    /** The notation of a strip; the side to move is written only when it is the second player. */
    public String format(int length, int first, int second, int side) {
        StringBuilder s = new StringBuilder(length + 2);
        for (int cell = 0; cell < length; cell++) {
            s.append(symbol(cell, first, second));
        }
        return side == 0 ? s.toString() : s.append(':').append(letters[1]).toString();
    }

    /** The cell numbers over the strip, for {@code zermelo play}. */
    public String diagram(int length, int first, int second) {
        int width = length >= 10 ? 3 : 2;
        StringBuilder numbers = new StringBuilder();
        StringBuilder cells = new StringBuilder();
        for (int cell = 0; cell < length; cell++) {
            String number = Integer.toString(cell + 1);
            numbers.append(" ".repeat(width - number.length())).append(number);
            cells.append(" ".repeat(width - 1)).append(symbol(cell, first, second));
        }
        return numbers + "\n" + cells;
    }

    /**
     * The strip as one row of cells, for the pages: the first player's pieces drawn as
     * {@code pieces[0]}, the second's as {@code pieces[1]}.
     */
    public Drawing.Grid drawing(int length, int first, int second, Drawing.Piece[] pieces) {
        Drawing.Cell[] cells = new Drawing.Cell[length];
        for (int cell = 0; cell < length; cell++) {
            int bit = 1 << cell;
            cells[cell] = (first & bit) != 0 ? Drawing.Cell.of(pieces[0])
                    : (second & bit) != 0 ? Drawing.Cell.of(pieces[1]) : Drawing.Cell.EMPTY;
        }
        return new Drawing.Grid(1, length, List.of(cells), Drawing.Surface.SQUARES, false);
    }

    private char symbol(int cell, int first, int second) {
        int bit = 1 << cell;
        return (first & bit) != 0 ? letters[0] : (second & bit) != 0 ? letters[1] : '_';
    }

    /**
     * Reads a cell number, 1 to {@code length}, as typed for a move, and returns its index from 0.
     * {@code alternative} ends the message for other text: what else may be typed, or "".
     *
     * @throws IllegalArgumentException saying what to type, when it is not such a number
     */
    public int parseCell(String text, int length, String alternative) {
        String t = text.strip();
        int cell = t.matches("[0-9]{1,3}") ? Integer.parseInt(t) : 0;
        if (cell < 1 || cell > length) {
            throw new IllegalArgumentException("'" + text + "' is not a move: type the number of the cell (1 to " + length
                    + ") of the piece to move" + alternative);
        }
        return cell - 1;
    }
}
