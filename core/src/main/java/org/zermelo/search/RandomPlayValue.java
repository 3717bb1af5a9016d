package org.zermelo.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.zermelo.game.Chance;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/**
 * The exact value that {@link MonteCarlo} playouts estimate: the side to move's expected result
 * (win 1, draw 1/2, loss 0) when both sides play uniformly random legal moves and chance nodes
 * follow their probabilities. With v(p) that value for the side to move at p:
 *
 * <pre>
 * v(p) = the result of p                                  if p is over
 *        mean over the moves m of v'(result(p, m))       at a player's node
 *        sum over the outcomes r of P(r) v'(result(p, r)) at a chance node
 * </pre>
 *
 * where v'(q) is v(q) when the same side moves at q, 1 - v(q) otherwise. It is computed over
 * the graph of positions reachable from the root, each once (told apart by their notation,
 * which says what a position is, as in {@link GameGraph}), by value iteration: sweeps that
 * recompute every position from its children, in the order the depth-first exploration
 * finished them (children before parents), so that a graph without cycles is exact after one
 * sweep; a game with cycles (Pig: a 1 gives the turn back) converges geometrically, and the
 * sweeps stop when none changes a value by more than {@link #TOLERANCE}.
 */
public final class RandomPlayValue {

    /** The largest change of the last sweep: the values are exact to about this. */
    public static final double TOLERANCE = 1e-12;
    /** Sweeps before giving up on convergence. */
    static final int MAX_SWEEPS = 100_000;

    /**
     * The value and what it took.
     *
     * @param value the side to move's expected result under random play, from 0 to 1
     * @param positions the distinct positions reachable from the root
     * @param sweeps the sweeps of value iteration
     */
    public record Result(double value, int positions, int sweeps) {}

    private RandomPlayValue() {}

    /**
     * The exact value of {@code root} under random play; the moves explored are undone, so
     * {@code root} is left as it was (but not when refused: pass a copy to keep it then).
     *
     * @param limit the most positions to explore
     * @throws IllegalArgumentException when more than {@code limit} positions are reachable
     */
    public static Result of(Position root, int limit) {
        Graph graph = new Graph(root, limit);
        double[] value = new double[graph.size()];
        Arrays.fill(value, 0.5);
        int sweeps = 0;
        double change;
        do {
            if (++sweeps > MAX_SWEEPS) {
                throw new IllegalArgumentException("value iteration from " + root + " did not converge in " + MAX_SWEEPS + " sweeps");
            }
            change = 0;
            for (int node : graph.finished) {
                double v = graph.terminal[node];
                if (Double.isNaN(v)) {
                    v = 0;
                    int[] to = graph.children.get(node);
                    double[] weight = graph.weights.get(node);
                    for (int i = 0; i < to.length; i++) {
                        double child = value[Math.abs(to[i]) - 1];
                        v += weight[i] * (to[i] > 0 ? child : 1 - child);
                    }
                }
                change = Math.max(change, Math.abs(v - value[node]));
                value[node] = v;
            }
        } while (change > TOLERANCE);
        return new Result(value[0], graph.size(), sweeps);
    }

    /** The reachable positions, explored depth first with play and undo, without recursion (Pig's lines are long). */
    private static final class Graph {
        private final Map<String, Integer> index = new HashMap<>();
        /** Per position, its result if it is over, NaN otherwise. */
        private final List<Double> terminalValues = new ArrayList<>();
        private double[] terminal;
        /** Per position, its children as index + 1, negated when the other side moves there. */
        private final List<int[]> children = new ArrayList<>();
        /** Per position, each child's weight: 1/k among k moves, or the outcome's probability. */
        private final List<double[]> weights = new ArrayList<>();
        private final int[] finished;

        Graph(Position position, int limit) {
            MoveList moves = new MoveList();
            List<int[]> movesOf = new ArrayList<>();
            int[] stack = new int[64];
            int[] next = new int[64];
            List<Integer> order = new ArrayList<>();
            add(position, limit, moves, movesOf);
            int depth = 0;
            if (Double.isNaN(terminalValues.get(0))) {
                depth = 1;
            } else {
                order.add(0);
            }
            while (depth > 0) {
                int node = stack[depth - 1];
                int[] nodeMoves = movesOf.get(node);
                int i = next[depth - 1]++;
                if (i == nodeMoves.length) {
                    order.add(node);
                    movesOf.set(node, null);
                    if (--depth > 0) {
                        position.undo();
                    }
                    continue;
                }
                int side = position.sideToMove();
                weights.get(node)[i] = position instanceof Chance c && c.isChanceNode()
                        ? c.probability(nodeMoves[i]) : 1.0 / nodeMoves.length;
                position.play(nodeMoves[i]);
                Integer known = index.get(key(position));
                int child = known != null ? known : add(position, limit, moves, movesOf);
                children.get(node)[i] = position.sideToMove() == side ? child + 1 : -(child + 1);
                boolean over = !Double.isNaN(terminalValues.get(child));
                if (known == null && over) {
                    order.add(child);
                }
                if (known == null && !over) {
                    if (depth == stack.length) {
                        stack = Arrays.copyOf(stack, 2 * depth);
                        next = Arrays.copyOf(next, 2 * depth);
                    }
                    stack[depth] = child;
                    next[depth] = 0;
                    depth++;
                } else {
                    position.undo();
                }
            }
            finished = order.stream().mapToInt(Integer::intValue).toArray();
            terminal = terminalValues.stream().mapToDouble(Double::doubleValue).toArray();
        }

        int size() {
            return terminal.length;
        }

        private int add(Position position, int limit, MoveList moves, List<int[]> movesOf) {
            if (index.size() == limit) {
                throw new IllegalArgumentException("more than " + limit + " positions are reachable");
            }
            int node = index.size();
            index.put(key(position), node);
            boolean over = position.isTerminal();
            terminalValues.add(over ? MonteCarlo.result(position.terminalValue()) : Double.NaN);
            position.legalMoves(moves);
            int[] list = over ? new int[0] : new int[moves.size()];
            for (int i = 0; i < list.length; i++) {
                list[i] = moves.get(i);
            }
            movesOf.add(list);
            children.add(new int[list.length]);
            weights.add(new double[list.length]);
            return node;
        }

        /** The notation, and whether the die is in the air where the notation might not say. */
        private static String key(Position position) {
            return Chance.isChanceNode(position) ? position + "\u0000chance" : position.toString();
        }
    }
}
