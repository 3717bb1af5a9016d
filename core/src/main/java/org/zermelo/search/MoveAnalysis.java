package org.zermelo.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.zermelo.game.Chance;
import org.zermelo.game.Game;
import org.zermelo.game.MoveList;
import org.zermelo.game.Outcome;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.game.SelfSolving;
import org.zermelo.game.Tablebase;

/**
 * The value of every legal move of a position, and of every ply of a whole game: what an
 * analysis board shows. Each value is exact where the game can be solved from there within the
 * time given (with the game's own solver, {@link Game#solver(Position)}, or its own method for a
 * game that solves itself, {@link SelfSolving}), else the value of a depth- or time-limited search
 * with the game's evaluation. Values are for the player who chooses the move, in the scale of
 * every search ({@link Scores}: a win scores WIN minus the plies to the end), so that a move's
 * exact value is its game value (for Connect Four, Pascal Pons' score) with its distance to the
 * end, and the values of all moves compare with one another.
 *
 * <p>A move's value is the value of the position after it, seen from the side that played it:
 * negated when the turn passes, one ply further from the end. A depth-limited value of a move is
 * that of a search of the position after it to one ply less, so that the best move's value is
 * the value of the position searched to the full depth.
 */
public final class MoveAnalysis {

    /**
     * How hard to look.
     *
     * @param solveMillis the time an exact search of one position may take before the
     *     depth-limited search answers instead; 0 never solves
     * @param algorithm the depth-limited search (as {@link Algorithms#create} names it), or null
     *     for the default: {@code pvs}, or {@code expectiminimax} for a game of chance
     * @param depth the horizon of a position's depth-limited search (a move's: one less), when
     *     {@code timeMillis} is 0
     * @param timeMillis the time of the depth-limited searches of a whole analysis, shared
     *     equally among the moves; 0 for a fixed depth
     */
    public record Options(long solveMillis, String algorithm, int depth, long timeMillis) {

        /** The default: 2 s to solve each position, else {@code pvs} to depth 4 (as {@code search}). */
        public static final Options DEFAULT = new Options(2000, null, 4, 0);

        public Options {
            if (solveMillis < 0 || timeMillis < 0) {
                throw new IllegalArgumentException("times must be 0 or more");
            }
            if (timeMillis == 0 && depth < 1) {
                throw new IllegalArgumentException("the depth must be 1 or more, not " + depth);
            }
            if (algorithm != null && Algorithms.search(algorithm).accepts(Algorithm.Setting.OPPONENT)) {
                // Each move is valued from the position after it, where the opponent it would model is to move.
                throw new IllegalArgumentException(algorithm + " models the opponent of the side to move, and the analysis "
                        + "values each move from the position after it, where that opponent is to move: use search --algo "
                        + algorithm + " for its choice");
            }
        }
    }

    /** What kind of value: proven, a search's estimate at a horizon, or an exact probability of winning. */
    public enum Kind { EXACT, HEURISTIC, PROBABILITY }

    /**
     * A value, for one side.
     *
     * @param kind how it is known
     * @param score the score in the scale of {@link Scores} (for a search of a game of chance, the
     *     search's own value); 0 for a probability
     * @param probability the probability of winning, for {@link Kind#PROBABILITY}; else NaN
     * @param depth the horizon of a heuristic value in plies, 0 for an exact one
     */
    public record Value(Kind kind, int score, double probability, int depth) {

        /** True when the value is proven. */
        public boolean exact() {
            return kind != Kind.HEURISTIC;
        }

        /** The game value of an exact score (for Connect Four, Pons' score); 0 for a draw or a heuristic value. */
        public int gameValue() {
            return kind == Kind.EXACT ? Scores.gameValue(score) : 0;
        }

        /** Plies to the end under best play (fastest win, slowest loss), or -1: a draw, unknown, or not exact. */
        public int remoteness() {
            if (kind != Kind.EXACT || !Scores.isDecided(score)) {
                return -1;
            }
            int distance = Scores.distance(score);
            return distance >= Scores.MAX_PLY ? -1 : distance;
        }

        /** Win, draw or loss, for an exact value (a probability: above, at or below one half); null otherwise. */
        public Outcome outcome() {
            return switch (kind) {
                case EXACT -> Outcome.of(gameValue());
                case PROBABILITY -> probability > 0.5 ? Outcome.WIN : probability < 0.5 ? Outcome.LOSS : Outcome.DRAW;
                case HEURISTIC -> Scores.isDecided(score) ? Outcome.of(Scores.gameValue(score)) : null;
            };
        }

        /** A number to compare values of the same position by: larger is better for the side the value is for. */
        public double rank() {
            return kind == Kind.PROBABILITY ? probability : score;
        }

        /**
         * The value in words: {@code win in 5 plies}, {@code draw}, {@code loss (value -4) in 12 plies},
         * {@code +12 at depth 4}, {@code 0.6130 to win}.
         */
        public String describe() {
            return switch (kind) {
                case EXACT -> score == 0 ? "draw" : Scores.describe(score);
                case PROBABILITY -> String.format(Locale.ROOT, "%.4f to win", probability);
                case HEURISTIC -> Scores.describe(score) + " at depth " + depth;
            };
        }

        /**
         * This value of a position as its parent sees it, for the side that moved into it: the
         * same side when {@code sameSide} (a player moving twice), else the other, and one ply
         * further from the end.
         */
        Value fromParent(boolean sameSide) {
            if (kind == Kind.PROBABILITY) {
                return new Value(kind, 0, sameSide ? probability : 1 - probability, 0);
            }
            int s = sameSide ? score : -score;
            if (Scores.isDecided(s) && Scores.distance(s) < Scores.MAX_PLY - 1) {
                s = Scores.terminal(Scores.gameValue(s), Scores.distance(s) + 1);
            }
            return new Value(kind, s, Double.NaN, kind == Kind.HEURISTIC ? depth + 1 : 0);
        }
    }

    /**
     * One legal move and its value.
     *
     * @param move the move
     * @param notation the move in the game's notation
     * @param value its value for the side that plays it
     * @param nodes the nodes its searches visited
     */
    public record MoveValue(int move, String notation, Value value, long nodes) {}

    /**
     * Every legal move's value.
     *
     * @param moves the legal moves, in the order the game lists them
     * @param nodes the nodes of every search
     * @param timeNanos the time taken
     */
    public record Result(List<MoveValue> moves, long nodes, long timeNanos) {

        /**
         * The best value of a move, which is the position's value; null when there is no move, and
         * when it cannot be told: some moves proven to draw or lose, the others only estimated (a
         * proven value and a search's estimate are never ranked against each other: the estimated
         * move may be better or worse). A proven win is the best whatever the estimates.
         */
        public Value best() {
            Value proven = bestOf(true);
            Value estimated = bestOf(false);
            if (proven == null || estimated == null) {
                return proven != null ? proven : estimated;
            }
            return proven.outcome() == Outcome.WIN ? proven : null;
        }

        /** The best proven value (exact, or a probability a game computes exactly), or the best estimate; null when there is none. */
        public Value bestOf(boolean proven) {
            Value best = null;
            for (MoveValue m : moves) {
                if (m.value.exact() == proven && (best == null || m.value.rank() > best.rank())) {
                    best = m.value;
                }
            }
            return best;
        }

        /**
         * True when {@code move} is a best move: its value is the best, or where proven and estimated
         * values cannot be ranked, the best of its own kind.
         */
        public boolean isBest(MoveValue move) {
            return move.value.rank() == bestFor(move).rank();
        }

        /** The best value {@code move} is ranked against: the best, or where there is none, the best of its own kind. */
        private Value bestFor(MoveValue move) {
            Value best = best();
            return best != null ? best : bestOf(move.value.exact());
        }

        /** True when every move's value is proven. */
        public boolean exact() {
            return moves.stream().allMatch(m -> m.value.exact());
        }

        /**
         * How much worse than the best move {@code move} is, in the values' units (0 for a best
         * move): a heuristic value's loss against the best, or where proven and estimated values
         * cannot be ranked, against the best estimate.
         */
        public double loss(MoveValue move) {
            return bestFor(move).rank() - move.value.rank();
        }

        /**
         * True when {@code move} changes the exact result: it turns a win into a draw or a loss, or
         * a draw into a loss (both values proven).
         */
        public boolean mistake(MoveValue move) {
            return MoveAnalysis.mistake(bestOf(true), move.value);
        }
    }

    /**
     * One ply of a game reviewed.
     *
     * @param ply the ply, from 1
     * @param side who played it (0 moves first), or -1 for a chance outcome
     * @param move the move, in the game's notation
     * @param before the value of the position before the ply, for the side that played it
     * @param played the value of the move played, for the same side
     * @param after the value of the position after the ply, for the side that moves first
     * @param mistake true when the move changed the exact result for the worse
     */
    public record Ply(int ply, int side, String move, Value before, Value played, Value after, boolean mistake) {}

    private final Game game;
    private final Options options;
    private volatile Search exact;
    private volatile Search heuristic;
    private volatile boolean stopped;
    private long nodes;
    /** The cap on the tables of the searches made here, in MB, or 0 for their defaults. */
    private int tableMegabytes;
    private ProgressListener progress;
    private long progressEvery;
    /** The endgame databases the depth-limited searches probe, or null. */
    private Tablebase tablebase;

    /** An analysis of positions of {@code game}, one at a time; its searches keep their tables from one to the next. */
    public MoveAnalysis(Game game, Options options) {
        this.game = game;
        this.options = options;
    }

    /**
     * Every legal move of {@code position} (not over) and its value, for the side to move.
     *
     * @throws IllegalArgumentException when the game is over
     * @throws java.util.concurrent.CancellationException when {@link #stop} was called
     */
    public Result moves(Position position) {
        if (position.isTerminal()) {
            throw new IllegalArgumentException("the game is over at " + position + ": no move to analyse");
        }
        return moves(position.copy(), true);
    }

    /**
     * Caps the tables of the searches this analysis makes (the solver's, the engine's), in MB:
     * for a program running many analyses at once (a server).
     */
    public void limitTables(int megabytes) {
        this.tableMegabytes = megabytes;
    }

    /** Tells {@code listener} where each search of the analysis is, every {@code everyNanos} (a long one says how far it has come). */
    public void setProgress(ProgressListener listener, long everyNanos) {
        this.progress = listener;
        this.progressEvery = everyNanos;
    }

    /** The depth-limited searches made from now on probe {@code tablebase} (null for none). */
    public void setTablebase(Tablebase tablebase) {
        this.tablebase = tablebase;
    }

    /** A search made here, its table capped, its progress told. */
    private Search create(String name, org.zermelo.game.Evaluator evaluator) {
        Search search = Algorithms.create(name, evaluator);
        if (progress != null) {
            search.setProgress(progress, progressEvery);
        }
        if (tableMegabytes > 0 && search instanceof TableSize table) {
            table.setTableMegabytes(tableMegabytes);
        }
        if (search instanceof TablebaseProbing probing) {
            probing.setTablebase(tablebase);
        }
        return search;
    }

    /**
     * Stops the analysis under way, from another thread: its search stops, and it throws
     * {@link java.util.concurrent.CancellationException} instead of answering.
     */
    public void stop() {
        stopped = true;
        Search e = exact;
        Search h = heuristic;
        if (e != null) {
            e.stop();
        }
        if (h != null) {
            h.stop();
        }
    }

    /**
     * Every legal move of {@code position} (not over) and its value, for the side to move.
     *
     * @throws IllegalArgumentException when the game is over, or for a bad algorithm
     */
    public static Result analyze(Game game, Position position, Options options) {
        return new MoveAnalysis(game, options).moves(position);
    }

    /** The value of {@code position} for its side to move (exact when it can be solved). */
    public static Value value(Game game, Position position, Options options) {
        return new MoveAnalysis(game, options).valueOf(position.copy(), options.timeMillis);
    }

    /**
     * The value of every ply of a game played from {@code start}: the moves in the game's
     * notation, chance outcomes (a die) included. A move that changes a proven result for the
     * worse is a mistake.
     *
     * @throws IllegalArgumentException for an illegal move, saying which ply
     */
    public static List<Ply> review(Game game, Position start, List<String> moves, Options options) {
        return new MoveAnalysis(game, options).review(start, moves, p -> { });
    }

    /** Refuses a game with a move that cannot be played, before any of it is analysed. */
    private static void check(Position start, List<String> moves) {
        Position position = start.copy();
        for (int i = 0; i < moves.size(); i++) {
            if (position.isTerminal()) {
                throw new IllegalArgumentException("ply " + (i + 1) + " (" + moves.get(i) + "): the game is already over");
            }
            try {
                position.play(position.parseMove(moves.get(i)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("ply " + (i + 1) + ": " + e.getMessage());
            }
        }
    }

    /**
     * The value of every ply of a game played from {@code start}, as {@link #review(Game, Position,
     * List, Options)} gives it, telling {@code onPly} each ply as it is valued; the whole game is
     * checked first, so that a wrong move is told at once.
     *
     * @throws java.util.concurrent.CancellationException when {@link #stop} was called
     */
    public List<Ply> review(Position start, List<String> moves, java.util.function.Consumer<Ply> onPly) {
        check(start, moves);
        MoveAnalysis analysis = this;
        Position position = start.copy();
        int firstSide = 0;
        List<Ply> plies = new ArrayList<>();
        long time = options.timeMillis == 0 ? 0 : Math.max(1, options.timeMillis / Math.max(1, moves.size() + 1));
        Value value = analysis.valueOf(position, time);
        for (int i = 0; i < moves.size(); i++) {
            if (position.isTerminal()) {
                throw new IllegalArgumentException("ply " + (i + 1) + " (" + moves.get(i) + "): the game is already over");
            }
            int move;
            try {
                move = position.parseMove(moves.get(i));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("ply " + (i + 1) + ": " + e.getMessage());
            }
            boolean chance = Chance.isChanceNode(position);
            int side = position.sideToMove();
            position.play(move);
            Value next = analysis.valueOf(position, time);
            Value played = next.fromParent(position.sideToMove() == side);
            Value forFirst = position.sideToMove() == firstSide ? next : next.fromParent(false);
            Ply ply = new Ply(i + 1, chance ? -1 : side, moves.get(i), value, played, forFirst, !chance && mistake(value, played));
            plies.add(ply);
            onPly.accept(ply);
            value = next;
        }
        return plies;
    }

    /** True when both values are proven and {@code played} has a worse result than {@code best}. */
    static boolean mistake(Value best, Value played) {
        if (best == null || best.kind != Kind.EXACT || played.kind != Kind.EXACT) {
            return false;
        }
        return Integer.signum(played.gameValue()) < Integer.signum(best.gameValue());
    }

    private Result moves(Position position, boolean copied) {
        assert copied;
        long start = System.nanoTime();
        MoveList list = new MoveList();
        position.legalMoves(list);
        long time = options.timeMillis == 0 ? 0 : Math.max(1, options.timeMillis / list.size());
        List<MoveValue> values = new ArrayList<>();
        int side = position.sideToMove();
        for (int i = 0; i < list.size(); i++) {
            int move = list.get(i);
            String notation = position.formatMove(move);
            long before = nodes;
            position.play(move);
            boolean sameSide = position.sideToMove() == side;
            Value child;
            try {
                child = valueOf(position, time, -1);
            } finally {
                position.undo();
            }
            values.add(new MoveValue(move, notation, child.fromParent(sameSide), nodes - before));
        }
        return new Result(List.copyOf(values), nodes, System.nanoTime() - start);
    }

    private Value valueOf(Position position, long timeMillis) {
        return valueOf(position, timeMillis, 0);
    }

    /**
     * The value of {@code position} for its side to move: the end's, the game's own solution, an
     * exact search within the solve time, else a depth-limited search to the options' depth plus
     * {@code depthOffset} (a move's search is one ply shorter) or for {@code timeMillis}.
     */
    private Value valueOf(Position position, long timeMillis, int depthOffset) {
        checkStopped();
        if (position.isTerminal()) {
            return new Value(Kind.EXACT, Scores.terminal(position.terminalValue(), 0), Double.NaN, 0);
        }
        if (game instanceof SelfSolving self) {
            return new Value(Kind.PROBABILITY, 0, winProbability(self, position), 0);
        }
        boolean chance = Chance.inGame(position);
        if (!chance && options.solveMillis > 0 && !hopeless(position)) {
            if (exact == null || !exact.name().equals(game.solver(position))) {
                exact = create(game.solver(position), null);
            }
            SearchResult r = solveWithin(exact, position, options.solveMillis);
            nodes += r.stats().nodes();
            checkStopped();
            if (r.complete()) {
                return new Value(Kind.EXACT, r.value(), Double.NaN, 0);
            }
        }
        if (heuristic == null) {
            heuristic = create(options.algorithm != null ? options.algorithm : Algorithms.engineDefault(chance), game.evaluator());
            if (!Algorithms.search(heuristic.name()).depthLimited()) {
                throw new IllegalArgumentException(heuristic.name() + " searches to the end of the game: the analysis needs a "
                        + "depth-limited search, such as " + Algorithms.engineDefault(false));
            }

        }
        SearchLimits limits = timeMillis > 0 ? SearchLimits.time(java.time.Duration.ofMillis(timeMillis))
                : SearchLimits.depth(Math.max(0, options.depth + depthOffset));
        SearchResult r = limits.interruptible() || heuristic.deepensItself()
                ? IterativeDeepening.search(heuristic, position, limits, it -> { })
                : heuristic.search(position, limits);
        nodes += r.stats().nodes();
        checkStopped();
        int score = r.value();
        if (r.exact() && r.complete() && !(heuristic instanceof ExpectedValue)) {
            return new Value(Kind.EXACT, score, Double.NaN, 0);
        }
        return new Value(Kind.HEURISTIC, score, Double.NaN, r.depth());
    }

    /** Stops the solves that run out of time: an exact search takes no time limit, it is stopped. */
    private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "zermelo-analysis-timer");
        t.setDaemon(true);
        return t;
    });

    /**
     * Searches {@code position} to the end with {@code search}, stopping it after {@code millis}
     * (from this thread's point of view: {@link Search#stop}); incomplete when stopped.
     */
    private static SearchResult solveWithin(Search search, Position position, long millis) {
        AtomicBoolean running = new AtomicBoolean(true);
        ScheduledFuture<?> timer = TIMER.schedule(() -> {
            synchronized (running) {
                if (running.get()) {
                    search.stop();
                }
            }
        }, millis, TimeUnit.MILLISECONDS);
        try {
            return search.search(position, SearchLimits.exact());
        } finally {
            synchronized (running) { // a stop arriving late must not stop the next search
                running.set(false);
            }
            timer.cancel(false);
        }
    }

    private void checkStopped() {
        if (stopped) {
            throw new java.util.concurrent.CancellationException("the analysis was stopped");
        }
    }

    /** True when the position says solving it is out of reach. */
    private static boolean hopeless(Position position) {
        return Solver.outOfReach(position);
    }

    /**
     * The side to move's probability of winning, from the game's own solution; at a chance node
     * (a die in the air), the average over the outcomes.
     */
    private static double winProbability(SelfSolving self, Position position) {
        if (position.isTerminal()) {
            return position.terminalValue() > 0 ? 1 : position.terminalValue() < 0 ? 0 : 0.5;
        }
        if (!Chance.isChanceNode(position)) {
            return self.solve(position).value();
        }
        Chance chance = (Chance) position;
        MoveList outcomes = new MoveList();
        position.legalMoves(outcomes);
        int side = position.sideToMove();
        double sum = 0;
        for (int i = 0; i < outcomes.size(); i++) {
            int outcome = outcomes.get(i);
            double p = chance.probability(outcome);
            position.play(outcome);
            double v = winProbability(self, position);
            boolean same = position.sideToMove() == side;
            position.undo();
            sum += p * (same ? v : 1 - v);
        }
        return sum;
    }
}
