package org.zermelo.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import com.hazelcast.map.IMap;
import java.io.Serializable;
import java.util.concurrent.Callable;

/**
 * One position to solve exactly, sent to a member: idempotent, since a value is a fact. It first
 * looks in the job's map of results (a member that died may have solved it before its answer got
 * back), else solves the position with the member's long-lived solver, and writes the result to
 * the map before answering, so that a result once answered is never lost with its member (the map
 * keeps a backup on another member).
 *
 * <p>{@code job} names the job's map of results; {@code key} is the key of its result: the position,
 * in the game's notation, for a book or a benchmark; for a proof ({@link ClusterProof}), the
 * position's symmetric key, shared by its mirror images. For a book, {@code bookPlies} is its reach
 * (the member's solver reads the results so far as a book of that reach) and {@code level} the
 * position's ply (every position deeper is solved already); for independent positions (a
 * benchmark) both are -1, and for a proof {@code level} is the position's ply from the root.
 *
 * <p>A proof's unit has a node budget: a unit that spends it comes back unfinished
 * ({@link UnitResult#finished}), to be split one ply deeper; and an {@code id}, by which the
 * coordinator stops it when its answer no longer matters ({@link StopUnit}).
 */
public final class Unit implements Callable<UnitResult>, Serializable, HazelcastInstanceAware {

    private static final long serialVersionUID = 1L;

    final String job;
    final String game;
    final String algo;
    final String position;
    final String key;
    final int bookPlies;
    final int level;
    final long nodes;
    final long id;
    // Set by Hazelcast on the member that runs the unit, never sent.
    private transient HazelcastInstance member;

    /** A unit of {@code job}: {@code position} of {@code game} solved by {@code algo}. */
    public Unit(String job, String game, String algo, String position, int bookPlies, int level) {
        this(job, game, algo, position, position, bookPlies, level, 0, 0);
    }

    private Unit(String job, String game, String algo, String position, String key, int bookPlies, int level, long nodes, long id) {
        this.job = job;
        this.game = game;
        this.algo = algo;
        this.position = position;
        this.key = key;
        this.bookPlies = bookPlies;
        this.level = level;
        this.nodes = nodes;
        this.id = id;
    }

    /**
     * A unit of a proof: {@code position} at {@code ply} from the root, its result kept under
     * {@code key}, solved within {@code nodes} (0: no budget); {@code id} names it for a stop.
     */
    static Unit ofProof(String job, String game, String algo, String position, String key, int ply, long nodes, long id) {
        return new Unit(job, game, algo, position, key, -1, ply, nodes, id);
    }

    /** The position, in the game's notation. */
    public String position() {
        return position;
    }

    /** The position's ply in a book or a proof, or -1. */
    public int level() {
        return level;
    }

    /** The key of its result in the job's map. */
    public String key() {
        return key;
    }

    /** The name by which the coordinator stops it (0 for a unit that is never stopped). */
    long id() {
        return id;
    }

    /** The name of the map where the members of a proof's {@code job} share their costly proofs below its units. */
    static String costly(String job) {
        return job + ".costly";
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance instance) {
        member = instance;
    }

    @Override
    public UnitResult call() {
        if (member == null) {
            throw new IllegalStateException("a unit runs on a member of the cluster");
        }
        IMap<String, UnitResult> results = member.getMap(job);
        UnitResult known = results.get(key);
        if (known != null) { // proved before: nothing spent on it now
            return new UnitResult(known.value(), 0, 0, known.member());
        }
        Worker worker = (Worker) member.getUserContext().get(Worker.KEY);
        // A proof's members share their costly proofs; a member alone has no one to share them with.
        boolean share = id != 0 && member.getCluster().getMembers().size() > 1;
        UnitResult result = worker.solve(this, results, share ? member.getMap(costly(job)) : null,
                member.getCluster().getLocalMember().getAddress().toString());
        if (result.finished()) {
            results.set(key, result);
        }
        return result;
    }
}
