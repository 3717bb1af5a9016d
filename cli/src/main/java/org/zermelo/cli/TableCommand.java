package org.zermelo.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.zermelo.game.Boards;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.Heaps;
import org.zermelo.game.Impartial;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.game.SpragueGrundy;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.Solver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "table", mixinStandardHelpOptions = true,
        description = {"A table of a game's small positions, by size. " +
            "For a game of heaps (nim, grundy): the Sprague-Grundy values of single heaps " +
            "of 0 to SIZE objects. A heap of value 0 is lost for the side to move, any " +
            "other is won; several heaps are worth the XOR of their values. " +
            "For a game of boards (domineering, chomp): every board from 1x1 to SIZE, " +
            "rows down, columns across. A cell is the board's outcome class: 1 the first " +
            "player wins, 2 the second player wins, or the initial of the player who wins " +
            "whoever starts (V, H); for an impartial game, the first player's winning " +
            "moves (- when lost)."})
final class TableCommand implements Callable<Integer> {

    /** The largest heap a table goes to: beyond, the output is too long to read anyway. */
    static final int MAX_HEAP = 10_000;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "The game (see 'zermelo games').")
    String gameName;

    @Parameters(index = "1", paramLabel = "SIZE",
            description = "For a game of heaps: the largest heap, like 100. For a game of boards: the largest board, "
                    + "RxC (rows x columns, like 6x7) or N for NxN.")
    String size;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @ParentCommand
    Main main;

    @Override
    public Integer call() {
        Game game = Inputs.game(gameName);
        return switch (game) {
            case Heaps heaps -> heapValues(game, heaps);
            case Boards boards -> boardTable(game, boards);
            default -> throw new IllegalArgumentException("table needs a game of heaps or of boards (" + String.join(", ", tabled())
                    + "), and " + game.name() + " is neither");
        };
    }

    /** The names of the games a table can be made of. */
    private static List<String> tabled() {
        return Games.all().stream().filter(g -> g instanceof Heaps || g instanceof Boards).map(Game::name).toList();
    }

    private int heapValues(Game game, Heaps heaps) {
        int max = largestHeap(game, heaps);
        int[] values = SpragueGrundy.heapValues(heaps, max);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(new JsonAnswer().put("game", game.name()).put("kind", "grundy-values").put("max", max).put("values", values));
            return 0;
        }
        int widest = 9;
        for (int value : values) {
            widest = Math.max(widest, value);
        }
        String cell = "%" + (Integer.toString(widest).length() + 1) + "d";
        String rowHead = "%" + Integer.toString(max / 10 * 10).length() + "s";
        StringBuilder line = new StringBuilder(String.format(rowHead, ""));
        for (int column = 0; column < 10; column++) {
            line.append(String.format(cell, column));
        }
        out.println(line);
        for (int row = 0; row <= max; row += 10) {
            line.setLength(0);
            line.append(String.format(rowHead, row));
            for (int n = row; n <= Math.min(max, row + 9); n++) {
                line.append(String.format(cell, values[n]));
            }
            out.println(line);
        }
        out.println(game.name() + ": Sprague-Grundy value of the heap of row + column; 0 = lost for the side to move; "
                + "several heaps: XOR of their values");
        return 0;
    }

    /** SIZE read as the largest heap, checked against the command's limit and the game's own. */
    private int largestHeap(Game game, Heaps heaps) {
        if (!size.matches("[0-9]{1,9}")) {
            throw new IllegalArgumentException("SIZE for " + game.name() + " is the largest heap, a whole number like 100, not '"
                    + size + "'");
        }
        int max = Integer.parseInt(size);
        // The game's own limit first: it is the one a user meets (nim and grundy stop at 1000).
        try {
            heaps.heap(max);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("SIZE " + max + " is too large for " + game.name() + ": " + e.getMessage());
        }
        if (max > MAX_HEAP) {
            throw new IllegalArgumentException("SIZE " + max + " is too large: a table goes up to heaps of " + MAX_HEAP);
}
        return max;
    }

    /**
     * The grid of every board up to SIZE. A partizan game is solved with each side to move
     * first: the two results make the board's outcome class. An impartial game is solved once,
     * for its winning moves.
     */
    private int boardTable(Game game, Boards boards) {
        int[] rc = largestBoard(game, boards);
        int rows = rc[0];
        int columns = rc[1];
        boolean impartial = boards.board(1, 1, 0) instanceof Impartial;
        Search search = Algorithms.create(game.solver(), null);
        Progress.tell(search, spec);
        PrintWriter err = spec.commandLine().getErr();
        String[][] cells = new String[rows][columns];
        for (int r = 1; r <= rows; r++) {
            for (int c = 1; c <= columns; c++) {
                if (main.interactive) {
                    err.print("\rsolving " + r + "x" + c + " ");
                    err.flush();
                }
                cells[r - 1][c - 1] = impartial ? winningMoves(boards.board(r, c, 0), search)
                        : outcomeClass(game, boards, r, c, search);
            }
        }
        if (main.interactive) {
            err.print("\r" + " ".repeat(20) + "\r");
            err.flush();
        }
        PrintWriter out = spec.commandLine().getOut();
        Map<String, String> legend = new LinkedHashMap<>();
        if (impartial) {
            legend.put("-", "lost for the first player");
        } else {
            legend.put("1", "the first player wins");
            legend.put("2", "the second player wins");
            legend.put(initial(game, 0), game.playerName(0) + " wins whoever starts");
            legend.put(initial(game, 1), game.playerName(1) + " wins whoever starts");
        }
        if (json) {
            JsonAnswer j = new JsonAnswer().put("game", game.name()).put("kind", impartial ? "winning-moves" : "outcomes")
                    .put("rows", rows).put("columns", columns).put("cells", cells);
            if (!impartial) {
                j.put("legend", legend);
            }
            out.println(j);
            return 0;
        }
        printGrid(out, cells);
        List<String> meanings = new ArrayList<>();
        legend.forEach((cell, meaning) -> meanings.add(cell + " = " + meaning));
        out.println(game.name() + (impartial ? ": the first player's winning moves on each board of row x column cells; "
                : ": who wins on the empty board of row x column cells: ") + String.join(", ", meanings));
        return 0;
    }

    /** The cells under a header of column numbers, after their row numbers, each column as wide as its widest cell. */
    private static void printGrid(PrintWriter out, String[][] cells) {
        int[] widths = new int[cells[0].length];
        for (int c = 0; c < widths.length; c++) {
            widths[c] = Integer.toString(c + 1).length();
            for (String[] row : cells) {
                widths[c] = Math.max(widths[c], row[c].length());
            }
        }
        String rowHead = "%" + Integer.toString(cells.length).length() + "s";
        StringBuilder line = new StringBuilder(String.format(rowHead, ""));
        for (int c = 0; c < widths.length; c++) {
            line.append(String.format(" %" + widths[c] + "d", c + 1));
        }
        out.println(line);
        for (int r = 0; r < cells.length; r++) {
            line.setLength(0);
            line.append(String.format(rowHead, r + 1));
            for (int c = 0; c < widths.length; c++) {
                line.append(String.format(" %" + widths[c] + "s", cells[r][c]));
            }
            out.println(line);
        }
    }

    /** 1, 2, or the initial of the player who wins whoever starts. */
    private static String outcomeClass(Game game, Boards boards, int rows, int columns, Search search) {
        boolean firstWins = wins(boards.board(rows, columns, 0), search);
        boolean secondWins = wins(boards.board(rows, columns, 1), search);
        if (firstWins == secondWins) {
            return firstWins ? "1" : "2";
        }
        return initial(game, firstWins ? 0 : 1);
    }

    /** True when the side to move wins {@code position}. */
    private static boolean wins(Position position, Search search) {
        return Scores.gameValue(search.search(position, SearchLimits.exact()).value()) > 0;
    }

    /** The first letter of a player's name, as combinatorial game theory writes V and H for Domineering. */
    private static String initial(Game game, int side) {
        return game.playerName(side).substring(0, 1).toUpperCase(Locale.ROOT);
    }

    /** The winning moves of the side to move, joined by |, or - when it loses. */
    private static String winningMoves(Position position, Search search) {
        Solver.Solution s = Solver.solve(position, search);
        return s.value() > 0 ? String.join("|", Moves.each(position, s.bestMoves())) : "-";
    }

    /** SIZE read as the largest board, RxC or N for NxN, checked against the game's limit. */
    private int[] largestBoard(Game game, Boards boards) {
        Matcher m = Pattern.compile("([0-9]{1,3})(?:[xX]([0-9]{1,3}))?").matcher(size);
        if (!m.matches()) {
            throw new IllegalArgumentException("SIZE for " + game.name() + " is the largest board, RxC (rows x columns, like 6x7) "
                    + "or N for NxN, not '" + size + "'");
        }
        int rows = Integer.parseInt(m.group(1));
        int columns = m.group(2) == null ? rows : Integer.parseInt(m.group(2));
        int largest = boards.largestTable();
        if (rows < 1 || columns < 1) {
            throw new IllegalArgumentException("SIZE " + size + " has no cells: a board has at least 1 row and 1 column");
        }
        if (rows > largest || columns > largest) {
            throw new IllegalArgumentException("SIZE " + size + " is too large: a table of " + game.name() + " goes up to "
                    + largest + "x" + largest + ", since it solves every board up to SIZE");
        }
        return new int[] {rows, columns};
    }
}
