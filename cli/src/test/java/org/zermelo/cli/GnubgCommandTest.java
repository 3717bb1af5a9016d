package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.offset;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.Position;
import org.zermelo.play.Players;
import org.zermelo.protocol.Engines;
import org.zermelo.protocol.ProtocolException;
import org.zermelo.protocol.Protocols;

/**
 * {@code zermelo gnubg}: the external player's protocol against a fake gnubg written here (bad
 * lines, silence, a board from nowhere), and a short session against the real GNU Backgammon,
 * skipped with one line where it is not installed and a failure under {@code CI=true}.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class GnubgCommandTest {

    /** What GNU Backgammon 1.07 sent its external player at the start of a game, after rolling 6-3 for it. */
    private static final String START = "board:gnubg:zermelo:0:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:6:3:6:3:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:1";

    /** A fake gnubg: sends {@code lines} one by one (each read answer kept), the player serving on the other end. */
    private static String[] exchange(Duration timeout, String... lines) throws Exception {
        Protocols.Offer offer = Protocols.find(GnubgCommand.PROTOCOL);
        assertThat(offer.game().name()).isEqualTo("backgammon");
        ExternalPlayer player = new ExternalPlayer(offer.protocol(), Engines.of(Players.parse(GnubgCommand.DEFAULT_AI, offer.game(), 1)),
                timeout, note -> { });
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            CompletableFuture<Void> served = CompletableFuture.runAsync(() -> {
                try (Socket socket = server.accept()) {
                    player.serve(socket, n -> {});
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
            String[] answers = new String[lines.length];
            try (Socket gnubg = new Socket(InetAddress.getByName("127.0.0.1"), server.getLocalPort())) {
                gnubg.setSoTimeout(10_000);
                OutputStream out = gnubg.getOutputStream();
                BufferedReader in = new BufferedReader(new InputStreamReader(gnubg.getInputStream(), StandardCharsets.US_ASCII));
                for (int i = 0; i < lines.length; i++) {
                    if (lines[i] == null) {
                        Thread.sleep(timeout.toMillis() + 500); // silence
                        break;
                    }
                    out.write((lines[i] + "\n\0").getBytes(StandardCharsets.US_ASCII)); // gnubg writes the NUL too
                    out.flush();
                    if (!lines[i].startsWith("board:") || lines[i].length() < 100) {
                        break; // a bad line: no answer comes
                    }
                    answers[i] = in.readLine();
                }
            } catch (java.net.SocketException e) {
                // the player closed the connection on a bad line
            }
            try {
                served.get(10, TimeUnit.SECONDS);
            } catch (ExecutionException e) {
                throw (Exception) e.getCause();
            }
            return answers;
        }
    }

    /**
     * gnubg's results read from its output: a backgammon in a game Zermelo did not end itself is
     * one gnubg resigned (gnubg accepts that resignation for an external player, silently), and
     * the check still holds; a single game won that way, or a win Zermelo made that gnubg scored
     * otherwise, fails it.
     */
    @Test
    void resultsCountABackgammonGnubgResignedAsAWinZermeloDidNotMove() {
        java.util.List<String> output = java.util.List.of("zermelo wins a gammon and 2 points.", "gnubg wins a single game and 1 point.",
                "The score (after 2 games) is: gnubg 1, zermelo 2 (money session, without Jacoby rule).",
                "zermelo wins a backgammon and 3 points.");
        GnubgSession.Result result = GnubgSession.read(output, 3, java.util.Map.of(1, 2));
        assertThat(result.points()).containsExactly(2, -1, 3);
        assertThat(result.agrees()).isTrue();
        assertThat(result.resigned()).isEqualTo(1);
        assertThat(GnubgSession.read(output, 3, java.util.Map.of(1, 2, 3, 3)).resigned()).isZero();
        java.util.List<String> single = java.util.List.of("zermelo wins a gammon and 2 points.", "zermelo wins a single game and 1 point.");
        assertThat(GnubgSession.read(single, 2, java.util.Map.of(1, 2)).agrees()).isFalse();
        assertThat(GnubgSession.read(single, 2, java.util.Map.of(1, 1, 2, 1)).agrees()).as("a gammon scored where Zermelo saw a single").isFalse();
        assertThat(GnubgSession.read(single, 2, java.util.Map.of(1, 2, 2, 1)).agrees()).isTrue();
        assertThatThrownBy(() -> GnubgSession.read(output, 4, java.util.Map.of(1, 2))).hasMessageContaining("gnubg stopped after 3 of 4 games");
    }

    @Test
    void aBoardIsAnsweredWithALegalMoveInGnuBackgammonsNotation() throws Exception {
        String[] answers = exchange(Duration.ofSeconds(5), START);
        Position start = Games.position(Games.byName("backgammon"), "4HPwATDgc/ABMA:63");
        assertThat(start.parseMove(answers[0])).isNotNegative();
        assertThat(answers[0]).matches("[0-9]+/[0-9]+\\*?( [0-9]+/[0-9]+\\*?)?");
    }

    @Test
    void aBadBoardLineStopsThePlayWithOneLine() {
        assertThatThrownBy(() -> exchange(Duration.ofSeconds(5), START.replace(":1:6:3:", ":1:9:3:")))
                .isInstanceOf(ProtocolException.class).hasMessageContaining("bad board line").hasMessageNotContaining("\n");
        assertThatThrownBy(() -> exchange(Duration.ofSeconds(5), "hello"))
                .isInstanceOf(ProtocolException.class).hasMessageContaining("53 fields");
    }

    @Test
    void aBoardThatDoesNotFollowFromTheLastMoveStopsThePlay() {
        // After Zermelo's opening move, a bear-off with a checker on the bar: no roll and reply of gnubg leads there,
        // and it is no new game.
        String again = "board:gnubg:zermelo:0:0:0:0:0:-2:0:2:3:4:0:0:0:0:0:-3:0:0:0:0:0:0:0:0:0:0:0:-5:1:1:5:2:5:2:1:1:1:0:1:-1:0:25:5:5:0:0:0:0:0:0";
        assertThatThrownBy(() -> exchange(Duration.ofSeconds(5), START, again))
                .isInstanceOf(ProtocolException.class).hasMessageContaining("does not follow");
    }

    @Test
    void aSilentPeerIsGivenUpAfterTheTimeout() {
        assertThatThrownBy(() -> exchange(Duration.ofMillis(300), START, null))
                .isInstanceOf(ProtocolException.class).hasMessageContaining("no board from gnubg");
    }

    @Test
    void badOptionsAndAMissingGnubgAreOneLineAndExit2() {
        Cli.Run zero = Cli.run("gnubg", "--games", "0");
        assertThat(zero.code()).isEqualTo(2);
        assertThat(zero.err()).contains("--games must be");
        Cli.Run level = Cli.run("gnubg", "--games", "1", "--level", "grandmaster");
        assertThat(level.code()).isEqualTo(2);
        assertThat(level.err()).contains("expected beginner, intermediate, expert or world-class");
        System.setProperty("zermelo.gnubg", "/nonexistent/gnubg");
        try {
            Cli.Run absent = Cli.run("gnubg", "--games", "1");
            assertThat(absent.code()).isEqualTo(2);
            assertThat(absent.err().strip()).doesNotContain("\n").contains("apt-get install gnubg gnubg-data");
        } finally {
            System.clearProperty("zermelo.gnubg");
        }
    }

    @Test
    void aShortSessionAgainstGnuBackgammonCompletes() {
        gnubgOrSkip();
        Cli.Run run = Cli.run("gnubg", "--games", "2", "--level", "beginner", "--seed", "1", "--timeout", "30s", "--json");
        assertThat(run.code()).as(run.err()).isZero();
        JsonNode json = run.json();
        assertThat(json.get("games").asInt()).isEqualTo(2);
        assertThat(json.get("wins").asInt() + json.get("losses").asInt()).isEqualTo(2);
        assertThat(Math.abs(json.get("points").asInt())).isBetween(0, 6);
        assertThat(json.get("level").asText()).isEqualTo("beginner");
        assertThat(json.get("game").asText()).isEqualTo("backgammon");
        assertThat(json.get("won").fieldNames()).toIterable().containsExactly("single", "gammon", "backgammon");
        assertThat(json.get("lost").fieldNames()).toIterable().containsExactly("single", "gammon", "backgammon");
        assertThat(json.get("checked").asBoolean()).as("gnubg's results are the games Zermelo saw itself win").isTrue();
    }

    private static void gnubgOrSkip() {
        try {
            GnubgSession.find();
        } catch (IllegalArgumentException e) {
            if ("true".equals(System.getenv("CI"))) {
                throw new AssertionError("CI=true and the GNU Backgammon tests must run, but no gnubg was found: " + GnubgSession.INSTALL);
            }
            System.out.println("GNU Backgammon tests skipped: no gnubg found; to run them: " + GnubgSession.INSTALL);
            Assumptions.abort("no gnubg");
        }
    }

    /** The JSON's {@code won} and {@code lost} count the games by the kinds of win the game words: these three names. */
    @Test
    void theKindsOfWinAreTheGamesWords() {
        Game game = Protocols.find(GnubgCommand.PROTOCOL).game();
        assertThat(java.util.stream.IntStream.rangeClosed(1, 3).mapToObj(value -> GnubgCommand.kind(game, value)))
                .containsExactly("single", "gammon", "backgammon");
    }

    /** Two wins in two games are no certainty: Wilson's interval (1927) from 34.2% to 100%; none in ten, 0% to 27.8%. */
    @Test
    void aSessionWonOrLostEveryTimeStillHasAnInterval() {
        double[] two = GnubgCommand.wilson(2, 2);
        assertThat(two[0]).isCloseTo(0.3424, offset(1e-4));
        assertThat(two[1]).isEqualTo(1.0);
        double[] none = GnubgCommand.wilson(0, 10);
        assertThat(none[0]).isEqualTo(0.0);
        assertThat(none[1]).isCloseTo(0.2775, offset(1e-4));
    }
}
