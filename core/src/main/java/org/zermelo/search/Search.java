package org.zermelo.search;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import org.zermelo.game.Chance;
import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;

/**
 * What every search algorithm shares: the position it plays and undoes moves on, one reusable
 * move list per ply, the principal variation, the statistics, the listener, and the budget
 * (time and nodes) checked every {@value #CHECK_EVERY} nodes. Subclasses write only the
 * algorithm itself, in the shape the course gives it.
 *
 * <p>A search object may be reused for many searches, one at a time; run parallel searches
 * on separate objects and separate copies of the position.
 */
public abstract class Search {

    /** The budget is checked once per this many nodes (a power of two). */
    static final int CHECK_EVERY = 1024;
    /**
     * Near the time limit (within {@link #NEAR_DEADLINE_NANOS}), the budget is checked this often
     * instead, so that a short limit is kept even while the code is still cold (a node of the
     * first milliseconds, before the JVM compiles the search, can take 10 microseconds or more).
     */
    static final int CHECK_EVERY_NEAR_DEADLINE = 16;
    private static final long NEAR_DEADLINE_NANOS = 50_000_000;

    private final String name;
    private final Evaluator evaluator;
    private SearchListener listener = SearchListener.NONE;
    /** True when someone listens: every listener call is behind this test. */
    protected boolean tracing;

    /** The position searched, changed in place and restored by the end of the search. */
    protected Position position;
    /** The side to move at the root: MAX in the course's words. */
    protected int rootSide;
    protected final SearchStats stats = new SearchStats();
    /**
     * How often the current search reached a horizon: a position evaluated there, or one a table
     * answered from values that rest on such evaluations. Not a statistic but the search's
     * exactness: its value is proven ({@link SearchResult#exact}) when this stays 0, and an
     * iteration's when this did not grow during it. {@link SearchStats#horizonLeaves()} counts only
     * the evaluations.
     */
    long horizonsReached;
    /** {@link #horizonsReached} when the iteration under way started. */
    private long horizonsAtIterationStart;
    /** The limits of the current search. */
    protected SearchLimits limits;

    private MoveList[] moveLists = new MoveList[0];
    private int[][] pv = new int[0][];
    private int[] pvLength = new int[0];
    private int played;
    private long deadline;
    private long startNanos;
    private long iterationStartNanos;
    private long nodeLimit;
    private final SearchAborted aborted = new SearchAborted();
    private Consumer<SearchResult> onIteration = r -> { };
    /** The last iteration finished by a search that deepens itself, or null. */
    private SearchResult lastIteration;
    private SearchStats iterationStart = new SearchStats();
    /** Shuffles the root's moves when set: see {@link #breakTiesWith}. */
    private SplittableRandom tieBreaker;
    /** For a helper of a parallel search ({@link #withHelpers}): set when the main search is done. */
    private AtomicBoolean stopSignal;
    /** Set by {@link #stop}, from another thread. */
    private volatile boolean stopAsked;
    /** The helpers searching beside this search now ({@link #withHelpers}), whose nodes progress counts too. */
    private Search[] activeHelpers = new Search[0];
    /** The node count at which the budget is checked next: every {@value #CHECK_EVERY} nodes, and at the node limit. */
    private long nextCheck;
    /** The move played at each ply of the current line, for {@link #progress}. */
    private final int[] line = new int[Scores.MAX_PLY + 1];
    private ProgressListener progress;
    /** How often {@link #progress} is told, in nanoseconds. */
    long progressEvery;
    private long nextProgress;

    /**
     * @param name the algorithm's name, as the command line spells it
     * @param evaluator the evaluation used at the horizon, or null for a search that only ever
     *     goes to the end of the game
     */
    protected Search(String name, Evaluator evaluator) {
        this.name = name;
        this.evaluator = evaluator;
    }

    /** The algorithm's name. */
    public final String name() {
        return name;
    }

    /**
     * True for the course's two-function forms (max and min), whose values are always the root
     * player's; false for the negamax forms, whose values are the side to move's.
     */
    public boolean maxMinForm() {
        return false;
    }

    /** True when the algorithm uses the alpha-beta window (and so can be asked a narrow one). */
    public boolean usesWindow() {
        return false;
    }

    /**
     * True for a search that deepens iteratively by itself (the engine): given a depth, a time
     * or a node limit, it searches to depth 1, 2, 3, ... and answers with its last finished
     * iteration, telling each one to the {@link #setIterationListener iteration listener}.
     */
    public boolean deepensItself() {
        return false;
    }

    /**
     * True for the searches of games of chance (expectiminimax, star1, star2); the others
     * refuse a position with chance nodes rather than give a wrong value.
     */
    public boolean handlesChance() {
        return false;
    }

    /** Tells {@code listener} each iteration finished by a search that deepens itself. */
    public final void setIterationListener(Consumer<SearchResult> listener) {
        this.onIteration = listener == null ? r -> { } : listener;
    }

    /** The listener of the searches (a no-op when no one listens). */
    protected final SearchListener listener() {
        return listener;
    }

    /**
     * Breaks ties among equal root moves at random: the root's moves are shuffled with
     * {@code random} as they are generated, before the game's own ordering (a stable sort,
     * see {@link org.zermelo.game.MoveOrdering}) and the table's move. Every algorithm keeps
     * the first move that reaches the best value, so among moves of equal value the one that
     * comes first in that order is chosen: at random, among the moves the game's ordering ranks
     * equal. The value is the same: only the order of the root's moves changes. Null (the
     * default) keeps the generation order, so that a search alone is reproducible without a seed.
     */
    public final void breakTiesWith(SplittableRandom random) {
        this.tieBreaker = random;
    }

    /** What breaks ties at the root ({@link #breakTiesWith}), or null: for a search made of other searches, to pass on. */
    protected final SplittableRandom tieBreaker() {
        return tieBreaker;
    }

    /**
     * Tells {@code listener} where the search is every {@code everyNanos} (the first time after
     * that long, so that a short search says nothing); null for no one.
     */
    public final void setProgress(ProgressListener listener, long everyNanos) {
        this.progress = listener;
        this.progressEvery = everyNanos;
    }

    /** Who is told the progress of this search, or null. */
    public final ProgressListener progressListener() {
        return progress;
    }

    /**
     * The search that checks, after this one has solved a position, whether each move of the
     * root reaches the value found ({@link Solver}): a null-window search of the position after
     * the move, "is its value at least v?", far cheaper than its exact value. By default this
     * search itself when it takes windows in negamax form (the engine, whose table is full of
     * the root's search), otherwise alpha-beta in negamax form.
     */
    protected Search moveChecker() {
        return usesWindow() && !maxMinForm() && !handlesChance() ? this : new NegamaxAlphaBeta(null);
    }

    /** Sends every event of the following searches to {@code listener}. */
    public final void setListener(SearchListener listener) {
        this.listener = listener == null ? SearchListener.NONE : listener;
        this.tracing = this.listener != SearchListener.NONE;
    }

    /** Searches {@code position} within {@code limits}, with the full window. */
    public final SearchResult search(Position position, SearchLimits limits) {
        return search(position, limits, -Scores.INFINITY, Scores.INFINITY);
    }

    /**
     * Searches {@code position} within {@code limits} and the window (alpha, beta). The
     * position is left as it was given, even when a limit stops the search.
     */
    public final SearchResult search(Position position, SearchLimits limits, int alpha, int beta) {
        if (alpha >= beta) {
            throw new IllegalArgumentException("empty window [" + alpha + ", " + beta + "]");
        }
        if (!handlesChance() && Chance.inGame(position)) {
            throw new IllegalArgumentException(name + " cannot search " + position + ": the game has chance nodes; "
                    + "use " + Algorithms.sentence(Algorithms.names(a -> a.family() == Algorithm.Family.CHANCE)));
        }
        prepare();
        this.position = position;
        this.limits = limits;
        rootSide = position.sideToMove();
        stopAsked = false;
        stats.reset();
        horizonsReached = 0;
        lastIteration = null;
        iterationStart = new SearchStats();
        horizonsAtIterationStart = 0;
        played = 0;
        ensurePly(0); // a new search's first lists, made before its clock starts
        long start = System.nanoTime();
        startNanos = start;
        iterationStartNanos = start;
        deadline = limits.timeMillis() > 0 ? start + limits.timeMillis() * 1_000_000 : Long.MAX_VALUE;
        nodeLimit = limits.nodes() > 0 ? limits.nodes() : Long.MAX_VALUE;
        nextCheck = nextCheckAfter(0, start);
        nextProgress = start + progressEvery;
        pvLength[0] = 0;
        if (tracing) {
            listener.started(position, this);
        }
        int value = 0;
        boolean complete = true;
        try {
            value = root(limits.depth(), alpha, beta);
        } catch (SearchAborted e) {
            complete = false;
        } finally {
            // A limit, or an error such as AND/OR meeting a draw, leaves moves on the board.
            while (played > 0) {
                undo();
            }
        }
        stats.timeNanos = System.nanoTime() - start;
        SearchResult result;
        if (lastIteration != null) {
            // A search that deepens itself answers with its last finished iteration.
            result = lastIteration.withStats(stats.copy());
        } else if (complete) {
            result = SearchResult.finished(name, value, principalVariation(), limits.toTheEnd() ? stats.maxPly : limits.depth(),
                    horizonsReached == 0, stats.copy(), expected());
        } else {
            result = SearchResult.stopped(name, Arrays.copyOf(pv[0], pvLength[0]), stats.copy());
        }
        if (tracing) {
            listener.finished(result);
        }
        return result;
    }

    /** The root's expected value for a search of chance nodes, else NaN. */
    private double expected() {
        return this instanceof ExpectedValue e ? e.expectedValue() : Double.NaN;
    }

    /**
     * Asks the search under way, from another thread, to stop at its next check of the budget
     * (within {@value #CHECK_EVERY} nodes), as a limit would stop it: it answers with what it has
     * (a search that deepens, with its last finished iteration). Does nothing to a search that
     * starts later.
     */
    public final void stop() {
        stopAsked = true;
    }

    /**
     * True when the search must stop now, as a limit would stop it (asked every {@value
     * #CHECK_EVERY} nodes): when {@link #stop} was called, and for a helper, when the search it
     * helps is done.
     */
    protected boolean stopRequested() {
        return stopAsked || stopSignal != null && stopSignal.get();
    }

    /**
     * A parallel search: runs {@code main} on this thread while each of {@code helpers}
     * searches a copy of the position, with the same limits and window, on a thread of its own;
     * when {@code main} returns (or throws), stops the helpers, waits for them and adds their
     * nodes to this search's. What the helpers share with the main search (a table) is the
     * caller's business; their results are not used.
     */
    protected final int withHelpers(Search[] helpers, int alpha, int beta, IntSupplier main) {
        AtomicBoolean done = new AtomicBoolean();
        activeHelpers = helpers;
        Thread[] threads = new Thread[helpers.length];
        SearchResult[] results = new SearchResult[helpers.length];
        for (int i = 0; i < helpers.length; i++) {
            Search helper = helpers[i];
            helper.stopSignal = done;
            Position copy = position.copy();
            SearchLimits same = limits;
            int index = i;
            threads[i] = new Thread(null, () -> results[index] = helper.search(copy, same, alpha, beta),
                    "zermelo-helper-" + (i + 1), 256L << 20);
            threads[i].start();
        }
        try {
            return main.getAsInt();
        } finally {
            done.set(true);
            activeHelpers = new Search[0];
            for (int i = 0; i < threads.length; i++) {
                try {
                    threads[i].join();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                if (results[i] != null) {
                    stats.nodes += results[i].stats().nodes(); // the work of every thread counts
                }
            }
        }
    }

    /** Makes what the algorithm needs before the clock starts (a table, say); nothing by default. */
    protected void prepare() {}

    /**
     * The algorithm, called once per search at ply 0 with the root position in
     * {@link #position}: returns the root value and records the principal variation with
     * {@link #newBest}.
     */
    protected abstract int root(int depth, int alpha, int beta);

    /** The best line found; by default the one recorded with {@link #newBest}. */
    protected int[] principalVariation() {
        return Arrays.copyOf(pv[0], pvLength[0]);
    }

    // ----- what the algorithms call -----

    /**
     * Records a finished iteration of a search that deepens itself: its depth, value and best
     * line; the counts are those since the previous iteration, and it is exact when it reached no
     * horizon. Tells the iteration listener.
     */
    protected final void iterationDone(int depth, int value, int[] line) {
        iterationDone(depth, value, line, horizonsReached == horizonsAtIterationStart);
    }

    /**
     * Records a finished iteration as {@link #iterationDone(int, int, int[])} does, for a search
     * that knows better whether its value is proven ({@code exact}) than the horizons it reached
     * since the previous iteration say: one made of other searches, some of which saw a horizon.
     */
    protected final void iterationDone(int depth, int value, int[] line, boolean exact) {
        SearchStats counts = stats.since(iterationStart);
        long now = System.nanoTime();
        counts.timeNanos = now - iterationStartNanos;
        lastIteration = SearchResult.finished(name, value, line, depth, exact, counts, expected());
        iterationStart = stats.copy();
        horizonsAtIterationStart = horizonsReached;
        onIteration.accept(lastIteration);
        iterationStartNanos = System.nanoTime(); // the listener's time (printing) is no iteration's
    }

    /** The time since the search started, in nanoseconds. */
    protected final long elapsedNanos() {
        return System.nanoTime() - startNanos;
    }

    /** The time left before the time limit, in nanoseconds ({@code Long.MAX_VALUE} without one). */
    protected final long remainingNanos() {
        return deadline == Long.MAX_VALUE ? Long.MAX_VALUE : deadline - System.nanoTime();
    }

    /** Enters a node at {@code ply}: counts it, checks the budget, tells the listener. */
    protected final void enter(int ply, int alpha, int beta) {
        if (++stats.nodes >= nextCheck) {
            checkBudget();
        }
        if (ply + 1 >= pvLength.length) {
            ensurePly(ply);
        }
        if (ply > stats.maxPly) {
            stats.maxPly = ply;
        }
        pvLength[ply] = ply;
        if (tracing) {
            listener.entered(position, ply, alpha, beta);
        }
    }

    /** The evaluation at the horizon, or null for a search that only ever reaches ends of games. */
    protected final Evaluator evaluator() {
        return evaluator;
    }

    /** Forgets the best line of the node at {@code ply}, as entering it does (a search made there before its own: ProbCut's). */
    protected final void clearLine(int ply) {
        pvLength[ply] = ply;
    }

    /** True at a leaf: the game is over, or the horizon is reached. */
    protected final boolean isLeaf(int depth) {
        return depth == 0 || position.isTerminal();
    }

    /**
     * Scores the leaf at {@code ply}: the game's value if it is over, the evaluation
     * otherwise. From the side to move's point of view, or MAX's if {@code forMax}.
     */
    protected final int leafValue(int ply, boolean forMax) {
        stats.leaves++;
        int value;
        if (position.isTerminal()) {
            value = position.terminalScore(ply);
        } else {
            if (evaluator == null) {
                throw new IllegalStateException(name + " reached a horizon with no evaluation to apply");
            }
            stats.horizonLeaves++;
            horizonsReached++;
            value = evaluator.evaluate(position);
            assert Math.abs(value) < Scores.EVAL_LIMIT : "evaluation out of range: " + value;
        }
        if (forMax && position.sideToMove() != rootSide) {
            value = -value;
        }
        if (tracing) {
            listener.leaf(position, ply, value);
        }
        return value;
    }

    /**
     * Counts a leaf whose value the algorithm knows by its own means (a game's oracle, or its
     * own scale for the end of the game) and tells the listener.
     */
    protected final int knownLeaf(int ply, int value) {
        stats.leaves++;
        if (tracing) {
            listener.leaf(position, ply, value);
        }
        return value;
    }

    /** The move list of {@code ply}, as it is, for an algorithm that fills it itself. */
    protected final MoveList moveList(int ply) {
        return moveLists[ply];
    }

    /** Generates the legal moves of the current position into the list of {@code ply}. */
    protected final MoveList moves(int ply) {
        MoveList moves = moveLists[ply];
        position.legalMoves(moves);
        if (moves.isEmpty()) {
            throw new IllegalStateException("position " + position + " is not terminal but has no legal move");
        }
        if (ply == 0 && tieBreaker != null) {
            moves.shuffle(tieBreaker);
        }
        return moves;
    }

    /** Plays a move on the searched position. */
    protected final void play(int move) {
        position.play(move);
        line[played++] = move;
    }

    /** Undoes the last move played. */
    protected final void undo() {
        position.undo();
        played--;
    }

    /** True when the side to move is the root player (MAX). */
    protected final boolean maxToMove() {
        return position.sideToMove() == rootSide;
    }

    /** Records {@code move} as the best at {@code ply}, followed by the best line below it. */
    protected final void newBest(int ply, int move) {
        int[] line = pv[ply];
        line[ply] = move;
        int childLength = pvLength[ply + 1];
        if (childLength > ply + 1) {
            System.arraycopy(pv[ply + 1], ply + 1, line, ply + 1, childLength - ply - 1);
            pvLength[ply] = childLength;
        } else {
            pvLength[ply] = ply + 1;
        }
    }

    /**
     * Counts a cut at the current node ({@code atMax}: a MAX node) and tells the listener
     * which moves, from index {@code next}, will not be visited; called only when at least one
     * move is skipped.
     */
    protected final void cut(int ply, boolean atMax, int value, int alpha, int beta, MoveList moves, int next) {
        if (next == 1) {
            stats.firstMoveCutoffs++;
        }
        if (atMax) {
            stats.cutoffsAtMax++;
        } else {
            stats.cutoffsAtMin++;
        }
        if (tracing) {
            listener.cut(position, ply, value, alpha, beta, moves, next);
        }
    }

    /** Counts a node answered from a table. */
    protected final void reused(int ply, int value) {
        stats.tableHits++;
        if (tracing) {
            listener.reused(position, ply, value);
        }
    }

    /** Leaves a node that returns {@code value}. */
    protected final int exit(int ply, int value) {
        if (tracing) {
            listener.exited(position, ply, value);
        }
        return value;
    }

    /**
     * Stops the search when a limit is reached (the node limit exactly: the node over it is not
     * searched, nor counted), and tells the progress when it is time.
     */
    private void checkBudget() {
        long now = System.nanoTime();
        if (stats.nodes > nodeLimit) {
            stats.nodes--;
            throw aborted;
        }
        if (now >= deadline || stopRequested()) {
            throw aborted;
        }
        nextCheck = nextCheckAfter(stats.nodes, now);
        if (progress != null && now >= nextProgress && stopSignal == null) {
            nextProgress = now + progressEvery;
            progress.progress(progressNow(now));
        }
    }

    /**
     * When to check the budget next, after {@code nodes} at time {@code now}: {@value #CHECK_EVERY}
     * nodes on ({@value #CHECK_EVERY_NEAR_DEADLINE} near the time limit), or just past the node limit.
     */
    private long nextCheckAfter(long nodes, long now) {
        int every = deadline != Long.MAX_VALUE && deadline - now < NEAR_DEADLINE_NANOS ? CHECK_EVERY_NEAR_DEADLINE : CHECK_EVERY;
        return nodeLimit - nodes < every ? nodeLimit + 1 : nodes + every;
    }

    /** Where the search is, with the nodes of every thread. */
    private SearchProgress progressNow(long now) {
        long nodes = stats.nodes;
        for (Search helper : activeHelpers) {
            nodes += helper.stats.nodes; // read while the helper counts: a figure to watch, not a result
        }
        return SearchProgress.of(position, line, played, moveLists, nodes, now - startNanos, progressDepth());
    }

    /** The depth of the iteration under way, for the progress of a search that deepens; 0 by default. */
    protected int progressDepth() {
        return 0;
    }

    /** Makes room for plies up to {@code ply}: allocates only the first time a depth is reached. */
    private void ensurePly(int ply) {
        if (ply >= Scores.MAX_PLY) {
            throw new IllegalStateException("search deeper than " + Scores.MAX_PLY + " plies");
        }
        int size = pvLength.length;
        if (ply + 1 < size) {
            return;
        }
        int newSize = Math.max(64, Math.min(Scores.MAX_PLY + 1, Math.max(2 * size, ply + 2)));
        moveLists = Arrays.copyOf(moveLists, newSize);
        pv = Arrays.copyOf(pv, newSize);
        for (int i = 0; i < newSize; i++) {
            if (moveLists[i] == null) {
                moveLists[i] = new MoveList();
            }
            pv[i] = pv[i] == null ? new int[newSize] : Arrays.copyOf(pv[i], newSize);
        }
        pvLength = Arrays.copyOf(pvLength, newSize);
    }
}
