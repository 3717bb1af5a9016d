package org.zermelo.search;

import org.zermelo.game.MoveList;
import org.zermelo.game.Outcome;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;

/**
 * Exact solving: the game-theoretic value of a position by a search to the end of the game,
 * and every move that achieves it. The value comes from the chosen algorithm. AND/OR has
 * labelled every root move on the way, so its labels are read; otherwise each root move is
 * checked with a null-window alpha-beta search ("is this move's value at least the best
 * value?"), far cheaper than searching it exactly.
 */
public final class Solver {

    /**
     * An exact solution.
     *
     * @param value the game value for the side to move ({@code +1}, {@code 0}, {@code -1} in
     *     win/draw/loss games)
     * @param outcome win, draw or loss for the side to move
     * @param bestMoves every move that achieves {@code value}, in move-generation order
     * @param remoteness plies to the end under best play (fastest win, slowest loss), or -1
     *     for a draw or when the search does not measure it (proof)
     * @param pv a line of best play
     * @param nodes nodes visited, the checks of the moves included
     * @param timeNanos time taken
     * @param algorithm the algorithm that found the value
     */
    public record Solution(int value, Outcome outcome, int[] bestMoves, int remoteness, int[] pv,
                           long nodes, long timeNanos, String algorithm) {}

    private Solver() {}

    /** Solves {@code position} with {@code search}, which must go to the end of the game. */
    public static Solution solve(Position position, Search search) {
        return solve(position, search, true);
    }

    /**
     * Solves {@code position} with {@code search}; with {@code everyBestMove} false, the
     * solution names only the best move the search found, and the other moves are not checked
     * (much faster where checking a move means solving it, as in Domineering).
     */
    public static Solution solve(Position position, Search search, boolean everyBestMove) {
        long start = System.nanoTime();
        if (position.isTerminal()) {
            int value = position.terminalValue();
            return new Solution(value, Outcome.of(value), new int[0], value == 0 ? -1 : 0, new int[0],
                    0, System.nanoTime() - start, search.name());
        }
        SearchResult root = search.search(position, SearchLimits.exact());
        int score = root.value();
        int value = Scores.gameValue(score);
        long nodes = root.stats().nodes();

        if (!everyBestMove && root.bestMove() >= 0) {
            int[] best = root.bestMove() >= 0 ? new int[] {root.bestMove()} : new int[0];
            return solution(value, score, best, root.pv(), nodes, start, search);
        }
        // The engine checks the moves itself, its table already full of the root's search.
        Search check = search instanceof Engine ? search : new NegamaxAlphaBeta(null);
        int lowest = Scores.lowest(value);
        int side = position.sideToMove();
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        MoveList best = new MoveList();
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            if (search instanceof ProofSearch proof) { // its progress lines say which move it is checking
                proof.setProgressContext("checking " + position.formatMove(move) + " (" + (i + 1) + " of " + moves.size() + "), ");
            }
            position.play(move);
            boolean achieves;
            if (search instanceof AndOr andOr) {
                int label = andOr.gameValueOf(position);
                achieves = (position.sideToMove() == side ? label : -label) == value;
            } else if (search instanceof ProofSearch proof) {
                SearchResult r = proof.search(position, SearchLimits.exact());
                nodes += r.stats().nodes();
                int childValue = Scores.gameValue(r.value());
                achieves = (position.sideToMove() == side ? childValue : -childValue) == value;
            } else if (position.isTerminal()) {
                int mine = position.sideToMove() == side ? position.terminalValue() : -position.terminalValue();
                achieves = mine == value;
            } else if (position.sideToMove() == side) {
                SearchResult r = check.search(position, SearchLimits.exact(), lowest - 1, lowest);
                nodes += r.stats().nodes();
                achieves = r.value() >= lowest;
            } else {
                SearchResult r = check.search(position, SearchLimits.exact(), -lowest, -lowest + 1);
                nodes += r.stats().nodes();
                achieves = r.value() <= -lowest;
            }
            position.undo();
            if (achieves) {
                best.add(move);
            }
        }
        if (search instanceof ProofSearch proof) {
            proof.setProgressContext("");
        }
        // A root valued at once (by an opening book) has no line of its own: its first best move is one.
        int[] pv = root.pv().length > 0 || best.size() == 0 ? root.pv() : new int[] {best.get(0)};
        if (!everyBestMove) {
            return solution(value, score, new int[] {pv[0]}, pv, nodes, start, search);
        }
        return solution(value, score, best.toArray(), pv, nodes, start, search);
    }

    private static Solution solution(int value, int score, int[] best, int[] pv, long nodes, long start, Search search) {
        int distance = Scores.distance(score);
        return new Solution(value, Outcome.of(value), best, value == 0 || distance >= Scores.MAX_PLY ? -1 : distance,
                pv, nodes, System.nanoTime() - start, search.name());
    }
}
