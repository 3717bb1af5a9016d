package org.zermelo.game;

/**
 * Optional ability of a game played on rectangles of any size (Domineering, Chomp): its
 * starting positions by size, whose outcomes `zermelo table` prints as a grid.
 */
public interface Boards {

    /**
     * The starting position on a {@code rows} x {@code columns} board with {@code side} to move
     * (0 or 1; an impartial game may ignore it).
     *
     * @throws IllegalArgumentException when the game does not allow that size
     */
    Position board(int rows, int columns, int side);

    /**
     * The largest number of rows and of columns of a table of every board: a table solves
     * every board up to that size, so the game sets a limit its solver reaches in seconds.
     */
    int largestTable();
}
