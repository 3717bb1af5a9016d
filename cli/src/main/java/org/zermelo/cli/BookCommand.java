package org.zermelo.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.zermelo.cluster.ClusterBook;
import org.zermelo.cluster.ClusterMember;
import org.zermelo.cluster.UnitRecords;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.play.GameRecords;
import org.zermelo.play.GamesBook;
import org.zermelo.play.Player;
import org.zermelo.play.Players;
import org.zermelo.play.SearchPlayer;
import org.zermelo.search.Algorithms;
import org.zermelo.search.OpeningBook;
import org.zermelo.search.Search;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "book", mixinStandardHelpOptions = true, subcommands = BookCommand.Show.class,
        description = {"Build an opening book: solve every position within --plies plies of POSITION (the start " +
            "if omitted), the deepest first, and write their exact values to --out. Then 'solve ... --book FILE' " +
            "(and search, compare, bench) answers those positions at once. The book is a text file: a comment " +
            "line saying what it is, then one line per position: its value, a space, the position.",
            "",
            "With --from-games FILE, a book of games instead (docs/solving.md): the positions of the first --plies plies " +
            "of FILE's games (one game a line, as 'match --games-out' writes them, or the game's record format: GGF for " +
            "othello), each with the moves played there and their results; the moves out of the book and the best move " +
            "no game played valued by the search --score, then each position's value the negamax of its moves' (Buro's " +
            "book learning). AIs answer from it with book=FILE ('play', 'match', the web); 'book show' prints it."})
final class BookCommand implements Callable<Integer> {

    /** The most plies a book may reach. */
    static final int MAX_PLIES = 60;

    @ParentCommand
    Main main;

    @Spec
    CommandSpec spec;

    // Not required by picocli, so that 'book show' needs none of them: checked in call().
    @Parameters(index = "0", arity = "0..1", paramLabel = "GAME", description = "The game (see 'zermelo games').")
    String gameName;

    @Parameters(index = "1", arity = "0..1", paramLabel = "POSITION",
            description = "The position in the game's notation; the start if omitted.")
    String positionText;

    @Mixin
    GoalOption goal;

    @Option(names = "--plies", paramLabel = "N",
            description = "How many plies from the position the book reaches (0 is the position alone); with --from-games, "
                    + "the moves of the first N plies of the games (1 or more).")
    Integer pliesGiven;

    int plies;

    @Option(names = "--out", paramLabel = "FILE", description = "The book file to write.")
    Path out;

    @Option(names = "--from-games", paramLabel = "FILE",
            description = "Build a book of the games of FILE instead of solving: one game a line (as 'match --games-out' writes "
                    + "them, 'learn --games-file' reads them) or the game's record format (FILE.ggf for othello).")
    Path fromGames;

    @Option(names = "--score", paramLabel = "AI",
            description = "With --from-games: the search that values the moves out of the book and the best move no game "
                    + "played, an AI spec (default " + DEFAULT_SCORE + ", with the game's strongest evaluation where it names one: "
                    + "othello's eval=patterns). Each position is searched afresh, so that a value is what 'search' says of it.")
    String score;

    @Option(names = "--min-games", paramLabel = "N", defaultValue = "1",
            description = "With --from-games: a position is in the book when N games or more reached it (default 1).")
    int minGames;

    @Option(names = "--margin", paramLabel = "M", defaultValue = "0",
            description = "With --from-games: an AI answering from the book picks at random, from its seed, among the moves whose "
                    + "value is within M of the best, in the values' scale (othello's patterns: hundredths of a disc; default 0, "
                    + "the best moves only).")
    int margin;

    /** The search that scores a book of games unless --score says otherwise. */
    static final String DEFAULT_SCORE = "pvs:depth=6";

    @Option(names = "--algo", paramLabel = "NAME", description = "The exact solver (default: the game's, as solve uses).")
    String algo;

    @Mixin
    EngineOptions engine;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Mixin
    ClusterOptions cluster;

    @Option(names = "--resume", paramLabel = "FILE",
            description = "With --cluster: saves the positions solved so far to FILE (a book of them) every "
                    + RESUME_EVERY_SECONDS + " s, at each ply's end and when stopped, and first reads it back if FILE exists: "
                    + "a coordinator stopped or killed goes on from there, its positions not solved again. They are trusted.")
    Path resume;

    @Option(names = "--units-out", paramLabel = "FILE",
            description = "With --cluster: writes what each position solved cost (CSV: " + UnitRecords.HEADER + "), for "
                    + "'zermelo predict'.")
    Path unitsOut;

    /** How often --resume saves the positions solved. */
    static final int RESUME_EVERY_SECONDS = 30;

    @Override
    public Integer call() throws IOException {
        if (gameName == null || pliesGiven == null || out == null) {
            throw new IllegalArgumentException("expected GAME, --plies N and --out FILE (or the subcommand show): see 'zermelo book --help'");
        }
        plies = pliesGiven;
        Game game = Inputs.game(gameName);
        if (fromGames != null) {
            return fromGames(game);
        }
        if (score != null || minGames != 1 || margin != 0) {
            throw new IllegalArgumentException("--score, --min-games and --margin are for a book of games: give --from-games FILE too");
        }
        Position root = goal.position(game, positionText);
        if (plies < 0 || plies > MAX_PLIES) {
            throw new IllegalArgumentException("--plies must be from 0 to " + MAX_PLIES + ", not " + plies);
        }
        if (root.isTerminal()) {
            throw new IllegalArgumentException("the game is over at " + root + ": there is nothing to put in a book");
        }
        Outputs.check(out, "the book");
        if (cluster.on() && (engine.book != null || engine.checkpoint != null)) {
            throw new IllegalArgumentException("--book and --checkpoint are for one machine: with --cluster, each member's "
                    + "solver reads the positions solved so far as its book, and --resume saves them");
        }
        String name = algo != null ? algo : game.solver();
        Search solver = engine.apply(Algorithms.create(name, game.evaluator()), game);
        PrintWriter err = spec.commandLine().getErr();
        if (cluster.on()) {
            return onCluster(game, root, name, solver.name(), err);
        }
        if (resume != null || unitsOut != null) {
            throw new IllegalArgumentException("--resume and --units-out are for a book built by a cluster: give --cluster NAME too");
        }
        long start = System.nanoTime();
        OpeningBook book;
        try {
            book = OpeningBook.build(game, root, plies, solver, progressLine(err));
        } finally {
            eraseLine(err);
        }
        finish(game, root, book, solver.name(), start, 0);
        return 0;
    }

    /** Builds the book of the games of {@link #fromGames}, writes it and says so. */
    private int fromGames(Game game) {
        if (positionText != null || algo != null || cluster.on() || engine.any() || resume != null || unitsOut != null) {
            throw new IllegalArgumentException("a book of games starts at the start and is valued by --score AI: POSITION, --algo, "
                    + "--hash, --threads, --book, --checkpoint and --cluster are for the book of exact values");
        }
        if (plies < 1 || plies > GamesBook.MAX_PLIES) {
            throw new IllegalArgumentException("--plies must be from 1 to " + GamesBook.MAX_PLIES + " with --from-games, not " + plies);
        }
        if (minGames < 1) {
            throw new IllegalArgumentException("--min-games must be 1 or more, not " + minGames);
        }
        if (margin < 0) {
            throw new IllegalArgumentException("--margin must be 0 or more, not " + margin);
        }
        if (org.zermelo.game.Chance.inGame(game.start())) {
            throw new IllegalArgumentException(game.name() + " is a game of chance: a book of games is for games without dice");
        }
        String scoreSpec = score != null ? score
                : game.playEvaluation() == null ? DEFAULT_SCORE : DEFAULT_SCORE + ",eval=" + game.playEvaluation();
        if (!(Players.parse(scoreSpec, game, 0) instanceof SearchPlayer)) {
            throw new IllegalArgumentException("--score " + scoreSpec + ": expected a search AI, like " + DEFAULT_SCORE
                    + " (not a level, a book, random, perfect or an outside engine)");
        }
        Outputs.check(out, "the book");
        List<int[]> games = GameRecords.read(game, fromGames);
        PrintWriter err = spec.commandLine().getErr();
        long start = System.nanoTime();
        List<String> comments = List.of(
                "from " + games.size() + (games.size() == 1 ? " game" : " games") + " of " + fromGames.getFileName()
                        + "; positions reached by " + minGames + (minGames == 1 ? " game" : " games") + " or more; moves out of "
                        + "the book and the best move no game played valued by " + scoreSpec,
                "built by: zermelo " + String.join(" ", spec.commandLine().getParseResult().originalArgs()));
        GamesBook book;
        try {
            book = GamesBook.build(game, games, plies, minGames, margin, p -> {
                Player.Choice choice = Players.parse(scoreSpec, game, 0).choose(p);
                return choice.search().value();
            }, comments, progressLine(err));
        } finally {
            eraseLine(err);
        }
        try {
            book.write(out);
        } catch (IOException e) { // checked before: the machine's fault now
            throw new UncheckedIOException("cannot write the book " + out + ": " + Inputs.reason(e), e);
        }
        long timeMs = (System.nanoTime() - start) / 1_000_000;
        PrintWriter stdout = spec.commandLine().getOut();
        if (json) {
            stdout.println(new JsonAnswer().put("game", game.name()).put("games", games.size()).put("plies", plies)
                    .put("positions", book.size()).put("file", out.toString()).put("score", scoreSpec).put("timeMs", timeMs));
        } else {
            stdout.println("wrote " + out + ": " + book.size() + (book.size() == 1 ? " position" : " positions") + " of the first "
                    + plies + (plies == 1 ? " ply" : " plies") + " of " + games.size() + (games.size() == 1 ? " game" : " games")
                    + ", valued by " + scoreSpec + " in " + timeMs + " ms");
        }
        return 0;
    }

    /** Writes the book and says so: {@code members} is the size of the cluster that built it, 0 for none. */
    private void finish(Game game, Position root, OpeningBook book, String solverName, long start, int members) {
        try {
            boolean fromStart = root.toString().equals(game.start().toString());
            book.write(out, fromStart ? "" : root.toString());
        } catch (IOException e) { // checked before: the machine's fault now (a disk filled meanwhile)
            throw new UncheckedIOException("cannot write the book " + out + ": " + Inputs.reason(e), e);
        }
        long timeMs = (System.nanoTime() - start) / 1_000_000;
        PrintWriter stdout = spec.commandLine().getOut();
        if (json) {
            JsonAnswer answer = new JsonAnswer().put("game", game.name()).put("position", root.toString()).put("plies", plies)
                    .put("positions", book.size()).put("file", out.toString()).put("algo", solverName).put("timeMs", timeMs);
            stdout.println(members > 0 ? answer.put("members", members) : answer);
        } else {
            stdout.println("wrote " + out + ": " + book.size() + (book.size() == 1 ? " position" : " positions") + " within "
                    + plies + (plies == 1 ? " ply" : " plies") + " of " + (root.toString().equals(game.start().toString()) ? "the start" : root)
                    + ", solved by " + solverName + (members > 0 ? " on a cluster of " + members + (members == 1 ? " member" : " members") : "")
                    + " in " + timeMs + " ms");
        }
    }

    /**
     * The book built by the cluster that this command joins as its coordinator (docs/cluster.md):
     * the same book as on one machine.
     */
    private int onCluster(Game game, Position root, String algoName, String solverName, PrintWriter err) throws IOException {
        ClusterOptions.checkSendable(game, root);
        OpeningBook read = null;
        if (resume != null) {
            Outputs.check(resume, "the positions solved to");
            if (Files.exists(resume)) {
                read = OpeningBook.read(game, resume);
                if (read.plies() != plies) {
                    throw new IllegalArgumentException(resume + " holds the positions of a book of " + read.plies()
                            + " plies, not " + plies + ": give the same --plies or another --resume file");
                }
            }
        }
        if (unitsOut != null) {
            Outputs.check(unitsOut, "the units to");
        }
        OpeningBook known = read;
        String command = spec.qualifiedName();
        ClusterMember member = cluster.start(command, engine.megabytes, engine.threads, err);
        String rootText = root.toString().equals(game.start().toString()) ? "" : root.toString();
        OpeningBook saved = OpeningBook.empty(game, plies);
        List<UnitRecords.Record> units = new ArrayList<>();
        long[] lastSave = {System.nanoTime()};
        int[] lastPly = {Integer.MAX_VALUE};
        Runnable save = () -> {
            if (resume != null) {
                synchronized (saved) {
                    try {
                        saved.write(resume, rootText);
                    } catch (IOException e) { // checked before: the machine's fault now
                        throw new UncheckedIOException("cannot write the positions solved to " + resume + ": " + Inputs.reason(e), e);
                    }
                }
            }
        };
        long start = System.nanoTime();
        OpeningBook book;
        try {
            String saving = resume != null ? "; the positions solved so far are in " + resume : "";
            book = ClusterOptions.coordinate(member, command, err, save, saving, () -> ClusterBook.build(member, game, root, plies,
                    algoName, known, solved -> {
                synchronized (saved) {
                    saved.add(Games.position(game, solved.position()), solved.result().value());
                }
                if (!solved.known()) {
                    units.add(new UnitRecords.Record(solved.ply(), solved.position(), solved.result().member(), solved.result().nodes(),
                            solved.result().nanos() / 1000));
                }
                if (solved.ply() != lastPly[0] || System.nanoTime() - lastSave[0] > RESUME_EVERY_SECONDS * 1_000_000_000L) {
                    if (lastPly[0] != Integer.MAX_VALUE) {
                        save.run();
                    }
                    lastPly[0] = solved.ply();
                    lastSave[0] = System.nanoTime();
                }
            }, progressLine(err)));
        } finally {
            eraseLine(err);
        }
        if (book == null) {
            return 1; // stopped by Ctrl-C or a kill: the hook saved, left and said so
        }
        int members = member.size();
        save.run();
        if (unitsOut != null) {
            Outputs.write(unitsOut, "the units to", stream -> UnitRecords.write(stream, units));
        }
        member.close();
        finish(game, root, book, solverName, start, members);
        return 0;
    }

    /** {@code book show}: the moves of a book of games at a position, with their values and games. */
    @Command(name = "show", mixinStandardHelpOptions = true,
            description = {"Print the moves of a book of games (built by 'book GAME --from-games') at POSITION (the start if "
                    + "omitted): each move's value for the side to move (as the search that built the book scores: othello's "
                    + "patterns in hundredths of a disc), the games that played it, their wins, draws and losses and their mean "
                    + "result for that side. BOOK is a book file or the name of the book the game ships (othello); the game's "
                    + "own book if omitted. With one argument after GAME: a book when it names the game's book, a file or "
                    + "ends in .book, else a position."})
    static final class Show implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Parameters(index = "0", paramLabel = "GAME", description = "The game (see 'zermelo games').")
        String gameName;

        @Parameters(index = "1..2", arity = "0..2", paramLabel = "BOOK POSITION",
                description = "The book (the game's own if omitted) and the position (the start if omitted), in the game's "
                        + "notation or, where the game reads them, its moves from the start (othello: f5d6).")
        List<String> rest = new ArrayList<>();

        @Override
        public Integer call() {
            Game game = Inputs.game(gameName);
            String bookName = null;
            String positionText = null;
            if (rest.size() == 2) {
                bookName = rest.get(0);
                positionText = rest.get(1);
            } else if (rest.size() == 1) {
                String only = rest.get(0);
                if (only.equals(game.openingBook()) || only.endsWith(".book") || Files.exists(Path.of(only))) {
                    bookName = only;
                } else {
                    positionText = only;
                }
            }
            if (bookName == null && game.openingBook() == null) {
                throw new IllegalArgumentException(game.name() + " ships no opening book: give a book file, built by 'zermelo book "
                        + game.name() + " --from-games FILE --plies K --out BOOK'");
            }
            GamesBook book = bookName == null || bookName.equals(game.openingBook()) ? GamesBook.shipped(game)
                    : GamesBook.read(game, Path.of(bookName));
            Position position = Inputs.position(game, positionText);
            PrintWriter out = spec.commandLine().getOut();
            out.println(game.name() + " book " + (bookName == null ? game.openingBook() : bookName) + ": " + book.size()
                    + (book.size() == 1 ? " position" : " positions") + " of the first " + book.plies()
                    + (book.plies() == 1 ? " ply" : " plies") + ", moves within " + book.margin() + " of the best played at random");
            for (String comment : book.comments()) {
                out.println("  " + comment);
            }
            List<GamesBook.Move> moves = book.moves(position);
            if (moves.isEmpty()) {
                out.println(position + " is not in the book");
                return 0;
            }
            out.println(position + ": value " + Scores.describe(book.value(position)) + ", reached by " + book.games(position)
                    + (book.games(position) == 1 ? " game" : " games"));
            out.println(String.format(Locale.ROOT, "%-8s %12s %7s %7s %7s %7s %8s", "move", "value", "games", "wins", "draws",
                    "losses", "mean"));
            for (GamesBook.Move m : moves) {
                out.println(String.format(Locale.ROOT, "%-8s %12s %7d %7d %7d %7d %8s", position.formatMove(m.move()),
                        Scores.describe(m.value()), m.games(), m.wins(), m.draws(), m.losses(),
                        m.games() == 0 ? "searched" : String.format(Locale.ROOT, "%+.2f", m.meanResult())));
            }
            return 0;
        }
    }

    /** The line a long build shows on a terminal, at most every 0.1 s; {@link #eraseLine} takes it away at the end. */
    private Consumer<String> progressLine(PrintWriter err) {
        long[] shown = {0};
        return line -> {
            if (main.interactive && System.nanoTime() - shown[0] > 100_000_000) {
                err.print("\r" + line + "   ");
                err.flush();
                shown[0] = System.nanoTime();
            }
        };
    }

    private void eraseLine(PrintWriter err) {
        if (main.interactive) {
            err.print("\r" + " ".repeat(79) + "\r");
            err.flush();
        }
    }
}
