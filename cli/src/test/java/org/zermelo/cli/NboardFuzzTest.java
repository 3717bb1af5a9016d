package org.zermelo.cli;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.ArrayList;
import java.util.List;

/**
 * The NBoard commands, fuzzed: whatever the client sends, the engine answers or says 'status'
 * with the reason, and goes on; never an internal error, never a stack trace.
 */
class NboardFuzzTest {

    @FuzzTest(maxDuration = "60s")
    void commands(FuzzedDataProvider data) {
        List<String> lines = new ArrayList<>(List.of(data.consumeRemainingAsString().split("\n", -1)));
        // Deep searches are legal and long: the fuzzer keeps to depths a run does in milliseconds.
        lines.removeIf(line -> line.strip().matches("set\\s+depth\\s+0*([3-9]|\\d{2,}).*"));
        lines.addFirst("set depth 2");
        Cli.Run run = Cli.runWithInput(String.join("\n", lines), "nboard");
        if (run.code() != 0) {
            throw new AssertionError("exit " + run.code() + ": " + run.err());
        }
        for (String line : run.err().lines().toList()) {
            if (!line.startsWith("nboard: ") || line.contains("internal error") || line.contains("Exception")) {
                throw new AssertionError("an unexpected error line: " + line);
            }
        }
    }
}
