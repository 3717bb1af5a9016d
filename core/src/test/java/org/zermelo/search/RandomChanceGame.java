package org.zermelo.search;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.zermelo.game.Chance;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/**
 * A random game tree with chance nodes, from a seed: players' nodes of either side in any order
 * (a player may move twice), chance nodes with 2 to 4 outcomes whose probabilities are
 * multiples of 1/16 (so that sums in doubles are exact), whole leaf values from -8 to 8 for
 * the side to move. {@link #naive} computes expectiminimax on the arrays directly.
 */
final class RandomChanceGame implements Position, Chance {

    static final int BOUND = 8;

    private final long seed;
    private final List<int[]> children = new ArrayList<>();
    private final List<double[]> probabilities = new ArrayList<>();
    private final List<Integer> sides = new ArrayList<>();
    private final List<Integer> values = new ArrayList<>();
    private int[] path = new int[64];
    private int depth;

    RandomChanceGame(long seed) {
        this.seed = seed;
        SplittableRandom random = new SplittableRandom(seed);
        build(random, 0, random.nextInt(2));
    }

    private int build(SplittableRandom random, int level, int side) {
        int node = sides.size();
        sides.add(side);
        children.add(null);
        probabilities.add(null);
        values.add(random.nextInt(2 * BOUND + 1) - BOUND);
        if (level >= 6 || (level > 1 && random.nextInt(5) == 0)) {
            children.set(node, new int[0]);
            return node;
        }
        boolean chance = random.nextInt(3) == 0;
        int n = 2 + random.nextInt(chance ? 3 : 2);
        int[] kids = new int[n];
        double[] p = null;
        if (chance) {
            p = new double[n];
            int left = 16;
            for (int i = 0; i < n - 1; i++) {
                int share = 1 + random.nextInt(left - (n - 1 - i));
                p[i] = share / 16.0;
                left -= share;
            }
            p[n - 1] = left / 16.0;
        }
        children.set(node, kids);
        probabilities.set(node, p);
        for (int i = 0; i < n; i++) {
            kids[i] = build(random, level + 1, random.nextInt(4) == 0 ? side : 1 - side);
        }
        return node;
    }

    /** Expectiminimax as the course defines it, on the arrays, for the side to move at {@code node}. */
    double naive(int node) {
        int[] kids = children.get(node);
        if (kids.length == 0) {
            return values.get(node);
        }
        double[] p = probabilities.get(node);
        double result = p == null ? Double.NEGATIVE_INFINITY : 0;
        for (int i = 0; i < kids.length; i++) {
            double v = naive(kids[i]);
            if (!sides.get(kids[i]).equals(sides.get(node))) {
                v = -v;
            }
            result = p == null ? Math.max(result, v) : result + p[i] * v;
        }
        return result;
    }

    long seed() {
        return seed;
    }

    private int node() {
        return path[depth];
    }

    @Override
    public boolean isChanceNode() {
        return probabilities.get(node()) != null;
    }

    @Override
    public double probability(int outcome) {
        return probabilities.get(node())[outcome];
    }

    @Override
    public double lowestValue() {
        return -BOUND;
    }

    @Override
    public double highestValue() {
        return BOUND;
    }

    @Override
    public int sideToMove() {
        return sides.get(node());
    }

    @Override
    public void legalMoves(MoveList out) {
        out.clear();
        for (int i = 0; i < children.get(node()).length; i++) {
            out.add(i);
        }
    }

    @Override
    public void play(int move) {
        int child = children.get(node())[move];
        path[++depth] = child;
    }

    @Override
    public void undo() {
        depth--;
    }

    @Override
    public boolean isTerminal() {
        return children.get(node()).length == 0;
    }

    @Override
    public int terminalValue() {
        return values.get(node());
    }

    @Override
    public long hash() {
        return node();
    }

    @Override
    public String formatMove(int move) {
        return Integer.toString(move);
    }

    @Override
    public int parseMove(String text) {
        return Integer.parseInt(text);
    }

    @Override
    public Position copy() {
        throw new UnsupportedOperationException();
    }

    @Override
    public String toString() {
        return "random chance game " + seed + " at node " + node();
    }
}
