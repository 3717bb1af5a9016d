package org.zermelo.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.zermelo.game.Game;
import org.zermelo.play.Player;
import org.zermelo.play.Players;
import org.zermelo.protocol.Engines;
import org.zermelo.protocol.ProtocolException;
import org.zermelo.protocol.Protocols;
import org.zermelo.search.SearchLimits;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "gnubg", mixinStandardHelpOptions = true,
        description = {"Backgammon against GNU Backgammon (gnubg 1.07, Debian's gnubg and gnubg-data), Zermelo being gnubg's "
            + "external player: gnubg sends a FIBS board line for each of Zermelo's decisions over a socket on 127.0.0.1 and "
            + "plays Zermelo's answer, a move like 24/18 13/11. gnubg runs the games, rolls the dice from its seed and keeps the "
            + "score. Cubeless money games only: Zermelo never doubles and stops if gnubg offers the cube.",
            "",
            "With --games N, a whole session in one command: Zermelo starts gnubg in its text mode (gnubg -t) with a script "
            + "of commands (its seed, no cube, no Jacoby rule, its level as player 0, Zermelo as player 1), plays the N games and "
            + "reports Zermelo's wins and its points per game (a single game 1, a gammon 2, a backgammon 3), each with its 95%% "
            + "interval: the mean plus or minus 1.96 standard deviations of the mean. gnubg's levels: beginner (0 plies, noise "
            + "0.060), intermediate (0 plies, 0.040), expert (0 plies, no noise), world-class (2 plies).",
            "",
            "Without --games, Zermelo waits on --port (0: a free port, printed) for a gnubg set up by hand "
            + "('set cube use off', 'set player 1 external 127.0.0.1:PORT', then 'new game') and answers it until gnubg closes "
            + "the connection.",
            "",
            "A bad board line, a board that does not follow from Zermelo's last move, gnubg closing the connection before the "
            + "games are over, or no board within --timeout: one line, exit 1."})
final class GnubgCommand implements Callable<Integer> {

    /**
     * Pubeval at one ply: the strongest of Zermelo's backgammon players per second (at one ply it
     * beats pubeval's symmetric form, play's evaluation, 69% of games: docs/measurements.md).
     */
    static final String DEFAULT_AI = "expectiminimax:depth=1,eval=pubeval";
    static final int MAX_GAMES = 10_000;
    /** The protocol gnubg speaks with its external player: the game that offers it is the game played. */
    static final String PROTOCOL = "gnubg-external-player";

    @Spec
    CommandSpec spec;

    @ParentCommand
    Main main;

    @Option(names = "--ai", paramLabel = "AI", defaultValue = DEFAULT_AI,
            description = "Zermelo's player, an AI spec as 'match' takes (default " + DEFAULT_AI + ").")
    String ai;

    @Option(names = "--games", paramLabel = "N", description = "Start gnubg and play N games against it, 1 to " + MAX_GAMES + ".")
    Integer games;

    @Option(names = "--level", paramLabel = "LEVEL", defaultValue = "expert",
            description = "gnubg's level with --games: beginner, intermediate, expert (the default) or world-class.")
    String levelText;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of gnubg's dice and of Zermelo's player; printed when not given.")
    Long seed;

    @Option(names = "--port", paramLabel = "N", defaultValue = "0",
            description = "Without --games: the port to listen on, on 127.0.0.1 (default 0: a free port, printed).")
    int port;

    @Option(names = "--timeout", paramLabel = "DURATION", defaultValue = "60s",
            description = "How long to wait for gnubg: to connect, for each board, to exit (default 60s).")
    String timeoutText;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Override
    public Integer call() throws IOException, InterruptedException {
        Protocols.Offer offer = Protocols.find(PROTOCOL);
        Game game = offer.game();
        Duration timeout = SearchLimits.parseDuration(timeoutText);
        long s = Inputs.seed(seed);
        Player player = Players.parse(ai, game, s);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ExternalPlayer external = new ExternalPlayer(offer.protocol(), Engines.of(player), timeout, note -> {
            err.println("zermelo gnubg: " + note);
            err.flush();
        });
        try {
            if (games == null) {
                return serve(external, player, timeout, out, err);
            }
            if (games < 1 || games > MAX_GAMES) {
                throw new IllegalArgumentException("--games must be a whole number from 1 to " + MAX_GAMES + ", not " + games);
            }
            GnubgSession.Level level = GnubgSession.Level.parse(levelText);
            java.io.File gnubg = GnubgSession.find();
            long began = System.nanoTime();
            GnubgSession.Result result;
            try {
                result = GnubgSession.play(gnubg, external, level, s & 0x7FFF_FFFFL, games, timeout, number -> {
                    if (main.interactive) {
                        err.printf(Locale.ROOT, "\rgame %d/%d  %.0f s ", number, games, (System.nanoTime() - began) / 1e9);
                        err.flush();
                    }
                });
            } finally {
                if (main.interactive) {
                    err.print("\r" + " ".repeat(79) + "\r");
                    err.flush();
                }
            }
            if (!result.agrees()) {
                err.println("zermelo gnubg: warning: gnubg's results do not match the games Zermelo ended with its own winning "
                        + "move: " + external.wins().size() + " such games, values by game " + external.wins());
                err.flush();
            }
            report(out, game, player, level, s, result, (System.nanoTime() - began) / 1_000_000);
            return 0;
        } catch (ProtocolException e) {
            err.println("zermelo gnubg: " + e.getMessage());
            err.flush();
            return Main.INTERNAL_ERROR;
        }
    }

    private int serve(ExternalPlayer external, Player player, Duration timeout, PrintWriter out, PrintWriter err) throws IOException {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("--port must be 0 (a free port) or a port from 1 to 65535, not " + port);
        }
        try (ServerSocket server = new ServerSocket(port, 1, InetAddress.getByName("127.0.0.1"))) {
            int p = server.getLocalPort();
            err.println("zermelo gnubg: " + player.spec() + " listening on 127.0.0.1:" + p + "; in gnubg: set cube use off, "
                    + "set player 1 external 127.0.0.1:" + p + ", new game");
            err.flush();
            server.setSoTimeout((int) Math.min(Integer.MAX_VALUE, timeout.toMillis()));
            Socket socket;
            try {
                socket = server.accept();
            } catch (SocketTimeoutException e) {
                throw new ProtocolException("gnubg did not connect within " + timeout.toSeconds() + " s (--timeout)");
            }
            try (socket) {
                external.serve(socket, number -> {});
            }
        }
        if (json) {
            out.println(new JsonAnswer().put("ai", player.spec()).put("moves", external.moves()).put("games", external.games()));
        } else {
            out.println("gnubg closed the connection: " + external.moves() + " moves chosen in " + external.games()
                    + (external.games() == 1 ? " game" : " games") + " by " + player.spec());
        }
        return 0;
    }

    private void report(PrintWriter out, Game game, Player player, GnubgSession.Level level, long s, GnubgSession.Result result, long millis) {
        List<Integer> points = result.points();
        int n = points.size();
        int[] won = new int[4];
        int[] lost = new int[4];
        double sum = 0;
        for (int x : points) {
            sum += x;
            if (x > 0) {
                won[x]++;
            } else {
                lost[-x]++;
            }
        }
        double mean = sum / n;
        double squares = 0;
        for (int x : points) {
            squares += (x - mean) * (x - mean);
        }
        double ppgError = n > 1 ? 1.96 * Math.sqrt(squares / (n - 1) / n) : Double.NaN;
        int wins = won[1] + won[2] + won[3];
        double rate = (double) wins / n;
        double rateError = 1.96 * Math.sqrt(rate * (1 - rate) / n);
        if (json) {
            out.println(new JsonAnswer().put("game", game.name()).put("ai", player.spec()).put("level", level.text).put("plies", level.plies)
                    .put("noise", level.noise).put("seed", s).put("games", n).put("wins", wins).put("losses", n - wins)
                    .put("won", byKind(game, won).fields()).put("lost", byKind(game, lost).fields())
                    .put("points", (int) sum).put("pointsPerGame", round(mean)).put("pointsPerGameError", n > 1 ? round(ppgError) : null)
                    .put("winRate", round(rate)).put("winRateError", round(rateError)).put("checked", result.agrees()).put("resigned", result.resigned())
                    .put("timeMs", millis));
            return;
        }
        out.println(player.spec() + " against GNU Backgammon " + level.describe() + ", " + n + " cubeless money "
                + (n == 1 ? "game" : "games") + ", seed " + s + (seed == null ? " (replay with --seed " + s + ")" : ""));
        out.printf(Locale.ROOT, "won  %d: %d single, %d gammons, %d backgammons%n", wins, won[1], won[2], won[3]);
        out.printf(Locale.ROOT, "lost %d: %d single, %d gammons, %d backgammons%n", n - wins, lost[1], lost[2], lost[3]);
        out.printf(Locale.ROOT, "points per game: %+.3f%s (%+d points)%n", mean,
                n == 1 ? " (one game: no interval)"
                        : ppgError == 0 ? " (every game scored the same: no interval from them)"
                        : String.format(Locale.ROOT, " ± %.3f (95%% interval %+.3f to %+.3f)", ppgError, mean - ppgError, mean + ppgError),
                (int) sum);
        if (wins == 0 || wins == n) {
            // The normal approximation has no width here; Wilson's interval still says how sure n games are.
            double[] interval = wilson(wins, n);
            out.printf(Locale.ROOT, "win rate: %.1f%% (every game %s; Wilson's 95%% interval %.1f%% to %.1f%%)%n", 100 * rate,
                    wins == n ? "won" : "lost", 100 * interval[0], 100 * interval[1]);
        } else {
            out.printf(Locale.ROOT, "win rate: %.1f%% ± %.1f%% (95%% interval %.1f%% to %.1f%%)%n", 100 * rate, 100 * rateError,
                    100 * Math.max(0, rate - rateError), 100 * Math.min(1, rate + rateError));
        }
        out.println(result.agrees() ? "checked: each of Zermelo's wins ended with its own winning move, of the value gnubg scored"
                + (result.resigned() == 0 ? "" : ", but " + result.resigned() + " that gnubg resigned (a backgammon, accepted)")
                : "not checked: gnubg's results do not match the games Zermelo ended with its own move (see the warning)");
        out.printf(Locale.ROOT, "%.1f s%n", millis / 1000.0);
    }

    /** The games of each value, 1 to 3, by the name of their kind ({@link #kind}). */
    private static JsonAnswer byKind(Game game, int[] counts) {
        JsonAnswer json = new JsonAnswer();
        for (int value = 1; value < counts.length; value++) {
            json.put(kind(game, value), counts[value]);
        }
        return json;
    }

    /**
     * The kind of a win worth {@code value} points, as the game words it after "X won": the last
     * word of its {@link Game#describeWin} (a win by a gammon: {@code gammon}), {@code single} for a
     * plain win, as the JSON's fields {@code won} and {@code lost} name them.
     */
    static String kind(Game game, int value) {
        String words = game.describeWin(value).strip();
        return words.isEmpty() ? "single" : words.substring(words.lastIndexOf(' ') + 1);
    }

    /** Wilson's 95% score interval of a rate of {@code wins} in {@code n}: low and high, from 0 to 1. */
    static double[] wilson(int wins, int n) {
        double z = 1.96;
        double rate = (double) wins / n;
        double centre = (rate + z * z / (2 * n)) / (1 + z * z / n);
        double half = z * Math.sqrt(rate * (1 - rate) / n + z * z / (4.0 * n * n)) / (1 + z * z / n);
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    private static double round(double x) {
        return Math.round(x * 1000) / 1000.0;
    }
}
