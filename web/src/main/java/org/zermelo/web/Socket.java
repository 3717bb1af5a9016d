package org.zermelo.web;

import io.javalin.websocket.WsContext;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.zermelo.game.Chance;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.Position;
import org.zermelo.game.SelfSolving;
import org.zermelo.play.Match;
import org.zermelo.play.Players;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Comparison;
import org.zermelo.search.IterativeDeepening;
import org.zermelo.search.MoveAnalysis;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;

/**
 * One WebSocket: the long jobs of a page, each streaming what it finds as it goes. A message
 * {@code {op, job, ...}} starts a job ({@code analyse}, {@code compare}, {@code match},
 * {@code review}) or stops one ({@code stop}); every answer names its job. When the socket
 * closes (the page is left, the browser closed), every job of the socket is stopped: a search
 * never outlives the page that asked for it.
 */
final class Socket {

    /** How often a running search tells where it is. */
    private static final long PROGRESS_NANOS = 250_000_000L;

    private final WsContext ctx;
    private final Workers workers;
    private final Map<Long, Job> jobs = new ConcurrentHashMap<>();
    private volatile boolean closed;

    Socket(WsContext ctx, Workers workers) {
        this.ctx = ctx;
        this.workers = workers;
    }

    /** A job under way: what stops it, swapped as it goes from one search to the next. */
    private final class Job {
        final long id;
        final AtomicBoolean stopped = new AtomicBoolean();
        private volatile Runnable stop = () -> { };

        Job(long id) {
            this.id = id;
        }

        /** From now on, stopping the job runs {@code action} (and runs it at once if the job is stopped already). */
        void onStop(Runnable action) {
            stop = action;
            if (stopped.get()) {
                action.run();
            }
        }

        void stop() {
            if (stopped.compareAndSet(false, true)) {
                stop.run();
            }
        }

        void check() {
            if (stopped.get() || closed) {
                throw new CancellationException("stopped");
            }
        }

        void send(String type, Map<String, Object> fields) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("job", id);
            m.put("type", type);
            m.putAll(fields);
            Socket.this.send(m);
        }
    }

    void send(Map<String, Object> message) {
        if (closed) {
            return;
        }
        try {
            String text = WebServer.MAPPER.writeValueAsString(message);
            synchronized (this) {
                ctx.send(text);
            }
        } catch (Exception e) {
            close(); // the page is gone: its jobs stop
        }
    }

    /** The page left: every job stops. */
    void close() {
        closed = true;
        for (Job job : jobs.values()) {
            job.stop();
        }
    }

    int running() {
        return jobs.size();
    }

    void handle(String text) {
        Long id = null; // until the message's job is read: an error before names no job
        try {
            if (text.length() > Limits.MAX_BODY) {
                throw new IllegalArgumentException("the message is too long: at most " + Limits.MAX_BODY + " bytes");
            }
            Body b = Body.parse(text, "the message");
            id = b.number("job", 0);
            String op = b.required("op");
            if (op.equals("stop")) {
                Job job;
                synchronized (jobs) {
                    job = jobs.get(id);
                }
                if (job == null) {
                    throw ApiError.notFound("no job " + id + " is running on this socket: it ended, or never started");
                }
                job.stop();
                return;
            }
            if (jobs.containsKey(id)) {
                throw new IllegalArgumentException("job " + id + " is running already");
            }
            if (jobs.size() >= Limits.JOBS_PER_SOCKET) {
                throw ApiError.busy("at most " + Limits.JOBS_PER_SOCKET + " jobs at once: stop one first");
            }
            Consumer<Job> work = switch (op) {
                case "analyse", "analyze" -> analyse(b);
                case "compare" -> compare(b);
                case "match" -> match(b);
                case "review" -> review(b);
                default -> throw new IllegalArgumentException("unknown op '" + op + "': expected analyse, compare, match, review or stop");
            };
            Job job = new Job(id);
            workers.reserve();
            jobs.put(id, job);
            try {
                Workers.submit(workers.jobs, () -> run(job, work));
            } catch (RuntimeException e) {
                jobs.remove(id);
                workers.release();
                throw e;
            }
        } catch (RuntimeException e) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("job", id);
            m.put("type", "error");
            m.put("message", WebServer.message(e));
            m.put("status", WebServer.status(e));
            send(m);
        }
    }

    /**
     * Runs a job to its end, then gives its place back (on this socket and among the server's
     * jobs) before the last message, so that a page told 'done' may start another job at once;
     * a stop of the job that comes too late finds no job after that message, never before it.
     */
    private void run(Job job, Consumer<Job> work) {
        String type = "done";
        Map<String, Object> last;
        try {
            job.check();
            work.accept(job);
            last = Map.of("stopped", job.stopped.get());
        } catch (CancellationException e) {
            last = Map.of("stopped", true);
        } catch (RuntimeException | StackOverflowError e) {
            type = "error";
            last = Map.of("message", WebServer.message(e), "status", WebServer.status(e));
        } catch (Error e) {
            end(job);
            throw e;
        }
        synchronized (jobs) { // a stop that finds no job comes after the job's last message
            end(job);
            job.send(type, last);
        }
    }

    private void end(Job job) {
        if (jobs.remove(job.id, job)) {
            workers.release();
        }
    }

    // ----- the jobs: each checks its request at once (an error answers before any work) -----

    /**
     * {@code analyse {game, position, algo?, time?, moves?, solveTime?}}: the search deepening on
     * the clock, each finished depth and the progress told as they come; then every legal move's
     * value (exact where it solves within solveTime, else at the depth the search reached).
     */
    private Consumer<Job> analyse(Body b) {
        Game game = Games.byName(b.required("game"));
        Position position = Games.position(game, position(game, b));
        if (position.isTerminal()) {
            throw new IllegalArgumentException("the game is over at " + position + ": nothing to analyse");
        }
        boolean chance = Chance.inGame(position);
        String algo = b.text("algo") != null ? b.text("algo") : Algorithms.engineDefault(chance);
        if (!Algorithms.search(algo).depthLimited()) {
            throw new IllegalArgumentException(algo + " searches to the end of the game: analyse with a depth-limited search, like pvs");
        }
        Search search = capped(Algorithms.create(algo, game.evaluator()));
        Duration time = Api.time(b, "time", "5s", Limits.MAX_ANALYSIS);
        long solve = Api.time(b, "solveTime", "1s", Limits.MAX_SOLVE).toMillis();
        boolean moves = b.flag("moves", true);
        String who = game.playerName(position.sideToMove());
        return job -> {
            int depth = 4;
            if (!(game instanceof SelfSolving)) {
                job.onStop(search::stop);
                search.setProgress(p -> job.send("progress", Views.progress(p)), PROGRESS_NANOS);
                long[] previous = {0};
                SearchResult r = IterativeDeepening.search(search, position, SearchLimits.time(time), it -> {
                    Map<String, Object> m = Views.iteration(search, position, it, previous[0]);
                    m.put("for", who);
                    previous[0] = it.stats().nodes();
                    job.send("iteration", m);
                });
                Map<String, Object> m = Views.result(search, position, r);
                m.put("for", who);
                m.put("stopped", job.stopped.get());
                job.send("result", m);
                depth = Math.max(1, Math.min(r.depth(), 8));
            }
            job.check();
            if (moves) {
                MoveAnalysis analysis = new MoveAnalysis(game, new MoveAnalysis.Options(solve, algo, depth, 0));
                analysis.limitTables(Limits.JOB_TABLE_MB);
                job.onStop(analysis::stop);
                ScheduledFuture<?> watchdog = workers.timer.schedule(job::stop, 2 * time.toMillis() + 10_000, TimeUnit.MILLISECONDS);
                try {
                    Map<String, Object> m = Views.moves(game, position, analysis.moves(position));
                    m.put("for", who);
                    job.send("moves", m);
                } finally {
                    watchdog.cancel(false);
                }
            }
        };
    }

    /**
     * {@code compare {game, position, algos?, depth | time, plot?}}: the course's statistics
     * table, a row per algorithm as it finishes, whether they agree, and with {@code plot} the
     * nodes of each at every depth from 1 to the depth asked.
     */
    private Consumer<Job> compare(Body b) {
        Game game = Games.byName(b.required("game"));
        Position position = Games.position(game, position(game, b));
        if (position.isTerminal()) {
            throw new IllegalArgumentException("the game is over at " + position + ": nothing to search");
        }
        if (b.has("depth") == b.has("time")) {
            throw new IllegalArgumentException("give either depth or time (the same limit for every algorithm)");
        }
        SearchLimits limits = b.has("depth")
                ? SearchLimits.depth(b.integer("depth", 1, 1, Limits.COMPARE_DEPTH))
                : SearchLimits.time(Limits.duration("time", b.text("time"), Limits.COMPARE_TIME));
        Comparison.Plan plan = Comparison.plan(position, b.list("algos"), limits, true);
        List<String> names = plan.algorithms();
        if (names.size() > Limits.COMPARE_ALGORITHMS) {
            throw new IllegalArgumentException("at most " + Limits.COMPARE_ALGORITHMS + " algorithms at once");
        }
        boolean plot = b.flag("plot", false) && !limits.interruptible();
        return job -> {
            if (plan.leftOut() != null) {
                job.send("note", Map.of("message", plan.leftOut()));
            }
            List<SearchResult> results = new ArrayList<>();
            for (String name : names) {
                job.check();
                Search search = capped(Algorithms.create(name, game.evaluator()));
                job.onStop(search::stop);
                SearchResult r = Comparison.run(search, position, limits);
                job.check();
                results.add(r);
                job.send("row", Views.result(search, position, r));
            }
            job.send("agree", Map.of("agree", Comparison.agree(results), "ownValues", Comparison.ownValues(results),
                    "notes", Comparison.notes(results)));
            if (plot) {
                for (String name : names) {
                    List<Long> nodes = new ArrayList<>();
                    for (int d = 1; d <= limits.depth(); d++) {
                        job.check();
                        Search search = capped(Algorithms.create(name, game.evaluator()));
                        job.onStop(search::stop);
                        nodes.add(Comparison.run(search, position, SearchLimits.depth(d)).stats().nodes());
                    }
                    job.send("plot", Map.of("algo", name, "nodes", nodes));
                }
            }
        };
    }

    /**
     * {@code match {game, position?, a, b, games, openingPlies?, seed?}}: AI against AI, colours
     * alternating, the tally after every game: wins, draws, Elo and its interval, as {@code match} prints them.
     */
    private Consumer<Job> match(Body b) {
        Game game = Games.byName(b.required("game"));
        Position start = Games.position(game, position(game, b));
        String a = Limits.text("an AI spec", b.required("a"));
        String bSpec = Limits.text("an AI spec", b.required("b"));
        int games = b.integer("games", 10, 1, Limits.MATCH_GAMES);
        long seed = b.number("seed", System.nanoTime() & 0xFFFF_FFFFL);
        int openingPlies = b.integer("openingPlies", 0, 0, Match.MAX_OPENING_PLIES);
        Match match = new Match(start, openingPlies, seed, r -> Players.parse(a, game, r.nextLong(), Limits.AI),
                r -> Players.parse(bSpec, game, r.nextLong(), Limits.AI));
        return job -> {
            job.send("start", Map.of("a", match.a(), "b", match.b(), "games", games, "seed", seed));
            match.play(games, f -> {
                job.check();
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("number", f.number());
                m.put("aFirst", f.aFirst());
                m.put("outcome", f.outcome().toString());
                m.put("opening", f.opening());
                m.put("moves", f.moves());
                m.put("tally", Views.tally(f.tally()));
                job.send("game", m);
            });
        };
    }

    /**
     * {@code review {game, position?, moves, solveTime?, depth?}}: the value of every ply of a
     * game, for the chart: the position's value for the first player after each ply, the
     * mistakes marked, as {@code analyze --game} gives them.
     */
    private Consumer<Job> review(Body b) {
        Game game = Games.byName(b.required("game"));
        Position start = Games.position(game, position(game, b));
        List<String> moves = b.list("moves");
        long solve = Api.time(b, "solveTime", "1s", Limits.MAX_SOLVE).toMillis();
        int depth = b.integer("depth", 4, 1, 8);
        return job -> {
            MoveAnalysis analysis = new MoveAnalysis(game, new MoveAnalysis.Options(solve, null, depth, 0));
            analysis.limitTables(Limits.JOB_TABLE_MB);
            job.onStop(analysis::stop);
            job.send("start", Map.of("plies", moves.size(), "first", game.playerName(0)));
            analysis.review(start, moves, p -> {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("ply", p.ply());
                m.put("player", p.side() < 0 ? "chance" : game.playerName(p.side()));
                m.put("move", p.move());
                m.put("before", Views.value(p.before()));
                m.put("played", Views.value(p.played()));
                m.put("forFirst", Views.value(p.after()));
                m.put("mistake", p.mistake());
                job.send("ply", m);
            });
        };
    }

    /** The search with its table (if any) capped: many jobs share the server's memory. */
    private static Search capped(Search search) {
        if (search instanceof org.zermelo.search.TableSize table) {
            table.setTableMegabytes(Limits.JOB_TABLE_MB);
        }
        return search;
    }

    private static String position(Game game, Body b) {
        String text = b.text("position");
        if (text == null || text.isBlank() && !game.start().toString().isEmpty()) {
            return null;
        }
        return text.strip();
    }
}
