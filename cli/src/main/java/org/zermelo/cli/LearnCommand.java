package org.zermelo.cli;

import java.awt.Color;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import org.zermelo.game.Cells;
import org.zermelo.game.Chance;
import org.zermelo.game.Features;
import org.zermelo.game.Game;
import org.zermelo.game.Position;
import org.zermelo.learn.Evaluations;
import org.zermelo.learn.GameEncodings;
import org.zermelo.learn.Network;
import org.zermelo.learn.Regression;
import org.zermelo.learn.SearchGradient;
import org.zermelo.learn.TabularTd;
import org.zermelo.learn.Table;
import org.zermelo.learn.TdLearning;
import org.zermelo.learn.WeightsFile;
import org.zermelo.play.LearningCurve;
import org.zermelo.search.SearchLimits;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "learn", mixinStandardHelpOptions = true,
        description = {"Learn an evaluation by self-play and write it to a weights file, which 'eval=FILE' then names in AI specs "
            + "and --eval in search, compare and eval. Methods: td, temporal-difference learning by self-play (the course's "
            + "V(s) <- V(s) + a [V(s') - V(s)]; TD(lambda) for networks); gradient, the course's Samuel method: the static value of "
            + "each position met moves toward its own alpha-beta value. Encodings: table, the course's table of values for small "
            + "games (tic-tac-toe); ntupleN, an n-tuple network of every straight line of N cells, shared over the board's "
            + "symmetries; walkCxL, an n-tuple network of C random walks of L cells, each cell empty, mine, the opponent's or "
            + "playable now, one table for each side to move (Connect Four: walk70x8, as Thill et al.); features:SET, a "
            + "linear function of the game's terms (Othello's weight table and mobility).",
            "",
            "With --curve, every --curve-every games the weights as they are play the baseline (the game's own evaluation) at "
            + "the same depth over a fixed set of random openings, both colours: the score with its 95%% interval, written as "
            + "CSV or JSON; --plot draws it. Ctrl-C stops learning and writes the weights learned so far."})
final class LearnCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @ParentCommand
    Main main;

    @Parameters(index = "0", paramLabel = "GAME", description = "The game (see 'zermelo games').")
    String gameName;

    @Option(names = "--method", paramLabel = "METHOD", defaultValue = "td", description = "td (default), gradient or regression.")
    String method;

    @Option(names = "--encoding", paramLabel = "ENCODING", description = "table, ntupleN (N from 2 to 8), walkCxL (C walks of L cells, L from 2 to 8), features:SET or one of "
            + "the game's own (backgammon: tesauro, TD-Gammon's 198 inputs); by default table for a board of 9 cells or fewer, "
            + "ntuple4 for a larger board, else the game's features, else its own.")
    String encoding;

    @Option(names = "--hidden", paramLabel = "N", description = "A hidden layer of N sigmoid units, with outputs for the chances "
            + "of each result (win, win a gammon, ...), learned by backpropagation, as TD-Gammon (td only; default 40 for the "
            + "tesauro encoding, else 0: none, a linear network).")
    Integer hidden;

    @Option(names = "--games", paramLabel = "N", description = "Self-play games to learn from (default 10000).")
    Long games;

    @Option(names = "--time", paramLabel = "DURATION", description = "Stop learning after this long (like 5m), whatever --games says.")
    String time;

    @Option(names = "--rate", paramLabel = "A", description = "The learning rate at the first game: how much of the error a "
            + "step corrects (default 0.5 for a table, 0.3 for a network, whose steps are normalised by the size of the features; "
            + "0.1 with a hidden layer, a plain gradient step).")
    Double rate;

    @Option(names = "--rate-last", paramLabel = "A", description = "The learning rate at the last game (default: a tenth of --rate "
            + "for a table, a quarter for a network, --rate with a hidden layer).")
    Double rateLast;

    @Option(names = "--lambda", paramLabel = "L", description = "TD(lambda)'s lambda for a network, 0 to 1 "
            + "(default 0.5, 0.7 with a hidden layer as TD-Gammon; 0 is the course's TD(0)). A table learns by TD(0).")
    Double lambdaOption;

    private double lambda;

    @Option(names = "--epsilon", paramLabel = "E", description = "The share of random, exploratory moves at the first game "
            + "(default 0.3 for a table, 0.1 for a network, 0 in a game of chance, whose dice explore).")
    Double epsilonFirst;

    @Option(names = "--epsilon-last", paramLabel = "E", description = "The share at the last game (default 0.2 for a table, "
            + "--epsilon for a network).")
    Double epsilonLast;

    @Option(names = "--opening-plies", paramLabel = "K", defaultValue = "0", description = "For td with a network: each "
            + "self-play game begins with a number of random plies drawn from 0 to K, not learned from, so that the network "
            + "also meets positions that play from the start seldom reaches (default 0).")
    int openingPlies;

    @Option(names = "--cut-at-exploration", description = "For td with a network: the lambda-return stops at each "
            + "exploratory move, as a table's TD does: the position a random move was played from is not learned from, "
            + "and the positions before it look no further than its value (Thill et al.'s reset of the traces).")
    boolean cutAtExploration;

    @Option(names = "--depth", paramLabel = "D", defaultValue = "4", description = "For gradient: the depth of the alpha-beta "
            + "searches whose values are the targets (default 4).")
    int depth;

    @Option(names = "--positions", paramLabel = "N", defaultValue = "100000", description = "For regression: the labelled "
            + "positions to gather from games of the game's own evaluation at one ply (default 100000).")
    int positions;

    @Option(names = "--epochs", paramLabel = "N", defaultValue = "10", description = "For regression: the passes over the "
            + "positions (default 10).")
    int epochs;

    @Option(names = "--solve-nodes", paramLabel = "N", defaultValue = "0", description = "For regression: label each position "
            + "with its exact result where the game's solver proves it within N nodes, else with its game's result (default 0: "
            + "game results only).")
    long solveNodes;

    @Option(names = "--from", paramLabel = "FILE", description = "Go on learning from the weights in FILE (same game and encoding).")
    Path from;

    @Option(names = "--init", paramLabel = "WEIGHTS", defaultValue = "zero", description = "The weights learning starts from: "
            + "zero (default), or hand-set, the game's own evaluation written in its features (features:SET only).")
    String init;

    @Option(names = "--out", paramLabel = "FILE", description = "Where to write the weights (default GAME-ENCODING.json).")
    Path out;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of every random choice; printed when not given.")
    Long seed;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1", description = "Threads learning at once, on the same "
            + "weights (td with a network only; default 1).")
    int threads;

    @Option(names = "--curve", paramLabel = "FILE", description = "Write the learning curve to FILE, as CSV (FILE.csv) or JSON (FILE.json).")
    Path curve;

    @Option(names = "--plot", paramLabel = "FILE.png", description = "Draw the learning curve in a PNG image.")
    String plot;

    @Option(names = "--curve-every", paramLabel = "N", description = "Games between two points of the curve (default: a tenth of --games).")
    Long curveEvery;

    @Option(names = "--curve-games", paramLabel = "N", defaultValue = "100", description = "Games of each point (default 100).")
    int curveGames;

    @Option(names = "--curve-depth", paramLabel = "D", defaultValue = "1", description = "Search depth of both sides at each point "
            + "(default 1).")
    int curveDepth;

    @Option(names = "--curve-openings", paramLabel = "K", defaultValue = "6", description = "Random plies of each opening of the "
            + "curve's games (default 6).")
    int curveOpenings;

    @Option(names = "--baseline", paramLabel = "EVAL", description = "The evaluation the curve's games play against (default: the "
            + "game's own).")
    String baseline;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    // What one run learns and how: set by call(), read by the steps below.
    private Game game;
    private Position start;
    private double firstRate;
    private double lastRate;
    private double epsilon;
    private double lastEpsilon;
    private long gameCount;
    private long timeLimit;
    private long seedUsed;
    private int hiddenUnits;
    private Table table;
    private Network network;
    private Evaluations.Named base;
    private LearningCurve curveSpec;
    private final List<LearningCurve.Point> points = new ArrayList<>();
    private final AtomicLong played = new AtomicLong();
    private long startNanos;
    private long shown;

    @Override
    public Integer call() throws IOException {
        game = Inputs.game(gameName);
        start = game.start();
        String encodingName = encoding != null ? encoding : defaultEncoding(game, start);
        checkOptions(encodingName);
        Path plotFile = plot == null ? null : Plot.path(plot);
        boolean curved = curve != null || plotFile != null;
        Path weightsFile = out != null ? out : Path.of(game.name() + "-" + encodingName.replace(':', '-') + ".json");
        writable(weightsFile);
        seedUsed = Inputs.seed(seed);
        base = baseline != null ? Evaluations.resolve(game, baseline) : Evaluations.defaultOf(game);
        encodingName = makeLearner(encodingName);
        Map<String, Object> training = training();
        PrintWriter printed = spec.commandLine().getOut();
        if (seed == null && !json) {
            printed.println("seed " + seedUsed + " (replay with --seed " + seedUsed + ")");
        }
        startNanos = System.nanoTime();
        shown = startNanos;
        Runnable save = () -> save(weightsFile, training);
        // Ctrl-C: the weights learned so far are written before the program ends.
        Thread onExit = new Thread(save, "zermelo-learn-save");
        Runtime.getRuntime().addShutdownHook(onExit);
        curveSpec = new LearningCurve(start, curveDepth, curveGames, curveOpenings, seedUsed ^ 0x5EED_C0DEL);
        try {
            if (curved) {
                addPoint(0);
            }
            if (method.equals("regression")) {
                training.put("exactLabels", learnFromPositions());
                if (curved) {
                    addPoint(0);
                }
            } else {
                learnFromGames(curved);
            }
            save.run();
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(onExit);
            } catch (IllegalStateException shuttingDown) {
                // the hook runs: it writes the weights
            }
        }
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        if (curve != null) {
            writeCurve(curve, points, curveSpec, base.name());
        }
        if (plotFile != null) {
            plot(game, points, base.name()).write(plotFile);
        }
        print(printed, encodingName, weightsFile, training, seconds, curved, plotFile);
        return 0;
    }

    /** Refuses what cannot be done, before any work; sets the schedules. */
    private void checkOptions(String encodingName) {
        check(method.equals("td") || method.equals("gradient") || method.equals("regression"),
                "--method must be td, gradient or regression, not '" + method + "'");
        boolean tabular = encodingName.equals("table");
        check(!tabular || method.equals("td"), "a table learns by td: --method " + method + " needs a network (ntupleN, walkCxL or features:SET)");
        hiddenUnits = hidden != null ? hidden : game instanceof GameEncodings own && own.encoding(encodingName) != null ? 40 : 0;
        check(hiddenUnits >= 0 && hiddenUnits <= 1000, "--hidden must be from 0 to 1000, not " + hiddenUnits);
        check(hiddenUnits == 0 || !tabular, "--hidden is for a network: a table has no hidden layer");
        check(hiddenUnits == 0 || method.equals("td"), "a network with a hidden layer learns by td, not by " + method);
        check(hiddenUnits == 0 || init.equals("zero"), "a network with a hidden layer starts from small random weights: "
                + "--init hand-set is for a linear network of features");
        boolean layered = hiddenUnits > 0;
        lambda = lambdaOption != null ? lambdaOption : layered ? 0.7 : 0.5;
        check(init.equals("zero") || init.equals("hand-set"), "--init must be zero or hand-set, not '" + init + "'");
        gameCount = games != null ? games : 10_000;
        check(gameCount >= 1 && gameCount <= 1_000_000_000L, "--games must be from 1 to 1000000000, not " + gameCount);
        timeLimit = time == null ? Long.MAX_VALUE : SearchLimits.parseDuration(time).toNanos();
        firstRate = rate != null ? rate : tabular ? 0.5 : layered ? 0.1 : 0.3;
        lastRate = rateLast != null ? rateLast : tabular ? firstRate / 10 : layered ? firstRate : firstRate / 4;
        epsilon = epsilonFirst != null ? epsilonFirst : tabular ? 0.3 : Chance.inGame(start) ? 0 : 0.1;
        lastEpsilon = epsilonLast != null ? epsilonLast : tabular && epsilonFirst == null ? 0.2 : epsilon;
        check(firstRate > 0 && firstRate <= 2 && lastRate > 0 && lastRate <= 2, "--rate and --rate-last must be above 0, at most 2");
        check(epsilon >= 0 && epsilon <= 1 && lastEpsilon >= 0 && lastEpsilon <= 1, "--epsilon and --epsilon-last must be from 0 to 1");
        check(lambda >= 0 && lambda <= 1, "--lambda must be from 0 to 1, not " + lambda);
        check(threads >= 1 && threads <= 64, "--threads must be from 1 to 64, not " + threads);
        check(threads == 1 || method.equals("td") && !tabular, "--threads is for td with a network");
        check(openingPlies >= 0 && openingPlies <= 60, "--opening-plies must be from 0 to 60, not " + openingPlies);
        check(openingPlies == 0 || method.equals("td") && !tabular, "--opening-plies is for td with a network");
        check(!cutAtExploration || method.equals("td") && !tabular, "--cut-at-exploration is for td with a network (a table's TD always cuts)");
        check(depth >= 1 && depth <= 20, "--depth must be from 1 to 20, not " + depth);
        check(positions >= 1 && positions <= 10_000_000, "--positions must be from 1 to 10000000, not " + positions);
        check(epochs >= 1 && epochs <= 10_000, "--epochs must be from 1 to 10000, not " + epochs);
        check(solveNodes >= 0, "--solve-nodes must be 0 or more, not " + solveNodes);
        check(curveGames >= 2 && curveGames <= 100_000, "--curve-games must be from 2 to 100000, not " + curveGames);
        check(curveDepth >= 1 && curveDepth <= 20, "--curve-depth must be from 1 to 20, not " + curveDepth);
        check(curveOpenings >= 0 && curveOpenings <= 60, "--curve-openings must be from 0 to 60, not " + curveOpenings);
        check(curveEvery == null || curveEvery >= 1, "--curve-every must be 1 or more");
        check(curve == null || curve.toString().endsWith(".csv") || curve.toString().endsWith(".json"),
                "--curve writes a .csv or a .json file, not " + curve);
    }

    /** Makes what learns: a table or a network, from a file to go on from, the hand-set weights or zero; returns its encoding. */
    private String makeLearner(String encodingName) {
        if (from != null) {
            WeightsFile.Learned learned = WeightsFile.read(game, from);
            check(learned.encoding().equals(encodingName) || encoding == null, from + " holds " + learned.encoding()
                    + " weights, not " + encodingName);
            check(init.equals("zero"), "--init hand-set starts the game's features, and --from gives the weights");
            table = learned.table();
            network = learned.network();
            check(hidden == null || network != null && network.hidden() == hidden, from + " has "
                    + (network == null ? "no network" : network.hidden() + " hidden units") + ", not " + hidden);
            return learned.encoding();
        }
        if (encodingName.equals("table")) {
            table = new Table();
            return encodingName;
        }
        if (hiddenUnits > 0) {
            network = Network.layered(WeightsFile.encoding(game, encodingName), hiddenUnits, game.maxValue(),
                    new SplittableRandom(seedUsed ^ 0x7D6A_3B0FL));
            return encodingName;
        }
        network = new Network(WeightsFile.encoding(game, encodingName));
        if (init.equals("hand-set")) {
            double[] handSet = start instanceof Features features && encodingName.startsWith("features:") ? features.handSetWeights() : null;
            check(handSet != null, "--init hand-set starts the game's features (" + encodingName + " has no hand-set weights)");
            network = new Network(network.encoding(), handSet.clone());
        }
        return encodingName;
    }

    /** How the weights were learned, as the weights file records it (the games and seconds filled in at each save). */
    private Map<String, Object> training() {
        Map<String, Object> training = new LinkedHashMap<>();
        training.put("method", method);
        if (network != null) {
            training.put("init", from != null ? "from " + from : network.hidden() > 0 ? "random" : init);
        }
        training.put("games", 0);
        training.put("seed", seedUsed);
        training.put("rate", firstRate);
        training.put("rateLast", lastRate);
        if (method.equals("td") && network != null) {
            training.put("lambda", lambda);
            if (openingPlies > 0) {
                training.put("openingPlies", openingPlies);
            }
            if (cutAtExploration) {
                training.put("cutAtExploration", true);
            }
        }
        if (method.equals("gradient")) {
            training.put("depth", depth);
        }
        if (method.equals("regression")) {
            training.put("positions", positions);
            training.put("epochs", epochs);
            training.put("solveNodes", solveNodes);
        }
        training.put("epsilon", epsilon);
        training.put("epsilonLast", lastEpsilon);
        training.put("threads", threads);
        training.put("seconds", 0);
        training.put("date", Instant.now().toString());
        training.put("command", "zermelo " + String.join(" ", spec.commandLine().getParseResult().originalArgs()));
        return training;
    }

    /** Writes the weights as they are: at the end, and from Ctrl-C's thread. */
    private synchronized void save(Path weightsFile, Map<String, Object> training) {
        training.put("games", played.get());
        training.put("seconds", Math.round((System.nanoTime() - startNanos) / 1e8) / 10.0);
        try {
            WeightsFile.write(weightsFile, game, new WeightsFile.Learned(network, table, training));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("cannot write " + weightsFile + ": " + Inputs.reason(e), e);
        }
    }

    /**
     * Learning by games (td, gradient): one run of all the games (the schedules follow the games'
     * numbers in it), paused at the points of the curve, until the games or the time run out.
     */
    private void learnFromGames(boolean curved) {
        java.util.function.LongConsumer progress = n -> {
            played.set(n);
            say(String.format(Locale.ROOT, "%,d games (%,.0f a second)", n, n / ((System.nanoTime() - startNanos) / 1e9)));
        };
        Chunks learner;
        if (method.equals("gradient")) {
            SearchGradient g = new SearchGradient(network, start,
                    new SearchGradient.Settings(gameCount, firstRate, lastRate, depth, epsilon, seedUsed));
            learner = games -> g.learn(games, progress, this::timeIsUp);
        } else if (table != null) {
            TabularTd t = new TabularTd(table, start, new TabularTd.Settings(gameCount, firstRate, lastRate, epsilon, lastEpsilon, seedUsed));
            learner = games -> t.learn(games, progress, this::timeIsUp);
        } else {
            TdLearning t = new TdLearning(network, start,
                    new TdLearning.Settings(gameCount, firstRate, lastRate, lambda, epsilon, lastEpsilon, openingPlies, cutAtExploration, seedUsed, threads));
            learner = games -> t.learn(games, progress, this::timeIsUp);
        }
        long every = curved ? (curveEvery != null ? curveEvery : Math.max(1, gameCount / 10)) : gameCount;
        long done = 0;
        while (done < gameCount && !timeIsUp()) {
            long chunk = Math.min(gameCount - done, every - done % every);
            long n = learner.next(chunk);
            done += n;
            played.set(done);
            if (curved && (done % every == 0 || done == gameCount || n < chunk)) {
                addPoint(done);
            }
            if (n < chunk) {
                return; // the time is up
            }
        }
    }

    /** A learning run played chunk by chunk. */
    private interface Chunks {
        /** Plays the next {@code games} games; returns how many it played. */
        long next(long games);
    }

    /** Learning from labelled positions; returns how many labels are exact. */
    private int learnFromPositions() {
        return Regression.learn(network, start, base.factory().get(), game.solver(), new Regression.Settings(positions, epochs,
                firstRate, lastRate, epsilon, solveNodes, seedUsed), n -> say(n <= positions
                        ? String.format(Locale.ROOT, "%,d positions gathered", n)
                        : String.format(Locale.ROOT, "epoch %d of %d", n - positions, epochs)), this::timeIsUp);
    }

    private boolean timeIsUp() {
        return System.nanoTime() - startNanos >= timeLimit;
    }

    /** A progress line on standard error, at most every 10 s. */
    private void say(String what) {
        long now = System.nanoTime();
        if (now - shown >= Progress.EVERY_NANOS) {
            shown = now;
            PrintWriter err = spec.commandLine().getErr();
            err.println(String.format(Locale.ROOT, "%s: %s, %.0f s", spec.qualifiedName(), what, (now - startNanos) / 1e9));
            err.flush();
        }
    }

    /** Measures a point of the curve with the weights as they are, and says it. */
    private void addPoint(long gamesPlayed) {
        LearningCurve.Point p = point(curveSpec, gamesPlayed, (System.nanoTime() - startNanos) / 1e9, network, table, base);
        points.add(p);
        PrintWriter err = spec.commandLine().getErr();
        err.println(String.format(Locale.ROOT, "%s: after %,d games: score %.3f (%.3f-%.3f) against the baseline", spec.qualifiedName(),
                p.games(), p.score(), p.low(), p.high()));
        err.flush();
    }

    private void print(PrintWriter printed, String encodingName, Path weightsFile, Map<String, Object> training, double seconds,
                       boolean curved, Path plotFile) {
        if (json) {
            printed.println(new Json().put("game", game.name()).put("method", method).put("encoding", encodingName)
                    .put("games", played.get()).put("seconds", Math.round(seconds * 10) / 10.0).put("seed", seedUsed)
                    .put("weights", weightsFile.toString())
                    .put("curve", curved ? points.stream().map(p -> new Json().put("games", p.games()).put("seconds", p.seconds())
                            .put("score", p.score()).put("low", p.low()).put("high", p.high()).put("wins", p.result().aWins())
                            .put("draws", p.result().draws()).put("losses", p.result().bWins()).fields()).toList() : null));
            return;
        }
        if (method.equals("regression")) {
            printed.println(String.format(Locale.ROOT, "%s: %s learned by regression on %,d positions (%d epochs, %s exact labels), %.1f s",
                    game.name(), encodingName, positions, epochs, training.get("exactLabels"), seconds));
        } else {
            printed.println(String.format(Locale.ROOT, "%s: %s learned by %s in %,d games, %.1f s (%,.0f games a second)", game.name(),
                    encodingName, method, played.get(), seconds, played.get() / seconds));
        }
        printed.println("weights written to " + weightsFile + (table != null ? " (" + table.size() + " positions)" : ""));
        if (curved) {
            printed.println("curve: the learned evaluation against " + base.name() + ", both at depth " + curveDepth + ", " + curveGames
                    + " games from " + curveOpenings + " random plies, both colours");
            printed.println("    games   score   95% interval");
            for (LearningCurve.Point p : points) {
                printed.println(String.format(Locale.ROOT, "%9d   %.3f   %.3f-%.3f", p.games(), p.score(), p.low(), p.high()));
            }
            if (curve != null) {
                printed.println("curve written to " + curve);
            }
            if (plotFile != null) {
                printed.println("plot written to " + plot);
            }
        }
    }

    /** The default encoding: the course's table for a small board, an n-tuple network for a larger one, else the game's features. */
    static String defaultEncoding(Game game, Position start) {
        if (start instanceof Cells cells && cells.rows() * cells.columns() <= 9) {
            return "table";
        }
        if (start instanceof Cells) {
            return "ntuple4";
        }
        if (start instanceof Features features) {
            return "features:" + features.featureSet();
        }
        if (game instanceof GameEncodings own && !own.encodingNames().isEmpty()) {
            return own.encodingNames().get(0);
        }
        return "table";
    }

    /** The value of a schedule going linearly from {@code first} to {@code last} over the games, at game {@code at}. */
    private double rateAt(double first, double last, long at) {
        double share = gameCount > 1 ? Math.min(1, (double) at / (gameCount - 1)) : 0;
        return first + share * (last - first);
    }

    private LearningCurve.Point point(LearningCurve curve, long games, double seconds, Network network, Table table,
                                      Evaluations.Named base) {
        if (network != null) {
            Network frozen = network.frozen();
            return new LearningCurve.Point(games, seconds,
                    curve.measure(() -> new org.zermelo.learn.LearnedEvaluator(frozen), base.factory()));
        }
        Table snapshot = table.snapshot();
        return new LearningCurve.Point(games, seconds, curve.measure(() -> new org.zermelo.learn.LearnedEvaluator(snapshot),
                base.factory()));
    }

    private static void writeCurve(Path file, List<LearningCurve.Point> points, LearningCurve curve, String baseline) {
        try {
            if (file.toString().endsWith(".json")) {
                Files.writeString(file, new Json().put("baseline", baseline).put("depth", curve.depth()).put("games", curve.games())
                        .put("openingPlies", curve.openingPlies())
                        .put("points", points.stream().map(p -> new Json().put("games", p.games()).put("seconds", p.seconds())
                                .put("score", p.score()).put("low", p.low()).put("high", p.high()).fields()).toList()).toString() + "\n");
            } else {
                StringBuilder csv = new StringBuilder("games,seconds,score,low,high,wins,draws,losses\n");
                for (LearningCurve.Point p : points) {
                    csv.append(String.format(Locale.ROOT, "%d,%.1f,%.4f,%.4f,%.4f,%d,%d,%d%n", p.games(), p.seconds(), p.score(), p.low(),
                            p.high(), p.result().aWins(), p.result().draws(), p.result().bWins()));
                }
                Files.writeString(file, csv);
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot write the curve " + file + ": " + Inputs.reason(e));
        }
    }

    private static Plot plot(Game game, List<LearningCurve.Point> points, String baseline) {
        double[] x = points.stream().mapToDouble(LearningCurve.Point::games).toArray();
        double[] y = points.stream().mapToDouble(LearningCurve.Point::score).toArray();
        double[] low = points.stream().mapToDouble(LearningCurve.Point::low).toArray();
        double[] high = points.stream().mapToDouble(LearningCurve.Point::high).toArray();
        return new Plot(game.name() + ": the learned evaluation against " + baseline, "self-play games", "score (win 1, draw 1/2)",
                false, false).line("score", x, y).dashed("95% interval", x, low, Color.GRAY, true)
                .dashed("95% interval, top", x, high, Color.GRAY, false);
    }

    private static void check(boolean ok, String message) {
        if (!ok) {
            throw new IllegalArgumentException(message);
        }
    }

    /** Refuses a weights file that cannot be written, before any learning. */
    private static void writable(Path file) {
        Path folder = file.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder) || !Files.isWritable(folder)) {
            throw new IllegalArgumentException("cannot write the weights to " + file + ": the folder does not exist or cannot be written");
        }
        if (Files.isDirectory(file)) {
            throw new IllegalArgumentException("cannot write the weights to " + file + ": it is a folder");
        }
    }
}
