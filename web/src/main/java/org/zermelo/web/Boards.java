package org.zermelo.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.zermelo.game.Diagram;
import org.zermelo.game.Game;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/**
 * What the pages draw: each game's board as a grid of cells read from the position's notation
 * (the same text every command prints), and for each legal move the cell to click and the cells
 * it changes, found by comparing the board before and after the move, played on a copy. Nothing
 * here knows a game's rules: a move's effect is what the game does when it is played.
 *
 * <p>Kinds: {@code grid} (rows of cells, each "" for empty or a piece's letter), {@code pig}
 * (the scores, the turn total and the goal) and {@code text} (a game this module does not know,
 * drawn as its diagram).
 */
final class Boards {

    private Boards() {}

    /** A board: its kind, its size and cells for a grid, extra fields for the others. */
    record Board(String kind, int rows, int cols, String[][] cells, Map<String, Object> extra) {}

    /** A legal move as the page offers it: its notation, the cell to click, the cells it changes. */
    record Target(String move, int[] click, List<int[]> cells, Integer column) {}

    /** The board of {@code position}; {@code history} is every move played since the game's start, in notation. */
    static Board board(Game game, Position position, Position start, List<String> history) {
        String text = position.toString();
        return switch (game.name()) {
            case "tictactoe" -> grid(text.substring(0, 9), 3, 3, c -> c == '.' ? "" : String.valueOf(c));
            case "othello" -> grid(text.substring(0, 64), 8, 8, c -> c == '-' ? "" : String.valueOf(c));
            case "connect4" -> connectFour(text);
            case "domineering" -> domineering(text, start, history);
            case "chomp" -> chomp(text);
            case "nim", "grundy" -> heaps(text);
            case "sautemouton", "toads" -> strip(text);
            case "pig" -> pig(position);
            default -> new Board("text", 0, 0, new String[0][], Map.of("text",
                    position instanceof Diagram d ? d.diagram() : text));
        };
    }

    /** Every legal move with where to click and what it changes. */
    static List<Target> targets(Game game, Position position, Position start, List<String> history) {
        Board before = board(game, position, start, history);
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        List<Target> targets = new ArrayList<>();
        Position copy = position.copy();
        List<String> longer = new ArrayList<>(history);
        longer.add("");
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            String notation = position.formatMove(move);
            if (!before.kind().equals("grid")) {
                targets.add(new Target(notation, null, List.of(), null));
                continue;
            }
            copy.play(move);
            longer.set(longer.size() - 1, notation);
            Board after = board(game, copy, start, longer);
            copy.undo();
            List<int[]> changed = changes(before, after);
            int[] click = click(before, after, changed);
            Integer column = game.name().equals("connect4") && click != null ? click[1] : null;
            targets.add(new Target(notation, click, changed, column));
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

    private static boolean inside(Board board, int[] cell) {
        return cell[0] < board.rows() && cell[1] < board.cols();
    }

    private static String cell(Board board, int r, int c) {
        if (r >= board.rows() || c >= board.cols() || board.cells()[r][c] == null) {
            return "";
        }
        return board.cells()[r][c];
    }

    private interface CellOf {
        String of(char c);
    }

    private static Board grid(String text, int rows, int cols, CellOf cellOf) {
        String[][] cells = new String[rows][cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                cells[r][c] = cellOf.of(text.charAt(r * cols + c));
            }
        }
        return new Board("grid", rows, cols, cells, Map.of());
    }

    /** Connect Four's notation is the columns played: each stone falls on the ones below it. */
    private static Board connectFour(String columns) {
        String[][] cells = new String[6][7];
        for (String[] row : cells) {
            java.util.Arrays.fill(row, "");
        }
        int[] height = new int[7];
        for (int i = 0; i < columns.length(); i++) {
            int c = columns.charAt(i) - '1';
            cells[5 - height[c]][c] = i % 2 == 0 ? "X" : "O";
            height[c]++;
        }
        return new Board("grid", 6, 7, cells, Map.of("gravity", true));
    }

    /**
     * Domineering's notation says which cells are filled; the dominoes played since the start
     * (Vertical's moves cover a cell and the one below, Horizontal's a cell and the one to its
     * right) are drawn as such, V or H, the others as #.
     */
    private static Board domineering(String text, Position start, List<String> history) {
        String[] rows = text.substring(0, text.indexOf(':')).split("/");
        String[][] cells = new String[rows.length][rows[0].length()];
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < rows[r].length(); c++) {
                cells[r][c] = rows[r].charAt(c) == '#' ? "#" : "";
            }
        }
        boolean vertical = start.toString().endsWith(":V");
        for (String move : history) {
            String[] rc = move.split(",");
            int r = Integer.parseInt(rc[0].strip()) - 1;
            int c = Integer.parseInt(rc[1].strip()) - 1;
            if (vertical) {
                cells[r][c] = "V";
                cells[r + 1][c] = "V";
            } else {
                cells[r][c] = "H";
                cells[r][c + 1] = "H";
            }
            vertical = !vertical;
        }
        return new Board("grid", cells.length, cells[0].length, cells, Map.of());
    }

    /** Chomp: the squares left, row lengths from the top (or RxC); the poisoned square is P. */
    private static Board chomp(String text) {
        int[] lengths;
        if (text.contains("x")) {
            String[] rc = text.split("x");
            int rows = Integer.parseInt(rc[0]);
            lengths = new int[rows];
            java.util.Arrays.fill(lengths, Integer.parseInt(rc[1]));
        } else {
            lengths = java.util.Arrays.stream(text.split(",")).mapToInt(Integer::parseInt).toArray();
        }
        int cols = lengths.length == 0 ? 0 : lengths[0];
        return rowsOf(lengths, Math.max(1, lengths.length), Math.max(1, cols), "o", true);
    }

    /** Nim's heaps or Grundy's piles, one row each. */
    private static Board heaps(String text) {
        int[] sizes = text.isBlank() ? new int[0]
                : java.util.Arrays.stream(text.split(",")).mapToInt(s -> Integer.parseInt(s.strip())).toArray();
        int cols = 1;
        for (int size : sizes) {
            cols = Math.max(cols, size);
        }
        return rowsOf(sizes, Math.max(1, sizes.length), cols, "o", false);
    }

    private static Board rowsOf(int[] lengths, int rows, int cols, String piece, boolean poisoned) {
        String[][] cells = new String[rows][cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                boolean present = r < lengths.length && c < lengths[r];
                cells[r][c] = !present ? "" : poisoned && r == 0 && c == 0 ? "P" : piece;
            }
        }
        Map<String, Object> extra = new LinkedHashMap<>();
        extra.put("counts", lengths);
        return new Board("grid", rows, cols, cells, extra);
    }

    /** Saute-mouton and Toads-and-Frogs: one row of cells, a letter per piece. */
    private static Board strip(String text) {
        String cellsText = text.contains(":") ? text.substring(0, text.indexOf(':')) : text;
        String[][] cells = new String[1][cellsText.length()];
        for (int c = 0; c < cellsText.length(); c++) {
            char ch = cellsText.charAt(c);
            cells[0][c] = ch == '_' ? "" : String.valueOf(ch);
        }
        return new Board("grid", 1, cellsText.length(), cells, Map.of());
    }

    /** Pig: the scores of both players (the notation gives the side to move's first), the turn total, the goal. */
    private static Board pig(Position position) {
        org.zermelo.games.pig.Pig pig = (org.zermelo.games.pig.Pig) position;
        int side = position.sideToMove();
        Map<String, Object> extra = new LinkedHashMap<>();
        extra.put("scores", side == 0 ? new int[] {pig.mine(), pig.theirs()} : new int[] {pig.theirs(), pig.mine()});
        extra.put("turn", pig.turn());
        extra.put("goal", pig.goal());
        return new Board("pig", 0, 0, new String[0][], extra);
    }
}
