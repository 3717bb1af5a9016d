package org.zermelo.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.zermelo.game.Canonical;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/**
 * The game graph ("graphe du jeu") reachable from a position: every distinct position once,
 * however many lines reach it (transpositions), and every move an edge. Each position is
 * labelled for its side to move, won, lost or drawn: the course's valuation of the tree of
 * paths, done once per position. The exploration is depth-first and labels a position after
 * all of its children (terminal positions first, then their parents), so the labelling is a
 * retrograde one over the graph:
 *
 * <pre>
 * label(p): if p is over: its result, remoteness 0
 *           otherwise, for each move m: the child's label, for the side to move at p
 *                      (negated when the move hands the turn over, kept when the same side
 *                      moves again)
 *           p's label is the best of them: won if some move wins, drawn if some move draws,
 *           lost otherwise; the moves reaching that label are p's best moves
 * </pre>
 *
 * <p>Remoteness is the number of plies to the end under best play: the fastest win, the
 * slowest loss, and for a draw the longest line of drawing moves (neither side can win, so
 * each keeps the game going as long as it can, waiting for a mistake). Games scored by a
 * margin (a disc difference) are labelled by its sign.
 *
 * <p>Positions are told apart by their notation, so the game says what a position is: in
 * tic-tac-toe the board (it tells who is to move), in an impartial game like Nim the heaps
 * alone (both players have the same moves, so the side to move makes no difference to the
 * label), which merges positions that a search's hash keeps apart; and where the game writes
 * one position in several ways, by the one it calls {@link Canonical} (Grundy's piles in any
 * order are one multiset, as the course counts them: 14 positions from a pile of 7).
 *
 * <p>A game graph has no cycle: a position that comes back along a line of play stops the
 * exploration with an {@link IllegalArgumentException}, as does a graph with more positions
 * than the limit asked for, so a huge game is refused early instead of filling the memory.
 */
public final class GameGraph {

    /**
     * A move of the graph.
     *
     * @param move the move in the game's notation
     * @param to the index of the position it leads to
     * @param best true when the move achieves the value of the position it is played from
     * @param keepsTurn true when the same player moves again after it
     */
    public record Edge(String move, int to, boolean best, boolean keepsTurn) {}

    /**
     * A position of the graph.
     *
     * @param position the position in the game's notation
     * @param sideToMove 0 for the first player, 1 for the other, -1 when the position is
     *     reached with either to move (its notation does not say, as in an impartial game)
     * @param terminal true when the game is over
     * @param value +1 won, 0 drawn, -1 lost, for the side to move
     * @param remoteness plies to the end under best play (see {@link GameGraph})
     * @param edges its moves, in move-generation order
     */
    public record Node(String position, int sideToMove, boolean terminal, int value, int remoteness,
                       List<Edge> edges) {

        /** The moves that achieve the position's value, in move-generation order. */
        public List<String> bestMoves() {
            return edges.stream().filter(Edge::best).map(Edge::move).toList();
        }

        /** "won", "lost" or "drawn", for the side to move. */
        public String label() {
            return value > 0 ? "won" : value < 0 ? "lost" : "drawn";
        }
    }

    private final int limit;
    private String rootText;

    private int size;
    private int terminal;
    private String[] notation = new String[64];
    private int[] side = new int[64];
    private int[] value = new int[64];
    private int[] remoteness = new int[64];
    private boolean[] labelled = new boolean[64];
    private boolean[] over = new boolean[64];
    private int[] firstEdge = new int[64];
    private int[] degree = new int[64];

    private int edges;
    private String[] edgeMove = new String[256];
    private int[] edgeTo = new int[256];
    private boolean[] edgeBest = new boolean[256];
    private boolean[] edgeKeepsTurn = new boolean[256];

    /** The number of each position by its notation. */
    private final Map<String, Integer> index = new HashMap<>();
    /** One string per move text: a million positions share a few distinct move names. */
    private final Map<String, String> moveTexts = new HashMap<>();

    /** The exploration's stack: per ply, the position, its moves and the next one to try. */
    private int[] path = new int[64];
    private int[] next = new int[64];
    private final List<MoveList> lists = new ArrayList<>();

    private GameGraph(int limit) {
        this.limit = limit;
    }

    /**
     * Explores and labels the game graph from {@code from}, which is left unchanged.
     *
     * @param limit the most positions to explore, at least 1
     * @throws IllegalArgumentException when the graph has more than {@code limit} positions,
     *     or a cycle
     */
    public static GameGraph explore(Position from, int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("the limit must be at least 1 position, not " + limit);
        }
        GameGraph graph = new GameGraph(limit);
        graph.run(from.copy());
        return graph;
    }

    /** The number of distinct positions; the root, the position explored from, is number 0. */
    public int positions() {
        return size;
    }

    /** The number of positions where the game is over. */
    public int terminalPositions() {
        return terminal;
    }

    /** The number of edges: the legal moves of every position, summed. */
    public int moves() {
        return edges;
    }

    /** The position numbered {@code i}, from 0 (the root) in the order the exploration found them. */
    public Node node(int i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException("position " + i + " of " + size);
        }
        List<Edge> out = new ArrayList<>(degree[i]);
        for (int e = firstEdge[i]; e < firstEdge[i] + degree[i]; e++) {
            out.add(new Edge(edgeMove[e], edgeTo[e], edgeBest[e], edgeKeepsTurn[e]));
        }
        return new Node(notation[i], side[i], over[i], value[i], remoteness[i], out);
    }

    // ----- the exploration -----

    /** Depth-first with an explicit stack, so that a long game cannot overflow the call stack. */
    private void run(Position p) {
        rootText = notation(p);
        add(p, rootText);
        if (over[0]) {
            return;
        }
        int depth = 0;
        expand(p, 0, 0);
        while (depth >= 0) {
            int node = path[depth];
            int k = next[depth];
            if (k == degree[node]) {
                label(node);
                depth--;
                if (depth >= 0) {
                    p.undo();
                }
                continue;
            }
            next[depth] = k + 1;
            int mover = p.sideToMove();
            p.play(lists.get(depth).get(k));
            int e = firstEdge[node] + k;
            edgeKeepsTurn[e] = p.sideToMove() == mover;
            String text = notation(p);
            Integer known = index.get(text);
            if (known != null) {
                int child = known;
                if (!labelled[child]) {
                    // Not labelled yet means still being explored: an ancestor on this line.
                    throw cycle(child, depth);
                }
                if (side[child] != p.sideToMove()) {
                    side[child] = -1;
                }
                edgeTo[e] = child;
                p.undo();
            } else {
                int child = add(p, text);
                edgeTo[e] = child;
                if (over[child]) {
                    p.undo();
                } else {
                    depth++;
                    expand(p, depth, child);
                }
            }
        }
    }

    /** The notation positions are told apart by: the game's canonical one when it has one. */
    private static String notation(Position p) {
        return p instanceof Canonical c ? c.canonical() : p.toString();
    }

    /** Numbers a new position; a finished one is labelled at once. */
    private int add(Position p, String text) {
        if (size == limit) {
            throw new IllegalArgumentException("the game graph from " + rootText + " has more than " + limit
                    + " positions (the limit; raise it with --limit for a larger game)");
        }
        if (size == notation.length) {
            int n = 2 * size;
            notation = Arrays.copyOf(notation, n);
            side = Arrays.copyOf(side, n);
            value = Arrays.copyOf(value, n);
            remoteness = Arrays.copyOf(remoteness, n);
            labelled = Arrays.copyOf(labelled, n);
            over = Arrays.copyOf(over, n);
            firstEdge = Arrays.copyOf(firstEdge, n);
            degree = Arrays.copyOf(degree, n);
        }
        int i = size++;
        index.put(text, i);
        notation[i] = text;
        side[i] = p.sideToMove();
        over[i] = p.isTerminal();
        firstEdge[i] = edges;
        if (over[i]) {
            terminal++;
            value[i] = Integer.signum(p.terminalValue());
            labelled[i] = true;
        }
        return i;
    }

    /** Puts position {@code node} on the stack at {@code depth} and gives its moves their edges. */
    private void expand(Position p, int depth, int node) {
        if (depth == path.length) {
            path = Arrays.copyOf(path, 2 * depth);
            next = Arrays.copyOf(next, 2 * depth);
        }
        if (depth == lists.size()) {
            lists.add(new MoveList());
        }
        MoveList moves = lists.get(depth);
        p.legalMoves(moves);
        if (moves.isEmpty()) {
            throw new IllegalStateException("the position " + p + " is not over but has no legal move");
        }
        path[depth] = node;
        next[depth] = 0;
        if (edges + moves.size() > edgeMove.length) {
            int n = Math.max(2 * edgeMove.length, edges + moves.size());
            edgeMove = Arrays.copyOf(edgeMove, n);
            edgeTo = Arrays.copyOf(edgeTo, n);
            edgeBest = Arrays.copyOf(edgeBest, n);
            edgeKeepsTurn = Arrays.copyOf(edgeKeepsTurn, n);
        }
        firstEdge[node] = edges;
        degree[node] = moves.size();
        for (int k = 0; k < moves.size(); k++) {
            String text = p.formatMove(moves.get(k));
            String known = moveTexts.putIfAbsent(text, text);
            edgeMove[edges + k] = known == null ? text : known;
        }
        edges += moves.size();
    }

    /** Labels a position whose children are all labelled: the best child, for its side to move. */
    private void label(int node) {
        int best = -2;
        int plies = 0;
        for (int e = firstEdge[node]; e < firstEdge[node] + degree[node]; e++) {
            int mine = valueFor(e);
            int length = 1 + remoteness[edgeTo[e]];
            if (mine > best) {
                best = mine;
                plies = length;
            } else if (mine == best) {
                // The fastest win; the slowest loss, and the longest draw.
                plies = best > 0 ? Math.min(plies, length) : Math.max(plies, length);
            }
        }
        for (int e = firstEdge[node]; e < firstEdge[node] + degree[node]; e++) {
            edgeBest[e] = valueFor(e) == best;
        }
        value[node] = best;
        remoteness[node] = plies;
        labelled[node] = true;
    }

    /** The value of the position edge {@code e} leads to, for the player who plays it: negated only if the turn passes. */
    private int valueFor(int e) {
        return edgeKeepsTurn[e] ? value[edgeTo[e]] : -value[edgeTo[e]];
    }

    private IllegalArgumentException cycle(int child, int depth) {
        int from = 0;
        while (path[from] != child) {
            from++;
        }
        List<String> line = new ArrayList<>();
        for (int d = from; d <= depth; d++) {
            line.add(edgeMove[firstEdge[path[d]] + next[d] - 1]);
        }
        return new IllegalArgumentException("the game graph from " + rootText + " has a cycle: " + notation[child]
                + " comes back after the moves " + String.join(" ", line)
                + "; a game graph is only drawn for games whose positions never repeat");
    }

    // ----- drawing -----

    /**
     * The graph in Graphviz DOT: one node per position, labelled with its notation, who is to
     * move and its label (green won, red lost, grey drawn, for the side to move; a box when
     * the game is over; the root with a double border); one edge per move, labelled with it,
     * the winning moves of won positions and the drawing moves of drawn ones in bold.
     *
     * @param title the graph's caption
     * @param playerName the name of each side, 0 and 1
     */
    public String toDot(String title, IntFunction<String> playerName) {
        StringBuilder dot = new StringBuilder();
        dot.append("digraph game {\n");
        dot.append("  graph [labelloc=t, fontname=\"Helvetica\", label=\"").append(escape(title + "\ngreen: won for the side to move, "
                + "red: lost, grey: drawn; box: game over; bold: the winning or drawing moves")).append("\"];\n");
        dot.append("  node [fontname=\"Helvetica\", style=filled];\n");
        dot.append("  edge [fontname=\"Helvetica\"];\n");
        for (int i = 0; i < size; i++) {
            Node n = node(i);
            String who = n.sideToMove() < 0 ? "either player" : playerName.apply(n.sideToMove());
            String text = n.position() + "\n" + (n.terminal()
                    ? "game over: " + (n.value() == 0 ? "draw" : who + " " + n.label())
                    : who + " to move: " + n.label() + (n.value() == 0 ? ", " : " in ") + plies(n.remoteness()));
            String colour = n.value() > 0 ? "palegreen" : n.value() < 0 ? "lightpink" : "lightgrey";
            dot.append("  n").append(i).append(" [label=\"").append(escape(text)).append("\", fillcolor=")
                    .append(colour).append(", shape=").append(n.terminal() ? "box" : "ellipse");
            if (i == 0) {
                dot.append(", peripheries=2");
            }
            dot.append("];\n");
        }
        for (int i = 0; i < size; i++) {
            for (int e = firstEdge[i]; e < firstEdge[i] + degree[i]; e++) {
                dot.append("  n").append(i).append(" -> n").append(edgeTo[e])
                        .append(" [label=\"").append(escape(edgeMove[e])).append('"');
                if (edgeBest[e] && value[i] >= 0) {
                    dot.append(", penwidth=3");
                }
                dot.append("];\n");
            }
        }
        dot.append("}\n");
        return dot.toString();
    }

    /** "1 ply", "7 plies". */
    private static String plies(int count) {
        return count + (count == 1 ? " ply" : " plies");
    }

    private static String escape(String text) {
        return text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
    }
}
