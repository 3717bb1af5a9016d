package org.zermelo.search;

import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.Scores;

/**
 * Alpha-beta in the negamax form, fail-soft: values are the side to move's, the child is
 * searched with the negated, swapped window (-beta, -alpha), and the value returned is the best
 * one seen even when it falls outside the window.
 *
 * <p>Contract, for a node searched with alpha &lt; beta and true value v, returning r:
 * if r &lt;= alpha then v &lt;= r (fail low: an upper bound); if r &gt;= beta then v &gt;= r
 * (fail high: a lower bound); otherwise r == v.
 *
 * <pre>
 * negamax(depth, a, b): if depth == 0 or game over: return evaluation(side to move)
 *                       best = -inf
 *                       for each move m: play(m); e = -negamax(depth - 1, -b, -a); undo(m)
 *                                        if e > best: best = e
 *                                        if e > a: a = e
 *                                        if a >= b: break        (cut)
 *                       return best
 * </pre>
 *
 * <p><b>Fail-hard</b> ({@link #failHard}, the algorithm {@code alphabeta-negamax-failhard}): the
 * course's own negamax pseudo-code, which returns beta at a cut and alpha at the end, so that the
 * value returned always lies in [alpha, beta]: a bound on the window's edge rather than the best
 * value seen. Same root value with the full window, same leaves, same cuts; only the values of
 * the nodes that fail differ (on the textbook tree, node C returns -3, its beta, where the
 * fail-soft form returns -2, its first leaf).
 *
 * <pre>
 * negamax(depth, a, b): if depth == 0 or game over: return evaluation(side to move)
 *                       for each move m: play(m); e = -negamax(depth - 1, -b, -a); undo(m)
 *                                        if e > a: a = e
 *                                        if a >= b: return b     (cut)
 *                       return a
 * </pre>
 */
public final class NegamaxAlphaBeta extends Search {

    private final boolean failHard;

    /** The fail-soft form. @param evaluator the evaluation at the horizon, or null to search to the end of the game only */
    public NegamaxAlphaBeta(Evaluator evaluator) {
        this(evaluator, false);
    }

    /**
     * @param evaluator the evaluation at the horizon, or null to search to the end of the game only
     * @param failHard true for the course's fail-hard negamax (returns beta at a cut, alpha at the end)
     */
    public NegamaxAlphaBeta(Evaluator evaluator, boolean failHard) {
        super(failHard ? "alphabeta-negamax-failhard" : "alphabeta-negamax", evaluator);
        this.failHard = failHard;
    }

    /** True for the course's fail-hard form: every value returned lies in the window. */
    public boolean failHard() {
        return failHard;
    }

    @Override
    public boolean usesWindow() {
        return true;
    }

    @Override
    protected int root(int depth, int alpha, int beta) {
        return negamax(depth, alpha, beta, 0);
    }

    private int negamax(int depth, int alpha, int beta, int ply) {
        assert alpha < beta : "empty window [" + alpha + ", " + beta + "]";
        enter(ply, alpha, beta);
        if (isLeaf(depth)) {
            return exit(ply, leafValue(ply, false));
        }
        int side = position.sideToMove();
        int best = -Scores.INFINITY;
        MoveList moves = moves(ply);
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            play(move);
            int e = position.sideToMove() == side
                    ? negamax(depth - 1, alpha, beta, ply + 1)
                    : -negamax(depth - 1, -beta, -alpha, ply + 1);
            undo();
            if (e > best) {
                best = e;
            }
            if (e > alpha) {
                alpha = e;
                newBest(ply, move);
            }
            if (alpha >= beta) {
                if (i + 1 < moves.size()) {
                    cut(ply, side == rootSide, e, alpha, beta, moves, i + 1);
                }
                if (failHard) {
                    return exit(ply, beta);
                }
                break;
            }
        }
        return exit(ply, failHard ? alpha : best);
    }
}
