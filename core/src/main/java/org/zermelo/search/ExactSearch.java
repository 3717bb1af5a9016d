package org.zermelo.search;

import org.zermelo.game.MoveList;
import org.zermelo.game.MovesLeft;
import org.zermelo.game.MoveOrdering;
import org.zermelo.game.Oracle;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.game.ShallowSolver;
import org.zermelo.game.SolveCost;
import org.zermelo.game.SymmetricMoves;

/**
 * The engine's search to the end of the game: alpha-beta in negamax form on game values without
 * distance ({@link #proven}: whether a win is fast or slow is not measured), with what the game
 * knows: its {@link ShallowSolver} near the end (its nodes counted with the engine's), its
 * {@link Oracle} (values and bounds), the count of moves its {@link MoveOrdering} says must be
 * tried, how many {@link MovesLeft moves are left} (the positions near the end go to a small
 * table of their own, {@link #near}), its {@link SymmetricMoves symmetric key} (a mirror image
 * found in the table, best move included); an {@link OpeningBook} when one is set; and the
 * enhanced transposition cutoff on the positions that cost the most.
 *
 * <p><b>Contract</b> ({@link #solve}): <b>fail-soft</b>, as the depth-limited search: a value
 * {@code v <= alpha} means the game value's score is at most {@code v}, {@code v >= beta} at
 * least {@code v}, and a value in between is exact; always the score of a game value
 * ({@link #proven}), never the window's infinity. Asserted at entry and exit, as Edax does.
 *
 * <p>A room of the {@link Engine}, which drives it (the bisection of MTD(f), windows) and whose
 * position, counts, listener and move lists per ply it uses through the engine's final methods.
 */
final class ExactSearch {

    /** The size of {@link #near}: small enough to stay in the processor's caches. */
    static final int NEAR_TABLE_MB = 2;
    /**
     * A search to the end keeps the positions this many moves from the end or nearer
     * ({@link MovesLeft}) in {@link #near}: their subtrees are small, and searching one again
     * costs less than a probe of the large table that misses the processor's caches. Tuned on
     * Connect Four (docs/measurements.md).
     */
    static final int NEAR_END_MOVES = 20;
    /**
     * The enhanced transposition cutoff costs a table probe per move, most of them cache misses,
     * and pays only where a position's subtree is large: it is tried in exact searches of
     * positions that estimate their solve cost ({@link SolveCost}) at this much or more, which
     * for Othello is from 13 empty squares on. Tried nearer the end it saved no time; Connect
     * Four, which gives no estimate, lost time with it (docs/measurements.md).
     */
    private static final long TRANSPOSITION_CUTOFF_COST = 500;

    /** The driver: the position, the counts, the listener, the move lists and the best line. */
    private final Engine engine;
    private final MoveOrder order;
    /** Principal variation search: null windows after the first move. */
    private final boolean pvs;
    /** The table for the positions near the end; this engine's own, never shared. */
    private final TranspositionTable near = new TranspositionTable(NEAR_TABLE_MB);

    // Set at each root, so that the node loop never asks the position what it is.
    private TranspositionTable table;
    private OpeningBook book;
    private Oracle oracle;
    private ShallowSolver shallow;
    private SolveCost cost;
    private MovesLeft movesLeft;
    /** The key mirror images share in the table, with their moves translated; null for the position's own key. */
    private SymmetricMoves symmetric;

    ExactSearch(Engine engine, MoveOrder order, boolean pvs) {
        this.engine = engine;
        this.order = order;
        this.pvs = pvs;
    }

    /** Learns what the root's game knows, and the table and book to use, at the root of a search. */
    void startAt(Position root, TranspositionTable table, OpeningBook book) {
        this.table = table;
        this.book = book;
        oracle = root instanceof Oracle o ? o : null;
        shallow = root instanceof ShallowSolver s ? s : null;
        cost = root instanceof SolveCost c ? c : null;
        movesLeft = root instanceof MovesLeft m ? m : null;
        symmetric = root instanceof SymmetricMoves s ? s : null;
    }

    /** The bounds the game knows on the current position's value ({@link Oracle#knownBounds}), or {@link Oracle#NO_BOUNDS}. */
    long knownBounds() {
        return oracle != null ? oracle.knownBounds() : Oracle.NO_BOUNDS;
    }

    /**
     * The exact search from the current position, at {@code ply} from the root: see the class
     * comment for the contract.
     */
    int solve(int alpha, int beta, int ply) {
        assert alpha < beta : "empty window [" + alpha + ", " + beta + "] at ply " + ply;
        engine.enter(ply, alpha, beta);

        // Step 1. Near the end: the game's own solver, within the window (not at the root, which needs a move).
        if (ply > 0 && shallow != null) {
            long before = shallow.solvedNodes();
            int value = shallow.solveWithin(valueAtMost(alpha), valueAtLeast(beta));
            if (value != Oracle.UNKNOWN) {
                engine.stats.nodes += shallow.solvedNodes() - before;
                return exit(ply, engine.knownLeaf(ply, proven(value)));
            }
        }

        // Step 2. The end of the game.
        if (engine.position.isTerminal()) {
            return exit(ply, engine.knownLeaf(ply, proven(engine.position.terminalValue())));
        }

        // Step 3. What is known without search: the book (the root too: a caller checking each
        // move of a position searches from its children), the game's value or bounds on it.
        if (book != null && ply <= book.plies()) {
            int known = book.value(engine.position.hash());
            if (known != OpeningBook.MISSING) {
                return exit(ply, engine.knownLeaf(ply, proven(known)));
            }
        }
        int lower = -Scores.INFINITY;
        int upper = Scores.INFINITY;
        if (ply > 0 && oracle != null) {
            long known = oracle.knownBounds();
            if (Oracle.lower(known) == Oracle.upper(known)) {
                return exit(ply, engine.knownLeaf(ply, proven(Oracle.lower(known))));
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
            engine.reused(ply, value);
            return exit(ply, value);
        }
        alpha = Math.max(alpha, lower);
        beta = Math.min(beta, upper);

        // Step 5. Move ordering, and only the moves the game says may matter.
        int alphaAtStart = alpha;
        int side = engine.position.sideToMove();
        MoveList moves = engine.moves(ply);
        int count = order.orderToTheEnd(moves, tableMove, side, ply);

        // Step 6. Enhanced transposition cutoff: a move whose position the table already knows to reach beta.
        if (ply > 0 && cost != null && count > 1 && cost.solveCost() >= TRANSPOSITION_CUTOFF_COST) {
            int known = transpositionCutoff(moves, count, beta, side);
            if (known >= beta) {
                engine.reused(ply, known);
                return exit(ply, known);
            }
        }

        // Step 7. The moves: the first with the window, the others with a null window first (PVS);
        // DepthLimitedSearch's step 4 again, written twice so that the recursion is a direct call
        // (see there).
        int best = -Scores.INFINITY;
        int bestMove = -1;
        for (int i = 0; i < count; i++) {
            int move = moves.get(i);
            engine.play(move);
            boolean again = engine.position.sideToMove() == side;
            int e;
            if (i == 0 || !pvs) {
                e = again ? solve(alpha, beta, ply + 1) : -solve(-beta, -alpha, ply + 1);
            } else {
                e = again ? solve(alpha, alpha + 1, ply + 1) : -solve(-alpha - 1, -alpha, ply + 1);
                if (e > alpha && e < beta) { // the null window failed high: search it for real
                    e = again ? solve(alpha, beta, ply + 1) : -solve(-beta, -alpha, ply + 1);
                }
            }
            engine.undo();
            if (e > best) {
                best = e;
                bestMove = move;
                if (e > alpha) {
                    alpha = e;
                    engine.newBest(ply, move);
                }
            }
            if (alpha >= beta) {
                if (i + 1 < count) {
                    engine.cut(ply, side == engine.rootSide, e, alpha, beta, moves, i + 1);
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
     * The enhanced transposition cutoff: a move whose position the table already knows to be
     * worth at least {@code beta} to this side settles the node before any move is searched.
     * Returns that value, or {@code -INFINITY} when no move does.
     */
    private int transpositionCutoff(MoveList moves, int count, int beta, int side) {
        for (int i = 0; i < count; i++) {
            engine.position.play(moves.get(i));
            long entry = tableOf().probe(solveKey());
            boolean again = engine.position.sideToMove() == side;
            engine.position.undo();
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

    /**
     * Leaves a node with {@code value}, asserted within the contract's range: the score of a game
     * value. Small enough (35 bytes at most) for the JIT to inline it at every return.
     */
    private int exit(int ply, int value) {
        assert isProven(value) : value;
        return engine.exit(ply, value);
    }

    /** True for the score of a game value without distance ({@link #proven}), never the window's infinity. */
    private static boolean isProven(int value) {
        return value > -Scores.INFINITY && value < Scores.INFINITY && value == proven(Scores.gameValue(value));
    }

    /** The move the table holds for the current position (translated to it), or -1: for the best line ({@link Engine}). */
    int tableMove() {
        long entry = tableOf().probe(solveKey());
        return keyMove(entry == TranspositionTable.MISS ? -1 : TranspositionTable.move(entry));
    }

    /** The score of a game value in an exact search: no distance. */
    static int proven(int value) {
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
     * The current position's key: the key it shares with its mirror images where the game gives
     * one ({@link SymmetricMoves}), its own otherwise.
     */
    private long solveKey() {
        return symmetric != null ? symmetric.symmetricHash() : engine.position.hash();
    }

    /**
     * A move translated between the current position and the one its {@link #solveKey} stands
     * for, either way (the game's symmetries are their own inverses); no move stays none.
     */
    private int keyMove(int move) {
        return symmetric != null && move >= 0 ? symmetric.symmetricMove(move) : move;
    }

    /** The table of the current position: {@link #near} for a position near the end. */
    private TranspositionTable tableOf() {
        return movesLeft != null && movesLeft.movesLeft() <= NEAR_END_MOVES ? near : table;
    }
}
