package org.zermelo.game;

/** Optional ability of a position: a drawing of the board for people, several lines long. */
public interface Diagram {

    /** The board as text, ending without a newline. */
    String diagram();
}
