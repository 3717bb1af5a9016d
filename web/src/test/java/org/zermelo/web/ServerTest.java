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
import org.zermelo.tree.TreeExamples;

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
    void aNewGameGetsTheOpponentPlayGives() {
        JsonNode games = client.get("/api/games").json();
        Map<String, String> defaults = new java.util.HashMap<>();
        games.forEach(g -> defaults.put(g.get("name").asText(), g.get("defaultAi").asText()));
        assertThat(defaults).containsEntry("othello", "pvs:time=1s,eval=patterns,book=othello")
                .containsEntry("checkers", "quiescence:time=1s,eval=td").containsEntry("connect4", "pvs:time=1s")
                .containsEntry("pig", "expectiminimax:depth=3");
        for (String game : List.of("othello", "checkers")) {
            Client.Answer opened = client.post("/api/sessions", Map.of("game", game));
            assertThat(opened.status()).as(game).isEqualTo(201);
            assertThat(opened.json().toString()).as(game).contains(defaults.get(game));
        }
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

    /** The analysis offers the searches it can run: not expectimax, which models the opponent of the side to move. */
    @Test
    void theAnalysisMenuLeavesOutTheSearchThatModelsTheOpponent() {
        List<String> analysis = new ArrayList<>();
        client.get("/api/algorithms").json().get("analysis").forEach(a -> analysis.add(a.asText()));
        assertThat(analysis).contains("pvs", "alphabeta").doesNotContain("expectimax");
        Client.Answer refused = client.post("/api/analyze", Map.of("game", "tictactoe", "algo", "expectimax"));
        assertThat(refused.status()).isEqualTo(400);
    }

    @Test
    void theCoursesExampleTreesAreListedAndEachRunsWithItsStatedFacts() {
        JsonNode trees = client.get("/api/algorithms").json().get("trees");
        List<String> names = new ArrayList<>();
        for (JsonNode t : trees) {
            names.add(t.get("name").asText());
            TreeExamples.Example example = TreeExamples.named(t.get("name").asText());
            assertThat(t.get("tree").asText()).isEqualTo(example.tree());
            assertThat(t.get("title").asText()).isEqualTo(example.title());
            assertThat(t.get("source").asText()).isEqualTo(example.source());
            assertThat(t.get("description").asText()).isEqualTo(example.description());
            TreeExamples.Fact fact = example.facts().get(0);
            assertThat(t.get("algo").asText()).isEqualTo(fact.algorithm());
            JsonNode run = client.post("/api/tree", Map.of("tree", example.tree(), "algo", fact.algorithm())).json();
            assertThat(run.get("value").asText()).as(example.name()).isEqualTo(fact.value());
            List<String> pruned = new ArrayList<>();
            run.get("pruned").forEach(p -> pruned.add(p.asText()));
            assertThat(pruned).as(example.name()).containsExactlyElementsOf(fact.pruned());
        }
        assertThat(names).containsExactlyElementsOf(TreeExamples.names()).contains("sherbrooke", "l3-alphabeta", "l3-naive");
        JsonNode sherbrooke = client.post("/api/tree", Map.of("tree", TreeExamples.named("sherbrooke").tree(), "algo", "alphabeta")).json();
        List<String> kinds = new ArrayList<>();
        for (JsonNode step : sherbrooke.get("steps")) {
            if (step.get("type").asText().equals("cut")) {
                kinds.add(step.get("cut").asText());
            }
        }
        assertThat(kinds).containsExactly("beta", "alpha", "beta");
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

    @Test
    void aWholeNumberBeyondItsRangeIsRefusedNeverClampedOrWrapped() {
        // 1e400 was read as infinity and clamped to 2^63-1; 30 digits wrapped to a negative seed.
        String range = "seed must be a whole number that fits in 64 bits (from -9223372036854775808 to 9223372036854775807), not ";
        assertThat(error(client.post("/api/sessions", "{\"game\":\"nim\",\"seed\":1e400}"))).isEqualTo(range + "1E+400");
        assertThat(error(client.post("/api/sessions", "{\"game\":\"nim\",\"seed\":123456789012345678901234567890}")))
                .isEqualTo(range + "123456789012345678901234567890");
        assertThat(error(client.post("/api/sessions", "{\"game\":\"nim\",\"seed\":9223372036854775808}"))).startsWith(range);
        assertThat(error(client.post("/api/sessions", "{\"game\":\"nim\",\"seed\":-1e19}"))).startsWith(range);
        assertThat(error(client.post("/api/sessions", "{\"game\":\"nim\",\"seed\":2.5}"))).isEqualTo(range + "2.5");
        assertThat(error(client.post("/api/sessions", Map.of("game", "nim", "seed", "12345678901234567890")))).startsWith(range);
        // The largest long is a seed; 5.0 and "7" are whole numbers.
        assertThat(open(Map.of("game", "nim", "seed", Long.MAX_VALUE)).get("seed").asLong()).isEqualTo(Long.MAX_VALUE);
        assertThat(client.post("/api/sessions", "{\"game\":\"nim\",\"seed\":5.0}").json().get("seed").asLong()).isEqualTo(5);
        assertThat(open(Map.of("game", "nim", "seed", "7")).get("seed").asLong()).isEqualTo(7);
        // The fields read as ints: 2^32 + 1 was cast to 1.
        String id = open(Map.of("game", "tictactoe", "moves", "5 1", "players", List.of("human", "human"))).get("id").asText();
        assertThat(error(client.post("/api/sessions/" + id + "/goto", "{\"ply\":4294967297}")))
                .isEqualTo("ply must be a whole number from 0 up (at most 2147483647), not 4294967297");
        assertThat(error(client.post("/api/analyze", "{\"game\":\"tictactoe\",\"depth\":4294967297}")))
                .isEqualTo("depth must be a whole number from 1 to 8, not 4294967297");
        assertThat(error(client.post("/api/tree", "{\"game\":\"tictactoe\",\"depth\":1e30}")))
                .isEqualTo("depth must be a whole number from 1 to " + Limits.TREE_DEPTH + ", not 1E+30");
        Client.Socket socket = client.socket();
        socket.send(Map.of("op", "match", "job", 1, "game", "tictactoe", "a", "random", "b", "random", "games", 4294967297L));
        assertThat(socket.next(1, 10).get("message").asText()).isEqualTo("games must be a whole number from 1 to 1000, not 4294967297");
        socket.send(Map.of("op", "compare", "job", 2, "game", "tictactoe", "depth", 4294967298L));
        assertThat(socket.next(2, 10).get("message").asText()).isEqualTo("depth must be a whole number from 1 to 12, not 4294967298");
        socket.close();
    }

    @Test
    void textAfterTheJsonObjectIsRefused() {
        String after = "the body must be one JSON object, like {\"game\":\"tictactoe\"}, with nothing after it: found ";
        assertThat(error(client.post("/api/sessions", "{\"game\":\"nim\"} {\"game\":\"chess\"}")))
                .isEqualTo(after + "'{\"game\":\"chess\"}' after character 14");
        assertThat(error(client.post("/api/sessions", "{\"game\":\"nim\"}garbage"))).isEqualTo(after + "'garbage' after character 14");
        assertThat(error(client.post("/api/tree", "{\"tree\":\"(A 1 2)\"},"))).startsWith(after);
        assertThat(client.post("/api/sessions", "  {\"game\":\"nim\"}  \n").status()).as("white space around is no text").isEqualTo(201);
        Client.Socket socket = client.socket();
        socket.ws.sendText("{\"op\":\"stop\",\"job\":3} {\"op\":\"analyse\"}", true).join();
        JsonNode refused = socket.unnamed(10);
        assertThat(refused.get("message").asText()).startsWith("the message must be one JSON object").contains("nothing after it");
        assertThat(refused.get("job").isNull()).isTrue();
        socket.close();
    }

    @Test
    void aBodyThatIsNotOneJsonObjectIsSaidInPlainWords() {
        String expected = "the body must be one JSON object, like {\"game\":\"tictactoe\"}";
        assertThat(error(client.post("/api/sessions", "[1,2]"))).isEqualTo(expected + ", not a list");
        assertThat(error(client.post("/api/sessions", "\"tictactoe\""))).isEqualTo(expected + ", not 'tictactoe'");
        assertThat(error(client.post("/api/sessions", "42"))).isEqualTo(expected + ", not 42");
        assertThat(error(client.post("/api/sessions", "{not json"))).isEqualTo(expected + ": it is not valid JSON at character 2");
        assertThat(error(client.post("/api/sessions", "{\"game\":\"nim\""))).isEqualTo(expected + ": it ends before its JSON does");
        assertThat(error(client.post("/api/sessions", Map.of("game", List.of("nim"))))).isEqualTo("game must be text, not a list");
        assertThat(error(client.post("/api/sessions", Map.of("game", "nim", "players", Map.of("a", 1)))))
                .isEqualTo("players must be a list of texts, like [\"a\", \"b\"], not an object");
        for (String body : List.of("[1,2]", "\"x\"", "{not json", "{\"game\":", "{\"game\":\"nim\"}}", "nul", "{\"a\":1e}")) {
            assertThat(error(client.post("/api/sessions", body))).as(body)
                    .doesNotContain("java.", "Cannot deserialize", "LinkedHashMap", "Source:", "token", "REDACTED");
        }
    }

    @Test
    void everyErrorIsAJsonObjectWithItsStatus() {
        assertThat(jsonError(client.get("/api/nothing"), 404)).isEqualTo(
                "no such page or endpoint: GET /api/nothing (the API's endpoints are under /api/: see docs/web.md)");
        assertThat(jsonError(client.get("/nothing.html"), 404)).startsWith("no such page or endpoint: GET /nothing.html");
        assertThat(jsonError(client.delete("/api/games"), 404)).startsWith("no such page or endpoint: DELETE /api/games");
        String host = "Host: 127.0.0.1:" + server.port() + "\r\nConnection: close\r\n";
        String big = "{\"tree\":\"" + "1 ".repeat(40_000) + "\"}";
        assertThat(rawError(client.raw("POST /api/tree HTTP/1.1\r\n" + host + "Content-Type: application/json\r\nContent-Length: "
                + big.length() + "\r\n\r\n" + big), 413)).isEqualTo("the request is too large: a body may hold at most 64 KB");
        assertThat(rawError(client.raw("GARBAGE\r\n\r\n"), 400)).startsWith("the request is not one this server can read");
        assertThat(rawError(client.raw("GET /%2e%2e/etc/passwd HTTP/1.1\r\n" + host + "\r\n"), 400))
                .startsWith("the request is not one this server can read");
        assertThat(rawError(client.raw("GET /" + "a".repeat(20_000) + " HTTP/1.1\r\n" + host + "\r\n"), 414))
                .isEqualTo("the request's address is too long: the request line and its headers may hold at most 8 KB");
        assertThat(rawError(client.raw("GET /api/games HTTP/1.1\r\n" + host + "X-Big: " + "b".repeat(20_000) + "\r\n\r\n"), 431))
                .isEqualTo("the request's headers are too large: at most 8 KB in all");
        assertThat(rawError(client.raw("GET /api/games HTTP/3.0\r\n" + host + "\r\n"), 505))
                .startsWith("HTTP version not supported").endsWith("this server speaks HTTP/1.1 (and 1.0)");
        assertThat(client.get("/api/games").status()).as("the server goes on").isEqualTo(200);
    }

    @Test
    void aJobNumberBeyondItsRangeIsRefusedAndStoppingAnUnknownJobIsAnswered() {
        Client.Socket socket = client.socket();
        // 1e30 ran as job 9223372036854775807.
        socket.ws.sendText("{\"op\":\"analyse\",\"job\":1e30,\"game\":\"tictactoe\",\"time\":\"1s\"}", true).join();
        JsonNode refused = socket.unnamed(10);
        assertThat(refused.get("type").asText()).isEqualTo("error");
        assertThat(refused.get("job").isNull()).as("no job is named: its number could not be read").isTrue();
        assertThat(refused.get("message").asText()).isEqualTo(
                "job must be a whole number that fits in 64 bits (from -9223372036854775808 to 9223372036854775807), not 1E+30");
        assertThat(refused.get("status").asInt()).isEqualTo(400);
        socket.send(Map.of("op", "stop", "job", 41));
        JsonNode unknown = socket.next(41, 10);
        assertThat(unknown.get("type").asText()).isEqualTo("error");
        assertThat(unknown.get("message").asText()).isEqualTo("no job 41 is running on this socket: it ended, or never started");
        assertThat(unknown.get("status").asInt()).isEqualTo(404);
        assertThat(server.runningJobs()).isZero();
        socket.close();
    }

    /** The status line, the JSON type and the {@code error} of an answer read from a socket. */
    private static String rawError(String response, int status) {
        assertThat(response).as(response).startsWith("HTTP/1.1 " + status + " ");
        int split = response.indexOf("\r\n\r\n");
        String head = response.substring(0, split).toLowerCase(java.util.Locale.ROOT);
        assertThat(head).as(head).contains("\r\ncontent-type: application/json");
        try {
            JsonNode json = Client.JSON.readTree(response.substring(split + 4));
            assertThat(json.isObject()).isTrue();
            assertThat(json.size()).isEqualTo(1);
            return json.get("error").asText();
        } catch (java.io.IOException e) {
            throw new AssertionError("not JSON: " + response, e);
        }
    }

    private static String jsonError(Client.Answer answer, int status) {
        assertThat(answer.status()).as(answer.body()).isEqualTo(status);
        assertThat(answer.headers().firstValue("Content-Type").orElse("")).as(answer.body()).startsWith("application/json");
        assertThat(answer.json().size()).isEqualTo(1);
        return answer.json().get("error").asText();
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
