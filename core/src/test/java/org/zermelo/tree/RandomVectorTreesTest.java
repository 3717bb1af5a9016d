package org.zermelo.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zermelo.search.Algorithms;
import org.zermelo.tree.MultiPlayerAnalysis.Method;

/**
 * Max^n and paranoid on random trees whose leaves are vectors, against answers computed here on the
 * generator's own nodes (not through {@link GameTree}): max^n's vector and path with the first of
 * equals, paranoid's value; shallow pruning returns what max^n does; paranoid with alpha-beta returns
 * what paranoid without pruning (minimax on the same reduction) does, evaluating no more leaves.
 */
class RandomVectorTreesTest {

    /** A generated node: its children, or a leaf's payoffs; its player (from 0) when given by @N, or -1. */
    private record Node(List<Node> children, int[] payoffs, int owner) {}

    private static final int TREES = 600;

    @Test
    void maxnAndParanoidAgreeWithTheDefinitionsAndPruningChangesNoValue() {
        SplittableRandom random = new SplittableRandom(45);
        int pruned = 0;
        int cut = 0;
        int zeroSumTrees = 0;
        int owned = 0;
        for (int t = 0; t < TREES; t++) {
            int players = 2 + random.nextInt(3);
            boolean constantSum = random.nextBoolean();
            // Two players, half the time with zero-sum leaves [v,-v].
            boolean zeroSum = !constantSum && players == 2 && random.nextBoolean();
            Node root = node(random, players, constantSum, zeroSum, 0, 1 + random.nextInt(6));
            String expression = expression(root);
            GameTree tree = GameTree.parse(expression);
            String what = "tree " + expression;

            MultiPlayerAnalysis maxn = MultiPlayerAnalysis.run(tree, Method.MAXN);
            List<String> path = new ArrayList<>();
            int[] expected = maxn(root, players, 0, 0, "", path);
            assertThat(maxn.payoffsText()).as(what).isEqualTo(text(expected));
            assertThat(maxn.principalVariation()).as(what).isEqualTo(path);
            assertThat(maxn.nodesVisited()).as(what).isEqualTo(tree.size());
            assertThat(maxn.leavesEvaluated()).as(what).isEqualTo(tree.leafCount());

            if (constantSum) {
                MultiPlayerAnalysis shallow = MultiPlayerAnalysis.run(tree, Method.MAXN_SHALLOW);
                assertThat(shallow.payoffsText()).as(what).isEqualTo(maxn.payoffsText());
                assertThat(shallow.principalVariation()).as(what).isEqualTo(maxn.principalVariation());
                assertThat(shallow.leavesEvaluated()).as(what).isLessThanOrEqualTo(maxn.leavesEvaluated());
                pruned += shallow.cutoffs() > 0 ? 1 : 0;
            }

            MultiPlayerAnalysis paranoid = MultiPlayerAnalysis.run(tree, Method.PARANOID);
            TreeAnalysis unpruned = TreeAnalysis.run(tree.paranoid(), Algorithms.create("minimax", null));
            int value = paranoid(root, 0, players);
            owned += expression.contains("@") ? 1 : 0;
            assertThat(paranoid.rootPayoff()).as(what).isEqualByComparingTo(Integer.toString(value));
            assertThat(unpruned.value()).as(what).isEqualByComparingTo(Integer.toString(value));
            assertThat(paranoid.bestChild()).as(what).isEqualTo(unpruned.bestChild());
            assertThat(paranoid.leavesEvaluated()).as(what).isLessThanOrEqualTo(unpruned.leavesEvaluated());
            // The principal variation reaches a leaf worth the value to player 1.
            assertThat(paranoid.payoffs()).as(what).isNotNull();
            assertThat(paranoid.payoffs().get(0)).as(what).isEqualByComparingTo(Integer.toString(value));
            cut += paranoid.cutoffs() > 0 ? 1 : 0;
            if (zeroSum) {
                // Two players, zero sum: max^n is minimax, and paranoid is not paranoid at all.
                assertThat(maxn.rootPayoff()).as(what).isEqualByComparingTo(paranoid.rootPayoff());
                zeroSumTrees++;
            }
        }
        // The trees are varied enough that both prunings happen often.
        assertThat(pruned).isGreaterThan(TREES / 10);
        assertThat(cut).isGreaterThan(TREES / 5);
        assertThat(zeroSumTrees).isGreaterThan(TREES / 20);
        assertThat(owned).isGreaterThan(TREES / 5);
    }

    private static Node node(SplittableRandom random, int players, boolean constantSum, boolean zeroSum, int depth,
                             int maxDepth) {
        if (depth == maxDepth || depth > 0 && random.nextInt(5) == 0) {
            int[] payoffs = new int[players];
            if (constantSum) {
                for (int i = 0; i < 6; i++) { // the sum 6, shared at random
                    payoffs[random.nextInt(players)]++;
                }
            } else if (zeroSum) {
                payoffs[0] = random.nextInt(-4, 5);
                payoffs[1] = -payoffs[0];
            } else {
                for (int p = 0; p < players; p++) {
                    payoffs[p] = random.nextInt(-3, 6);
                }
            }
            return new Node(List.of(), payoffs, -1);
        }
        List<Node> children = new ArrayList<>();
        int count = 1 + random.nextInt(4);
        for (int i = 0; i < count; i++) {
            children.add(node(random, players, constantSum, zeroSum, depth + 1, maxDepth));
        }
        // Now and then a player moves again, or out of turn (never at the root, which is player 1's).
        return new Node(children, null, depth > 0 && random.nextInt(6) == 0 ? random.nextInt(players) : -1);
    }

    private static String expression(Node node) {
        if (node.payoffs != null) {
            return text(node.payoffs);
        }
        StringBuilder text = new StringBuilder(node.owner >= 0 ? "(@" + (node.owner + 1) + " " : "(");
        for (int i = 0; i < node.children.size(); i++) {
            text.append(i > 0 ? " " : "").append(expression(node.children.get(i)));
        }
        return text.append(')').toString();
    }

    private static String text(int[] payoffs) {
        StringBuilder text = new StringBuilder("[");
        for (int p = 0; p < payoffs.length; p++) {
            text.append(p > 0 ? "," : "").append(payoffs[p]);
        }
        return text.append(']').toString();
    }

    /**
     * Max^n by its definition: the mover ({@code turn}, the next after the parent's, unless the node
     * names its own) takes the first child best for it; the path is recorded.
     */
    private static int[] maxn(Node node, int players, int turn, int depth, String name, List<String> path) {
        if (node.payoffs != null) {
            return node.payoffs;
        }
        int mover = node.owner >= 0 ? node.owner : turn;
        int[] best = null;
        List<String> bestPath = null;
        for (int i = 0; i < node.children.size(); i++) {
            String childName = depth == 0 ? Integer.toString(i + 1) : name + "." + (i + 1);
            List<String> childPath = new ArrayList<>();
            childPath.add(childName);
            int[] v = maxn(node.children.get(i), players, (mover + 1) % players, depth + 1, childName, childPath);
            if (best == null || v[mover] > best[mover]) {
                best = v;
                bestPath = childPath;
            }
        }
        path.addAll(bestPath);
        return best;
    }

    /** Player 1's paranoid value: it maximises its payoff, every other player minimises it. */
    private static int paranoid(Node node, int turn, int players) {
        if (node.payoffs != null) {
            return node.payoffs[0];
        }
        int mover = node.owner >= 0 ? node.owner : turn;
        boolean max = mover == 0;
        int best = max ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (Node child : node.children) {
            int v = paranoid(child, (mover + 1) % players, players);
            best = max ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }
}
