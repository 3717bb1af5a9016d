package org.zermelo.web;

import io.javalin.http.Context;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.zermelo.game.Chance;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.Position;
import org.zermelo.game.SelfSolving;
import org.zermelo.play.Player;
import org.zermelo.play.Players;
import org.zermelo.search.Algorithm;
import org.zermelo.search.Algorithms;
import org.zermelo.search.MoveAnalysis;
import org.zermelo.search.Search;
import org.zermelo.tree.GameTree;
import org.zermelo.tree.PositionTree;
import org.zermelo.tree.TreeAnalysis;
import org.zermelo.tree.TreeExamples;
import org.zermelo.tree.TreeSteps;

/** The HTTP side of the API: games, sessions and their moves, one-shot analyses, traced trees. Every answer is JSON. */
final class Api {

    /**
     * The course's trees, one click away on the step-by-step page and in Practice, from the catalogue
     * ({@link TreeExamples}): each with its name, title, source, description, the tree and the algorithm
     * it is for.
     */
    static final List<Map<String, String>> EXAMPLES = TreeExamples.all().stream().map(Api::example).toList();

    private static Map<String, String> example(TreeExamples.Example e) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("name", e.name());
        m.put("title", e.title());
        m.put("tree", e.tree());
        m.put("algo", e.algorithm());
        m.put("source", e.source());
        m.put("description", e.description());
        return m;
    }

    private final Sessions sessions;
    private final Workers workers;

    Api(Sessions sessions, Workers workers) {
        this.sessions = sessions;
        this.workers = workers;
    }

    /** The body of a request: one JSON object (or nothing), read by {@link Body#parse}. */
    static Body body(Context ctx) {
        return Body.parse(ctx.body(), "the body");
    }

    /** GET /api/games: every game with its notations, start, example and players' names. */
    void games(Context ctx) {
        List<Object> games = new ArrayList<>();
        for (Game game : Games.all()) {
            Map<String, Object> m = new LinkedHashMap<>();
            Position start = game.start();
            m.put("name", game.name());
            m.put("description", game.description());
            m.put("positionNotation", game.positionNotation());
            m.put("moveNotation", game.moveNotation());
            m.put("start", start.toString());
            m.put("example", game.example());
            m.put("players", List.of(game.playerName(0), game.playerName(1)));
            m.put("chance", Chance.inGame(start));
            m.put("selfSolving", game instanceof SelfSolving);
            m.put("solver", game.solver());
            m.put("defaultAi", Players.defaultAi(game, start));
            m.put("board", BoardView.board(start).kind());
            games.add(m);
        }
        ctx.json(games);
    }

    /**
     * GET /api/algorithms: the searches by name with their descriptions, and what the pages' menus
     * need from the catalogue: the depth-limited ones, those that read a typed tree's numbers, compare's defaults,
     * those that claim minimax's value and the chance searches; and the course's example trees.
     */
    void algorithms(Context ctx) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("algorithms", Algorithms.descriptions());
        m.put("depthLimited", Algorithms.names(Algorithm::depthLimited));
        // the analysis values each move from the position after it: not for a search that models the opponent of the side to move
        m.put("analysis", Algorithms.names(a -> a.depthLimited() && !a.accepts(Algorithm.Setting.OPPONENT)));
        m.put("numericTrees", Algorithms.names(a -> a.onTrees() && !a.claims(Algorithm.Claim.WON_OR_LOST)));
        m.put("compareDefaults", Algorithms.compareDefaults(false));
        m.put("chanceDefaults", Algorithms.compareDefaults(true));
        m.put("sameValue", Algorithms.names(a -> a.isSearch() && a.claims(Algorithm.Claim.SAME_VALUE_AS_MINIMAX)));
        m.put("chance", Algorithms.names(a -> a.family() == Algorithm.Family.CHANCE));
        m.put("trees", EXAMPLES);
        m.put("limits", Map.of("traceSteps", Limits.TRACE_STEPS, "treeNodes", Limits.TREE_NODES, "treeDepth", Limits.TREE_DEPTH,
                "thinkSeconds", Limits.MAX_THINK.toSeconds(), "analysisSeconds", Limits.MAX_ANALYSIS.toSeconds(),
                "matchGames", Limits.MATCH_GAMES));
        ctx.json(m);
    }

    /** POST /api/sessions: {game, position?, moves?, players?, seed?}: a new game. */
    void open(Context ctx) {
        Body b = body(ctx);
        Game game = Games.byName(b.required("game"));
        Position start = Games.position(game, emptyAsNull(game, b.text("position")));
        List<String> players = b.has("players") ? b.list("players") : List.of(GameSession.HUMAN, Players.defaultAi(game, start));
        GameSession session = sessions.open(game, start, b.list("moves"), players, b.number("seed"));
        ctx.status(201).json(session.state());
    }


    /** A position left empty means the start, except where the empty text is a position (Connect Four's start). */
    private static String emptyAsNull(Game game, String text) {
        if (text == null) {
            return null;
        }
        if (text.isBlank() && !game.start().toString().isEmpty()) {
            return null;
        }
        return text.strip();
    }

    void state(Context ctx) {
        ctx.json(sessions.get(ctx.pathParam("id")).state());
    }

    /** POST /api/sessions/{id}/move {move}. */
    void move(Context ctx) {
        GameSession session = sessions.get(ctx.pathParam("id"));
        session.move(body(ctx).required("move"));
        ctx.json(session.state());
    }

    void undo(Context ctx) {
        GameSession session = sessions.get(ctx.pathParam("id"));
        session.undo(body(ctx).flag("toHuman", true));
        ctx.json(session.state());
    }

    void redo(Context ctx) {
        GameSession session = sessions.get(ctx.pathParam("id"));
        session.redo(body(ctx).flag("toHuman", true));
        ctx.json(session.state());
    }

    void goTo(Context ctx) {
        GameSession session = sessions.get(ctx.pathParam("id"));
        session.goTo(body(ctx).integer("ply", 0, 0, Integer.MAX_VALUE));
        ctx.json(session.state());
    }

    void players(Context ctx) {
        GameSession session = sessions.get(ctx.pathParam("id"));
        session.setPlayers(body(ctx).list("players"));
        ctx.json(session.state());
    }

    void close(Context ctx) {
        sessions.close(ctx.pathParam("id"));
        ctx.status(204);
    }

    /**
     * POST /api/sessions/{id}/ai: the AI whose turn it is chooses and plays its move, on a search
     * thread; it is stopped (and answers with its best so far) if it thinks longer than
     * {@link Limits#MAX_THINK} and a little more.
     */
    void ai(Context ctx) {
        body(ctx); // nothing or {}: read before the answer, so that the connection stays reusable
        GameSession session = sessions.get(ctx.pathParam("id"));
        GameSession.Thinking thinking = session.startThinking();
        CompletableFuture<Map<String, Object>> answer = new CompletableFuture<>();
        try {
            Workers.submit(workers.moves, () -> {
                ScheduledFuture<?> watchdog = workers.timer.schedule(thinking.player()::stop,
                        Limits.MAX_THINK.toMillis() + 2000, TimeUnit.MILLISECONDS);
                long start = System.nanoTime();
                Player.Choice choice = null;
                try {
                    choice = thinking.player().choose(thinking.position());
                } catch (RuntimeException e) {
                    session.finishThinking(thinking, null, 0);
                    answer.completeExceptionally(e);
                    return;
                } finally {
                    watchdog.cancel(false);
                }
                try {
                    session.finishThinking(thinking, choice, (System.nanoTime() - start) / 1_000_000);
                    answer.complete(session.state());
                } catch (RuntimeException e) {
                    answer.completeExceptionally(e);
                }
            });
        } catch (RuntimeException e) {
            session.finishThinking(thinking, null, 0);
            throw e;
        }
        ctx.future(() -> answer.handle((state, error) -> {
            if (error != null) {
                WebServer.error(ctx, error instanceof java.util.concurrent.CompletionException c ? c.getCause() : error);
            } else {
                ctx.json(state);
            }
            return null;
        }));
    }

    /**
     * POST /api/analyze {game, position, solveTime?, depth?, algo?}: every legal move's value, as
     * {@code zermelo analyze} gives it (solve time at most {@link Limits#MAX_SOLVE} a position,
     * depth at most 8); 503 when the server runs as many jobs as its memory holds.
     */
    void analyze(Context ctx) {
        Body b = body(ctx);
        Game game = Games.byName(b.required("game"));
        Position position = Games.position(game, emptyAsNull(game, b.text("position")));
        long solve = b.has("solveTime") ? Limits.duration("solveTime", b.text("solveTime"), Limits.MAX_SOLVE).toMillis() : 1000;
        int depth = b.integer("depth", 4, 1, 8);
        String algo = b.text("algo");
        if (algo != null) {
            Algorithms.search(algo);
        }
        MoveAnalysis analysis = new MoveAnalysis(game, new MoveAnalysis.Options(solve, algo, depth, 0));
        analysis.limitTables(Limits.JOB_TABLE_MB);
        workers.reserve(); // its tables count with the streamed jobs'
        MoveAnalysis.Result result;
        try {
            result = analysis.moves(position);
        } finally {
            workers.release();
        }
        ctx.json(Views.moves(game, position, result));
    }

    /**
     * POST /api/tree {tree | game, position?, depth, ordered?; algo}: an algorithm run on a tree
     * typed as {@code zermelo tree} takes it, or on the tree of a real position to a small depth,
     * recorded step by step (the first {@link Limits#TRACE_STEPS} steps).
     */
    void tree(Context ctx) {
        Body b = body(ctx);
        String algo = b.text("algo") == null ? "alphabeta" : b.text("algo");
        Search search = Algorithms.create(algo, null);
        String expression;
        List<String> moves = null;
        Map<String, Object> source = new LinkedHashMap<>();
        if (b.has("game")) {
            Game game = Games.byName(b.required("game"));
            Position position = Games.position(game, emptyAsNull(game, b.text("position")));
            int depth = b.integer("depth", 2, 1, Limits.TREE_DEPTH);
            boolean ordered = b.flag("ordered", false);
            PositionTree tree = PositionTree.of(position, depth, game.evaluator(), ordered, Limits.TREE_NODES);
            expression = tree.expression();
            moves = tree.moves();
            source.put("game", game.name());
            source.put("position", position.toString());
            source.put("depth", depth);
            source.put("ordered", ordered);
            source.put("toMove", game.playerName(position.sideToMove()));
        } else {
            expression = b.required("tree");
        }
        GameTree tree = GameTree.parse(expression);
        TreeSteps steps = TreeSteps.record(tree, search, Limits.TRACE_STEPS);
        TreeAnalysis a = steps.analysis();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("algo", a.algorithm());
        m.put("maxMin", search.maxMinForm());
        m.put("window", search.usesWindow());
        m.put("expected", search instanceof org.zermelo.search.ExpectedValue);
        m.put("tree", expression);
        m.put("source", source);
        m.put("command", "zermelo tree '" + expression + "' --algo " + a.algorithm() + " --trace");
        m.put("value", a.value().toPlainString());
        m.put("bestChild", a.bestChild());
        m.put("pv", a.principalVariation());
        m.put("leavesEvaluated", a.leavesEvaluated());
        m.put("nodesVisited", a.nodesVisited());
        m.put("cutoffs", a.cutoffs());
        m.put("pruned", a.pruned());
        m.put("nodes", Views.nodes(tree, moves));
        m.put("steps", steps.steps());
        m.put("total", steps.total());
        m.put("truncated", steps.truncated());
        m.put("cap", Limits.TRACE_STEPS);
        m.put("trace", a.trace());
        ctx.json(m);
    }

    /**
     * GET /api/random-tree?seed=S: a tree for practice, from a seed (the same seed, the same
     * tree): 3 levels below the root, 2 or 3 children a node, leaves from 0 to 20.
     */
    void randomTree(Context ctx) {
        String text = ctx.queryParam("seed");
        long seed;
        try {
            seed = text == null ? new java.security.SecureRandom().nextInt(1_000_000) : Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("seed must be a whole number, not '" + text + "'");
        }
        SplittableRandom random = new SplittableRandom(seed);
        StringBuilder tree = new StringBuilder();
        randomNode(random, 3, tree, true);
        ctx.json(Map.of("seed", seed, "tree", tree.toString()));
    }

    private static void randomNode(SplittableRandom random, int depth, StringBuilder out, boolean root) {
        if (depth == 0) {
            out.append(random.nextInt(21));
            return;
        }
        out.append('(');
        int children = 2 + random.nextInt(root ? 2 : 2);
        for (int i = 0; i < children; i++) {
            if (i > 0) {
                out.append(' ');
            }
            randomNode(random, depth - 1, out, false);
        }
        out.append(')');
    }

    /** The time a request asks for, checked, or its default. */
    static Duration time(Body b, String name, String otherwise, Duration max) {
        String text = b.text(name);
        return Limits.duration(name, text == null ? otherwise : text, max);
    }
}
