package org.zermelo.games.domineering;

import org.zermelo.game.Evaluator;
import org.zermelo.game.Position;

/**
 * The course's evaluation of Domineering: the number of moves the side to move has, minus the
 * number the opponent has. Having more room to play is what wins this game.
 */
public final class MoveBalance implements Evaluator {

    @Override
    public int evaluate(Position position) {
        Domineering d = (Domineering) position;
        int me = d.sideToMove();
        return d.moveCount(me) - d.moveCount(me ^ 1);
    }
}
