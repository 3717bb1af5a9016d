package org.zermelo.search;

import java.util.Locale;
import org.zermelo.game.Chance;
import org.zermelo.game.Game;
import org.zermelo.game.MoveList;
import org.zermelo.game.Outcome;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.game.SelfSolving;
import org.zermelo.game.SolveCost;

/**
 * Exact solving: the game-theoretic value of a position by a search to the end of the game,
 * and every move that achieves it. The value comes from the chosen algorithm. A search that
 * labels every position it meets ({@link Labelling}: AND/OR) has labelled every root move on
 * the way, so its labels are read; otherwise each root move is checked by the search's
 * {@link Search#moveChecker() move checker} with a null window ("is this move's value at least
 * the best value?"), far cheaper than searching it exactly.
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

    /**
     * A solve the game estimates beyond this many nodes ({@link SolveCost}) is out of reach: about a
     * quarter of an hour at a million nodes a second. The analysis does not try it, the web refuses
     * {@code perfect} on it, and {@code solve} warns before it starts.
     */
    public static final double OUT_OF_REACH_NODES = 1e9;

    private Solver() {}

    /** True when the game estimates solving {@code position} beyond {@link #OUT_OF_REACH_NODES} (never for a finished game). */
    public static boolean outOfReach(Position position) {
        return !position.isTerminal() && position instanceof SolveCost cost && cost.solveCost() > OUT_OF_REACH_NODES;
    }

    /**
     * What solving {@code position} would cost, in words, for a position {@link #outOfReach out of
     * reach}: {@code at about 4e+10 nodes, 11 hours at a million nodes a second}.
     */
    public static String estimate(Position position) {
        long cost = position instanceof SolveCost c ? c.solveCost() : 0;
        if (cost == Long.MAX_VALUE) {
            return "beyond any count of nodes";
        }
        double nodes = cost;
        double years = nodes / 1e6 / (365.25 * 24 * 3600);
        return String.format(Locale.ROOT, "at about %.1g nodes, %s at a million nodes a second", nodes,
                years >= 1 ? String.format(Locale.ROOT, "%.1g years", years) : String.format(Locale.ROOT, "%.1g hours", nodes / 1e6 / 3600));
    }

    /**
     * The search that solves {@code position} of {@code game}: {@code algorithm}, or the game's own
     * choice when it is null ({@link Game#solver(Position)}).
     *
     * @throws IllegalArgumentException for a game of chance, where no search reaches the end of every
     *     line (its dice can bring a position back), saying what does (a finished game that solves
     *     itself excepted: its value is its end's)
     */
    public static Search searchFor(Game game, Position position, String algorithm) {
        String chosen = algorithm == null ? game.solver(position) : algorithm;
        if (Chance.inGame(position) && !(game instanceof SelfSolving && position.isTerminal())) {
            String name = game.name();
            if (game instanceof SelfSolving self) {
                throw new IllegalArgumentException(chosen + " cannot solve " + name + ": its dice can bring a position back "
                        + "again and again, so no search reaches the end of every line; 'zermelo solve " + name
                        + "' without --algo solves it exactly by " + self.method() + ", and 'zermelo search " + name
                        + " --algo expectiminimax --depth N' searches it to a horizon");
            }
            throw new IllegalArgumentException(name + " has no exact solver: its dice can bring a position back again "
                    + "and again, so no search reaches the end of every line; 'zermelo search " + name
                    + " POSITION --depth N' searches it to a horizon");
        }
        return Algorithms.create(chosen, null);
    }

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
        Search check = search.moveChecker();
        ProgressListener progress = search.progressListener();
        ProgressListener checkProgress = check.progressListener();
        int lowest = Scores.lowest(value);
        int side = position.sideToMove();
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        MoveList best = new MoveList();
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            if (progress != null) { // the checks' progress, as the whole task's: this move, then the check's line
                SearchProgress.Step step = new SearchProgress.Step(position.formatMove(move), i + 1, moves.size());
                long nodesBefore = nodes;
                long nanosBefore = System.nanoTime() - start;
                check.setProgress(p -> progress.progress(p.below(step, nodesBefore, nanosBefore)), search.progressEvery);
            }
            position.play(move);
            boolean mover = position.sideToMove() == side;
            boolean achieves;
            if (search instanceof Labelling labels) { // every position below the root is labelled already
                int label = labels.gameValueOf(position);
                achieves = (mover ? label : -label) == value;
            } else if (position.isTerminal()) {
                achieves = (mover ? position.terminalValue() : -position.terminalValue()) == value;
            } else {
                // Is the move's value at least the value found? A null window just below it says.
                SearchResult r = mover ? check.search(position, SearchLimits.exact(), lowest - 1, lowest)
                        : check.search(position, SearchLimits.exact(), -lowest, -lowest + 1);
                nodes += r.stats().nodes();
                achieves = (mover ? r.value() : -r.value()) >= lowest;
            }
            position.undo();
            if (achieves) {
                best.add(move);
            }
        }
        if (progress != null) {
            check.setProgress(checkProgress, search.progressEvery);
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
