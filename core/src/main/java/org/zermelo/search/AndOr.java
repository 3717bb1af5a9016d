package org.zermelo.search;

import java.util.Arrays;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;

/**
 * AND/OR labelling of a game without draws: every position is won or lost for its side to
 * move. A position is won if some move leads to a position lost for the opponent (an OR over
 * the moves at the first player's nodes, in the course's words), lost if every move leads to a
 * position won for the opponent (an AND at the second player's). Every position is labelled
 * once and remembered by its hash (the course's "amélioration par idempotence"), with its
 * remoteness: the number of plies to the end under best play, the fastest win or the slowest
 * loss. It labels the whole game graph below the root, so it knows every winning move.
 *
 * <pre>
 * label(p): if p is over: return its result
 *           if p is labelled: return its label
 *           won = false
 *           for each move m: if label(p after m) is lost for the opponent: won = true, m wins
 *           remember p as won or lost; return it
 * </pre>
 *
 * The value is returned on the scale of {@link Scores}: a win in r plies scores
 * {@code UNIT - r}. AND/OR has no horizon: it always goes to the end of the game.
 */
public final class AndOr extends Search implements Labelling {

    private final Memo labels = new Memo();

    /** AND/OR needs no evaluation: it always reaches the end of the game. */
    public AndOr() {
        super("andor", null);
    }

    @Override
    protected int root(int depth, int alpha, int beta) {
        labels.clear();
        return toScore(label(0), 0);
    }

    /**
     * The label of the current position for its side to move, as the game value (+1 won,
     * -1 lost) times (1 + remoteness); plies are counted from this position, not the root.
     */
    private int label(int ply) {
        enter(ply, -Scores.INFINITY, Scores.INFINITY);
        if (position.isTerminal()) {
            int value = position.terminalValue();
            if (value == 0) {
                throw new IllegalArgumentException(
                        "andor labels games without draws, but " + position + " is a draw");
            }
            exit(ply, leafValue(ply, false));
            return value > 0 ? 1 : -1;
        }
        long key = position.hash();
        int known = labels.get(key);
        if (known != Memo.MISSING) {
            reused(ply, toScore(known, ply));
            return known;
        }
        int side = position.sideToMove();
        int best = 0;
        MoveList moves = moves(ply);
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            play(move);
            int childLabel = label(ply + 1);
            boolean sameSide = position.sideToMove() == side;
            undo();
            int mine = sameSide ? childLabel : -childLabel;
            int label = mine > 0 ? mine + 1 : mine - 1;
            if (best == 0 || better(label, best)) {
                best = label;
            }
        }
        labels.put(key, best);
        exit(ply, toScore(best, ply));
        return best;
    }

    /** {@inheritDoc} Every position below the root is labelled, the root's children included. */
    @Override
    public int gameValueOf(Position p) {
        return Integer.signum(labelOf(p));
    }

    /** The label of a finished or remembered position (see {@link #label}), 0 if unknown. */
    private int labelOf(Position p) {
        return p.isTerminal() ? Integer.signum(p.terminalValue()) : labels.get(p.hash());
    }

    /** Wins beat losses; among wins the faster (smaller), among losses the slower (more negative). */
    private static boolean better(int label, int than) {
        if ((label > 0) != (than > 0)) {
            return label > 0;
        }
        return label < than;
    }

    private static int toScore(int label, int ply) {
        int remoteness = Math.abs(label) - 1;
        return Scores.terminal(Integer.signum(label), ply + remoteness);
    }

    /** The best line, read back from the labels: the fastest win, the slowest loss. */
    @Override
    protected int[] principalVariation() {
        Position p = position;
        MoveList moves = new MoveList();
        int[] line = new int[Scores.MAX_PLY];
        int length = 0;
        while (!p.isTerminal()) {
            int label = labels.get(p.hash());
            if (label == Memo.MISSING) {
                break;
            }
            int side = p.sideToMove();
            if (length == 0) {
                moves = moveList(0); // the root's moves in the order searched: shuffled to break ties
            } else {
                p.legalMoves(moves);
            }
            int chosen = -1;
            for (int i = 0; i < moves.size() && chosen < 0; i++) {
                p.play(moves.get(i));
                int childLabel = labelOf(p);
                boolean sameSide = p.sideToMove() == side;
                p.undo();
                int mine = sameSide ? childLabel : -childLabel;
                if (childLabel != Memo.MISSING && (mine > 0 ? mine + 1 : mine - 1) == label) {
                    chosen = moves.get(i);
                }
            }
            if (chosen < 0) {
                break;
            }
            line[length++] = chosen;
            p.play(chosen);
        }
        for (int i = 0; i < length; i++) {
            p.undo();
        }
        return Arrays.copyOf(line, length);
    }
}
