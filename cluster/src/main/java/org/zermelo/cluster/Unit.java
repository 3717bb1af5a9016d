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
 * <p>{@code job} names the job's map of results; {@code position}, in the game's notation, is the
 * key of its result. For a book, {@code bookPlies} is its reach (the member's solver reads the
 * results so far as a book of that reach) and {@code level} the position's ply (every position
 * deeper is solved already); for independent positions (a benchmark) both are -1.
 */
public final class Unit implements Callable<UnitResult>, Serializable, HazelcastInstanceAware {

    private static final long serialVersionUID = 1L;

    final String job;
    final String game;
    final String algo;
    final String position;
    final int bookPlies;
    final int level;
    // Set by Hazelcast on the member that runs the unit, never sent.
    private transient HazelcastInstance member;

    /** A unit of {@code job}: {@code position} of {@code game} solved by {@code algo}. */
    public Unit(String job, String game, String algo, String position, int bookPlies, int level) {
        this.job = job;
        this.game = game;
        this.algo = algo;
        this.position = position;
        this.bookPlies = bookPlies;
        this.level = level;
    }

    /** The position, in the game's notation. */
    public String position() {
        return position;
    }

    /** The position's ply in a book, or -1. */
    public int level() {
        return level;
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
        UnitResult known = results.get(position);
        if (known != null) {
            return known;
        }
        Worker worker = (Worker) member.getUserContext().get(Worker.KEY);
        UnitResult result = worker.solve(this, results, member.getCluster().getLocalMember().getAddress().toString());
        results.set(position, result);
        return result;
    }
}
