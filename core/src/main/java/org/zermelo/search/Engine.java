package org.zermelo.search;

import java.util.Arrays;
import java.util.function.Supplier;
import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.MoveOrdering;
import org.zermelo.game.MovesLeft;
import org.zermelo.game.NoisyMoves;
import org.zermelo.game.Oracle;
import org.zermelo.game.Scores;
import org.zermelo.game.ShallowSolver;
import org.zermelo.game.SolveCost;
import org.zermelo.game.SymmetricMoves;

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
 */
public final class Engine extends Search implements TableSize, Parallel, BookReader, TableReuse {

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

    /** The first half-width of an aspiration window, in evaluation units; doubled at each failure. */
    static final int ASPIRATION_WIDTH = 32;
    /**
     * The enhanced transposition cutoff costs a table probe per move, most of them cache misses,
     * and pays only where a position's subtree is large: it is tried in exact searches of
     * positions that estimate their solve cost ({@link SolveCost}) at this much or more, which
     * for Othello is from 13 empty squares on. Tried nearer the end it saved no time; Connect
     * Four, which gives no estimate, lost time with it (docs/measurements.md).
     */
    private static final long TRANSPOSITION_CUTOFF_COST = 500;

    private final Options options;
    /** Whether a depth-limited search reuses results of deeper searches ({@link TableReuse}). */
    private boolean deeperReuse;
    private int tableMegabytes = TranspositionTable.DEFAULT_MB;
    private TranspositionTable table;
    /** The size of {@link #near}: small enough to stay in the processor's caches. */
    static final int NEAR_TABLE_MB = 2;
    /**
     * A search to the end keeps the positions this many moves from the end or nearer
     * ({@link MovesLeft}) in {@link #near}: their subtrees are small, and searching one again
     * costs less than a probe of the large table that misses the processor's caches. Tuned on
     * Connect Four (docs/measurements.md).
     */
    static final int NEAR_END_MOVES = 20;
    /** The exact search's table for the positions near the end; this engine's own, never shared. */
    private final TranspositionTable near = new TranspositionTable(NEAR_TABLE_MB);
    private MovesLeft movesLeft;
    /** The key mirror images share in the exact search's table, with their moves translated; null for the position's own key. */
    private SymmetricMoves symmetric;
    private OpeningBook book;
    /** The order of the moves: the table's move, the game's order, the killers, the history. */
    private final MoveOrder order;

    // Set at each root, so that the node loop never asks the position what it is.
    private Oracle oracle;
    private ShallowSolver shallow;
    private SolveCost cost;
    private NoisyMoves noisy;
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
    }

    @Override
    public void setTableMegabytes(int megabytes) {
        tableMegabytes = TranspositionTable.checkedMegabytes(megabytes);
        table = null;
    }

    /**
     * {@inheritDoc} Lazy SMP: the other threads search the same position on copies, sharing
     * the table, so that what they find orders and cuts this search; the result is this
     * thread's, the same value as with one thread.
     */
    @Override
    public void setThreads(int threads, Supplier<Evaluator> evaluators) {
        if (threads < 1 || threads > 256) {
            throw new IllegalArgumentException("the number of threads must be 1 to 256, not " + threads);
        }
        this.evaluators = evaluators;
        helpers = new Engine[threads - 1];
    }

    @Override
    public void setDeeperReuse(boolean deeper) {
        deeperReuse = deeper;
    }

    @Override
    public void setBook(OpeningBook book) {
        this.book = book;
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
        if (table == null) {
            table = new TranspositionTable(tableMegabytes);
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
            helpers[i].deeperReuse = deeperReuse;
            helpers[i].table = table;
            helpers[i].book = book;
        }
        return withHelpers(helpers, alpha, beta, () -> searchRoot(depth, alpha, beta));
    }

    private int searchRoot(int depth, int alpha, int beta) {
        if (helperIndex == 0) {
            table.newSearch();
        }
        oracle = position instanceof Oracle o ? o : null;
        order.startAt(position);
        shallow = position instanceof ShallowSolver s ? s : null;
        cost = position instanceof SolveCost c ? c : null;
        noisy = options.quiescence && position instanceof NoisyMoves n ? n : null;
        movesLeft = position instanceof MovesLeft m ? m : null;
        symmetric = position instanceof SymmetricMoves s ? s : null;
        boolean fullWindow = alpha == -Scores.INFINITY && beta == Scores.INFINITY;
        if (limits.toTheEnd() && !limits.interruptible()) {
            return solveRoot(alpha, beta, fullWindow);
        }
        if (depth == 0) {
            lineLimit = 0;
            int value = alphaBeta(0, alpha, beta, 0);
            keepLine(false);
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
                value = alphaBeta(d, alpha, beta, 0);
                keepLine(false);
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
        int value = solve(alpha, beta, 0);
        keepLine(true);
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
                    int value = alphaBeta(depth, alpha, beta, 0);
                    if (value <= alpha && alpha > -Scores.INFINITY) {
                        width *= 2;
                        low = (long) value - width;
                    } else if (value >= beta && beta < Scores.INFINITY) {
                        width *= 2;
                        high = (long) value + width;
                    } else {
                        keepLine(false);
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
                    guess = alphaBeta(depth, beta - 1, beta, 0);
                    if (guess < beta) {
                        upper = guess;
                    } else {
                        lower = guess;
                        keepLine(false); // a pass that failed high has a best move
                    }
                }
                return guess;
            }
            default -> {
                int value = alphaBeta(depth, -Scores.INFINITY, Scores.INFINITY, 0);
                keepLine(false);
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
        long known = oracle != null ? oracle.knownBounds() : Oracle.NO_BOUNDS;
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
            int score = proven(test);
            int value = Scores.gameValue(solve(score, score + 1, 0));
            if (value <= test) {
                high = value;
            } else {
                low = value;
                found = true;
                keepLine(true);
            }
        }
        if (!found) {
            // Every test failed low: search once more for a move that reaches the value.
            int score = proven(low);
            solve(score - 1, score, 0);
            keepLine(true);
        }
        return proven(low);
    }

    /**
     * Keeps the best line of the pass just finished, lengthened by the table's moves where a
     * cut from the table ended it early ({@code exact}: the pass was a search to the end, whose
     * positions near the end are in {@link #near}).
     */
    private void keepLine(boolean exact) {
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
            long entry = exact ? tableOf().probe(solveKey()) : table.probe(position.hash());
            int move = entry == TranspositionTable.MISS ? -1 : TranspositionTable.move(entry);
            move = exact ? keyMove(move) : move;
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

    /** The score of a game value in an exact search: no distance. */
    private static int proven(int value) {
        return Scores.terminal(value, Scores.MAX_PLY);
    }

    /** The largest game value whose exact score is at most {@code score} (below every value when none is). */
    static int valueAtMost(int score) {
        int v = Math.clamp(Math.floorDiv(score, Scores.UNIT) + 1, -Scores.MAX_GAME_VALUE - 1, Scores.MAX_GAME_VALUE);
        while (v >= -Scores.MAX_GAME_VALUE && proven(v) > score) {
            v--;
        }
        return v;
    }

    /** The smallest game value whose exact score is at least {@code score} (above every value when none is). */
    static int valueAtLeast(int score) {
        int v = Math.clamp(Math.floorDiv(score, Scores.UNIT) - 1, -Scores.MAX_GAME_VALUE, Scores.MAX_GAME_VALUE + 1);
        while (v <= Scores.MAX_GAME_VALUE && proven(v) < score) {
            v++;
        }
        return v;
    }

    /**
     * The current position's key in a search to the end: the key it shares with its mirror
     * images where the game gives one ({@link SymmetricMoves}), its own otherwise.
     */
    private long solveKey() {
        return symmetric != null ? symmetric.symmetricHash() : position.hash();
    }

    /**
     * A move translated between the current position and the one its {@link #solveKey} stands
     * for, either way (the game's symmetries are their own inverses); no move stays none.
     */
    private int keyMove(int move) {
        return symmetric != null && move >= 0 ? symmetric.symmetricMove(move) : move;
    }

    /** The table of the current position in a search to the end: {@link #near} for a position near the end. */
    private TranspositionTable tableOf() {
        return movesLeft != null && movesLeft.movesLeft() <= NEAR_END_MOVES ? near : table;
    }

    // ----- The depth-limited search -----

    /**
     * Alpha-beta to {@code depth} more plies, in negamax form, with the evaluation at the
     * horizon: the value of the current position for its side to move, ending games scored by
     * their distance ({@link Scores#terminal}). <b>Fail-soft</b>: a value {@code v <= alpha}
     * means the value is at most {@code v}, {@code v >= beta} that it is at least {@code v}, and
     * a value in between is exact. The same value as plain alpha-beta at the same depth: the
     * table answers only for the same remaining depth, and only the order of the moves differs
     * (with {@link #deeperReuse}, a deeper search's answer, a better value).
     */
    private int alphaBeta(int depth, int alpha, int beta, int ply) {
        assert alpha < beta : "empty window [" + alpha + ", " + beta + "] at ply " + ply;
        enter(ply, alpha, beta);

        // Step 1. The end of the game, and the horizon (quiescence past it, when asked).
        if (position.isTerminal()) {
            return exit(ply, leafValue(ply, false));
        }
        if (depth == 0) {
            return exit(ply, noisy != null ? quiescence(alpha, beta, ply) : leafValue(ply, false));
        }

        // Step 2. Transposition table probe: a bound from a search to the same remaining depth (or a
        // deeper one, when asked: not from a search to the end, whose scores have no distance).
        long key = position.hash();
        long entry = table.probe(key);
        int tableMove = entry == TranspositionTable.MISS ? -1 : TranspositionTable.move(entry);
        int lower = -Scores.INFINITY;
        int upper = Scores.INFINITY;
        int searched = entry == TranspositionTable.MISS ? -1 : TranspositionTable.depth(entry);
        if (ply > 0 && (searched == depth || deeperReuse && searched > depth && searched < TranspositionTable.MAX_DEPTH)) {
            int value = fromTable(TranspositionTable.value(entry), ply);
            int bound = TranspositionTable.bound(entry);
            boolean used = false;
            if (bound != TranspositionTable.UPPER && value > lower) {
                lower = value;
                used = true;
            }
            if (bound != TranspositionTable.LOWER && value < upper) {
                upper = value;
                used = true;
            }
            if (used && !TranspositionTable.isFinal(entry)) {
                horizonsReached++; // the value rests on evaluations made at a horizon
            }
            if (lower >= beta || upper <= alpha || lower == upper) {
                int known = lower >= beta || lower == upper ? lower : upper;
                reused(ply, known);
                return exit(ply, known);
            }
            alpha = Math.max(alpha, lower);
            beta = Math.min(beta, upper);
        }

        // Step 3. Move ordering: the game's order, the table's move, the killers, the history.
        long horizonsAtStart = horizonsReached;
        int alphaAtStart = alpha;
        int side = position.sideToMove();
        MoveList moves = moves(ply);
        int count = order.orderForHorizon(moves, tableMove, side, ply);

        // Step 4. The moves: the first with the window, the others with a null window first (PVS).
        int best = -Scores.INFINITY;
        int bestMove = -1;
        for (int i = 0; i < count; i++) {
            int move = moves.get(i);
            play(move);
            boolean again = position.sideToMove() == side;
            int e;
            if (i == 0 || !options.pvs) {
                e = again ? alphaBeta(depth - 1, alpha, beta, ply + 1) : -alphaBeta(depth - 1, -beta, -alpha, ply + 1);
            } else {
                e = again ? alphaBeta(depth - 1, alpha, alpha + 1, ply + 1) : -alphaBeta(depth - 1, -alpha - 1, -alpha, ply + 1);
                if (e > alpha && e < beta) { // the null window failed high: search it for real
                    e = again ? alphaBeta(depth - 1, alpha, beta, ply + 1) : -alphaBeta(depth - 1, -beta, -alpha, ply + 1);
                }
            }
            undo();
            if (e > best) {
                best = e;
                bestMove = move;
                if (e > alpha) {
                    alpha = e;
                    newBest(ply, move);
                }
            }
            if (alpha >= beta) { // a cut: the opponent will not let the game come here
                if (i + 1 < count) {
                    cut(ply, side == rootSide, e, alpha, beta, moves, i + 1);
                }
                order.cutAtHorizon(move, side, depth, ply);
                break;
            }
        }

        // Step 5. Transposition table store: exact, or the bound a cut or a fail-low gives.
        int bound = best <= alphaAtStart ? TranspositionTable.UPPER
                : best >= beta ? TranspositionTable.LOWER : TranspositionTable.EXACT;
        table.store(key, toTable(best, ply), bound, depth, horizonsReached == horizonsAtStart,
                bound == TranspositionTable.UPPER ? tableMove : bestMove);
        return exit(ply, best);
    }

    /**
     * Quiescence at a horizon node already entered: the evaluation stands unless a noisy move
     * does better ("stand pat"), and the noisy moves are searched the same way.
     */
    private int quiescence(int alpha, int beta, int ply) {
        int best = leafValue(ply, false);
        if (best >= beta) {
            return best;
        }
        MoveList moves = moveList(ply);
        noisy.noisyMoves(moves);
        int side = position.sideToMove();
        for (int i = 0; i < moves.size(); i++) {
            alpha = Math.max(alpha, best);
            int move = moves.get(i);
            play(move);
            boolean again = position.sideToMove() == side;
            int e = again ? quiet(alpha, beta, ply + 1) : -quiet(-beta, -alpha, ply + 1);
            undo();
            if (e > best) {
                best = e;
                if (e > alpha) {
                    newBest(ply, move);
                }
            }
            if (best >= beta) {
                if (i + 1 < moves.size()) {
                    cut(ply, side == rootSide, e, Math.max(alpha, best), beta, moves, i + 1);
                }
                break;
            }
        }
        return best;
    }

    private int quiet(int alpha, int beta, int ply) {
        enter(ply, alpha, beta);
        if (position.isTerminal()) {
            return exit(ply, leafValue(ply, false));
        }
        return exit(ply, quiescence(alpha, beta, ply));
    }

    // ----- The search to the end of the game -----

    /**
     * The exact search: alpha-beta to the end of the game, in negamax form, on game values
     * without distance ({@link #proven}), with what the game knows. <b>Fail-soft</b>, as
     * {@link #alphaBeta}: a value {@code v <= alpha} means the game value's score is at most
     * {@code v}, {@code v >= beta} at least {@code v}, and a value in between is exact.
     */
    private int solve(int alpha, int beta, int ply) {
        assert alpha < beta : "empty window [" + alpha + ", " + beta + "] at ply " + ply;
        enter(ply, alpha, beta);

        // Step 1. Near the end: the game's own solver, within the window (not at the root, which needs a move).
        if (ply > 0 && shallow != null) {
            long before = shallow.solvedNodes();
            int value = shallow.solveWithin(valueAtMost(alpha), valueAtLeast(beta));
            if (value != Oracle.UNKNOWN) {
                stats.nodes += shallow.solvedNodes() - before;
                return exit(ply, knownLeaf(ply, proven(value)));
            }
        }

        // Step 2. The end of the game.
        if (position.isTerminal()) {
            return exit(ply, knownLeaf(ply, proven(position.terminalValue())));
        }

        // Step 3. What is known without search: the book (the root too: a caller checking each
        // move of a position searches from its children), the game's value or bounds on it.
        if (book != null && ply <= book.plies()) {
            int known = book.value(position.hash());
            if (known != OpeningBook.MISSING) {
                return exit(ply, knownLeaf(ply, proven(known)));
            }
        }
        int lower = -Scores.INFINITY;
        int upper = Scores.INFINITY;
        if (ply > 0 && oracle != null) {
            long known = oracle.knownBounds();
            if (Oracle.lower(known) == Oracle.upper(known)) {
                return exit(ply, knownLeaf(ply, proven(Oracle.lower(known))));
            }
            if (known != Oracle.NO_BOUNDS) {
                lower = proven(Oracle.lower(known));
                upper = proven(Oracle.upper(known));
            }
        }

        // Step 4. Transposition table probe: a bound from an earlier search to the end, of this
        // position or of a mirror image (its best move translated).
        long key = solveKey();
        TranspositionTable t = tableOf();
        long entry = t.probe(key);
        int tableMove = entry == TranspositionTable.MISS ? -1 : keyMove(TranspositionTable.move(entry));
        if (entry != TranspositionTable.MISS && ply > 0 && TranspositionTable.depth(entry) == TranspositionTable.MAX_DEPTH) {
            int value = TranspositionTable.value(entry);
            int bound = TranspositionTable.bound(entry);
            if (bound != TranspositionTable.UPPER && value > lower) {
                lower = value;
            }
            if (bound != TranspositionTable.LOWER && value < upper) {
                upper = value;
            }
        }
        if (lower >= beta || upper <= alpha || lower == upper) {
            int value = lower >= beta || lower == upper ? lower : upper;
            reused(ply, value);
            return exit(ply, value);
        }
        alpha = Math.max(alpha, lower);
        beta = Math.min(beta, upper);

        // Step 5. Move ordering, and only the moves the game says may matter.
        int alphaAtStart = alpha;
        int side = position.sideToMove();
        MoveList moves = moves(ply);
        int count = order.orderToTheEnd(moves, tableMove, side, ply);

        // Step 6. Enhanced transposition cutoff: a move whose position the table already knows to reach beta.
        if (ply > 0 && cost != null && count > 1 && cost.solveCost() >= TRANSPOSITION_CUTOFF_COST) {
            int known = transpositionCutoff(moves, count, beta, side);
            if (known >= beta) {
                reused(ply, known);
                return exit(ply, known);
            }
        }

        // Step 7. The moves: the first with the window, the others with a null window first (PVS).
        int best = -Scores.INFINITY;
        int bestMove = -1;
        for (int i = 0; i < count; i++) {
            int move = moves.get(i);
            play(move);
            boolean again = position.sideToMove() == side;
            int e;
            if (i == 0 || !options.pvs) {
                e = again ? solve(alpha, beta, ply + 1) : -solve(-beta, -alpha, ply + 1);
            } else {
                e = again ? solve(alpha, alpha + 1, ply + 1) : -solve(-alpha - 1, -alpha, ply + 1);
                if (e > alpha && e < beta) { // the null window failed high: search it for real
                    e = again ? solve(alpha, beta, ply + 1) : -solve(-beta, -alpha, ply + 1);
                }
            }
            undo();
            if (e > best) {
                best = e;
                bestMove = move;
                if (e > alpha) {
                    alpha = e;
                    newBest(ply, move);
                }
            }
            if (alpha >= beta) {
                if (i + 1 < count) {
                    cut(ply, side == rootSide, e, alpha, beta, moves, i + 1);
                }
                order.cutToTheEnd(move, side, ply);
                break;
            }
        }

        // Step 8. Transposition table store.
        int bound = best <= alphaAtStart ? TranspositionTable.UPPER
                : best >= beta ? TranspositionTable.LOWER : TranspositionTable.EXACT;
        t.store(key, best, bound, TranspositionTable.MAX_DEPTH, true, keyMove(bound == TranspositionTable.UPPER ? tableMove : bestMove));
        return exit(ply, best);
    }

    /**
     * The enhanced transposition cutoff of exact searches: a move whose position the table
     * already knows to be worth at least {@code beta} to this side settles the node before any
     * move is searched. Returns that value, or {@code -INFINITY} when no move does.
     */
    private int transpositionCutoff(MoveList moves, int count, int beta, int side) {
        for (int i = 0; i < count; i++) {
            position.play(moves.get(i));
            long entry = tableOf().probe(solveKey());
            boolean again = position.sideToMove() == side;
            position.undo();
            if (entry != TranspositionTable.MISS && TranspositionTable.depth(entry) == TranspositionTable.MAX_DEPTH) {
                int value = TranspositionTable.value(entry);
                int bound = TranspositionTable.bound(entry);
                if (again ? bound != TranspositionTable.UPPER && value >= beta
                          : bound != TranspositionTable.LOWER && -value >= beta) {
                    return again ? value : -value;
                }
            }
        }
        return -Scores.INFINITY;
    }

    // ----- Scores in the table -----

    /** Won and lost scores are stored as distances from the node, so that they fit any ply. */
    private static int toTable(int score, int ply) {
        if (!Scores.isDecided(score)) {
            return score;
        }
        return score > 0 ? score + ply : score - ply;
    }

    private static int fromTable(int score, int ply) {
        if (!Scores.isDecided(score)) {
            return score;
        }
        return score > 0 ? score - ply : score + ply;
    }
}
