package org.zermelo.example;

import java.util.List;
import org.zermelo.game.Diagram;
import org.zermelo.game.Drawable;
import org.zermelo.game.Drawing;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Zobrist;

/**
 * Take-away, the subtraction game: a pile of sticks, each move takes 1, 2 or 3 of them, and
 * whoever takes the last stick wins. The side to move loses exactly when the pile is a
 * multiple of 4: whatever it takes, the opponent takes the rest of 4.
 *
 * <p>A move is the number of sticks taken, 1 to 3, written as that number. The example game
 * of the tutorial docs/adding-a-game.md.
 */
public final class TakeAway implements Position, Diagram, Drawable {

    /** The largest pile: a game lasts at most one ply per stick, well within Scores.MAX_PLY. */
    public static final int MAX_STICKS = 1000;

    /** One key per pile size, 0 to MAX_STICKS, then one for "the second player moves". */
    private static final long[] KEYS = Zobrist.keys(0x7A4E_AAA7L, MAX_STICKS + 2);
    private static final long SIDE_KEY = KEYS[MAX_STICKS + 1];

    private int sticks;
    /** The moves played, so that undo knows how many sticks to put back. */
    private final int[] history;
    private int plies;
    private long hash;

    /** A pile of {@code sticks} sticks, 0 (over) to {@link #MAX_STICKS}, the first player to move. */
    public TakeAway(int sticks) {
        if (sticks < 0 || sticks > MAX_STICKS) {
            throw new IllegalArgumentException(
                    "expected a number of sticks from 0 to " + MAX_STICKS + ", not " + sticks);
        }
        this.sticks = sticks;
        this.history = new int[sticks]; // each move takes at least one stick
        this.hash = KEYS[sticks];
    }

    private TakeAway(TakeAway other) {
        sticks = other.sticks;
        history = other.history.clone();
        plies = other.plies;
        hash = other.hash;
    }

    /**
     * Reads a pile: a whole number of sticks from 0 to {@link #MAX_STICKS}, like {@code 21};
     * 0 is a finished game, so that every position written by {@link #toString()} reads back.
     *
     * @throws IllegalArgumentException saying what is expected, for anything else
     */
    public static TakeAway parse(String text) {
        String t = text.strip();
        // Digits only (no sign, no spaces), at most 4: longer is too large, and cannot overflow.
        int sticks = t.matches("[0-9]{1,4}") ? Integer.parseInt(t) : -1;
        if (sticks < 0 || sticks > MAX_STICKS) {
            throw new IllegalArgumentException("expected a number of sticks from 0 to "
                    + MAX_STICKS + ", not '" + text + "'");
        }
        return new TakeAway(sticks);
    }

    /** The sticks left in the pile. */
    public int sticks() {
        return sticks;
    }

    @Override
    public int sideToMove() {
        return plies & 1;
    }

    @Override
    public void legalMoves(MoveList out) {
        out.clear();
        for (int take = 1; take <= Math.min(3, sticks); take++) {
            out.add(take);
        }
    }

    @Override
    public void play(int move) {
        // Incremental Zobrist: XOR out the old pile, XOR in the new one, flip the side to move.
        hash ^= KEYS[sticks] ^ KEYS[sticks - move] ^ SIDE_KEY;
        sticks -= move;
        history[plies++] = move;
    }

    @Override
    public void undo() {
        int move = history[--plies];
        // XOR is its own inverse: the same three keys restore the exact previous hash.
        hash ^= KEYS[sticks] ^ KEYS[sticks + move] ^ SIDE_KEY;
        sticks += move;
    }

    @Override
    public boolean isTerminal() {
        return sticks == 0;
    }

    @Override
    public int terminalValue() {
        // The pile is empty: the opponent took the last stick, so the side to move has lost.
        return -1;
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public String formatMove(int move) {
        return Integer.toString(move);
    }

    @Override
    public int parseMove(String text) {
        String t = text.strip();
        if (!t.equals("1") && !t.equals("2") && !t.equals("3")) {
            throw new IllegalArgumentException(
                    "'" + text + "' is not a move: type how many sticks to take, 1, 2 or 3");
        }
        int take = Integer.parseInt(t);
        if (sticks == 0) {
            throw new IllegalArgumentException("the game is over: no stick is left");
        }
        if (take > sticks) {
            throw new IllegalArgumentException("only " + sticks + (sticks == 1 ? " stick is" : " sticks are")
                    + " left: take " + (sticks == 1 ? "1" : "1 or 2"));
        }
        return take;
    }

    @Override
    public Position copy() {
        return new TakeAway(this);
    }

    /** The pile in the notation: the number of sticks. */
    @Override
    public String toString() {
        return Integer.toString(sticks);
    }

    /** One pile of sticks, for the web's board: a click on a stick takes it and those after it. */
    @Override
    public Drawing drawing() {
        Drawing.Piece stick = new Drawing.Piece("|", Drawing.NOBODY, Drawing.Shape.STICK, Drawing.Colour.BROWN);
        return new Drawing.Piles(List.of(sticks), stick);
    }

    /** The sticks drawn in groups of five, for {@code zermelo play}: {@code ||||| ||| (8)}. */
    @Override
    public String diagram() {
        StringBuilder s = new StringBuilder();
        for (int i = 1; i <= sticks; i++) {
            s.append(i % 5 == 0 && i < sticks ? "| " : "|");
        }
        return s.append(" (").append(sticks).append(')').toString().strip();
    }
}
