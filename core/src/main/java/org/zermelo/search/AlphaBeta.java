package org.zermelo.search;

import java.util.Arrays;
import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.Scores;

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
 *
 * <p><b>With the course's killer moves</b> ({@code alphabeta-killer}): one killer per
 * {@code rootDepth - depth}, the distance from the root (the ply), holding the last move that
 * caused a cut at that distance; a node tries it first when it is among its legal moves. The
 * table of killers starts empty at each search. The engine's form, two killers per ply behind
 * the table's move, is {@code alphabeta-killers} ({@link Engine}).
 */
public final class AlphaBeta extends Search {

    private final boolean killer;
    /** The course's killer of each ply: the last move that caused a cut there, or -1. */
    private final int[] killers;

    /** @param evaluator the evaluation at the horizon, or null to search to the end of the game only */
    public AlphaBeta(Evaluator evaluator) {
        this(evaluator, false);
    }

    /**
     * @param evaluator the evaluation at the horizon, or null to search to the end of the game only
     * @param killer true for the course's killer moves: one per distance from the root, tried first when legal
     */
    public AlphaBeta(Evaluator evaluator, boolean killer) {
        super(killer ? "alphabeta-killer" : "alphabeta", evaluator);
        this.killer = killer;
        this.killers = killer ? new int[Scores.MAX_PLY + 1] : null;
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
        if (killer) {
            Arrays.fill(killers, -1);
        }
        return max(depth, alpha, beta, 0);
    }

    /** The moves of the node at {@code ply}, its killer first when it is one of them. */
    private MoveList ordered(int ply) {
        MoveList moves = moves(ply);
        if (killer) {
            int k = killers[ply];
            for (int i = 1; i < moves.size(); i++) {
                if (moves.get(i) == k) {
                    for (int j = i; j > 0; j--) {
                        moves.set(j, moves.get(j - 1));
                    }
                    moves.set(0, k);
                    break;
                }
            }
        }
        return moves;
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
        MoveList moves = ordered(ply);
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
                if (killer) {
                    killers[ply] = move;
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
        MoveList moves = ordered(ply);
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
                if (killer) {
                    killers[ply] = move;
                }
                return exit(ply, a);
            }
        }
        return exit(ply, b);
    }
}
