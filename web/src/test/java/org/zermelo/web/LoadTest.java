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
 * succeed, and no connection may be reset; the latency percentiles of each kind of request and
 * the memory of the JVM (the server and these clients share it) are printed and written to
 * target/load-test.txt (docs/web.md quotes a run). {@code -Dzermelo.load.games=N} plays N games
 * at once instead (the 300 and 1,000 of docs/web.md), written to target/load-test-N.txt.
 *
 * <p>Then the jobs: 100 WebSockets ask for 4 analyses each at the same instant; the server accepts
 * as many as its memory holds ({@link Limits#jobSlots}) and refuses the others at once with 503:
 * every one is answered, none waits silently, and the heap's peak is printed.
 */
class LoadTest {

    static final int GAMES = Integer.getInteger("zermelo.load.games", 200);
    static final String AI = "alphabeta:depth=2";
    static final int SOCKETS = 100;
    static final int BURST = Integer.getInteger("zermelo.load.burst", 300);

    @Test
    void concurrentGamesWithoutAnErrorOrAReset() throws Exception {
        resetPeaks();
        List<String> resets = Collections.synchronizedList(new ArrayList<>());
        try (WebServer server = WebServer.start("127.0.0.1", 0)) {
            Client client = new Client(server);
            Map<String, List<Long>> latencies = new ConcurrentHashMap<>();
            List<String> errors = Collections.synchronizedList(new ArrayList<>());
            AtomicInteger finished = new AtomicInteger();
            AtomicInteger plies = new AtomicInteger();
            long overflows = listenOverflows();
            long start = System.nanoTime();
            try (ExecutorService clients = Executors.newVirtualThreadPerTaskExecutor()) {
                List<Future<?>> games = new ArrayList<>();
                for (int g = 0; g < GAMES; g++) {
                    int game = g;
                    games.add(clients.submit(() -> {
                        try {
                            play(client, game, latencies, plies);
                            finished.incrementAndGet();
                        } catch (java.io.UncheckedIOException e) {
                            // the connection failed: refused, reset or closed with no answer
                            resets.add("game " + game + ": " + e.getCause());
                        } catch (RuntimeException | AssertionError e) {
                            errors.add("game " + game + ": " + e.getMessage());
                        }
                    }));
                }
                for (Future<?> f : games) {
                    f.get(Math.max(150, GAMES / 2), TimeUnit.SECONDS);
                }
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            StringBuilder report = new StringBuilder();
            report.append(String.format(Locale.ROOT, "%d concurrent Connect Four games (random moves against %s), "
                    + "%d plies, in %.1f s; %d errors, %d connections reset or refused%n", GAMES, AI, plies.get(), seconds,
                    errors.size(), resets.size()));
            List<Long> all = new ArrayList<>();
            for (String kind : List.of("open", "move", "ai", "close")) {
                List<Long> list = latencies.getOrDefault(kind, List.of());
                all.addAll(list);
                report.append(line(kind, list));
            }
            report.append(line("all", all));
            report.append(String.format(Locale.ROOT, "requests per second: %.0f%n", all.size() / seconds));
            if (overflows >= 0) {
                report.append(String.format(Locale.ROOT, "listen queue overflows (the whole system's, during the run): %d%n",
                        listenOverflows() - overflows));
            }
            report.append(memory());
            for (String reset : resets.subList(0, Math.min(5, resets.size()))) {
                report.append("  ").append(reset).append('\n');
            }
            write(GAMES == 200 ? "load-test.txt" : "load-test-" + GAMES + ".txt", report);
            assertThat(errors).as("errors").isEmpty();
            assertThat(resets).as("connections reset or refused").isEmpty();
            assertThat(finished.get()).isEqualTo(GAMES);
        }
    }

    /**
     * 300 clients ({@code -Dzermelo.load.burst=N}: N) each open a game on a connection of their
     * own at the same instant. The system
     * queued 50 connections for the server (Jetty's default backlog): the others' SYNs were
     * dropped (Linux, with tcp_abort_on_overflow=0) and retried a second or more later, or reset
     * where the system aborts on overflow. Now it queues {@link Limits#ACCEPT_QUEUE}.
     */
    @Test
    void threeHundredClientsOpeningGamesAtOnceAreAllQueuedAndAnswered() throws Exception {
        List<Long> latencies = Collections.synchronizedList(new ArrayList<>());
        try (WebServer server = WebServer.start("127.0.0.1", 0)) {
            int port = server.port();
            String body = "{\"game\":\"connect4\",\"players\":[\"human\",\"" + AI + "\"]}";
            byte[] request = ("POST /api/sessions HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nConnection: close\r\n"
                    + "Content-Type: application/json\r\nContent-Length: " + body.length() + "\r\n\r\n" + body)
                    .getBytes(java.nio.charset.StandardCharsets.US_ASCII);
            long overflows = listenOverflows();
            java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
            Map<String, AtomicInteger> outcomes = new ConcurrentHashMap<>();
            try (ExecutorService clients = Executors.newVirtualThreadPerTaskExecutor()) {
                for (int i = 0; i < BURST; i++) {
                    clients.submit(() -> {
                        go.await();
                        long start = System.nanoTime();
                        String outcome;
                        try (java.net.Socket socket = new java.net.Socket()) {
                            socket.connect(new java.net.InetSocketAddress("127.0.0.1", port), 30_000);
                            socket.setSoTimeout(60_000);
                            socket.getOutputStream().write(request);
                            String answer = new String(socket.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
                            outcome = answer.isEmpty() ? "no answer" : answer.substring(0, answer.indexOf('\r'));
                        } catch (IOException e) {
                            outcome = e.toString();
                        }
                        latencies.add(System.nanoTime() - start);
                        outcomes.computeIfAbsent(outcome, k -> new AtomicInteger()).incrementAndGet();
                        return null;
                    });
                }
                go.countDown();
            }
            long overflowed = listenOverflows() - overflows;
            StringBuilder report = new StringBuilder(String.format(Locale.ROOT, "%d clients opening a game at once, a connection "
                    + "each: %s; listen queue overflows (the whole system's, during the burst): %s%n", BURST, outcomes,
                    overflows < 0 ? "unknown" : overflowed));
            report.append(line("open", latencies));
            write(BURST == 300 ? "load-test-burst.txt" : "load-test-burst-" + BURST + ".txt", report);
            assertThat(outcomes.keySet()).containsExactly("HTTP/1.1 201 Created");
            assertThat(backlog(port)).as("the listen backlog the system gives the server").isIn(-1, Limits.ACCEPT_QUEUE);
        }
    }

    /** The system's count of connections dropped because a listen queue was full (Linux), or -1. */
    static long listenOverflows() {
        try {
            List<String> lines = Files.readAllLines(Path.of("/proc/net/netstat")).stream().filter(l -> l.startsWith("TcpExt:")).toList();
            List<String> names = List.of(lines.get(0).split(" "));
            return Long.parseLong(lines.get(1).split(" ")[names.indexOf("ListenOverflows")]);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** The backlog of the socket listening on {@code port}, as {@code ss} shows it (Linux), or -1 without {@code ss}. */
    private static int backlog(int port) throws IOException, InterruptedException {
        if (!Files.isExecutable(Path.of("/usr/bin/ss")) && !Files.isExecutable(Path.of("/bin/ss"))) {
            return -1;
        }
        Process ss = new ProcessBuilder("ss", "-ltnH", "sport = :" + port).redirectErrorStream(true).start();
        String out = new String(ss.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).strip();
        ss.waitFor();
        // LISTEN  Recv-Q  Send-Q (the backlog)  Local  Peer
        return Integer.parseInt(out.lines().findFirst().orElseThrow(() -> new AssertionError("ss: " + out)).trim().split("\\s+")[2]);
    }

    @Test
    void aHundredSocketsOfFourAnalysesEachAreEachAnsweredWithinTheServersMemory() throws Exception {
        resetPeaks();
        try (WebServer server = WebServer.start("127.0.0.1", 0)) {
            Client client = new Client(server);
            int slots = server.freeJobSlots();
            List<Client.Socket> sockets = new ArrayList<>();
            for (int i = 0; i < SOCKETS; i++) {
                sockets.add(client.socket());
            }
            long start = System.nanoTime();
            for (Client.Socket socket : sockets) {
                for (int job = 1; job <= 4; job++) {
                    socket.send(Map.of("op", "analyse", "job", job, "game", "othello", "time", "1s", "moves", false));
                }
            }
            int done = 0;
            int busy = 0;
            List<String> other = new ArrayList<>();
            for (Client.Socket socket : sockets) {
                for (JsonNode last : socket.ends(4, 120).values()) {
                    if (last.get("type").asText().equals("done")) {
                        done++;
                    } else if (last.get("status").asInt() == 503) {
                        busy++;
                    } else {
                        other.add(last.toString());
                    }
                }
                socket.close();
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            StringBuilder report = new StringBuilder(String.format(Locale.ROOT, "%d WebSockets asking for 4 analyses each "
                    + "(othello, 1 s) at once, with %d places for jobs: %d done, %d refused at once with 503, %d other, "
                    + "in %.1f s%n", SOCKETS, slots, done, busy, other.size(), seconds));
            report.append(memory());
            write("load-test-jobs.txt", report);
            assertThat(other).isEmpty();
            assertThat(done + busy).as("every job answered").isEqualTo(4 * SOCKETS);
            assertThat(done).as("as many accepted as there are places, at least").isGreaterThanOrEqualTo(Math.min(slots, 4 * SOCKETS));
            assertThat(busy).as("those beyond refused at once, not queued").isPositive();
        }
    }

    private static void resetPeaks() {
        System.gc();
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                pool.resetPeakUsage();
            }
        }
    }

    /** The heap used after the test and a GC, and at the peak of its pools since {@link #resetPeaks}. */
    private static String memory() {
        long heapPeak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && pool.getPeakUsage() != null) {
                heapPeak += pool.getPeakUsage().getUsed();
            }
        }
        System.gc();
        long heapUsed = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        return String.format(Locale.ROOT, "JVM heap (server and clients, at most %d MB): %d MB used after the test and a GC, "
                + "%d MB at the peak of the pools; %d live threads%n", Runtime.getRuntime().maxMemory() >> 20, heapUsed >> 20,
                heapPeak >> 20, ManagementFactory.getThreadMXBean().getThreadCount());
    }

    private static void write(String name, StringBuilder report) {
        System.out.print(report);
        Path out = Path.of("target", name);
        try {
            Files.createDirectories(out.getParent());
            Files.writeString(out, report.toString());
        } catch (IOException e) {
            // the report is printed already
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
