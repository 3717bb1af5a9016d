package org.zermelo.search;

import java.util.Arrays;
import java.util.function.IntSupplier;
import java.util.function.Supplier;
import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.MoveOrdering;
import org.zermelo.game.MovesLeft;
import org.zermelo.game.Oracle;
import org.zermelo.game.ProbCutModel;
import org.zermelo.game.Scores;
import org.zermelo.game.ShallowSolver;
import org.zermelo.game.SolveCost;
import org.zermelo.game.SymmetricMoves;
import org.zermelo.game.Tablebase;

/**
 * The engine: alpha-beta in negamax form (fail-soft) with the enhancements of the course, each
 * switched on by its {@link Options}, so that every step of the course can be measured against
 * the previous one.
 *
 * <ul>
 *   <li>Iterative deepening: depth 1, 2, 3, ... within a depth, time or node limit, answering
 *       with the last finished iteration; each iteration is told to the iteration listener.
 *   <li>Transposition table: a position met again is answered from the table when it was
 *       searched to the same remaining depth; its best move is tried first in any case.
 *   <li>Killer moves (two per ply: moves that cut at the same ply elsewhere) and the history
 *       heuristic (every cut adds 4^depth to its move's score, the course's increment). Where a
 *       game orders its own moves ({@link MoveOrdering}) they are combined with its order in
 *       depth-limited searches (its first choice stays first, the killers come next, the history
 *       orders the rest) and left out of searches to the end, where they cost nodes: see
 *       {@link MoveOrder}.
 *   <li>Windows: principal variation search (NegaScout: null windows after the first move,
 *       searched again when they fail high), aspiration windows around the previous iteration's
 *       value, MTD(f) (null windows only, converging on the value through the table).
 *   <li>Quiescence: past the horizon, the moves the game names noisy are searched until the
 *       position is quiet (the course's remedy to the horizon effect).
 *   <li>Endgame databases ({@link TablebaseProbing}): in a depth-limited search, a position below
 *       the root that they hold is valued from them at once, wins nearer the root preferred.
 *   <li>ProbCut ({@link ProbCutting}), when asked and where the evaluation has a model of deep values
 *       from shallow ones ({@link ProbCutModel}): a node of a depth-limited search cut on a shallow
 *       search's prediction; never in a search to the end.
 * </ul>
 *
 * <p><b>Depth-limited searches</b> return exactly the value of plain alpha-beta at the same
 * depth (without quiescence): the table reuses a value only at the same remaining depth, and
 * only the order of the moves changes; unless told to reuse deeper results too
 * ({@link TableReuse}), as engines do to play, for a better value. <b>Exact searches</b> (no depth, time or node limit)
 * also use what the game knows: its {@link Oracle} (values and bounds), the count of moves its
 * {@link MoveOrdering} says must be tried, its {@link ShallowSolver}, which searches the nodes
 * near the end of the game itself (their nodes are counted with the engine's), and how many
 * {@link MovesLeft moves are left} (the positions near the end go to a small table of their
 * own), and its {@link SymmetricMoves symmetric key} (a mirror image found in the table, best
 * move included); and an {@link OpeningBook} when one is set. Their scores are game values without
 * distance ({@code Scores.terminal(v, MAX_PLY)}: whether a win is fast or slow is not
 * measured). With MTD(f), an exact search finds the value by null-window tests only: a
 * bisection of the game value between the position's bounds, tilted toward 0 (as Pascal Pons'
 * Connect Four solver does), or steps up from 0 when the game gives no bounds.
 *
 * <p><b>The endgame on the clock</b>: in a search limited by time only, a position that tells
 * what solving it would cost ({@link SolveCost}) is solved as soon as that cost fits the time
 * left at the speed measured so far (checked after each iteration); if the solve still runs out
 * of time, the last finished iteration answers, as always.
 *
 * <p><b>Its rooms</b>, as Stockfish and Edax divide theirs: this class is the driver (the options,
 * iterative deepening, the windows, MTD(f)'s bisection of an exact value, the threads of Lazy
 * SMP, the best line); {@link DepthLimitedSearch} is the node body to a horizon (and quiescence),
 * {@link ExactSearch} the node body to the end of the game (with what the game knows), and
 * {@link MoveOrder} the order of the moves in both, with one entry point per regime. The rooms
 * are final classes calling this one's final methods (the position, counts, listener and move
 * lists of {@link Search}), so that the node loops stay monomorphic.
 */
public final class Engine extends Search implements TableSize, Parallel, BookReader, TableReuse, TablebaseProbing, ProbCutting {

    /** How the root window is chosen at each iteration. */
    public enum Window {
        /** The full window (or the caller's). */
        FULL,
        /** A narrow window around the previous iteration's value, widened when it fails. */
        ASPIRATION,
        /** Null windows only: MTD(f). */
        MTDF
    }

    /**
     * The enhancements.
     *
     * @param killers killer moves
     * @param history the history heuristic
     * @param pvs principal variation search (null windows after the first move)
     * @param window how the root window is chosen
     * @param quiescence quiescence search past the horizon on the game's noisy moves
     */
    public record Options(boolean killers, boolean history, boolean pvs, Window window, boolean quiescence) {}

    /**
     * What a search is set to use, which the helpers of a parallel search copy whole from the main
     * thread at each search: the table (one for every thread: Lazy SMP), the book, and whether a
     * depth-limited search reuses results of deeper ones ({@link TableReuse}).
     *
     * @param table the transposition table; null until the first search makes it
     * @param book the opening book, or null
     * @param deeperReuse whether a result of a deeper search answers too
     * @param tablebase the endgame databases probed below the root of a depth-limited search, or null
     * @param probCut whether a depth-limited search cuts by ProbCut where the evaluation has a model
     */
    private record Settings(TranspositionTable table, OpeningBook book, boolean deeperReuse, Tablebase tablebase, boolean probCut) {

        Settings withTable(TranspositionTable table) {
            return new Settings(table, book, deeperReuse, tablebase, probCut);
        }

        Settings withBook(OpeningBook book) {
            return new Settings(table, book, deeperReuse, tablebase, probCut);
        }

        Settings withDeeperReuse(boolean deeperReuse) {
            return new Settings(table, book, deeperReuse, tablebase, probCut);
        }

        Settings withTablebase(Tablebase tablebase) {
            return new Settings(table, book, deeperReuse, tablebase, probCut);
        }

        Settings withProbCut(boolean probCut) {
            return new Settings(table, book, deeperReuse, tablebase, probCut);
        }
    }

    /** The first half-width of an aspiration window, in evaluation units; doubled at each failure. */
    static final int ASPIRATION_WIDTH = 32;

    private final Options options;
    private Settings settings = new Settings(null, null, false, null, false);
    private int tableMegabytes = TranspositionTable.DEFAULT_MB;

    // The rooms: the two node bodies and the move order they share.
    private final MoveOrder order;
    private final DepthLimitedSearch depthLimited;
    private final ExactSearch toTheEnd;

    private int[] bestLine = new int[0];
    /** The legal moves along the line {@link #keepLine} lengthens. */
    private final MoveList lineMoves = new MoveList();

    // Parallel search (Lazy SMP): helpers search the same root on copies, sharing the table.
    private Supplier<Evaluator> evaluators;
    private Engine[] helpers = new Engine[0];
    /** For a helper: its number, from 1; odd helpers search one ply deeper at each iteration. */
    private final int helperIndex;
    /** The depth of the iteration under way; 0 in a search to the end. */
    private int iterationDepth;
    /** The longest best line: the depth of the iteration (the whole game when solving). */
    private int lineLimit;

    /**
     * @param name the name the command line uses for this combination
     * @param evaluator the evaluation at the horizon, or null for exact searches only
     */
    public Engine(String name, Evaluator evaluator, Options options) {
        this(name, evaluator, options, 0);
    }

    /** A helper of a parallel search, numbered from 1 ({@code helperIndex}), or the main thread (0). */
    private Engine(String name, Evaluator evaluator, Options options, int helperIndex) {
        super(name, evaluator);
        this.options = options;
        this.helperIndex = helperIndex;
        this.order = new MoveOrder(options.killers, options.history, helperIndex);
        this.depthLimited = new DepthLimitedSearch(this, order, options.pvs);
        this.toTheEnd = new ExactSearch(this, order, options.pvs);
    }

    @Override
    public void setTableMegabytes(int megabytes) {
        tableMegabytes = TranspositionTable.checkedMegabytes(megabytes);
        settings = settings.withTable(null);
    }

    /**
     * {@inheritDoc} Lazy SMP: the other threads search the same position on copies, sharing
     * the table, so that what they find orders and cuts this search; the result is this
     * thread's, the same value as with one thread.
     */
    @Override
    public void setThreads(int threads, Supplier<Evaluator> evaluators) {
        this.evaluators = evaluators;
        helpers = new Engine[Parallel.checkedThreads(threads) - 1];
    }

    @Override
    public void setDeeperReuse(boolean deeper) {
        settings = settings.withDeeperReuse(deeper);
    }

    @Override
    public void setBook(OpeningBook book) {
        settings = settings.withBook(book);
    }

    @Override
    public void setTablebase(Tablebase tablebase) {
        settings = settings.withTablebase(tablebase);
    }

    @Override
    public void setProbCut(boolean on) {
        settings = settings.withProbCut(on);
    }

    @Override
    public boolean usesWindow() {
        return true;
    }

    @Override
    public boolean deepensItself() {
        return true;
    }

    @Override
    protected int[] principalVariation() {
        return bestLine;
    }

    @Override
    protected int progressDepth() {
        return iterationDepth;
    }

    /**
     * Makes the table, on the first search: it is kept, with what it holds, for the next ones;
     * and the move order's arrays of the first plies, so that a new engine's first search does
     * not make them on its clock.
     */
    @Override
    protected void prepare() {
        if (settings.table() == null) {
            settings = settings.withTable(new TranspositionTable(tableMegabytes));
        }
        order.prepare();
    }

    @Override
    protected int root(int depth, int alpha, int beta) {
        if (helpers.length == 0) {
            return searchRoot(depth, alpha, beta);
        }
        for (int i = 0; i < helpers.length; i++) {
            if (helpers[i] == null) {
                helpers[i] = new Engine(name(), evaluators == null ? null : evaluators.get(), options, i + 1);
            }
            helpers[i].settings = settings;
        }
        return withHelpers(helpers, alpha, beta, () -> searchRoot(depth, alpha, beta));
    }

    private int searchRoot(int depth, int alpha, int beta) {
        TranspositionTable table = settings.table();
        if (helperIndex == 0) {
            table.newSearch();
        }
        // What the game offers, learnt once here so that the node loops never ask the position what it is.
        order.startAt(position);
        depthLimited.startAt(position, table, settings.deeperReuse(), options.quiescence, settings.tablebase(),
                settings.probCut() && evaluator() instanceof ProbCutModel model ? model : null);
        toTheEnd.startAt(position, table, settings.book());
        boolean fullWindow = alpha == -Scores.INFINITY && beta == Scores.INFINITY;
        if (limits.toTheEnd() && !limits.interruptible()) {
            return solveRoot(alpha, beta, fullWindow);
        }
        if (depth == 0) {
            lineLimit = 0;
            int value = depthLimited.alphaBeta(0, alpha, beta, 0);
            keepLineAtHorizon();
            return value;
        }
        int value = 0;
        int last = Math.min(depth, TranspositionTable.MAX_DEPTH - 1);
        for (int iteration = 1; iteration <= last; iteration++) {
            long horizonsBefore = horizonsReached;
            int d = Math.min(iteration + (helperIndex & 1), last);
            lineLimit = d;
            iterationDepth = d;
            if (fullWindow && d > 1) {
                value = iteration(d, value);
            } else {
                value = depthLimited.alphaBeta(d, alpha, beta, 0);
                keepLineAtHorizon();
            }
            iterationDone(d, value, bestLine);
            if (horizonsReached == horizonsBefore) {
                break; // only ends of games: deeper iterations would find the same
            }
            if (IterativeDeepening.solveFits(position, limits, stats.nodes, elapsedNanos(), remainingNanos())) {
                // To the end of the game: exact from here on; a time-out keeps the last iteration.
                value = solveRoot(alpha, beta, fullWindow);
                iterationDone(stats.maxPly, value, bestLine);
                break;
            }
        }
        return value;
    }

    /** The search to the end of the game: MTD(f)'s bisection of the value, or one search in the window. */
    private int solveRoot(int alpha, int beta, boolean fullWindow) {
        lineLimit = Scores.MAX_PLY - 1;
        iterationDepth = 0;
        if (options.window == Window.MTDF && fullWindow) {
            return bisection();
        }
        int value = toTheEnd.solve(alpha, beta, 0);
        keepLineToTheEnd();
        return value;
    }

    /** One iteration at {@code depth} with the window the options ask for. */
    private int iteration(int depth, int previous) {
        switch (options.window) {
            case ASPIRATION -> {
                int width = ASPIRATION_WIDTH;
                long low = (long) previous - width;
                long high = (long) previous + width;
                while (true) {
                    int alpha = (int) Math.max(low, -Scores.INFINITY);
                    int beta = (int) Math.min(high, Scores.INFINITY);
                    int value = depthLimited.alphaBeta(depth, alpha, beta, 0);
                    if (value <= alpha && alpha > -Scores.INFINITY) {
                        width *= 2;
                        low = (long) value - width;
                    } else if (value >= beta && beta < Scores.INFINITY) {
                        width *= 2;
                        high = (long) value + width;
                    } else {
                        keepLineAtHorizon();
                        return value;
                    }
                }
            }
            case MTDF -> {
                // MTD(f): each null window says on which side of the guess the value lies.
                int guess = previous;
                int lower = -Scores.INFINITY;
                int upper = Scores.INFINITY;
                while (lower < upper) {
                    int beta = guess == lower ? guess + 1 : guess;
                    guess = depthLimited.alphaBeta(depth, beta - 1, beta, 0);
                    if (guess < beta) {
                        upper = guess;
                    } else {
                        lower = guess;
                        keepLineAtHorizon(); // a pass that failed high has a best move
                    }
                }
                return guess;
            }
            default -> {
                int value = depthLimited.alphaBeta(depth, -Scores.INFINITY, Scores.INFINITY, 0);
                keepLineAtHorizon();
                return value;
            }
        }
    }

    /**
     * An exact search by null-window tests on the game value: "is it above m?" for m between
     * the bounds known, until they meet. Where the game knows bounds, the tests halve the way
     * toward the draw from one beyond them, as Pascal Pons' Connect Four solver does: from the
     * bounds themselves, the second test of a position won by 8 to 18 asks "above 8?" where
     * from one beyond it asks "above 9?", a cheaper question on such positions (a higher
     * threshold ends more lines at once), and 25% fewer nodes on his set of them
     * (docs/measurements.md). The answers, not the start, set the bounds after each test, so
     * the value found is the same.
     */
    private int bisection() {
        long known = toTheEnd.knownBounds();
        boolean bounded = known != Oracle.NO_BOUNDS && Oracle.lower(known) < Oracle.upper(known);
        int low = bounded ? Math.max(Oracle.lower(known) - 1, -Scores.MAX_GAME_VALUE) : Oracle.lower(known);
        int high = bounded ? Math.min(Oracle.upper(known) + 1, Scores.MAX_GAME_VALUE) : Oracle.upper(known);
        boolean found = false;
        while (low < high) {
            int test;
            if (bounded) {
                test = low + (high - low) / 2;
                if (test <= 0 && low / 2 < test) {
                    test = low / 2;
                } else if (test >= 0 && high / 2 > test) {
                    test = high / 2;
                }
            } else {
                test = low >= 0 ? low : high <= 0 ? high - 1 : 0;
            }
            int score = ExactSearch.proven(test);
            int value = Scores.gameValue(toTheEnd.solve(score, score + 1, 0));
            if (value <= test) {
                high = value;
            } else {
                low = value;
                found = true;
                keepLineToTheEnd();
            }
        }
        if (!found) {
            // Every test failed low: search once more for a move that reaches the value.
            int score = ExactSearch.proven(low);
            toTheEnd.solve(score - 1, score, 0);
            keepLineToTheEnd();
        }
        return ExactSearch.proven(low);
    }

    /** Keeps the best line of the depth-limited pass just finished, lengthened by the main table's moves. */
    private void keepLineAtHorizon() {
        keepLine(depthLimited::tableMove);
    }

    /**
     * Keeps the best line of the search to the end just finished, lengthened by its tables' moves
     * (the positions near the end are in a table of their own, mirror images' moves translated).
     */
    private void keepLineToTheEnd() {
        keepLine(toTheEnd::tableMove);
    }

    /**
     * Keeps the best line of the pass just finished, lengthened by {@code tableMove}, the move the
     * pass's table holds for the current position, where a cut from the table ended it early.
     */
    private void keepLine(IntSupplier tableMove) {
        int[] line = super.principalVariation();
        if (line.length == 0) {
            bestLine = line;
            return;
        }
        int length = 0;
        while (length < line.length) {
            position.play(line[length++]);
        }
        while (length < lineLimit && !position.isTerminal()) {
            int move = tableMove.getAsInt();
            position.legalMoves(lineMoves);
            if (move < 0 || !lineMoves.contains(move)) {
                break;
            }
            line = length == line.length ? Arrays.copyOf(line, Math.min(lineLimit, 2 * length + 16)) : line;
            line[length++] = move;
            position.play(move);
        }
        for (int i = 0; i < length; i++) {
            position.undo();
        }
        bestLine = Arrays.copyOf(line, length);
    }
}
