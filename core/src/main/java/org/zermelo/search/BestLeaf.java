package org.zermelo.search;

import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.Scores;

/**
 * The naive strategy the course warns against: aim at the best leaf, as if the opponent would
 * help MAX get there. Every node, MAX's and MIN's alike, takes the largest value of its
 * children for MAX; the value is the best leaf of the tree (to the horizon), and the move is the
 * first step towards it. The opponent does not cooperate: where minimax prepares for the worst,
 * this prepares for the best, and loses (on the textbook tree it aims at D's 14, and MIN answers
 * 2 where minimax's B guarantees 3). Every node is visited, as in {@link Minimax}, whose form
 * this is with min replaced by max.
 *
 * <pre>
 * best(depth): if depth == 0 or game over: return evaluation(MAX)
 *              best = -inf
 *              for each move m: play(m); e = best(depth - 1); undo(m); best = max(best, e)
 *              return best
 * </pre>
 */
public final class BestLeaf extends Search {

    /** @param evaluator the evaluation at the horizon, or null to search to the end of the game only */
    public BestLeaf(Evaluator evaluator) {
        super("naive", evaluator);
    }

    @Override
    public boolean maxMinForm() {
        return true;
    }

    @Override
    protected int root(int depth, int alpha, int beta) {
        return best(depth, 0);
    }

    private int best(int depth, int ply) {
        enter(ply, -Scores.INFINITY, Scores.INFINITY);
        if (isLeaf(depth)) {
            return exit(ply, leafValue(ply, true));
        }
        int best = -Scores.INFINITY;
        MoveList moves = moves(ply);
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            play(move);
            int e = best(depth - 1, ply + 1);
            undo();
            if (e > best) {
                best = e;
                newBest(ply, move);
            }
        }
        return exit(ply, best);
    }
}
