package org.zermelo.learn;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.zermelo.game.Cells;
import org.zermelo.game.Position;

/**
 * A systematic n-tuple network's patterns (Jaśkowski, "Systematic n-tuple networks for
 * Othello position evaluation", 2014): every straight line of {@code length} cells of the board
 * (along rows, columns and both diagonals), each an n-tuple whose table has one weight per
 * pattern of its cells (3^length: empty, mine, the opponent's). Lines that a symmetry of the
 * board maps onto each other share one table, and each table is read through every symmetry, so
 * that a position and its mirror images have the same value and what is learned in one corner
 * serves all four. Reading a position allocates nothing.
 */
public final class NTuples implements Encoding {

    /** The most weights a network of tuples may have (8 bytes each while learning). */
    static final long MAX_WEIGHTS = 50_000_000L;

    private final String name;
    private final int cells;
    /** For each table, for each symmetry: the cells of the pattern read, in order. */
    private final int[][][] reads;
    private final int length;
    private final int size;
    private final byte[] board;

    /**
     * The straight tuples of {@code length} cells of {@code sample}'s board.
     *
     * @throws IllegalArgumentException when the board has no line that long, or too many weights
     */
    public NTuples(Cells sample, int length) {
        if (length < 2 || length > 8) {
            throw new IllegalArgumentException("an n-tuple has 2 to 8 cells, not " + length);
        }
        int rows = sample.rows();
        int columns = sample.columns();
        int[][] symmetries = sample.symmetries();
        List<int[]> lines = new ArrayList<>();
        int[][] steps = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        for (int[] step : steps) {
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < columns; c++) {
                    int lastR = r + (length - 1) * step[0];
                    int lastC = c + (length - 1) * step[1];
                    if (lastR < rows && lastC >= 0 && lastC < columns) {
                        int[] line = new int[length];
                        for (int i = 0; i < length; i++) {
                            line[i] = (r + i * step[0]) * columns + c + i * step[1];
                        }
                        lines.add(line);
                    }
                }
            }
        }
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("a board of " + rows + "x" + columns + " has no line of " + length + " cells");
        }
        // One table per class of lines under the symmetries: its first line, read through each symmetry.
        Set<String> seen = new HashSet<>();
        List<int[][]> tables = new ArrayList<>();
        for (int[] line : lines) {
            if (!seen.contains(key(line))) {
                tables.add(images(line, symmetries, seen));
            }
        }
        long weights = (long) tables.size() * pow3(length);
        if (weights > MAX_WEIGHTS) {
            throw new IllegalArgumentException("tuples of " + length + " cells on this board make " + weights + " weights: too many");
        }
        this.name = "ntuple" + length;
        this.cells = rows * columns;
        this.length = length;
        this.reads = tables.toArray(int[][][]::new);
        this.size = (int) weights;
        this.board = new byte[cells];
    }

    private NTuples(NTuples other) {
        name = other.name;
        cells = other.cells;
        length = other.length;
        reads = other.reads;
        size = other.size;
        board = new byte[cells];
    }

    @Override
    public NTuples copy() {
        return new NTuples(this);
    }

    /**
     * The images of {@code tuple} under each symmetry, its reads for one shared table; each image's
     * cells, as a set, go into {@code seen}, so that no other tuple over the same cells gets a table.
     */
    static int[][] images(int[] tuple, int[][] symmetries, Set<String> seen) {
        int[][] images = new int[symmetries.length][tuple.length];
        for (int s = 0; s < symmetries.length; s++) {
            for (int i = 0; i < tuple.length; i++) {
                images[s][i] = symmetries[s][tuple[i]];
            }
            seen.add(key(images[s]));
        }
        return images;
    }

    /** A tuple's cells as a set: tuples that are images of each other as sets of cells share a table. */
    static String key(int[] line) {
        int[] sorted = line.clone();
        Arrays.sort(sorted);
        return Arrays.toString(sorted);
    }

    private static int pow3(int n) {
        int p = 1;
        for (int i = 0; i < n; i++) {
            p *= 3;
        }
        return p;
    }

    /** The number of tables: classes of lines under the board's symmetries. */
    public int tables() {
        return reads.length;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public int maxActive() {
        return reads.length * reads[0].length;
    }

    @Override
    public int encode(Position position, int[] index, double[] value) {
        ((Cells) position).cells(board);
        int n = 0;
        int tableSize = size / reads.length;
        for (int t = 0; t < reads.length; t++) {
            int offset = t * tableSize;
            for (int[] read : reads[t]) {
                int pattern = 0;
                for (int i = length - 1; i >= 0; i--) {
                    pattern = 3 * pattern + board[read[i]];
                }
                index[n] = offset + pattern;
                value[n++] = 1;
            }
        }
        return n;
    }
}
