package org.zermelo.cluster;

import com.hazelcast.core.Hazelcast;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.HazelcastInstance;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * This JVM's member of a Zermelo cluster: an embedded Hazelcast member that solves the units it
 * is sent with its own solver ({@link Worker}). A coordinator is a member too, so a cluster of one
 * machine works.
 */
public final class ClusterMember implements AutoCloseable {

    // Hazelcast logs through java.util.logging: its banner, its notices and each member that comes
    // and goes, at INFO and WARNING. The user's terminal shows what the command says instead; its
    // errors still show. Kept in a field: the logging keeps only a weak reference to a logger.
    private static final Logger HAZELCAST_LOG = Logger.getLogger("com.hazelcast");

    static {
        HAZELCAST_LOG.setLevel(Level.SEVERE);
    }

    private final HazelcastInstance instance;

    private ClusterMember(HazelcastInstance instance) {
        this.instance = instance;
    }

    /** Starts a member with {@code settings}: it joins the members listed that answer, or starts the cluster alone. */
    public static ClusterMember start(ClusterSettings settings) {
        return new ClusterMember(Hazelcast.newHazelcastInstance(settings.config(
                new Worker(settings.hashMegabytes(), settings.threads()))));
    }

    /** The Hazelcast member. */
    public HazelcastInstance instance() {
        return instance;
    }

    /** This member's address, {@code [127.0.0.1]:5701}. */
    public String address() {
        return instance.getCluster().getLocalMember().getAddress().toString();
    }

    /** How many members the cluster has now, this one included. */
    public int size() {
        return instance.getCluster().getMembers().size();
    }

    /** Tells {@code say} a line each time a member joins or leaves the cluster (Hazelcast's own lines are not shown). */
    public void watch(Consumer<String> say) {
        instance.getCluster().addMembershipListener(new MembershipListener() {
            @Override
            public void memberAdded(MembershipEvent event) {
                say.accept(event.getMember().getAddress() + " joined (" + members(event.getMembers().size()) + ")");
            }

            @Override
            public void memberRemoved(MembershipEvent event) {
                say.accept(event.getMember().getAddress() + " left (" + members(event.getMembers().size()) + ")");
            }
        });
    }

    private static String members(int n) {
        return n + (n == 1 ? " member" : " members");
    }

    /** Leaves the cluster cleanly: the results it holds move to the other members first. */
    @Override
    public void close() {
        instance.shutdown();
    }
}
