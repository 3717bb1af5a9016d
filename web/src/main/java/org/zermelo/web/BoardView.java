package org.zermelo.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.zermelo.game.Diagram;
import org.zermelo.game.Drawable;
import org.zermelo.game.Drawing;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/**
 * What the pages draw: a position's {@link Drawing} as the JSON the pages read, and for each
 * legal move the cell to click and the cells it changes, found by comparing the board before and
 * after the move, played on a copy. Nothing here knows a game: what a board holds and how its
 * pieces look come with its drawing, and a move's effect is what the game does when it is played.
 *
 * <p>Kinds: {@code grid} (rows of cells, each "" for empty, "#" for blocked or a piece's symbol,
 * with the look of each symbol; piles are drawn as a grid too, a pile a row), {@code points} (a
 * race board), {@code scores} (a score line) and {@code text} (a position that does not draw
 * itself, shown as its diagram or its notation).
 */
final class BoardView {

    private BoardView() {}

    /** A board: its kind, its size and cells for a grid, the other fields in {@code extra}. */
    record Board(String kind, int rows, int cols, String[][] cells, Map<String, Object> extra) {}

    /**
     * A legal move as the page offers it: its notation, the cell to click, the cells it changes,
     * the column to click anywhere in, for a grid whose moves drop in columns, and for a piece
     * that moves the cell it lands on ({@code to}: where several moves start from one cell, a
     * piece with two moves, the page asks for it after the click).
     */
    record Target(String move, int[] click, List<int[]> cells, Integer column, int[] to) {}

    /** The board of {@code position}. */
    static Board board(Position position) {
        if (!(position instanceof Drawable drawable)) {
            return new Board("text", 0, 0, new String[0][], Map.of("text",
                    position instanceof Diagram d ? d.diagram() : position.toString()));
        }
        return switch (drawable.drawing()) {
            case Drawing.Grid grid -> grid(grid);
            case Drawing.Piles piles -> piles(piles);
            case Drawing.Points points -> points(points);
            case Drawing.ScoreLine line -> scores(line);
        };
    }

    /** Every legal move with where to click and what it changes. */
    static List<Target> targets(Position position) {
        Board before = board(position);
        boolean grid = before.kind().equals("grid");
        boolean byColumn = grid && Boolean.TRUE.equals(before.extra().get("gravity"));
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        List<Target> targets = new ArrayList<>();
        Position copy = position.copy();
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            String notation = position.formatMove(move);
            if (!grid) {
                targets.add(new Target(notation, null, List.of(), null, null));
                continue;
            }
            copy.play(move);
            Board after = board(copy);
            copy.undo();
            List<int[]> changed = changes(before, after);
            int[] click = click(before, after, changed);
            targets.add(new Target(notation, click, changed, byColumn && click != null ? click[1] : null, landing(before, after, changed, click)));
        }
        return targets;
    }

    /** The cells that differ, row by row. */
    private static List<int[]> changes(Board before, Board after) {
        List<int[]> changed = new ArrayList<>();
        int rows = Math.max(before.rows(), after.rows());
        int cols = Math.max(before.cols(), after.cols());
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (!cell(before, r, c).equals(cell(after, r, c))) {
                    changed.add(new int[] {r, c});
                }
            }
        }
        return changed;
    }

    /**
     * The cell to click for a move: the first that a move empties (the piece that moves, the
     * first square eaten or taken), else the first it fills (the stone placed); null when the
     * move changes no cell of the board before it (a pass).
     */
    private static int[] click(Board before, Board after, List<int[]> changed) {
        for (int[] cell : changed) {
            if (inside(before, cell) && !cell(before, cell[0], cell[1]).isEmpty() && cell(after, cell[0], cell[1]).isEmpty()) {
                return cell;
            }
        }
        for (int[] cell : changed) {
            if (inside(before, cell) && cell(before, cell[0], cell[1]).isEmpty()) {
                return cell;
            }
        }
        return null;
    }

    /**
     * Where a piece that moves lands: the first cell the move fills, when the cell to click is one
     * it empties (the piece leaving); null for a stone placed or a pass.
     */
    private static int[] landing(Board before, Board after, List<int[]> changed, int[] click) {
        if (click == null || cell(before, click[0], click[1]).isEmpty()) {
            return null;
        }
        for (int[] cell : changed) {
            if (cell(before, cell[0], cell[1]).isEmpty() && !cell(after, cell[0], cell[1]).isEmpty()) {
                return cell;
            }
        }
        return null;
    }

    private static boolean inside(Board board, int[] cell) {
        return cell[0] < board.rows() && cell[1] < board.cols();
    }

    private static String cell(Board board, int r, int c) {
        if (r >= board.rows() || c >= board.cols() || board.cells()[r][c] == null) {
            return "";
        }
        return board.cells()[r][c];
    }

    /**
     * A grid: the cells, and in {@code extra} the surface, {@code gravity} when moves drop in
     * columns, the look of each piece's symbol, and the marks and the groups of cells (a domino's
     * halves) when there are any.
     */
    private static Board grid(Drawing.Grid grid) {
        String[][] cells = new String[grid.rows()][grid.columns()];
        String[][] marks = new String[grid.rows()][grid.columns()];
        int[][] groups = new int[grid.rows()][grid.columns()];
        boolean marked = false;
        boolean grouped = false;
        Map<String, Object> pieces = new LinkedHashMap<>();
        for (int r = 0; r < grid.rows(); r++) {
            for (int c = 0; c < grid.columns(); c++) {
                Drawing.Cell cell = grid.cell(r, c);
                Drawing.Piece piece = cell.piece();
                cells[r][c] = cell.blocked() ? "#" : piece == null ? "" : piece.symbol();
                marks[r][c] = cell.mark() == null ? "" : cell.mark();
                marked |= cell.mark() != null;
                groups[r][c] = piece == null ? -1 : piece.group();
                grouped |= piece != null && piece.group() >= 0;
                if (piece != null) {
                    pieces.putIfAbsent(piece.symbol(), look(piece));
                }
            }
        }
        Map<String, Object> extra = new LinkedHashMap<>();
        extra.put("surface", name(grid.surface()));
        if (grid.dropsInColumns()) {
            extra.put("gravity", true);
        }
        extra.put("pieces", pieces);
        if (marked) {
            extra.put("marks", marks);
        }
        if (grouped) {
            extra.put("groups", groups);
        }
        return new Board("grid", grid.rows(), grid.columns(), cells, extra);
    }

    /** Piles as a grid, a pile a row (one empty cell for none), their sizes in {@code counts}. */
    private static Board piles(Drawing.Piles piles) {
        List<Integer> sizes = piles.sizes();
        int cols = 1;
        for (int size : sizes) {
            cols = Math.max(cols, size);
        }
        int rows = Math.max(1, sizes.size());
        String[][] cells = new String[rows][cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                cells[r][c] = r < sizes.size() && c < sizes.get(r) ? piles.piece().symbol() : "";
            }
        }
        Map<String, Object> extra = new LinkedHashMap<>();
        extra.put("counts", sizes);
        extra.put("surface", name(Drawing.Surface.BARE));
        extra.put("pieces", Map.of(piles.piece().symbol(), look(piles.piece())));
        return new Board("grid", rows, cols, cells, extra);
    }

    /** A race board: {@code points} (each {@code owner}, {@code count}), {@code bar}, {@code off}, {@code dice}, {@code pieces}. */
    private static Board points(Drawing.Points board) {
        List<Object> points = new ArrayList<>();
        for (Drawing.Point point : board.points()) {
            points.add(Map.of("owner", point.owner(), "count", point.count()));
        }
        Map<String, Object> extra = new LinkedHashMap<>();
        extra.put("points", points);
        extra.put("bar", board.bar());
        extra.put("off", board.off());
        extra.put("dice", board.dice());
        extra.put("pieces", board.checkers().stream().map(BoardView::look).toList());
        return new Board("points", 0, 0, new String[0][], extra);
    }

    /** A score line: the {@code scores} by player, the {@code turn} total, the {@code goal}, the {@code dice} last thrown. */
    private static Board scores(Drawing.ScoreLine line) {
        Map<String, Object> extra = new LinkedHashMap<>();
        extra.put("scores", line.scores());
        extra.put("turn", line.turn());
        extra.put("goal", line.goal());
        extra.put("dice", line.dice());
        return new Board("scores", 0, 0, new String[0][], extra);
    }

    /** How a piece looks, for the pages: its symbol, owner, shape and colour, by name. */
    private static Map<String, Object> look(Drawing.Piece piece) {
        Map<String, Object> look = new LinkedHashMap<>();
        look.put("symbol", piece.symbol());
        look.put("owner", piece.owner());
        look.put("shape", name(piece.shape()));
        look.put("colour", name(piece.colour()));
        return look;
    }

    private static String name(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }
}
