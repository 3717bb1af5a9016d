package org.zermelo.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.core.ExecutionCallback;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceNotActiveException;
import com.hazelcast.core.IExecutorService;
import com.hazelcast.core.MemberLeftException;
import com.hazelcast.spi.exception.TargetDisconnectedException;
import com.hazelcast.spi.exception.TargetNotMemberException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Hands units to the members of the cluster, a few at a time to each ({@link #WINDOW}: one solving,
 * the next waiting, so that no member waits for the network), until every unit is answered. A
 * unit whose member left or died is handed to another: units are idempotent, and the one that
 * died may have written its result to the map already, which the unit then finds.
 */
public final class Coordinator {

    /** The name of the members' executor of units: one thread each, which uses the member's solver. */
    static final String EXECUTOR = "zermelo-units";
    /** Units in flight per member. */
    static final int WINDOW = 2;

    /** A unit answered. */
    public record Done(Unit unit, UnitResult result) {}

    private record Answer(Unit unit, Member member, UnitResult result, Throwable failure) {}

    private final HazelcastInstance instance;

    /** A coordinator on {@code member}, which solves units too. */
    public Coordinator(ClusterMember member) {
        this.instance = member.instance();
    }

    /**
     * Solves every unit of {@code units}, telling each answer to {@code each} once, on this thread,
     * in the order they come. Returns when all are answered.
     *
     * @throws IllegalStateException when a unit fails for another reason than its member leaving
     *     (a bug: a unit's position is checked before it is sent)
     * @throws InterruptedException when this thread is interrupted (the units in flight go on)
     */
    public void run(List<Unit> units, Consumer<Done> each) throws InterruptedException {
        IExecutorService executor = instance.getExecutorService(EXECUTOR);
        Deque<Unit> pending = new ArrayDeque<>(units);
        Map<Member, Integer> inFlight = new HashMap<>();
        BlockingQueue<Answer> answers = new LinkedBlockingQueue<>();
        int remaining = units.size();
        while (remaining > 0) {
            for (Member member : instance.getCluster().getMembers()) {
                while (!pending.isEmpty() && inFlight.getOrDefault(member, 0) < WINDOW) {
                    Unit unit = pending.poll();
                    inFlight.merge(member, 1, Integer::sum);
                    executor.submitToMember(unit, member, new ExecutionCallback<UnitResult>() {
                        @Override
                        public void onResponse(UnitResult result) {
                            answers.add(new Answer(unit, member, result, null));
                        }

                        @Override
                        public void onFailure(Throwable t) {
                            answers.add(new Answer(unit, member, null, t));
                        }
                    });
                }
            }
            // A second at most: a member that joins meanwhile gets units at the next round.
            Answer answer = answers.poll(1, TimeUnit.SECONDS);
            if (answer == null) {
                continue;
            }
            inFlight.merge(answer.member(), -1, Integer::sum);
            if (answer.failure() == null) {
                remaining--;
                each.accept(new Done(answer.unit(), answer.result()));
            } else if (memberGone(answer.failure())) {
                inFlight.remove(answer.member());
                pending.addFirst(answer.unit());
            } else {
                throw new IllegalStateException("the unit " + answer.unit().position() + " failed on " + answer.member().getAddress()
                        + ": " + answer.failure(), answer.failure());
            }
        }
    }

    /** True when {@code t} says that the unit's member left or died: the unit is to run elsewhere. */
    private static boolean memberGone(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof MemberLeftException || c instanceof TargetNotMemberException
                    || c instanceof TargetDisconnectedException || c instanceof HazelcastInstanceNotActiveException) {
                return true;
            }
        }
        return false;
    }
}
