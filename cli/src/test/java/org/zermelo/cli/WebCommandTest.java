package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@code zermelo web} refused: one line on standard error, whatever the libraries under it would
 * log, and the contract's exit code: 2 for an address that is not this machine's (bad input), 1 for
 * a port it cannot take (the machine's state). Each in a JVM of its own, as a user runs it, so
 * that the web server's loggers write where they would.
 */
class WebCommandTest {

    private record Run(int code, String out, String err) {}

    private static Run web(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName(), "web"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("zermelo web " + String.join(" ", args) + " is still serving after 60 s");
        }
        return new Run(p.exitValue(), new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8),
                new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
    }

    @Test
    void anAddressThatIsNotThisMachinesIsBadInputOnOneLine() throws Exception {
        // Before: the warning, "[main] ERROR io.javalin.Javalin - Failed to start Javalin", then
        // "internal error: io.javalin.util.JavalinBindException: Port already in use", exit 1.
        for (String host : List.of("999.999.999.999", "no-such-host.invalid")) {
            Run run = web("--host", host, "--port", "0");
            assertThat(run.code()).as(run.err()).isEqualTo(2);
            assertThat(run.out()).isEmpty();
            assertThat(run.err().lines().toList()).as(run.err()).singleElement().asString()
                    .isEqualTo("zermelo web: unknown host '" + host + "': give an address of this machine: 127.0.0.1 (the "
                            + "default), localhost, ::1, 0.0.0.0 (every interface) or one of its network addresses");
        }
        Run elsewhere = web("--host", "192.0.2.1", "--port", "0"); // TEST-NET-1: no machine's address
        assertThat(elsewhere.code()).as(elsewhere.err()).isEqualTo(2);
        assertThat(elsewhere.err().lines().toList()).as(elsewhere.err()).singleElement().asString()
                .startsWith("zermelo web: 192.0.2.1 is not an address of this machine: give an address of this machine");
    }

    @Test
    void aPortInUseIsOneLineAndTheMachinesState() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1"))) {
            int port = taken.getLocalPort();
            Run run = web("--port", String.valueOf(port));
            assertThat(run.code()).as(run.err()).isEqualTo(1);
            assertThat(run.out()).isEmpty();
            // Before: "[main] ERROR io.javalin.Javalin - Failed to start Javalin" came first.
            assertThat(run.err().lines().toList()).as(run.err()).singleElement().asString()
                    .isEqualTo("zermelo web: cannot listen on 127.0.0.1:" + port + " (Address already in use): another program "
                            + "may use that port; try --port N, or --port 0 for a free one");
        }
    }
}
