package org.zermelo.search;

import java.util.List;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/**
 * Where a search is: the nodes of every thread so far, the time, the iteration's depth, and the
 * line being searched from the root, each move with its place among the moves of its position
 * (at a won position of a proof, the first move nearly always wins; at a lost one every move
 * must be refuted: the places say how far along that is).
 *
 * @param nodes the nodes of every thread since the search started
 * @param elapsedNanos the time since the search started
 * @param depth the depth of the iteration under way, for a search that deepens; 0 for one that
 *     goes to the end of the game
 * @param line the moves from the root to the node being searched, at most {@link #PLIES} of them
 */
public record SearchProgress(long nodes, long elapsedNanos, int depth, List<Step> line) {

    /** The most moves of the line told. */
    public static final int PLIES = 6;

    /**
     * A move of the line.
     *
     * @param move the move, in the game's notation
     * @param index its place, from 1, in the order the search tries the moves of its position
     * @param count the moves of that position
     */
    public record Step(String move, int index, int count) {}

    /**
     * Where a search or a count is in {@code position}, {@code played} moves from its root, the
     * moves {@code line[0..played)}, each taken from the list of its ply in {@code lists}. The
     * moves are written in the position they were played from: they are undone to the root and
     * played again, which leaves the position exactly as it was (the contract of {@link Position}).
     */
    static SearchProgress of(Position position, int[] line, int played, MoveList[] lists, long nodes, long nanos, int depth) {
        int length = Math.min(played, PLIES);
        String[] moves = new String[length];
        for (int p = played - 1; p >= 0; p--) {
            position.undo();
            if (p < length) {
                moves[p] = position.formatMove(line[p]);
            }
        }
        for (int p = 0; p < played; p++) {
            position.play(line[p]);
        }
        Step[] steps = new Step[length];
        for (int p = 0; p < length; p++) {
            MoveList list = lists[p];
            int index = 0;
            while (index < list.size() && list.get(index) != line[p]) {
                index++;
            }
            steps[p] = new Step(moves[p], index + 1, list.size());
        }
        return new SearchProgress(nodes, nanos, depth, List.of(steps));
    }

    /**
     * This progress of a search below a move of a larger task (the {@link Solver} checking a root
     * move): {@code step} before the line, {@code nodes} more nodes and {@code nanos} more time,
     * those the task spent before.
     */
    SearchProgress below(Step step, long nodes, long nanos) {
        List<Step> longer = new java.util.ArrayList<>(line.size() + 1);
        longer.add(step);
        longer.addAll(line.subList(0, Math.min(line.size(), PLIES - 1)));
        return new SearchProgress(this.nodes + nodes, elapsedNanos + nanos, depth, List.copyOf(longer));
    }

    /** The nodes per second so far. */
    public long nodesPerSecond() {
        return elapsedNanos <= 0 ? 0 : Math.round(nodes * 1e9 / elapsedNanos);
    }
}
