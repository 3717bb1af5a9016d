package org.zermelo.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A load test, bounded in count and time, against 127.0.0.1 only: 200 Connect Four games at
 * once, each a client playing random legal moves against {@code alphabeta:depth=2} through the
 * HTTP API (open the game, a move, the AI's move, ..., to the end, close it). Every request must
 * succeed; the latency percentiles of each kind of request and the memory of the JVM (the server
 * and these clients share it) are printed and written to target/load-test.txt (the README quotes
 * a run).
 */
class LoadTest {

    static final int GAMES = 200;
    static final String AI = "alphabeta:depth=2";

    @Test
    void twoHundredConcurrentGamesWithoutAnError() throws Exception {
        try (WebServer server = WebServer.start("127.0.0.1", 0)) {
            Client client = new Client(server);
            Map<String, List<Long>> latencies = new ConcurrentHashMap<>();
            List<String> errors = Collections.synchronizedList(new ArrayList<>());
            AtomicInteger finished = new AtomicInteger();
            AtomicInteger plies = new AtomicInteger();
            long start = System.nanoTime();
            try (ExecutorService clients = Executors.newVirtualThreadPerTaskExecutor()) {
                List<Future<?>> games = new ArrayList<>();
                for (int g = 0; g < GAMES; g++) {
                    int game = g;
                    games.add(clients.submit(() -> {
                        try {
                            play(client, game, latencies, plies);
                            finished.incrementAndGet();
                        } catch (RuntimeException | AssertionError e) {
                            errors.add("game " + game + ": " + e.getMessage());
                        }
                    }));
                }
                for (Future<?> f : games) {
                    f.get(150, TimeUnit.SECONDS);
                }
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            StringBuilder report = new StringBuilder();
            report.append(String.format(Locale.ROOT, "%d concurrent Connect Four games (random moves against %s), "
                    + "%d plies, in %.1f s; %d errors%n", GAMES, AI, plies.get(), seconds, errors.size()));
            List<Long> all = new ArrayList<>();
            for (String kind : List.of("open", "move", "ai", "close")) {
                List<Long> list = latencies.getOrDefault(kind, List.of());
                all.addAll(list);
                report.append(line(kind, list));
            }
            report.append(line("all", all));
            report.append(String.format(Locale.ROOT, "requests per second: %.0f%n", all.size() / seconds));
            System.gc();
            long heapUsed = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
            long heapPeak = 0;
            for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
                if (pool.getType() == MemoryType.HEAP && pool.getPeakUsage() != null) {
                    heapPeak += pool.getPeakUsage().getUsed();
                }
            }
            report.append(String.format(Locale.ROOT, "JVM heap (server and clients): %d MB used after the test and a GC, "
                    + "%d MB at the peak of the pools; %d live threads%n", heapUsed >> 20, heapPeak >> 20,
                    ManagementFactory.getThreadMXBean().getThreadCount()));
            System.out.print(report);
            Path out = Path.of("target", "load-test.txt");
            try {
                Files.createDirectories(out.getParent());
                Files.writeString(out, report.toString());
            } catch (IOException e) {
                // the report is printed already
            }
            assertThat(errors).as("errors").isEmpty();
            assertThat(finished.get()).isEqualTo(GAMES);
        }
    }

    private static String line(String kind, List<Long> nanos) {
        if (nanos.isEmpty()) {
            return kind + ": no request\n";
        }
        List<Long> sorted = new ArrayList<>(nanos);
        Collections.sort(sorted);
        return String.format(Locale.ROOT, "%-6s %6d requests  p50 %6.1f ms  p90 %6.1f ms  p99 %6.1f ms  max %6.1f ms%n", kind,
                sorted.size(), ms(sorted, 0.50), ms(sorted, 0.90), ms(sorted, 0.99), sorted.getLast() / 1e6);
    }

    private static double ms(List<Long> sorted, double p) {
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(p * sorted.size()) - 1)) / 1e6;
    }

    /** One game: a random legal move, then the AI's, to the end. */
    private static void play(Client client, int game, Map<String, List<Long>> latencies, AtomicInteger plies) {
        SplittableRandom random = new SplittableRandom(game);
        JsonNode state = timed(latencies, "open", () -> client.post("/api/sessions",
                Map.of("game", "connect4", "players", List.of("human", AI), "seed", game)), 201);
        String id = state.get("id").asText();
        for (int ply = 0; ply < 42 && !state.get("terminal").asBoolean(); ply++) {
            if (state.get("aiToMove").asBoolean()) {
                state = timed(latencies, "ai", () -> client.post("/api/sessions/" + id + "/ai", Map.of()), 200);
            } else {
                JsonNode legal = state.get("legal");
                String move = legal.get(random.nextInt(legal.size())).get("move").asText();
                state = timed(latencies, "move", () -> client.post("/api/sessions/" + id + "/move", Map.of("move", move)), 200);
            }
            plies.incrementAndGet();
        }
        assertThat(state.get("terminal").asBoolean()).isTrue();
        timed(latencies, "close", () -> client.delete("/api/sessions/" + id), 204);
    }

    private static JsonNode timed(Map<String, List<Long>> latencies, String kind, java.util.function.Supplier<Client.Answer> request, int status) {
        long start = System.nanoTime();
        Client.Answer answer = request.get();
        latencies.computeIfAbsent(kind, k -> Collections.synchronizedList(new ArrayList<>())).add(System.nanoTime() - start);
        if (answer.status() != status) {
            throw new AssertionError(kind + " answered " + answer.status() + ": " + answer.body());
        }
        return answer.json();
    }
}
