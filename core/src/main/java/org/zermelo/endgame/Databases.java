package org.zermelo.endgame;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.zermelo.game.Position;
import org.zermelo.game.Retrograde;

/**
 * The endgame databases of a {@link Retrograde} game in a folder: two files a slice,
 * {@code DIR/SLICE.db} (its values) and {@code DIR/SLICE.dist} (its distances), built slice by
 * slice from the smallest and read back on demand.
 *
 * <p>A build is resumable: a slice whose file is there is read (its checksum checked), not built
 * again, and a file appears only whole ({@code SLICE.db.part} renamed), so a build killed at any
 * moment loses at most the slice it was solving.
 */
public final class Databases {

    /** Told how a build goes, slice by slice. */
    public interface Listener {

        /** Slice {@code number} of {@code count} starts being solved. */
        void started(Retrograde.Slice slice, int number, int count);

        /** A pass over the slice being solved decided {@code decided} positions. */
        void pass(int pass, int decided);

        /** Slice {@code number} is done: solved in {@code nanos}, or read from its file when {@code read}. */
        void finished(Table table, int number, int count, long nanos, boolean read);
    }

    /**
     * A value found in the databases.
     *
     * @param value +1 won, 0 drawn, -1 lost for the side to move, by the rules alone (no draw rule that counts moves)
     * @param distance plies to the end under best play: the fastest win, the slowest loss; 0 for a draw
     * @param slice the slice's name
     */
    public record Value(int value, int distance, String slice) {}

    private final Retrograde game;
    private final Path dir;
    private final List<Retrograde.Slice> slices;
    private final Table[] tables;

    /** The databases of {@code game}'s slices up to {@code size}, in {@code dir}. */
    public Databases(Retrograde game, int size, Path dir) {
        this.game = game;
        this.dir = dir;
        this.slices = game.slices(size);
        this.tables = new Table[slices.size()];
    }

    public List<Retrograde.Slice> slices() {
        return slices;
    }

    /** The file of a slice's values; its distances are beside it ({@link Table}). */
    public Path file(Retrograde.Slice slice) {
        return dir.resolve(slice.name() + ".db");
    }

    /** The bytes the files not yet built will take on the disk. */
    public long diskNeeded() {
        long bytes = 0;
        for (Retrograde.Slice slice : slices) {
            if (!Files.exists(file(slice))) {
                bytes += Table.diskBytes(slice.size());
            }
        }
        return bytes;
    }

    /**
     * The bytes of memory a build needs at least: every table (a slice's moves may enter any
     * slice before it, so all stay loaded), and 4 bytes an index of the slice being solved (its
     * value and distance during the passes, and what its moves leaving the slice lead to). Its
     * moves inside the slice are kept too where there is room, not counted here.
     */
    public long memoryNeeded() {
        long bytes = 0;
        long largest = 0;
        for (Retrograde.Slice slice : slices) {
            bytes += Table.bytes(slice.size());
            largest = Math.max(largest, slice.size());
        }
        return bytes + 4 * largest;
    }

    /**
     * Builds every slice whose file is missing, reading the others, from the smallest.
     *
     * @throws IOException when a file cannot be written, or one there cannot be read or is damaged
     */
    public void build(int threads, Listener listener) throws IOException {
        Files.createDirectories(dir);
        for (int i = 0; i < slices.size(); i++) {
            Retrograde.Slice slice = slices.get(i);
            Path file = file(slice);
            long start = System.nanoTime();
            if (Files.exists(file)) {
                tables[i] = Table.read(file, slice.name(), slice.size());
                listener.finished(tables[i], i, slices.size(), System.nanoTime() - start, true);
                continue;
            }
            listener.started(slice, i, slices.size());
            int[] pass = {0};
            Table table = RetrogradeSolver.solve(slices, i, tables, threads, decided -> listener.pass(pass[0]++, decided));
            table.write(file);
            tables[i] = table;
            listener.finished(table, i, slices.size(), System.nanoTime() - start, false);
        }
    }

    /**
     * The value of {@code position} in the databases, reading its slice's file the first time;
     * null when no slice holds it or its file is not built.
     *
     * @throws IOException when the file is there but cannot be read or is damaged
     */
    public Value probe(Position position) throws IOException {
        int i = game.sliceOf(slices, position);
        if (i < 0) {
            return null;
        }
        Retrograde.Slice slice = slices.get(i);
        long index = slice.indexOf(position);
        if (tables[i] == null) {
            Path file = file(slice);
            if (!Files.exists(file)) {
                return null;
            }
            tables[i] = Table.read(file, slice.name(), slice.size());
        }
        int value = tables[i].value(index);
        if (value == Retrograde.NOT_A_POSITION) {
            throw new IllegalStateException("the index of a position names none in " + slice.name());
        }
        return new Value(value, tables[i].distance(index), slice.name());
    }
}
