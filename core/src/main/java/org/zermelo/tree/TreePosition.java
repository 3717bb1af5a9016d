package org.zermelo.tree;

import org.zermelo.game.Chance;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.search.Algorithms;

/**
 * A {@link GameTree} seen as a game, so that every search algorithm runs on the slides' trees
 * unchanged: a move is the index of a child (from 0), MAX moves at MAX nodes (side 0) and MIN
 * at MIN nodes (side 1), and a leaf is a finished game worth its number for MAX.
 *
 * <p>Leaves are the slides' evaluations, not wins or losses: their score is their value as it
 * is, with no distance to the root added (see {@link #terminalScore}). In AND/OR mode a leaf 1
 * is won for MAX and a leaf 0 lost.
 */
public final class TreePosition implements Position, Chance {

    private final GameTree tree;
    private final boolean andOr;
    private int[] path;
    private int depth;

    /**
     * The root of {@code tree}; with {@code andOr}, leaves are read as won (1) or lost (0) for MAX.
     *
     * @throws IllegalArgumentException in AND/OR mode when a leaf is neither 0 nor 1
     */
    public TreePosition(GameTree tree, boolean andOr) {
        if (tree.hasVectorLeaves()) {
            throw new IllegalArgumentException("the leaves are vectors of payoffs, one per player: a two-player search "
                    + "needs numbers for MAX; use " + Algorithms.sentence(MultiPlayerAnalysis.Method.names()));
        }
        if (andOr && !tree.hasWonLostLeaves()) {
            throw new IllegalArgumentException("andor needs leaves 1 (won for MAX) or 0 (lost for MAX)");
        }
        this.tree = tree;
        this.andOr = andOr;
        this.path = new int[16];
    }

    /** The tree. */
    public GameTree tree() {
        return tree;
    }

    /** The node the position is at. */
    public int node() {
        return path[depth];
    }

    @Override
    public int sideToMove() {
        return tree.isMax(node()) ? 0 : 1;
    }

    @Override
    public void legalMoves(MoveList out) {
        out.clear();
        int count = tree.childCount(node());
        for (int i = 0; i < count; i++) {
            out.add(i);
        }
    }

    @Override
    public void play(int move) {
        int child = tree.child(node(), move);
        if (++depth == path.length) {
            path = java.util.Arrays.copyOf(path, 2 * depth);
        }
        path[depth] = child;
    }

    @Override
    public void undo() {
        depth--;
    }

    @Override
    public boolean isTerminal() {
        return tree.isLeaf(node());
    }

    /** The leaf's value for the side to move (scaled), or in AND/OR mode +1 won, -1 lost. */
    @Override
    public int terminalValue() {
        long forMax = tree.scaledValue(node());
        if (andOr) {
            forMax = forMax != 0 ? 1 : -1;
        }
        return (int) (tree.isMax(node()) ? forMax : -forMax);
    }

    /** The leaf as the slide gives it: no distance term in plain searches. */
    @Override
    public int terminalScore(int ply) {
        return andOr ? Position.super.terminalScore(ply) : terminalValue();
    }

    @Override
    public long hash() {
        return (node() + 1) * 0x9E3779B97F4A7C15L;
    }

    @Override
    public String formatMove(int move) {
        return tree.name(tree.child(node(), move));
    }

    @Override
    public int parseMove(String text) {
        int count = tree.childCount(node());
        for (int i = 0; i < count; i++) {
            if (tree.name(tree.child(node(), i)).equals(text)) {
                return i;
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not a child of " + tree.name(node()));
    }

    @Override
    public Position copy() {
        TreePosition copy = new TreePosition(tree, andOr);
        copy.path = path.clone();
        copy.depth = depth;
        return copy;
    }

    @Override
    public boolean isChanceNode() {
        return tree.isChance(node());
    }

    @Override
    public double probability(int outcome) {
        return tree.probability(tree.child(node(), outcome));
    }

    @Override
    public boolean hasChanceNodes() {
        return tree.hasChanceNodes();
    }

    /** The lowest leaf of the whole tree, for the side to move: the bound Star1 and Star2 prune with. */
    @Override
    public double lowestValue() {
        return tree.isMax(node()) ? tree.lowestLeaf() : -tree.highestLeaf();
    }

    @Override
    public double highestValue() {
        return tree.isMax(node()) ? tree.highestLeaf() : -tree.lowestLeaf();
    }

    /** The name of the current node. */
    @Override
    public String toString() {
        return tree.name(node());
    }
}
