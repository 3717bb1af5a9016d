package org.zermelo.game;

import java.util.List;

/**
 * Optional ability of a position of an impartial game: both players have the same moves, and
 * the player who cannot move loses (normal play). Such a position has a Sprague-Grundy value
 * ({@link SpragueGrundy}); a position that is a sum of independent games (several Nim heaps,
 * several piles of Grundy's game) says so here, and its value is the XOR of theirs.
 */
public interface Impartial {

    /**
     * The independent games this position is the sum of, each a new position with side 0 to
     * move; an empty list when it does not split (a single heap, say).
     */
    List<Position> components();
}
