package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Faults of the machine rather than of the input: memory running out, a disk full. One line, exit 1, no stack trace. */
class FaultsTest {

    @Test
    void runningOutOfMemoryEndsWithOneLineSayingWhatToDo() throws Exception {
        // The AND/OR memo of chomp 12x12 does not fit in 64 MB: a JVM of its own, as a user runs it.
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx64m",
                "-cp", System.getProperty("java.class.path"), Main.class.getName(), "solve", "chomp", "12x12")
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(err).isEqualTo(1);
        assertThat(out).isEmpty();
        // Progress lines may come first on a slow machine (one every 10 s): then the one line of the fault.
        List<String> lines = err.strip().lines().filter(line -> !line.matches("zermelo solve: \\d+ s, .*")).toList();
        assertThat(lines).as(err).hasSize(1);
        assertThat(lines.get(0)).startsWith("zermelo solve: out of memory (the JVM may use ")
                .contains("ZERMELO_JAVA_OPTS=-Xmx1g", "--hash MB", "a smaller position").doesNotContain("\tat ");
    }

    @Test
    void aTableTheJvmCannotHoldIsWarnedOfOnOneLine() {
        // The tests' JVM has a quarter of the machine's memory, far below the 20 GB a table of 8 GB wants.
        Cli.Run big = Cli.run("search", "tictactoe", "--algo", "pvs", "--depth", "1", "--hash", "8192");
        assertThat(big.code()).isZero();
        assertThat(big.err().lines().toList()).singleElement().asString()
                .startsWith("zermelo search: warning: --hash 8192 needs about 20480 MB of memory and the JVM may use ")
                .endsWith("the table will stop growing before 8192 MB; run with ZERMELO_JAVA_OPTS=-Xmx20g for all of it");
        assertThat(Cli.run("search", "tictactoe", "--algo", "pvs", "--depth", "1", "--hash", "16").err()).isEmpty();
    }

    @Test
    void outputThatCannotBeWrittenIsAFailure() {
        OutputStream full = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("No space left on device");
            }
        };
        StringWriter err = new StringWriter();
        int code = Main.run(new String[] {"games"}, new BufferedReader(new StringReader("")),
                new PrintWriter(full, true, StandardCharsets.UTF_8), new PrintWriter(err), false);
        assertThat(code).isEqualTo(1);
        assertThat(err.toString()).isEqualTo("zermelo games: the output could not be written (a full disk?)"
                + System.lineSeparator());
    }

    /** A reader that closes the pipe early ({@code | head}) has what it wanted: no message, exit 0. */
    @Test
    void aPipeClosedByItsReaderIsNoFailure() throws Exception {
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName(), "graph", "tictactoe", "--list")
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
        assertThat(p.getInputStream().read(new byte[100])).isPositive(); // 243 KB to come: far more than a pipe holds
        p.getInputStream().close();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8)).isEmpty();
        assertThat(p.exitValue()).isZero();
    }

    /** A benchmark stopped by a kill or Ctrl-C prints the summary of the positions it finished (issue 45). */
    @Test
    void anInterruptedBenchmarkSaysWhatItFinished() throws Exception {
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName(), "bench", "connect4",
                "../bench/connect4/Test_L1_R3", "--json")
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
        Thread.sleep(3000); // a few of the thousand hard positions solved, far from all
        p.toHandle().destroy(); // SIGTERM, as a kill or Ctrl-C ends it (Process.destroy would close the pipes first)
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(err).contains("zermelo bench: interrupted after ").contains(" of 1000 positions");
        assertThat(out).contains("\"interrupted\" : true").contains("\"positions\" : ");
    }
}
