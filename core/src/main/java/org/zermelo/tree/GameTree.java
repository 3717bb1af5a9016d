package org.zermelo.tree;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.zermelo.game.Scores;

/**
 * A game tree typed by hand, like the slides' examples:
 * {@code (A (B 3 12 8) (C 2 4 6) (D 14 5 2))}.
 *
 * <p>Syntax: a node is a number (a leaf) or parentheses holding an optional label, an optional
 * kind ({@code max}, {@code min} or {@code chance}, in either order) and the node's children.
 * The root is MAX unless said otherwise, and each level alternates unless a kind is given.
 * Each child of a chance node is preceded by its probability and a colon: a decimal
 * ({@code 0.9:}) or a fraction ({@code 1/6:}); they must sum to 1. A chance node belongs to
 * the player who moved into it (its parent's side; the root's is MAX) and levels alternate
 * across it: {@code (max (chance 0.9:(min 2 3) 0.1:(min 1 4)) ...)}. Leaves are numbers
 * from MAX's point of view: an optional minus sign, digits, and an optional decimal part
 * ({@code -3}, {@code 2.5}), or {@code +inf} and {@code -inf} (also {@code inf}), as the slides
 * write a won or lost end. A leaf may carry a label too, written before it with a colon:
 * {@code G:-5}. A node without a label is named by its path from the root:
 * {@code 2} is the root's second child, {@code 2.3} that child's third child; the root is
 * {@code root}.
 *
 * <p>For games of more than two players, every leaf may instead be a vector of payoffs, one per
 * player, in square brackets: {@code (A (B [3,1,2] [6,2,1]) (C [1,5,3] [4,4,1]))}. All the leaves
 * of such a tree are vectors of one length, the number of players; its nodes take no kind: the
 * root is player 1's, and each node's children belong to the next player, back to player 1 after
 * the last. {@code @N} after the parenthesis gives a node to player N instead (a player who moves
 * again, after a pass or on winning a trick), and the turns go on from it:
 * {@code (A (B @1 [1,2,3] [3,2,1]) [2,2,2])}. Two-player searches run on such a tree through
 * {@link #paranoid()}; max^n through {@link MultiPlayerAnalysis}.
 *
 * <p>Leaf values are kept exactly, as integers scaled by a power of ten (the most decimals any
 * leaf has), so that every algorithm compares them with integer arithmetic.
 */
public final class GameTree {

    /** The largest scaled leaf value, in absolute value. */
    static final long MAX_SCALED = 1_000_000_000L;
    /** The most decimals a leaf may have. */
    static final int MAX_DECIMALS = 6;
    /** The most nodes a tree may have. */
    public static final int MAX_NODES = 1_000_000;
    /**
     * The most levels below the root: the slides' trees have a few. Each node is named by its
     * path, so deeper trees would take memory as the square of their depth, and the searches
     * a stack as deep as the tree.
     */
    public static final int MAX_DEPTH = 100;
    /** The most payoffs a vector leaf may have: the players of a tree (a million leaves of ten take 80 MB). */
    public static final int MAX_PLAYERS = 10;
    /** How far the probabilities of a chance node's children may sum from 1. */
    static final double PROBABILITY_TOLERANCE = 1e-9;
    /**
     * The scaled value of a leaf {@code +inf}: beyond every number a leaf may have, and just inside
     * the searches' infinite window ({@code Scores.INFINITY}), so that it is a value like any other
     * (a MAX node that meets it takes it, and the trace prints it {@code +inf}).
     */
    public static final long PLUS_INFINITY = Scores.INFINITY - 1L;
    /** The scaled value of a leaf {@code -inf}. */
    public static final long MINUS_INFINITY = -PLUS_INFINITY;

    private final String[] labels;
    private final String[] names;
    private final boolean[] max;
    private final boolean[] chance;
    private final double[] probability;
    private final String[] probabilityText;
    private final int[][] children;
    private final int[] parent;
    private final long[] values;
    /** A vector tree's payoffs, scaled, for each leaf (null for inner nodes); null for a tree of numbers. */
    private final long[][] payoffs;
    /** A vector tree's players: the length of its leaves' vectors; 0 for a tree of numbers. */
    private final int players;
    /** A vector tree's player (from 0) at each node; null for a tree of numbers. */
    private final int[] owner;
    private final int scale;

    private GameTree(List<Node> nodes, int scale, int players) {
        int n = nodes.size();
        labels = new String[n];
        names = new String[n];
        max = new boolean[n];
        chance = new boolean[n];
        probability = new double[n];
        probabilityText = new String[n];
        children = new int[n][];
        parent = new int[n];
        values = new long[n];
        payoffs = players > 0 ? new long[n][] : null;
        owner = players > 0 ? new int[n] : null;
        this.players = players;
        this.scale = scale;
        for (int i = 0; i < n; i++) {
            Node node = nodes.get(i);
            if (players > 0) {
                // Nodes come parents first: a node is its own player's, or the next after its parent's.
                owner[i] = node.owner >= 0 ? node.owner : node.parent < 0 ? 0 : (owner[node.parent] + 1) % players;
            }
            labels[i] = node.label;
            names[i] = node.label != null ? node.label : node.path;
            max[i] = node.max;
            chance[i] = node.chance;
            probability[i] = node.probability;
            probabilityText[i] = node.probabilityText;
            children[i] = node.children.stream().mapToInt(Integer::intValue).toArray();
            parent[i] = node.parent;
            values[i] = node.infinity != 0 ? node.infinity * PLUS_INFINITY
                    : node.value == null ? 0 : scaled(node.value, scale);
            if (node.payoffs != null) {
                payoffs[i] = new long[players];
                for (int p = 0; p < players; p++) {
                    payoffs[i][p] = scaled(node.payoffs.get(p), scale);
                }
            }
        }
    }

    /** A tree of the same shape and names as {@code vectors}, seen by player 1 against a coalition of the others. */
    private GameTree(GameTree vectors) {
        int n = vectors.size();
        labels = vectors.labels;
        names = vectors.names;
        chance = vectors.chance;
        probability = vectors.probability;
        probabilityText = vectors.probabilityText;
        children = vectors.children;
        parent = vectors.parent;
        scale = vectors.scale;
        payoffs = null;
        players = 0;
        owner = null;
        max = new boolean[n];
        values = new long[n];
        for (int i = 0; i < n; i++) {
            max[i] = vectors.player(i) == 0;
            values[i] = vectors.isLeaf(i) ? vectors.payoffs[i][0] : 0;
        }
    }

    /** A leaf's number scaled by 10^scale, refused when too large. */
    private static long scaled(BigDecimal value, int scale) {
        long scaled = value.movePointRight(scale).longValueExact();
        if (Math.abs(scaled) > MAX_SCALED) {
            throw new IllegalArgumentException("bad tree: the leaf " + value.toPlainString() + " with "
                    + scale + " decimals (as another leaf has) is too large: leaf values times 10^decimals must stay within "
                    + MAX_SCALED);
        }
        return scaled;
    }

    /**
     * Reads a tree expression.
     *
     * @throws IllegalArgumentException saying what is wrong, where, and what is expected
     */
    public static GameTree parse(String expression) {
        return new Parser(expression).parse();
    }

    /** True when the leaves are vectors of payoffs, one per player, rather than numbers for MAX. */
    public boolean hasVectorLeaves() {
        return players > 0;
    }

    /** The number of players of a tree whose leaves are vectors: the length of its vectors. */
    public int players() {
        if (players == 0) {
            throw new IllegalStateException("a tree of numbers has MAX and MIN, not numbered players");
        }
        return players;
    }

    /**
     * The player (from 0) who moves at {@code node} in a tree whose leaves are vectors: the one given
     * by {@code @N}, or the next after its parent's player (the root: player 1; a leaf: who would
     * move there).
     */
    public int player(int node) {
        players();
        return owner[node];
    }

    /** What a leaf of a vector tree gives {@code player} (from 0), scaled by 10^{@link #scale()}. */
    public long payoff(int leaf, int player) {
        return payoffs[leaf][player];
    }

    /** A leaf's vector of payoffs, scaled; a copy. */
    public long[] payoffs(int leaf) {
        return payoffs[leaf].clone();
    }

    /** A vector of scaled payoffs as a leaf is written: {@code [3,1,2]}. */
    public String formatPayoffs(long[] scaled) {
        StringBuilder text = new StringBuilder("[");
        for (int p = 0; p < scaled.length; p++) {
            text.append(p > 0 ? "," : "").append(unscale(scaled[p]).toPlainString());
        }
        return text.append(']').toString();
    }

    /**
     * The paranoid reduction of a tree whose leaves are vectors (Sturtevant and Korf): player 1
     * assumes that the other players have joined to minimise its payoff, which makes the game a
     * two-player zero-sum one. The tree returned has the same shape and names; player 1's nodes
     * are MAX's, every other player's MIN's (so MIN may move several times in a row), and each
     * leaf is worth its first payoff. Every two-player search then runs on it, alpha-beta's cuts
     * included.
     *
     * @throws IllegalStateException for a tree of numbers, which is two-player already
     */
    public GameTree paranoid() {
        players();
        return new GameTree(this);
    }

    /** The number of nodes, leaves included. Node 0 is the root. */
    public int size() {
        return labels.length;
    }

    /** The node's name: its label, or its path from the root. */
    public String name(int node) {
        return names[node];
    }

    /** True when the node was given a label; otherwise its name is its path. */
    public boolean isLabelled(int node) {
        return labels[node] != null;
    }

    /** True when MAX is to move at the node (for a leaf: would be). */
    public boolean isMax(int node) {
        return max[node];
    }

    /** True for a chance node: its children are random outcomes, each with its probability. */
    public boolean isChance(int node) {
        return chance[node];
    }

    /** True when some node of the tree is a chance node. */
    public boolean hasChanceNodes() {
        for (boolean c : chance) {
            if (c) {
                return true;
            }
        }
        return false;
    }

    /** The probability of a child of a chance node, as a number; NaN for any other node. */
    public double probability(int node) {
        return probability[node];
    }

    /** The probability of a child of a chance node as it was written ({@code 0.9}, {@code 1/6}); null for any other node. */
    public String probabilityText(int node) {
        return probabilityText[node];
    }

    /** True for a leaf. */
    public boolean isLeaf(int node) {
        return children[node].length == 0;
    }

    /** The node's children, in order. */
    public int[] children(int node) {
        return children[node].clone();
    }

    int childCount(int node) {
        return children[node].length;
    }

    int child(int node, int index) {
        return children[node][index];
    }

    /** The node's parent, or -1 for the root. */
    public int parent(int node) {
        return parent[node];
    }

    /** A leaf's value for MAX, scaled by 10^{@link #scale()}. */
    public long scaledValue(int leaf) {
        return values[leaf];
    }

    /** The power of ten leaf values are scaled by. */
    public int scale() {
        return scale;
    }

    /** A scaled value as the slides write it: {@code +inf}, {@code -inf} or a decimal number. */
    public String format(long scaled) {
        if (scaled >= PLUS_INFINITY) {
            return "+inf";
        }
        if (scaled <= MINUS_INFINITY) {
            return "-inf";
        }
        return unscale(scaled).toPlainString();
    }

    /** True when some leaf is {@code +inf} or {@code -inf}. */
    public boolean hasInfiniteLeaves() {
        for (int i = 0; i < size(); i++) {
            if (isLeaf(i) && Math.abs(values[i]) >= PLUS_INFINITY) {
                return true;
            }
        }
        return false;
    }

    /** A scaled value as a decimal number (a finite one: see {@link #format}). */
    public BigDecimal unscale(long scaled) {
        BigDecimal value = BigDecimal.valueOf(scaled, scale).stripTrailingZeros();
        return value.scale() < 0 ? value.setScale(0) : value;
    }

    /** The number of leaves. */
    public int leafCount() {
        int count = 0;
        for (int[] c : children) {
            if (c.length == 0) {
                count++;
            }
        }
        return count;
    }

    /** The smallest scaled leaf value. */
    public long lowestLeaf() {
        long low = Long.MAX_VALUE;
        for (int i = 0; i < size(); i++) {
            if (isLeaf(i)) {
                low = Math.min(low, values[i]);
            }
        }
        return low;
    }

    /** The largest scaled leaf value. */
    public long highestLeaf() {
        long high = Long.MIN_VALUE;
        for (int i = 0; i < size(); i++) {
            if (isLeaf(i)) {
                high = Math.max(high, values[i]);
            }
        }
        return high;
    }

    /** True when every leaf is 0 or 1, as AND/OR labelling needs. */
    public boolean hasWonLostLeaves() {
        for (int i = 0; i < size(); i++) {
            if (isLeaf(i) && values[i] != 0 && values[i] != pow10(scale)) {
                return false;
            }
        }
        return true;
    }

    private static long pow10(int n) {
        long p = 1;
        for (int i = 0; i < n; i++) {
            p *= 10;
        }
        return p;
    }

    /**
     * The minimax value of {@code node} for MAX, scaled: its leaf's value, or the largest (at MAX's
     * nodes) or smallest (at MIN's) of its children's.
     *
     * @throws IllegalArgumentException below a chance node, which has an expected value instead
     */
    public long minimax(int node) {
        if (isLeaf(node)) {
            return values[node];
        }
        if (chance[node]) {
            throw new IllegalArgumentException("node " + name(node) + " is a chance node: it has an expected value, not a minimax one");
        }
        long best = max[node] ? Long.MIN_VALUE : Long.MAX_VALUE;
        for (int child : children[node]) {
            long v = minimax(child);
            best = max[node] ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }

    /** The node whose name is {@code name}, or -1. */
    public int find(String name) {
        return Arrays.asList(names).indexOf(name);
    }

    // ----- the parser -----

    private static final class Node {
        final int parent;
        final String path;
        String label;
        boolean max;
        boolean chance;
        boolean kindGiven;
        double probability = Double.NaN;
        String probabilityText;
        BigDecimal value;
        /** The player (from 0) given by {@code @N}, or -1. */
        int owner = -1;
        /** A vector leaf's payoffs, one per player; null for a number or an inner node. */
        List<BigDecimal> payoffs;
        /** +1 for a leaf +inf, -1 for -inf, 0 for a number. */
        int infinity;
        final List<Integer> children = new ArrayList<>();

        Node(int parent, String path) {
            this.parent = parent;
            this.path = path;
        }
    }

    private static final class Parser {
        private static final java.util.Set<String> KINDS = java.util.Set.of("max", "min", "chance", "inf");
        private final String text;
        private int pos;
        private final List<Node> nodes = new ArrayList<>();
        private int decimals;
        /** The levels below the root of the node being read. */
        private int depth;
        /** The length of the vector leaves read so far (0 before the first). */
        private int players;
        /** True once a leaf that is a number (or an infinity) has been read. */
        private boolean numberLeaves;
        /** True while the payoffs of a vector leaf are read. */
        private boolean inVector;

        Parser(String text) {
            this.text = text;
        }

        GameTree parse() {
            skipSpaces();
            if (pos == text.length()) {
                throw error("the tree is empty: expected a number or a node like (A (B 3 12 8) (C 2 4 6))");
            }
            node(-1, "root", true);
            if (!nodes.get(0).max) {
                throw new IllegalArgumentException("bad tree: the root is MAX's node: write min on inner nodes only");
            }
            skipSpaces();
            if (pos < text.length()) {
                throw error("unexpected '" + text.charAt(pos) + "' after the end of the tree");
            }
            if (nodes.stream().anyMatch(n -> n.chance) && nodes.stream().anyMatch(n -> n.infinity != 0)) {
                throw new IllegalArgumentException("bad tree: a tree with chance nodes takes numbers as leaves, not +inf or "
                        + "-inf: an average needs finite values");
            }
            for (Node node : nodes) {
                if (node.owner >= 0 && players == 0) {
                    throw new IllegalArgumentException("bad tree: " + describe(node) + " is given to player " + (node.owner + 1)
                            + " (@" + (node.owner + 1) + "), but a tree of numbers has MAX and MIN, not numbered players: "
                            + "@N is for trees whose leaves are vectors of payoffs");
                }
                if (node.owner >= players) {
                    throw new IllegalArgumentException("bad tree: " + describe(node) + " is given to player " + (node.owner + 1)
                            + ", but the vectors have " + players + " payoffs: the players are 1 to " + players);
                }
            }
            if (nodes.get(0).owner > 0) {
                throw new IllegalArgumentException("bad tree: the root is player 1's: write @N on the nodes below it");
            }
            if (players > 0) {
                for (Node node : nodes) {
                    if (node.kindGiven) {
                        throw new IllegalArgumentException("bad tree: " + describe(node) + " has a kind (max, min or chance), "
                                + "but the nodes of a tree whose leaves are vectors of payoffs take none: player 1 moves at "
                                + "the root, and each node's children belong to the next player, or to player N after @N");
                    }
                }
            }
            java.util.Set<String> seen = new java.util.HashSet<>();
            for (Node node : nodes) {
                if (node.label != null && !seen.add(node.label)) {
                    throw new IllegalArgumentException("bad tree: the label '" + node.label
                            + "' names two nodes: labels must be unique");
                }
            }
            for (Node node : nodes) {
                if (node.label == null && seen.contains(node.path)) {
                    throw new IllegalArgumentException("bad tree: the label '" + node.path
                            + "' is also the path of an unlabelled node: choose another label");
                }
            }
            return new GameTree(nodes, decimals, players);
        }

        private int node(int parent, String path, boolean maxByDefault) {
            if (nodes.size() >= MAX_NODES) {
                throw error("the tree has more than " + MAX_NODES + " nodes");
            }
            int index = nodes.size();
            Node node = new Node(parent, path);
            node.max = maxByDefault;
            nodes.add(node);
            if (pos == text.length()) { // after a chance node's probability: found by fuzzing
                throw error("the tree ends too soon: expected a number or '(' after the probability");
            }
            char c = text.charAt(pos);
            if (c == '(') {
                if (depth == MAX_DEPTH) {
                    // Refused before reading deeper, so that no input grows memory past this.
                    throw error("the tree is more than " + MAX_DEPTH + " levels deep: at most " + MAX_DEPTH
                            + " below the root, leaves included");
                }
                pos++;
                depth++;
                inner(index, node);
                depth--;
            } else if (c == '-' || c == '+' || Character.isDigit(c) || c == '.' || c == '∞' || c == '[') {
                leafValue(node);
            } else if (c == ')') {
                throw error("unexpected ')': expected a number or '('");
            } else if (c == '@') {
                throw error("a node's player, @N, comes first inside its parentheses, as in (B @2 [1,2,3] [3,2,1])");
            } else if (isWordStart(c)) {
                int start = pos;
                String word = word();
                if (word.equals("inf")) {
                    pos = start;
                    numberLeaf();
                    pos += word.length();
                    node.infinity = 1;
                } else if (pos < text.length() && text.charAt(pos) == ':') {
                    // A labelled leaf, G:-5, as the slides name some of theirs.
                    if (KINDS.contains(word)) {
                        pos = start;
                        throw error("'" + word + "' is a kind, not a label: name the leaf otherwise, as in G:-5");
                    }
                    pos++;
                    node.label = word;
                    if (pos == text.length() || text.charAt(pos) == '(' || Character.isWhitespace(text.charAt(pos))) {
                        throw error("a leaf's label and colon are followed by its value, as in G:-5 or G:+inf");
                    }
                    leafValue(node);
                } else {
                    pos = start;
                    throw error("unexpected '" + c + "': expected a number or '('"
                            + " (a label goes inside the parentheses: (" + word + " ...), or before a leaf's value: "
                            + word + ":3)");
                }
            } else {
                throw error("unexpected '" + c + "': expected a number or '('");
            }
            return index;
        }

        /** A leaf's value: a number, or +inf, -inf, inf (also written with ∞), or a vector of payoffs. */
        private void leafValue(Node node) {
            if (text.charAt(pos) == '[') {
                vector(node);
                return;
            }
            numberLeaf();
            int start = pos;
            int sign = 1;
            if (text.charAt(pos) == '-' || text.charAt(pos) == '+') {
                sign = text.charAt(pos) == '-' ? -1 : 1;
                pos++;
            }
            if (text.startsWith("inf", pos) || text.startsWith("∞", pos)) {
                pos += text.startsWith("inf", pos) ? 3 : 1;
                if (pos < text.length() && !Character.isWhitespace(text.charAt(pos)) && text.charAt(pos) != ')') {
                    throw error("unexpected '" + text.charAt(pos) + "' after " + text.substring(start, pos)
                            + ": an infinite leaf is written +inf or -inf");
                }
                node.infinity = sign;
                return;
            }
            pos = start;
            node.value = number();
        }

        /** A leaf that is a number is about to be read: refused in a tree whose leaves are vectors. */
        private void numberLeaf() {
            if (players > 0) {
                throw error("a number where the leaves before are vectors of payoffs: every leaf of a tree is a number, "
                        + "or every leaf a vector of " + players + " payoffs, one per player, like " + example(players));
            }
            numberLeaves = true;
        }

        /** A vector leaf, {@code [3,1,2]}: two or more numbers, one per player, as long as the other leaves' vectors. */
        private void vector(Node node) {
            int start = pos;
            if (numberLeaves) {
                throw error("a vector of payoffs where the leaves before are numbers: every leaf of a tree is a number, "
                        + "or every leaf a vector of payoffs, one per player, like [3,1,2]");
            }
            pos++; // the '['
            inVector = true;
            List<BigDecimal> payoffs = new ArrayList<>();
            while (true) {
                skipSpaces();
                if (pos == text.length()) {
                    pos = start;
                    throw error("the vector opened here is not closed: expected payoffs like [3,1,2]");
                }
                char c = text.charAt(pos);
                boolean signed = (c == '-' || c == '+') && pos + 1 < text.length();
                if (text.startsWith("inf", signed ? pos + 1 : pos) || text.startsWith("∞", signed ? pos + 1 : pos)) {
                    throw error("a payoff is a number such as 3, -2 or 2.5, not an infinity");
                }
                if (!(c == '-' || c == '+' || Character.isDigit(c) || c == '.')) {
                    throw error("unexpected '" + c + "' in a vector of payoffs: expected a number, as in [3,1,2]");
                }
                payoffs.add(number());
                skipSpaces();
                if (pos == text.length()) {
                    pos = start;
                    throw error("the vector opened here is not closed: expected payoffs like [3,1,2]");
                }
                if (text.charAt(pos) == ']') {
                    pos++;
                    break;
                }
                if (text.charAt(pos) != ',') {
                    throw error("unexpected '" + text.charAt(pos) + "' in a vector of payoffs: expected ',' or ']' after "
                            + "a payoff, as in [3,1,2]");
                }
                pos++;
            }
            inVector = false;
            if (pos < text.length() && !Character.isWhitespace(text.charAt(pos)) && text.charAt(pos) != ')') {
                throw error("unexpected '" + text.charAt(pos) + "' after a vector of payoffs: expected a space or ')'");
            }
            String written = text.substring(start, pos);
            if (payoffs.size() < 2 || payoffs.size() > MAX_PLAYERS) {
                pos = start;
                throw error("the vector " + written + " has " + payoffs.size() + (payoffs.size() == 1 ? " payoff" : " payoffs")
                        + ": a vector has one payoff per player, 2 to " + MAX_PLAYERS + ", as in [3,1,2]");
            }
            if (players == 0) {
                players = payoffs.size();
            } else if (payoffs.size() != players) {
                pos = start;
                throw error("the vector " + written + " has " + payoffs.size() + " payoffs where the vectors before have "
                        + players + ": every leaf has one payoff per player, like " + example(players));
            }
            node.payoffs = payoffs;
        }

        /** A vector of {@code n} payoffs to show in a message: {@code [3,1,2]}, {@code [3,1,2,0]}. */
        private static String example(int n) {
            StringBuilder text = new StringBuilder("[3,1");
            for (int p = 2; p < n; p++) {
                text.append(',').append(p == 2 ? 2 : 0);
            }
            return text.append(']').toString();
        }

        private void inner(int index, Node node) {
            skipSpaces();
            while (pos < text.length() && (isWordStart(text.charAt(pos)) || text.charAt(pos) == '@')) {
                int start = pos;
                if (text.charAt(pos) == '@') {
                    owner(node);
                    skipSpaces();
                    continue;
                }
                String word = word();
                if (word.equals("inf") || pos < text.length() && text.charAt(pos) == ':') {
                    pos = start; // a child: a leaf inf, or a labelled leaf such as G:-5
                    break;
                }
                switch (word) {
                    case "max", "min", "chance" -> {
                        if (node.kindGiven) {
                            pos = start;
                            throw error("a node has one kind, max, min or chance, not two");
                        }
                        node.kindGiven = true;
                        node.chance = word.equals("chance");
                        // A chance node is its parent's side's: the player who moved into it.
                        node.max = node.chance ? node.parent < 0 || nodes.get(node.parent).max : word.equals("max");
                    }
                    default -> {
                        if (node.label != null) {
                            pos = start;
                            throw error("node " + node.label + " has a second label '" + word
                                    + "': a node has at most one label, then its children");
                        }
                        if (!node.children.isEmpty()) {
                            pos = start;
                            throw error("the label '" + word + "' comes after children: write it first, as in (A 3 5)");
                        }
                        node.label = word;
                    }
                }
                skipSpaces();
            }
            int count = 0;
            while (true) {
                if (pos >= text.length()) {
                    throw error("missing ')': the node opened for " + describe(node) + " is not closed");
                }
                char c = text.charAt(pos);
                if (c == ')') {
                    pos++;
                    break;
                }
                if (isWordStart(c)) {
                    int start = pos;
                    String word = word();
                    boolean child = word.equals("inf") || pos < text.length() && text.charAt(pos) == ':';
                    pos = start;
                    if (!child) {
                        throw error("unexpected word '" + word() + "': labels and kinds come first in a node, before its "
                                + "children (a leaf takes its label before its value: G:-5)");
                    }
                }
                count++;
                String childPath = node.parent < 0 ? Integer.toString(count) : node.path + "." + count;
                int probabilityStart = pos;
                String probability = node.chance ? probability(node) : null;
                int child = node(index, childPath, !node.max);
                node.children.add(child);
                if (probability != null) {
                    nodes.get(child).probabilityText = probability;
                    nodes.get(child).probability = probabilityValue(probability, probabilityStart);
                }
                skipSpaces();
            }
            if (node.children.isEmpty()) {
                throw error(describe(node) + " has no children: write a leaf as a number, an inner node as (label child child ...)");
            }
            if (node.chance) {
                double sum = 0;
                for (int child : node.children) {
                    sum += nodes.get(child).probability;
                }
                if (Math.abs(sum - 1) > PROBABILITY_TOLERANCE) {
                    throw new IllegalArgumentException("bad tree: the probabilities of the children of chance " + describe(node)
                            + " sum to " + BigDecimal.valueOf(sum).round(new java.math.MathContext(10)).stripTrailingZeros().toPlainString()
                            + ": they must sum to 1");
                }
            }
        }

        /** A node's player, {@code @2}: 1 to {@link #MAX_PLAYERS}, at most once. */
        private void owner(Node node) {
            int start = pos;
            pos++; // the '@'
            int digits = pos;
            while (pos < text.length() && Character.isDigit(text.charAt(pos)) && pos - digits < 3) {
                pos++;
            }
            int number = pos > digits ? Integer.parseInt(text.substring(digits, pos)) : 0;
            if (number < 1 || number > MAX_PLAYERS || pos < text.length() && !Character.isWhitespace(text.charAt(pos))
                    && text.charAt(pos) != ')') {
                pos = start;
                throw error("a node's player is written @ and its number, 1 to " + MAX_PLAYERS + ", as in (B @2 [1,2,3] [3,2,1])");
            }
            if (node.owner >= 0) {
                pos = start;
                throw error("a node has one player, not two");
            }
            node.owner = number - 1;
        }

        /** The probability written before a child of a chance node, up to its colon, which is skipped. */
        private String probability(Node node) {
            int start = pos;
            while (pos < text.length() && (Character.isDigit(text.charAt(pos)) || text.charAt(pos) == '.'
                    || text.charAt(pos) == '/' || text.charAt(pos) == '-' || text.charAt(pos) == '+')) {
                pos++;
            }
            if (pos == text.length() || text.charAt(pos) != ':' || pos == start) {
                pos = start;
                throw error("each child of chance " + describe(node)
                        + " starts with its probability and a colon, as in 0.9:(min 2 3) or 1/6:4");
            }
            String written = text.substring(start, pos);
            pos++; // the colon
            return written;
        }

        /** The value of a probability: a decimal or a fraction from 0 to 1. */
        private double probabilityValue(String written, int at) {
            double value;
            int slash = written.indexOf('/');
            if (!written.matches("\\d+(\\.\\d+)?|\\d+/\\d+")) {
                pos = at;
                throw error("bad probability '" + written + "': expected a number from 0 to 1, such as 0.25 or 1/6");
            }
            if (slash < 0) {
                value = Double.parseDouble(written);
            } else {
                double denominator = Double.parseDouble(written.substring(slash + 1));
                if (denominator == 0) {
                    pos = at;
                    throw error("bad probability '" + written + "': a fraction's denominator must not be 0");
                }
                value = Double.parseDouble(written.substring(0, slash)) / denominator;
            }
            if (value > 1) {
                pos = at;
                throw error("bad probability '" + written + "': a probability is at most 1");
            }
            return value;
        }

        private String describe(Node node) {
            return node.label != null ? "node " + node.label : "node " + node.path;
        }

        private BigDecimal number() {
            int start = pos;
            if (text.charAt(pos) == '-' || text.charAt(pos) == '+') {
                pos++;
            }
            int digits = pos;
            while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
                pos++;
            }
            int places = 0;
            boolean intPart = pos > digits;
            if (pos < text.length() && text.charAt(pos) == '.') {
                pos++;
                int fraction = pos;
                while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
                    pos++;
                }
                places = pos - fraction;
                if (places == 0) {
                    pos = start;
                    throw error("a decimal point needs digits after it, as in 2.5");
                }
            }
            if (!intPart) {
                pos = start;
                throw error("expected a number such as 3, -2 or 2.5");
            }
            if (inVector) {
                if (pos < text.length() && !Character.isWhitespace(text.charAt(pos)) && text.charAt(pos) != ','
                        && text.charAt(pos) != ']') {
                    throw error("unexpected '" + text.charAt(pos) + "' in a vector of payoffs: expected ',' or ']' after "
                            + "a payoff, as in [3,1,2]");
                }
            } else if (pos < text.length() && text.charAt(pos) == ':') {
                throw error("unexpected ':': a probability and a colon come only before the children of a chance node, as in (chance 0.5:3 0.5:(min 1 2))");
            }
            if (!inVector && pos < text.length() && !Character.isWhitespace(text.charAt(pos))
                    && text.charAt(pos) != '(' && text.charAt(pos) != ')') {
                throw error("unexpected '" + text.charAt(pos) + "' in a number: expected a number such as 3, -2 or 2.5");
            }
            String literal = text.substring(start, pos);
            if (places > MAX_DECIMALS) {
                pos = start;
                throw error("the leaf " + literal + " has more than " + MAX_DECIMALS + " decimals");
            }
            BigDecimal value = new BigDecimal(literal);
            if (value.abs().compareTo(BigDecimal.valueOf(MAX_SCALED)) > 0) {
                pos = start;
                throw error("the leaf " + literal + " is too large: leaves are at most " + MAX_SCALED
                        + " in absolute value");
            }
            decimals = Math.max(decimals, places);
            return value;
        }

        private String word() {
            int start = pos;
            while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_'
                    || text.charAt(pos) == '\'')) {
                pos++;
            }
            return text.substring(start, pos);
        }

        private static boolean isWordStart(char c) {
            return Character.isLetter(c) || c == '_';
        }

        private void skipSpaces() {
            while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
                pos++;
            }
        }

        private IllegalArgumentException error(String message) {
            return new IllegalArgumentException("bad tree at character " + (pos + 1) + ": " + message);
        }
    }
}
