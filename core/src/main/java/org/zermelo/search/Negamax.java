package org.zermelo.search;

import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.Scores;

/**
 * Negamax: minimax written as one function. Values are the side to move's, so a child's value
 * is negated on the way up: the maximum of the negations is the minimum of the values.
 *
 * <pre>
 * negamax(depth): if depth == 0 or game over: return evaluation(side to move)
 *                 best = -inf
 *                 for each move m: play(m); e = -negamax(depth - 1); undo(m); best = max(best, e)
 *                 return best
 * </pre>
 *
 * A move after which the same player moves again is not negated.
 */
public final class Negamax extends Search {

    /** @param evaluator the evaluation at the horizon, or null to search to the end of the game only */
    public Negamax(Evaluator evaluator) {
        super("negamax", evaluator);
    }

    @Override
    protected int root(int depth, int alpha, int beta) {
        return negamax(depth, 0);
    }

    private int negamax(int depth, int ply) {
        enter(ply, -Scores.INFINITY, Scores.INFINITY);
        if (isLeaf(depth)) {
            return exit(ply, leafValue(ply, false));
        }
        int side = position.sideToMove();
        int best = -Scores.INFINITY;
        MoveList moves = moves(ply);
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            play(move);
            int e = position.sideToMove() == side ? negamax(depth - 1, ply + 1) : -negamax(depth - 1, ply + 1);
            undo();
            if (e > best) {
                best = e;
                newBest(ply, move);
            }
        }
        return exit(ply, best);
    }
}
