package org.zermelo.games.pig;

import org.zermelo.game.Evaluator;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;

/**
 * Pig's evaluation for expectiminimax: an estimate of the side to move's chance of winning from
 * how much of the way to the goal each player has left, the turn total counted as half banked
 * (a 1 may still take it away). Scaled so that expectiminimax reads it as 2p - 1.
 */
final class ScoreLead implements Evaluator {

    @Override
    public int evaluate(Position position) {
        Pig pig = (Pig) position;
        double goal = pig.goal();
        double mineLeft = Math.max(0.25, goal - pig.mine() - pig.turn() / 2.0); // at the goal: all but won
        double theirsLeft = goal - pig.theirs();
        // The player with less of the way left is ahead; the moving player has the turn's edge.
        double p = theirsLeft / (mineLeft + theirsLeft);
        return (int) Math.round((2 * p - 1) * (Scores.EVAL_LIMIT - 1));
    }
}
