package org.zermelo.endgame;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.zermelo.game.Game;
import org.zermelo.game.Position;
import org.zermelo.game.Retrograde;
import org.zermelo.game.Scores;
import org.zermelo.game.Tablebase;

/**
 * The endgame databases of a {@link Retrograde} game held in memory for a search to probe at its
 * nodes ({@link Tablebase}): every slice up to the largest size whose files are all in the folder,
 * read once per process and shared by every thread, player and game ({@link #open}), since they
 * never change once built. A probe finds the slice by the game's {@link Retrograde#sliceOf}, its
 * index, and reads two arrays: no allocation, no lock, no file.
 *
 * <p>Memory: 1.25 bytes an index (2 bits of value, a byte of distance), 15.6 MB for checkers up to 4
 * pieces, 361 MB up to 5.
 */
public final class LoadedDatabases implements Tablebase {

    /** What is loaded, by folder (its real path) and game: read once, kept for the life of the process. */
    private static final Map<String, LoadedDatabases> LOADED = new ConcurrentHashMap<>();

    private final Retrograde game;
    private final int size;
    private final List<Retrograde.Slice> slices;
    private final Table[] tables;
    private final long bytes;

    private LoadedDatabases(Retrograde game, int size, List<Retrograde.Slice> slices, Table[] tables) {
        this.game = game;
        this.size = size;
        this.slices = slices;
        this.tables = tables;
        long b = 0;
        for (Retrograde.Slice slice : slices) {
            b += Table.bytes(slice.size());
        }
        this.bytes = b;
    }

    /**
     * The databases of {@code game} in {@code dir} (its own folder, {@code D/GAME}), every slice up
     * to the largest size whose files are all there, read the first time they are asked for and
     * the same object afterwards; null when the folder holds no complete size.
     *
     * @throws IOException when a file is there but cannot be read or is damaged
     */
    public static LoadedDatabases open(Retrograde game, Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return null;
        }
        String key = game.getClass().getName() + " " + dir.toRealPath();
        LoadedDatabases known = LOADED.get(key);
        if (known != null) {
            return known;
        }
        synchronized (LOADED) {
            known = LOADED.get(key);
            if (known == null) {
                known = load(game, dir);
                if (known != null) {
                    LOADED.put(key, known);
                }
            }
            return known;
        }
    }

    /** The folder the databases are in when none is named: {@code db} in the current folder, as {@code zermelo db build} writes them. */
    public static final String DEFAULT_DIR = "db";

    /** The word of {@code db=} (and {@code --db}) that probes no databases, even where {@link #DEFAULT_DIR} holds some. */
    public static final String NONE = "none";

    /**
     * The databases an AI of {@code game} probes, from the folder {@code dir} names (the databases'
     * root, as {@code zermelo db build --dir} takes it: the game's files are in {@code dir/GAME}):
     * {@code null} for {@link #DEFAULT_DIR} when it holds the game's databases (none otherwise),
     * {@link #NONE} for none.
     *
     * @throws IllegalArgumentException when {@code dir} is named and holds none of the game's
     *     databases, or the game has none, or a file is damaged, saying what to do
     */
    public static LoadedDatabases forGame(Game game, String dir) {
        return forGame(game, dir, "db=");
    }

    /**
     * As {@link #forGame(Game, String)}, the messages naming the folder as the user gave it:
     * {@code option} then the folder ({@code "--db "}, {@code "Databases "}).
     */
    public static LoadedDatabases forGame(Game game, String dir, String option) {
        if (NONE.equals(dir)) {
            return null;
        }
        String named = dir == null ? DEFAULT_DIR : dir;
        if (!(game instanceof Retrograde retrograde)) {
            if (dir == null) {
                return null;
            }
            throw new IllegalArgumentException(option + dir + ": " + game.name() + " has no endgame databases (zermelo db build "
                    + "lists the games that have)");
        }
        Path folder = Path.of(named).resolve(game.name());
        try {
            LoadedDatabases loaded = open(retrograde, folder);
            if (loaded == null && dir != null) {
                throw new IllegalArgumentException(option + dir + ": no complete endgame databases of " + game.name() + " in "
                        + folder + ": build them with 'zermelo db build " + game.name() + " --pieces N --dir " + dir + "'");
            }
            return loaded;
        } catch (IOException e) {
            throw new IllegalArgumentException("the endgame databases in " + folder + " cannot be read: " + e.getMessage());
        }
    }

    /** Reads the slices of the largest size whose files are all in {@code dir}; null when none is. */
    private static LoadedDatabases load(Retrograde game, Path dir) throws IOException {
        int best = -1;
        List<Retrograde.Slice> bestSlices = null;
        for (int size = 0; size <= 64; size++) {
            List<Retrograde.Slice> slices;
            try {
                slices = game.slices(size);
            } catch (IllegalArgumentException notSliced) {
                if (best >= 0) {
                    break;
                }
                continue;
            }
            Databases files = new Databases(game, size, dir);
            boolean complete = !slices.isEmpty();
            for (Retrograde.Slice slice : slices) {
                complete &= Files.isRegularFile(files.file(slice));
            }
            if (!complete) {
                if (best >= 0) {
                    break;
                }
                continue;
            }
            best = size;
            bestSlices = slices;
        }
        if (best < 0) {
            return null;
        }
        Databases files = new Databases(game, best, dir);
        Table[] tables = new Table[bestSlices.size()];
        for (int i = 0; i < tables.length; i++) {
            Retrograde.Slice slice = bestSlices.get(i);
            tables[i] = Table.read(files.file(slice), slice.name(), slice.size());
        }
        return new LoadedDatabases(game, best, List.copyOf(bestSlices), tables);
    }

    /** The size (the game's measure: checkers' pieces) up to which every position is held. */
    public int size() {
        return size;
    }

    /** The bytes the tables take in memory. */
    public long bytes() {
        return bytes;
    }

    /** The number of slices held. */
    public int slices() {
        return slices.size();
    }

    @Override
    public int score(Position position) {
        int s = game.sizeOf(position);
        if (s < 0 || s > size) {
            return UNKNOWN;
        }
        int n = game.sliceOf(slices, position);
        if (n < 0) {
            return UNKNOWN;
        }
        long index = slices.get(n).indexOf(position);
        Table table = tables[n];
        int value = table.value(index);
        if (value == 0) {
            return 0;
        }
        if (value == Retrograde.NOT_A_POSITION) {
            return UNKNOWN; // cannot be for a position the slice holds; never trusted if it were
        }
        int distance = table.distance(index);
        if (distance <= game.pliesBeforeDrawRule(position)) {
            return Scores.terminal(value, distance);
        }
        return value * (NEAR_WIN - distance);
    }
}
