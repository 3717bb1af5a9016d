package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files read up to a limit counted as they are read (issue 45): a stream without a size (a pipe,
 * a device such as {@code /dev/zero}) is refused at the limit with one line, not read until
 * memory runs out. The streams here are named pipes of the test's own, fed with zeros.
 */
class BoundedReadsTest {

    @TempDir
    Path dir;

    private void refused(Path fifo, String expected, String... args) throws Exception {
        try (SpecialFiles.Feed feed = SpecialFiles.zeros(fifo)) {
            Cli.Run run = Cli.run(args);
            assertThat(run.code()).as(String.join(" ", args) + ": " + run.err()).isEqualTo(2);
            assertThat(run.err()).isEqualTo(expected + System.lineSeparator());
        }
    }

    @Test
    void weightsFilesStopAt256Megabytes() throws Exception {
        Path fifo = SpecialFiles.fifo(dir, "endless.json");
        refused(fifo, "zermelo learn: " + fifo + " is larger than 256 MB: not a weights file",
                "learn", "tictactoe", "--from", fifo.toString(), "--games", "10", "--out", dir.resolve("w.json").toString());
        // A pipe of its own: the first feed's close may leave a reader waiting on the first pipe, which
        // would take the second feed's zeros and leave the search waiting for a writer (it hung ./mvnw verify).
        Path other = SpecialFiles.fifo(dir, "endless2.json");
        refused(other, "zermelo search: " + other + " is larger than 256 MB: not a weights file",
                "search", "tictactoe", "--eval", other.toString());
    }

    @Test
    void booksStopAtALineTooLong() throws Exception {
        Path fifo = SpecialFiles.fifo(dir, "endless.book");
        refused(fifo, "zermelo solve: " + fifo + " line 1 is longer than 10000 bytes: not an opening book",
                "solve", "connect4", "--book", fifo.toString());
    }
}
