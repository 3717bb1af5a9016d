package org.zermelo.games.connect4;

import java.util.List;
import org.zermelo.game.Cells;
import org.zermelo.game.Diagram;
import org.zermelo.game.Drawable;
import org.zermelo.game.Drawing;
import org.zermelo.game.Features;
import org.zermelo.game.MoveList;
import org.zermelo.game.MoveOrdering;
import org.zermelo.game.MovesLeft;
import org.zermelo.game.NoisyMoves;
import org.zermelo.game.Oracle;
import org.zermelo.game.Position;
import org.zermelo.game.SymmetricMoves;

/**
 * Connect Four on two bitboards, in the layout of the classic fast solvers (Pascal Pons',
 * John Tromp's): 7 columns of 6 cells, column-major, 7 bits per column, the seventh bit of
 * each column a sentinel that is always empty, so that a line of four never wraps from one
 * column into the next.
 *
 * <pre>
 *  column   1  2  3  4  5  6  7
 *           6 13 20 27 34 41 48   sentinel row, always 0
 *  row 6    5 12 19 26 33 40 47
 *  row 5    4 11 18 25 32 39 46
 *  row 4    3 10 17 24 31 38 45
 *  row 3    2  9 16 23 30 37 44
 *  row 2    1  8 15 22 29 36 43
 *  row 1    0  7 14 21 28 35 42   BOTTOM: bits 0, 7, 14, ..., 42
 * </pre>
 *
 * The state is {@code mask}, a bit for every stone, and {@code current}, the stones of the side
 * to move. After {@code 4453} (X in 4, O in 4, X in 5, O in 3; X to move): mask has bits 21,
 * 22, 28 and 14; current (X) has 21 and 28; the opponent's stones are {@code current ^ mask}.
 * Adding {@link #BOTTOM} to mask carries into the lowest empty cell of every column, so
 * {@code (mask + BOTTOM) & BOARD} is the set of cells where a stone can go (here 0, 7, 15, 23,
 * 29, 35, 42). A line of four through a cell is found with shifts: 1 along a column, 7 along a
 * row, 6 and 8 along the two diagonals.
 *
 * <p>A move is a column index 0-6, written 1-7. Play is make/unmake: the new stone is the
 * lowest empty cell of its column, and undo removes the highest stone of the column taken from
 * the move history. Values follow Pascal Pons' solver: a win with one's k-th stone scores
 * {@code 22 - k} (each player has 21 stones), a loss to the opponent's k-th stone
 * {@code -(22 - k)}, a full board 0. Minimax over those terminal values gives every position
 * exactly that score.
 *
 * <p>The exact abilities ({@link Oracle}, its value and bounds, and {@link MoveOrdering}) rest on
 * two sets of cells: the side's <em>winning cells</em> (empty cells that complete four for it)
 * and its moves that do not lose at once (those that neither leave a playable winning cell of
 * the opponent's unblocked nor put a stone right under one).
 */
public final class Connect4
        implements Position, Diagram, Drawable, Oracle, MoveOrdering, NoisyMoves, MovesLeft, SymmetricMoves, Cells, Features {

    public static final int WIDTH = 7;
    public static final int HEIGHT = 6;
    /** Cells on the board: the most moves a game can have. */
    public static final int CELLS = WIDTH * HEIGHT;
    /** Bits per column: the cells and the sentinel above them. */
    private static final int H1 = HEIGHT + 1;
    static final long BOTTOM = bottom();
    /** Every cell of the board (not the sentinels). */
    static final long BOARD = BOTTOM * ((1L << HEIGHT) - 1);
    /** The shifts between neighbours along a row and the two diagonals (columns: shift 1). */
    private static final int[] SIDEWAYS = {H1, H1 - 1, H1 + 1};
    /** X's red stones and O's yellow ones, as the pages draw them. */
    private static final Drawing.Piece[] STONES = {
        new Drawing.Piece("X", 0, Drawing.Shape.DISC, Drawing.Colour.RED),
        new Drawing.Piece("O", 1, Drawing.Shape.DISC, Drawing.Colour.YELLOW)};
    /** Columns from the centre outwards: the centre lies on the most lines of four. */
    private static final int[] CENTRE_FIRST = {3, 2, 4, 1, 5, 0, 6};
    /** Rank of each column in CENTRE_FIRST, 6 for the centre down to 0 for column 7. */
    private static final int[] CENTRALITY = {1, 3, 5, 6, 4, 2, 0};

    /** The stones of the side to move. */
    private long current;
    /** Every stone on the board. */
    private long mask;
    /** True when the last move completed four in a row. */
    private boolean decided;
    private final int[] history = new int[CELLS];
    private int plies;
    /**
     * What {@link #firstMoves} found, and the position it found it for ({@code current},
     * {@code mask}; -1, never a mask, for none): a search asks the oracle and the ordering at
     * each node, and both need it. A memo of the last position, right whatever is asked first.
     */
    private long firstMoves;
    private boolean firstAreWins;
    private long firstCurrent;
    private long firstMask = -1;

    /** The empty board, X (the first player) to move. */
    public Connect4() {}

    private Connect4(Connect4 other) {
        current = other.current;
        mask = other.mask;
        decided = other.decided;
        System.arraycopy(other.history, 0, history, 0, other.plies);
        plies = other.plies;
    }

    private static long bottom() {
        long b = 0;
        for (int col = 0; col < WIDTH; col++) {
            b |= 1L << (col * H1);
        }
        return b;
    }

    /**
     * Reads a position: the columns played from the start, 1 to 7, as one string ({@code 4453});
     * the empty string is the start.
     *
     * @throws IllegalArgumentException for a character that is not a column, a move in a full
     *     column, or a move after the game ended
     */
    public static Connect4 parse(String text) {
        String moves = text.strip();
        Connect4 p = new Connect4();
        for (int i = 0; i < moves.length(); i++) {
            char c = moves.charAt(i);
            if (c < '1' || c > '7') {
                throw new IllegalArgumentException("'" + c + "' at place " + (i + 1) + " is not a column: a connect4 position is "
                        + "the columns played, 1 to 7, as one string like 4453");
            }
            if (p.isTerminal()) {
                throw new IllegalArgumentException(p.overMessage() + ": the move " + c + " at place " + (i + 1) + " cannot follow");
            }
            int col = c - '1';
            if (!p.canPlay(col)) {
                throw new IllegalArgumentException("column " + c + " is full at move " + (i + 1) + ": a column holds "
                        + HEIGHT + " stones");
            }
            p.play(col);
        }
        return p;
    }

    /** Why no move can be played: four in a row, or a full board. */
    private String overMessage() {
        return decided ? "the game is over after move " + plies + " (four in a row)"
                : "the game is over after move " + plies + " (the board is full)";
    }

    private static long column(int col) {
        return ((1L << HEIGHT) - 1) << (col * H1);
    }

    private boolean canPlay(int col) {
        return (mask & (1L << (HEIGHT - 1 + col * H1))) == 0;
    }

    /** The cells where a stone can go now: the lowest empty cell of each column not full. */
    private long playable() {
        return (mask + BOTTOM) & BOARD;
    }

    /** The stones of side 0 (X, who moved first) or side 1 (O). */
    long stones(int side) {
        return side == sideToMove() ? current : current ^ mask;
    }

    /** True when {@code stones} hold four in a row in some direction. */
    static boolean fourInARow(long stones) {
        // Vertical: shift 1; rows and diagonals: the sideways shifts.
        long pairs = stones & (stones >>> 1);
        if ((pairs & (pairs >>> 2)) != 0) {
            return true;
        }
        for (int d : SIDEWAYS) {
            pairs = stones & (stones >>> d);
            if ((pairs & (pairs >>> 2 * d)) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The empty cells (playable now or not) where one stone more would give {@code stones}
     * four in a row: three of them aligned with the cell, on one side or around it.
     */
    static long winningCells(long stones, long mask) {
        // Along a column only the three stones right below count: nothing is above the top stone.
        long cells = (stones << 1) & (stones << 2) & (stones << 3);
        for (int d : SIDEWAYS) {
            long twoBefore = (stones << d) & (stones << 2 * d);
            long twoAfter = (stones >>> d) & (stones >>> 2 * d);
            cells |= twoBefore & ((stones << 3 * d) | (stones >>> d));
            cells |= twoAfter & ((stones >>> 3 * d) | (stones << d));
        }
        return cells & (BOARD ^ mask);
    }

    /** The playable cells where the side to move completes four at once. */
    private long immediateWins() {
        return winningCells(current, mask) & playable();
    }

    /**
     * The playable cells where a stone of the side to move does not lose at once, for a side
     * that cannot win at once: if the opponent has a playable winning cell, only that cell
     * (none if it has two: one stone cannot block both); never a cell right under a winning
     * cell of the opponent's (the stone would make it playable).
     */
    private long nonLosingMoves() {
        long possible = playable();
        long threats = winningCells(current ^ mask, mask);
        long forced = possible & threats;
        if (forced != 0) {
            if ((forced & (forced - 1)) != 0) {
                return 0;
            }
            possible = forced;
        }
        return possible & ~(threats >>> 1);
    }

    /**
     * The moves that matter first: the immediate wins if there are any ({@link #firstAreWins}
     * then says so), otherwise the moves that do not lose at once (none when every move does).
     */
    private long firstMoves() {
        if (mask != firstMask || current != firstCurrent) {
            long wins = immediateWins();
            firstAreWins = wins != 0;
            firstMoves = firstAreWins ? wins : nonLosingMoves();
            firstCurrent = current;
            firstMask = mask;
        }
        return firstMoves;
    }

    /** Stones the side to move has on the board. */
    private int ownStones() {
        return plies / 2;
    }

    /** Stones the opponent has on the board. */
    private int opponentStones() {
        return (plies + 1) / 2;
    }

    /** The empty cells: every move fills one. */
    @Override
    public int movesLeft() {
        return CELLS - plies;
    }

    @Override
    public int sideToMove() {
        return plies & 1;
    }

    @Override
    public void legalMoves(MoveList out) {
        out.clear();
        if (decided) {
            return;
        }
        for (int col = 0; col < WIDTH; col++) {
            if (canPlay(col)) {
                out.add(col);
            }
        }
    }

    @Override
    public void play(int move) {
        long stone = (mask + (1L << (move * H1))) & column(move);
        // The opponent moves next: its stones are the ones that are not the mover's.
        current ^= mask;
        mask |= stone;
        history[plies++] = move;
        decided = fourInARow(current ^ mask);
    }

    @Override
    public void undo() {
        int move = history[--plies];
        mask ^= Long.highestOneBit(mask & column(move));
        current ^= mask;
        // A move was played from the position restored, so the game was not over there.
        decided = false;
    }

    @Override
    public boolean isTerminal() {
        return decided || plies == CELLS;
    }

    @Override
    public int terminalValue() {
        // The player who just moved completed four with its k-th stone, k = its stones.
        return decided ? opponentStones() - 22 : 0;
    }

    /**
     * {@code current + mask} is unique to the position (Pons' key: in each column, mask is a
     * run of ones from the bottom and current lies under it, so the sum never carries into the
     * next column and the top bit of the column's sum tells the height). It says who moves too,
     * by the number of stones. Its low bits are far from random, so it is multiplied by an odd
     * constant and folded, two steps that can be undone: the key stays unique, and any part of
     * it indexes a table well.
     */
    @Override
    public long hash() {
        return mix(current + mask);
    }

    private static long mix(long key) {
        long h = key * 0x9E37_79B9_7F4A_7C15L;
        return h ^ (h >>> 32);
    }

    /**
     * Through the first plies a position and its mirror image share one key in the exact
     * search's table: there, lines of play meet mirror images often (after {@code 44}, the
     * replies 3 and 5 lead to mirror images, and so on down the line of 4s), and a mirror image
     * found in the table is a subtree not searched again. Deeper, they seldom meet and the
     * position's own key is kept, saving the comparison. Tuned on the positions {@code 44} and
     * {@code 44443} (docs/measurements.md); John Tromp's
     * solver, Fhourstones, shares its keys the same way over its first plies.
     */
    static final int SYMMETRIC_PLIES = 16;

    /**
     * Pons' key of the mirror image: {@code key}'s columns, 7 bits each, in reverse order (each
     * column of the key depends on that column alone, so the mirror's key is the key mirrored).
     */
    static long mirror(long key) {
        return (key & 0x7FL) << 42 | (key >>> 7 & 0x7FL) << 35 | (key >>> 14 & 0x7FL) << 28 | key & 0x7FL << 21
                | (key >>> 28 & 0x7FL) << 14 | (key >>> 35 & 0x7FL) << 7 | key >>> 42 & 0x7FL;
    }

    /**
     * The key of the position or of its mirror image, whichever is smaller, through the first
     * {@link #SYMMETRIC_PLIES} plies; {@link #hash} after them.
     */
    @Override
    public long symmetricHash() {
        long key = current + mask;
        return mix(plies < SYMMETRIC_PLIES ? Math.min(key, mirror(key)) : key);
    }

    /** The mirror's column (7 for 1, and so on) where {@link #symmetricHash} is the mirror image's key. */
    @Override
    public int symmetricMove(int move) {
        long key = current + mask;
        return plies < SYMMETRIC_PLIES && mirror(key) < key ? WIDTH - 1 - move : move;
    }

    @Override
    public String formatMove(int move) {
        return Integer.toString(move + 1);
    }

    @Override
    public int parseMove(String text) {
        String t = text.strip();
        if (t.length() != 1 || t.charAt(0) < '1' || t.charAt(0) > '7') {
            throw new IllegalArgumentException("'" + text + "' is not a column: type a column number from 1 to 7, from the left");
        }
        if (isTerminal()) {
            throw new IllegalArgumentException(overMessage() + ": no move can be played");
        }
        int col = t.charAt(0) - '1';
        if (!canPlay(col)) {
            throw new IllegalArgumentException("column " + t + " is full: choose a column with room");
        }
        return col;
    }

    @Override
    public Position copy() {
        return new Connect4(this);
    }

    /** The columns played, 1 to 7, as one string; empty at the start. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(plies);
        for (int i = 0; i < plies; i++) {
            s.append((char) ('1' + history[i]));
        }
        return s.toString();
    }

    /** The board, top row first, X and O for the stones, . for empty cells, column numbers below. */
    @Override
    public String diagram() {
        long x = stones(0);
        StringBuilder s = new StringBuilder();
        for (int row = HEIGHT - 1; row >= 0; row--) {
            for (int col = 0; col < WIDTH; col++) {
                long cell = 1L << (col * H1 + row);
                s.append(col > 0 ? " " : "").append((mask & cell) == 0 ? '.' : (x & cell) != 0 ? 'X' : 'O');
            }
            s.append('\n');
        }
        return s.append("1 2 3 4 5 6 7").toString();
    }

    /**
     * The stones in the rack, top row first; a move is chosen by its column, where the stone
     * falls to the lowest empty cell.
     */
    @Override
    public Drawing drawing() {
        long x = stones(0);
        Drawing.Cell[] cells = new Drawing.Cell[CELLS];
        for (int row = 0; row < HEIGHT; row++) {
            for (int col = 0; col < WIDTH; col++) {
                long cell = 1L << (col * H1 + HEIGHT - 1 - row);
                cells[row * WIDTH + col] = (mask & cell) == 0 ? Drawing.Cell.EMPTY
                        : Drawing.Cell.of(STONES[(x & cell) != 0 ? 0 : 1]);
            }
        }
        return new Drawing.Grid(HEIGHT, WIDTH, List.of(cells), Drawing.Surface.RACK, true);
    }

    /**
     * The value when the side to move can win at once ({@code 22 - k} for its k-th stone), or
     * cannot avoid losing at once (the opponent wins with its next stone whatever it plays); at
     * the end of the game, the game's value; otherwise {@link #UNKNOWN}.
     */
    @Override
    public int knownValue() {
        if (isTerminal()) {
            return terminalValue();
        }
        long first = firstMoves();
        if (firstAreWins) {
            return 22 - (ownStones() + 1);
        }
        return first == 0 ? -(22 - (opponentStones() + 1)) : UNKNOWN;
    }

    /**
     * The value where {@link #knownValue} knows it; otherwise the side to move has a move that
     * does not lose at once and cannot win at once: the worst is losing to the opponent's next
     * stone but one, the best winning with its own next stone but one ({@code 22 - (k + 1)}),
     * each 0 when no such stone is left to play.
     */
    @Override
    public long knownBounds() {
        int known = knownValue();
        if (known != UNKNOWN) {
            return Oracle.bounds(known, known);
        }
        return Oracle.bounds(Math.min(0, -(22 - (opponentStones() + 2))), Math.max(0, 22 - (ownStones() + 2)));
    }

    /**
     * Immediate wins first if there are any (then only those need trying: nothing else is as
     * good); otherwise the moves that do not lose at once, then the others (each of which loses
     * at once, the worst value there is). Within the first group: the moves that create the most
     * winning cells first, ties toward the centre; the others toward the centre only (they are
     * all worth the same). Returns the size of the first group, or 1 when every move loses at once.
     */
    @Override
    public int orderMoves(MoveList moves) {
        long first = firstMoves();
        long possible = playable();
        int count = 0;
        for (int i = 0; i < moves.size(); i++) {
            int col = moves.get(i);
            long stone = possible & column(col);
            if ((first & stone) != 0) {
                count++;
                int threats = Long.bitCount(winningCells(current | stone, mask | stone));
                moves.score(i, 1 << 16 | threats << 4 | CENTRALITY[col]);
            } else {
                moves.score(i, CENTRALITY[col]); // loses at once: the order of these does not matter
            }
        }
        moves.sortFrom(0);
        return Math.max(1, count);
    }

    // ----- what learned evaluations read -----

    private static final int[][] SYMMETRIES = Cells.mirrorSymmetries(HEIGHT, WIDTH);

    @Override
    public int rows() {
        return HEIGHT;
    }

    @Override
    public int columns() {
        return WIDTH;
    }

    /** The bottom row first, from column 1. */
    @Override
    public void cells(byte[] out) {
        for (int row = 0; row < HEIGHT; row++) {
            for (int col = 0; col < WIDTH; col++) {
                long cell = 1L << (col * H1 + row);
                out[row * WIDTH + col] = (current & cell) != 0 ? MINE : (mask & cell) != 0 ? THEIRS : EMPTY;
            }
        }
    }

    /** The cells, with the lowest empty cell of each column {@link #PLAYABLE}. */
    @Override
    public void cellsAndPlayable(byte[] out) {
        cells(out);
        long playable = (mask + BOTTOM) & BOARD;
        for (int col = 0; col < WIDTH; col++) {
            long column = playable >>> (col * H1) & ((1L << HEIGHT) - 1);
            if (column != 0) {
                out[Long.numberOfTrailingZeros(column) * WIDTH + col] = PLAYABLE;
            }
        }
    }

    /** The identity and the left-right mirror: the rules are the same in a mirror. */
    @Override
    public int[][] symmetries() {
        return SYMMETRIES;
    }

    @Override
    public String featureSet() {
        return "connect4-open-fours";
    }

    @Override
    public String[] featureNames() {
        return OpenFours.featureNames();
    }

    @Override
    public void features(double[] out) {
        OpenFours.features(current, current ^ mask, out);
    }

    @Override
    public double[] handSetWeights() {
        return OpenFours.handSetWeights();
    }

    /** Immediate wins, then the cells where the opponent would win at once (the forced blocks). */
    @Override
    public void noisyMoves(MoveList out) {
        out.clear();
        if (isTerminal()) {
            return;
        }
        long wins = immediateWins();
        long blocks = winningCells(current ^ mask, mask) & playable() & ~wins;
        addCentreFirst(wins, out);
        addCentreFirst(blocks, out);
    }

    private static void addCentreFirst(long cells, MoveList out) {
        for (int col : CENTRE_FIRST) {
            if ((cells & column(col)) != 0) {
                out.add(col);
            }
        }
    }
}
