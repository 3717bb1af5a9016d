package org.zermelo.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.zermelo.game.Game;
import org.zermelo.game.Position;
import org.zermelo.io.BoundedInput;
import org.zermelo.io.FileErrors;
import org.zermelo.io.OutputFile;
import org.zermelo.play.MatchResult;
import org.zermelo.play.Ratings;
import org.zermelo.play.Tournament;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code zermelo tournament}: AI specs and outside engines meeting in a round robin or a
 * gauntlet, the crosstable and ratings fitted over every game, resumable from a state file.
 */
@Command(name = "tournament", mixinStandardHelpOptions = true,
        description = {"Players (AI specs, outside engines ext:CMD) meeting in a round robin (every pair) or a gauntlet (the first "
                + "player against each other one): each pair plays N games, an opening with both colours, the pairs' games on "
                + "several threads at once. Prints the crosstable and each player's Elo rating, fitted over all the games at once "
                + "(Bradley-Terry, with one virtual draw for each pair that met), with its 95%% interval. With --state FILE each "
                + "finished pair of games is written to FILE as it ends, and a tournament stopped (Ctrl-C, kill) goes on from "
                + "there when run again with the same options and FILE."})
final class TournamentCommand implements Callable<Integer> {

    /** The state file's first word: the file is a tournament's. */
    static final String STATE_HEADER = "zermelo-tournament";
    /** The largest state file read back. */
    static final long MAX_STATE_BYTES = 256L << 20;

    @Spec
    CommandSpec spec;

    @ParentCommand
    Main main;

    @Parameters(index = "0", paramLabel = "GAME", description = "The game (see 'zermelo games').")
    String gameName;

    @Option(names = "--player", paramLabel = "AI", required = true,
            description = "A player, like alphabeta:depth=4 or ext:\"python3 my_engine.py\"; give it once for each player, 2 to "
                    + Tournament.MAX_PLAYERS + ".")
    List<String> players;

    @Option(names = "--games", paramLabel = "N", defaultValue = "10",
            description = "The games of each pair (default 10; an even number gives each colour equally).")
    int games;

    @Option(names = "--gauntlet", description = "The first player meets each other one, and they do not meet each other.")
    boolean gauntlet;

    @Option(names = "--threads", paramLabel = "T",
            description = "Games played at once (default: the machine's cores); each player thinks on "
                    + "one thread, so more than the cores would take time from the players.")
    Integer threads;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of every random choice; printed when not given.")
    Long seed;

    @Option(names = "--position", paramLabel = "P", description = "Start from this position instead of the start.")
    String positionText;

    @Option(names = "--opening-plies", paramLabel = "K", defaultValue = "0",
            description = "Random legal plies played before each pair of games (default 0).")
    int openingPlies;

    @Option(names = "--tc", paramLabel = "BASE+INC", description = "A clock for each player of each game: BASE seconds and INC "
            + "more after each move, like 10+0.1 (see 'zermelo match --help').")
    String tc;

    @Option(names = "--state", paramLabel = "FILE", description = "Writes each pair of games to FILE as it ends, and first reads "
            + "back the games FILE holds, which are not played again.")
    Path state;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Override
    public Integer call() throws IOException, InterruptedException {
        Game game = Inputs.game(gameName);
        Position start = positionText == null ? game.start() : Inputs.position(game, positionText);
        int cores = Runtime.getRuntime().availableProcessors();
        int t = threads == null ? cores : threads;
        if (t < 1 || t > 256) {
            throw new IllegalArgumentException("--threads must be from 1 to 256, not " + t);
        }
        Map<String, Tournament.Unit> read = new LinkedHashMap<>();
        Long s = seed;
        if (state != null) {
            OutputFile.check(state, "the tournament's state to");
            if (Files.exists(state)) {
                s = readState(game, start, read, s);
            }
        }
        long theSeed = Inputs.seed(s);
        Tournament tournament = new Tournament(game, start, players, gauntlet, games, openingPlies, theSeed);
        if (tc != null) {
            tournament.withClock(MatchCommand.parseTc(tc));
        }
        Tournament.Table table = new Tournament.Table(players.size());
        read.values().forEach(table::add);
        PrintWriter err = spec.commandLine().getErr();
        List<String> forfeits = new ArrayList<>();
        read.values().forEach(u -> forfeits.addAll(u.forfeits()));
        int total = tournament.games();
        int[] played = {read.values().stream().mapToInt(u -> u.result().games()).sum()};
        if (!read.isEmpty()) {
            err.printf(Locale.ROOT, "%s: %d of %d games read back from %s%n", spec.qualifiedName(), played[0], total, state);
            err.flush();
        }
        long began = System.nanoTime();
        try (BufferedWriter writer = state == null ? null : openState(header(game, start, theSeed), read.isEmpty())) {
            tournament.play(t, read.keySet(), unit -> {
                table.add(unit);
                forfeits.addAll(unit.forfeits());
                unit.forfeits().forEach(f -> {
                    err.println((main.interactive ? "\r" : "") + spec.qualifiedName() + ": " + tournament.players().get(unit.pairing().a())
                            + " against " + tournament.players().get(unit.pairing().b()) + ": " + f);
                    err.flush();
                });
                if (writer != null) {
                    write(writer, unit);
                }
                played[0] += unit.result().games();
                if (main.interactive) {
                    err.printf(Locale.ROOT, "\r%d/%d games, %.0f s ", played[0], total, (System.nanoTime() - began) / 1e9);
                    err.flush();
                }
            });
        } finally {
            if (main.interactive) {
                err.print("\r" + " ".repeat(40) + "\r");
                err.flush();
            }
        }
        print(game, tournament, table, theSeed, forfeits);
        return 0;
    }

    /** The state file's first line: what the tournament is, so that another one's file is refused. */
    private String header(Game game, Position start, long theSeed) {
        return String.join("\t", STATE_HEADER, "game=" + game.name(), "position=" + start, "games=" + games, "gauntlet=" + gauntlet,
                "opening-plies=" + openingPlies, "tc=" + (tc == null ? "none" : MatchCommand.parseTc(tc)), "seed=" + theSeed, "players=" + String.join("\t", players));
    }

    /** Reads the units FILE holds into {@code read}; the seed, from the file when none is given. */
    private Long readState(Game game, Position start, Map<String, Tournament.Unit> read, Long given) throws IOException {
        List<String> lines = new String(BoundedInput.readAll(state, MAX_STATE_BYTES), StandardCharsets.UTF_8).lines().toList();
        if (lines.isEmpty()) {
            return given;
        }
        String header = lines.getFirst();
        Long theSeed = given;
        for (String field : header.split("\t")) {
            if (field.startsWith("seed=") && given == null) {
                try {
                    theSeed = Long.parseLong(field.substring(5));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(state + " is not a tournament's state file (its seed is '" + field.substring(5) + "')");
                }
            }
        }
        if (!header.startsWith(STATE_HEADER + "\t") || theSeed == null || !header.equals(header(game, start, theSeed))) {
            throw new IllegalArgumentException(state + " holds another tournament (or none): run again with the options it was "
                    + "started with, or name another file; its first line: " + Inputs.printable(header.replace('\t', ' ')));
        }
        for (int i = 1; i < lines.size(); i++) {
            String[] f = lines.get(i).split("\t", -1);
            // a line cut short by a kill is not a unit: it is played again
            if (f.length < 8 || !f[7].equals("end")) {
                continue;
            }
            try {
                int a = Integer.parseInt(f[0]);
                int b = Integer.parseInt(f[1]);
                int index = Integer.parseInt(f[2]);
                MatchResult r = new MatchResult(Integer.parseInt(f[3]), Integer.parseInt(f[4]), Integer.parseInt(f[5]), Integer.parseInt(f[6]));
                if (a < 0 || b <= a || b >= players.size() || index < 0) {
                    throw new NumberFormatException();
                }
                List<String> lost = new ArrayList<>();
                for (int j = 8; j < f.length; j++) {
                    lost.add(f[j]);
                }
                Tournament.Unit unit = new Tournament.Unit(new Tournament.Pairing(a, b), index, r, lost);
                read.put(unit.key(), unit);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(state + ", line " + (i + 1) + ": not a pair of games of this tournament: "
                        + Inputs.printable(lines.get(i).replace('\t', ' ')));
            }
        }
        return theSeed;
    }

    private BufferedWriter openState(String header, boolean fresh) throws IOException {
        try {
            BufferedWriter w = fresh
                    ? Files.newBufferedWriter(state, StandardCharsets.UTF_8)
                    : Files.newBufferedWriter(state, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
            if (fresh) {
                w.write(header);
                w.newLine();
                w.flush();
            }
            return w;
        } catch (IOException e) {
            throw new IOException("cannot write the tournament's state to " + state + ": " + FileErrors.reason(e), e);
        }
    }

    /** One unit, a line ending with the word end (so that a line cut short is known), then its forfeits. */
    private void write(BufferedWriter writer, Tournament.Unit u) {
        MatchResult r = u.result();
        List<String> fields = new ArrayList<>(List.of(Integer.toString(u.pairing().a()), Integer.toString(u.pairing().b()),
                Integer.toString(u.index()), Integer.toString(r.aWins()), Integer.toString(r.bWins()), Integer.toString(r.draws()),
                Integer.toString(r.firstPlayerWins()), "end"));
        u.forfeits().forEach(f -> fields.add(f.replaceAll("[\\t\\r\\n]", " ")));
        try {
            writer.write(String.join("\t", fields));
            writer.newLine();
            writer.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(new IOException("cannot write the tournament's state to " + state + ": "
                    + FileErrors.reason(e), e));
        }
    }

    private void print(Game game, Tournament tournament, Tournament.Table table, long theSeed, List<String> forfeits) {
        PrintWriter out = spec.commandLine().getOut();
        int n = players.size();
        Ratings ratings = table.ratings();
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            order.add(i);
        }
        order.sort((x, y) -> Double.compare(ratings.elo(y), ratings.elo(x)));
        if (json) {
            List<Object> list = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                List<Double> row = new ArrayList<>();
                for (int j = 0; j < n; j++) {
                    row.add(i == j ? null : table.points(i, j));
                }
                list.add(new JsonAnswer().put("player", players.get(i)).put("elo", Math.round(ratings.elo(i) * 10) / 10.0)
                        .put("error", Double.isFinite(ratings.error(i)) ? Math.round(ratings.error(i) * 10) / 10.0 : null)
                        .put("points", table.points(i)).put("games", table.games(i)).put("against", row).fields());
            }
            out.println(new JsonAnswer().put("game", game.name()).put("format", gauntlet ? "gauntlet" : "round robin")
                    .put("gamesPerPair", games).put("games", tournament.games()).put("seed", theSeed).put("openingPlies", openingPlies)
                    .put("players", list).put("forfeits", forfeits));
            return;
        }
        out.printf(Locale.ROOT, "%s of %d players at %s, %d games a pair, %d games, seed %d%s%n", gauntlet ? "Gauntlet" : "Round robin",
                n, game.name(), games, tournament.games(), theSeed, seed == null && state == null ? " (replay with --seed " + theSeed + ")" : "");
        int width = "player".length();
        for (String p : players) {
            width = Math.max(width, p.length());
        }
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%4s  %-" + width + "s  %6s  %6s  %7s  %5s", "rank", "player",
                "Elo", "±95%", "score", "games"));
        for (int c = 1; c <= n; c++) {
            head.append(String.format(Locale.ROOT, "  %5d", c));
        }
        out.println(head);
        for (int rank = 0; rank < n; rank++) {
            int i = order.get(rank);
            double error = ratings.error(i);
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%4d  %-" + width + "s  %+6.0f  %6s  %6.1f%%  %5d", rank + 1,
                    players.get(i), ratings.elo(i), Double.isFinite(error) ? String.format(Locale.ROOT, "%.0f", error) : "inf",
                    table.games(i) == 0 ? 0 : 100.0 * table.points(i) / table.games(i), table.games(i)));
            for (int c = 0; c < n; c++) {
                int j = order.get(c);
                line.append(i == j ? String.format(Locale.ROOT, "  %5s", "-") : table.games(i, j) == 0 ? String.format(Locale.ROOT, "  %5s", "")
                        : String.format(Locale.ROOT, "  %5s", points(table.points(i, j))));
            }
            out.println(line);
        }
        out.println("Each column is the player of that rank: the points the row's player scored against it, a draw counting half.");
        if (!forfeits.isEmpty()) {
            out.println("Games lost by forfeit (the referee is Zermelo's rules): " + forfeits.size());
            forfeits.forEach(f -> out.println("  " + f));
        }
    }

    private static String points(double p) {
        return p == Math.rint(p) ? Long.toString((long) p) : String.format(Locale.ROOT, "%.1f", p);
    }
}
