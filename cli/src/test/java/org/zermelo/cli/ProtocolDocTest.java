package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Python engine of docs/protocol.md plays its match as the page says, when python3 is installed. */
class ProtocolDocTest {

    @Test
    void thePagesPythonEnginePlaysConnectFourThroughExt(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(python(), "python3 is not installed: the page's Python engine is not played");
        String page = Files.readString(DocsTest.ROOT.resolve("docs/protocol.md"));
        int start = page.indexOf("```python\n") + "```python\n".length();
        Files.writeString(dir.resolve("my_engine.py"), page.substring(start, page.indexOf("```", start)));
        Cli.Run run = Cli.run("match", "connect4", "--a", "ext:python3 " + dir.resolve("my_engine.py"), "--b", "alphabeta:depth=2",
                "--games", "4", "--seed", "7", "--json");
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.json().get("forfeits")).isEmpty();
        assertThat(run.json().get("games").asInt()).isEqualTo(4);
    }

    private static boolean python() {
        try {
            Process p = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (Exception e) {
            return false;
        }
    }
}
