package org.zermelo.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.play.Players;

/**
 * The API against a real server on 127.0.0.1: games, sessions, moves, the AI, undo and redo, the
 * traced trees, the analyses; and what keeps it safe: the Host and Origin checks, unguessable
 * sessions, bounded requests, the command line's message for bad input, a search stopped when its
 * page goes away.
 */
class ServerTest {

    private static WebServer server;
    private static Client client;

    @BeforeAll
    static void start() {
        server = WebServer.start("127.0.0.1", 0);
        client = new Client(server);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static JsonNode open(Map<String, Object> body) {
        Client.Answer a = client.post("/api/sessions", body);
        assertThat(a.status()).as(a.body()).isEqualTo(201);
        return a.json();
    }

    @Test
    void thePagesAndTheGamesAreServedWithAPolicyThatKeepsThemHere() {
        Client.Answer page = client.get("/");
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.body()).contains("The Zermelo workbench");
        assertThat(page.headers().firstValue("Content-Security-Policy").orElseThrow()).contains("default-src 'self'", "connect-src 'self'");
        assertThat(page.headers().firstValue("X-Frame-Options")).contains("DENY");
        for (String file : List.of("/play.html", "/tree.html", "/practice.html", "/compare.html", "/match.html", "/js/play.js",
                "/js/tree.js", "/js/treeview.js", "/css/style.css")) {
            assertThat(client.get(file).status()).as(file).isEqualTo(200);
        }
        assertThat(client.get("/js/tree.js").headers().firstValue("Content-Type").orElseThrow()).contains("javascript");
        JsonNode games = client.get("/api/games").json();
        assertThat(games).hasSize(Games.all().size());
        assertThat(games.findValuesAsText("name")).contains("connect4", "othello", "pig", "tictactoe");
    }

    @Test
    void aRequestForAnotherHostOrFromAnotherSiteIsRefused() {
        String host = client.raw("GET /api/games HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n");
        assertThat(host).startsWith("HTTP/1.1 403").contains("addressed to it");
        assertThat(client.raw("GET /api/games HTTP/1.1\r\nHost: localhost:" + server.port() + "\r\nConnection: close\r\n\r\n"))
                .startsWith("HTTP/1.1 200");
        Client.Answer origin = client.post("/api/sessions", Map.of("game", "tictactoe"), "Origin", "http://evil.example");
        assertThat(origin.status()).isEqualTo(403);
        assertThat(origin.json().get("error").asText()).contains("another site");
        assertThat(client.get("/api/games", "Origin", client.base).status()).isEqualTo(200);
        assertThatThrownBy(() -> client.socket("Origin", "http://evil.example")).hasRootCauseMessage("Unexpected HTTP response status code 403");
        assertThat(server.sessions()).isNotNegative();
    }

    @Test
    void aGameIsPlayedUndoneAndRedone() {
        JsonNode s = open(Map.of("game", "tictactoe", "players", List.of("human", "alphabeta:depth=2"), "seed", 5));
        String id = s.get("id").asText();
        assertThat(s.get("legal")).hasSize(9);
        assertThat(s.get("board").get("cells").get(0).get(0).asText()).isEmpty();
        s = client.post("/api/sessions/" + id + "/move", Map.of("move", "5")).json();
        assertThat(s.get("board").get("cells").get(1).get(1).asText()).isEqualTo("X");
        assertThat(s.get("aiToMove").asBoolean()).isTrue();
        s = client.post("/api/sessions/" + id + "/ai", Map.of()).json();
        assertThat(s.get("moves")).hasSize(2);
        assertThat(s.get("lastAi").get("player").asText()).isEqualTo("alphabeta:depth=2");
        assertThat(s.get("lastAi").get("for").asText()).isEqualTo("O");
        s = client.post("/api/sessions/" + id + "/undo", Map.of("toHuman", true)).json();
        assertThat(s.get("moves")).isEmpty();
        assertThat(s.get("redo").asInt()).isEqualTo(2);
        s = client.post("/api/sessions/" + id + "/redo", Map.of("toHuman", true)).json();
        assertThat(s.get("moves")).hasSize(2);
        s = client.post("/api/sessions/" + id + "/goto", Map.of("ply", 1)).json();
        assertThat(s.get("moves")).hasSize(1);
        assertThat(client.get("/api/sessions/" + id).json().get("position").asText()).isEqualTo("....X....");
        assertThat(client.delete("/api/sessions/" + id).status()).isEqualTo(204);
        assertThat(client.get("/api/sessions/" + id).status()).isEqualTo(404);
    }

    @Test
    void aLinkReproducesAPositionAndEachMoveSaysWhereToClickAndWhatChanges() {
        JsonNode s = open(Map.of("game", "connect4", "moves", "4 4 5", "players", List.of("human", "human")));
        assertThat(s.get("position").asText()).isEqualTo("445");
        JsonNode cells = s.get("board").get("cells");
        assertThat(cells.get(5).get(3).asText()).isEqualTo("X");
        assertThat(cells.get(4).get(3).asText()).isEqualTo("O");
        JsonNode column4 = s.get("legal").get(3);
        assertThat(column4.get("move").asText()).isEqualTo("4");
        assertThat(column4.get("click").toString()).isEqualTo("[3,3]"); // the cell the stone lands on
        assertThat(column4.get("column").asInt()).isEqualTo(3);
        JsonNode othello = open(Map.of("game", "othello", "players", List.of("human", "human")));
        JsonNode d3 = null;
        for (JsonNode t : othello.get("legal")) {
            if (t.get("move").asText().equals("d3")) {
                d3 = t;
            }
        }
        assertThat(d3).isNotNull();
        assertThat(d3.get("click").toString()).isEqualTo("[2,3]");
        assertThat(d3.get("cells")).hasSize(2); // the disc placed and the one it flips
        JsonNode pig = open(Map.of("game", "pig", "position", "0,0,0/20", "players", List.of("human", "human"), "seed", 3));
        assertThat(pig.get("board").get("kind").asText()).isEqualTo("scores");
        assertThat(pig.get("board").get("extra").get("goal").asInt()).isEqualTo(20);
        pig = client.post("/api/sessions/" + pig.get("id").asText() + "/move", Map.of("move", "roll")).json();
        assertThat(pig.get("moves").size()).as("the roll and the die's face").isEqualTo(2);
    }

    @Test
    void everyGameIsPlayedFromItsStartAndItsExample() {
        for (Game game : Games.all()) {
            for (String position : List.of("", game.example())) {
                JsonNode s = open(Map.of("game", game.name(), "position", position, "players", List.of("human", "human"), "seed", 1));
                for (int ply = 0; ply < 3 && !s.get("terminal").asBoolean(); ply++) {
                    String move = s.get("legal").get(s.get("legal").size() - 1).get("move").asText();
                    Client.Answer a = client.post("/api/sessions/" + s.get("id").asText() + "/move", Map.of("move", move));
                    assertThat(a.status()).as(game.name() + " " + position + ": " + a.body()).isEqualTo(200);
                    s = a.json();
                    assertThat(s.get("lastMove")).as(game.name()).isNotNull();
                    // Every game draws itself: as a grid, a race board's points (backgammon), a score line (Pig).
                    assertThat(s.get("board").get("kind").asText()).as(game.name()).isIn("grid", "points", "scores");
                }
                Client.Answer undo = client.post("/api/sessions/" + s.get("id").asText() + "/undo", Map.of("toHuman", false));
                assertThat(undo.status()).as(game.name() + ": " + undo.body()).isEqualTo(200);
            }
        }
    }

    @Test
    void sessionIdsAreUnguessableAndOneSessionCannotReachAnother() {
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < 50; i++) {
            String id = open(Map.of("game", "nim")).get("id").asText();
            assertThat(id).matches("[A-Za-z0-9_-]{22}");
            ids.add(id);
        }
        assertThat(ids).hasSize(50);
        assertThat(client.get("/api/sessions/AAAAAAAAAAAAAAAAAAAAAA").status()).isEqualTo(404);
    }

    @Test
    void badInputGetsA400WithTheCommandLinesMessageAndTheServerGoesOn() {
        Game tictactoe = Games.byName("tictactoe");
        String positionMessage = message(() -> Games.position(tictactoe, "XXXXXXXXXX"));
        assertThat(error(client.post("/api/sessions", Map.of("game", "tictactoe", "position", "XXXXXXXXXX")))).isEqualTo(positionMessage);
        assertThat(error(client.post("/api/sessions", Map.of("game", "chess")))).isEqualTo(message(() -> Games.byName("chess")));
        assertThat(error(client.post("/api/sessions", Map.of("game", "tictactoe", "players", List.of("human", "alphabeta:deep=3")))))
                .isEqualTo(message(() -> Players.parse("alphabeta:deep=3", tictactoe, 0)));
        String id = open(Map.of("game", "tictactoe", "players", List.of("human", "human"))).get("id").asText();
        assertThat(error(client.post("/api/sessions/" + id + "/move", Map.of("move", "10"))))
                .isEqualTo(message(() -> tictactoe.start().parseMove("10")));
        assertThat(error(client.post("/api/tree", Map.of("tree", "(A (B 3", "algo", "alphabeta")))).startsWith("bad tree at character");
        assertThat(error(client.post("/api/tree", Map.of("tree", "(A 1 2)", "algo", "magic")))).startsWith("unknown algorithm 'magic'");
        assertThat(client.post("/api/sessions", "{not json").status()).isEqualTo(400);
        Client.Answer notAi = client.post("/api/sessions/" + id + "/ai", Map.of());
        assertThat(notAi.status()).isEqualTo(409);
        assertThat(notAi.json().get("error").asText()).contains("played by a person");
        assertThat(error(client.post("/api/sessions", Map.of("game", "tictactoe", "players", List.of("human", "alphabeta:time=60s")))))
                .contains("at most 10s");
        assertThat(error(client.post("/api/sessions", Map.of("game", "tictactoe", "players", List.of("human", "alphabeta:depth=2,eval=/etc/passwd")))))
                .contains("named evaluations only");
        assertThat(client.post("/api/tree", Map.of("tree", "(" + "1 ".repeat(40_000) + ")")).status()).isIn(400, 413);
        assertThat(client.post("/api/tree", Map.of("game", "othello", "depth", 6)).json().get("error").asText())
                .contains("more than " + Limits.TREE_NODES + " nodes");
        assertThat(client.get("/api/nothing").status()).isEqualTo(404);
        assertThat(client.get("/api/games").status()).isEqualTo(200);
    }

    @Test
    void theTextbookTreeIsRecordedStepByStep() {
        JsonNode run = client.post("/api/tree", Map.of("tree", "(A (B 3 12 8) (C 2 4 6) (D 14 5 2))", "algo", "alphabeta")).json();
        assertThat(run.get("value").asText()).isEqualTo("3");
        assertThat(run.get("leavesEvaluated").asInt()).isEqualTo(7);
        assertThat(run.get("pruned").toString()).isEqualTo("[\"2.2\",\"2.3\"]");
        assertThat(run.get("truncated").asBoolean()).isFalse();
        JsonNode cut = null;
        for (JsonNode step : run.get("steps")) {
            if (step.get("type").asText().equals("cut")) {
                cut = step;
            }
        }
        assertThat(cut).isNotNull();
        assertThat(cut.get("cut").asText()).isEqualTo("alpha");
        assertThat(cut.get("alpha").asText()).isEqualTo("3");
        assertThat(run.get("trace").get(cut.get("lines").asInt() - 1).asText()).contains("cut at C (alpha cut): 2 <= alpha = 3");
        assertThat(run.get("command").asText()).startsWith("zermelo tree '(A (B 3 12 8)");
        JsonNode game = client.post("/api/tree", Map.of("game", "tictactoe", "position", "X...O....", "depth", 2, "algo", "alphabeta")).json();
        assertThat(game.get("nodes").get(1).get("move").asText()).isEqualTo("2");
        assertThat(game.get("source").get("toMove").asText()).isEqualTo("X");
    }

    @Test
    void aTraceBeyondTheCapIsCutWithItsTotal() {
        StringBuilder big = new StringBuilder("(");
        for (int i = 0; i < 60; i++) {
            big.append("(").append("1 2 3 4 5 6 7 8 9 ".repeat(6)).append(")");
        }
        JsonNode run = client.post("/api/tree", Map.of("tree", big.append(")").toString(), "algo", "minimax")).json();
        assertThat(run.get("truncated").asBoolean()).isTrue();
        assertThat(run.get("steps")).hasSize(Limits.TRACE_STEPS);
        assertThat(run.get("total").asInt()).isGreaterThan(Limits.TRACE_STEPS);
    }

    @Test
    void everyMovesValueIsPonsScoreInConnectFour() {
        JsonNode a = client.post("/api/analyze", Map.of("game", "connect4", "position", "52753311433677442422121")).json();
        List<Integer> values = new ArrayList<>();
        a.get("moves").forEach(m -> values.add(m.get("value").asInt()));
        assertThat(values).containsExactly(2, 3, 7, 7, 8, 7, 2);
        assertThat(a.get("exact").asBoolean()).isTrue();
    }

    @Test
    void anAnalysisStreamsDepthByDepthThenEveryMove() {
        Client.Socket socket = client.socket();
        socket.send(Map.of("op", "analyse", "job", 1, "game", "tictactoe", "position", "X...O....", "time", "2s"));
        List<JsonNode> messages = socket.untilDone(1, 30);
        List<String> types = messages.stream().map(m -> m.get("type").asText()).toList();
        assertThat(types).contains("iteration", "result", "moves", "done");
        JsonNode moves = messages.stream().filter(m -> m.get("type").asText().equals("moves")).findFirst().orElseThrow();
        assertThat(moves.get("for").asText()).isEqualTo("X");
        assertThat(moves.get("exact").asBoolean()).isTrue();
        assertThat(moves.get("value").get("outcome").asText()).isEqualTo("draw");
        socket.send(Map.of("op", "analyse", "job", 2, "game", "tictactoe", "position", "XXXOO...."));
        assertThat(socket.next(2, 10).get("message").asText()).contains("the game is over");
        socket.close();
    }

    @Test
    void aSearchStopsWhenAskedAndWhenItsPageGoesAway() throws InterruptedException {
        Client.Socket socket = client.socket();
        socket.send(Map.of("op", "analyse", "job", 7, "game", "othello", "time", "60s", "moves", false));
        assertThat(socket.next(7, 20).get("type").asText()).isIn("iteration", "progress");
        long start = System.nanoTime();
        socket.send(Map.of("op", "stop", "job", 7));
        List<JsonNode> rest = socket.untilDone(7, 20);
        assertThat(rest.getLast().get("stopped").asBoolean()).isTrue();
        assertThat((System.nanoTime() - start) / 1e9).isLessThan(5);
        socket.send(Map.of("op", "analyse", "job", 8, "game", "othello", "time", "60s"));
        assertThat(socket.next(8, 20).get("type").asText()).isIn("iteration", "progress");
        assertThat(server.runningJobs()).isEqualTo(1);
        socket.close();
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (server.runningJobs() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(server.runningJobs()).as("the search of a closed page").isZero();
    }

    @Test
    void compareMatchAndReviewStream() {
        Client.Socket socket = client.socket();
        socket.send(Map.of("op", "compare", "job", 1, "game", "tictactoe", "position", "X...O....", "depth", 4,
                "algos", List.of("minimax", "alphabeta", "pvs"), "plot", true));
        List<JsonNode> compare = socket.untilDone(1, 60);
        assertThat(compare.stream().filter(m -> m.get("type").asText().equals("row"))).hasSize(3);
        assertThat(compare.stream().filter(m -> m.get("type").asText().equals("agree")).findFirst().orElseThrow().get("agree").asBoolean()).isTrue();
        assertThat(compare.stream().filter(m -> m.get("type").asText().equals("plot"))).hasSize(3);
        socket.send(Map.of("op", "match", "job", 2, "game", "tictactoe", "a", "perfect", "b", "random", "games", 4, "seed", 1));
        List<JsonNode> match = socket.untilDone(2, 60);
        JsonNode last = match.stream().filter(m -> m.get("type").asText().equals("game")).reduce((x, y) -> y).orElseThrow();
        assertThat(last.get("tally").get("games").asInt()).isEqualTo(4);
        assertThat(last.get("tally").get("bWins").asInt()).isZero();
        socket.send(Map.of("op", "review", "job", 3, "game", "tictactoe", "moves", List.of("5", "2", "1", "9", "3", "7")));
        List<JsonNode> review = socket.untilDone(3, 60);
        List<Integer> mistakes = review.stream().filter(m -> m.get("type").asText().equals("ply") && m.get("mistake").asBoolean())
                .map(m -> m.get("ply").asInt()).toList();
        assertThat(mistakes).containsExactly(2, 5);
        socket.send(Map.of("op", "compare", "job", 4, "game", "connect4", "depth", 12, "algos", List.of("minimax")));
        assertThat(socket.next(4, 10).get("message").asText()).contains("minimax visits every node");
        socket.close();
    }

    private static String error(Client.Answer answer) {
        assertThat(answer.status()).as(answer.body()).isEqualTo(400);
        return answer.json().get("error").asText();
    }

    private static String message(Runnable bad) {
        try {
            bad.run();
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        throw new AssertionError("no error");
    }
}
