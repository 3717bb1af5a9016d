package org.zermelo.games.domineering;

import java.util.Map;
import java.util.function.Supplier;
import org.zermelo.game.Boards;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.Position;

/** Domineering for the tools: notation, start, parser, evaluation, boards of any size. */
public final class DomineeringGame implements Game, Boards {

    /** Game values are from -1 to 1: won or lost. */
    @Override
    public int maxValue() {
        return 1;
    }

    @Override
    public String name() {
        return "domineering";
    }

    @Override
    public String description() {
        return "Domineering: Vertical places vertical dominoes, Horizontal horizontal ones; who cannot move loses";
    }

    @Override
    public String positionNotation() {
        return "RxC for an empty board (8x8), or rows of . (free) and # (filled) joined by /, like ..#/.../...; "
                + "then :V or :H for the side to move (Vertical by default); up to " + Domineering.MAX_SIZE + "x"
                + Domineering.MAX_SIZE;
    }

    @Override
    public String moveNotation() {
        return "r,c: the domino's top cell for Vertical (it covers r,c and r+1,c), its left cell for Horizontal "
                + "(r,c and r,c+1); rows and columns from 1 at the top left";
    }

    @Override
    public String example() {
        return "#..#/..../..../#..#:H";
    }

    @Override
    public Position start() {
        return new Domineering(8, 8, Domineering.VERTICAL);
    }

    @Override
    public Position parse(String text) {
        String t = text.strip();
        int side = Domineering.VERTICAL;
        int colon = t.lastIndexOf(':');
        if (colon >= 0) {
            String who = t.substring(colon + 1).strip();
            side = switch (who) {
                case "V", "v" -> Domineering.VERTICAL;
                case "H", "h" -> Domineering.HORIZONTAL;
                default -> throw new IllegalArgumentException("'" + who + "' is not a side: write :V (Vertical) or :H (Horizontal) "
                        + "after the board, like 8x8:H");
            };
            t = t.substring(0, colon).strip();
        }
        if (t.matches("\\d{1,3}[xX]\\d{1,3}")) {
            String[] rc = t.split("[xX]");
            return new Domineering(Integer.parseInt(rc[0]), Integer.parseInt(rc[1]), side);
        }
        if (t.isEmpty() || !t.matches("[.#]+(/[.#]+)*")) {
            throw new IllegalArgumentException("'" + text + "' is not a Domineering board: write RxC (like 8x8), or rows of . (free) "
                    + "and # (filled) joined by / (like ..#/.../...), optionally followed by :V or :H");
        }
        String[] rowTexts = t.split("/");
        int rows = rowTexts.length;
        int cols = rowTexts[0].length();
        if (rows > Domineering.MAX_SIZE || cols > Domineering.MAX_SIZE) {
            throw new IllegalArgumentException("a Domineering board has 1 to " + Domineering.MAX_SIZE + " rows and columns, not "
                    + rows + "x" + cols);
        }
        int[] filled = new int[rows + 2];
        for (int r = 1; r <= rows; r++) {
            String row = rowTexts[r - 1];
            if (row.length() != cols) {
                throw new IllegalArgumentException("row " + r + " of '" + text + "' has " + row.length() + " cells, but row 1 has " + cols
                        + ": every row has the same length");
            }
            for (int c = 1; c <= cols; c++) {
                if (row.charAt(c - 1) == '#') {
                    filled[r] |= 1 << c;
                }
            }
        }
        return new Domineering(rows, cols, filled, side);
    }

    @Override
    public Evaluator evaluator() {
        return new MoveBalance();
    }

    /** Its one evaluation, by the name {@code eval=course} gives it. */
    @Override
    public Map<String, Supplier<Evaluator>> evaluations() {
        return Map.of("course", this::evaluator);
    }

    @Override
    public String playerName(int side) {
        return side == Domineering.VERTICAL ? "Vertical" : "Horizontal";
    }

    @Override
    public String solver() {
        return "proof";
    }

    @Override
    public Position board(int rows, int columns, int side) {
        return new Domineering(rows, columns, side);
    }

    /** 7x7: a table solves every board up to its size with each side to move; up to 8x8 would take a minute. */
    @Override
    public int largestTable() {
        return 7;
    }
}
