package org.zermelo.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The jobs that keep large tables share a fixed number of places across every socket and
 * {@code POST /api/analyze}: beyond them a job is refused at once with 503 and says why, instead
 * of waiting silently while the tables of all the others fill the heap.
 */
class JobCapTest {

    private static Map<String, Object> analysis(long job) {
        return Map.of("op", "analyse", "job", job, "game", "othello", "time", "60s", "moves", false);
    }

    @Test
    void jobsBeyondTheServersShareAreRefusedWith503WhicheverSocketAsks() throws InterruptedException {
        try (WebServer server = WebServer.start("127.0.0.1", 0, 3)) {
            Client client = new Client(server);
            Client.Socket a = client.socket();
            Client.Socket b = client.socket();
            a.send(analysis(1));
            a.send(analysis(2));
            b.send(analysis(1));
            assertThat(a.next(1, 20).get("type").asText()).isIn("iteration", "progress");
            assertThat(a.next(2, 20).get("type").asText()).isIn("iteration", "progress");
            assertThat(b.next(1, 20).get("type").asText()).isIn("iteration", "progress");
            b.send(analysis(2));
            JsonNode busy = b.next(2, 10);
            while (!busy.get("type").asText().equals("error")) {
                busy = b.next(2, 10);
            }
            assertThat(busy.get("status").asInt()).isEqualTo(503);
            assertThat(busy.get("message").asText()).isEqualTo("the server is busy: 3 analyses are under way, the most its memory "
                    + "holds (" + Limits.JOB_TABLE_MB + " MB of tables each); try again when one ends");
            Client.Answer http = client.post("/api/analyze", Map.of("game", "tictactoe", "position", "X...O...."));
            assertThat(http.status()).as(http.body()).isEqualTo(503);
            assertThat(http.json().get("error").asText()).startsWith("the server is busy: 3 analyses are under way");
            // One ends: its place is free before its 'done' arrives.
            a.send(Map.of("op", "stop", "job", 1));
            assertThat(a.untilDone(1, 20).getLast().get("stopped").asBoolean()).isTrue();
            b.send(analysis(3));
            assertThat(b.next(3, 20).get("type").asText()).isIn("iteration", "progress");
            a.close();
            b.close();
            long deadline = System.nanoTime() + 10_000_000_000L;
            while ((server.runningJobs() > 0 || server.freeJobSlots() < 3) && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertThat(server.freeJobSlots()).as("every place given back").isEqualTo(3);
            assertThat(client.post("/api/analyze", Map.of("game", "tictactoe", "position", "X...O....")).status()).isEqualTo(200);
        }
    }

    @Test
    void theServersShareFollowsItsHeap() {
        assertThat(Limits.jobSlots(6041L << 20)).as("the 5.9 GB a JVM takes by default on 24 GB").isEqualTo(23);
        assertThat(Limits.jobSlots(256L << 20)).as("a small heap: one page's worth").isEqualTo(Limits.JOBS_PER_SOCKET);
        assertThat(Limits.jobSlots(64L << 30)).isEqualTo(256);
    }
}
