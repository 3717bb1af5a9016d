package org.zermelo.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A client of the web server for the tests: JSON requests, and a WebSocket collecting messages. */
final class Client {

    static final ObjectMapper JSON = new ObjectMapper();

    record Answer(int status, JsonNode json, java.net.http.HttpHeaders headers, String body) {}

    /**
     * HTTP/1.1, as the browsers speak to the local server: the JDK's default, HTTP/2, asks every
     * new connection's first request to upgrade (h2c), which the server declines; under the load
     * test's 200 clients one such request in thousands once came back with no response at all.
     */
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();
    final String base;

    Client(WebServer server) {
        this.base = "http://127.0.0.1:" + server.port();
    }

    Answer get(String path, String... headers) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET(), headers);
    }

    Answer post(String path, Object body, String... headers) {
        try {
            String text = body instanceof String s ? s : JSON.writeValueAsString(body);
            return send(HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(text)), headers);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    Answer delete(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).DELETE());
    }

    private Answer send(HttpRequest.Builder request, String... headers) {
        for (int i = 0; i < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
        }
        try {
            HttpResponse<String> response = http.send(request.timeout(Duration.ofSeconds(60)).build(), HttpResponse.BodyHandlers.ofString());
            JsonNode json = null;
            String body = response.body();
            if (response.headers().firstValue("Content-Type").orElse("").contains("json") && !body.isEmpty()) {
                json = JSON.readTree(body);
            }
            return new Answer(response.statusCode(), json, response.headers(), body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** A request written by hand (a Host header of one's own), and the whole answer. */
    String raw(String request) {
        int port = Integer.parseInt(base.substring(base.lastIndexOf(':') + 1));
        try (java.net.Socket socket = new java.net.Socket("127.0.0.1", port)) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write(request.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            return new String(socket.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A WebSocket to /ws whose messages are queued. */
    Socket socket(String... headers) {
        Socket socket = new Socket();
        WebSocket.Builder builder = http.newWebSocketBuilder();
        for (int i = 0; i < headers.length; i += 2) {
            builder.header(headers[i], headers[i + 1]);
        }
        socket.ws = builder.buildAsync(URI.create(base.replace("http", "ws") + "/ws"), socket).join();
        return socket;
    }

    static final class Socket implements WebSocket.Listener {
        WebSocket ws;
        final BlockingQueue<JsonNode> messages = new LinkedBlockingQueue<>();
        private final StringBuilder partial = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                try {
                    messages.add(JSON.readTree(partial.toString()));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                partial.setLength(0);
            }
            webSocket.request(1);
            return null;
        }

        void send(Object message) {
            try {
                ws.sendText(JSON.writeValueAsString(message), true).join();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** The next message of {@code job}, waiting at most {@code seconds}. */
        JsonNode next(long job, int seconds) {
            return next(m -> !m.get("job").isNull() && m.get("job").asLong() == job, "job " + job, seconds);
        }

        /** The next message that names no job (an answer to a message whose job could not be read). */
        JsonNode unnamed(int seconds) {
            return next(m -> m.get("job").isNull(), "no job", seconds);
        }

        private JsonNode next(java.util.function.Predicate<JsonNode> wanted, String what, int seconds) {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
            while (true) {
                long left = end - System.nanoTime();
                try {
                    JsonNode m = left <= 0 ? null : messages.poll(left, TimeUnit.NANOSECONDS);
                    if (m == null) {
                        throw new AssertionError("no message for " + what + " within " + seconds + " s");
                    }
                    if (wanted.test(m)) {
                        return m;
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new AssertionError(e);
                }
            }
        }

        /** The last message ('done' or 'error') of each of {@code count} jobs, whichever order they end in. */
        java.util.Map<Long, JsonNode> ends(int count, int seconds) {
            java.util.Map<Long, JsonNode> ends = new java.util.TreeMap<>();
            while (ends.size() < count) {
                JsonNode m = next(x -> x.get("type").asText().equals("done") || x.get("type").asText().equals("error"),
                        "the end of " + count + " jobs", seconds);
                ends.put(m.get("job").asLong(), m);
            }
            return ends;
        }

        /** Every message of {@code job} up to its end ('done' or 'error'). */
        List<JsonNode> untilDone(long job, int seconds) {
            List<JsonNode> all = new java.util.ArrayList<>();
            while (true) {
                JsonNode m = next(job, seconds);
                all.add(m);
                String type = m.get("type").asText();
                if (type.equals("done") || type.equals("error")) {
                    return all;
                }
            }
        }

        void close() {
            ws.sendClose(WebSocket.NORMAL_CLOSURE, "bye").join();
        }
    }
}
