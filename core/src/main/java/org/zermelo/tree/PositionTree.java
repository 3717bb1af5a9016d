package org.zermelo.tree;

import java.util.ArrayList;
import java.util.List;
import org.zermelo.game.Chance;
import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.MoveOrdering;
import org.zermelo.game.Position;

/**
 * The game tree of a real position to a small depth, written as a tree expression
 * ({@link GameTree}), so that a textbook tree and a real game are traced alike: each node says
 * whose it is ({@code max} for the side to move at the root, {@code min} for the other), each
 * leaf is the value a depth-limited search gives it, for MAX (the evaluation at the horizon, the
 * score of the end of the game, WIN minus plies, before it), and the children come in the order
 * the game lists its moves, or the game's own order ({@link MoveOrdering}) when asked. A search
 * of this tree visits the same nodes and finds the same value as the same search of the
 * position to the same depth.
 *
 * @param expression the tree, for {@link GameTree#parse} and {@code zermelo tree}
 * @param moves the move into each node, in the game's notation, node by node in the order of
 *     the expression (the root's, first, is empty)
 */
public record PositionTree(String expression, List<String> moves) {

    /**
     * The tree of {@code position} to {@code depth} plies, at most {@code maxNodes} nodes.
     *
     * @param ordered whether children come in the game's own order of its moves (when it has one)
     * @throws IllegalArgumentException when the tree has more than {@code maxNodes} nodes, for a
     *     game of chance, or for a depth below 1
     */
    public static PositionTree of(Position position, int depth, Evaluator evaluator, boolean ordered, int maxNodes) {
        if (depth < 1 || depth > GameTree.MAX_DEPTH) {
            throw new IllegalArgumentException("the depth of a tree must be from 1 to " + GameTree.MAX_DEPTH + ", not " + depth);
        }
        if (Chance.inGame(position)) {
            throw new IllegalArgumentException("the game has chance nodes: type its tree with chance nodes instead");
        }
        if (position.isTerminal()) {
            throw new IllegalArgumentException("the game is over at " + position + ": there is no tree to draw");
        }
        Builder builder = new Builder(position.copy(), evaluator, ordered, maxNodes);
        builder.node(depth, 0, "");
        return new PositionTree(builder.text.toString(), List.copyOf(builder.moves));
    }

    private static final class Builder {
        private final Position position;
        private final Evaluator evaluator;
        private final boolean ordered;
        private final int maxNodes;
        private final int rootSide;
        private final StringBuilder text = new StringBuilder();
        private final List<String> moves = new ArrayList<>();

        Builder(Position position, Evaluator evaluator, boolean ordered, int maxNodes) {
            this.position = position;
            this.evaluator = evaluator;
            this.ordered = ordered;
            this.maxNodes = maxNodes;
            this.rootSide = position.sideToMove();
        }

        void node(int depth, int ply, String move) {
            if (moves.size() >= maxNodes) {
                throw new IllegalArgumentException("the tree has more than " + maxNodes + " nodes: ask for a smaller depth");
            }
            moves.add(move);
            boolean max = position.sideToMove() == rootSide;
            if (depth == 0 || position.isTerminal()) {
                long value;
                if (position.isTerminal()) {
                    value = position.terminalScore(ply);
                } else {
                    if (evaluator == null) {
                        throw new IllegalArgumentException("the game has no evaluation for the horizon");
                    }
                    value = evaluator.evaluate(position);
                }
                text.append(max ? value : -value);
                return;
            }
            MoveList list = new MoveList();
            position.legalMoves(list);
            if (ordered && position instanceof MoveOrdering ordering) {
                ordering.orderMoves(list);
            }
            text.append(max ? "(max" : "(min");
            for (int i = 0; i < list.size(); i++) {
                int m = list.get(i);
                String notation = position.formatMove(m);
                text.append(' ');
                position.play(m);
                try {
                    node(depth - 1, ply + 1, notation);
                } finally {
                    position.undo();
                }
            }
            text.append(')');
        }
    }
}
