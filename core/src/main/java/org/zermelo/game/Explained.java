package org.zermelo.game;

import java.util.List;

/**
 * Optional ability of a position: how the game's own rule values it, step by step, as the course
 * shows it on its slides (Nim's binary sum, column by column, and the move that makes it 0).
 * {@code zermelo solve --explain} prints it.
 */
public interface Explained {

    /** The lines of the explanation, in the game's notation. */
    List<String> explanation();
}
