package org.zermelo.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import java.io.Serializable;

/**
 * Asks a member to stop the unit {@code id}, whose answer no longer matters (its parent in a proof
 * is decided): at once if the member is solving it, else as soon as it starts. Run by the
 * members' executor of stops ({@link Coordinator#STOPS}), never queued behind the units.
 */
final class StopUnit implements Runnable, Serializable, HazelcastInstanceAware {

    private static final long serialVersionUID = 1L;

    private final long id;
    private transient HazelcastInstance member;

    StopUnit(long id) {
        this.id = id;
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance instance) {
        member = instance;
    }

    @Override
    public void run() {
        ((Worker) member.getUserContext().get(Worker.KEY)).stop(id);
    }
}
