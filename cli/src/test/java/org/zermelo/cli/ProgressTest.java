package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zermelo.search.SearchProgress;
import picocli.CommandLine;

/** How the command line words a search's progress: one line on standard error, after the command's name. */
class ProgressTest {

    @Test
    void aProgressIsOneLineWithTimeNodesRateDepthAndTheLine() {
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLine(new Main(), null);
        cl.setErr(new PrintWriter(err));
        CommandLine.Model.CommandSpec solve = cl.getSubcommands().get("solve").getCommandSpec();
        Progress.to(solve).progress(new SearchProgress(41_250_113, 20_000_000_000L, 14,
                List.of(new SearchProgress.Step("4", 1, 7), new SearchProgress.Step("3", 2, 7))));
        Progress.to(solve, "pvs").progress(new SearchProgress(1_000, 10_000_000_000L, 0, List.of()));
        Progress.ofCount(solve).progress(new SearchProgress(5_000, 10_000_000_000L, 0, List.of(new SearchProgress.Step("f5", 3, 4))));
        Progress.to(solve).saved(537_000_000, Path.of("9x9.table"), 19_700_000_000L);
        assertThat(err.toString().lines().toList()).containsExactly(
                "zermelo solve: 20 s, 41,250,113 nodes (2,062,506 a second), depth 14, searching 4 (1 of 7), 3 (2 of 7)",
                "zermelo solve pvs: 10 s, 1,000 nodes (100 a second)",
                "zermelo solve: 10 s, 5,000 nodes (500 a second), counting f5 (3 of 4)",
                "zermelo solve: 537,000,000 proofs saved to 9x9.table in 19.7 s");
    }
}
