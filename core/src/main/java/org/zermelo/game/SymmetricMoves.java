package org.zermelo.game;

/**
 * Optional ability of a position: its {@link Symmetric} key, with the moves translated between
 * the position and the one of its equivalents the key stands for, so that a table that keeps a
 * best move beside a value can be shared by mirror images too. The engine's exact search uses
 * it: a mirror image found in its table gives its value and, translated, its best move
 * (Connect Four's mirror images, near the start of the game where lines of play meet them).
 *
 * <p>The symmetries must be their own inverses (mirror images are), so that one translation
 * serves both ways: a move of this position becomes the key's move, and the key's move becomes
 * this position's. A wrong translation costs speed (a move from the table is tried first, and
 * only if it is legal) and makes the best line lengthened from the table wrong, never a value;
 * a wrong key, as for {@link Symmetric}, makes exact values wrong.
 */
public interface SymmetricMoves extends Symmetric {

    /**
     * {@code move} translated between this position and the equivalent position its
     * {@link #symmetricHash} stands for: the move itself where the two are the same position.
     */
    int symmetricMove(int move);
}
