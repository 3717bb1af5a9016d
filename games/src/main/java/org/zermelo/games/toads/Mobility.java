package org.zermelo.games.toads;

import org.zermelo.game.Evaluator;
import org.zermelo.game.Position;

/**
 * The course's mobility evaluation (as for Domineering): the pieces the side to move can move
 * minus those the opponent could move. The player who runs out of moves first loses, so having
 * more of them is good.
 */
public final class Mobility implements Evaluator {

    @Override
    public int evaluate(Position position) {
        ToadsAndFrogs strip = (ToadsAndFrogs) position;
        int me = strip.sideToMove();
        return Integer.bitCount(strip.movable(me)) - Integer.bitCount(strip.movable(1 - me));
    }
}
