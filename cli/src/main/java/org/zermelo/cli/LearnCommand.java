package org.zermelo.cli;

import java.awt.Color;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import org.zermelo.game.Features;
import org.zermelo.game.Game;
import org.zermelo.game.ProbCutModel;
import org.zermelo.game.RecordFiles;
import org.zermelo.learn.BookLearning;
import org.zermelo.learn.Evaluations;
import org.zermelo.learn.ProbCutFitting;
import org.zermelo.learn.SignatureTables;
import org.zermelo.learn.Table;
import org.zermelo.play.Training;
import org.zermelo.play.LearningCurve;
import org.zermelo.search.SearchLimits;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "learn", mixinStandardHelpOptions = true,
        description = {"Learn an evaluation by self-play (or against an opponent, or from recorded games) and write it to a weights file, which 'eval=FILE' then names in AI specs "
            + "and --eval in search, compare and eval. Methods: td, temporal-difference learning by self-play (the course's "
            + "V(s) <- V(s) + a [V(s') - V(s)]; TD(lambda) for networks); gradient, the course's Samuel method: the static value of "
            + "each position met moves toward its own alpha-beta value; rote, Samuel's rote learning: each position a search of "
            + "--depth starts from is stored with its value, in a bounded memory that later searches look up at their leaves "
            + "(eval=FILE plays with it); book, Samuel's book learning: signature tables of the game's features learned from "
            + "the master games of --book FILE. Encodings: table, the course's table of values for small "
            + "games (tic-tac-toe); ntupleN, an n-tuple network of every straight line of N cells, shared over the board's "
            + "symmetries; walkCxL, an n-tuple network of C random walks of L cells, each cell empty, mine, the opponent's or "
            + "playable now, one table for each side to move (Connect Four: walk70x8, as Thill et al.); features:SET, a "
            + "linear function of the game's terms (Othello's weight table and mobility); a game's own (Othello: patterns, "
            + "the edges, corners, diagonals and lines of its learned evaluation in discs).",
            "",
            "least-squares fits an evaluation in the game's units (Othello's patterns) on positions of games of the game's own "
            + "evaluation at one ply with --epsilon random moves, each labelled with its exact value where the solver proves it within "
            + "--solve-nodes (solving each game from its end backwards), (for a game that estimates a solve's cost, Othello, where that estimate is within it), else with the first proven value of its game: L2-regularised "
            + "least squares (--l2), --epochs steps of conjugate gradients, every tenth game held out; --time bounds the gathering.",
            "",
            "probcut fits the ProbCut model of the game's evaluation (Othello's patterns), for probcut=on: positions of self-play "
            + "(8 random plies, then 2-ply searches, one move in ten at random), a quarter of them kept (--positions), each searched "
            + "to --depth by pvs with --eval; for each depth and its shallow depth, and each stage, the least-squares line of the deep value on "
            + "the shallow one and its error, written as text to --out (a fit from fewer than 30 positions is left out).",
            "",
            "By default td learns by self-play. With --opponent AI the learner plays its games against that AI instead (as "
            + "'match' reads it: random, perfect, alphabeta:depth=2, ...), moving first in games 1, 3, 5, ... and second in games "
            + "2, 4, 6, ...; it learns from the positions its own moves leave: each moves toward the next one its own move leaves, "
            + "after the opponent's reply (for a table: V(s) <- V(s) + a [V(s') - V(s)], s and s' the positions after two "
            + "successive moves of the learner; a network: toward its lambda-return along them), the last toward the result; the "
            + "opponent's moves are not learned from, the positions they leave are never valued, and they never explore. With --games-file FILE it learns from recorded games instead: one game a line, its moves from the "
            + "start in the game's notation separated by spaces (as 'match --games-out' writes them), every position of each "
            + "game learning as in self-play, --epochs passes over the file.",
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

    @Option(names = "--method", paramLabel = "METHOD", defaultValue = "td", description = "td (default), gradient, regression, least-squares, rote, book or probcut.")
    String method;

    @Option(names = "--encoding", paramLabel = "ENCODING", description = "table, ntupleN (N from 2 to 8), walkCxL (C walks of L cells, L from 2 to 8), features:SET or one of "
            + "the game's own (backgammon: tesauro, TD-Gammon's 198 inputs); by default table for a board of 9 cells or fewer, "
            + "ntuple4 for a larger board, else the game's features, else its own.")
    String encoding;

    @Option(names = "--hidden", paramLabel = "N", description = "A hidden layer of N sigmoid units, with outputs for the chances "
            + "of each result (win, win a gammon, ...), learned by backpropagation, as TD-Gammon (td only; default 40 for the "
            + "tesauro encoding, else 0: none, a linear network).")
    Integer hidden;

    @Option(names = "--games", paramLabel = "N", description = "Games to play and learn from (default 10000).")
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
    Double lambda;

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

    @Option(names = "--alpha-beta", paramLabel = "N", defaultValue = "0", description = "For gradient: Samuel's protocol. Alpha, "
            + "the evaluation that learns, plays Beta, a frozen copy of it, in matches of N games, colours alternating, and learns "
            + "at its own moves; Beta takes Alpha's weights when Alpha wins a match (scores more than half). Default 0: self-play.")
    int alphaBeta;

    @Option(names = "--powers-of-two", description = "For gradient with features:SET: the weights that play are Samuel's form, "
            + "0 or a signed power of two from 2^-10 to 1 (2^0 to 2^10 units); learning steps real weights kept beside them.")
    boolean powersOfTwo;

    @Option(names = "--in-use", paramLabel = "N", defaultValue = "0", description = "For gradient with features:SET: Samuel's "
            + "pool of terms. N terms are in use at a time (Samuel: 16), the first N of the list, the others in a reserve list at "
            + "weight 0; after each game the term in use of smallest weight is tallied, and one tallied --swap-after times goes "
            + "to the bottom of the reserve, the reserve's top taking its place. Default 0: every term in use.")
    int inUse;

    @Option(names = "--swap-after", paramLabel = "N", defaultValue = "8", description = "For --in-use: the games after which "
            + "a term in use has had the smallest weight before it leaves (default 8).")
    int swapAfter;

    @Option(names = "--book", paramLabel = "FILE", description = "For book: the master games, in the game's record format "
            + "(checkers: PDN); every --held-out-every-th game is held out, to measure how often the tables pick the master's move.")
    Path book;

    @Option(names = "--book-weight", paramLabel = "N", defaultValue = "50", description = "For book: what a search plays is the "
            + "game's evaluation (--baseline) plus N times the tables' value, from -1 to 1 (default 50: half a man of checkers' "
            + "classic); the tables compare moves of equal material and never learn what a piece is worth.")
    int bookWeight;

    @Option(names = "--held-out-every", paramLabel = "N", defaultValue = "10", description = "For book: hold out games N, 2N, "
            + "3N... of the file (default 10: one game in ten), learn from the others.")
    int heldOutEvery;

    @Option(names = "--positions", paramLabel = "N", defaultValue = "100000", description = "For regression: the labelled "
            + "positions to gather from games of the game's own evaluation at one ply (default 100000). For rote: the positions "
            + "the memory holds, rounded up to a power of two (default 131072).")
    int positions;

    @Option(names = "--epochs", paramLabel = "N", description = "The passes: for regression over its positions (default 10), "
            + "for --games-file over its games (default 1).")
    Integer epochs;

    @Option(names = "--opponent", paramLabel = "AI", description = "For td: the AI spec the learner plays its games against "
            + "(random, perfect, alphabeta:depth=2, ...), both colours alternately, instead of itself; the learner learns from the "
            + "positions its own moves leave, each toward the next one after the opponent's reply (default: self-play).")
    String opponent;

    @Option(names = "--games-file", paramLabel = "FILE", description = "For td: learn from the recorded games of FILE instead of "
            + "playing: one game a line, its moves from the start in the game's notation separated by spaces (by semicolons where "
            + "a move has spaces, as backgammon's), played to its end, as 'match --games-out' writes them (lines beginning with # "
            + "are skipped); every position learns, as in self-play. Where the game has a record format of its own, a FILE "
            + "named for it is read in it (FILE.pdn: PDN; othello's FILE.ggf: GGF).")
    Path gamesFile;

    @Option(names = "--solve-nodes", paramLabel = "N", defaultValue = "0", description = "For regression: label each position "
            + "with its exact result where the game's solver proves it within N nodes, else with its game's result (default 0: "
            + "game results only).")
    long solveNodes;

    @Option(names = "--l2", paramLabel = "L", split = ",", description = "For least-squares: the L2 regularisation, added times the "
            + "sum of the squared weights to the sum of the squared errors (default 2); several, like 3,10,30: each is fitted and "
            + "the one with the least error on the held-out positions kept.")
    List<Double> l2;

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

    @Mixin
    EvalOption evalOption;

    @Override
    public Integer call() {
        Game game = Inputs.game(gameName);
        check(method.equals("book") == (book != null), method.equals("book") ? "--method book learns from the master games of "
                + "--book FILE" : "--book is for --method book");
        if (book != null) {
            return learnFromBook(game);
        }
        if (method.equals("probcut")) {
            return fitProbCut(game);
        }
        check(evalOption.eval == null, "--eval is for --method probcut: the evaluation whose ProbCut model is fitted");
        Training.Settings settings = new Training.Settings(game, method, encoding, hidden, games,
                time == null ? null : SearchLimits.parseDuration(time), rate, rateLast, lambda, epsilonFirst, epsilonLast, openingPlies,
                cutAtExploration, depth, alphaBeta, powersOfTwo, inUse, swapAfter, positions, epochs, solveNodes, l2, from, init, threads, baseline, opponent,
                gamesFile,
                new Training.Curve(curve != null || plot != null, curveEvery, curveGames, curveDepth, curveOpenings));
        check(curve == null || curve.toString().endsWith(".csv") || curve.toString().endsWith(".json"),
                "--curve writes a .csv or a .json file, not " + curve);
        // Every output checked before any work: a run of hours does not end on a file it cannot write.
        Path weightsFile = Outputs.check(out != null ? out : settings.defaultFile(), "the weights to");
        if (curve != null) {
            Outputs.check(curve, "the curve");
        }
        Path plotFile = plot == null ? null : Plot.path(plot);
        distinct(weightsFile, curve, plotFile);
        Training training = new Training(settings, Inputs.seed(seed),
                "zermelo " + String.join(" ", spec.commandLine().getParseResult().originalArgs()));
        PrintWriter printed = spec.commandLine().getOut();
        // Recorded games draw nothing at random: only a curve's openings need the seed then.
        if (seed == null && !json && (gamesFile == null || settings.curve().measured())) {
            printed.println("seed " + training.seed() + " (replay with --seed " + training.seed() + ")");
        }
        Training.Result result;
        try {
            result = training.run(weightsFile, new Told(training.gameCount()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + weightsFile + ": " + Inputs.reason(e), e);
        }
        if (curve != null) {
            writeCurve(curve, result.curve(), training.curve(), training.baseline().name());
        }
        if (plotFile != null) {
            plot(game, result.curve(), training.baseline().name()).write(plotFile);
        }
        print(printed, game, settings, training, result, weightsFile, plotFile);
        return 0;
    }

    /** Samuel's book learning: signature tables from the games of --book, measured on the games held out. */
    private int learnFromBook(Game game) {
        check(game.start() instanceof Features, "book learning reads the terms of a game with features; " + game.name() + " has none");
        check(game instanceof RecordFiles, "--book reads master games in the game's record format; " + game.name() + " has none");
        check(heldOutEvery >= 2 && heldOutEvery <= 1000, "--held-out-every must be from 2 to 1000, not " + heldOutEvery);
        RecordFiles format = (RecordFiles) game;
        check(format.isRecordFile(book), "--book reads a " + format.recordFormat() + " file, not " + book);
        check(bookWeight >= 0 && bookWeight <= 1_000_000, "--book-weight must be from 0 to 1000000, not " + bookWeight);
        Path weightsFile = Outputs.check(out != null ? out : Path.of(game.name() + "-signature.json"), "the tables to");
        Evaluations.Named baselineEval = baseline != null ? Evaluations.resolve(game, baseline) : Evaluations.defaultOf(game);
        check(game.evaluations().containsKey(baselineEval.name()), "the tables play beside one of " + game.name() + "'s own "
                + "evaluations (" + String.join(", ", game.evaluations().keySet()) + "), not " + baselineEval.name());
        long start = System.nanoTime();
        List<String> skipped = new ArrayList<>();
        List<RecordFiles.Recorded> all = format.readRecords(book, skipped);
        PrintWriter err = spec.commandLine().getErr();
        for (String fault : skipped) {
            err.println(spec.qualifiedName() + ": skipped " + fault);
        }
        List<RecordFiles.Recorded> learned = new ArrayList<>();
        List<RecordFiles.Recorded> heldOut = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            ((i + 1) % heldOutEvery == 0 ? heldOut : learned).add(all.get(i));
        }
        check(!learned.isEmpty(), book + " holds no game to learn from");
        SignatureTables tables = BookLearning.learn((Features) game.start(), learned);
        BookLearning.Agreement fit = BookLearning.agreement(tables.evaluator(), learned);
        BookLearning.Agreement mine = BookLearning.agreement(tables.evaluator(), heldOut);
        BookLearning.Agreement theirs = BookLearning.agreement(baselineEval.factory().get(), heldOut);
        BookLearning.Agreement both = BookLearning.agreement(tables.evaluator(baselineEval.factory().get(), bookWeight), heldOut);
        double seconds = (System.nanoTime() - start) / 1e9;
        Map<String, Object> training = new LinkedHashMap<>();
        training.put("method", "book");
        training.put("book", book.toString());
        training.put("games", learned.size());
        training.put("heldOut", heldOut.size());
        training.put("heldOutEvery", heldOutEvery);
        training.put("seconds", Math.round(seconds * 10) / 10.0);
        training.put("date", java.time.Instant.now().toString());
        training.put("command", "zermelo " + String.join(" ", spec.commandLine().getParseResult().originalArgs()));
        try {
            tables.write(weightsFile, game, baselineEval.name(), bookWeight, training);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + weightsFile + ": " + Inputs.reason(e), e);
        }
        PrintWriter printed = spec.commandLine().getOut();
        if (json) {
            printed.println(new JsonAnswer().put("game", game.name()).put("method", "book").put("book", book.toString())
                    .put("games", learned.size()).put("skipped", skipped.size()).put("heldOut", heldOut.size()).put("positions", mine.positions())
                    .put("share", mine.share()).put("coefficient", mine.coefficient()).put("baseline", baselineEval.name())
                    .put("baselineShare", theirs.share()).put("baselineCoefficient", theirs.coefficient())
                    .put("playedShare", both.share()).put("playedCoefficient", both.coefficient())
                    .put("trainingShare", fit.share()).put("seconds", Math.round(seconds * 10) / 10.0)
                    .put("weights", weightsFile.toString()));
            return 0;
        }
        printed.println(String.format(Locale.ROOT, "%s: signature tables learned from %s: %,d games, %,d positions of two moves or more, "
                + "%.1f s%s", game.name(), book, learned.size(), fit.positions(), seconds,
                skipped.isEmpty() ? "" : String.format(Locale.ROOT, " (%d games at fault skipped)", skipped.size())));
        printed.println(String.format(Locale.ROOT, "held out: %,d games (every %d), %,d positions; the move valued most, one ply ahead, "
                + "is the master's:", heldOut.size(), heldOutEvery, mine.positions()));
        printed.println("                        share   (L-H)/(L+H)");
        printed.println(String.format(Locale.ROOT, "  signature tables     %5.1f%%   %+.3f", 100 * mine.share(), mine.coefficient()));
        printed.println(String.format(Locale.ROOT, "  %-19s  %5.1f%%   %+.3f", baselineEval.name(), 100 * theirs.share(), theirs.coefficient()));
        printed.println(String.format(Locale.ROOT, "  %-19s  %5.1f%%   %+.3f", baselineEval.name() + " + tables", 100 * both.share(),
                both.coefficient()));
        printed.println(String.format(Locale.ROOT, "  (tables, on the games learned: %.1f%%, %+.3f)", 100 * fit.share(), fit.coefficient()));
        printed.println("tables written to " + weightsFile);
        return 0;
    }

    /**
     * ProbCut's fits of the game's evaluation ({@link ProbCutFitting}): --positions positions of
     * self-play, each searched to --depth, within --time; written as text to --out.
     */
    private int fitProbCut(Game game) {
        check(depth >= 3 && depth <= 30, "--depth for probcut is the deepest search of each position, from 3 to 30, not " + depth);
        check(positions >= 1, "--positions must be 1 or more, not " + positions);
        Evaluations.Named evaluation = evalOption.resolve(game);
        check(evaluation.factory().get() instanceof ProbCutModel, "--method probcut fits the ProbCut model of an evaluation (--eval); "
                + game.name() + "'s " + evaluation.name() + " has none");
        Path file = Outputs.check(out != null ? out : Path.of(game.name() + "-probcut.txt"), "the fits to");
        long chosenSeed = Inputs.seed(seed);
        PrintWriter printed = spec.commandLine().getOut();
        if (seed == null) {
            printed.println("seed " + chosenSeed + " (replay with --seed " + chosenSeed + ")");
        }
        long start = System.nanoTime();
        long deadline = time == null ? Long.MAX_VALUE : start + SearchLimits.parseDuration(time).toNanos();
        AtomicLong shown = new AtomicLong(start);
        PrintWriter err = spec.commandLine().getErr();
        List<ProbCutFitting.StagedFit> fits = ProbCutFitting.fit(game.start(), evaluation.factory().get(), positions, depth,
                chosenSeed, deadline, n -> {
                    long now = System.nanoTime();
                    if (now - shown.get() >= 10_000_000_000L) {
                        shown.set(now);
                        err.println(String.format(Locale.ROOT, "%s: %,d positions searched, %.0f s", spec.qualifiedName(), n,
                                (now - start) / 1e9));
                        err.flush();
                    }
                });
        double seconds = (System.nanoTime() - start) / 1e9;
        String text = ProbCutFitting.write(fits, List.of(
                "ProbCut fits of " + game.name() + "'s evaluation " + evaluation.name() + ": v_depth ~ slope v_shallow + intercept, "
                        + "error sigma, in the evaluation's units",
                String.format(Locale.ROOT, "made by: zermelo %s (seed %d, %.0f s)",
                        String.join(" ", spec.commandLine().getParseResult().originalArgs()), chosenSeed, seconds)));
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + Inputs.reason(e), e);
        }
        printed.print(text);
        printed.println(String.format(Locale.ROOT, "%d fits written to %s in %.1f s", fits.size(), file, seconds));
        return 0;
    }

    /** What learning tells as it goes, on standard error: a progress line at most every 10 s, and each point of the curve. */
    private final class Told implements Training.Listener {

        private final AtomicLong shown = new AtomicLong(System.nanoTime());
        private final long gameCount;

        Told(long gameCount) {
            this.gameCount = gameCount;
        }

        @Override
        public void played(long games, long elapsedNanos) {
            say(String.format(Locale.ROOT, "%,d games (%,.0f a second)", games, games / (elapsedNanos / 1e9)), elapsedNanos);
        }

        @Override
        public void gathered(long gathered, long elapsedNanos) {
            say(String.format(Locale.ROOT, "%,d positions gathered", gathered), elapsedNanos);
        }

        @Override
        public void epoch(int epoch, int epochs, long elapsedNanos) {
            say(String.format(Locale.ROOT, "epoch %d of %d", epoch, epochs), elapsedNanos);
        }

        /** Samuel's pool swapped a term: said on standard error, with the terms now in use at each curve point in the output. */
        @Override
        public void swapped(org.zermelo.learn.TermPool.Swap swap, long games) {
            PrintWriter err = spec.commandLine().getErr();
            err.println(String.format(Locale.ROOT, "%s: after %,d games: %s out (the smallest weight %d times), %s in",
                    spec.qualifiedName(), games, swap.out(), swapAfter, swap.in()));
            err.flush();
        }

        /**
         * A point as it is measured, said where someone watches standard error: the output says
         * every point at the end, and a log of both (2>&1) would hold each twice.
         */
        @Override
        public void point(LearningCurve.Point p) {
            if (!main.errorIsTerminal) {
                return;
            }
            PrintWriter err = spec.commandLine().getErr();
            err.println(String.format(Locale.ROOT, "%s: after %,d games: score %.3f (%.3f-%.3f) against the baseline", spec.qualifiedName(),
                    p.games(), p.score(), p.low(), p.high()));
            err.flush();
        }

        /** Ctrl-C or a kill: the weights learned so far are saved; said where, and after how many games. */
        @Override
        public void stopped(Path file, long games, IOException failure) {
            String when = method.equals("regression") ? "stopped before the regression's end"
                    : String.format(Locale.ROOT, "stopped after %,d of %,d games", games, gameCount);
            PrintWriter err = spec.commandLine().getErr();
            err.println(spec.qualifiedName() + ": " + when + (failure == null ? ": the weights learned so far written to " + file
                    : ": the weights learned so far could not be written to " + file + ": " + Inputs.reason(failure)));
            err.flush();
        }

        /** A progress line on standard error, at most every 10 s (learning threads call it at once: one of them says it). */
        private void say(String what, long elapsedNanos) {
            long now = System.nanoTime();
            long last = shown.get();
            if (now - last >= Progress.EVERY_NANOS && shown.compareAndSet(last, now)) {
                PrintWriter err = spec.commandLine().getErr();
                err.println(String.format(Locale.ROOT, "%s: %s, %.0f s", spec.qualifiedName(), what, elapsedNanos / 1e9));
                err.flush();
            }
        }
    }

    private void print(PrintWriter printed, Game game, Training.Settings settings, Training training, Training.Result result,
                       Path weightsFile, Path plotFile) {
        String encodingName = result.encoding();
        boolean curved = settings.curve().measured();
        List<LearningCurve.Point> points = result.curve();
        double seconds = result.seconds();
        if (json) {
            printed.println(new JsonAnswer().put("game", game.name()).put("method", method).put("encoding", encodingName)
                    .put("games", result.games()).put("seconds", Math.round(seconds * 10) / 10.0).put("seed", training.seed())
                    .put("opponent", opponent).put("gamesFile", gamesFile == null ? null : gamesFile.toString())
                    .put("weights", weightsFile.toString())
                    .put("curve", curved ? points.stream().map(p -> withTerms(new JsonAnswer().put("games", p.games()).put("seconds", p.seconds())
                            .put("score", p.score()).put("low", p.low()).put("high", p.high()).put("wins", p.result().aWins())
                            .put("draws", p.result().draws()).put("losses", p.result().bWins()), p).fields()).toList() : null));
            return;
        }
        if (result.fit() != null) {
            var fit = result.fit();
            printed.println(String.format(Locale.ROOT, "%s: %s learned by least squares on %,d positions (%,d exact labels, %,d held out), "
                    + "%.1f s", game.name(), encodingName, fit.positions(), fit.exact(), fit.heldOut(), seconds));
            printed.println(String.format(Locale.ROOT, "mean absolute error: %.2f on the positions fitted, %.2f on those held out "
                    + "(l2 %s)", fit.trainingError(), fit.heldOutError(), fit.l2()));
        } else if (method.equals("regression")) {
            printed.println(String.format(Locale.ROOT, "%s: %s learned by regression on %,d positions (%d epochs, %s exact labels), %.1f s",
                    game.name(), encodingName, positions, settings.passes(), result.exactLabels(), seconds));
        } else {
            String source = opponent != null ? " against " + opponent
                    : gamesFile != null ? String.format(Locale.ROOT, " from %s (%,d recorded %s, %d %s)", gamesFile,
                            training.gameCount() / settings.passes(), training.gameCount() / settings.passes() == 1 ? "game" : "games",
                            settings.passes(), settings.passes() == 1 ? "pass" : "passes") : "";
            printed.println(String.format(Locale.ROOT, "%s: %s learned by %s%s in %,d games, %.1f s (%,.0f games a second)", game.name(),
                    encodingName, method, source, result.games(), seconds, result.games() / seconds));
        }
        Table table = result.learned().table();
        if (training.rotePositions() >= 0) {
            printed.println(String.format(Locale.ROOT, "rote memory written to %s (%,d positions)", weightsFile, training.rotePositions()));
        } else {
            printed.println("weights written to " + weightsFile + (table != null ? " (" + table.size() + " positions)" : ""));
        }
        if (curved) {
            printed.println("curve: the learned evaluation against " + training.baseline().name() + ", both at depth " + curveDepth + ", "
                    + curveGames + " games from " + curveOpenings + " random plies, both colours");
            printed.println("    games   score   95% interval");
            for (LearningCurve.Point p : points) {
                printed.println(String.format(Locale.ROOT, "%9d   %.3f   %.3f-%.3f%s", p.games(), p.score(), p.low(), p.high(),
                        p.inUse().isEmpty() ? "" : "   in use: " + String.join(", ", p.inUse())));
            }
            if (curve != null) {
                printed.println("curve written to " + curve);
            }
            if (plotFile != null) {
                printed.println("plot written to " + plot);
            }
        }
    }

    private static void writeCurve(Path file, List<LearningCurve.Point> points, LearningCurve curve, String baseline) {
        String text;
        if (file.toString().endsWith(".json")) {
            text = new JsonAnswer().put("baseline", baseline).put("depth", curve.depth()).put("games", curve.games())
                    .put("openingPlies", curve.openingPlies())
                    .put("points", points.stream().map(p -> withTerms(new JsonAnswer().put("games", p.games()).put("seconds", p.seconds())
                            .put("score", p.score()).put("low", p.low()).put("high", p.high()), p).fields()).toList()).toString() + "\n";
        } else {
            // Samuel's pool adds a column: the terms in use at each point, separated by semicolons.
            boolean pooled = points.stream().anyMatch(p -> !p.inUse().isEmpty());
            StringBuilder csv = new StringBuilder("games,seconds,score,low,high,wins,draws,losses" + (pooled ? ",inUse" : "") + "\n");
            for (LearningCurve.Point p : points) {
                csv.append(String.format(Locale.ROOT, "%d,%.1f,%.4f,%.4f,%.4f,%d,%d,%d", p.games(), p.seconds(), p.score(), p.low(),
                        p.high(), p.result().aWins(), p.result().draws(), p.result().bWins()));
                csv.append(pooled ? ",\"" + String.join(";", p.inUse()) + "\"" : "").append('\n');
            }
            text = csv.toString();
        }
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        Outputs.write(file, "the curve", out -> out.write(bytes));
    }

    /** A curve point's JSON, with Samuel's pool's terms in use ({@code "inUse"}) where it ran. */
    private static JsonAnswer withTerms(JsonAnswer point, LearningCurve.Point p) {
        return p.inUse().isEmpty() ? point : point.put("inUse", p.inUse());
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

    /** Refuses two outputs that name the same file: one would overwrite the other. */
    private static void distinct(Path weights, Path curve, Path plot) {
        Path w = weights.toAbsolutePath().normalize();
        Path c = curve == null ? null : curve.toAbsolutePath().normalize();
        Path p = plot == null ? null : plot.toAbsolutePath().normalize();
        check(!w.equals(c), "--curve and the weights both name " + curve + ": give them two files");
        check(!w.equals(p), "--plot and the weights both name " + weights + ": give them two files");
    }
}
