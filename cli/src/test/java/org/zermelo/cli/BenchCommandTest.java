package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The bench command on a small file: lines of Pons' Test_L3_R1 set, a wrong value, malformed lines. */
class BenchCommandTest {

    /** Lines 1, 2, 3 and 9 of Test_L3_R1, with their published scores. */
    private static final String[] PONS = {
        "2252576253462244111563365343671351441 -1",
        "7422341735647741166133573473242566 1",
        "23163416124767223154467471272416755633 0",
        "233377345754465174223731671122611552 1",
    };

    @TempDir
    Path dir;

    private String file(String... lines) throws IOException {
        Path file = dir.resolve("bench.txt");
        Files.write(file, List.of(lines));
        return file.toString();
    }

    @Test
    void everyPublishedScoreIsFound() throws IOException {
        String file = file(PONS);
        Cli.Run run = Cli.run("bench", "connect4", file);
        assertThat(run.code()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).contains("connect4 " + file + ": 4 positions solved by mtdf, exact values")
                .contains("all 4 correct").contains("nodes/s").doesNotContain("MISMATCH");
        JsonNode j = Cli.run("bench", "connect4", file, "--json").json();
        assertThat(j.get("game").asText()).isEqualTo("connect4");
        assertThat(j.get("file").asText()).isEqualTo(file);
        assertThat(j.get("positions").asInt()).isEqualTo(4);
        assertThat(j.get("correct").asInt()).isEqualTo(4);
        assertThat(j.get("meanMicros").asDouble()).isPositive();
        assertThat(j.get("meanNodes").asDouble()).isPositive();
        assertThat(j.get("nodesPerSecond").asLong()).isPositive();
        assertThat(j.get("mismatches")).isEmpty();
        assertThat(j.get("malformed").asInt()).isZero();
    }

    /**
     * A warm-up solves the file untimed with solvers of its own: the timed run then starts from
     * an empty table and visits exactly the nodes a cold run visits, with the same values.
     */
    @Test
    void aWarmUpLeavesTheTimedRunAsACold() throws IOException {
        String file = file(PONS);
        JsonNode cold = Cli.run("bench", "connect4", file, "--each", "--json").json();
        JsonNode warm = Cli.run("bench", "connect4", file, "--each", "--json", "--warmup", "0.2").json();
        assertThat(warm.get("correct").asInt()).isEqualTo(4);
        assertThat(warm.get("meanNodes").asDouble()).isEqualTo(cold.get("meanNodes").asDouble());
        for (int i = 0; i < 4; i++) {
            assertThat(warm.get("cases").get(i).get("nodes").asLong()).as("line %d", i + 1)
                    .isEqualTo(cold.get("cases").get(i).get("nodes").asLong());
        }
    }

    /**
     * With --fresh each position starts from an empty table, as Pons' benchmark runs: each
     * visits exactly the nodes it visits when it is the first line of a file, and the JSON says
     * which mode ran.
     */
    @Test
    void freshSolvesEachPositionAsIfItWereTheFirst() throws IOException {
        String file = file(PONS);
        JsonNode kept = Cli.run("bench", "connect4", file, "--each", "--json").json();
        JsonNode fresh = Cli.run("bench", "connect4", file, "--each", "--json", "--fresh").json();
        assertThat(kept.get("fresh").asBoolean()).isFalse();
        assertThat(fresh.get("fresh").asBoolean()).isTrue();
        assertThat(fresh.get("correct").asInt()).isEqualTo(4);
        for (int i = 0; i < 4; i++) {
            Path one = Files.write(dir.resolve("line" + (i + 1) + ".txt"), List.of(PONS[i]));
            JsonNode alone = Cli.run("bench", "connect4", one.toString(), "--each", "--json").json();
            assertThat(fresh.get("cases").get(i).get("nodes").asLong()).as("line %d", i + 1)
                    .isEqualTo(alone.get("cases").get(0).get("nodes").asLong());
        }
        assertThat(Cli.run("bench", "connect4", file, "--fresh").out()).contains("exact values, each from an empty table");
        Cli.Run both = Cli.run("bench", "connect4", file, "--fresh", "--checkpoint", dir.resolve("t").toString());
        assertThat(both.code()).isEqualTo(Main.BAD_INPUT);
        assertThat(both.err()).contains("--fresh").contains("--checkpoint");
    }

    @Test
    void eachPositionIsReportedOnRequest() throws IOException {
        String wrong = PONS[2].replace(" 0", " 2");
        String file = file(PONS[0], "# a comment", wrong);
        Cli.Run run = Cli.run("bench", "connect4", file, "--each");
        assertThat(run.code()).isEqualTo(BenchCommand.MISMATCH);
        List<String> lines = run.out().lines().toList();
        assertThat(lines.get(0)).startsWith("line 1: -1 correct, ").endsWith(" nodes");
        assertThat(lines.get(1)).startsWith("line 3: 0 MISMATCH, ");
        assertThat(lines).contains("MISMATCH: 1 of 2 wrong, 1 correct");
        JsonNode j = Cli.run("bench", "connect4", file, "--each", "--json").json();
        JsonNode cases = j.get("cases");
        assertThat(cases).hasSize(2);
        assertThat(cases.get(0).get("line").asInt()).isEqualTo(1);
        assertThat(cases.get(0).get("value").asInt()).isEqualTo(-1);
        assertThat(cases.get(0).get("correct").asBoolean()).isTrue();
        assertThat(cases.get(0).get("nodes").asLong()).isPositive();
        assertThat(cases.get(0).get("micros").asLong()).isNotNegative();
        assertThat(cases.get(1).get("line").asInt()).isEqualTo(3);
        assertThat(cases.get(1).get("correct").asBoolean()).isFalse();
        assertThat(Cli.run("bench", "connect4", file, "--json").json().has("cases")).isFalse();
    }

    @Test
    void malformedLinesAreReportedWithTheirNumberAndTheRunGoesOn() throws IOException {
        String file = file(PONS[0], "", "44589 2", "4444444 0", "12121213 5", "abc", "4453 x", PONS[1]);
        Cli.Run run = Cli.run("bench", "connect4", file, "--json");
        assertThat(run.code()).isZero();
        assertThat(run.err().lines()).containsExactly(
                "zermelo bench: " + file + " line 3: '8' at place 4 is not a column: a connect4 position is the columns played, "
                        + "1 to 7, as one string like 4453",
                "zermelo bench: " + file + " line 4: column 4 is full at move 7: a column holds 6 stones",
                "zermelo bench: " + file + " line 5: the game is over after move 7 (four in a row): the move 3 at place 8 cannot follow",
                "zermelo bench: " + file + " line 6: expected a position and its value separated by a space, not 'abc'",
                "zermelo bench: " + file + " line 7: 'x' is not a value: the last word of a line is the expected value, a whole number");
        JsonNode j = run.json();
        assertThat(j.get("positions").asInt()).isEqualTo(2);
        assertThat(j.get("correct").asInt()).isEqualTo(2);
        assertThat(j.get("malformed").asInt()).isEqualTo(5);
        Cli.Run text = Cli.run("bench", "connect4", file);
        assertThat(text.out()).contains("2 positions").contains("5 malformed lines skipped").contains("all 2 correct");
    }

    @Test
    void aWrongValueIsAMismatchNamedWithItsLineAndFailsTheRun() throws IOException {
        String wrong = PONS[2].replace(" 0", " 2");
        String file = file(PONS[0], wrong, PONS[3]);
        Cli.Run run = Cli.run("bench", "connect4", file);
        assertThat(run.code()).isEqualTo(3);
        assertThat(run.err()).isEqualTo("zermelo bench: 1 of 3 values wrong" + System.lineSeparator());
        assertThat(run.out()).contains("MISMATCH line 2: 23163416124767223154467471272416755633 expected 2, got 0")
                .contains("MISMATCH: 1 of 3 wrong, 2 correct");
        Cli.Run json = Cli.run("bench", "connect4", file, "--json");
        assertThat(json.code()).isEqualTo(3);
        JsonNode j = json.json();
        assertThat(j.get("correct").asInt()).isEqualTo(2);
        JsonNode m = j.get("mismatches").get(0);
        assertThat(m.get("line").asInt()).isEqualTo(2);
        assertThat(m.get("position").asText()).isEqualTo("23163416124767223154467471272416755633");
        assertThat(m.get("expected").asInt()).isEqualTo(2);
        assertThat(m.get("got").asInt()).isZero();
    }

    @Test
    void aFileWithNoPositionToCheckFailsTheRunAndStillPrintsItsCounts() throws IOException {
        for (String file : List.of(file("abc", "1234567 x", "# only junk"), "/bin/ls")) {
            Cli.Run run = Cli.run("bench", "connect4", file, "--json");
            assertThat(run.code()).as(file).isEqualTo(2);
            assertThat(run.json().get("positions").asInt()).isZero();
            assertThat(run.err().lines().toList().getLast())
                    .isEqualTo("zermelo bench: " + file + ": no position checked: no line could be read as a position and its value");
        }
        Cli.Run empty = Cli.run("bench", "connect4", file("# a comment", ""));
        assertThat(empty.code()).isEqualTo(2);
        assertThat(empty.out()).contains("0 positions", "no position checked").doesNotContain("all 0 correct");
        assertThat(empty.err()).endsWith(": no position checked: the file has no line to read" + System.lineSeparator());
    }

    @Test
    void limitCountsPositionsNotLines() throws IOException {
        String file = file("# a comment", "", "abc", PONS[0], "# another", PONS[1], PONS[2]);
        JsonNode two = Cli.run("bench", "connect4", file, "--limit", "2", "--json").json();
        assertThat(two.get("positions").asInt()).isEqualTo(2);
        assertThat(two.get("malformed").asInt()).isEqualTo(1);
    }

    @Test
    void weakChecksOnlyTheOutcomeAndLimitReadsTheFirstLines() throws IOException {
        // A win by more than published is still a win; a draw called a win is not.
        String file = file(PONS[1].replace(" 1", " 5"), PONS[2].replace(" 0", " 1"), PONS[0]);
        JsonNode j = Cli.run("bench", "connect4", file, "--weak", "--json").json();
        assertThat(j.get("positions").asInt()).isEqualTo(3);
        assertThat(j.get("correct").asInt()).isEqualTo(2);
        assertThat(j.get("mismatches").get(0).get("line").asInt()).isEqualTo(2);
        assertThat(Cli.run("bench", "connect4", file, "--weak").out()).contains("expected 1, got draw").contains("outcomes only");
        JsonNode first = Cli.run("bench", "connect4", file, "--weak", "--limit", "1", "--json").json();
        assertThat(first.get("positions").asInt()).isEqualTo(1);
        assertThat(first.get("correct").asInt()).isEqualTo(1);
    }

    /** With no file, bench prints the fingerprint: each search's nodes, and their total, the same in text and JSON. */
    @Test
    void withNoFileItPrintsTheFingerprint() {
        Cli.Run run = Cli.run("bench");
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("tictactoe X...O.... minimax depth 5: 2,964 nodes").containsPattern("fingerprint: \\d+ nodes");
        JsonNode j = Cli.run("bench", "--json").json();
        long sum = 0;
        for (JsonNode c : j.get("cases")) {
            sum += c.get("nodes").asLong();
        }
        assertThat(j.get("fingerprint").asLong()).isEqualTo(sum).isPositive();
        assertThat(run.out()).contains("fingerprint: " + sum + " nodes");
        assertThat(Cli.run("bench", "--algo", "pvs").code()).isEqualTo(2);
        assertThat(Cli.run("bench", "connect4").err()).contains("expected GAME and FILE");
    }

    /** A byte-order mark starts the first line without being read as part of it; control characters are shown escaped (issue 45). */
    @Test
    void aByteOrderMarkIsSkippedAndControlCharactersAreShownEscaped() throws IOException {
        String name = file("\uFEFF4453 -2", "44\u000053 1", "4453\u001b[31m 1");
        Cli.Run run = Cli.run("bench", "connect4", name);
        assertThat(run.out()).contains("1 positions solved").contains("all 1 correct");
        assertThat(run.err()).contains("line 2: '\\u0000' at place 3").contains("line 3: '\\u001b' at place 5")
                .doesNotContain("\u0000").doesNotContain("\u001b");
    }
}
