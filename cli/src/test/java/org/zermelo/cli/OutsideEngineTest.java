package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ext:CMD} players in {@code match}: Zermelo is the referee. An outside engine that plays
 * well plays its games to the end; one that plays an illegal move, crashes, stays silent or is
 * not a UGI engine loses each game it breaks, with the reason written, and is started again for
 * the next one.
 */
class OutsideEngineTest {

    private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    private static final String CP = System.getProperty("java.class.path");

    private static String fake(String mode) {
        return "ext:" + JAVA + " -cp '" + CP + "' " + FakeUgiEngine.class.getName() + " " + mode;
    }

    /** A well-behaved fake ({@code first} or {@code ponderer}) for {@code game}, writing what it receives to {@code log}. */
    private static String playing(String mode, String game, Path log) {
        return "ext:" + JAVA + " -cp '" + CP + "' " + FakeUgiEngine.class.getName() + " " + mode + " " + game + " '" + log + "'";
    }

    private static List<String> received(Path log, String prefix) throws Exception {
        return Files.readAllLines(log).stream().filter(line -> line.startsWith(prefix)).toList();
    }

    private static Cli.Run match(String a, int games) {
        return Cli.run("match", "tictactoe", "--a", a, "--b", "random", "--games", Integer.toString(games), "--seed", "1", "--json");
    }

    @Test
    void zermelosOwnUgiEnginePlaysItsGamesToTheEnd() {
        Cli.Run run = match("ext:" + JAVA + " -cp '" + CP + "' " + Main.class.getName() + " ugi tictactoe", 4);
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.json().get("forfeits")).isEmpty();
        // the perfect tic-tac-toe engine never loses to random moves
        assertThat(run.json().get("bWins").asInt()).isZero();
        assertThat(run.json().get("aWins").asInt()).isPositive();
    }

    @Test
    void anIllegalMoveLosesTheGameAndSaysWhy() {
        Cli.Run run = match(fake("illegal"), 2);
        assertThat(run.code()).isZero();
        assertThat(run.json().get("bWins").asInt()).isEqualTo(2);
        assertThat(run.json().get("forfeits").get(0).asText())
                .startsWith("game 1: A forfeits: fake-illegal played '99', which is not a legal move here (");
        assertThat(run.err()).contains("zermelo match: game 2: A forfeits: fake-illegal played '99'");
    }

    @Test
    void anEngineThatCrashesLosesAndIsStartedAgainForTheNextGame() {
        Cli.Run run = match(fake("crash"), 2);
        assertThat(run.code()).isZero();
        assertThat(run.json().get("bWins").asInt()).isEqualTo(2);
        assertThat(run.json().get("forfeits")).hasSize(2).allSatisfy(f -> assertThat(f.asText()).contains("fake-crash ended (exit code 3)"));
    }

    @Test
    void aSilentEngineLosesOnTime() {
        Cli.Run run = match(fake("silent"), 1);
        assertThat(run.json().get("forfeits").get(0).asText())
                .isEqualTo("game 1: A forfeits: fake-silent lost on time: no bestmove within 3.0 s (a move time of 1.0 s)");
    }

    @Test
    void onAClockAnEngineIsGivenBothClocksAndASilentOneLosesWhenItsOwnRunsOut() {
        Cli.Run ok = Cli.run("match", "tictactoe", "--a", "ext:" + JAVA + " -cp '" + CP + "' " + Main.class.getName() + " ugi tictactoe",
                "--b", "alphabeta:depth=2", "--tc", "5+0.1", "--games", "2", "--seed", "1", "--json");
        assertThat(ok.code()).as(ok.err()).isZero();
        assertThat(ok.json().get("forfeits")).isEmpty();
        Cli.Run silent = Cli.run("match", "tictactoe", "--a", fake("silent"), "--b", "random", "--tc", "0.5", "--games", "1", "--json");
        assertThat(silent.json().get("forfeits").get(0).asText())
                .isEqualTo("game 1: A forfeits: fake-silent lost on time: no bestmove within 2.5 s (its time left and 2.0 s)");
    }

    @Test
    void linesThatAreNotAMoveAreSkippedAndAnEmptyBestmoveLoses() {
        Cli.Run run = match(fake("chatty"), 1);
        assertThat(run.json().get("forfeits").get(0).asText()).startsWith("game 1: A forfeits: fake-chatty played '', which is not a legal move");
    }

    @Test
    void aProgramThatIsNotAUgiEngineLoses() {
        Cli.Run run = match(fake("notugi"), 1);
        assertThat(run.json().get("forfeits").get(0).asText()).isEqualTo("game 1: A forfeits: " + JAVA + " ended (exit code 0)");
    }

    @Test
    void badCommandsAndGamesOfChanceAreRefusedOnOneLine() {
        Cli.Run quote = match("ext:python3 'my engine.py", 1);
        assertThat(quote.code()).isEqualTo(2);
        assertThat(quote.err().strip()).isEqualTo("zermelo match: the command 'python3 'my engine.py' opens a quote ' it does not close");
        Cli.Run empty = match("ext:", 1);
        assertThat(empty.err().strip()).isEqualTo("zermelo match: ext: expects a command after it, like ext:\"python3 my_engine.py\"");
        Cli.Run missing = match("ext:/no/such/engine", 1);
        assertThat(missing.code()).isEqualTo(2);
        assertThat(missing.err()).startsWith("zermelo match: cannot start the engine '/no/such/engine': ");
        Cli.Run pig = Cli.run("match", "pig", "--a", "ext:engine", "--b", "random", "--games", "1");
        assertThat(pig.err().strip()).isEqualTo("zermelo match: 'ext:engine': outside engines speak UGI, which has no dice, and pig is a "
                + "game of chance");
    }

    /**
     * The engine is given the game from its start, so that it sees repetitions: {@code position
     * startpos moves ...} from the game's start (its random opening included), {@code position fen
     * START moves ...} from another; {@code history=off} gives the position alone.
     */
    @Test
    void theEngineIsGivenTheGamesMovesFromItsStart(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("start.log");
        Cli.Run run = Cli.run("match", "tictactoe", "--a", playing("first", "tictactoe", log), "--b", "random", "--games", "2",
                "--opening-plies", "1", "--seed", "3", "--json");
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.json().get("forfeits")).isEmpty();
        List<String> positions = received(log, "position");
        assertThat(positions).isNotEmpty().allMatch(line -> line.matches("position startpos moves( [1-9])+"));
        assertThat(positions).anyMatch(line -> line.split(" ").length >= 6); // several moves of the game
        assertThat(received(log, "uginewgame")).hasSize(2); // one a game
        Path other = dir.resolve("other.log");
        Cli.Run from = Cli.run("match", "tictactoe", "--a", playing("first", "tictactoe", other), "--b", "random", "--games", "2",
                "--position", "....X....", "--seed", "3", "--json");
        assertThat(from.code()).as(from.err()).isZero();
        // O moves first from this position: in the game where A plays O its first position has no moves yet
        assertThat(received(other, "position")).isNotEmpty().allMatch(line -> line.matches("position fen \\.\\.\\.\\.X\\.\\.\\.\\.( moves( [1-9])+)?"))
                .anyMatch(line -> line.contains(" moves "));
        Path alone = dir.resolve("alone.log");
        Cli.Run off = Cli.run("match", "tictactoe", "--a", playing("first", "tictactoe", alone) + ",history=off", "--b", "random",
                "--games", "2", "--seed", "3", "--json");
        assertThat(off.code()).as(off.err()).isZero();
        assertThat(received(alone, "position")).isNotEmpty().allMatch(line -> line.matches("position fen [XO.]{9}"));
    }

    /** Keys after the command: the engine's move time, and its options, set at its greeting before isready. */
    @Test
    void aSpecGivesTheEngineItsMoveTimeAndItsOptions(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("keys.log");
        Cli.Run run = Cli.run("match", "tictactoe", "--a", playing("first", "tictactoe", log) + ",time=300ms,option.Hash=16,option.Skill Level=3",
                "--b", "random", "--games", "1", "--seed", "3", "--json");
        assertThat(run.code()).as(run.err()).isZero();
        List<String> lines = Files.readAllLines(log);
        assertThat(lines.subList(0, 4)).containsExactly("ugi", "setoption name Hash value 16", "setoption name Skill Level value 3", "isready");
        assertThat(received(log, "go")).isNotEmpty().allMatch(line -> line.equals("go movetime 300"));
        Cli.Run bad = match(playing("first", "tictactoe", log) + ",time=soon", 1);
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).startsWith("zermelo match: bad time 'soon' in 'ext:");
        Cli.Run twice = match(playing("first", "tictactoe", log) + ",ponder=on,ponder=off", 1);
        assertThat(twice.err()).contains("the key 'ponder' is given twice");
        Cli.Run hub = match("ext:hub:scan hub", 1);
        assertThat(hub.err().strip()).isEqualTo("zermelo match: 'ext:hub:scan hub': tictactoe's outside engines speak ugi, not hub");
    }

    /**
     * With {@code ponder=on}, an engine that names the reply it expects thinks on the opponent's
     * time: it is asked to allow it (its Ponder option), sent that position with {@code go
     * ponder}, then {@code ponderhit} when the opponent plays it (here always: the opponent plays
     * the first legal move, which the fake expects) or {@code stop} when it does not.
     */
    @Test
    void anEngineThatNamesTheReplyExpectedThinksOnTheOpponentsTime(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("hits.log");
        Cli.Run hits = Cli.run("match", "tictactoe", "--a", playing("ponderer", "tictactoe", log) + ",ponder=on",
                "--b", playing("first", "tictactoe", dir.resolve("b.log")), "--games", "2", "--tc", "5+0.1", "--seed", "3", "--json");
        assertThat(hits.code()).as(hits.err()).isZero();
        assertThat(hits.json().get("forfeits")).isEmpty();
        List<String> lines = Files.readAllLines(log);
        assertThat(lines).contains("setoption name Ponder value true");
        assertThat(received(log, "go ponder p1time ")).isNotEmpty();
        assertThat(received(log, "ponderhit")).isNotEmpty();
        assertThat(received(log, "stop")).isEmpty();
        // each ponderhit follows a go ponder, and is the only go of that move
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).equals("ponderhit")) {
                assertThat(lines.get(i - 1)).startsWith("go ponder ");
            }
        }
        Path misses = dir.resolve("misses.log");
        Cli.Run random = Cli.run("match", "tictactoe", "--a", playing("ponderer", "tictactoe", misses) + ",ponder=on",
                "--b", "random", "--games", "4", "--seed", "5");
        assertThat(random.code()).as(random.err()).isZero();
        assertThat(random.out()).doesNotContain("forfeit").containsPattern("A thought on the opponent's time \\d+ times: the reply expected "
                + "came \\d+ times");
        List<String> seen = Files.readAllLines(misses);
        assertThat(received(misses, "stop")).isNotEmpty();
        // after a go ponder comes ponderhit or stop (the reply did not come, or the game ended), never another go
        for (int i = 0; i < seen.size(); i++) {
            if (seen.get(i).startsWith("go ponder")) {
                assertThat(seen.subList(i + 1, seen.size())).filteredOn(l -> l.startsWith("go") || l.equals("ponderhit") || l.equals("stop"))
                        .first().asString().isIn("ponderhit", "stop");
            }
        }
        // an engine that does not answer stop after go ponder loses that game, and is started again for the next
        Cli.Run stubborn = Cli.run("match", "tictactoe", "--a", playing("stubborn", "tictactoe", dir.resolve("stubborn.log")) + ",ponder=on",
                "--b", "random", "--games", "4", "--seed", "5", "--json");
        assertThat(stubborn.code()).as(stubborn.err()).isZero();
        assertThat(stubborn.json().get("forfeits")).isNotEmpty().allSatisfy(f -> assertThat(f.asText())
                .contains("A forfeits: fake-ponderer lost on time: no bestmove within 2.0 s of stop, after go ponder"));
        // without ponder=on, never
        Path quiet = dir.resolve("quiet.log");
        Cli.Run off = match(playing("ponderer", "tictactoe", quiet), 2);
        assertThat(off.code()).as(off.err()).isZero();
        assertThat(received(quiet, "go ponder")).isEmpty();
    }

    /**
     * A draughts engine speaking Hub ({@code ext:hub:COMMAND}): greeted with its parameters, given
     * the game's start and moves in Hub's notations (a fake that reads them by itself replays
     * them), on the clock, and thinking on the opponent's time ({@code go ponder}, {@code ponder-hit}).
     */
    @Test
    void aDraughtsEngineSpeakingHubPlaysThroughItsDriver(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("hub.log");
        String hub = "ext:hub:" + JAVA + " -cp '" + CP + "' " + FakeHubEngine.class.getName();
        Cli.Run run = Cli.run("match", "draughts", "--a", hub + " '" + log + "',ponder=on,option.tt-size=22",
                "--b", hub + " '" + dir.resolve("b.log") + "'", "--games", "2", "--tc", "60+0.1", "--opening-plies", "2", "--seed", "3",
                "--json");
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.json().get("forfeits")).isEmpty();
        List<String> lines = Files.readAllLines(log);
        assertThat(lines.subList(0, 4)).containsExactly("hub", "set-param name=tt-size value=22", "set-param name=ponder value=true", "init");
        assertThat(received(log, "pos ")).isNotEmpty()
                .allMatch(line -> line.matches("pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww moves=\"[0-9x -]+\""))
                .anyMatch(line -> line.matches(".*\\b\\d+x\\d+x\\d+.*")); // a capture, with the square taken
        assertThat(received(log, "level time=")).isNotEmpty();
        assertThat(received(log, "go ponder")).isNotEmpty();
        assertThat(received(log, "ponder-hit")).isNotEmpty();
        assertThat(received(log, "new-game")).hasSize(2);
    }

    /**
     * An Othello engine speaking NBoard ({@code ext:nboard:COMMAND}): its depth set, the game in GGF
     * at each move, never asked to pass (the fake would end: the referee passes for it).
     */
    @Test
    void anOthelloEngineSpeakingNboardPlaysThroughItsDriver(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("nboard.log");
        String nboard = "ext:nboard:" + JAVA + " -cp '" + CP + "' " + FakeNboardEngine.class.getName() + " '" + log + "',option.depth=4";
        Cli.Run run = Cli.run("match", "othello", "--a", nboard, "--b", "random", "--games", "4", "--seed", "2", "--json");
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.json().get("forfeits")).isEmpty();
        assertThat(Files.readAllLines(log).subList(0, 3)).containsExactly("nboard 2", "set depth 4", "ping 1");
        assertThat(received(log, "set game ")).isNotEmpty()
                .allMatch(line -> line.startsWith("set game (;GM[Othello]PC[Zermelo]TY[8]BO[8 ---------------------------O*------*O"
                        + "--------------------------- *]") && line.endsWith(";)"))
                .anyMatch(line -> line.contains("*]B[") && line.contains("]W["));
        // Zermelo's own NBoard engine, a real one, plays its games to the end
        Cli.Run zermelo = Cli.run("match", "othello", "--a", "ext:nboard:" + JAVA + " -cp '" + CP + "' " + Main.class.getName()
                + " nboard,option.depth=2", "--b", "random", "--games", "2", "--seed", "1", "--json");
        assertThat(zermelo.code()).as(zermelo.err()).isZero();
        assertThat(zermelo.json().get("forfeits")).isEmpty();
        Cli.Run bad = match("ext:nboard:edax,option.hash=64", 1);
        assertThat(bad.code()).isEqualTo(2);
        Cli.Run othello = Cli.run("match", "othello", "--a", "ext:nboard:edax,option.hash=64", "--b", "random", "--games", "1");
        assertThat(othello.code()).isEqualTo(2);
        assertThat(othello.err().strip()).isEqualTo("zermelo match: NBoard engines take the options depth and contempt, not 'hash'");
    }
}
