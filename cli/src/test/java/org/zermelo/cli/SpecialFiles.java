package org.zermelo.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;

/**
 * Device nodes and named pipes made in a test's own folder, never the machine's {@code /dev}: a
 * test that cannot make one (no mknod privilege, no mkfifo) is skipped, saying why.
 */
final class SpecialFiles {

    private SpecialFiles() {}

    /** A character device {@code major,minor} named {@code name} in {@code dir} (1,3 is a null device, 1,7 a full one). */
    static Path device(Path dir, String name, int major, int minor) {
        Path node = dir.resolve(name);
        Assumptions.assumeTrue(run("mknod", "-m", "666", node.toString(), "c", Integer.toString(major), Integer.toString(minor)),
                "mknod is not permitted here: the device node cases are skipped");
        return node;
    }

    /** A named pipe {@code name} in {@code dir}. */
    static Path fifo(Path dir, String name) {
        Path fifo = dir.resolve(name);
        Assumptions.assumeTrue(run("mkfifo", fifo.toString()), "mkfifo is not available here: the named pipe cases are skipped");
        return fifo;
    }

    /** Runs a command, true when it succeeded. */
    static boolean run(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /**
     * Feeds {@code fifo} with zeros for ever, as {@code /dev/zero} would, from a thread of its own,
     * until its reader closes it; {@link Feed#close} ends the thread in any case.
     */
    static Feed zeros(Path fifo) {
        Feed feed = new Feed(fifo);
        feed.thread.start();
        return feed;
    }

    /** A thread writing zeros into a named pipe, and how many bytes it wrote. */
    static final class Feed implements AutoCloseable {

        private final Path fifo;
        private final Thread thread;
        private volatile long written;
        private final List<Throwable> ended = new ArrayList<>();

        private Feed(Path fifo) {
            this.fifo = fifo;
            this.thread = new Thread(() -> {
                byte[] zeros = new byte[1 << 16];
                try (OutputStream out = Files.newOutputStream(fifo)) { // waits for a reader
                    while (true) {
                        out.write(zeros);
                        written += zeros.length;
                    }
                } catch (IOException e) {
                    synchronized (ended) {
                        ended.add(e); // the reader closed the pipe: "Broken pipe"
                    }
                }
            }, "zeros into " + fifo.getFileName());
            thread.setDaemon(true);
        }

        /** The bytes written so far. */
        long written() {
            return written;
        }

        @Override
        public void close() throws Exception {
            if (thread.isAlive()) {
                // Still waiting for a reader (the command never opened the pipe), or writing: open it and close it.
                // On a thread of its own: the writer may end between the test above and this open, and a
                // pipe's open for reading then waits for a writer that never comes (it hung ./mvnw verify once).
                Thread reader = new Thread(() -> {
                    try (InputStream in = Files.newInputStream(fifo)) {
                        in.read();
                    } catch (IOException e) {
                        // the writer is gone: nothing to unblock
                    }
                }, "reader of " + fifo.getFileName());
                reader.setDaemon(true);
                reader.start();
                thread.join(10_000);
            }
        }
    }
}
