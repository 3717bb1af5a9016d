package org.zermelo.games.toads;

import org.zermelo.game.Diagram;
import org.zermelo.game.Drawable;
import org.zermelo.game.Drawing;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Zobrist;
import org.zermelo.games.strip.Strip;

/**
 * Toads-and-Frogs (Richard Guy's game, from Winning Ways): toads {@code T} move right, frogs
 * {@code F} left. A toad slides one cell right into an empty cell, or jumps right over exactly
 * one frog into the empty cell just beyond it; frogs do the same to the left. Nobody passes:
 * the player who cannot move loses. Toads (Left) are side 0, frogs (Right) side 1.
 *
 * <pre>
 *  TT__FF    cells 1 2 3 4 5 6    toads 0b000011   frogs 0b110000
 *            bits  0 1 2 3 4 5
 *  toads that can slide: ((toads &lt;&lt; 1) &amp; empty) &gt;&gt;&gt; 1
 *  toads that can jump:  ((((toads &lt;&lt; 1) &amp; frogs) &lt;&lt; 1) &amp; empty) &gt;&gt;&gt; 2
 * </pre>
 *
 * A piece either slides or jumps, never both (the cell ahead is empty or it is not), so a move
 * is the index of the cell of the piece that moves, written as its cell number from 1. Undo
 * pops the move and its landing cell from a stack.
 */
public final class ToadsAndFrogs implements Position, Diagram, Drawable {

    static final Strip NOTATION = new Strip("toads-and-frogs", 'T', 'F');
    /** The players' names, toads first (side 0). */
    static final String[] NAMES = {"toads", "frogs"};
    /** The toads and the frogs, as the pages draw them. */
    private static final Drawing.Piece[] PIECES = {
        new Drawing.Piece("T", 0, Drawing.Shape.DISC, Drawing.Colour.GREEN),
        new Drawing.Piece("F", 1, Drawing.Shape.DISC, Drawing.Colour.BROWN)};

    /** Zobrist keys: [side * 32 + cell] for the pieces, then one for "frogs to move". */
    private static final long[] KEYS = Zobrist.keys(0x70AD_5F00L, 2 * Strip.MAX_CELLS + 1);
    private static final long SIDE_KEY = KEYS[2 * Strip.MAX_CELLS];

    private final int length;
    private final int full;
    /** The cells of the toads (index 0) and of the frogs (1). */
    private final int[] pieces;
    private int side;
    private long hash;
    /** For each ply, the cell the piece left, and 8 bits up the cell it reached. */
    private final int[] history;
    private int plies;

    private ToadsAndFrogs(Strip.Cells cells) {
        length = cells.length();
        full = length == 32 ? -1 : (1 << length) - 1;
        pieces = cells.pieces().clone();
        side = cells.side();
        hash = side == 0 ? 0 : SIDE_KEY;
        int travel = 0;
        for (int cell = 0; cell < length; cell++) {
            for (int s = 0; s < 2; s++) {
                if ((pieces[s] & (1 << cell)) != 0) {
                    hash ^= KEYS[s * Strip.MAX_CELLS + cell];
                    travel += s == 0 ? length - 1 - cell : cell;
                }
            }
        }
        // Each move takes a piece at least one cell forward.
        history = new int[travel];
    }

    private ToadsAndFrogs(ToadsAndFrogs other) {
        length = other.length;
        full = other.full;
        pieces = other.pieces.clone();
        side = other.side;
        hash = other.hash;
        history = other.history.clone();
        plies = other.plies;
    }

    /**
     * Reads a strip of {@code T}, {@code F} and {@code _}, optionally followed by {@code :T} or
     * {@code :F} for the side to move (toads by default): {@code TT__FF}, {@code TFT_F:F}.
     *
     * @throws IllegalArgumentException saying what is wrong, for anything else
     */
    public static ToadsAndFrogs parse(String text) {
        return new ToadsAndFrogs(NOTATION.parse(text));
    }

    @Override
    public int sideToMove() {
        return side;
    }

    /** The cells of {@code who}'s pieces that can move: slide to an empty cell, or jump one opponent. */
    int movable(int who) {
        int empty = ~(pieces[0] | pieces[1]) & full;
        int opponents = pieces[1 - who];
        if (who == 0) {
            int t = pieces[0];
            return ((t << 1) & empty) >>> 1 | ((((t << 1) & opponents) << 1) & empty) >>> 2;
        }
        int f = pieces[1];
        return ((f >>> 1) & empty) << 1 | ((((f >>> 1) & opponents) >>> 1) & empty) << 2;
    }

    @Override
    public void legalMoves(MoveList out) {
        out.clear();
        for (int m = movable(side); m != 0; m &= m - 1) {
            out.add(Integer.numberOfTrailingZeros(m));
        }
    }

    @Override
    public void play(int move) {
        int step = side == 0 ? 1 : -1;
        int ahead = move + step;
        int to = ((pieces[0] | pieces[1]) & 1 << ahead) == 0 ? ahead : ahead + step;
        history[plies++] = move | to << 8;
        shift(move, to);
        side ^= 1;
        hash ^= SIDE_KEY;
    }

    @Override
    public void undo() {
        int entry = history[--plies];
        side ^= 1;
        hash ^= SIDE_KEY;
        shift(entry >>> 8, entry & 0xFF);
    }

    /** Moves the side to move's piece from cell {@code from} to the empty cell {@code to}. */
    private void shift(int from, int to) {
        pieces[side] ^= 1 << from | 1 << to;
        hash ^= KEYS[side * Strip.MAX_CELLS + from] ^ KEYS[side * Strip.MAX_CELLS + to];
    }

    @Override
    public boolean isTerminal() {
        return movable(side) == 0;
    }

    /** The side to move cannot move: it has lost. */
    @Override
    public int terminalValue() {
        return -1;
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public String formatMove(int move) {
        return Integer.toString(move + 1);
    }

    @Override
    public int parseMove(String text) {
        if (isTerminal()) {
            throw new IllegalArgumentException("the game is over: the " + NAMES[side] + " cannot move");
        }
        int cell = NOTATION.parseCell(text, length, "");
        String piece = side == 0 ? "toad" : "frog";
        if ((pieces[side] & 1 << cell) == 0) {
            throw new IllegalArgumentException("cell " + (cell + 1) + " holds no " + piece);
        }
        if ((movable(side) & 1 << cell) == 0) {
            throw new IllegalArgumentException("the " + piece + " on cell " + (cell + 1) + " cannot move: it slides "
                    + (side == 0 ? "right" : "left") + " into an empty cell or jumps exactly one "
                    + (side == 0 ? "frog" : "toad") + " into an empty cell");
        }
        return cell;
    }

    @Override
    public Position copy() {
        return new ToadsAndFrogs(this);
    }

    /** The strip, with {@code :F} when the frogs are to move. */
    @Override
    public String toString() {
        return NOTATION.format(length, pieces[0], pieces[1], side);
    }

    @Override
    public Drawing drawing() {
        return NOTATION.drawing(length, pieces[0], pieces[1], PIECES);
    }

    @Override
    public String diagram() {
        return NOTATION.diagram(length, pieces[0], pieces[1]);
    }
}
