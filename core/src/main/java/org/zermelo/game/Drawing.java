package org.zermelo.game;

import java.util.List;
import java.util.Objects;

/**
 * A board described without naming its game, as a {@link Drawable} position gives it: plain
 * immutable records that compare by value, in one of four forms.
 * <ul>
 *   <li>{@link Grid}: rows of cells, each empty, blocked, or holding a {@link Piece}, and
 *       perhaps a mark (tic-tac-toe, Othello, Connect Four, Domineering, Chomp, strips);</li>
 *   <li>{@link Piles}: piles of like objects, one a row (Nim's heaps, Grundy's piles);</li>
 *   <li>{@link Points}: the points of a race board with their stacks of checkers, a bar and
 *       the checkers borne off (backgammon);</li>
 *   <li>{@link ScoreLine}: the players' scores against a goal, and what is at stake this turn
 *       (Pig).</li>
 * </ul>
 * Players are sides, 0 the player who moved first and 1 the other, or {@link #NOBODY}. A piece
 * says how it looks ({@link Shape}, {@link Colour}) in words a web page and a terminal both
 * read; pieces drawn with the same symbol in one drawing look the same.
 */
public sealed interface Drawing permits Drawing.Grid, Drawing.Piles, Drawing.Points, Drawing.ScoreLine {

    /** The owner of a piece of neither player: a square of chocolate, a stick of a pile. */
    int NOBODY = -1;

    /** The drawing as plain text, several lines, ending without a newline (see {@link DrawingText}). */
    default String text() {
        return DrawingText.of(this);
    }

    /** How a piece is drawn. */
    enum Shape {
        /** A round stone or counter. */
        DISC,
        /** A circle left open (tic-tac-toe's O). */
        RING,
        /** A cross (tic-tac-toe's X). */
        CROSS,
        /** A square filling its cell (a tile, a domino's half, a square of chocolate). */
        SQUARE,
        /** An upright stick (a match of Nim). */
        STICK,
        /** The piece's symbol on a plain disc, for a game that chooses no shape. */
        LETTER,
        /** A counter with a crown: a draughts king. */
        CROWNED
    }

    /** The colour of a piece, by name: the viewer chooses the shade. */
    enum Colour { BLACK, WHITE, GREY, RED, BLUE, YELLOW, GREEN, BROWN, GOLD }

    /** What a grid is drawn on. */
    enum Surface {
        /** Light paper ruled with dark lines. */
        PAPER,
        /** Green cloth with dark lines. */
        BAIZE,
        /** An upright blue frame with a round hole for each cell (Connect Four's). */
        RACK,
        /** Light squares with grey lines. */
        SQUARES,
        /** No board: the pieces alone (what piles are drawn on). */
        BARE,
        /** A draughts board: dark squares to play on, the blocked ones light. */
        CHECKERBOARD
    }

    /**
     * A piece: its {@code symbol} (one or a few characters, the letter a text drawing shows and a
     * move's notation may use: X, O, V), its {@code owner} (0, 1 or {@link #NOBODY}), its look,
     * and the {@code group} of cells it covers with others, -1 for none (the two halves of a
     * domino share one: the move that placed it).
     */
    record Piece(String symbol, int owner, Shape shape, Colour colour, int group) {

        public Piece {
            Objects.requireNonNull(symbol, "symbol");
            Objects.requireNonNull(shape, "shape");
            Objects.requireNonNull(colour, "colour");
            if (symbol.isEmpty() || symbol.chars().anyMatch(Character::isWhitespace) || symbol.equals(".") || symbol.equals("#")) {
                throw new IllegalArgumentException("a piece's symbol is one or a few characters, no space, neither . (empty) "
                        + "nor # (blocked), not '" + symbol + "'");
            }
            if (owner < NOBODY || owner > 1) {
                throw new IllegalArgumentException("a piece's owner is 0, 1 or NOBODY (-1), not " + owner);
            }
            if (group < -1) {
                throw new IllegalArgumentException("a piece's group is -1 (none) or more, not " + group);
            }
        }

        /** A piece in no group. */
        public Piece(String symbol, int owner, Shape shape, Colour colour) {
            this(symbol, owner, shape, colour, -1);
        }

        /** This piece, in {@code group}. */
        public Piece inGroup(int group) {
            return new Piece(symbol, owner, shape, colour, group);
        }
    }

    /**
     * A cell of a grid: empty, {@code blocked} (no piece may go there: Domineering's filled
     * cells), or holding a {@code piece}; with a {@code mark} drawn over it, or null (Chomp's
     * poisoned square).
     */
    record Cell(Piece piece, String mark, boolean blocked) {

        /** An empty cell. */
        public static final Cell EMPTY = new Cell(null, null, false);
        /** A blocked cell. */
        public static final Cell BLOCKED = new Cell(null, null, true);

        public Cell {
            if (blocked && piece != null) {
                throw new IllegalArgumentException("a blocked cell holds no piece");
            }
            if (mark != null && mark.isBlank()) {
                throw new IllegalArgumentException("a mark is null (none) or a visible text");
            }
        }

        /** A cell holding {@code piece}. */
        public static Cell of(Piece piece) {
            return new Cell(Objects.requireNonNull(piece, "piece"), null, false);
        }

        /** This cell with {@code mark} drawn over it. */
        public Cell marked(String mark) {
            return new Cell(piece, mark, blocked);
        }

        /** True when the cell holds no piece and is not blocked. */
        public boolean isEmpty() {
            return piece == null && !blocked;
        }
    }

    /**
     * A grid of {@code rows} by {@code columns} cells, {@code cells} row by row from the top
     * left, drawn on {@code surface}. {@code dropsInColumns}: a move is chosen by its column
     * alone (the piece falls to the lowest empty cell), so that a viewer plays it from a click
     * anywhere in the column.
     */
    record Grid(int rows, int columns, List<Cell> cells, Surface surface, boolean dropsInColumns) implements Drawing {

        public Grid {
            if (rows < 0 || columns < 0) {
                throw new IllegalArgumentException("a grid has 0 rows and columns or more, not " + rows + "x" + columns);
            }
            cells = List.copyOf(cells);
            Objects.requireNonNull(surface, "surface");
            if (cells.size() != rows * columns) {
                throw new IllegalArgumentException("a grid of " + rows + "x" + columns + " has " + rows * columns
                        + " cells, not " + cells.size());
            }
        }

        /** The cell at {@code row}, {@code column}, from 0 at the top left. */
        public Cell cell(int row, int column) {
            if (row < 0 || row >= rows || column < 0 || column >= columns) {
                throw new IndexOutOfBoundsException("no cell " + row + "," + column + " in a grid of " + rows + "x" + columns);
            }
            return cells.get(row * columns + column);
        }
    }

    /** Piles of like objects, each drawn as {@code piece} repeated, one pile a row. */
    record Piles(List<Integer> sizes, Piece piece) implements Drawing {

        public Piles {
            sizes = List.copyOf(sizes);
            Objects.requireNonNull(piece, "piece");
            if (sizes.stream().anyMatch(size -> size < 0)) {
                throw new IllegalArgumentException("a pile has 0 objects or more: " + sizes);
            }
        }
    }

    /** A point of a race board: {@code count} checkers of {@code owner} ({@link #NOBODY} when there are none). */
    record Point(int owner, int count) {

        /** A point with no checker. */
        public static final Point EMPTY = new Point(NOBODY, 0);

        public Point {
            if (count < 0 || (count == 0) != (owner == NOBODY) || owner < NOBODY || owner > 1) {
                throw new IllegalArgumentException("a point holds checkers of player 0 or 1, or none of NOBODY: not "
                        + count + " of " + owner);
            }
        }
    }

    /**
     * A race board (backgammon's): the {@code points} in order, numbered from 1 as the first
     * player counts them, so that the first player moves from the last point towards the first
     * and bears off beyond it, the second player the other way (its point p is the first
     * player's {@code points.size() + 1 - p}); by player (0 and 1), the checkers on the
     * {@code bar} and those borne {@code off}; the {@code dice} rolled and still to play (empty
     * before the roll); and how each player's {@code checkers} look.
     */
    record Points(List<Point> points, List<Integer> bar, List<Integer> off, List<Integer> dice, List<Piece> checkers)
            implements Drawing {

        public Points {
            points = List.copyOf(points);
            bar = List.copyOf(bar);
            off = List.copyOf(off);
            dice = List.copyOf(dice);
            checkers = List.copyOf(checkers);
            if (bar.size() != 2 || off.size() != 2 || checkers.size() != 2) {
                throw new IllegalArgumentException("bar, off and checkers are given for both players, two each");
            }
            if (bar.stream().anyMatch(n -> n < 0) || off.stream().anyMatch(n -> n < 0)) {
                throw new IllegalArgumentException("no negative count of checkers: bar " + bar + ", off " + off);
            }
            if (dice.stream().anyMatch(d -> d < 1)) {
                throw new IllegalArgumentException("a die shows 1 or more, not " + dice);
            }
            if (checkers.get(0).owner() != 0 || checkers.get(1).owner() != 1) {
                throw new IllegalArgumentException("checkers are the first player's then the second's, owners 0 and 1");
            }
        }
    }

    /**
     * The {@code scores} of both players (the first player's first) against the {@code goal}
     * score, the points at stake in the turn being played ({@code turn}), and the {@code dice}
     * last thrown (empty when none was).
     */
    record ScoreLine(List<Integer> scores, int turn, int goal, List<Integer> dice) implements Drawing {

        public ScoreLine {
            scores = List.copyOf(scores);
            dice = List.copyOf(dice);
            if (scores.size() != 2) {
                throw new IllegalArgumentException("a score line has both players' scores, not " + scores);
            }
        }
    }
}
