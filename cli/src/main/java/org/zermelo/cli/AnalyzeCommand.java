package org.zermelo.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.zermelo.endgame.LoadedDatabases;
import org.zermelo.game.Game;
import org.zermelo.game.Outcome;
import org.zermelo.game.Position;
import org.zermelo.game.RecordFiles;
import org.zermelo.game.Scores;
import org.zermelo.search.MoveAnalysis;
import org.zermelo.search.MoveAnalysis.Kind;
import org.zermelo.search.MoveAnalysis.MoveValue;
import org.zermelo.search.MoveAnalysis.Options;
import org.zermelo.search.MoveAnalysis.Ply;
import org.zermelo.search.MoveAnalysis.Result;
import org.zermelo.search.MoveAnalysis.Value;
import org.zermelo.search.SearchLimits;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "analyze", aliases = "analyse", mixinStandardHelpOptions = true,
        description = {"Every legal move's value, for the side to move: exact (win, draw or loss, with the plies to the end "
            + "under best play) where the position after the move can be solved within --solve-time, else the value of a "
            + "search to --depth (or for --time) with the game's evaluation. For Connect Four the exact values are Pascal "
            + "Pons' scores, the numbers his solver's -a prints. A move that turns a proven win into a draw or a loss, or a "
            + "draw into a loss, is marked as a mistake. With --game MOVES: the value of every ply of a game played from "
            + "POSITION, for the player who moved, before and after the move, mistakes marked."})
final class AnalyzeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    GameAndPosition args;

    @Option(names = "--game", paramLabel = "MOVES",
            description = "The moves of a game from POSITION (or the start), in the game's notation, separated by spaces, "
                    + "chance outcomes (a die) included: review it ply by ply. Where the game has a record format of its own "
                    + "(PDN, GGF), a file of it instead: FILE.pdn (its one game) or FILE.pdn#N (its Nth game), from where the game "
                    + "starts; FILE.ggf for othello.")
    String game;

    @Option(names = "--solve-time", paramLabel = "DURATION", defaultValue = "2s",
            description = "The time an exact search of each position may take (default: ${DEFAULT-VALUE}).")
    String solveTime;

    @Option(names = "--no-solve", description = "Never solve: search values only.")
    boolean noSolve;

    @Option(names = "--algo", paramLabel = "NAME",
            description = "The search where no solve finishes (default: ${bundle:analyze.default}, the same values as the course's "
                    + "alpha-beta; ${bundle:analyze.chanceDefault} for games of chance).")
    String algo;

    @Option(names = "--depth", paramLabel = "N",
            description = "The horizon of that search, for the position (each move's is one less; default "
                    + SearchCommand.DEFAULT_DEPTH + ").")
    Integer depth;

    @Option(names = "--time", paramLabel = "DURATION",
            description = "Instead of --depth: the time of those searches, shared among the moves (or the plies).")
    String time;

    @Option(names = "--db", paramLabel = "DIR", description = "The endgame databases the search probes at its nodes: the "
            + "folder 'zermelo db build --dir' wrote (default: db, when it holds the game's), or none (docs/endgames.md).")
    String db;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Override
    public Integer call() {
        Game g = args.game();
        Position position = args.position(g);
        if (depth != null && time != null) {
            throw new IllegalArgumentException("give --depth N or --time DURATION, not both");
        }
        long solveMillis = noSolve ? 0 : SearchLimits.parseDuration(solveTime).toMillis();
        long timeMillis = time == null ? 0 : SearchLimits.parseDuration(time).toMillis();
        int horizon = depth == null ? SearchCommand.DEFAULT_DEPTH : Inputs.depth(depth);
        Options options = new Options(solveMillis, algo, horizon, timeMillis);
        if (algo != null) {
            org.zermelo.search.Algorithms.search(algo); // names the algorithms there are
        }
        PrintWriter out = spec.commandLine().getOut();
        if (game != null) {
            List<String> moves;
            Matcher file = RECORD_FILE.matcher(game.strip());
            if (g instanceof RecordFiles format && file.matches() && format.isRecordFile(Path.of(file.group(1)))) {
                RecordFiles.Recorded recorded = recorded(format, Path.of(file.group(1)), file.group(2));
                position = recorded.start();
                moves = new ArrayList<>();
                Position p = position.copy();
                for (int move : recorded.moves()) {
                    moves.add(p.formatMove(move));
                    p.play(move);
                }
            } else {
                moves = game.isBlank() ? List.of() : List.of(game.strip().split("\\s+"));
            }
            MoveAnalysis analysis = new MoveAnalysis(g, options);
            analysis.setProgress(Progress.to(spec), Progress.EVERY_NANOS);
            analysis.setTablebase(LoadedDatabases.forGame(g, db, "--db "));
            List<Ply> plies = analysis.review(position, moves, ply -> { });
            printReview(out, g, position, plies);
            return 0;
        }
        if (position.isTerminal()) {
            throw new IllegalArgumentException("the game is over at " + position + " (" + Outcome.of(position.terminalValue())
                    + " for " + g.playerName(position.sideToMove()) + "): no move to analyse");
        }
        MoveAnalysis analysis = new MoveAnalysis(g, options);
        analysis.setProgress(Progress.to(spec), Progress.EVERY_NANOS);
        analysis.setTablebase(LoadedDatabases.forGame(g, db, "--db "));
        Result result = analysis.moves(position);
        printMoves(out, g, position, result);
        return 0;
    }

    /** {@code --game} as a file of the game's own format, then {@code #} and the number of a game in it. */
    private static final Pattern RECORD_FILE = Pattern.compile("(.+?)(?:#([0-9]{1,9}))?");

    /** Game {@code number} (null: the only one) of the record file {@code file}; it gives the start, not POSITION. */
    private RecordFiles.Recorded recorded(RecordFiles format, Path file, String number) {
        if (args.positionText != null) {
            throw new IllegalArgumentException("--game " + file + " starts where its game does (a " + format.recordFormat()
                    + " file says it): give no POSITION");
        }
        List<RecordFiles.Recorded> games = format.readRecords(file);
        if (number == null && games.size() > 1) {
            throw new IllegalArgumentException(file + " holds " + games.size() + " games: name one, like --game " + file + "#1");
        }
        int n = number == null ? 1 : Integer.parseInt(number);
        if (n < 1 || n > games.size()) {
            throw new IllegalArgumentException(file + " holds " + games.size() + (games.size() == 1 ? " game" : " games")
                    + ": there is no game " + n);
        }
        return games.get(n - 1);
    }

    private void printMoves(PrintWriter out, Game g, Position position, Result result) {
        Value best = result.best();
        String player = g.playerName(position.sideToMove());
        if (json) {
            List<Object> moves = new ArrayList<>();
            for (MoveValue m : result.moves()) {
                JsonAnswer j = value(new JsonAnswer().put("move", m.notation()), m.value());
                j.put("best", result.isBest(m)).put("mistake", result.mistake(m))
                        .put("loss", m.value().kind() == Kind.HEURISTIC ? result.loss(m) : null).put("nodes", m.nodes());
                moves.add(j.fields());
            }
            out.println(new JsonAnswer().put("game", g.name()).put("position", position.toString()).put("toMove", player)
                    .put("exact", result.exact()).put("value", best == null ? null : value(new JsonAnswer(), best).fields()).put("moves", moves)
                    .put("bestMoves", bestMoves(result)).put("nodes", result.nodes()).put("timeMs", result.timeNanos() / 1_000_000));
            return;
        }
        out.println(Inputs.heading(g, position) + ": " + player + " to move; values for " + player);
        String format = "%-8s %8s  %-28s %s";
        out.println(String.format(Locale.ROOT, format, "move", "value", "result", "").stripTrailing());
        for (MoveValue m : result.moves()) {
            String kind = best != null ? "" : m.value().exact() ? " proven" : " estimate";
            String note = result.isBest(m) ? "best" + kind
                    : result.mistake(m) ? "mistake"
                    : m.value().kind() == Kind.HEURISTIC ? String.format(Locale.ROOT, "%s below the best%s", number(result.loss(m)), kind)
                    : "";
            out.println(String.format(Locale.ROOT, format, m.notation(), shortValue(m.value()), m.value().describe(), note).stripTrailing());
        }
        if (best == null) {
            Value proven = result.bestOf(true);
            Value estimated = result.bestOf(false);
            out.println("best proven: " + String.join(" ", bestMoves(result, proven)) + " (" + proven.describe() + "); best estimate: "
                    + String.join(" ", bestMoves(result, estimated)) + " (" + estimated.describe() + "); a proven value and an "
                    + "estimate are not ranked against each other: a longer --solve-time proves more");
            return;
        }
        out.println("best: " + String.join(" ", bestMoves(result, best)) + " (" + best.describe() + ")"
                + (result.exact() ? ", every value exact" : ""));
    }

    private void printReview(PrintWriter out, Game g, Position start, List<Ply> plies) {
        if (json) {
            List<Object> list = new ArrayList<>();
            for (Ply p : plies) {
                list.add(new JsonAnswer().put("ply", p.ply()).put("player", p.side() < 0 ? "chance" : g.playerName(p.side()))
                        .put("move", p.move()).put("before", value(new JsonAnswer(), p.before()).fields())
                        .put("played", value(new JsonAnswer(), p.played()).fields())
                        .put("forFirst", value(new JsonAnswer(), p.after()).fields()).put("mistake", p.mistake()).fields());
            }
            out.println(new JsonAnswer().put("game", g.name()).put("position", start.toString()).put("plies", list)
                    .put("mistakes", plies.stream().filter(Ply::mistake).map(Ply::ply).toList()));
            return;
        }
        out.println(Inputs.heading(g, start) + ", " + plies.size() + (plies.size() == 1 ? " ply" : " plies")
                + "; values for the player who moves, before the move and after it");
        String format = "%4s  %-14s %-8s %-26s %-26s %s";
        out.println(String.format(Locale.ROOT, format, "ply", "player", "move", "before", "after", "").stripTrailing());
        for (Ply p : plies) {
            String who = p.side() < 0 ? "(chance)" : g.playerName(p.side());
            out.println(String.format(Locale.ROOT, format, p.ply(), who, p.move(), p.side() < 0 ? "" : p.before().describe(),
                    p.side() < 0 ? "" : p.played().describe(),
                    p.mistake() ? "mistake: " + p.before().outcome() + " to " + p.played().outcome() : "").stripTrailing());
        }
        List<Integer> mistakes = plies.stream().filter(Ply::mistake).map(Ply::ply).toList();
        out.println(mistakes.isEmpty() ? "no mistake found" : (mistakes.size() == 1 ? "mistake at ply " : "mistakes at plies ")
                + String.join(", ", mistakes.stream().map(String::valueOf).toList()));
    }

    /** Every move whose value is {@code best}'s, of the same kind. */
    private static List<String> bestMoves(Result result, Value best) {
        return result.moves().stream().filter(m -> m.value().exact() == best.exact() && m.value().rank() == best.rank())
                .map(MoveValue::notation).toList();
    }

    /** Every best move: of the best value, or where proven values and estimates are not ranked, the best proven ones. */
    private static List<String> bestMoves(Result result) {
        return bestMoves(result, result.best() != null ? result.best() : result.bestOf(true));
    }

    /** The value's fields, for the JSON: kind, value, outcome, remoteness, depth, text. */
    static JsonAnswer value(JsonAnswer j, Value v) {
        j.put("kind", v.kind().name().toLowerCase(Locale.ROOT));
        j.put("value", switch (v.kind()) {
            case EXACT -> (Object) v.gameValue();
            case PROBABILITY -> v.probability();
            case HEURISTIC -> v.score();
        });
        j.put("outcome", v.outcome() == null ? null : v.outcome().toString());
        j.put("remoteness", v.remoteness() >= 0 ? v.remoteness() : null);
        j.put("depth", v.kind() == Kind.HEURISTIC ? v.depth() : null);
        j.put("text", v.describe());
        return j;
    }

    /** The value in one number: the game value, the probability, or the search's score. */
    private static String shortValue(Value v) {
        return switch (v.kind()) {
            case EXACT -> Integer.toString(v.gameValue());
            case PROBABILITY -> String.format(Locale.ROOT, "%.4f", v.probability());
            case HEURISTIC -> Scores.isDecided(v.score()) ? Integer.toString(Scores.gameValue(v.score())) : Scores.describe(v.score());
        };
    }

    private static String number(double x) {
        return x == Math.rint(x) ? Long.toString((long) x) : String.format(Locale.ROOT, "%.4f", x);
    }
}
