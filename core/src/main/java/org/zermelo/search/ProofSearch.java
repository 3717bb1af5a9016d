package org.zermelo.search;

import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Consumer;
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
 *       hours can be stopped and started again ({@link #setCheckpoint}).</li>
 * </ul>
 *
 * <pre>
 * wins(p): if p is over: return its result
 *          if the oracle knows p: return what it says
 *          if p is in the table: return its entry
 *          for each move m, in the game's order: if not wins(p after m): store won; return true
 *          store lost; return false
 * </pre>
 *
 * It knows who wins, not how fast: its value is a win or a loss with no distance.
 */
public final class ProofSearch extends Search implements TableSize {

    private ProofTable table;
    /** Where the table is saved ({@link #setCheckpoint}); null for nowhere. */
    private ProofCheckpoint checkpoint;
    private long checkpointEvery;
    /** When the last save of the table began, in {@link System#nanoTime} time. */
    private long checkpointSaved;
    /** The thread saving the table while the search goes on ({@link #saveAside}), or null. */
    private Thread saving;
    /** Why the save on {@link #saving} failed: thrown on the search's thread. */
    private volatile RuntimeException saveFailure;
    /** The root of the current search, as written, and its table key: what a saved table says it was made with. */
    private String rootText;
    private long rootKey;
    /** Searches on other threads sharing the table ({@link #setThreads}). */
    private ProofSearch[] helpers = new ProofSearch[0];
    /** For a helper: tries the moves after the first from the last back. */
    private boolean helper;
    private Oracle oracle;
    private MoveOrdering ordering;
    private Symmetric symmetric;
    /** Told how far a long proof has come; null when no one asks. */
    private Consumer<String> progress;
    private long progressEvery;
    /** When {@link #progress} was last told, in {@link System#nanoTime} time. */
    private long progressShown;
    /** What the search is part of, said before its {@link #progress} lines. */
    private String progressContext = "";
    /** The root move being proved, as written, for {@link #progress}. */
    private String rootMove;
    /** The plies whose moves {@link #progress} follows. */
    private static final int PROGRESS_PLIES = 6;
    /** At each ply of the current line, up to {@link #PROGRESS_PLIES}: the moves done (proved not to win) and to try. */
    private final int[] tried = new int[PROGRESS_PLIES];
    private final int[] toTry = new int[PROGRESS_PLIES];

    /** A proof search with a table of up to {@link TranspositionTable#DEFAULT_MB} MB. */
    public ProofSearch() {
        this(TranspositionTable.DEFAULT_MB);
    }

    /** A proof search with a table of up to about {@code tableMegabytes} MB. */
    public ProofSearch(int tableMegabytes) {
        super("proof", null);
        table = new ProofTable(tableMegabytes);
    }

    @Override
    public void setTableMegabytes(int megabytes) {
        table = new ProofTable(megabytes);
    }

    /**
     * Saves the table to {@code file} every {@code everyNanos} of a search (on a thread of its
     * own, so that the search goes on while the disk writes), at its end, and when
     * the program is stopped during one (Ctrl-C, or a kill that lets it end: not SIGKILL), and
     * first reads the table saved there, if the file exists: a proof that was stopped, started
     * again with the same file, goes on from where it was. The proofs in the file are trusted.
     * They are read into the current table, made afresh if it must be larger than it is: set
     * its size ({@link #setTableMegabytes}) first.
     * Null for no file.
     *
     * @return the number of proofs read from the file
     * @throws IllegalArgumentException when the file is not a table saved for this game, or
     *     cannot be read, or its folder cannot be written
     */
    public long setCheckpoint(Game game, Path file, long everyNanos) {
        checkpoint = file == null ? null : new ProofCheckpoint(game, file);
        checkpointEvery = everyNanos;
        return checkpoint == null ? 0 : checkpoint.load(table);
    }

    /**
     * Proves with {@code threads} threads sharing the table. Each helper tries the same first
     * move as this search at every position (at a won position it is nearly always the winning
     * one, so they go down together), but when it has to try more, it takes them from the last
     * back: at a lost position, where every move must be refuted, the threads refute them from
     * both ends and find each other's proofs in the table. The answer is this thread's: the
     * same as with one thread.
     */
    public void setThreads(int threads) {
        if (threads < 1 || threads > 256) {
            throw new IllegalArgumentException("the number of threads must be 1 to 256, not " + threads);
        }
        helpers = new ProofSearch[threads - 1];
    }

    /**
     * Tells {@code progress}, every {@code everyNanos} of the proof (the first time after that
     * long), a line on how far it has come: the move being proved, how many of the opponent's
     * replies to it are refuted (all must be, for the move to win), and deeper down the line
     * being proved, at each ply up to the sixth, how many moves are done (failed to win, or
     * refuted) out of those to try, and the nodes of every thread so far. Null for none. With a
     * checkpoint, it is told of each save too, from the thread that saves: it must be safe to
     * call from another thread.
     */
    public void setProgress(Consumer<String> progress, long everyNanos) {
        this.progress = progress;
        this.progressEvery = everyNanos;
    }

    /**
     * Says {@code context} (a search that is part of a larger task: "checking e4 (2 of 9), ")
     * before each progress line; the empty string for none.
     */
    void setProgressContext(String context) {
        progressContext = context;
    }

    @Override
    protected int root(int depth, int alpha, int beta) {
        progressShown = System.nanoTime();
        oracle = position instanceof Oracle o ? o : null;
        ordering = position instanceof MoveOrdering m ? m : null;
        symmetric = position instanceof Symmetric s ? s : null;
        if (checkpoint == null) {
            return prove(alpha, beta);
        }
        rootText = position.toString();
        rootKey = ProofCheckpoint.key(position);
        checkpointSaved = System.nanoTime();
        Thread saveOnExit = new Thread(this::saveCheckpoint, "zermelo-checkpoint");
        Runtime.getRuntime().addShutdownHook(saveOnExit);
        try {
            return prove(alpha, beta);
        } finally { // a proof stopped by a limit is saved too: what it proved stays true
            Runtime.getRuntime().removeShutdownHook(saveOnExit);
            awaitSaveAside();
            saveCheckpoint();
        }
    }

    /** The root's proof, on this thread and its helpers. */
    private int prove(int alpha, int beta) {
        if (helpers.length == 0) {
            return score(wins(0));
        }
        for (int i = 0; i < helpers.length; i++) {
            helpers[i] = new ProofSearch(table);
        }
        return withHelpers(helpers, alpha, beta, () -> score(wins(0)));
    }

    /** A helper, sharing {@code table}. */
    private ProofSearch(ProofTable table) {
        super("proof", null);
        this.table = table;
        helper = true;
    }

    /** Forgets every proof stored. */
    public void clearTable() {
        table.clear();
    }

    /** True when the side to move in the current position wins. */
    private boolean wins(int ply) {
        enter(ply, -Scores.INFINITY, Scores.INFINITY);
        if (position.isTerminal()) {
            int value = position.terminalValue();
            if (value == 0) {
                throw new IllegalArgumentException("proof solves games without draws, but " + position + " is a draw");
            }
            exit(ply, leafValue(ply, false));
            return value > 0;
        }
        // At the root the search must find a move: neither the oracle nor the table names one.
        if (oracle != null && ply > 0) {
            int known = oracle.knownValue();
            if (known != Oracle.UNKNOWN) {
                stats.leaves++;
                exit(ply, score(known > 0));
                return known > 0;
            }
        }
        long key = symmetric != null ? symmetric.symmetricHash() : position.hash();
        int stored = ply > 0 ? table.get(key) : ProofTable.MISSING;
        if (stored != ProofTable.MISSING) {
            reused(ply, score(stored == ProofTable.WON));
            return stored == ProofTable.WON;
        }
        long before = stats.nodes;
        MoveList moves = moves(ply);
        int tries = ordering != null ? ordering.orderFirst(moves) : moves.size();
        int side = position.sideToMove();
        if (ply < PROGRESS_PLIES) {
            tried[ply] = 0;
            toTry[ply] = tries;
        }
        for (int i = 0; i < tries; i++) {
            int move = moves.get(helper && i > 0 ? tries - i : i);
            if (ply == 0 && progress != null) {
                rootMove = position.formatMove(move);
            }
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
            if (ply < PROGRESS_PLIES && !helper) {
                tried[ply] = i + 1;
                if (progress != null) {
                    showProgress(ply);
                }
                if (checkpoint != null && System.nanoTime() - checkpointSaved >= checkpointEvery) {
                    saveAside();
                }
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

    /**
     * Starts a save of the table on a thread of its own, unless one is under way: saving
     * gigabytes takes the disk's time, and the search need not wait for it. A failed save
     * stops the search at its next call.
     */
    private void saveAside() {
        RuntimeException failure = saveFailure;
        if (failure != null) {
            throw failure;
        }
        if (saving != null && saving.isAlive()) {
            return;
        }
        checkpointSaved = System.nanoTime();
        saving = Thread.ofPlatform().name("zermelo-checkpoint").daemon().start(() -> {
            try {
                saveCheckpoint();
            } catch (RuntimeException e) {
                saveFailure = e;
            }
        });
    }

    /** Waits for the save started by {@link #saveAside}, if one is under way. */
    private void awaitSaveAside() {
        boolean interrupted = false;
        while (saving != null && saving.isAlive()) {
            try {
                saving.join();
            } catch (InterruptedException e) {
                interrupted = true; // the save is let finish: a file is never left half written
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Saves the table to the checkpoint, and says so on {@link #progress}: one save at a time, from any thread. */
    private synchronized void saveCheckpoint() {
        long start = System.nanoTime();
        long saved = checkpoint.save(table, rootText, rootKey);
        if (progress != null) {
            progress.accept(progressContext + String.format(Locale.ROOT, "%,d proofs saved to %s in %.1f s", saved,
                    checkpoint.file(), (System.nanoTime() - start) / 1e9));
        }
    }

    /** Tells {@link #progress} how far the proof has come, if it is time. */
    private void showProgress(int ply) {
        long now = System.nanoTime();
        if (now - progressShown < progressEvery) {
            return;
        }
        progressShown = now;
        StringBuilder where = new StringBuilder(ply == 0
                ? String.format(Locale.ROOT, "%d of %d moves proved not to win", tried[0], toTry[0])
                : String.format(Locale.ROOT, "move %s (%d of %d): %d of its %d replies refuted", rootMove, tried[0] + 1,
                        toTry[0], tried[1], toTry[1]));
        if (ply >= 2) {
            where.append(" (deeper, moves done/to try:");
            for (int p = 2; p <= ply; p++) {
                where.append(' ').append(tried[p]).append('/').append(toTry[p]);
            }
            where.append(')');
        }
        long nodes = stats.nodes;
        for (ProofSearch h : helpers) {
            nodes += h.stats.nodes; // read while the helper counts: a figure to watch, not a result
        }
        progress.accept(progressContext + String.format(Locale.ROOT, "%s, %.0f s, %,d nodes", where, elapsedNanos() / 1e9, nodes));
    }

    /** A win or a loss on the scale of {@link Scores}, its distance unknown. */
    private static int score(boolean won) {
        return Scores.terminal(won ? 1 : -1, Scores.MAX_PLY);
    }
}
