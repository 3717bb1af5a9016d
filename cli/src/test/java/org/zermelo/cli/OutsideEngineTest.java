package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

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
}
