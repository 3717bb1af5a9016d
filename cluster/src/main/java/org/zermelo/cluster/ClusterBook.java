package org.zermelo.cluster;

import com.hazelcast.map.IMap;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.zermelo.game.Game;
import org.zermelo.game.Position;
import org.zermelo.search.OpeningBook;

/**
 * An opening book built by the machines of a cluster: the positions of {@link OpeningBook#levels},
 * the deepest ply first as on one machine, each ply's positions handed out as units and the
 * next ply started once every one is answered (its units then read the deeper results as a book,
 * as the solver of one machine does). The book holds the same positions with the same values, in
 * the same order, as the book one machine builds: a value is a fact, whoever proves it.
 *
 * <p>The results are kept in the cluster (a map named by the job, with a backup on another
 * member), so that a coordinator started again with the same job, while members are up, redoes
 * nothing; and, for a restart of the whole cluster, the coordinator's caller saves the results
 * it is told of (a book of the positions solved so far) and gives them back as {@code known}.
 */
public final class ClusterBook {

    private ClusterBook() {}

    /** A unit answered, or a position found in {@code known}, with its ply. */
    public record Solved(int ply, String position, UnitResult result, boolean known) {}

    /** The name of the cluster's map of a book's results: the same job, the same map. */
    static String job(Game game, Position root, int plies, String algo) {
        return "zermelo.book." + game.name() + "." + algo + "." + plies + "." + root;
    }

    /**
     * Builds the book of {@code plies} from {@code root} with the cluster of {@code member} (its
     * members solving with {@code algo}), taking the positions of {@code known} as solved.
     *
     * @param each told every position solved or known, on this thread, as it is
     * @param progress told a line after each
     * @throws InterruptedException when this thread is interrupted
     */
    public static OpeningBook build(ClusterMember member, Game game, Position root, int plies, String algo, OpeningBook known,
            Consumer<Solved> each, Consumer<String> progress) throws InterruptedException {
        List<List<Position>> levels = OpeningBook.levels(root, plies);
        String job = job(game, root, plies, algo);
        IMap<String, UnitResult> results = member.instance().getMap(job);
        Map<String, Integer> knownValues = new HashMap<>();
        if (known != null) {
            for (OpeningBook.Entry e : known.entries()) {
                knownValues.put(e.position(), e.value());
            }
        }
        int total = 0;
        for (List<Position> level : levels) {
            total += level.size();
        }
        Coordinator coordinator = new Coordinator(member);
        Map<String, Integer> values = new HashMap<>();
        long start = System.nanoTime();
        int[] solved = {0};
        int all = total;
        for (int ply = levels.size() - 1; ply >= 0; ply--) {
            List<Unit> units = new ArrayList<>();
            Map<String, UnitResult> fromKnown = new HashMap<>();
            for (Position p : levels.get(ply)) {
                String key = p.toString();
                Integer value = knownValues.get(key);
                if (value != null) {
                    // Known from a saved book: in the map for the members' books, not solved again.
                    UnitResult result = new UnitResult(value, 0, 0, "");
                    fromKnown.put(key, result);
                    values.put(key, value);
                    solved[0]++;
                    each.accept(new Solved(ply, key, result, true));
                } else {
                    units.add(new Unit(job, game.name(), algo, key, plies, ply));
                }
            }
            results.putAll(fromKnown);
            int level = ply;
            coordinator.run(units, done -> {
                values.put(done.unit().position(), done.result().value());
                solved[0]++;
                each.accept(new Solved(level, done.unit().position(), done.result(), false));
                progress.accept(String.format(Locale.ROOT, "%d/%d positions solved (ply %d) by %d members, %.1f s", solved[0], all,
                        level, member.size(), (System.nanoTime() - start) / 1e9));
            });
        }
        OpeningBook book = OpeningBook.empty(game, plies);
        for (int ply = levels.size() - 1; ply >= 0; ply--) {
            for (Position p : levels.get(ply)) {
                book.add(p, values.get(p.toString()));
            }
        }
        results.destroy(); // the book has them all: the members' memory is freed
        return book;
    }
}
