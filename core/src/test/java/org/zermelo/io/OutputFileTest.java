package org.zermelo.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An output checked before any work, written whole, never over something that is not a regular file. */
class OutputFileTest {

    @TempDir
    Path dir;

    /** A named pipe made in the test's folder (mkfifo needs no privilege), or the test is skipped. */
    private Path fifo(String name) throws Exception {
        Path fifo = dir.resolve(name);
        int code;
        try {
            code = new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start().waitFor();
        } catch (IOException e) {
            code = -1;
        }
        Assumptions.assumeTrue(code == 0, "mkfifo is not available here: the named pipe cases are skipped");
        return fifo;
    }

    @Test
    void aFileIsWrittenWholeAndReplacesTheLastOne() throws IOException {
        Path file = dir.resolve("w.json");
        OutputFile.write(file, "one\n");
        OutputFile.write(file, "two\n");
        assertThat(Files.readString(file)).isEqualTo("two\n");
        assertThat(OutputFile.part(file)).doesNotExist();
        // A write cut short leaves the last file whole, and no .part behind.
        assertThatThrownBy(() -> OutputFile.write(file, out -> {
            out.write('x');
            throw new IOException("No space left on device");
        })).hasMessage("No space left on device");
        assertThat(Files.readString(file)).isEqualTo("two\n");
        assertThat(OutputFile.part(file)).doesNotExist();
        // A .part an earlier run left is replaced.
        Files.writeString(OutputFile.part(file), "stale");
        OutputFile.write(file, "three\n");
        assertThat(Files.readString(file)).isEqualTo("three\n");
    }

    @Test
    void somethingThatIsNotARegularFileIsNeverReplaced() throws Exception {
        Path pipe = fifo("pipe.json");
        assertThatThrownBy(() -> OutputFile.check(pipe, "the weights to")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("cannot write the weights to " + pipe + ": it is a named pipe, not a regular file");
        assertThatThrownBy(() -> OutputFile.write(pipe, "x")).isInstanceOf(FileSystemException.class)
                .satisfies(e -> assertThat(FileErrors.reason((IOException) e)).isEqualTo("it is a named pipe, not a regular file"));
        assertThat(Files.isRegularFile(pipe)).isFalse();
        assertThat(Files.exists(pipe)).isTrue();
        // Nor is a .part that is one written into.
        Path file = dir.resolve("w.json");
        Path part = fifo("w.json.part");
        assertThatThrownBy(() -> OutputFile.check(file, "the weights to")).hasMessageContaining("is in the way (a named pipe)");
        assertThatThrownBy(() -> OutputFile.write(file, "x")).isInstanceOf(FileSystemException.class);
        assertThat(Files.isRegularFile(part)).isFalse();
        assertThat(file).doesNotExist();
    }

    @Test
    void checksSayWhatIsWrongBeforeAnyWork() throws IOException {
        assertThatThrownBy(() -> OutputFile.check(Path.of(""), "the weights to"))
                .hasMessage("cannot write the weights to '': the file name is empty");
        assertThatThrownBy(() -> OutputFile.check(dir, "the curve")).hasMessage("cannot write the curve " + dir + ": it is a folder");
        Path missing = dir.resolve("nowhere/c.csv");
        assertThatThrownBy(() -> OutputFile.check(missing, "the curve"))
                .hasMessage("cannot write the curve " + missing + ": the folder " + dir.resolve("nowhere") + " does not exist");
        Path notAFolder = Files.writeString(dir.resolve("file"), "");
        assertThatThrownBy(() -> OutputFile.check(notAFolder.resolve("c.csv"), "the curve"))
                .hasMessageEndingWith(": " + notAFolder + " is not a folder");
        Path fine = dir.resolve("c.csv");
        assertThat(OutputFile.check(fine, "the curve")).isEqualTo(fine);
        try (var left = Files.list(dir)) {
            assertThat(left).containsExactly(notAFolder); // the probe removed
        }
    }
}
