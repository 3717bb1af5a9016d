package org.zermelo.tree;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.zermelo.search.Algorithms;
import org.zermelo.search.AlphaBeta;

/**
 * A search of a tree whose leaves are vectors of payoffs, one per player (a game of more than two
 * players, {@link GameTree#hasVectorLeaves}), watched node by node as {@link TreeAnalysis} watches
 * the two-player ones: the value, the best child, the counts, the subtrees never visited, a trace.
 *
 * <p>Max^n (Luckhardt and Irani, 1986) backs the vectors up: at each node its player takes the
 * child whose vector gives it the most, and of equal children the first (the tie rule: another rule
 * may give other players other payoffs). Alpha-beta's deep cuts do not carry over, since no
 * player's gain is another's loss; Korf's shallow pruning does when every payoff is at least 0 and
 * the payoffs of every leaf add up to the same sum S: once a child gives the node's player p at
 * least v, the node gives its parent's player (another player) at most S - v, and if the parent
 * already has as much from an earlier child (which it keeps on a tie), the node's other children
 * cannot matter.
 *
 * <p>The paranoid search (Sturtevant and Korf, 2000) assumes instead that all the other players
 * have joined against player 1 to minimise its payoff: that is a two-player zero-sum game
 * ({@link GameTree#paranoid}), on which the course's alpha-beta cuts as usual.
 */
public final class MultiPlayerAnalysis {

    /** The searches of a tree whose leaves are vectors. */
    public enum Method {
        MAXN("maxn", "max^n (Luckhardt and Irani): each node's player takes the child whose vector gives it the most, "
                + "the first of equals; every node visited"),
        MAXN_SHALLOW("maxn-shallow", "max^n with Korf's shallow pruning: the same value, fewer nodes; for payoffs of at "
                + "least 0 that add up to the same sum at every leaf"),
        PARANOID("paranoid", "paranoid (Sturtevant and Korf): player 1 against all the others as one coalition minimising "
                + "its payoff, searched by alpha-beta on that two-player tree");

        private final String text;
        private final String description;

        Method(String text, String description) {
            this.text = text;
            this.description = description;
        }

        /** The name the command line uses. */
        public String text() {
            return text;
        }

        /** One line for people. */
        public String description() {
            return description;
        }

        /** The names, in order. */
        public static List<String> names() {
            return Arrays.stream(values()).map(Method::text).toList();
        }

        /**
         * The method called {@code name}.
         *
         * @throws IllegalArgumentException naming the methods there are
         */
        public static Method named(String name) {
            for (Method m : values()) {
                if (m.text.equals(name)) {
                    return m;
                }
            }
            throw new IllegalArgumentException("unknown algorithm '" + name + "' for a tree whose leaves are vectors of "
                    + "payoffs: expected " + Algorithms.sentence(names()));
        }
    }

    /** A line of alpha-beta's trace entering a node: {@code enter B (MIN) window [...]}. */
    private static final Pattern ENTER = Pattern.compile("(\\s*enter (\\S+) \\((?:MAX|MIN))(\\).*)");
    /** A line of alpha-beta's trace at a leaf: {@code leaf 1.1 = 3}. */
    private static final Pattern LEAF = Pattern.compile("\\s*leaf (\\S+) = \\S+");

    private final GameTree tree;
    private final Method method;
    /** Max^n: the nodes it visited. */
    private final boolean[] visited;
    /** Paranoid: the subtrees alpha-beta never visited. */
    private List<String> pruned;
    private final List<String> trace = new ArrayList<>();
    private final List<Integer> pv = new ArrayList<>();
    private long[] payoffs;
    private BigDecimal rootPayoff;
    private long leaves;
    private long nodes;
    private long cutoffs;
    /** Max^n: each inner node's chosen child. */
    private int[] chosen;
    /** Shallow pruning: the sum of every leaf's payoffs. */
    private long sum;

    private MultiPlayerAnalysis(GameTree tree, Method method) {
        this.tree = tree;
        this.method = method;
        this.visited = new boolean[tree.size()];
    }

    /**
     * Runs {@code method} on {@code tree}.
     *
     * @throws IllegalArgumentException for a tree of numbers, or shallow pruning on payoffs that are
     *     negative or do not add up to the same sum at every leaf
     */
    public static MultiPlayerAnalysis run(GameTree tree, Method method) {
        if (!tree.hasVectorLeaves()) {
            throw new IllegalArgumentException(method.text + " runs on a tree whose leaves are vectors of payoffs, one per "
                    + "player, like (A (B [3,1,2] [6,2,1]) (C [1,5,3] [4,4,1])): a tree of numbers is for two players");
        }
        MultiPlayerAnalysis analysis = new MultiPlayerAnalysis(tree, method);
        if (method == Method.PARANOID) {
            analysis.paranoid();
        } else {
            analysis.maxn();
        }
        return analysis;
    }

    // ----- max^n -----

    private void maxn() {
        if (method == Method.MAXN_SHALLOW) {
            sum = constantSum();
        }
        chosen = new int[tree.size()];
        trace.add(method.text + " on " + tree.name(0) + " (values are vectors of payoffs, one per player; each node's "
                + "player takes the child best for it, the first of equals)");
        payoffs = maxn(0, 0, -1, Long.MIN_VALUE);
        rootPayoff = tree.unscale(payoffs[0]);
        for (int node = 0; ; node = chosen[node]) {
            pv.add(node);
            if (tree.isLeaf(node)) {
                break;
            }
        }
    }

    /**
     * The sum of every leaf's payoffs, which shallow pruning needs to be the same at every leaf, with
     * no payoff below 0.
     */
    private long constantSum() {
        int first = -1;
        long total = 0;
        for (int node = 0; node < tree.size(); node++) {
            if (!tree.isLeaf(node)) {
                continue;
            }
            long s = 0;
            for (int p = 0; p < tree.players(); p++) {
                if (tree.payoff(node, p) < 0) {
                    throw new IllegalArgumentException(method.text + " needs payoffs of at least 0: leaf " + tree.name(node)
                            + " " + tree.formatPayoffs(tree.payoffs(node)) + " has a negative one (use " + Method.MAXN.text + ")");
                }
                s += tree.payoff(node, p);
            }
            if (first < 0) {
                first = node;
                total = s;
            } else if (s != total) {
                throw new IllegalArgumentException(method.text + " needs the payoffs of every leaf to add up to the same sum: "
                        + "leaf " + tree.name(first) + " " + tree.formatPayoffs(tree.payoffs(first)) + " adds up to "
                        + tree.format(total) + ", leaf " + tree.name(node) + " " + tree.formatPayoffs(tree.payoffs(node))
                        + " to " + tree.format(s) + " (use " + Method.MAXN.text + ")");
            }
        }
        return total;
    }

    /**
     * The max^n vector of {@code node}; with shallow pruning, {@code parentBest} is what the parent's
     * player has from its children before this one (from {@code parentChoice}), or Long.MIN_VALUE.
     */
    private long[] maxn(int node, int ply, int parentChoice, long parentBest) {
        visited[node] = true;
        nodes++;
        String indent = "  ".repeat(ply);
        if (tree.isLeaf(node)) {
            leaves++;
            long[] v = tree.payoffs(node);
            trace.add(indent + "leaf " + tree.name(node) + " = " + tree.formatPayoffs(v));
            return v;
        }
        int player = tree.player(node);
        // Shallow pruning bounds what the parent's player gets here by what this node's player gets:
        // not when they are the same player, moving twice.
        boolean bounded = method == Method.MAXN_SHALLOW && parentBest != Long.MIN_VALUE
                && tree.player(tree.parent(node)) != player;
        trace.add(indent + "enter " + tree.name(node) + " (player " + (player + 1) + ")");
        long[] best = null;
        int count = tree.childCount(node);
        for (int i = 0; i < count; i++) {
            int child = tree.child(node, i);
            long[] v = maxn(child, ply + 1, chosen[node], best == null ? Long.MIN_VALUE : best[player]);
            if (best == null || v[player] > best[player]) {
                best = v;
                chosen[node] = child;
            }
            // Shallow pruning: the parent's player gets at most sum - best[player] here, and has
            // that much already from an earlier child, which it keeps on a tie.
            if (bounded && i + 1 < count && sum - best[player] <= parentBest) {
                cutoffs++;
                int parentPlayer = tree.player(tree.parent(node));
                List<String> skipped = new ArrayList<>();
                for (int j = i + 1; j < count; j++) {
                    int rest = tree.child(node, j);
                    skipped.add(tree.isLeaf(rest) && !tree.isLabelled(rest) ? tree.formatPayoffs(tree.payoffs(rest)) : tree.name(rest));
                }
                trace.add(indent + "cut at " + tree.name(node) + " (shallow cut): player " + (player + 1) + " gets >="
                        + tree.format(best[player]) + " here, so player " + (parentPlayer + 1) + " <=" + tree.format(sum) + " - "
                        + tree.format(best[player]) + " = " + tree.format(sum - best[player]) + ", no more than the "
                        + tree.format(parentBest) + " it has from " + tree.name(parentChoice) + ": "
                        + (skipped.size() == 1 ? "child " : "children ") + String.join(" ", skipped) + " not visited");
                break;
            }
        }
        trace.add(indent + tree.name(node) + " returns " + tree.formatPayoffs(best) + " from " + tree.name(chosen[node])
                + ", the best for player " + (player + 1));
        return best;
    }

    // ----- paranoid -----

    private void paranoid() {
        // The course's alpha-beta (max/min form): the coalition's consecutive MIN nodes need no special case.
        TreeAnalysis analysis = TreeAnalysis.run(tree.paranoid(), new AlphaBeta(null));
        List<String> players = new ArrayList<>();
        for (int p = 2; p <= tree.players(); p++) {
            players.add(Integer.toString(p));
        }
        List<String> lines = analysis.trace();
        trace.add(method.text + " on " + tree.name(0) + " (player 1 is MAX; " + (players.size() == 1 ? "player " : "players ")
                + Algorithms.sentence(players, "and") + (players.size() == 1 ? " is" : ", one coalition, are")
                + " MIN; values are player 1's payoffs; " + analysis.algorithm() + ")");
        // Alpha-beta's lines, with the player of each node entered and the vector of each leaf.
        for (String line : lines.subList(1, lines.size())) {
            Matcher enter = ENTER.matcher(line);
            Matcher leaf = LEAF.matcher(line);
            if (enter.matches()) {
                line = enter.group(1) + ": player " + (tree.player(tree.find(enter.group(2))) + 1) + enter.group(3);
            } else if (leaf.matches()) {
                line += " of " + tree.formatPayoffs(tree.payoffs(tree.find(leaf.group(1))));
            }
            trace.add(line);
        }
        rootPayoff = analysis.value();
        leaves = analysis.leavesEvaluated();
        nodes = analysis.nodesVisited();
        cutoffs = analysis.cutoffs();
        pv.add(0);
        for (String name : analysis.principalVariation()) {
            pv.add(tree.find(name));
        }
        pruned = analysis.pruned();
        int last = pv.get(pv.size() - 1);
        payoffs = tree.isLeaf(last) ? tree.payoffs(last) : null;
    }

    // ----- the results -----

    /** The method's name. */
    public String algorithm() {
        return method.text;
    }

    /** The number of players. */
    public int players() {
        return tree.players();
    }

    /**
     * What player 1 gets: under max^n, the first payoff of the root's vector; under paranoid, what
     * it is sure of whatever the others do.
     */
    public BigDecimal rootPayoff() {
        return rootPayoff;
    }

    /**
     * What each player gets, one payoff per player: under max^n the root's vector; under paranoid
     * the vector of the leaf that the principal variation reaches (the others playing against
     * player 1), or null when the principal variation stops short of a leaf.
     */
    public List<BigDecimal> payoffs() {
        if (payoffs == null) {
            return null;
        }
        List<BigDecimal> out = new ArrayList<>();
        for (long p : payoffs) {
            out.add(tree.unscale(p));
        }
        return out;
    }

    /** The payoffs as a leaf is written, {@code [3,1,2]}, or null (see {@link #payoffs}). */
    public String payoffsText() {
        return payoffs == null ? null : tree.formatPayoffs(payoffs);
    }

    /** The name of the root's child chosen, or null when the root is a leaf. */
    public String bestChild() {
        return pv.size() > 1 ? tree.name(pv.get(1)) : null;
    }

    /** The principal variation, as names from the root's best child down. */
    public List<String> principalVariation() {
        return pv.stream().skip(1).map(tree::name).toList();
    }

    public long leavesEvaluated() {
        return leaves;
    }

    public long nodesVisited() {
        return nodes;
    }

    public long cutoffs() {
        return cutoffs;
    }

    /** The names of the subtrees never visited (their roots), in tree order. */
    public List<String> pruned() {
        if (pruned != null) {
            return pruned;
        }
        List<String> names = new ArrayList<>();
        for (int node = 1; node < tree.size(); node++) {
            if (!visited[node] && visited[tree.parent(node)]) {
                names.add(tree.name(node));
            }
        }
        return names;
    }

    /** The trace, one event a line. */
    public List<String> trace() {
        return List.copyOf(trace);
    }
}
