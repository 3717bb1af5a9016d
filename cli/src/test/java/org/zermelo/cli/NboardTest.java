package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.zermelo.games.othello.NboardProtocol;

/**
 * {@code zermelo nboard}: the NBoard protocol (tested alone in the games' NboardProtocolTest)
 * served on standard input and output, its notes on standard error, until the input ends.
 */
class NboardTest {

    private static final String GAME = "(;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[15:00]TY[8]"
            + "BO[8 ---------------------------O*------*O--------------------------- *]"
            + "B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)";
    private static final String SEARCH = "search [A-H][1-8](-([A-H][1-8]|PA))* -?\\d+\\.\\d\\d 0 (\\d+|100%)";

    private static List<String> session(String... commands) {
        Cli.Run run = Cli.runWithInput(String.join("\n", commands) + "\n", "nboard");
        assertThat(run.code()).isZero();
        assertThat(run.err()).isEmpty();
        return run.out().lines().toList();
    }

    /** The help says the protocol's own default depth and disc scale, and the game that speaks NBoard is the one served. */
    @Test
    void theHelpSaysTheProtocolsDefaults() {
        assertThat(NboardCommand.DEFAULT_DEPTH).isEqualTo(NboardProtocol.DEFAULT_DEPTH);
        assertThat(NboardCommand.EVAL_PER_DISC).isEqualTo(NboardProtocol.EVAL_PER_DISC);
        assertThat(NboardCommand.PROTOCOL).isEqualTo(NboardProtocol.NAME);
        assertThat(Cli.run("nboard", "--help").out().replaceAll("\\s+", " "))
                .contains("(default " + NboardProtocol.DEFAULT_DEPTH + ")", "divided by " + NboardProtocol.EVAL_PER_DISC + ".");
    }

    @Test
    void goThroughTheCommandAnswersOnStandardOutput() {
        List<String> out = session("nboard 2", "set depth 3", "set game " + GAME, "go", "quit", "ping 2");
        assertThat(out.subList(0, 2)).containsExactly("set myname Zermelo", "set myname Zermelo3");
        assertThat(out.subList(3, 6)).allSatisfy(line -> assertThat(line).matches(SEARCH));
        assertThat(out.get(7)).matches("=== [A-H][1-8]/-?\\d+\\.\\d\\d/\\d+\\.\\d\\d");
        assertThat(out.getLast()).isEqualTo("status");
    }

    /** The GUI closes the engine's input while it searches: it stops soon after, rather than search for ever. */
    @Test
    void theEngineStopsSoonAfterItsInputEndsEvenDuringASearch() throws Exception {
        Path input = Files.createTempFile("nboard", ".txt");
        Files.writeString(input, "nboard 2\nset depth 30\ngo\n");
        long start = System.nanoTime();
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName(), "nboard")
                .redirectInput(input.toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        assertThat(p.waitFor(NboardCommand.GRACE_MILLIS + 30_000, TimeUnit.MILLISECONDS)).as("stopped").isTrue();
        assertThat(System.nanoTime() - start).isGreaterThanOrEqualTo(NboardCommand.GRACE_MILLIS * 1_000_000);
        assertThat(p.exitValue()).isZero();
        assertThat(new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8))
                .isEqualTo("nboard: the input ended 10 s ago and a search is still running: it is stopped (keep the input open "
                        + "to wait for a long search)\n");
        Files.delete(input);
    }

    /** The text after "search " of the {@code i}-th hint line of a session's output. */
    private static String hint(List<String> out, int i) {
        return out.stream().filter(l -> l.startsWith("search ")).skip(i).findFirst().orElseThrow().substring("search ".length());
    }

    @Test
    void malformedCommandsAreAnsweredAndTheEngineGoesOn() {
        Cli.Run run = Cli.runWithInput(String.join("\n", "nboard", "set depth 0", "set depth many", "set speed 3", "set contempt x",
                "set game (;GM[Othello];)", "move", "move Z9", "move A1", "hint 0", "hint", "frobnicate", "learn", "ping 9", "hint 4", "quit",
                "ping 10") + "\n", "nboard");
        assertThat(run.code()).isZero();
        List<String> out = run.out().lines().toList();
        assertThat(out).containsExactly(
                "status nboard expects a whole number from 0 to 2147483647, not ''",
                "status set depth expects a whole number from 1 to 30, not '0'",
                "status set depth expects a whole number from 1 to 30, not 'many'",
                "status set expects depth, game or contempt, not 'speed'",
                "status set contempt expects a whole number from -6400 to 6400, not 'x'",
                "status GGF: the game has no board BO[8 ...]",
                "status move expects a square like F5 or PA (pass)",
                "status 'Z9' is not a move: type a square, column a-h then row 1-8 like f5, or pass",
                "status a1 is not legal for X: it flips no disc; legal moves: d3 c4 f5 e6",
                "status hint expects a whole number from 1 to 64, not '0'",
                "status hint expects a whole number from 1 to 64, not ''",
                "learned",
                "pong 9",
                "status Zermelo is thinking",
                "search " + hint(out, 0), "search " + hint(out, 1), "search " + hint(out, 2), "search " + hint(out, 3),
                "status");
        assertThat(run.err()).contains("unknown command 'frobnicate', ignored").contains("(in 'move Z9')");
        // The refused commands left the start, where the 4 moves are the symmetric d3 c4 f5 e6 of equal value.
        assertThat(out.subList(14, 18)).allSatisfy(l -> assertThat(l).matches("search (D3|C4|F5|E6)-\\S+ "
                + out.get(14).split(" ")[2] + " 0 6"));
    }
}
