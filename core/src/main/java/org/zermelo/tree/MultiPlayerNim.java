package org.zermelo.tree;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Nim for two players or more, as a tree whose leaves are vectors of payoffs
 * ({@link GameTree#hasVectorLeaves}), for max^n and paranoid ({@link MultiPlayerAnalysis}): the
 * players take turns, player 1 first, then 2, and so on, back to 1 after the last; a move takes
 * one object or more from one heap; who takes the last object gets 1, every other player 0.
 * With two players it is the game {@code nim}, normal play.
 *
 * <p>The tree is the whole game tree, one node per sequence of moves (no position is merged with
 * another, as a search by hand would not), so it is kept small: at most
 * {@link GameTree#MAX_NODES} nodes. A node's children are its moves heap by heap, from the first
 * heap, each from taking one object to taking the whole heap; the child of a node named {@code 2}
 * that takes its third move is {@code 2.3}.
 */
public final class MultiPlayerNim {

    private final int[] heaps;
    private final int players;
    private final String expression;
    private final GameTree tree;

    private MultiPlayerNim(int[] heaps, int players, String expression) {
        this.heaps = heaps;
        this.players = players;
        this.expression = expression;
        this.tree = GameTree.parse(expression);
    }

    /**
     * The game of {@code players} players on heaps written {@code 3,2,1}.
     *
     * @throws IllegalArgumentException when the heaps are not written so, the players are not 2 to
     *     {@link GameTree#MAX_PLAYERS}, or the tree would have more than {@link GameTree#MAX_NODES} nodes
     */
    public static MultiPlayerNim of(String heapsText, int players) {
        if (players < 2 || players > GameTree.MAX_PLAYERS) {
            throw new IllegalArgumentException("bad number of players " + players + ": expected 2 to " + GameTree.MAX_PLAYERS);
        }
        if (!heapsText.matches("[0-9]{1,3}(,[0-9]{1,3}){0,9}")) {
            throw new IllegalArgumentException("bad heaps '" + heapsText + "': expected up to 10 heap sizes separated by "
                    + "commas, like 3,2,1");
        }
        int[] heaps = Arrays.stream(heapsText.split(",")).mapToInt(Integer::parseInt).toArray();
        if (Arrays.stream(heaps).sum() == 0) {
            throw new IllegalArgumentException("bad heaps '" + heapsText + "': the game is over before it starts; "
                    + "give at least one object, like 3,2,1");
        }
        long size = size(heaps, new HashMap<>());
        if (size > GameTree.MAX_NODES) {
            throw new IllegalArgumentException("the game tree of Nim on heaps " + heapsText + " has more than "
                    + GameTree.MAX_NODES + " nodes, the most a tree may have: take smaller heaps");
        }
        StringBuilder expression = new StringBuilder();
        write(heaps.clone(), 0, players, expression);
        return new MultiPlayerNim(heaps, players, expression.toString());
    }

    /**
     * The number of nodes of the game tree from {@code heaps}, whoever moves; past
     * {@link GameTree#MAX_NODES} the count stops early, and is only known to be more.
     */
    private static long size(int[] heaps, Map<String, Long> known) {
        int[] sorted = heaps.clone();
        Arrays.sort(sorted); // the count does not depend on the heaps' order
        String key = Arrays.toString(sorted);
        Long size = known.get(key);
        if (size != null) {
            return size;
        }
        long total = 1;
        for (int h = 0; h < heaps.length && total <= GameTree.MAX_NODES; h++) {
            int before = heaps[h];
            for (int take = 1; take <= before && total <= GameTree.MAX_NODES; take++) {
                heaps[h] = before - take;
                total += size(heaps, known);
            }
            heaps[h] = before;
        }
        known.put(key, total);
        return total;
    }

    /** Writes the subtree of {@code heaps}, {@code depth} moves from the start, as a tree expression. */
    private static void write(int[] heaps, int depth, int players, StringBuilder out) {
        if (Arrays.stream(heaps).allMatch(h -> h == 0)) {
            // The player who moved last, at depth - 1, took the last object.
            int winner = (depth - 1) % players;
            out.append('[');
            for (int p = 0; p < players; p++) {
                out.append(p > 0 ? "," : "").append(p == winner ? 1 : 0);
            }
            out.append(']');
            return;
        }
        out.append('(');
        boolean first = true;
        for (int h = 0; h < heaps.length; h++) {
            int before = heaps[h];
            for (int take = 1; take <= before; take++) {
                heaps[h] = before - take;
                out.append(first ? "" : " ");
                first = false;
                write(heaps, depth + 1, players, out);
            }
            heaps[h] = before;
        }
        out.append(')');
    }

    /** The game tree. */
    public GameTree tree() {
        return tree;
    }

    /** The game tree as a tree expression, for {@code zermelo tree}. */
    public String expression() {
        return expression;
    }

    /** The number of players. */
    public int players() {
        return players;
    }

    /** The heaps at the start, as written: {@code 3,2,1}. */
    public String heaps() {
        return String.join(",", Arrays.stream(heaps).mapToObj(Integer::toString).toList());
    }

    /**
     * The moves along a path of node names from the root's child down ({@code 1}, {@code 1.2}, ...,
     * as {@link MultiPlayerAnalysis#principalVariation} gives them), in words:
     * {@code player 1 takes 2 from heap 1}.
     *
     * @throws IllegalArgumentException when a name is not the next node of the path
     */
    public List<String> moves(List<String> path) {
        int[] now = heaps.clone();
        List<String> moves = new ArrayList<>();
        String parent = null;
        for (String name : path) {
            int dot = name.lastIndexOf('.');
            String expectedParent = dot < 0 ? null : name.substring(0, dot);
            if (!java.util.Objects.equals(parent, expectedParent)) {
                throw new IllegalArgumentException("'" + name + "' is not a child of " + (parent == null ? "the root" : parent));
            }
            int index = Integer.parseInt(name.substring(dot + 1)) - 1;
            int h = 0;
            while (h < now.length && index >= now[h]) {
                index -= now[h];
                h++;
            }
            if (h == now.length) {
                throw new IllegalArgumentException("'" + name + "' is not a move of the game");
            }
            int take = index + 1;
            now[h] -= take;
            moves.add("player " + (moves.size() % players + 1) + " takes " + take + " from heap " + (h + 1));
            parent = name;
        }
        return moves;
    }
}
