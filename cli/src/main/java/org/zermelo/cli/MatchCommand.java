package org.zermelo.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.zermelo.game.Game;
import org.zermelo.game.Outcome;
import org.zermelo.game.Position;
import org.zermelo.game.RecordFiles;
import org.zermelo.play.GameRecords;
import org.zermelo.play.Match;
import org.zermelo.play.MatchResult;
import org.zermelo.play.Sprt;
import org.zermelo.play.TimeControl;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "match", mixinStandardHelpOptions = true,
        description = {"AI against AI: N games, colours alternating (A moves first in games 1, 3, " +
            "5, ..., B in games 2, 4, 6, ...). Each pair of games starts from the same " +
            "opening: the position, then K random legal plies (drawn again if they end " +
            "the game), so that deterministic AIs still play varied games. " +
            "AI specs as in 'play': alphabeta:depth=6, alphabeta:time=2s, minimax:depth=4, " +
            "montecarlo:playouts=200, mcts:iterations=10000, random, perfect. Every random choice comes from --seed (printed when not " +
            "given), so that a match can be replayed. With --a-first, A moves first in every game instead. " +
            "The Elo difference of A over B comes from A's score p (a win 1, a draw 1/2, a " +
            "loss 0, averaged over the n games): D = 400 log10(p / (1 - p)). Its 95%% " +
            "interval maps p - 1.96 s/sqrt(n) and p + 1.96 s/sqrt(n) through the same " +
            "formula, s being the standard deviation of the game scores; \"±\" is half its " +
            "width. D is unbounded when A or B won every game (p = 1 or 0), and so is an " +
            "end of the interval that reaches a score of 1 or 0 (too few games); JSON " +
            "gives null for what is unbounded.",
            "",
            "With --sprt ELO0,ELO1, the match is a sequential test (SPRT, error rates 5%%): after each pair of games, the " +
            "log-likelihood ratio of 'A is ELO1 stronger' against 'A is ELO0 stronger' is compared with its bounds, and the match " +
            "stops as soon as one is crossed (--games is then the most it plays)."})
final class MatchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @ParentCommand
    Main main;

    @Parameters(index = "0", paramLabel = "GAME", description = "The game (see 'zermelo games').")
    String gameName;

    @Option(names = "--a", paramLabel = "AI", required = true, description = "The AI A, like alphabeta:depth=4.")
    String a;

    @Option(names = "--b", paramLabel = "AI", required = true, description = "The AI B, like random.")
    String b;

    @Option(names = "--games", paramLabel = "N", defaultValue = "10",
            description = "The number of games, 1 to " + Match.MAX_GAMES + " (default 10; an even number gives A and B each colour equally).")
    int games;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of every random choice; printed when not given.")
    Long seed;

    @Option(names = "--position", paramLabel = "P", description = "Start from this position instead of the start.")
    String positionText;

    @Mixin
    GoalOption goal;

    @Option(names = "--opening-plies", paramLabel = "K", defaultValue = "0",
            description = "Random legal plies played from the position before each pair of games (default 0).")
    int openingPlies;

    @Option(names = "--openings", paramLabel = "FILE", description = "Start each pair of games (both colours) from the next "
            + "game of FILE, in the game's record format (PDN for checkers and draughts): its position (a FEN tag) and its moves, "
            + "in order, from the first again after the last; --opening-plies then adds random plies after each. The 11-man "
            + "ballot, the 3-move ballot as games of three moves.")
    Path openings;

    @Option(names = "--a-first", description = "A moves first (the side to move at the position) in every game, each game from "
            + "an opening of its own, instead of the colours alternating: how often A holds a side, such as a won position "
            + "against the perfect player.")
    boolean aFirst;

    @Option(names = "--sprt", paramLabel = "ELO0,ELO1", description = "Stop as soon as a sequential test decides between "
            + "A being ELO0 and ELO1 Elo stronger than B, like 0,20.")
    String sprtText;

    @Option(names = "--games-out", paramLabel = "FILE", description = "Write the games to FILE, one a line: its moves from the "
            + "start, random opening included, in the game's notation separated by spaces (by semicolons where a move has spaces, "
            + "as backgammon's), after a comment line (#) saying the match: the file 'learn --games-file' reads. Where the game has a "
            + "record format of its own, a FILE named for it gets the games in it instead, from --position too: FILE.pdn, PDN "
            + "(tags Event, Round, the players, Result, GameType, FEN), which 'analyze --game FILE.pdn' reads too; for othello "
            + "FILE.ggf, GGF (the players PB and PW, the result RE in discs, the rest in a comment C).")
    Path gamesOut;

    @Option(names = "--tc", paramLabel = "BASE+INC", description = "A clock for each player: BASE seconds for the game and INC "
            + "more after each move, like 10+0.1, on the wall clock. A player that thinks on the clock (a time= or default "
            + "search, an outside engine) takes its share of it; one whose clock runs out loses the game.")
    String tc;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Override
    public Integer call() {
        Game game = Inputs.game(gameName);
        Position start = goal.position(game, positionText);
        long s = Inputs.seed(seed);
        Sprt sprt = sprtText == null ? null : Sprt.parse(sprtText);
        if (tc != null) {
            parseTc(tc);
        }
        if (openings != null && positionText != null) {
            throw new IllegalArgumentException("--openings and --position both say where the games start: give one");
        }
        List<Match.Opening> from = openings == null ? null : openings(game);
        try (Match match = new Match(game, start, a, b, openingPlies, s)) {
            if (from != null) {
                match.withOpenings(from);
            }
            return play(game, start, match, sprt, s);
        }
    }

    private int play(Game game, Position start, Match match, Sprt sprt, long s) {
        if (aFirst) {
            match.aFirstEveryGame();
        }
        if (tc != null) {
            match.withClock(parseTc(tc));
        }
        RecordFiles format = gamesOut != null && game instanceof RecordFiles f && f.isRecordFile(gamesOut) ? f : null;
        if (gamesOut != null) {
            if (format == null && (openings != null || !start.toString().equals(game.start().toString()))) {
                throw new IllegalArgumentException("--games-out records games from the start of " + game.name()
                        + ", as 'learn --games-file' reads them: not from --position or --openings (a PDN file records them)");
            }
            Outputs.check(gamesOut, "the games");
        }
        StringBuilder recorded = new StringBuilder(format != null ? "" : "# zermelo match " + game.name() + ": " + match.a() + " (A) against "
                + match.b() + " (B), seed " + s + "\n");
        PrintWriter err = spec.commandLine().getErr();
        long began = System.nanoTime();
        MatchResult result;
        List<String> forfeits = new ArrayList<>();
        try {
            result = match.play(games, finished -> {
                if (finished.forfeit() != null) {
                    forfeits.add("game " + finished.number() + ": " + finished.forfeit());
                    err.println((main.interactive ? "\r" : "") + spec.qualifiedName() + ": game " + finished.number() + ": "
                            + finished.forfeit());
                    err.flush();
                }
                if (format != null) {
                    recorded.append(record(game, format, match, finished));
                } else if (gamesOut != null) {
                    List<String> plies = new ArrayList<>(finished.opening());
                    plies.addAll(finished.moves());
                    recorded.append(GameRecords.line(plies)).append('\n');
                }
                if (main.interactive) {
                    MatchResult t = finished.tally();
                    err.printf(Locale.ROOT, "\r%d/%d games  A %d  B %d  draws %d  %.1f s ", finished.number(), games,
                            t.aWins(), t.bWins(), t.draws(), (System.nanoTime() - began) / 1e9);
                    err.flush();
                }
            }, tally -> sprt != null && sprt.decision(tally) != Sprt.Decision.UNDECIDED);
        } finally {
            if (main.interactive) {
                err.print("\r" + " ".repeat(79) + "\r"); // erases the progress line
                err.flush();
            }
        }
        if (gamesOut != null) {
            byte[] bytes = recorded.toString().getBytes(StandardCharsets.UTF_8);
            Outputs.write(gamesOut, "the games", w -> w.write(bytes));
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(new JsonAnswer().put("game", game.name()).put("position", start.toString()).put("a", match.a()).put("b", match.b())
                    .put("games", result.games()).put("aWins", result.aWins()).put("bWins", result.bWins()).put("draws", result.draws())
                    .put("forfeits", forfeits)
                    .put("firstPlayerWins", result.firstPlayerWins()).put("gamesOut", gamesOut == null ? null : gamesOut.toString()).put("eloDiff", rounded(result.eloDiff()))
                    .put("eloError", rounded(result.eloError())).put("seed", s).put("openingPlies", openingPlies).put("aFirst", aFirst)
                    .put("sprt", sprt == null ? null : new JsonAnswer().put("elo0", sprt.elo0()).put("elo1", sprt.elo1())
                            .put("alpha", sprt.alpha()).put("beta", sprt.beta()).put("llr", Math.round(sprt.llr(result) * 1000) / 1000.0)
                            .put("lower", Math.round(sprt.lower() * 1000) / 1000.0).put("upper", Math.round(sprt.upper() * 1000) / 1000.0)
                            .put("decision", sprt.decision(result).toString()).fields()));
        } else {
            printTable(out, game, start, match, result, s);
            match.pondering().forEach(out::println);
            if (!forfeits.isEmpty()) {
                out.println("Games lost by forfeit (the referee is Zermelo's rules): " + forfeits.size());
                forfeits.forEach(f -> out.println("  " + f));
            }
            if (gamesOut != null) {
                out.println("games written to " + gamesOut);
            }
            if (sprt != null) {
                Sprt.Decision d = sprt.decision(result);
                out.println(String.format(Locale.ROOT, "SPRT between Elo %+.0f (H0) and %+.0f (H1), 5%% errors: LLR %.2f, bounds %.2f and %.2f: %s",
                        sprt.elo0(), sprt.elo1(), sprt.llr(result), sprt.lower(), sprt.upper(),
                        d == Sprt.Decision.H1 ? "H1 accepted, A is at least " + signed(sprt.elo1()) + " stronger"
                                : d == Sprt.Decision.H0 ? "H0 accepted, A is at most " + signed(sprt.elo0()) + " stronger"
                                : "undecided after " + result.games() + " games"));
            }
        }
        return 0;
    }

    /**
     * A game of the match in the game's own format: Event "zermelo match", Round its number, each
     * player (White, Black) the spec of the AI that played it, the result, a forfeit said in a comment.
     */
    private static String record(Game game, RecordFiles format, Match match, Match.Finished finished) {
        Position start = game.parse(finished.start());
        Position p = start.copy();
        List<String> plies = new ArrayList<>(finished.opening());
        plies.addAll(finished.moves());
        int[] moves = new int[plies.size()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = p.parseMove(plies.get(i));
            p.play(moves[i]);
        }
        int aSide = finished.aFirst() ? start.sideToMove() : 1 - start.sideToMove();
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "zermelo match");
        tags.put("Round", String.valueOf(finished.number()));
        tags.put(game.playerName(0), aSide == 0 ? match.a() : match.b());
        tags.put(game.playerName(1), aSide == 0 ? match.b() : match.a());
        Outcome first = aSide == 0 ? finished.outcome() : switch (finished.outcome()) {
            case WIN -> Outcome.LOSS;
            case LOSS -> Outcome.WIN;
            case DRAW -> Outcome.DRAW;
        };
        return format.writeRecord(tags, start, moves, first, finished.forfeit());
    }

    /** The openings of {@code --openings}: each game of the file, its position and its moves. */
    private List<Match.Opening> openings(Game game) {
        if (!(game instanceof RecordFiles format) || !format.isRecordFile(openings)) {
            throw new IllegalArgumentException("--openings: " + openings + " is not a file of " + game.name() + " games in its "
                    + "record format" + (game instanceof RecordFiles f ? " (" + f.recordFormat() + ")" : ": " + game.name()
                    + " has none; use --opening-plies"));
        }
        List<Match.Opening> list = new ArrayList<>();
        for (RecordFiles.Recorded r : format.readRecords(openings)) {
            list.add(new Match.Opening(r.start(), r.moves()));
        }
        return list;
    }

    /** {@code --tc}'s value, or a message naming the option. */
    static TimeControl parseTc(String text) {
        try {
            return TimeControl.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--tc: " + e.getMessage());
        }
    }

    /** One decimal is all an Elo estimate can claim; null when unbounded. */
    private static Double rounded(double elo) {
        return Double.isFinite(elo) ? Math.round(elo * 10) / 10.0 : null;
    }

    private void printTable(PrintWriter out, Game game, Position start, Match match, MatchResult r, long s) {
        String from = (openings != null ? "the openings of " + openings
                : start.toString().equals(game.start().toString()) ? "the start" : start.toString())
                + (openingPlies == 0 ? "" : " and " + openingPlies + (openingPlies == 1 ? " random ply" : " random plies")
                    + (aFirst ? " each" : ""));
        out.println(match.a() + " (A) against " + match.b() + " (B) at " + game.name() + ", " + r.games()
                + (r.games() == 1 ? " game" : " games") + " from " + from + (tc == null ? "" : ", each player on a clock of "
                + parseTc(tc) + " s") + ", seed " + s
                + (seed == null ? " (replay with --seed " + s + ")" : ""));
        String first = game.playerName(start.sideToMove());
        String second = game.playerName(1 - start.sideToMove());
        out.println(aFirst ? "A plays " + first + " (who moves first) in every game, each from an opening of its own."
                : "A plays " + first + " (who moves first) in odd games, " + second + " in even games.");
        String[] names = {"A " + match.a(), "B " + match.b(), first, second};
        int width = 0;
        for (String name : names) {
            width = Math.max(width, name.length());
        }
        String row = "%-" + width + "s  %6s  %6s  %6s  %6s%n";
        out.printf(Locale.ROOT, row, "", "wins", "draws", "losses", "score");
        int n = r.games();
        int[][] counts = {
            {r.aWins(), r.bWins()}, {r.bWins(), r.aWins()},
            {r.firstPlayerWins(), r.secondPlayerWins()}, {r.secondPlayerWins(), r.firstPlayerWins()}};
        for (int i = 0; i < names.length; i++) {
            int wins = counts[i][0];
            String score = String.format(Locale.ROOT, "%.1f%%", 100.0 * (wins + r.draws() / 2.0) / n);
            out.printf(Locale.ROOT, row, names[i], wins, r.draws(), counts[i][1], score);
        }
        out.println("Elo difference of A over B: " + elo(r));
    }

    private static String elo(MatchResult r) {
        if (Double.isInfinite(r.eloDiff())) {
            return "unbounded, since " + (r.eloDiff() > 0 ? "A" : "B") + " won every game (no finite estimate)";
        }
        String diff = signed(r.eloDiff());
        boolean low = Double.isFinite(r.eloLow());
        boolean high = Double.isFinite(r.eloHigh());
        if (low && high) {
            return diff + " ± " + String.format(Locale.ROOT, "%.1f", r.eloError())
                    + " (95% interval " + signed(r.eloLow()) + " to " + signed(r.eloHigh()) + ")";
        }
        String interval = low ? "at least " + signed(r.eloLow()) : high ? "at most " + signed(r.eloHigh()) : "unbounded";
        return diff + ", 95% interval " + interval + " (too few games to bound it both ways)";
    }

    private static String signed(double elo) {
        return String.format(Locale.ROOT, "%+.1f", elo);
    }
}
