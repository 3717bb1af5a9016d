package org.zermelo.search;

import org.zermelo.game.MoveList;
import org.zermelo.game.NoisyMoves;
import org.zermelo.game.Position;
import org.zermelo.game.ProbCutModel;
import org.zermelo.game.Scores;
import org.zermelo.game.Tablebase;

/**
 * The engine's depth-limited search: alpha-beta to a horizon in negamax form, with the
 * evaluation there, quiescence past it when asked, the main transposition table (won and lost
 * scores stored as distances from the node), principal variation search, and the engine's
 * {@link MoveOrder}.
 *
 * <p><b>Contract</b> ({@link #alphaBeta}): the value of the current position for its side to
 * move, ending games scored by their distance ({@link Scores#terminal}). <b>Fail-soft</b>: a value
 * {@code v <= alpha} means the value is at most {@code v}, {@code v >= beta} that it is at least
 * {@code v}, and a value in between is exact; never the window's infinity. The same value as
 * plain alpha-beta at the same depth (without quiescence): the table answers only for the same
 * remaining depth, and only the order of the moves differs (reusing deeper results when asked,
 * {@link TableReuse}, a better value). Asserted at entry and exit, as Edax does.
 *
 * <p>With endgame databases ({@link Tablebase}), a position below the root that they hold is a
 * leaf valued from them (step 1), in the main search and in quiescence.
 *
 * <p>With ProbCut ({@link ProbCutModel}, {@link ProbCutting}), a node below the root may be cut on
 * a shallow search's prediction of its value (step 3): the value is then a likely bound, not
 * alpha-beta's, and counts as resting on a horizon, so that nothing built on it is taken as exact.
 *
 * <p>A room of the {@link Engine}, which drives it (deepening, windows) and whose position, counts,
 * listener and move lists per ply it uses through the engine's final methods.
 */
final class DepthLimitedSearch {

    /** The driver: the position, the counts, the listener, the move lists and the best line. */
    private final Engine engine;
    private final MoveOrder order;
    /** Principal variation search: null windows after the first move. */
    private final boolean pvs;

    // Set at each root, so that the node loop never asks the position what it is.
    private TranspositionTable table;
    /** Whether a result of a deeper search answers too ({@link TableReuse}). */
    private boolean deeperReuse;
    /** The game's noisy moves, searched past the horizon; null without quiescence. */
    private NoisyMoves noisy;
    /** The endgame databases probed below the root; null without. */
    private Tablebase tablebase;
    /** The evaluation's model of deep values from shallow ones, for ProbCut; null without. */
    private ProbCutModel probCut;

    DepthLimitedSearch(Engine engine, MoveOrder order, boolean pvs) {
        this.engine = engine;
        this.order = order;
        this.pvs = pvs;
    }

    /** Learns what the root's game offers, and the table to use, at the root of a search. */
    void startAt(Position root, TranspositionTable table, boolean deeperReuse, boolean quiescence, Tablebase tablebase,
            ProbCutModel probCut) {
        this.table = table;
        this.deeperReuse = deeperReuse;
        this.noisy = quiescence && root instanceof NoisyMoves n ? n : null;
        this.tablebase = tablebase;
        this.probCut = probCut;
    }

    /**
     * Alpha-beta to {@code depth} more plies from the current position, at {@code ply} from the
     * root: see the class comment for the contract.
     */
    int alphaBeta(int depth, int alpha, int beta, int ply) {
        assert alpha < beta : "empty window [" + alpha + ", " + beta + "] at ply " + ply;
        assert depth >= 0 : "negative depth " + depth + " at ply " + ply;
        engine.enter(ply, alpha, beta);

        // Step 1. The end of the game, and the horizon (quiescence past it, when asked).
        if (engine.position.isTerminal()) {
            return exit(ply, engine.leafValue(ply, false));
        }
        if (tablebase != null && ply > 0) {
            int known = probe(ply);
            if (known != Tablebase.UNKNOWN) {
                return exit(ply, known);
            }
        }
        if (depth == 0) {
            return exit(ply, noisy != null ? quiescence(alpha, beta, ply) : engine.leafValue(ply, false));
        }

        // Step 2. Transposition table probe: a bound from a search to the same remaining depth (or a
        // deeper one, when asked: not from a search to the end, whose scores have no distance).
        long key = engine.position.hash();
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
                engine.horizonsReached++; // the value rests on evaluations made at a horizon
            }
            if (lower >= beta || upper <= alpha || lower == upper) {
                int known = lower >= beta || lower == upper ? lower : upper;
                engine.reused(ply, known);
                return exit(ply, known);
            }
            alpha = Math.max(alpha, lower);
            beta = Math.min(beta, upper);
        }

        // Step 3. ProbCut, when asked: shallow null-window searches say whether the deep value is
        // likely beyond the window; their best move, in the table, is tried first.
        if (probCut != null && ply > 0) {
            int cut = probCut(depth, alpha, beta, ply);
            if (cut != NO_CUT) {
                return exit(ply, cut);
            }
            if (probCutTested) {
                tableMove = tableMove();
            }
        }

        // Step 4. Move ordering: the game's order, the table's move, the killers, the history.
        long horizonsAtStart = engine.horizonsReached;
        int alphaAtStart = alpha;
        int side = engine.position.sideToMove();
        MoveList moves = engine.moves(ply);
        int count = order.orderForHorizon(moves, tableMove, side, ply);

        // Step 5. The moves: the first with the window, the others with a null window first (PVS).
        // ExactSearch's step 7 is the same loop, written twice on purpose. Shared (a sealed base
        // class whose loop calls back each body's child search), it was no slower within the noise
        // (paired medians 0.98 to 1.02), but the JIT does not inline it into the bodies (341 bytes of
        // bytecode, over C2's 325; once compiled on its own, "already compiled into a big method"):
        // every node then pays a call more and a type-guarded virtual call back to its body. Written
        // in each body, the recursion is a direct call.
        int best = -Scores.INFINITY;
        int bestMove = -1;
        for (int i = 0; i < count; i++) {
            int move = moves.get(i);
            engine.play(move);
            boolean again = engine.position.sideToMove() == side;
            int e;
            if (i == 0 || !pvs) {
                e = again ? alphaBeta(depth - 1, alpha, beta, ply + 1) : -alphaBeta(depth - 1, -beta, -alpha, ply + 1);
            } else {
                e = again ? alphaBeta(depth - 1, alpha, alpha + 1, ply + 1) : -alphaBeta(depth - 1, -alpha - 1, -alpha, ply + 1);
                if (e > alpha && e < beta) { // the null window failed high: search it for real
                    e = again ? alphaBeta(depth - 1, alpha, beta, ply + 1) : -alphaBeta(depth - 1, -beta, -alpha, ply + 1);
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
            if (alpha >= beta) { // a cut: the opponent will not let the game come here
                if (i + 1 < count) {
                    engine.cut(ply, side == engine.rootSide, e, alpha, beta, moves, i + 1);
                }
                order.cutAtHorizon(move, side, depth, ply);
                break;
            }
        }

        // Step 6. Transposition table store: exact, or the bound a cut or a fail-low gives; final
        // when no value below rests on an evaluation at a horizon.
        int bound = best <= alphaAtStart ? TranspositionTable.UPPER
                : best >= beta ? TranspositionTable.LOWER : TranspositionTable.EXACT;
        table.store(key, toTable(best, ply), bound, depth, engine.horizonsReached == horizonsAtStart,
                bound == TranspositionTable.UPPER ? tableMove : bestMove);
        return exit(ply, best);
    }

    /** What {@link #probCut} answers when it does not cut: never a score. */
    private static final int NO_CUT = Scores.INFINITY;
    /** Whether the last call of {@link #probCut} searched: the table may then hold a better first move. */
    private boolean probCutTested;

    /**
     * ProbCut (Buro 1995) at a node already entered, {@code depth} plies to search: where the
     * evaluation's model has a fit for this depth and stage, a null-window search of the shallow
     * depth tests whether the predicted deep value lies at least threshold sigmas above beta (then
     * the node fails high: beta) or below alpha (it fails low: alpha); else {@link #NO_CUT}. A bound
     * beyond the evaluation's range is not tested (the model could not cut there), so that a
     * model that never cuts leaves the search as it was, node for node. A cut counts as a horizon
     * reached: its value is a guess, never final.
     */
    private int probCut(int depth, int alpha, int beta, int ply) {
        probCutTested = false;
        int shallow = probCut.shallowDepth(depth);
        if (shallow <= 0) {
            return NO_CUT;
        }
        ProbCutModel.Fit fit = probCut.fit(depth, probCut.stage(engine.position));
        if (fit == null) {
            return NO_CUT;
        }
        double threshold = probCut.threshold();
        int cut = NO_CUT;
        boolean tested = false;
        if (beta < Scores.EVAL_LIMIT && beta > -Scores.EVAL_LIMIT) {
            double high = Math.ceil(fit.highBound(beta, threshold));
            if (high < Scores.EVAL_LIMIT && high > -Scores.EVAL_LIMIT) {
                int bound = (int) high;
                tested = true;
                if (alphaBeta(shallow, bound - 1, bound, ply) >= bound) {
                    cut = beta;
                }
            }
        }
        if (cut == NO_CUT && alpha > -Scores.EVAL_LIMIT && alpha < Scores.EVAL_LIMIT) {
            double low = Math.floor(fit.lowBound(alpha, threshold));
            if (low > -Scores.EVAL_LIMIT && low < Scores.EVAL_LIMIT) {
                int bound = (int) low;
                tested = true;
                if (alphaBeta(shallow, bound, bound + 1, ply) <= bound) {
                    cut = alpha;
                }
            }
        }
        if (cut != NO_CUT) {
            engine.horizonsReached++;
        } else if (tested) {
            engine.clearLine(ply); // the best line of the shallow search is not this node's
        }
        probCutTested = tested; // set last: the shallow searches call this method below
        return cut;
    }

    /**
     * Quiescence at a horizon node already entered: the evaluation stands unless a noisy move
     * does better ("stand pat"), and the noisy moves are searched the same way; where they are the
     * only moves ({@link NoisyMoves#noisyOnly}: a capture that must be made), the evaluation does
     * not stand, and the best of them is the value. Fail-soft, as {@link #alphaBeta}.
     */
    private int quiescence(int alpha, int beta, int ply) {
        int best = noisy.noisyOnly() ? -Scores.INFINITY : engine.leafValue(ply, false);
        if (best >= beta) {
            return best;
        }
        MoveList moves = engine.moveList(ply);
        noisy.noisyMoves(moves);
        if (moves.isEmpty() && best == -Scores.INFINITY) {
            return engine.leafValue(ply, false); // a game that said its noisy moves were the only ones, and gave none
        }
        int side = engine.position.sideToMove();
        for (int i = 0; i < moves.size(); i++) {
            alpha = Math.max(alpha, best);
            int move = moves.get(i);
            engine.play(move);
            boolean again = engine.position.sideToMove() == side;
            int e = again ? quiet(alpha, beta, ply + 1) : -quiet(-beta, -alpha, ply + 1);
            engine.undo();
            if (e > best) {
                best = e;
                if (e > alpha) {
                    engine.newBest(ply, move);
                }
            }
            if (best >= beta) {
                if (i + 1 < moves.size()) {
                    engine.cut(ply, side == engine.rootSide, e, Math.max(alpha, best), beta, moves, i + 1);
                }
                break;
            }
        }
        return best;
    }

    /** A node of the quiescence search past the horizon. */
    private int quiet(int alpha, int beta, int ply) {
        engine.enter(ply, alpha, beta);
        if (engine.position.isTerminal()) {
            return exit(ply, engine.leafValue(ply, false));
        }
        if (tablebase != null) {
            int known = probe(ply);
            if (known != Tablebase.UNKNOWN) {
                return exit(ply, known);
            }
        }
        return exit(ply, quiescence(alpha, beta, ply));
    }

    /**
     * The value of the current position, {@code ply} plies below the root, from the endgame
     * databases (a leaf), or {@link Tablebase#UNKNOWN}: a won or lost score is moved {@code ply}
     * nearer to 0, so that the nearer win is the better; one that a draw rule may still stop
     * counts as a horizon reached (its value is not final).
     */
    private int probe(int ply) {
        int known = tablebase.score(engine.position);
        if (known == Tablebase.UNKNOWN) {
            return known;
        }
        if (known != 0 && !Scores.isDecided(known)) {
            engine.horizonsReached++;
        }
        return engine.knownLeaf(ply, known > 0 ? known - ply : known < 0 ? known + ply : 0);
    }

    /**
     * Leaves a node with {@code value}, asserted within the contract's range: a score, never the
     * window's infinity. Small enough (35 bytes at most) for the JIT to inline it at every return.
     */
    private int exit(int ply, int value) {
        assert isScore(value) : value;
        return engine.exit(ply, value);
    }

    /** True for a score: strictly between the window's infinities. */
    private static boolean isScore(int value) {
        return value > -Scores.INFINITY && value < Scores.INFINITY;
    }

    /** The move the main table holds for the current position, or -1: for the best line ({@link Engine}). */
    int tableMove() {
        long entry = table.probe(engine.position.hash());
        return entry == TranspositionTable.MISS ? -1 : TranspositionTable.move(entry);
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
