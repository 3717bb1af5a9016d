package org.zermelo.cluster;

import com.hazelcast.map.IMap;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.search.Algorithms;
import org.zermelo.search.BookReader;
import org.zermelo.search.OpeningBook;
import org.zermelo.search.Parallel;
import org.zermelo.search.ProofSearch;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;
import org.zermelo.search.TableSize;

/**
 * A member's solving: one long-lived solver per game and algorithm, whose table is kept from one
 * unit to the next (what it holds stays true), used by one unit at a time. For a book, the solver
 * reads the results of the deeper plies as a book, as a book built on one machine does: read
 * from the job's map when the first unit of a ply arrives (the coordinator issues a ply once every
 * deeper one is solved).
 *
 * <p>For a proof's unit, the solver is given the unit's node budget, and may be stopped from
 * another thread ({@link #stop}) when the coordinator no longer needs the unit's answer: what its
 * table learnt stays (a proof is a fact), and serves the next units.
 */
final class Worker {

    /** The key of a member's worker in its Hazelcast user context. */
    static final String KEY = "zermelo.worker";

    private final Integer hashMegabytes;
    private final Integer threads;
    private final Map<String, Game> games = new HashMap<>();
    private final Map<String, Search> solvers = new HashMap<>();
    private String bookJob;
    private int bookLevel;
    private OpeningBook book;
    /** The proof's unit being solved, for {@link #stop}: its id and solver (0 and null between units). */
    private volatile long runningId;
    private volatile Search running;
    /**
     * A proof that took at least 2^this many nodes is shared with the other members: costly and
     * few, near the top of a unit, the ones that spare another member the most; the cheap ones stay
     * in this member's table.
     */
    static final int COSTLY_LOG2_NODES = 12;
    /** The work taken for a proof of the map: above a unit, costlier than any proof below one. */
    private static final long KNOWN_PROOF_NODES = 1L << 40;
    /** The proof whose map's proofs are in the table. */
    private String proofJob;
    /** The proofs shared so far, this member's and the others': each sent and read once. */
    private final Set<Long> shared = new java.util.HashSet<>();
    /** The units asked to stop before they started. */
    private final Set<Long> stopped = ConcurrentHashMap.newKeySet();

    Worker(Integer hashMegabytes, Integer threads) {
        this.hashMegabytes = hashMegabytes;
        this.threads = threads;
    }

    /**
     * Solves {@code unit}'s position, by the member called {@code member}, reading {@code results} as a book for a book's unit;
     * for a proof's unit, the members' costly proofs in {@code costly} (null: none shared) are read first, and this member's
     * new ones added after.
     */
    synchronized UnitResult solve(Unit unit, IMap<String, UnitResult> results, IMap<Long, Long> costly, String member) {
        Game game = games.computeIfAbsent(unit.game, Games::byName);
        Search solver = solvers.computeIfAbsent(unit.game + " " + unit.algo, k -> solver(game, unit.algo));
        Position position = Games.position(game, unit.position);
        if (solver instanceof BookReader reader) {
            if (unit.bookPlies >= 0) {
                if (!unit.job.equals(bookJob) || unit.level != bookLevel) {
                    book = OpeningBook.empty(game, unit.bookPlies);
                    for (Map.Entry<String, UnitResult> e : results.entrySet()) {
                        book.add(Games.position(game, e.getKey()), e.getValue().value());
                    }
                    bookJob = unit.job;
                    bookLevel = unit.level;
                }
                reader.setBook(book);
            } else {
                reader.setBook(null);
            }
        }
        if (unit.id == 0) {
            SearchResult r = solver.search(position, SearchLimits.exact());
            return new UnitResult(Scores.gameValue(r.value()), r.stats().nodes(), r.stats().timeNanos(), member);
        }
        if (stopped.remove(unit.id)) {
            return UnitResult.unfinished(0, 0, member);
        }
        ProofSearch proof = solver instanceof ProofSearch ps ? ps : null;
        if (proof != null && !unit.job.equals(proofJob)) {
            // A job's first unit here: the proofs of its map so far (saved by a coordinator before it stopped, or made by
            // the other members) go into the table, where the search meets them at any depth, not only at its root.
            for (Map.Entry<String, UnitResult> e : results.entrySet()) {
                proof.addProof(Long.parseUnsignedLong(e.getKey(), 16), e.getValue().value() > 0, KNOWN_PROOF_NODES);
            }
            proofJob = unit.job;
        }
        if (proof != null && costly != null) {
            for (long p : costly.values()) {
                if (shared.add(p)) {
                    proof.addCostlyProof(p);
                }
            }
        }
        runningId = unit.id;
        running = solver;
        SearchResult r;
        try {
            if (stopped.remove(unit.id)) { // asked to stop between the first check and now (the search would forget it)
                return UnitResult.unfinished(0, 0, member);
            }
            r = solver.search(position, unit.nodes > 0 ? SearchLimits.exact().withNodes(unit.nodes) : SearchLimits.exact());
        } finally {
            running = null;
            runningId = 0;
        }
        if (proof != null && costly != null) {
            Map<Long, Long> mine = new HashMap<>();
            proof.costlyProofs(COSTLY_LOG2_NODES, p -> {
                if (shared.add(p)) {
                    mine.put(p, p);
                }
            });
            costly.putAll(mine);
        }
        return r.complete() ? new UnitResult(Scores.gameValue(r.value()), r.stats().nodes(), r.stats().timeNanos(), member)
                : UnitResult.unfinished(r.stats().nodes(), r.stats().timeNanos(), member);
    }

    /** Stops the proof's unit {@code id}: now if it is being solved, else when it starts (never synchronized: a unit holds the lock). */
    void stop(long id) {
        Search solver = running;
        if (runningId == id && solver != null) {
            solver.stop();
        } else {
            stopped.add(id);
        }
    }

    private Search solver(Game game, String algo) {
        Search search = Algorithms.create(algo, game.evaluator());
        if (hashMegabytes != null && search instanceof TableSize table) {
            table.setTableMegabytes(hashMegabytes);
        }
        if (threads != null && search instanceof Parallel parallel) {
            parallel.setThreads(threads, game::evaluator);
        }
        return search;
    }
}
