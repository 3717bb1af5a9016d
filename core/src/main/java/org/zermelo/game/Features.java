package org.zermelo.game;

/**
 * Optional ability of a position: numeric features of it for a linear learned evaluation (the
 * course's "linear combination of factors", Samuel's), whose weights learning adjusts. A game
 * offers its course's terms this way: Othello's weight table as its ten classes of squares,
 * mobility and the others, each in the opening and in the endgame. A wrong answer makes a
 * learned evaluation wrong, never an exact result. Computing them allocates nothing.
 */
public interface Features {

    /** The name of the feature set, recorded in weights files so that weights meet their features. */
    String featureSet();

    /** The features' names, in order: the same for every position of the game. */
    String[] featureNames();

    /** Writes this position's features, for the side to move, into {@code out} (as long as {@link #featureNames}). */
    void features(double[] out);

    /**
     * The game's hand-set weights of these features, where it has some (the course's
     * evaluation, written in them), scaled for a learned value of -1 to 1: a start for learning
     * that plays as the hand-set evaluation does. Null when there are none.
     */
    default double[] handSetWeights() {
        return null;
    }
}
