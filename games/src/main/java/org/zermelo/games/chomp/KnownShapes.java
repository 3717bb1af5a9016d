package org.zermelo.games.chomp;

import org.zermelo.game.Evaluator;
import org.zermelo.game.Position;

/**
 * An honest evaluation: it values only the shapes whose outcome is a theorem, and says 0
 * ("don't know") for the others.
 * <ul>
 *   <li>A rectangle (of two squares or more) is won for the side to move, by strategy stealing;
 *       the argument gives no move, so the search still has to find one.</li>
 *   <li>Two rows of lengths a and b (b &lt; a or b = a) are lost exactly when a = b + 1: from
 *       there every move can be answered by restoring that shape; otherwise a move reaches it.
 *       Two columns likewise, by transposition.</li>
 *   <li>An L (one row and one column, the poisoned square at the corner) is lost exactly when
 *       its two arms are equal: the second player copies every move on the other arm.</li>
 * </ul>
 */
public final class KnownShapes implements Evaluator {

    /** The value of a position known to be won; far from the forced-win scores, well within the limit. */
    static final int KNOWN = 100;

    @Override
    public int evaluate(Position position) {
        Chomp board = (Chomp) position;
        int width = board.rowLength(0);
        int height = board.columnLength(0);
        if (board.rowLength(height - 1) == width) {
            return KNOWN;
        }
        if (height == 2) {
            return width == board.rowLength(1) + 1 ? -KNOWN : KNOWN;
        }
        if (width == 2) {
            return height == board.columnLength(1) + 1 ? -KNOWN : KNOWN;
        }
        if (board.rowLength(1) <= 1) {
            return width == height ? -KNOWN : KNOWN;
        }
        return 0;
    }
}
