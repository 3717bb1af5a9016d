package org.zermelo.learn;

import java.util.List;

/**
 * Optional ability of a {@link org.zermelo.game.Game}: encodings of its own for learned
 * evaluations, beyond those the tools make from a board of cells or from features (backgammon:
 * Tesauro's raw board). {@link WeightsFile#encoding} finds them by name.
 */
public interface GameEncodings {

    /** The names of the game's own encodings, as weights files record them. */
    List<String> encodingNames();

    /** A new encoding called {@code name}, or null when the game has none of that name. */
    Encoding encoding(String name);

    /**
     * Whether a network of the encoding {@code name} has a hidden layer unless told otherwise:
     * yes by default (backgammon's raw board feeds TD-Gammon's hidden units); an n-tuple network
     * of the game's own is linear.
     */
    default boolean layered(String name) {
        return true;
    }
}
