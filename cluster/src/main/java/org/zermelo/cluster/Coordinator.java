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
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Hands units to the members of the cluster, a few at a time to each ({@link #WINDOW}: one solving,
 * the next waiting, so that no member waits for the network), until the work is done. A unit
 * whose member left or died is handed to another: units are idempotent, and the one that died
 * may have written its result to the map already, which the unit then finds.
 *
 * <p>The units come from a {@link Work}: a fixed list (a book's ply, a benchmark), or a proof
 * that makes its units as the answers come ({@link ClusterProof}) and no longer wants some of
 * those in flight once their parent is decided: the coordinator asks their members to stop them.
 */
public final class Coordinator {

    /** The name of the members' executor of units: one thread each, which uses the member's solver. */
    static final String EXECUTOR = "zermelo-units";
    /** The name of the members' executor of requests to stop a unit: not behind the units it stops. */
    static final String STOPS = "zermelo-stops";
    /** Units in flight per member. */
    static final int WINDOW = 2;

    /** A unit answered, by {@code member} (its address). */
    public record Done(Unit unit, UnitResult result, String member) {}

    /** Where the units come from, and where their answers go; called on the coordinator's thread only. */
    public interface Work {
        /** The next unit to send to the member at {@code address}, or null when there is none now. */
        Unit next(String address);

        /** Told each answer, once. */
        void answered(Done done);

        /** Told a unit whose member left or died before answering: it is to be handed out again. */
        void lost(Unit unit);

        /** False for a unit in flight whose answer no longer matters: its member is asked to stop it. */
        default boolean wanted(Unit unit) {
            return true;
        }

        /** True when the work is done (the units still in flight are then stopped, and their answers awaited). */
        boolean finished();
    }

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
        Deque<Unit> pending = new ArrayDeque<>(units);
        int[] remaining = {units.size()};
        run(new Work() {
            @Override
            public Unit next(String address) {
                return pending.poll();
            }

            @Override
            public void answered(Done done) {
                remaining[0]--;
                each.accept(done);
            }

            @Override
            public void lost(Unit unit) {
                pending.addFirst(unit);
            }

            @Override
            public boolean finished() {
                return remaining[0] == 0;
            }
        });
    }

    /**
     * Does {@code work}: hands out its units until it is finished and no unit is in flight.
     *
     * @throws IllegalStateException when a unit fails for another reason than its member leaving
     * @throws InterruptedException when this thread is interrupted (the units in flight go on)
     */
    public void run(Work work) throws InterruptedException {
        IExecutorService executor = instance.getExecutorService(EXECUTOR);
        Map<Member, Set<Unit>> inFlight = new HashMap<>();
        Set<Unit> stopAsked = new HashSet<>();
        BlockingQueue<Answer> answers = new LinkedBlockingQueue<>();
        while (!work.finished() || inFlight.values().stream().anyMatch(s -> !s.isEmpty())) {
            if (!work.finished()) {
                for (Member member : instance.getCluster().getMembers()) {
                    Set<Unit> held = inFlight.computeIfAbsent(member, m -> new HashSet<>());
                    Unit unit;
                    while (held.size() < WINDOW && (unit = work.next(member.getAddress().toString())) != null) {
                        held.add(unit);
                        submit(executor, unit, member, answers);
                    }
                }
            }
            // A second at most: a member that joins meanwhile gets units at the next round.
            Answer answer = answers.poll(1, TimeUnit.SECONDS);
            if (answer == null) {
                continue;
            }
            Set<Unit> held = inFlight.get(answer.member());
            if (held != null) {
                held.remove(answer.unit());
            }
            stopAsked.remove(answer.unit());
            if (answer.failure() == null) {
                work.answered(new Done(answer.unit(), answer.result(), answer.member().getAddress().toString()));
            } else if (memberGone(answer.failure())) {
                if (held != null) {
                    for (Unit u : held) { // its other units fail too, each in its own answer
                        stopAsked.remove(u);
                    }
                }
                inFlight.remove(answer.member());
                work.lost(answer.unit());
            } else {
                throw new IllegalStateException("the unit " + answer.unit().position() + " failed on " + answer.member().getAddress()
                        + ": " + answer.failure(), answer.failure());
            }
            stopUnwanted(work, inFlight, stopAsked);
        }
    }

    private static void submit(IExecutorService executor, Unit unit, Member member, BlockingQueue<Answer> answers) {
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

    /** Asks the members to stop, once each, the units in flight that the work no longer wants. */
    private void stopUnwanted(Work work, Map<Member, Set<Unit>> inFlight, Set<Unit> stopAsked) {
        for (Map.Entry<Member, Set<Unit>> e : inFlight.entrySet()) {
            for (Unit unit : e.getValue()) {
                if ((work.finished() || !work.wanted(unit)) && stopAsked.add(unit)) {
                    try {
                        instance.getExecutorService(STOPS).executeOnMember(new StopUnit(unit.id()), e.getKey());
                    } catch (RuntimeException gone) {
                        // the member left: the unit's own answer says so
                    }
                }
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
