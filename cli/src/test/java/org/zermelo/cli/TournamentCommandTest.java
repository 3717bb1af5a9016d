package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code zermelo tournament}: the crosstable adds up, the games do not depend on the threads, and a stopped tournament resumes. */
class TournamentCommandTest {

    private static final String[] PLAYERS = {"--player", "alphabeta:depth=1", "--player", "alphabeta:depth=3", "--player", "random"};

    private static Cli.Run tournament(String... more) {
        List<String> args = new ArrayList<>(List.of("tournament", "connect4", "--games", "6", "--seed", "11", "--opening-plies", "2", "--json"));
        args.addAll(List.of(PLAYERS));
        args.addAll(List.of(more));
        return Cli.run(args.toArray(String[]::new));
    }

    @Test
    void theCrosstableAddsUpAndTheRatingsFollowTheScores() {
        Cli.Run run = tournament("--threads", "2");
        assertThat(run.code()).as(run.err()).isZero();
        JsonNode json = run.json();
        assertThat(json.get("games").asInt()).isEqualTo(18);
        JsonNode players = json.get("players");
        double total = 0;
        for (int i = 0; i < 3; i++) {
            JsonNode p = players.get(i);
            assertThat(p.get("games").asInt()).isEqualTo(12);
            total += p.get("points").asDouble();
            for (int j = 0; j < 3; j++) {
                if (i != j) {
                    assertThat(p.get("against").get(j).asDouble() + players.get(j).get("against").get(i).asDouble()).isEqualTo(6.0);
                }
            }
        }
        assertThat(total).isEqualTo(18.0);
        // more points, a higher rating
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                if (players.get(i).get("points").asDouble() > players.get(j).get("points").asDouble()) {
                    assertThat(players.get(i).get("elo").asDouble()).isGreaterThan(players.get(j).get("elo").asDouble());
                }
            }
        }
    }

    @Test
    void theGamesAreTheSameOnOneThreadOrTwo() {
        assertThat(tournament("--threads", "1").json()).isEqualTo(tournament("--threads", "2").json());
    }

    @Test
    void aTournamentStoppedGoesOnFromItsStateFileToTheSameResult(@TempDir Path dir) throws Exception {
        JsonNode whole = tournament().json();
        Path state = dir.resolve("t.state");
        assertThat(tournament("--state", state.toString()).json()).isEqualTo(whole);
        // as if killed: the last pair of games lost and the one before cut short
        List<String> lines = Files.readAllLines(state);
        assertThat(lines).hasSize(1 + 9);
        List<String> kept = new ArrayList<>(lines.subList(0, lines.size() - 2));
        kept.add(lines.get(lines.size() - 2).substring(0, 5));
        Files.writeString(state, String.join("\n", kept));
        Cli.Run resumed = tournament("--state", state.toString());
        assertThat(resumed.err()).contains("zermelo tournament: 14 of 18 games read back from " + state);
        assertThat(resumed.json()).isEqualTo(whole);
    }

    @Test
    void anotherTournamentsStateFileIsRefused(@TempDir Path dir) throws Exception {
        Path state = dir.resolve("t.state");
        tournament("--state", state.toString());
        Cli.Run other = Cli.run("tournament", "connect4", "--games", "4", "--player", "random", "--player", "alphabeta:depth=1",
                "--state", state.toString());
        assertThat(other.code()).isEqualTo(2);
        assertThat(other.err()).startsWith("zermelo tournament: " + state + " holds another tournament (or none): run again with the "
                + "options it was started with, or name another file; its first line: zermelo-tournament game=connect4");
        Files.writeString(state, Files.readString(state) + "0\t9\t0\t1\t1\t0\t1\tend\n");
        Cli.Run bad = tournament("--state", state.toString());
        assertThat(bad.err().strip()).isEqualTo("zermelo tournament: " + state + ", line 11: not a pair of games of this tournament: "
                + "0 9 0 1 1 0 1 end");
    }

    @Test
    void aGauntletPairsTheFirstPlayerWithEachOther() {
        JsonNode json = tournament("--gauntlet").json();
        assertThat(json.get("format").asText()).isEqualTo("gauntlet");
        assertThat(json.get("games").asInt()).isEqualTo(12);
        assertThat(json.get("players").get(1).get("against").get(2).isNull()).isFalse();
        assertThat(json.get("players").get(1).get("games").asInt()).isEqualTo(6);
    }

    @Test
    void badTournamentsAreRefusedOnOneLine() {
        assertThat(Cli.run("tournament", "nim", "--player", "random").err().strip())
                .isEqualTo("zermelo tournament: a tournament has 2 to 64 players, not 1");
        assertThat(Cli.run("tournament", "nim", "--player", "random", "--player", "random").err().strip())
                .isEqualTo("zermelo tournament: a player is named twice: random, random");
        assertThat(Cli.run("tournament", "nim", "--player", "random", "--player", "perfect", "--threads", "0").err().strip())
                .isEqualTo("zermelo tournament: --threads must be from 1 to 256, not 0");
        assertThat(Cli.run("tournament", "nim", "--player", "random", "--player", "alphabeta:depht=3").code()).isEqualTo(2);
    }
}
