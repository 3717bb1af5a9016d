package org.zermelo.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.zermelo.game.ConfigurationSpace;
import org.zermelo.game.Game;
import org.zermelo.game.Position;
import org.zermelo.search.GameGraph;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "graph", mixinStandardHelpOptions = true,
        description = {"The game graph from a position, for games small enough: every position once, labelled won, lost or drawn. " +
            "However many lines reach a position, it appears once, with its moves. Each is labelled for its side to move,"
                + " with its remoteness (plies to the end with best play: the fastest win, the slowest loss, the longest draw)"
                + " and its best moves (those that achieve its label): the course's valuation of the tree of paths,"
                + " finished positions first, then their parents. " +
            "A game whose positions can repeat has no such graph and is refused."})
final class GraphCommand implements Callable<Integer> {

    /** The largest --limit: a million positions fit in memory and take seconds. */
    static final int MAX_LIMIT = 1_000_000;
    /** Graphs up to this many positions are listed without --list. */
    static final int LISTED = 60;

    @Spec
    CommandSpec spec;

    @Mixin
    GameAndPosition args;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "10000",
            description = "Refuse a graph of more than N positions (default ${DEFAULT-VALUE}, at most " + MAX_LIMIT + ").")
    int limit;

    @Option(names = "--list", description = "List every position, even in a graph of more than " + LISTED + ".")
    boolean list;

    @Option(names = "--dot", paramLabel = "FILE",
            description = "Write the graph in Graphviz DOT ('-' for standard output, and nothing else is printed there):"
                    + " green won, red lost, grey drawn for the side to move, boxes where the game is over, the root with"
                    + " a double border, the winning and drawing moves in bold.")
    String dot;

    @Option(names = "--space", description = "List the whole space of configurations of the position's kind, reachable "
            + "or not, each labelled, the reachable ones marked *: saute-mouton's 60 (strips of 5 cells with 2 red and 2 blue "
            + "pawns, either side to move), 27 reachable from RR_BB, as the course counts them.")
    boolean space;

    @Option(names = "--json", description = "Print one JSON object, with every position in 'nodes'.")
    boolean json;

    @Override
    public Integer call() throws IOException {
        if (limit < 1 || limit > MAX_LIMIT) {
            throw new IllegalArgumentException("--limit must be from 1 to " + MAX_LIMIT + " positions, not " + limit);
        }
        if (json && "-".equals(dot)) {
            throw new IllegalArgumentException("--json and --dot - both write to standard output: give --dot a file name");
        }
        Game game = args.game();
        Position position = args.position(game);
        Path dotFile = null;
        if (dot != null && !dot.equals("-")) {
            try {
                dotFile = Outputs.check(Path.of(dot), "the DOT file");
            } catch (InvalidPathException e) {
                throw new IllegalArgumentException("cannot write the DOT file " + dot + ": " + e.getMessage());
            }
        }
        GameGraph graph = GameGraph.explore(position, limit);
        if (space) {
            if (dot != null) {
                throw new IllegalArgumentException("--dot draws the graph of the reachable positions: leave out --space");
            }
            space(game, position, graph);
            return 0;
        }
        PrintWriter out = spec.commandLine().getOut();
        String header = Inputs.heading(game, position) + ": " + count(graph.positions(), "position") + ", "
                + graph.terminalPositions() + " terminal, " + count(graph.moves(), "move");
        if (dot != null) {
            String text = graph.toDot(header, game::playerName);
            if (dot.equals("-")) {
                out.print(text);
                return 0;
            }
            byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
            Outputs.write(dotFile, "the DOT file", stream -> stream.write(bytes));
        }
        if (json) {
            out.println(json(game, graph));
            return 0;
        }
        out.println(header);
        GameGraph.Node root = graph.node(0);
        out.println("root " + root.position() + ": " + describe(game, root));
        if (list || graph.positions() <= LISTED) {
            out.println();
            table(game, graph).forEach(out::println);
        } else {
            out.println("(" + graph.positions() + " positions: --list lists them, --dot FILE draws them)");
        }
        if (dot != null) {
            out.println("wrote " + dot + " (render it with: dot -Tsvg " + dot + " -o graph.svg)");
        }
        return 0;
    }

    /** Every configuration of the position's kind, labelled, the reachable ones marked. */
    private void space(Game game, Position position, GameGraph graph) {
        if (!(position instanceof ConfigurationSpace kind)) {
            throw new IllegalArgumentException(game.name() + " does not list its configurations: --space is for games that do "
                    + "(sautemouton)");
        }
        java.util.Set<String> reachable = new java.util.HashSet<>();
        for (int i = 0; i < graph.positions(); i++) {
            reachable.add(graph.node(i).position());
        }
        List<Position> all = kind.configurations();
        if (all.size() > limit) {
            throw new IllegalArgumentException("there are " + all.size() + " configurations, more than the limit of " + limit
                    + " (raise it with --limit)");
        }
        List<GameGraph.Node> nodes = new ArrayList<>();
        int terminal = 0;
        int reached = 0;
        int reachedTerminal = 0;
        for (Position p : all) {
            GameGraph.Node node = GameGraph.explore(p, limit).node(0);
            nodes.add(node);
            boolean in = reachable.contains(node.position());
            terminal += node.terminal() ? 1 : 0;
            reached += in ? 1 : 0;
            reachedTerminal += in && node.terminal() ? 1 : 0;
        }
        PrintWriter out = spec.commandLine().getOut();
        String root = graph.node(0).position();
        if (json) {
            List<Map<String, Object>> list = new ArrayList<>();
            for (GameGraph.Node n : nodes) {
                list.add(new JsonAnswer().put("position", n.position()).put("reachable", reachable.contains(n.position()))
                        .put("toMove", n.sideToMove() < 0 ? null : game.playerName(n.sideToMove())).put("terminal", n.terminal())
                        .put("value", n.value()).put("remoteness", n.remoteness()).put("bestMoves", n.bestMoves()).fields());
            }
            out.println(new JsonAnswer().put("game", game.name()).put("position", root).put("configurations", nodes.size())
                    .put("terminal", terminal).put("reachable", reached).put("reachableTerminal", reachedTerminal).put("nodes", list));
            return;
        }
        out.println(Inputs.heading(game, position) + ": " + count(nodes.size(), "configuration") + ", " + terminal + " terminal; "
                + reached + " reachable from " + root + " (marked *), " + reachedTerminal + " of them terminal");
        out.println();
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"", "position", "to move", "label", "remoteness", "best moves"});
        for (GameGraph.Node n : nodes) {
            rows.add(new String[] {reachable.contains(n.position()) ? "*" : "", n.position(), toMove(game, n), n.label(),
                Integer.toString(n.remoteness()), n.terminal() ? "(game over)" : String.join(" ", n.bestMoves())});
        }
        columns(rows, 4).forEach(out::println);
    }

    /** Rows in columns, left-aligned but for column {@code right}, the last one as it is. */
    private static List<String> columns(List<String[]> rows, int right) {
        int last = rows.get(0).length - 1;
        int[] widths = new int[last];
        for (String[] row : rows) {
            for (int c = 0; c < last; c++) {
                widths[c] = Math.max(widths[c], row[c].length());
            }
        }
        List<String> lines = new ArrayList<>();
        for (String[] row : rows) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < last; c++) {
                String pad = " ".repeat(widths[c] - row[c].length());
                line.append(c == right ? pad + row[c] : row[c] + pad).append("  ");
            }
            lines.add(line.append(row[last]).toString().stripTrailing());
        }
        return lines;
    }

    private static String count(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }

    private static String toMove(Game game, GameGraph.Node node) {
        return node.sideToMove() < 0 ? "either" : game.playerName(node.sideToMove());
    }

    /** "won for O (to move), 1 ply to the end with best play; best moves: 7". */
    private static String describe(Game game, GameGraph.Node node) {
        String who = node.sideToMove() < 0 ? "the player to move" : game.playerName(node.sideToMove()) + " (to move)";
        String what = node.label() + " for " + who;
        if (node.terminal()) {
            return what + ": the game is over";
        }
        return what + ", " + node.remoteness() + (node.remoteness() == 1 ? " ply" : " plies") + " to the end with best play; best moves: "
                + String.join(" ", node.bestMoves());
    }

    /** One line per position, in columns. */
    private static List<String> table(Game game, GameGraph graph) {
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"position", "to move", "label", "remoteness", "best moves"});
        for (int i = 0; i < graph.positions(); i++) {
            GameGraph.Node n = graph.node(i);
            rows.add(new String[] {n.position(), toMove(game, n), n.label(), Integer.toString(n.remoteness()),
                n.terminal() ? "(game over)" : String.join(" ", n.bestMoves())});
        }
        int[] widths = new int[4];
        for (String[] row : rows) {
            for (int c = 0; c < widths.length; c++) {
                widths[c] = Math.max(widths[c], row[c].length());
            }
        }
        List<String> lines = new ArrayList<>();
        for (String[] row : rows) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < widths.length; c++) {
                line.append(c == 3 ? " ".repeat(widths[c] - row[c].length()) + row[c] : row[c] + " ".repeat(widths[c] - row[c].length()));
                line.append("  ");
            }
            lines.add(line.append(row[4]).toString().stripTrailing());
        }
        return lines;
    }

    private static JsonAnswer json(Game game, GameGraph graph) {
        List<GameGraph.Node> all = new ArrayList<>();
        for (int i = 0; i < graph.positions(); i++) {
            all.add(graph.node(i));
        }
        GameGraph.Node root = all.get(0);
        List<Map<String, Object>> nodes = new ArrayList<>();
        for (GameGraph.Node n : all) {
            List<Map<String, Object>> edges = new ArrayList<>();
            for (GameGraph.Edge e : n.edges()) {
                edges.add(new JsonAnswer().put("move", e.move()).put("to", all.get(e.to()).position()).fields());
            }
            nodes.add(new JsonAnswer().put("position", n.position())
                    .put("toMove", n.sideToMove() < 0 ? null : game.playerName(n.sideToMove()))
                    .put("terminal", n.terminal()).put("value", n.value()).put("remoteness", n.remoteness())
                    .put("bestMoves", n.bestMoves()).put("edges", edges).fields());
        }
        return new JsonAnswer().put("game", game.name()).put("position", root.position()).put("positions", graph.positions())
                .put("terminal", graph.terminalPositions()).put("moves", graph.moves()).put("value", root.value())
                .put("remoteness", root.remoteness()).put("nodes", nodes);
    }
}
