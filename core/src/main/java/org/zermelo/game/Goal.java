package org.zermelo.game;

/**
 * Optional ability of a {@link Game} played to a target score the user may choose, such as
 * Pig's 100: the command line's {@code --goal N}.
 */
public interface Goal {

    /**
     * The position written {@code text} (the start when null), played to {@code goal}.
     *
     * @throws IllegalArgumentException when the goal is out of range, the position is malformed,
     *     or the text names another goal
     */
    Position withGoal(String text, int goal);
}
