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
}
