package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@code zermelo ugi}: driven as an interface or a referee drives it, a line at a time, reading
 * each answer before the next command where the protocol says it waits ({@code ugiok},
 * {@code readyok}, {@code bestmove}, {@code response}).
 */
class UgiTest {

    /** The engine running in this JVM on piped standard input and output. */
    private static final class Gui implements AutoCloseable {

        private final PipedWriter toEngine = new PipedWriter();
        private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        private final StringWriter err = new StringWriter();
        private final Thread engine;
        private volatile int code = -1;

        Gui(String... args) throws IOException {
            BufferedReader in = new BufferedReader(new PipedReader(toEngine, 1 << 16));
            // what the engine writes, cut into lines as they come, from whichever of its threads
            PrintWriter out = new PrintWriter(new Writer() {
                private final StringBuilder line = new StringBuilder();

                @Override
                public synchronized void write(char[] chars, int offset, int length) {
                    for (int i = offset; i < offset + length; i++) {
                        if (chars[i] == '\n') {
                            lines.add(line.toString());
                            line.setLength(0);
                        } else if (chars[i] != '\r') {
                            line.append(chars[i]);
                        }
                    }
                }

                @Override
                public void flush() {}

                @Override
                public void close() {}
            }, true);
            List<String> command = new ArrayList<>(List.of("ugi"));
            command.addAll(List.of(args));
            engine = new Thread(() -> code = Main.run(command.toArray(String[]::new), in, out, new PrintWriter(err, true), false));
            engine.setDaemon(true);
            engine.start();
        }

        void send(String line) {
            try {
                toEngine.write(line + "\n");
                toEngine.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** The lines the engine sends up to and including the first that starts with {@code prefix}. */
        List<String> until(String prefix) throws InterruptedException {
            List<String> seen = new ArrayList<>();
            while (true) {
                String line = lines.poll(60, TimeUnit.SECONDS);
                assertThat(line).as("a line starting '%s' after %s", prefix, seen).isNotNull();
                seen.add(line);
                if (line.startsWith(prefix)) {
                    return seen;
                }
            }
        }

        String answer(String command) throws InterruptedException {
            send(command);
            List<String> seen = until("");
            return seen.getFirst();
        }

        @Override
        public void close() throws Exception {
            send("quit");
            engine.join(60_000);
            assertThat(engine.isAlive()).as("the engine ended at quit").isFalse();
            assertThat(code).as("exit code; standard error: %s", err).isZero();
        }
    }

    @Test
    void theHandshakeNamesTheEngineAndItsOptions() throws Exception {
        try (Gui gui = new Gui("connect4")) {
            gui.send("ugi");
            List<String> lines = gui.until("ugiok");
            assertThat(lines.getFirst()).isEqualTo("id name Zermelo");
            assertThat(lines).contains("option name Hash type spin default 64 min 1 max 8192",
                    "option name Threads type spin default 1 min 1 max 256",
                    "option name Eval type combo default open-fours var open-fours",
                    "option name Book type string default <empty>", "option name Ponder type check default false");
            assertThat(gui.answer("isready")).isEqualTo("readyok");
        }
    }

    @Test
    void positionsMovesAndQueriesFollowZermelosRules() throws Exception {
        try (Gui gui = new Gui("tictactoe")) {
            assertThat(gui.answer("query p1turn")).isEqualTo("response true");
            gui.send("position startpos moves 5 1");
            assertThat(gui.answer("query p1turn")).isEqualTo("response true");
            assertThat(gui.answer("query gameover")).isEqualTo("response false");
            assertThat(gui.answer("query result")).isEqualTo("response none");
            gui.send("position fen XX.OO.... moves 3");
            assertThat(gui.answer("query gameover")).isEqualTo("response true");
            assertThat(gui.answer("query result")).isEqualTo("response p1win");
            gui.send("position fen X.X.X.O.O moves 8");
            assertThat(gui.answer("query result")).isEqualTo("response p2win");
            gui.send("position startpos moves 1 2 3 5 4 6 8 7 9");
            assertThat(gui.answer("query result")).isEqualTo("response draw");
            gui.send("uginewgame");
            assertThat(gui.answer("query gameover")).isEqualTo("response false");
            assertThat(gui.answer("query p1turn")).isEqualTo("response true");
        }
    }

    @Test
    void aDepthSearchTellsEachDepthAndProvenEndsAsMatesInPlies() throws Exception {
        try (Gui gui = new Gui("tictactoe")) {
            gui.send("position fen XX.OO....");
            gui.send("go depth 3");
            List<String> lines = gui.until("bestmove");
            assertThat(lines.getFirst()).matches("info depth 1 score mate 1 nodes \\d+ nps \\d+ time \\d+ pv 3");
            assertThat(lines.getLast()).isEqualTo("bestmove 3");
            // O to move against two threats: whatever it does, X wins at the next ply
            gui.send("position fen XOXOX....");
            gui.send("go depth 4");
            lines = gui.until("bestmove");
            assertThat(lines.get(lines.size() - 2)).matches("info depth 4 score mate -2 .* pv [79] [79]");
            // the start is a draw: the search to the end proves 0
            gui.send("position startpos");
            gui.send("go depth 9");
            lines = gui.until("bestmove");
            assertThat(lines.get(lines.size() - 2)).startsWith("info depth 9 score cp 0 ");
            assertThat(lines.getLast()).matches("bestmove [1-9]");
        }
    }

    @Test
    void stopAndIsReadyAreHeardDuringASearch() throws Exception {
        try (Gui gui = new Gui("connect4")) {
            gui.send("position startpos");
            gui.send("go infinite");
            gui.until("info depth 1 ");
            gui.send("go depth 2");
            assertThat(gui.until("info string error")).last().asString().contains("a search is running: send stop first");
            gui.send("isready");
            gui.until("readyok");
            gui.send("stop");
            assertThat(gui.until("bestmove")).last().asString().matches("bestmove [1-7]");
            // the engine takes the next search
            gui.send("go nodes 500");
            assertThat(gui.until("bestmove")).last().asString().matches("bestmove [1-7]");
        }
    }

    @Test
    void aClockOrAMoveTimeEndsTheSearchWithALegalMove() throws Exception {
        try (Gui gui = new Gui("othello")) {
            gui.send("position startpos moves f5 d6");
            gui.send("go p1time 3000 p2time 3000 p1inc 10 p2inc 10");
            assertThat(gui.until("bestmove")).last().asString().matches("bestmove [a-h][1-8]");
            gui.send("go movetime 50");
            assertThat(gui.until("bestmove")).last().asString().matches("bestmove [a-h][1-8]");
        }
    }

    /**
     * {@code go ponder}, as UCI has it: the search runs on the opponent's time and sends no
     * bestmove until {@code ponderhit} (then the clock of the go applies from there: a search of
     * Connect Four's start without it would run for minutes) or {@code stop} (bestmove at once).
     */
    @Test
    void aSearchOnTheOpponentsTimeAnswersAfterPonderhitOrStop() throws Exception {
        try (Gui gui = new Gui("connect4")) {
            gui.send("position startpos moves 4 4"); // the engine played 4, and expects 4 in reply
            gui.send("go ponder p1time 1000 p2time 1000 p1inc 10 p2inc 10");
            gui.until("info depth 3 ");
            gui.send("isready");
            assertThat(gui.until("readyok")).noneMatch(line -> line.startsWith("bestmove"));
            gui.send("go depth 2");
            assertThat(gui.until("info string error")).last().asString().contains("a search is running: send stop first");
            gui.send("ponderhit");
            assertThat(gui.until("bestmove")).last().asString().matches("bestmove [1-7]");
            // another reply came: stop, and the pondering search's move at once
            gui.send("go ponder p1time 1000 p2time 1000");
            gui.until("info depth 2 ");
            gui.send("stop");
            assertThat(gui.until("bestmove")).last().asString().matches("bestmove [1-7]");
            // the engine takes the next search, and ponderhit only after go ponder
            assertThat(gui.answer("ponderhit")).isEqualTo("info string error: ponderhit comes after go ponder, while that search runs");
            gui.send("go movetime 20");
            assertThat(gui.until("bestmove")).last().asString().matches("bestmove [1-7]");
        }
    }

    /**
     * With the {@code Ponder} option set, as an interface that thinks on the opponent's time sets
     * it, each bestmove names the reply its principal variation expects; without it, the bestmove
     * alone, and none when the game ends with the move.
     */
    @Test
    void withPonderSetTheBestmoveNamesTheReplyExpected() throws Exception {
        try (Gui gui = new Gui("tictactoe")) {
            // O to move against two threats: the engine blocks one, X wins with the other
            gui.send("position fen XOXOX....");
            gui.send("go depth 4");
            assertThat(gui.until("bestmove")).last().asString().matches("bestmove [79]");
            gui.send("setoption name ponder value true");
            gui.send("go depth 4");
            List<String> lines = gui.until("bestmove");
            String pv = lines.get(lines.size() - 2).replaceAll(".* pv ", "");
            assertThat(lines.getLast()).matches("bestmove [79] ponder [79]").isEqualTo("bestmove " + pv.replace(" ", " ponder "));
            // X wins at once: no reply to expect
            gui.send("position fen XX.OO....");
            gui.send("go depth 3");
            assertThat(gui.until("bestmove")).last().asString().isEqualTo("bestmove 3");
            gui.send("setoption name Ponder value false");
            gui.send("position startpos moves 5");
            gui.send("go depth 2");
            assertThat(gui.until("bestmove")).last().asString().matches("bestmove [1-9]");
        }
    }

    /** A search on the opponent's time that ends by itself (a proven win) still waits for ponderhit to send bestmove. */
    @Test
    void aPonderSearchThatEndsByItselfWaitsForPonderhit() throws Exception {
        try (Gui gui = new Gui("tictactoe")) {
            gui.send("position fen XX.OO....");
            gui.send("go ponder depth 3");
            gui.until("info depth 1 score mate 1 ");
            gui.send("isready");
            assertThat(gui.until("readyok")).noneMatch(line -> line.startsWith("bestmove"));
            gui.send("ponderhit");
            assertThat(gui.until("bestmove")).last().asString().isEqualTo("bestmove 3");
        }
    }

    @Test
    void aFinishedGameGetsNoMove() throws Exception {
        try (Gui gui = new Gui("tictactoe")) {
            gui.send("position fen XXXOO....");
            gui.send("go depth 3");
            assertThat(gui.until("bestmove")).containsExactly("info string the game is over: p1win", "bestmove (none)");
        }
    }

    @Test
    void badCommandsAreAnsweredAndTheEngineGoesOnUnchanged() throws Exception {
        try (Gui gui = new Gui("connect4")) {
            gui.send("position startpos moves 4 4");
            String[][] cases = {
                {"position fen 4453 moves 3 9", "info string error: move 2 '9': "},
                {"position fen 1111111", "info string error: "},
                {"position middle", "info string error: position expects startpos or fen POSITION"},
                {"frobnicate", "info string error: unknown command 'frobnicate': the commands are ugi, isready,"},
                {"go depth", "info string error: go: 'depth' expects a number after it"},
                {"go depth 0", "info string error: go: depth is 1 or more, not 0"},
                {"go movetime -5", "info string error: go: movetime expects a whole number, 0 or more, not '-5'"},
                {"go quickly 5", "info string error: go expects p1time, p2time, p1inc, p2inc, movetime, depth, nodes, infinite or ponder"},
                {"query everything", "info string error: query expects gameover, p1turn or result"},
                {"setoption name Hash value 0", "info string error: Hash is a whole number from 1 to 8192, not '0'"},
                {"setoption name Pondering value true", "info string error: no option 'Pondering': the options are Hash, Threads, Eval, Book, Ponder"},
                {"setoption name Ponder value yes", "info string error: Ponder is true or false, not 'yes'"},
                {"setoption name Eval value ./weights.json", "info string error: Eval is one of open-fours, not './weights.json'"},
                {"setoption name Book value /no/such/book", "info string error: cannot read the book '/no/such/book'"},
                {"setoption Hash 16", "info string error: setoption expects name NAME value VALUE"},
            };
            for (String[] c : cases) {
                assertThat(gui.answer(c[0])).as(c[0]).startsWith(c[1]);
            }
            // the position is still the one set before the errors: the first player is to move after 4 4
            assertThat(gui.answer("query p1turn")).isEqualTo("response true");
            gui.send("setoption name hash value 16"); // names in any case, as UCI's
            gui.send("setoption name Threads value 2");
            gui.send("go depth 4");
            assertThat(gui.until("bestmove")).allSatisfy(line -> assertThat(line).doesNotStartWith("info string error"));
        }
    }

    @Test
    void gamesOfChanceAndSearchesThatCannotDeepenAreRefusedOnOneLine() {
        Cli.Run pig = Cli.run("ugi", "pig");
        assertThat(pig.code()).isEqualTo(2);
        assertThat(pig.err().strip()).isEqualTo("zermelo ugi: pig is a game of chance, which UGI cannot play (it has no dice): "
                + "UGI serves the deterministic games");
        Cli.Run proof = Cli.run("ugi", "nim", "--algo", "proof");
        assertThat(proof.code()).isEqualTo(2);
        assertThat(proof.err()).startsWith("zermelo ugi: --algo: UGI's searches deepen on a clock: proof does not; use one of ")
                .contains("pvs").doesNotContain("expectiminimax");
    }

    /** The input ends (a pipe of commands): the search it started ends first, and its answer is written. */
    @Test
    void whenTheInputEndsTheSearchesAlreadyAskedFinish() {
        Cli.Run run = Cli.runWithInput("position startpos\ngo depth 5\n", "ugi", "nim");
        assertThat(run.code()).isZero();
        assertThat(run.out().lines().toList().getLast()).matches("bestmove \\d+:\\d+");
    }
}
