package org.zermelo.game;

import java.util.ArrayList;
import java.util.List;

/**
 * A {@link Drawing} as plain text, for a terminal: what {@code zermelo play} shows of a position
 * that is {@link Drawable} but has no {@link Diagram} of its own.
 * <ul>
 *   <li>a grid: its rows, a piece by its symbol, {@code .} an empty cell, {@code #} a blocked
 *       one, an empty cell's mark in its place; then, when moves are chosen by column, the
 *       column numbers;</li>
 *   <li>piles: one a line, the piece's symbol repeated (up to 50), then the size;</li>
 *   <li>a race board: each player's points as it counts them, highest first, {@code point:count},
 *       the bar and the checkers borne off; the dice;</li>
 *   <li>a score line: the scores, the goal, the turn's total and the dice.</li>
 * </ul>
 */
public final class DrawingText {

    /** The most objects of a pile written out one by one. */
    static final int PILE_LIMIT = 50;

    private DrawingText() {}

    /** The text of {@code drawing}, several lines, ending without a newline. */
    public static String of(Drawing drawing) {
        return switch (drawing) {
            case Drawing.Grid grid -> grid(grid);
            case Drawing.Piles piles -> piles(piles);
            case Drawing.Points points -> points(points);
            case Drawing.ScoreLine line -> scoreLine(line);
        };
    }

    private static String grid(Drawing.Grid grid) {
        int width = 1;
        for (Drawing.Cell cell : grid.cells()) {
            width = Math.max(width, symbol(cell).length());
        }
        List<String> lines = new ArrayList<>();
        for (int r = 0; r < grid.rows(); r++) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < grid.columns(); c++) {
                line.append(c > 0 ? " " : "").append(pad(symbol(grid.cell(r, c)), width));
            }
            lines.add(line.toString().stripTrailing());
        }
        if (grid.dropsInColumns()) {
            StringBuilder numbers = new StringBuilder();
            for (int c = 0; c < grid.columns(); c++) {
                numbers.append(c > 0 ? " " : "").append(pad(Integer.toString(c + 1), width));
            }
            lines.add(numbers.toString().stripTrailing());
        }
        return String.join("\n", lines);
    }

    private static String symbol(Drawing.Cell cell) {
        if (cell.blocked()) {
            return "#";
        }
        if (cell.piece() != null) {
            return cell.piece().symbol();
        }
        return cell.mark() != null ? cell.mark() : ".";
    }

    private static String pad(String text, int width) {
        return text + " ".repeat(Math.max(0, width - text.length()));
    }

    private static String piles(Drawing.Piles piles) {
        if (piles.sizes().isEmpty()) {
            return "(no pile)";
        }
        List<String> lines = new ArrayList<>();
        String symbol = piles.piece().symbol();
        for (int size : piles.sizes()) {
            String objects = symbol.repeat(Math.min(size, PILE_LIMIT)) + (size > PILE_LIMIT ? "..." : "");
            lines.add((objects.isEmpty() ? "" : objects + " ") + "(" + size + ")");
        }
        return String.join("\n", lines);
    }

    private static String points(Drawing.Points points) {
        int n = points.points().size();
        List<String> lines = new ArrayList<>();
        for (int player = 0; player < 2; player++) {
            StringBuilder line = new StringBuilder(points.checkers().get(player).symbol()).append(':');
            // Each player's own numbering, from its back checkers to its home: it moves downwards.
            for (int own = n; own >= 1; own--) {
                Drawing.Point point = points.points().get(player == 0 ? own - 1 : n - own);
                if (point.owner() == player) {
                    line.append(' ').append(own).append(':').append(point.count());
                }
            }
            line.append(", bar ").append(points.bar().get(player)).append(", off ").append(points.off().get(player));
            lines.add(line.toString());
        }
        if (!points.dice().isEmpty()) {
            lines.add("dice " + joined(points.dice()));
        }
        return String.join("\n", lines);
    }

    private static String scoreLine(Drawing.ScoreLine line) {
        String text = "scores " + line.scores().get(0) + " and " + line.scores().get(1) + " (goal " + line.goal()
                + "), turn total " + line.turn();
        return line.dice().isEmpty() ? text : text + ", dice " + joined(line.dice());
    }

    private static String joined(List<Integer> numbers) {
        StringBuilder s = new StringBuilder();
        for (int number : numbers) {
            s.append(s.isEmpty() ? "" : " ").append(number);
        }
        return s.toString();
    }
}
