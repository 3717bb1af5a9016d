package org.zermelo.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.zermelo.game.Boards;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.Heaps;
import org.zermelo.game.SpragueGrundy;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "table", mixinStandardHelpOptions = true,
        description = {"A table of a game's small positions, by size.",
            "For a game of heaps (nim, grundy): the Sprague-Grundy values of single heaps",
            "of 0 to SIZE objects. A heap of value 0 is lost for the side to move, any",
            "other is won; several heaps are worth the XOR of their values."})
final class TableCommand implements Callable<Integer> {

    /** The largest heap a table goes to: beyond, the output is too long to read anyway. */
    static final int MAX_HEAP = 10_000;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "The game (see 'zermelo games').")
    String gameName;

    @Parameters(index = "1", paramLabel = "SIZE", description = "For a game of heaps: the largest heap, like 100.")
    String size;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Override
    public Integer call() {
        Game game = Inputs.game(gameName);
        return switch (game) {
            case Heaps heaps -> heapValues(game, heaps);
            case Boards boards -> throw new IllegalArgumentException("table for " + game.name()
                    + " needs outcome grids of boards, which are not written yet");
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
            out.println(new Json().put("game", game.name()).put("kind", "grundy-values").put("max", max).put("values", values));
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
            throw new IllegalArgumentException("SIZE for " + game.name() + " is the largest heap, a whole number from 0 to "
                    + MAX_HEAP + ", like 100, not '" + size + "'");
        }
        int max = Integer.parseInt(size);
        if (max > MAX_HEAP) {
            throw new IllegalArgumentException("SIZE " + max + " is too large: a table goes up to heaps of " + MAX_HEAP);
        }
        try {
            heaps.heap(max);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("SIZE " + max + " is too large for " + game.name() + ": " + e.getMessage());
        }
        return max;
    }
}
