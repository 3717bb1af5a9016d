package org.zermelo.endgame;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32C;
import java.util.zip.CheckedInputStream;
import java.util.zip.CheckedOutputStream;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.Inflater;
import java.util.zip.InflaterInputStream;
import org.zermelo.io.OutputFile;

/**
 * The solved positions of one slice: for each index, won, drawn or lost for the side to move (or
 * no position) in 2 bits, and the distance to the end in plies (a byte: the fastest win, the
 * slowest loss; 0 for draws and for positions where the game is over).
 *
 * <p>Two files ({@link #write}, {@link #read}), each written to {@code FILE.part} and renamed, so
 * a file with its name is whole, the distances first:
 * <ul>
 *   <li>{@code SLICE.db}, the values at 2 bits an index: a line {@code zermelo-db 2}, a line with
 *       the slice's name, its number of indices and its counts, the 2-bit values (four a byte, the
 *       lowest index in the lowest bits), and the CRC-32C of all that before it, 8 bytes;</li>
 *   <li>{@code SLICE.dist}, the distances: a line {@code zermelo-dist 1}, then, deflated
 *       ({@link Deflater}), a line with the slice's name and its number of indices, a byte an
 *       index, and the CRC-32C of that line and those bytes. Most distances are small or 0 (every
 *       draw), so they take a fraction of a byte an index on the disk.</li>
 * </ul>
 * A checksum finds a file damaged since.
 */
public final class Table {

    /** The 2-bit codes: no position, lost, drawn, won (for the side to move). */
    static final int NONE = 0;
    static final int LOSS = 1;
    static final int DRAW = 2;
    static final int WIN = 3;

    /** The longest distance kept (a byte, 255 left for the solver's "none"). */
    static final int MAX_DISTANCE = 254;

    private static final String MAGIC = "zermelo-db 2";
    private static final String DISTANCES = "zermelo-dist 1";

    private final String name;
    private final int size;
    private final long[] values;
    private final byte[] distances;
    private final long wins;
    private final long draws;
    private final long losses;
    private final int longestWin;
    private final int longestLoss;

    Table(String name, int size, long[] values, byte[] distances) {
        this.name = name;
        this.size = size;
        this.values = values;
        this.distances = distances;
        long w = 0;
        long d = 0;
        long l = 0;
        int lw = 0;
        int ll = 0;
        for (int i = 0; i < size; i++) {
            switch (code(i)) {
                case WIN -> {
                    w++;
                    lw = Math.max(lw, distance(i));
                }
                case DRAW -> d++;
                case LOSS -> {
                    l++;
                    ll = Math.max(ll, distance(i));
                }
                default -> { }
            }
        }
        wins = w;
        draws = d;
        losses = l;
        longestWin = lw;
        longestLoss = ll;
    }

    /** The slice's name. */
    public String name() {
        return name;
    }

    /** Its number of indices, positions or not. */
    public int size() {
        return size;
    }

    /** The positions: the indices that name one. */
    public long positions() {
        return wins + draws + losses;
    }

    public long wins() {
        return wins;
    }

    public long draws() {
        return draws;
    }

    public long losses() {
        return losses;
    }

    /** The most plies of a win, 0 if none. */
    public int longestWin() {
        return longestWin;
    }

    /** The longest distance of any position, won or lost. */
    public int longest() {
        return Math.max(longestWin, longestLoss);
    }

    int code(int index) {
        return (int) (values[index >>> 5] >>> ((index & 31) << 1)) & 3;
    }

    /**
     * The value for the side to move of position {@code index}: +1 won, 0 drawn, -1 lost, or
     * {@link org.zermelo.game.Retrograde#NOT_A_POSITION}.
     */
    public int value(long index) {
        int c = code((int) index);
        return c == NONE ? org.zermelo.game.Retrograde.NOT_A_POSITION : c - DRAW;
    }

    /** Plies to the end of position {@code index} under best play (0 for a draw). */
    public int distance(long index) {
        return distances[(int) index] & 0xFF;
    }

    /** The bytes the table holds in memory for {@code size} indices. */
    static long bytes(long size) {
        return (size + 3) / 4 + size;
    }

    /**
     * The bytes the two files take on the disk at most for {@code size} indices: the values at 2
     * bits an index, and the distances deflated to half a byte an index (a quarter at most, measured).
     */
    static long diskBytes(long size) {
        return (size + 3) / 4 + size / 2 + 256;
    }

    /** The file of the distances beside the file of the values. */
    static Path distancesFile(Path file) {
        String name = file.getFileName().toString();
        return file.resolveSibling(name.substring(0, name.length() - ".db".length()) + ".dist");
    }

    /**
     * Writes the table to {@code file} ({@code SLICE.db}) and its distances beside it, each whole
     * or not at all ({@link OutputFile#write(Path, OutputFile.Content)}), the values last: a slice
     * whose values are there has its distances there.
     */
    void write(Path file) throws IOException {
        OutputFile.write(distancesFile(file), raw -> {
            raw.write((DISTANCES + "\n").getBytes(StandardCharsets.US_ASCII));
            Deflater deflater = new Deflater(Deflater.BEST_SPEED);
            try {
                DeflaterOutputStream deflated = new DeflaterOutputStream(raw, deflater, 1 << 16);
                CheckedOutputStream checked = new CheckedOutputStream(deflated, new CRC32C());
                checked.write((name + " " + size + "\n").getBytes(StandardCharsets.US_ASCII));
                checked.write(distances, 0, size);
                new DataOutputStream(deflated).writeLong(checked.getChecksum().getValue());
                deflated.finish();
            } finally {
                deflater.end();
            }
        });
        OutputFile.write(file, raw -> {
            CheckedOutputStream checked = new CheckedOutputStream(raw, new CRC32C());
            DataOutputStream out = new DataOutputStream(checked);
            out.write((MAGIC + "\n" + name + " " + size + " " + wins + " " + draws + " " + losses + "\n")
                    .getBytes(StandardCharsets.US_ASCII));
            byte[] chunk = new byte[1 << 16];
            int at = 0;
            for (int i = 0; i < (size + 3) / 4; i++) {
                chunk[at++] = (byte) (values[i >>> 3] >>> ((i & 7) << 3));
                if (at == chunk.length) {
                    out.write(chunk, 0, at);
                    at = 0;
                }
            }
            out.write(chunk, 0, at);
            out.flush();
            new DataOutputStream(raw).writeLong(checked.getChecksum().getValue());
        });
    }

    /**
     * Reads the table of slice {@code name} with {@code size} indices from {@code file} and its
     * distances from the file beside it.
     *
     * @throws IOException when one cannot be read, or is not that slice's, or is damaged (its
     *     checksum does not match), the message saying which
     */
    static Table read(Path file, String name, long size) throws IOException {
        int n = (int) size;
        long[] values = new long[(n + 31) / 32];
        String header;
        try (InputStream raw = new BufferedInputStream(Files.newInputStream(file), 1 << 16)) {
            CheckedInputStream checked = new CheckedInputStream(raw, new CRC32C());
            DataInputStream in = new DataInputStream(checked);
            String magic = line(in);
            if (magic.equals("zermelo-db 1")) {
                throw new IOException(file + " was written in the earlier format (values and distances in one file, slices by"
                        + " material): remove the folder's files to build them again");
            }
            header = line(in);
            String[] fields = header.split(" ");
            if (!magic.equals(MAGIC) || fields.length != 5 || !fields[0].equals(name) || !fields[1].equals(Long.toString(size))) {
                throw new IOException(file + " is not the table of " + name + " with " + size + " indices");
            }
            byte[] packed = new byte[(n + 3) / 4];
            in.readFully(packed);
            for (int i = 0; i < packed.length; i++) {
                values[i >>> 3] |= (packed[i] & 0xFFL) << ((i & 7) << 3);
            }
            long sum = checked.getChecksum().getValue();
            long stored = new DataInputStream(raw).readLong();
            if (sum != stored || raw.read() != -1) {
                throw new IOException(file + " is damaged: its checksum does not match (remove it to build it again)");
            }
        } catch (EOFException e) {
            throw new IOException(file + " is cut short (remove it to build it again)");
        }
        Path other = distancesFile(file);
        byte[] distances = new byte[n];
        try (InputStream raw = new BufferedInputStream(Files.newInputStream(other), 1 << 16)) {
            if (!line(new DataInputStream(raw)).equals(DISTANCES)) {
                throw new IOException(other + " is not a file of distances");
            }
            Inflater inflater = new Inflater();
            try {
                InputStream inflated = new InflaterInputStream(raw, inflater, 1 << 16);
                CheckedInputStream checked = new CheckedInputStream(inflated, new CRC32C());
                DataInputStream in = new DataInputStream(checked);
                if (!line(in).equals(name + " " + size)) {
                    throw new IOException(other + " is not the distances of " + name + " with " + size + " indices");
                }
                in.readFully(distances);
                long sum = checked.getChecksum().getValue();
                DataInputStream rest = new DataInputStream(inflated);
                if (sum != rest.readLong() || rest.read() != -1) {
                    throw new IOException(other + " is damaged: its checksum does not match (remove " + file
                            + " and it to build them again)");
                }
            } finally {
                inflater.end();
            }
        } catch (java.nio.file.NoSuchFileException e) {
            throw new IOException(other + " is missing (remove " + file + " to build it again)");
        } catch (EOFException | java.util.zip.ZipException e) {
            throw new IOException(other + " is cut short or damaged (remove " + file + " and it to build them again)");
        }
        Table table = new Table(name, n, values, distances);
        if (!header.equals(name + " " + size + " " + table.wins + " " + table.draws + " " + table.losses)) {
            throw new IOException(file + " is damaged: its counts do not match its values (remove it to build it again)");
        }
        return table;
    }

    /** A line of ASCII, at most 200 characters. */
    private static String line(DataInputStream in) throws IOException {
        StringBuilder s = new StringBuilder();
        for (int c = in.read(); c != '\n'; c = in.read()) {
            if (c < 0 || s.length() > 200) {
                throw new EOFException();
            }
            s.append((char) c);
        }
        return s.toString();
    }
}
