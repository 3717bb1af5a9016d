package org.zermelo.search;

import java.util.Arrays;
import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.MovesLeft;
import org.zermelo.game.Position;

/**
 * A small deterministic random game for property tests on real positions: every quantity is a
 * hash of the seed and the node, so a seed always gives the same game.
 *
 * <p>The game is a graph of {@code size} nodes in which moves lead to higher-numbered nodes, so
 * every game ends. A position is a node and the side to move. A node has 0 (terminal) to 4
 * moves; different moves and different lines may reach the same node (transpositions); about
 * one move in six keeps the same player to move (a player moves twice in a row). Terminal
 * values are exact game values, by default from -{@code maxValue} to +{@code maxValue}, with or
 * without draws; the score of a terminal position is {@code Scores.terminal} (WIN minus plies).
 */
final class RandomGame implements Position, MovesLeft {

    private final long seed;
    private final int size;
    private final int maxValue;
    private final boolean draws;
    private int[] nodes = new int[64];
    private int[] sides = new int[64];
    private int depth;

    /**
     * @param seed the game
     * @param maxValue the largest game value (at least 1)
     * @param draws whether a terminal position may be worth 0
     */
    RandomGame(long seed, int maxValue, boolean draws) {
        this.seed = seed;
        this.size = 8 + (int) Long.remainderUnsigned(mix(seed, -1, 0), 22);
        this.maxValue = maxValue;
        this.draws = draws;
    }

    private RandomGame(RandomGame other) {
        this(other.seed, other.maxValue, other.draws);
        nodes = other.nodes.clone();
        sides = other.sides.clone();
        depth = other.depth;
    }

    static long mix(long seed, long node, long salt) {
        long z = seed * 0x9E3779B97F4A7C15L + node * 0xBF58476D1CE4E5B9L + salt * 0x94D049BB133111EBL;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private int draw(int node, long salt, int bound) {
        return (int) Long.remainderUnsigned(mix(seed, node, salt), bound);
    }

    /** The number of moves at {@code node}: 0 for a terminal node; the start always has moves. */
    private int moveCount(int node) {
        if (node >= size - 1 || node > 0 && draw(node, 1, 5) == 0) {
            return 0;
        }
        return 1 + draw(node, 2, 4);
    }

    private int successor(int node, int move) {
        return Math.min(size - 1, node + 1 + draw(node, 10 + move, 5));
    }

    private boolean keepsSide(int node, int move) {
        return draw(node, 30 + move, 6) == 0;
    }

    int node() {
        return nodes[depth];
    }

    /**
     * Every move goes one node on at least, so {@code size - 1 - node} bounds the moves left; the
     * bound is doubled, a looser one that holds too, so that exact engine searches keep the
     * positions of about the last ten nodes of the graph in their small table and the others in
     * the large one.
     */
    @Override
    public int movesLeft() {
        return 2 * (size - 1 - node());
    }

    /** Moves played since the start (the search must come back to 0). */
    int plies() {
        return depth;
    }

    /** The number of nodes of the game tree below the current position, itself included. */
    long treeSize() {
        return treeSize(node(), new long[size]);
    }

    private long treeSize(int node, long[] memo) {
        if (memo[node] == 0) {
            long count = 1;
            for (int m = 0; m < moveCount(node); m++) {
                count += treeSize(successor(node, m), memo);
            }
            memo[node] = count;
        }
        return memo[node];
    }

    /** A heuristic value for the side to move, within a few hundred: some evaluation to test horizons with. */
    static Evaluator evaluator() {
        return position -> {
            RandomGame game = (RandomGame) position;
            int forFirst = game.draw(game.node(), 40, 401) - 200;
            return game.sideToMove() == 0 ? forFirst : -forFirst;
        };
    }

    @Override
    public int sideToMove() {
        return sides[depth];
    }

    @Override
    public void legalMoves(MoveList out) {
        out.clear();
        int count = moveCount(node());
        for (int m = 0; m < count; m++) {
            out.add(m);
        }
    }

    @Override
    public void play(int move) {
        int node = node();
        if (move < 0 || move >= moveCount(node)) {
            throw new IllegalStateException("illegal move " + move + " at " + this);
        }
        if (depth + 1 == nodes.length) {
            nodes = Arrays.copyOf(nodes, 2 * nodes.length);
            sides = Arrays.copyOf(sides, 2 * sides.length);
        }
        nodes[depth + 1] = successor(node, move);
        sides[depth + 1] = keepsSide(node, move) ? sides[depth] : 1 - sides[depth];
        depth++;
    }

    @Override
    public void undo() {
        if (depth == 0) {
            throw new IllegalStateException("undo at the start");
        }
        depth--;
    }

    @Override
    public boolean isTerminal() {
        return moveCount(node()) == 0;
    }

    @Override
    public int terminalValue() {
        if (!isTerminal()) {
            throw new IllegalStateException("not terminal: " + this);
        }
        int forFirst;
        if (draws) {
            forFirst = draw(node(), 50, 2 * maxValue + 1) - maxValue;
        } else {
            int magnitude = 1 + draw(node(), 50, maxValue);
            forFirst = draw(node(), 51, 2) == 0 ? magnitude : -magnitude;
        }
        return sideToMove() == 0 ? forFirst : -forFirst;
    }

    @Override
    public long hash() {
        return mix(seed, 2L * node() + sideToMove(), 60);
    }

    @Override
    public String formatMove(int move) {
        return "m" + move;
    }

    @Override
    public int parseMove(String text) {
        if (text.length() >= 2 && text.charAt(0) == 'm') {
            try {
                int move = Integer.parseInt(text.substring(1));
                if (move >= 0 && move < moveCount(node())) {
                    return move;
                }
            } catch (NumberFormatException e) {
                // falls through to the message
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not a move: expected m0 to m" + (moveCount(node()) - 1));
    }

    @Override
    public Position copy() {
        return new RandomGame(this);
    }

    /** The game, the node and the side to move: what a search must restore. */
    @Override
    public String toString() {
        return "game " + seed + " (" + size + " nodes" + (draws ? "" : ", no draws") + ") at node " + node()
                + ", side " + sideToMove();
    }
}
