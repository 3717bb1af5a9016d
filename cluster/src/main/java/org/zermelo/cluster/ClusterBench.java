package org.zermelo.cluster;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Consumer;
import org.zermelo.game.Game;

/**
 * Independent positions (a benchmark file's) solved by the machines of a cluster, each distinct
 * position once, as a unit: the workload that scales with the machines, bounded by its largest
 * position.
 */
public final class ClusterBench {

    private ClusterBench() {}

    /**
     * Solves every position of {@code positions} (in {@code game}'s notation, duplicates solved
     * once) with {@code algo} on the cluster of {@code member}, telling each unit answered to
     * {@code each} on this thread.
     *
     * @return each distinct position's result
     * @throws InterruptedException when this thread is interrupted
     */
    public static Map<String, UnitResult> solve(ClusterMember member, Game game, String algo, List<String> positions,
            Consumer<Coordinator.Done> each) throws InterruptedException {
        // A job of its own: a benchmark is not resumed, and two at once share nothing they could spoil.
        String job = "zermelo.bench." + game.name() + "." + algo + "." + UUID.randomUUID();
        List<Unit> units = new ArrayList<>();
        for (String position : new LinkedHashSet<>(positions)) {
            units.add(new Unit(job, game.name(), algo, position, -1, -1));
        }
        Map<String, UnitResult> results = new HashMap<>();
        new Coordinator(member).run(units, done -> {
            results.put(done.unit().position(), done.result());
            each.accept(done);
        });
        member.instance().getMap(job).destroy();
        return results;
    }
}
