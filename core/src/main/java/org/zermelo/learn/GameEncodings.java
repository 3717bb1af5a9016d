package org.zermelo.learn;

import java.util.List;
import java.util.function.Supplier;
import org.zermelo.game.Evaluator;

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
     * New evaluators of the game's own (one per search; the weights shared) for linear weights of its own encoding {@code name}, for an
     * encoding whose weights are not the tanh of a network's sum but a value in the game's units
     * (Othello's patterns, in discs); null, the default, for a network's evaluation.
     */
    default Supplier<Evaluator> evaluations(String name, double[] weights) {
        return null;
    }

    /**
     * Whether a network of the encoding {@code name} has a hidden layer unless told otherwise:
     * yes by default (backgammon's raw board feeds TD-Gammon's hidden units); an n-tuple network
     * of the game's own is linear.
     */
    default boolean layered(String name) {
        return true;
    }
}
