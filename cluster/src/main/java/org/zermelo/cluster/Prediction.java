package org.zermelo.cluster;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.TreeMap;

/**
 * Predicts the time of a job on M machines from what its units cost on the machines that ran it
 * ({@link UnitRecords}), by replaying the coordinator's way of handing them out: the units of a ply
 * in their order, each to the machine that is free first, each costing its recorded time plus a
 * fixed overhead (the network and the cluster's bookkeeping, measured as the cluster's time with
 * one member less the plain command's, by unit); a ply starts when the one below it is finished
 * (a book's plies; a benchmark is one ply).
 *
 * <p>Assumed, and said with every figure: the machines are as fast as the one the units were
 * measured on, one unit at a time each; a unit costs what it cost in the record whichever machine
 * runs it (a member's table learns from its own units only, so the nodes measured with as many
 * members as in the record); the coordinator and the network never wait (a unit's answer is a
 * few bytes); no machine dies.
 */
public final class Prediction {

    private Prediction() {}

    /**
     * One prediction: the time on {@code machines}, the time of one machine (the units' sum with
     * their overheads), and the lower bound no number of machines beats (each ply's largest unit).
     */
    public record Result(int machines, long micros, long oneMachineMicros, long boundMicros) {
        /** The speed-up over one machine. */
        public double speedUp() {
            return micros == 0 ? 1 : (double) oneMachineMicros / micros;
        }
    }

    /**
     * The time of {@code records} on {@code machines} machines, {@code overheadMicros} added to
     * each unit.
     *
     * @throws IllegalArgumentException when machines is less than 1 or the overhead negative
     */
    public static Result predict(List<UnitRecords.Record> records, int machines, long overheadMicros) {
        if (machines < 1) {
            throw new IllegalArgumentException("expected 1 or more machines, not " + machines);
        }
        if (overheadMicros < 0) {
            throw new IllegalArgumentException("expected an overhead of 0 or more microseconds, not " + overheadMicros);
        }
        // The deepest ply first, as the coordinator issues them; a ply's units in their order.
        TreeMap<Integer, List<Long>> plies = new TreeMap<>((a, b) -> Integer.compare(b, a));
        for (UnitRecords.Record r : records) {
            plies.computeIfAbsent(r.ply(), k -> new ArrayList<>()).add(r.micros() + overheadMicros);
        }
        long total = 0;
        long one = 0;
        long bound = 0;
        for (List<Long> units : plies.values()) {
            PriorityQueue<Long> free = new PriorityQueue<>(); // when each machine is free, from the ply's start
            for (int m = 0; m < Math.min(machines, units.size()); m++) {
                free.add(0L);
            }
            long end = 0;
            long largest = 0;
            for (long cost : units) {
                long done = free.poll() + cost;
                free.add(done);
                end = Math.max(end, done);
                largest = Math.max(largest, cost);
                one += cost;
            }
            total += end;
            bound += largest;
        }
        return new Result(machines, total, one, bound);
    }

    /** The record of the largest unit, which bounds any run: null when there is none. */
    public static UnitRecords.Record largest(List<UnitRecords.Record> records) {
        UnitRecords.Record largest = null;
        for (UnitRecords.Record r : records) {
            if (largest == null || r.micros() > largest.micros()) {
                largest = r;
            }
        }
        return largest;
    }
}
