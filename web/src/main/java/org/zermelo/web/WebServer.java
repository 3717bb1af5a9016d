package org.zermelo.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import io.javalin.json.JavalinJackson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.StandardSocketOptions;
import java.net.UnknownHostException;
import java.nio.channels.ServerSocketChannel;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.ServerConnector;

/**
 * The local web workbench: the pages (plain ES modules and SVG from this jar) and the API they
 * use (JSON over HTTP, and a WebSocket for what streams), on the same engine as the command
 * line. The server computes; the pages only display. It binds 127.0.0.1 unless told otherwise,
 * checks the Host and Origin of every request ({@link Guard}), keeps each game in a session
 * under an unguessable id ({@link Sessions}), bounds every request ({@link Limits}), and stops
 * the searches of a page that goes away ({@link Socket}).
 */
public final class WebServer implements AutoCloseable {

    /** The port by default. */
    public static final int DEFAULT_PORT = 7070;
    /** The address by default: this machine only. */
    public static final String DEFAULT_HOST = "127.0.0.1";

    static final ObjectMapper MAPPER = new ObjectMapper();

    private final Javalin app;
    private final String host;
    private final Workers workers;
    private final Sessions sessions;
    private final Map<String, Socket> sockets;

    private WebServer(String host, Javalin app, Workers workers, Sessions sessions, Map<String, Socket> sockets) {
        this.host = host;
        this.app = app;
        this.workers = workers;
        this.sessions = sessions;
        this.sockets = sockets;
    }

    /**
     * Starts a server on {@code host} and {@code port} (0: a free port, see {@link #port()}), with
     * as many jobs at once as the JVM's heap holds ({@link Limits#jobSlots}).
     *
     * @throws IllegalArgumentException when the port is out of range, or the host is unknown or not this machine's (bad input)
     * @throws UncheckedIOException when the server cannot listen there: the port is in use, or not
     *         this user's to take (the machine's state)
     */
    public static WebServer start(String host, int port) {
        return start(host, port, Limits.jobSlots(Runtime.getRuntime().maxMemory()));
    }

    /** As {@link #start(String, int)}, with {@code jobSlots} jobs with large tables accepted at once. */
    static WebServer start(String host, int port, int jobSlots) {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("the port must be from 0 to 65535, not " + port);
        }
        InetAddress address = address(host);
        // Jetty and Javalin log through slf4j-simple: warnings only, on standard error.
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", System.getProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn"));
        // The port is taken here, before the server starts, so that a port in use is one line of
        // ours (the server would log its own error first), with the listen backlog we choose.
        ServerSocketChannel channel = listen(host, address, port);
        Guard guard = new Guard();
        Workers workers = new Workers(jobSlots);
        Sessions sessions = new Sessions();
        Api api = new Api(sessions, workers);
        Map<String, Socket> sockets = new ConcurrentHashMap<>();
        Javalin app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.startup.showOldJavalinVersionWarning = false;
            config.http.maxRequestSize = Limits.MAX_BODY;
            config.http.generateEtags = false;
            config.jsonMapper(new JavalinJackson(MAPPER, false));
            config.jetty.addConnector((server, http) -> {
                ServerConnector connector = new ServerConnector(server, new HttpConnectionFactory(http));
                connector.setHost(host);
                connector.setAcceptQueueSize(Limits.ACCEPT_QUEUE);
                try {
                    connector.open(channel);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                return connector;
            });
            // What the HTTP server answers itself (a request it cannot read) is JSON too.
            config.jetty.modifyServer(server -> server.setErrorHandler(new JsonErrorHandler()));
            config.jetty.modifyServletContextHandler(context -> context.setErrorHandler(new JsonErrorHandler()));
            config.staticFiles.add(files -> {
                files.hostedPath = "/";
                files.directory = "/org/zermelo/web/public";
                files.location = Location.CLASSPATH;
            });
            config.jetty.modifyWebSocketServletFactory(factory -> {
                factory.setMaxTextMessageSize(Limits.MAX_BODY);
                factory.setIdleTimeout(java.time.Duration.ofHours(1));
            });
            config.routes.before(guard::check);
            config.routes.wsBeforeUpgrade(guard::check);
            config.routes.get("/api/games", api::games);
            config.routes.get("/api/algorithms", api::algorithms);
            config.routes.get("/api/random-tree", api::randomTree);
            config.routes.post("/api/sessions", api::open);
            config.routes.get("/api/sessions/{id}", api::state);
            config.routes.delete("/api/sessions/{id}", api::close);
            config.routes.post("/api/sessions/{id}/move", api::move);
            config.routes.post("/api/sessions/{id}/ai", api::ai);
            config.routes.post("/api/sessions/{id}/undo", api::undo);
            config.routes.post("/api/sessions/{id}/redo", api::redo);
            config.routes.post("/api/sessions/{id}/players", api::players);
            config.routes.post("/api/sessions/{id}/goto", api::goTo);
            config.routes.post("/api/analyze", api::analyze);
            config.routes.post("/api/tree", api::tree);
            config.routes.ws("/ws", ws -> {
                ws.onConnect(ctx -> sockets.put(ctx.sessionId(), new Socket(ctx, workers)));
                ws.onMessage(ctx -> {
                    Socket socket = sockets.get(ctx.sessionId());
                    if (socket != null) {
                        socket.handle(ctx.message());
                    }
                });
                ws.onClose(ctx -> {
                    Socket socket = sockets.remove(ctx.sessionId());
                    if (socket != null) {
                        socket.close();
                    }
                });
                ws.onError(ctx -> {
                    Socket socket = sockets.remove(ctx.sessionId());
                    if (socket != null) {
                        socket.close();
                    }
                });
            });
            config.routes.exception(Exception.class, (e, ctx) -> error(ctx, e));
            // Javalin's own refusals (no such endpoint, a body too large) are JSON like ours.
            config.routes.exception(io.javalin.http.HttpResponseException.class, (e, ctx) -> error(ctx, e));
        });
        try {
            app.start();
        } catch (RuntimeException e) {
            workers.close();
            try {
                channel.close();
            } catch (IOException ignored) {
                // the start failed already: that is what is said
            }
            throw e;
        }
        guard.allow(host, app.port());
        return new WebServer(host, app, workers, sessions, sockets);
    }

    /**
     * The address {@code host} names, if it is one of this machine's.
     *
     * @throws IllegalArgumentException for an unknown host, or another machine's address
     */
    static InetAddress address(String host) {
        String expected = "give an address of this machine: 127.0.0.1 (the default), localhost, ::1, 0.0.0.0 (every "
                + "interface) or one of its network addresses";
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("the host is empty: " + expected);
        }
        InetAddress address;
        try {
            address = InetAddress.getByName(host);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("unknown host '" + host + "': " + expected);
        }
        if (!address.isAnyLocalAddress() && !address.isLoopbackAddress()) {
            try {
                if (NetworkInterface.getByInetAddress(address) == null) {
                    throw new IllegalArgumentException(host + " is not an address of this machine: " + expected);
                }
            } catch (SocketException e) {
                // the interfaces cannot be listed: binding will say whether the address is this machine's
            }
        }
        return address;
    }

    /** A channel listening on {@code address} and {@code port}, with a backlog of {@link Limits#ACCEPT_QUEUE}. */
    private static ServerSocketChannel listen(String host, InetAddress address, int port) {
        ServerSocketChannel channel = null;
        try {
            channel = ServerSocketChannel.open();
            channel.setOption(StandardSocketOptions.SO_REUSEADDR, true);
            channel.bind(new InetSocketAddress(address, port), Limits.ACCEPT_QUEUE);
            return channel;
        } catch (IOException e) {
            if (channel != null) {
                try {
                    channel.close();
                } catch (IOException ignored) {
                    // what matters is why it could not listen
                }
            }
            String where = (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
            String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            String hint = e instanceof BindException && why.toLowerCase(java.util.Locale.ROOT).contains("in use")
                    ? ": another program may use that port; try --port N, or --port 0 for a free one"
                    : e instanceof BindException && why.toLowerCase(java.util.Locale.ROOT).contains("permission")
                    ? ": ports below 1024 are the system's; try --port N above 1023, or --port 0 for a free one"
                    : "";
            throw new UncheckedIOException("cannot listen on " + where + " (" + why + ")" + hint, e);
        }
    }

    /** The port the server listens on. */
    public int port() {
        return app.port();
    }

    /** The address of the home page. */
    public String url() {
        String name = host.contains(":") ? "[" + host + "]" : host;
        return "http://" + name + ":" + port() + "/";
    }

    /** The games open now. */
    int sessions() {
        return sessions.size();
    }

    /** The WebSockets open now, and the jobs they run. */
    int runningJobs() {
        return sockets.values().stream().mapToInt(Socket::running).sum();
    }

    /** The places of jobs with large tables free now. */
    int freeJobSlots() {
        return workers.freeSlots();
    }

    /** Stops the server: its searches stop, its sockets close. */
    @Override
    public void close() {
        app.stop();
        workers.close();
    }

    /** An error as JSON: 400 with the engine's message for bad input, its status for a refusal, 500 (no stack trace) otherwise. */
    static void error(Context ctx, Throwable e) {
        String message = e instanceof io.javalin.http.NotFoundResponse
                ? "no such page or endpoint: " + ctx.method() + " " + ctx.path() + " (the API's endpoints are under /api/: see docs/web.md)"
                : message(e);
        ctx.status(status(e)).json(Map.of("error", message));
    }

    /** The HTTP status of an error: its own for a refusal, 400 for bad input, 500 for anything else. */
    static int status(Throwable e) {
        return e instanceof ApiError api ? api.status()
                : e instanceof IllegalArgumentException ? 400
                : e instanceof io.javalin.http.HttpResponseException h ? h.getStatus()
                : 500;
    }

    /** The message a person reads: the engine's words for bad input, a line for anything else. */
    static String message(Throwable e) {
        if (e instanceof IllegalArgumentException || e instanceof ApiError) {
            return e.getMessage();
        }
        if (e instanceof io.javalin.http.HttpResponseException h) {
            return h.getStatus() == 413 ? JsonErrorHandler.words(413, h.getMessage(), 0) : h.getMessage();
        }
        if (e instanceof StackOverflowError) {
            return "the search went too deep for this server";
        }
        if (e instanceof OutOfMemoryError) {
            return "out of memory";
        }
        return "internal error: " + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage().lines().findFirst().orElse(""));
    }
}
