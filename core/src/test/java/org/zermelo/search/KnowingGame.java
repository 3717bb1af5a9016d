package org.zermelo.search;

import java.util.HashMap;
import java.util.Map;
import org.zermelo.game.MoveList;
import org.zermelo.game.MoveOrdering;
import org.zermelo.game.Oracle;
import org.zermelo.game.Position;
import org.zermelo.game.ShallowSolver;
import org.zermelo.game.SolveCost;

/**
 * A {@link RandomGame} that knows things about itself, as a real game would: an oracle that
 * gives the exact value of some positions, bounds around the value of the others, a move
 * order that says how many moves are worth trying, a search of its own, within a window, of
 * some positions (answering fail-soft bounds as loose as the window allows), and a solve cost
 * that calls for the engine's enhanced transposition cutoff at three positions out of four.
 * All of it is taken from the true values, computed by brute force, then blurred
 * deterministically (a hash of the position) so that the knowledge is partial but always true.
 */
final class KnowingGame implements Position, Oracle, MoveOrdering, ShallowSolver, SolveCost {

    private final RandomGame game;
    private final Map<Long, Integer> values = new HashMap<>();
    private long solvedNodes;

    KnowingGame(RandomGame game) {
        this.game = game;
    }

    /** The random game this one knows about. */
    RandomGame game() {
        return game;
    }

    /** The true game value for the side to move, by plain recursion (memoised). */
    int value() {
        Integer known = values.get(game.hash());
        if (known != null) {
            return known;
        }
        int best;
        if (game.isTerminal()) {
            best = game.terminalValue();
        } else {
            best = Integer.MIN_VALUE;
            int side = game.sideToMove();
            MoveList moves = new MoveList();
            game.legalMoves(moves);
            for (int i = 0; i < moves.size(); i++) {
                best = Math.max(best, childValue(moves.get(i), side));
            }
        }
        values.put(game.hash(), best);
        return best;
    }

    private int childValue(int move, int side) {
        game.play(move);
        int v = game.sideToMove() == side ? value() : -value();
        game.undo();
        return v;
    }

    private int bits(int salt) {
        return (int) (RandomGame.mix(game.hash(), salt, 7) >>> 40);
    }

    @Override
    public int knownValue() {
        return bits(1) % 3 == 0 ? value() : UNKNOWN;
    }

    /** The value where {@link #knownValue} knows it, otherwise bounds around it, sometimes meeting. */
    @Override
    public long knownBounds() {
        int known = knownValue();
        return known != UNKNOWN ? Oracle.bounds(known, known) : Oracle.bounds(value() - bits(2) % 3, value() + bits(3) % 3);
    }

    @Override
    public int orderMoves(MoveList moves) {
        int side = game.sideToMove();
        int n = moves.size();
        // A shuffle by hash, then a count that keeps at least one best move.
        for (int i = n - 1; i > 0; i--) {
            moves.swap(i, Math.floorMod(bits(10 + i), i + 1));
        }
        int best = value();
        int firstBest = 0;
        while (childValue(moves.get(firstBest), side) != best) {
            firstBest++;
        }
        return firstBest + 1 + bits(4) % (n - firstBest);
    }

    @Override
    public int solveWithin(int alpha, int beta) {
        if (bits(5) % 3 != 0) {
            return UNKNOWN;
        }
        solvedNodes += 1 + bits(6) % 5;
        int v = value();
        int slack = bits(7) % 3;
        return v <= alpha ? Math.min(alpha, v + slack) : v >= beta ? Math.max(beta, v - slack) : v;
    }

    @Override
    public long solvedNodes() {
        return solvedNodes;
    }

    @Override
    public long solveCost() {
        return bits(8) % 4 == 0 ? 1 : 1_000_000;
    }

    @Override
    public int sideToMove() {
        return game.sideToMove();
    }

    @Override
    public void legalMoves(MoveList out) {
        game.legalMoves(out);
    }

    @Override
    public void play(int move) {
        game.play(move);
    }

    @Override
    public void undo() {
        game.undo();
    }

    @Override
    public boolean isTerminal() {
        return game.isTerminal();
    }

    @Override
    public int terminalValue() {
        return game.terminalValue();
    }

    @Override
    public long hash() {
        return game.hash();
    }

    @Override
    public String formatMove(int move) {
        return game.formatMove(move);
    }

    @Override
    public int parseMove(String text) {
        return game.parseMove(text);
    }

    @Override
    public Position copy() {
        return new KnowingGame((RandomGame) game.copy());
    }

    @Override
    public String toString() {
        return game + " (knowing)";
    }
}
