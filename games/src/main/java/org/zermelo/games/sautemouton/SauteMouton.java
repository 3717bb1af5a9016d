package org.zermelo.games.sautemouton;

import java.util.ArrayList;
import java.util.List;
import org.zermelo.game.ConfigurationSpace;
import org.zermelo.game.Diagram;
import org.zermelo.game.Drawable;
import org.zermelo.game.Drawing;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Zobrist;
import org.zermelo.games.strip.Strip;

/**
 * Saute-mouton, the course's small example of AND/OR labelling: red and blue pawns on a strip
 * with exactly one free cell. Red pawns move right, blue pawns left; a pawn moves by taking the
 * free cell when that cell lies ahead of it, at any distance, leaping over any pawns in
 * between (so the cell it leaves becomes the free cell). A player with no such pawn passes.
 * Red wins as soon as its pawns fill the rightmost cells, blue as soon as its pawns fill the
 * leftmost ones. From {@code RR_BB}: 60 configurations (strips times side to move), 27
 * reachable, 4 of them terminal, at most 2 moves in a position.
 *
 * <p>One free cell makes the game finite: every move takes a pawn forward, and two passes in
 * a row cannot happen, because when neither player can move every blue pawn is left of the
 * free cell and every red one right of it, and both have already won. Such a strip (like
 * {@code BB_RR}) can only be typed, not reached; a finished position is won by the player
 * who just moved when its pawns fill its goal, and otherwise by the side to move.
 *
 * <pre>
 *  RR_BB      cells 1 2 3 4 5      red   0b00011   red goal  0b11000
 *             bits  0 1 2 3 4      blue  0b11000   blue goal 0b00011   free cell 2
 * </pre>
 *
 * A move is the index of the cell of the pawn that moves, written as its cell number from 1,
 * or {@link #PASS}, written {@code pass}. Undo pops the cell the pawn went to (the old free
 * cell) from a stack: the pawn goes back to the cell now free.
 */
public final class SauteMouton implements Position, Diagram, Drawable, ConfigurationSpace {

    /** The move of a player none of whose pawns can move. */
    public static final int PASS = 255;

    static final Strip NOTATION = new Strip("saute-mouton", 'R', 'B');
    /** The players' names: red moves first (side 0). */
    static final String[] COLOURS = {"red", "blue"};
    /** The red pawns and the blue ones, as the pages draw them. */
    private static final Drawing.Piece[] PAWNS = {
        new Drawing.Piece("R", 0, Drawing.Shape.DISC, Drawing.Colour.RED),
        new Drawing.Piece("B", 1, Drawing.Shape.DISC, Drawing.Colour.BLUE)};

    /** Zobrist keys: [side * 32 + cell] for the pawns, then one for "blue to move". */
    private static final long[] KEYS = Zobrist.keys(0x5A07_E000L, 2 * Strip.MAX_CELLS + 1);
    private static final long SIDE_KEY = KEYS[2 * Strip.MAX_CELLS];

    private final int length;
    /** The cells of the red pawns (index 0) and of the blue pawns (1). */
    private final int[] pawns;
    private final int[] goals;
    private int free;
    private int side;
    private long hash;
    /** For each ply, the cell the pawn moved to, or PASS. */
    private final int[] history;
    private int plies;

    private SauteMouton(Strip.Cells cells) {
        length = cells.length();
        pawns = cells.pieces().clone();
        side = cells.side();
        free = Integer.numberOfTrailingZeros(~(pawns[0] | pawns[1]));
        int full = length == 32 ? -1 : (1 << length) - 1;
        int reds = Integer.bitCount(pawns[0]);
        // Red's goal is the `reds` highest cells of the strip, blue's the lowest ones.
        goals = new int[] {full & ~(full >>> reds), (1 << Integer.bitCount(pawns[1])) - 1};
        hash = side == 0 ? 0 : SIDE_KEY;
        int travel = 0;
        for (int cell = 0; cell < length; cell++) {
            for (int s = 0; s < 2; s++) {
                if ((pawns[s] & (1 << cell)) != 0) {
                    hash ^= KEYS[s * Strip.MAX_CELLS + cell];
                    travel += s == 0 ? length - 1 - cell : cell;
                }
            }
        }
        // Each move takes a pawn at least one cell forward, and passes never come twice in a row.
        history = new int[2 * travel + 1];
    }

    private SauteMouton(SauteMouton other) {
        length = other.length;
        pawns = other.pawns.clone();
        goals = other.goals;
        free = other.free;
        side = other.side;
        hash = other.hash;
        history = other.history.clone();
        plies = other.plies;
    }

    /**
     * Reads a strip of {@code R}, {@code B} and exactly one {@code _}, at least one pawn of each
     * colour, optionally followed by {@code :R} or {@code :B} for the side to move (red by
     * default): {@code RR_BB}, {@code RB_RB:B}.
     *
     * @throws IllegalArgumentException saying what is wrong, for anything else
     */
    public static SauteMouton parse(String text) {
        Strip.Cells cells = NOTATION.parse(text);
        int frees = cells.length() - Integer.bitCount(cells.pieces()[0] | cells.pieces()[1]);
        if (frees != 1) {
            throw new IllegalArgumentException("a saute-mouton strip has exactly one free cell _, not " + frees + " in '"
                    + text + "'");
        }
        if (cells.pieces()[0] == 0 || cells.pieces()[1] == 0) {
            throw new IllegalArgumentException("a saute-mouton strip has at least one red pawn R and one blue pawn B: '"
                    + text + "'");
        }
        return new SauteMouton(cells);
    }

    /**
     * Every strip of this length with as many red and blue pawns and one free cell, each with red
     * then blue to move: n·C(n - 1, r)·2 configurations (C(5,2)·C(3,2)·2 = 60 for {@code RR_BB}, as
     * the course counts them), the free cell from the left, then the red pawns' places.
     *
     * @throws IllegalArgumentException beyond {@link #MAX_CONFIGURATIONS}
     */
    @Override
    public List<Position> configurations() {
        int reds = Integer.bitCount(pawns[0]);
        long count = configurationCount();
        if (count > MAX_CONFIGURATIONS) {
            throw new IllegalArgumentException("a strip of " + length + " cells with " + reds + " red pawns has " + count
                    + " configurations, more than " + MAX_CONFIGURATIONS + " to list");
        }
        List<Position> all = new ArrayList<>();
        int others = length - 1;
        for (int free = 0; free < length; free++) {
            // Gosper's hack: every set of `reds` cells among the others, in increasing order.
            for (long set = (1L << reds) - 1; set < 1L << others; set = next(set)) {
                int red = 0;
                int blue = 0;
                for (int k = 0, cell = 0; k < others; k++, cell++) {
                    if (cell == free) {
                        cell++;
                    }
                    if ((set & 1L << k) != 0) {
                        red |= 1 << cell;
                    } else {
                        blue |= 1 << cell;
                    }
                }
                for (int s = 0; s < 2; s++) {
                    all.add(new SauteMouton(new Strip.Cells(length, new int[] {red, blue}, s)));
                }
                if (reds == 0) {
                    break;
                }
            }
        }
        return all;
    }

    /** The most configurations {@link #configurations} lists. */
    public static final long MAX_CONFIGURATIONS = 1_000_000;

    /** n·C(n - 1, r)·2: the free cell, the red pawns' places among the other cells, the side to move. */
    long configurationCount() {
        int reds = Integer.bitCount(pawns[0]);
        long c = 1;
        for (int k = 1; k <= reds; k++) {
            c = c * (length - 1 - reds + k) / k;
        }
        return 2L * length * c;
    }

    /** The next larger number with as many bits set (Gosper's hack). */
    private static long next(long set) {
        long lowest = set & -set;
        long ripple = set + lowest;
        return ((ripple ^ set) >>> 2) / lowest | ripple;
    }

    /** The cells of {@code side}'s pawns, bit i for cell i + 1. */
    int pawns(int side) {
        return pawns[side];
    }

    /** The cells of {@code side}'s goal: the rightmost ones for red (0), the leftmost for blue (1). */
    int goal(int side) {
        return goals[side];
    }

    @Override
    public int sideToMove() {
        return side;
    }

    /** The pawns of the side to move that have the free cell ahead of them. */
    private int movable() {
        int behind = (1 << free) - 1;
        return side == 0 ? pawns[0] & behind : pawns[1] & ~behind;
    }

    @Override
    public void legalMoves(MoveList out) {
        out.clear();
        if (isTerminal()) {
            return;
        }
        int movable = movable();
        if (movable == 0) {
            out.add(PASS);
            return;
        }
        while (movable != 0) {
            out.add(Integer.numberOfTrailingZeros(movable));
            movable &= movable - 1;
        }
    }

    @Override
    public void play(int move) {
        history[plies++] = move == PASS ? PASS : free;
        if (move != PASS) {
            jump(move, free);
        }
        side ^= 1;
        hash ^= SIDE_KEY;
    }

    @Override
    public void undo() {
        int to = history[--plies];
        side ^= 1;
        hash ^= SIDE_KEY;
        if (to != PASS) {
            jump(to, free);
        }
    }

    /** Moves the side to move's pawn from cell {@code from} to the free cell {@code to}. */
    private void jump(int from, int to) {
        pawns[side] ^= 1 << from | 1 << to;
        hash ^= KEYS[side * Strip.MAX_CELLS + from] ^ KEYS[side * Strip.MAX_CELLS + to];
        free = from;
    }

    @Override
    public boolean isTerminal() {
        return pawns[0] == goals[0] || pawns[1] == goals[1];
    }

    /** Lost when the player who just moved filled its goal, else won (a typed position only). */
    @Override
    public int terminalValue() {
        return pawns[1 - side] == goals[1 - side] ? -1 : 1;
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public String formatMove(int move) {
        return move == PASS ? "pass" : Integer.toString(move + 1);
    }

    @Override
    public int parseMove(String text) {
        String who = COLOURS[side];
        if (isTerminal()) {
            throw new IllegalArgumentException("the game is over: " + COLOURS[terminalValue() < 0 ? 1 - side : side]
                    + " has filled its goal");
        }
        int movable = movable();
        if (text.strip().equalsIgnoreCase("pass")) {
            if (movable != 0) {
                throw new IllegalArgumentException(who + " can move, so it may not pass: move a " + who
                        + " pawn that has the free cell ahead of it");
            }
            return PASS;
        }
        int cell = NOTATION.parseCell(text, length, movable == 0 ? ", or pass" : "");
        if (movable == 0) {
            throw new IllegalArgumentException("no " + who + " pawn has the free cell " + (free + 1) + " ahead of it: type pass");
        }
        if ((pawns[side] & 1 << cell) == 0) {
            throw new IllegalArgumentException("cell " + (cell + 1) + " holds no " + who + " pawn");
        }
        if ((movable & 1 << cell) == 0) {
            throw new IllegalArgumentException("the " + who + " pawn on cell " + (cell + 1) + " cannot move: the free cell "
                    + (free + 1) + " is behind it (" + who + " moves " + (side == 0 ? "right" : "left") + ")");
        }
        return cell;
    }

    @Override
    public Position copy() {
        return new SauteMouton(this);
    }

    /** The strip, with {@code :B} when blue is to move. */
    @Override
    public String toString() {
        return NOTATION.format(length, pawns[0], pawns[1], side);
    }

    @Override
    public Drawing drawing() {
        return NOTATION.drawing(length, pawns[0], pawns[1], PAWNS);
    }

    @Override
    public String diagram() {
        return NOTATION.diagram(length, pawns[0], pawns[1]);
    }
}
