package org.zermelo.io;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A stream read up to a limit, counted as it is read: a file's size says nothing of a device or a
 * pipe ({@code /dev/zero} says 0 and never ends), so a reader with a limit counts what it reads
 * and stops with {@link TooLarge} beyond it, before memory runs out. A line may be bounded too,
 * for a reader of lines that would otherwise hold a whole endless line in memory.
 */
public final class BoundedInput extends FilterInputStream {

    /** More was read than the limit: the stream is not what the reader expects. */
    public static final class TooLarge extends IOException {

        private final boolean lineTooLong;
        private final long line;

        TooLarge(String message, boolean lineTooLong, long line) {
            super(message);
            this.lineTooLong = lineTooLong;
            this.line = line;
        }

        /** True when a line was too long, false when the whole stream was. */
        public boolean lineTooLong() {
            return lineTooLong;
        }

        /** The number of the line being read, from 1. */
        public long line() {
            return line;
        }
    }

    private final long maxBytes;
    private final long maxLine;
    private long read;
    private long lineLength;
    private long line = 1;

    /**
     * {@code in}, read up to {@code maxBytes} bytes, and lines of at most {@code maxLine} bytes
     * (their end of line not counted; 0 for no bound on lines).
     */
    public BoundedInput(InputStream in, long maxBytes, long maxLine) {
        super(in);
        if (maxBytes < 0 || maxLine < 0) {
            throw new IllegalArgumentException("limits must be 0 or more");
        }
        this.maxBytes = maxBytes;
        this.maxLine = maxLine;
    }

    /** The bytes read so far. */
    public long bytesRead() {
        return read;
    }

    /**
     * Every byte of {@code file}, at most {@code maxBytes}: {@link TooLarge} beyond, counted as they
     * are read (a regular file larger than that is refused at once, by its size).
     */
    public static byte[] readAll(Path file, long maxBytes) throws IOException {
        if (Files.isRegularFile(file) && Files.size(file) > maxBytes) {
            throw tooLarge(maxBytes, 1);
        }
        try (BoundedInput in = new BoundedInput(Files.newInputStream(file), maxBytes, 0)) {
            return in.readAllBytes();
        }
    }

    @Override
    public int read() throws IOException {
        int b = in.read();
        if (b >= 0) {
            count(b);
        }
        return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        // One byte past the limit at most: enough to know the stream goes beyond it.
        int n = in.read(b, off, (int) Math.min(len, maxBytes - read + 1));
        for (int i = 0; i < n; i++) {
            count(b[off + i]);
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        // Skipped bytes are read bytes: read them, to count them.
        byte[] buffer = new byte[(int) Math.min(n, 8192)];
        long skipped = 0;
        while (skipped < n) {
            int r = read(buffer, 0, (int) Math.min(buffer.length, n - skipped));
            if (r < 0) {
                break;
            }
            skipped += r;
        }
        return skipped;
    }

    @Override
    public boolean markSupported() {
        return false;
    }

    @Override
    public synchronized void mark(int readlimit) {
        // no marks: a reset would count bytes twice
    }

    @Override
    public synchronized void reset() throws IOException {
        throw new IOException("mark/reset not supported");
    }

    private void count(int b) throws TooLarge {
        if (++read > maxBytes) {
            throw tooLarge(maxBytes, line);
        }
        if (b == '\n') {
            line++;
            lineLength = 0;
        } else if (b != '\r' && ++lineLength > maxLine && maxLine > 0) {
            throw new TooLarge("line " + line + " is longer than " + maxLine + " bytes", true, line);
        }
    }

    private static TooLarge tooLarge(long maxBytes, long line) {
        return new TooLarge("larger than " + size(maxBytes), false, line);
    }

    /** A size in words: 256 MB, 1 GB, 10000 bytes. */
    static String size(long bytes) {
        if (bytes >= 1L << 30 && bytes % (1L << 30) == 0) {
            return (bytes >> 30) + " GB";
        }
        if (bytes >= 1L << 20 && bytes % (1L << 20) == 0) {
            return (bytes >> 20) + " MB";
        }
        return bytes + " bytes";
    }
}
