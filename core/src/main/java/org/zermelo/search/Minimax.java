package org.zermelo.search;

import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.Scores;

/**
 * Minimax in the course's two-function form: {@code max} at the root player's nodes takes the
 * largest value of its children, {@code min} at the opponent's the smallest; every value is
 * MAX's. It visits the whole tree to the horizon: the reference every other algorithm must agree
 * with.
 *
 * <pre>
 * max(depth): if depth == 0 or game over: return evaluation(MAX)
 *             best = -inf
 *             for each move m: play(m); e = min(depth - 1); undo(m); best = max(best, e)
 *             return best
 * min(depth): the same with +inf and the minimum
 * </pre>
 *
 * A move after which the same player moves again leads to a node of the same kind.
 */
public final class Minimax extends Search {

    /** @param evaluator the evaluation at the horizon, or null to search to the end of the game only */
    public Minimax(Evaluator evaluator) {
        super("minimax", evaluator);
    }

    @Override
    public boolean maxMinForm() {
        return true;
    }

    @Override
    protected int root(int depth, int alpha, int beta) {
        return max(depth, 0);
    }

    private int child(int depth, int ply) {
        return maxToMove() ? max(depth, ply) : min(depth, ply);
    }

    private int max(int depth, int ply) {
        enter(ply, -Scores.INFINITY, Scores.INFINITY);
        if (isLeaf(depth)) {
            return exit(ply, leafValue(ply, true));
        }
        int best = -Scores.INFINITY;
        MoveList moves = moves(ply);
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            play(move);
            int e = child(depth - 1, ply + 1);
            undo();
            if (e > best) {
                best = e;
                newBest(ply, move);
            }
        }
        return exit(ply, best);
    }

    private int min(int depth, int ply) {
        enter(ply, -Scores.INFINITY, Scores.INFINITY);
        if (isLeaf(depth)) {
            return exit(ply, leafValue(ply, true));
        }
        int best = Scores.INFINITY;
        MoveList moves = moves(ply);
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            play(move);
            int e = child(depth - 1, ply + 1);
            undo();
            if (e < best) {
                best = e;
                newBest(ply, move);
            }
        }
        return exit(ply, best);
    }
}
