package org.zermelo.search;

import java.nio.file.Path;
import java.util.function.Supplier;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.MoveList;
import org.zermelo.game.MoveOrdering;
import org.zermelo.game.Oracle;
import org.zermelo.game.Scores;
import org.zermelo.game.Symmetric;

/**
 * Proves a position of a game without draws won or lost, as fast as the game allows: the
 * AND/OR labelling of the course, stopped at the first winning move (a won position needs one
 * proof, a lost one needs them all), with what solvers of real games add to it:
 * <ul>
 *   <li>a transposition table of fixed size ({@link ProofTable}) that keeps the costliest
 *       proofs, shared by the searches this object runs, since a proof stays true;</li>
 *   <li>the game's {@link Oracle}, which ends the search where a count proves the outcome
 *       (Domineering's safe moves, Nim's XOR);</li>
 *   <li>the game's {@link MoveOrdering}: the likeliest winning moves first, and the moves it
 *       says can wait never tried; the others are put in order only once the first has failed
 *       to win (at a won position it nearly always wins);</li>
 *   <li>the game's {@link Symmetric} key, so that a mirror image is proved once;</li>
 *   <li>optionally, a file where the table is saved as the proof goes, so that a proof of
 *       hours can be stopped and started again ({@link #setCheckpoint}, {@link ProofCheckpoint});</li>
 *   <li>optionally, threads proving together, sharing the table ({@link #setThreads}).</li>
 * </ul>
 *
 * <pre>
 * wins(p): if p is over: return its result
 *          if the oracle knows p: return what it says (only its cheap part, if the rest is costly)
 *          if p is in the table: return its entry
 *          if the costly rest of the oracle knows p: return what it says
 *          for each move m, in the game's order: if not wins(p after m): store won; return true
 *          store lost; return false
 * </pre>
 *
 * It knows who wins, not how fast: its value is a win or a loss with no distance.
 */
public final class ProofSearch extends Search implements TableSize, Parallel, Checkpointing {

    /** The plies near the root after whose moves a checkpoint's save may start: few positions, often done. */
    private static final int CHECKPOINT_PLIES = 6;

    private ProofTable table;
    /** Where the table is saved ({@link #setCheckpoint}); null for nowhere. */
    private ProofCheckpoint checkpoint;
    /** Searches on other threads sharing the table ({@link #setThreads}). */
    private ProofSearch[] helpers = new ProofSearch[0];
    /** For a helper: tries the moves after the first from the last back. */
    private final boolean helper;
    private Oracle oracle;
    /** The oracle's {@link Oracle#quickValue} is asked before the table, its {@link Oracle#knownValue} after. */
    private boolean costlyOracle;
    private MoveOrdering ordering;
    private Symmetric symmetric;

    /** A proof search with a table of up to {@link TranspositionTable#DEFAULT_MB} MB. */
    public ProofSearch() {
        this(TranspositionTable.DEFAULT_MB);
    }

    /** A proof search with a table of up to about {@code tableMegabytes} MB. */
    public ProofSearch(int tableMegabytes) {
        this(new ProofTable(tableMegabytes), false);
    }

    /** A search on {@code table}: a helper shares the main search's. */
    private ProofSearch(ProofTable table, boolean helper) {
        super("proof", null);
        this.table = table;
        this.helper = helper;
    }

    @Override
    public void setTableMegabytes(int megabytes) {
        table = new ProofTable(TranspositionTable.checkedMegabytes(megabytes));
    }

    /**
     * {@inheritDoc} The proofs in the file are trusted. They are read into the current table,
     * made afresh if it must be larger than it is: set its size ({@link #setTableMegabytes}) first.
     */
    @Override
    public long setCheckpoint(Game game, Path file, long everyNanos) {
        checkpoint = file == null ? null : new ProofCheckpoint(game, file, everyNanos);
        return checkpoint == null ? 0 : checkpoint.load(table);
    }

    /**
     * {@inheritDoc} Each helper tries the same first move as this search at every position (at
     * a won position it is nearly always the winning one, so they go down together), but when
     * it has to try more, it takes them from the last back: at a lost position, where every move
     * must be refuted, the threads refute them from both ends and find each other's proofs in
     * the table. The answer is this thread's: the same as with one thread.
     */
    @Override
    public void setThreads(int threads, Supplier<Evaluator> evaluators) {
        Parallel.checkedThreads(threads);
        helpers = new ProofSearch[threads - 1];
    }

    /** A proof answers exactly whatever the window: it checks the moves of a root it solved itself, its table full. */
    @Override
    protected Search moveChecker() {
        return this;
    }

    /**
     * Tells {@code each} the proofs of the table that took at least 2^{@code log2Nodes} nodes, each
     * as one opaque word that {@link #addCostlyProof} of another proof search of the same game reads:
     * the costly proofs that searches on other machines share (a cluster's members).
     */
    public void costlyProofs(int log2Nodes, java.util.function.LongConsumer each) {
        table.costly(log2Nodes, each);
    }

    /** Stores a proof that {@link #costlyProofs} gave, from another search of the same game. It is trusted. */
    public void addCostlyProof(long proof) {
        table.addSlot(proof);
    }

    /**
     * Stores a proof made elsewhere (a saved proof, another machine's): the position whose key is
     * {@code key} (its symmetric key, for a game that has one) is {@code won} or lost for its side
     * to move, a proof that took {@code nodes} nodes. It is trusted.
     */
    public void addProof(long key, boolean won, long nodes) {
        table.put(key, won ? ProofTable.WON : ProofTable.LOST, nodes);
    }

    /** Forgets every proof stored. */
    public void clearTable() {
        table.clear();
    }

    @Override
    protected int root(int depth, int alpha, int beta) {
        oracle = position instanceof Oracle o ? o : null;
        costlyOracle = oracle != null && oracle.knowsMoreAtCost();
        ordering = position instanceof MoveOrdering m ? m : null;
        symmetric = position instanceof Symmetric s ? s : null;
        if (checkpoint == null) {
            return prove(alpha, beta);
        }
        return checkpoint.around(table, position, progressListener(), () -> prove(alpha, beta));
    }

    /** The root's proof, on this thread and its helpers. */
    private int prove(int alpha, int beta) {
        if (helpers.length == 0) {
            return score(wins(0));
        }
        for (int i = 0; i < helpers.length; i++) {
            helpers[i] = new ProofSearch(table, true);
        }
        return withHelpers(helpers, alpha, beta, () -> score(wins(0)));
    }

    /** True when the side to move in the current position wins: the AND/OR labelling, stopped at the first winning move. */
    private boolean wins(int ply) {
        enter(ply, -Scores.INFINITY, Scores.INFINITY);

        // Step 1. The end of the game.
        if (position.isTerminal()) {
            int value = position.terminalValue();
            if (value == 0) {
                throw new IllegalArgumentException("proof solves games without draws, but " + position + " is a draw");
            }
            exit(ply, leafValue(ply, false));
            return value > 0;
        }

        // Step 2. The oracle (not at the root, where the search must find a move, which neither the oracle nor the table names);
        // only its cheap part when the rest is costly: a position proved before then pays only for that.
        if (oracle != null && ply > 0) {
            int known = costlyOracle ? oracle.quickValue() : oracle.knownValue();
            if (known != Oracle.UNKNOWN) {
                stats.leaves++;
                exit(ply, score(known > 0));
                return known > 0;
            }
        }

        // Step 3. The table, by the key its mirror images share.
        long key = symmetric != null ? symmetric.symmetricHash() : position.hash();
        int stored = ply > 0 ? table.get(key) : ProofTable.MISSING;
        if (stored != ProofTable.MISSING) {
            reused(ply, score(stored == ProofTable.WON));
            return stored == ProofTable.WON;
        }

        // Step 3b. The oracle's costly part.
        if (costlyOracle && ply > 0) {
            int known = oracle.knownValue();
            if (known != Oracle.UNKNOWN) {
                stats.leaves++;
                exit(ply, score(known > 0));
                return known > 0;
            }
        }

        // Step 4. The moves, the likeliest winner first: one that wins proves the position won (OR);
        // the opponent's position must be won after every move for it to be lost (AND).
        long before = stats.nodes;
        MoveList moves = moves(ply);
        int tries = ordering != null ? ordering.orderFirst(moves) : moves.size();
        int side = position.sideToMove();
        for (int i = 0; i < tries; i++) {
            int move = moves.get(helper && i > 0 ? tries - i : i);
            play(move);
            boolean childWins = wins(ply + 1);
            boolean sameSide = position.sideToMove() == side;
            undo();
            if (sameSide == childWins) {
                newBest(ply, move);
                if (i + 1 < moves.size()) {
                    cut(ply, position.sideToMove() == rootSide, score(true), -Scores.INFINITY, Scores.INFINITY, moves, i + 1);
                }
                table.put(key, ProofTable.WON, stats.nodes - before);
                exit(ply, score(true));
                return true;
            }
            if (checkpoint != null && ply < CHECKPOINT_PLIES && !helper) {
                checkpoint.saveIfDue();
            }
            if (i == 0 && ordering != null) {
                ordering.orderRest(moves); // the likeliest move did not win: now the others matter
            }
        }
        newBest(ply, moves.get(tries - 1)); // a lost position's line: the last refuted move
        table.put(key, ProofTable.LOST, stats.nodes - before);
        exit(ply, score(false));
        return false;
    }

    /** A win or a loss on the scale of {@link Scores}, its distance unknown. */
    private static int score(boolean won) {
        return Scores.terminal(won ? 1 : -1, Scores.MAX_PLY);
    }
}
