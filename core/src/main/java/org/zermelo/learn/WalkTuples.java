package org.zermelo.learn;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.zermelo.game.Cells;
import org.zermelo.game.Position;

/**
 * An n-tuple network of random walks (Thill, Koch and Konen, "Reinforcement learning with
 * n-tuples on the game Connect-4", 2012): {@code count} tuples of {@code length} cells, each a
 * walk on the board from a random cell to a random neighbour (rows, columns and diagonals) not
 * yet in it, so that a tuple can follow a bent line of stones, not only a straight one. Each
 * cell reads one of four states: empty, the side to move's, the opponent's, or empty and
 * playable now by the side to move ({@link Cells#cellsAndPlayable}: in Connect Four, the
 * lowest empty cell of a column, which tells a threat that can be answered from one that
 * cannot yet). Each tuple has two tables, one for each side to move, since a pattern is not
 * worth the same to the first player as to the second (Connect Four's odd and even threats),
 * and each table is read through every symmetry of the board, as {@link NTuples} does.
 *
 * <p>The walks come from a fixed seed, so that the name alone ({@code walk70x8}) rebuilds the
 * same tuples when a weights file is read. Reading a position allocates nothing.
 */
public final class WalkTuples implements Encoding {

    /** The seed of the walks: part of the encoding, as its name is. */
    private static final long SEED = 20120914L;

    private final String name;
    /** For each tuple, for each symmetry: the cells it reads, in order. */
    private final int[][][] reads;
    private final int length;
    /** The weights of one table: 4^length. */
    private final int tableSize;
    private final byte[] board;

    /**
     * {@code count} random walks of {@code length} cells on {@code sample}'s board.
     *
     * @throws IllegalArgumentException when the board is too small for so many distinct walks,
     *     or the network would have too many weights
     */
    public WalkTuples(Cells sample, int count, int length) {
        if (length < 2 || length > 8) {
            throw new IllegalArgumentException("a walk has 2 to 8 cells, not " + length);
        }
        if (count < 1 || count > 1000) {
            throw new IllegalArgumentException("a network of walks has 1 to 1000 of them, not " + count);
        }
        int rows = sample.rows();
        int columns = sample.columns();
        if (length > rows * columns) {
            throw new IllegalArgumentException("a board of " + rows + "x" + columns + " has no walk of " + length + " cells");
        }
        long weights = 2L * count << 2 * length;
        if (weights > NTuples.MAX_WEIGHTS) {
            throw new IllegalArgumentException(count + " walks of " + length + " cells make " + weights + " weights: too many");
        }
        int[][] symmetries = sample.symmetries();
        SplittableRandom random = new SplittableRandom(SEED);
        Set<String> seen = new HashSet<>();
        List<int[][]> tuples = new ArrayList<>();
        int attempts = 0;
        while (tuples.size() < count) {
            if (++attempts > 1000 * count) {
                throw new IllegalArgumentException("a board of " + rows + "x" + columns + " has not " + count
                        + " different walks of " + length + " cells");
            }
            int[] walk = walk(random, rows, columns, length);
            if (walk != null && !seen.contains(NTuples.key(walk))) {
                tuples.add(NTuples.images(walk, symmetries, seen));
            }
        }
        this.name = "walk" + count + "x" + length;
        this.reads = tuples.toArray(int[][][]::new);
        this.length = length;
        this.tableSize = 1 << 2 * length;
        this.board = new byte[rows * columns];
    }

    private WalkTuples(WalkTuples other) {
        name = other.name;
        reads = other.reads;
        length = other.length;
        tableSize = other.tableSize;
        board = new byte[other.board.length];
    }

    /**
     * A walk of {@code length} cells from a random cell, each step to a random neighbour not yet
     * in it; null when it is stuck before its length.
     */
    private static int[] walk(SplittableRandom random, int rows, int columns, int length) {
        int[] walk = new int[length];
        int[] next = new int[8];
        walk[0] = random.nextInt(rows * columns);
        for (int i = 1; i < length; i++) {
            int r = walk[i - 1] / columns;
            int c = walk[i - 1] % columns;
            int n = 0;
            for (int dr = -1; dr <= 1; dr++) {
                for (int dc = -1; dc <= 1; dc++) {
                    int nr = r + dr;
                    int nc = c + dc;
                    if ((dr != 0 || dc != 0) && nr >= 0 && nr < rows && nc >= 0 && nc < columns
                            && !contains(walk, i, nr * columns + nc)) {
                        next[n++] = nr * columns + nc;
                    }
                }
            }
            if (n == 0) {
                return null;
            }
            walk[i] = next[random.nextInt(n)];
        }
        return walk;
    }

    private static boolean contains(int[] cells, int n, int cell) {
        for (int i = 0; i < n; i++) {
            if (cells[i] == cell) {
                return true;
            }
        }
        return false;
    }

    /** The cells of each tuple, as it reads them (without symmetry): for tests and for people. */
    public int[][] walks() {
        int[][] walks = new int[reads.length][];
        for (int t = 0; t < reads.length; t++) {
            walks[t] = reads[t][0].clone();
        }
        return walks;
    }

    @Override
    public WalkTuples copy() {
        return new WalkTuples(this);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int size() {
        return 2 * reads.length * tableSize;
    }

    @Override
    public int maxActive() {
        return reads.length * reads[0].length;
    }

    @Override
    public int encode(Position position, int[] index, double[] value) {
        ((Cells) position).cellsAndPlayable(board);
        int n = 0;
        int sideOffset = position.sideToMove() == 0 ? 0 : reads.length * tableSize;
        for (int t = 0; t < reads.length; t++) {
            int offset = sideOffset + t * tableSize;
            for (int[] read : reads[t]) {
                int pattern = 0;
                for (int i = length - 1; i >= 0; i--) {
                    pattern = pattern << 2 | board[read[i]];
                }
                index[n] = offset + pattern;
                value[n++] = 1;
            }
        }
        return n;
    }
}
