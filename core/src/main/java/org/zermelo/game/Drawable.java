package org.zermelo.game;

/**
 * Optional ability of a position: its board described for a viewer that knows no game, a web
 * page or a terminal, as a {@link Drawing} (a grid of cells with pieces and marks, piles of
 * objects, the points of a race board, or a line of scores). The web workbench draws every
 * game from it, and finds where to click for each legal move by comparing the drawings before
 * and after the move, played on a copy: a move shows as the cells it changes.
 *
 * <p>What the position knows best goes into the description, not into the viewer: Connect
 * Four's stones fall, so its grid says that a move is chosen by its column
 * ({@link Drawing.Grid#dropsInColumns}); Domineering's dominoes are drawn as such, each
 * vertical or horizontal, from the moves the position remembers for undo.
 *
 * <p>{@link Diagram} stays the game's own text, tuned to it; a terminal shows
 * {@link Drawing#text()} only for a position that has no diagram.
 *
 * <p>The drawing is made at each call from the position as it is: the same position gives an
 * equal drawing (records compare by value), after any moves played and undone, and in a copy.
 * A wrong answer only shows wrongly.
 */
public interface Drawable {

    /** The board as it is now. */
    Drawing drawing();
}
