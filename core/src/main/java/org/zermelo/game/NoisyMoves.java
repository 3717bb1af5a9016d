package org.zermelo.game;

/**
 * Optional ability of a position: the moves that may change the evaluation a lot at once
 * (a capture, a threat that must be answered), searched past the horizon by quiescence so that
 * the search does not stop in the middle of an exchange (the course's horizon effect).
 */
public interface NoisyMoves {

    /**
     * Puts into {@code out} the noisy legal moves of this position, most promising first; none
     * when the position is quiet and its evaluation can be trusted.
     */
    void noisyMoves(MoveList out);

    /**
     * True when the noisy moves are the only legal moves of this position, which is not over
     * (checkers' compulsory captures): its evaluation cannot be trusted, since the side to move may
     * not let things stand, so quiescence searches them without standing pat. False by default.
     */
    default boolean noisyOnly() {
        return false;
    }
}
