package org.zermelo.search;

import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;

/**
 * Alpha-beta in the course's two-function form, fail-hard: the value returned always lies in
 * [alpha, beta]. Alpha is the value MAX is already sure of, beta the value MIN is already sure
 * of; as soon as alpha >= beta the rest of the node cannot matter and is cut. Every value is
 * MAX's.
 *
 * <pre>
 * max(depth, a, b): if depth == 0 or game over: return evaluation(MAX)
 *                   for each move m: play(m); e = min(depth - 1, a, b); undo(m)
 *                                    if e > a: a = e
 *                                    if a >= b: return b        (beta cut)
 *                   return a
 * min(depth, a, b): for each move m: play(m); e = max(depth - 1, a, b); undo(m)
 *                                    if e &lt; b: b = e
 *                                    if a >= b: return a        (alpha cut)
 *                   return b
 * </pre>
 *
 * Called with (-inf, +inf) it returns the minimax value and visits the same leaves as the
 * negamax form {@link NegamaxAlphaBeta} with the same move order. A cut is counted (and told
 * to the listener) only when it skips at least one move. A leaf at the root returns its value
 * even outside the window.
 */
public final class AlphaBeta extends Search {

    /** @param evaluator the evaluation at the horizon, or null to search to the end of the game only */
    public AlphaBeta(Evaluator evaluator) {
        super("alphabeta", evaluator);
    }

    @Override
    public boolean maxMinForm() {
        return true;
    }

    @Override
    public boolean usesWindow() {
        return true;
    }

    @Override
    protected int root(int depth, int alpha, int beta) {
        return max(depth, alpha, beta, 0);
    }

    private int child(int depth, int a, int b, int ply) {
        return maxToMove() ? max(depth, a, b, ply) : min(depth, a, b, ply);
    }

    private int max(int depth, int a, int b, int ply) {
        assert a < b : "empty window [" + a + ", " + b + "]";
        enter(ply, a, b);
        if (isLeaf(depth)) {
            return exit(ply, leafValue(ply, true));
        }
        MoveList moves = moves(ply);
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            play(move);
            int e = child(depth - 1, a, b, ply + 1);
            undo();
            if (e > a) {
                a = e;
                newBest(ply, move);
            }
            if (a >= b) {
                if (i + 1 < moves.size()) {
                    cut(ply, true, e, a, b, moves, i + 1);
                }
                return exit(ply, b);
            }
        }
        return exit(ply, a);
    }

    private int min(int depth, int a, int b, int ply) {
        assert a < b : "empty window [" + a + ", " + b + "]";
        enter(ply, a, b);
        if (isLeaf(depth)) {
            return exit(ply, leafValue(ply, true));
        }
        MoveList moves = moves(ply);
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            play(move);
            int e = child(depth - 1, a, b, ply + 1);
            undo();
            if (e < b) {
                b = e;
                newBest(ply, move);
            }
            if (a >= b) {
                if (i + 1 < moves.size()) {
                    cut(ply, false, e, a, b, moves, i + 1);
                }
                return exit(ply, a);
            }
        }
        return exit(ply, b);
    }
}
