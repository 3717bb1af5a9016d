package org.zermelo.learn;

import org.zermelo.game.Position;

/**
 * The player a learner plays its games against, instead of itself (the course: "which opponents
 * to learn from: self, expert, average, many"): it chooses its moves as it likes, and its moves
 * are not learned from; the learner learns from the positions its own moves leave.
 */
@FunctionalInterface
public interface Opponent {

    /** The move chosen in {@code position}, which is not over and is left as it was. */
    int move(Position position);
}
