package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;
import org.zermelo.games.othello.Othello;
import org.zermelo.games.othello.OthelloEvaluation;
import org.zermelo.search.NegamaxAlphaBeta;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;
import org.zermelo.search.Solver;

/** Scripted NBoard sessions: what the GUI sends, and the shape and sense of what comes back. */
class NboardTest {

    private static final String GAME = "(;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[15:00]TY[8]"
            + "BO[8 ---------------------------O*------*O--------------------------- *]"
            + "B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)";
    private static final String SEARCH = "search [A-H][1-8](-([A-H][1-8]|PA))* -?\\d+\\.\\d\\d 0 (\\d+|100%)";

    private static List<String> session(String... commands) {
        Cli.Run run = Cli.runWithInput(String.join("\n", commands) + "\n", "nboard");
        assertThat(run.code()).isZero();
        return run.out().lines().toList();
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

    @Test
    void goAnswersTheMoveOfTheSearchAtTheDepthSet() {
        List<String> out = session("nboard 2", "set depth 4", "set game " + GAME, "ping 1", "go");
        assertThat(out.subList(0, 4)).containsExactly("set myname Zermelo", "set myname Zermelo4", "pong 1", "status Zermelo is thinking");
        // One line of thinking per depth, then the node count, the move, and an empty status.
        assertThat(out.subList(4, 8)).allSatisfy(line -> assertThat(line).matches(SEARCH));
        assertThat(out.get(8)).matches("nodestats \\d+ \\d+\\.\\d\\d");
        assertThat(out.get(9)).matches("=== [A-H][1-8]/-?\\d+\\.\\d\\d/\\d+\\.\\d\\d");
        assertThat(out.get(10)).isEqualTo("status");
        assertThat(out).hasSize(11);
        Othello p = Othello.parse("f5f6d3c5e6f7e7f4");
        SearchResult r = new NegamaxAlphaBeta(new OthelloEvaluation()).search(p, SearchLimits.depth(4));
        assertThat(out.get(9)).startsWith("=== " + p.formatMove(r.bestMove()).toUpperCase() + "/"
                + String.format(java.util.Locale.ROOT, "%.2f", r.value() / 100.0) + "/");
    }

    @Test
    void hintGivesTheBestMovesWithValuesTheFirstBeingWhatGoFinds() {
        List<String> hint = session("nboard 2", "set depth 3", "set game " + GAME, "hint 3");
        List<String> go = session("nboard 2", "set depth 3", "set game " + GAME, "go");
        List<String> lines = hint.subList(3, 6);
        assertThat(lines).allSatisfy(line -> assertThat(line).matches(SEARCH));
        assertThat(hint.get(6)).isEqualTo("status");
        double[] values = lines.stream().mapToDouble(l -> Double.parseDouble(l.split(" ")[2])).toArray();
        assertThat(values[0]).isGreaterThanOrEqualTo(values[1]);
        assertThat(values[1]).isGreaterThanOrEqualTo(values[2]);
        String best = go.stream().filter(l -> l.startsWith("=== ")).findFirst().orElseThrow();
        assertThat(best.split("/")[1]).as("go's value").isEqualTo(lines.get(0).split(" ")[2]);
    }

    @Test
    void nearTheEndTheSearchReachesTheEndAndItsValueIsTheExactScore() {
        MoveList moves = new MoveList();
        for (long seed = 0; seed < 5; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            Othello p = new Othello();
            StringBuilder ggf = new StringBuilder("(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]");
            while (p.toString().substring(0, 64).chars().filter(c -> c == '-').count() > 6 && !p.isTerminal()) {
                p.legalMoves(moves);
                int move = moves.get(random.nextInt(moves.size()));
                ggf.append(p.sideToMove() == 0 ? "B[" : "W[").append(move == Othello.PASS ? "PA" : p.formatMove(move)).append(']');
                p.play(move);
            }
            if (p.isTerminal()) {
                continue;
            }
            List<String> out = session("nboard 2", "set depth 8", "set game " + ggf + ";)", "go");
            String best = out.stream().filter(l -> l.startsWith("=== ")).findFirst().orElseThrow();
            Solver.Solution exact = Solver.solve(p, new NegamaxAlphaBeta(null));
            assertThat(best).as("seed %d, %s", seed, p).contains("/" + exact.value() + ".00/");
            assertThat(out).as("seed %d", seed).anySatisfy(l -> assertThat(l).endsWith(" 0 100%"));
        }
    }

    @Test
    void aSideWithNoMovePassesAndAFinishedGameHasNoMove() {
        String board = "BO[8 *O-------------------------**------**--------------------------- O]"; // black holds the centre, as in every real game
        List<String> pass = session("set game (;GM[Othello]" + board + ";)", "go");
        assertThat(pass).anySatisfy(l -> assertThat(l).startsWith("=== PA/"));
        List<String> over = session("set game (;GM[Othello]" + board + ";)", "move PA", "move C1", "go", "ping 7");
        assertThat(over).containsExactly("status the game is over: no move to choose", "pong 7");
    }

    @Test
    void movesChangeThePositionAndAnalyzeValuesEveryPositionBackToTheStart() {
        List<String> out = session("set depth 2", "move F5", "move d6/0.5/1.0", "analyze");
        assertThat(out.get(1)).isEqualTo("status Zermelo is analyzing");
        assertThat(out.subList(2, 5)).satisfiesExactly(
                l -> assertThat(l).matches("analysis 2 -?\\d+\\.\\d\\d"),
                l -> assertThat(l).matches("analysis 1 -?\\d+\\.\\d\\d"),
                l -> assertThat(l).matches("analysis 0 -?\\d+\\.\\d\\d"));
        assertThat(out.get(5)).isEqualTo("status");
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
