package org.zermelo.games.backgammon;

import org.zermelo.game.Evaluator;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;

/**
 * The race: the side to move's lead in the pip count (the pips the opponent still has to move
 * minus its own), read as {@code tanh(lead / 25)} to fall within the evaluation range. It knows
 * nothing of contact, blots or the home board: a baseline, right only in a pure race, and even
 * there only as a ranking.
 */
final class PipCountLead implements Evaluator {

    @Override
    public int evaluate(Position position) {
        Backgammon b = (Backgammon) position;
        int side = b.sideToMove();
        int lead = b.pips(1 - side) - b.pips(side);
        return (int) Math.round(Math.tanh(lead / 25.0) * (Scores.EVAL_LIMIT - 1));
    }
}
