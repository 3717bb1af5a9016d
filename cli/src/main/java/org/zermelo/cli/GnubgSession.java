package org.zermelo.cli;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.IntConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.zermelo.protocol.ProtocolException;

/**
 * A session of cubeless money games against GNU Backgammon: gnubg runs as a child process in
 * its text mode, reading a script of commands that sets its level and seed, makes Zermelo its
 * external player (player 1, over a socket Zermelo listens on) and starts the games one by one;
 * gnubg rolls the dice, keeps the score and says who won each game and how many points, which is
 * read from its output.
 */
final class GnubgSession {

    static final String INSTALL = "apt-get install gnubg gnubg-data (Debian's GNU Backgammon), or set ZERMELO_GNUBG to its path";
    /** gnubg's own name for the player it plays, and Zermelo's, in its script and its result lines. */
    static final String GNUBG = "gnubg";
    static final String ZERMELO = "zermelo";
    private static final Pattern RESULT = Pattern.compile("^(\\S+) wins (a single game|a gammon|a backgammon) and (\\d+) points?\\.");

    /** gnubg's strength levels, as its own settings name them: plies of look-ahead and noise on the evaluation. */
    enum Level {
        BEGINNER("beginner", 0, 0.060),
        INTERMEDIATE("intermediate", 0, 0.040),
        EXPERT("expert", 0, 0.0),
        WORLD_CLASS("world-class", 2, 0.0);

        final String text;
        final int plies;
        final double noise;

        Level(String text, int plies, double noise) {
            this.text = text;
            this.plies = plies;
            this.noise = noise;
        }

        static Level parse(String text) {
            for (Level level : values()) {
                if (level.text.equals(text)) {
                    return level;
                }
            }
            throw new IllegalArgumentException("unknown level '" + text + "': expected beginner, intermediate, expert or world-class");
        }

        String describe() {
            return text + " (" + plies + (plies == 1 ? " ply" : " plies") + ", "
                    + (noise == 0 ? "no noise" : String.format(Locale.ROOT, "noise %.3f", noise)) + ")";
        }
    }

    /**
     * The points of each game for Zermelo (+1 to +3 won, -1 to -3 lost), in order, as gnubg
     * scored them; {@code agrees} when Zermelo's wins, but the {@code resigned} ones (backgammons
     * gnubg resigned, which gnubg accepts for an external player), are exactly the games it ended
     * with its own move, of the same values.
     */
    record Result(List<Integer> points, boolean agrees, int resigned) {}

    private GnubgSession() {}

    /**
     * The gnubg to run: {@code ZERMELO_GNUBG} (the system property {@code zermelo.gnubg} first) when
     * set, and then only it; else Debian's /usr/games/gnubg or a gnubg on the PATH.
     *
     * @throws IllegalArgumentException saying how to install it when there is none
     */
    static File find() {
        String given = System.getProperty("zermelo.gnubg", System.getenv("ZERMELO_GNUBG"));
        List<String> paths = new ArrayList<>();
        if (given != null && !given.isEmpty()) {
            paths.add(given);
        } else {
            paths.add("/usr/games/gnubg");
            for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
                paths.add(dir + "/gnubg");
            }
        }
        for (String path : paths) {
            File file = new File(path);
            if (file.isFile() && file.canExecute()) {
                return file;
            }
        }
        throw new IllegalArgumentException("GNU Backgammon is not installed" + (given != null && !given.isEmpty()
                ? " at " + given + " (ZERMELO_GNUBG)" : "") + ": " + INSTALL);
    }

    /** The commands gnubg reads: the settings, Zermelo as player 1 on {@code port}, then the games and exit. */
    static String script(Level level, long seed, int port, int games) {
        StringBuilder s = new StringBuilder();
        s.append("set seed ").append(seed).append('\n')
                .append("set cube use off\n")
                .append("set jacoby off\n")
                .append("set automatic game off\n")
                .append("set display off\n")
                .append("set player 0 name ").append(GNUBG).append('\n')
                .append("set player 1 name ").append(ZERMELO).append('\n')
                .append("set player 0 gnubg\n")
                .append("set player 0 chequerplay evaluation plies ").append(level.plies).append('\n')
                .append("set player 0 chequerplay evaluation prune on\n")
                .append("set player 0 chequerplay evaluation deterministic on\n")
                .append(String.format(Locale.ROOT, "set player 0 chequerplay evaluation noise %.3f%n", level.noise))
                .append("set player 1 external 127.0.0.1:").append(port).append('\n')
                .append("new session\n"); // starts the first game
        for (int i = 1; i < games; i++) {
            s.append("new game\n");
        }
        return s.append("exit\ny\n").toString();
    }

    /**
     * Plays {@code games} games of {@code player} against gnubg at {@code level}, the dice from
     * {@code seed}; {@code newGame} hears each game's number as it starts.
     *
     * @throws ProtocolException when gnubg stops, goes silent or breaks the protocol
     */
    static Result play(File gnubg, ExternalPlayer player, Level level, long seed, int games, Duration timeout, IntConsumer newGame)
            throws IOException, InterruptedException {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            ProcessBuilder builder = new ProcessBuilder(gnubg.getPath(), "-t", "-q", "-r").redirectErrorStream(true);
            builder.environment().put("LC_ALL", "C"); // its messages, read below, in English; its numbers with a point
            builder.environment().put("LANG", "C");
            builder.environment().remove("LANGUAGE");
            Process process = builder.start();
            List<String> output = new ArrayList<>();
            Thread reader = Thread.ofPlatform().daemon().start(() -> read(process, output));
            String script = script(level, seed, server.getLocalPort(), games);
            // Written by a thread of its own: a long script fills the pipe while gnubg plays the first games.
            Thread writer = Thread.ofPlatform().daemon().start(() -> {
                try (OutputStream in = process.getOutputStream()) {
                    in.write(script.getBytes(StandardCharsets.US_ASCII));
                } catch (IOException e) {
                    // gnubg ended early: what it said is reported from its output
                }
            });
            try {
                try (Socket socket = accept(server, process, timeout, output)) {
                    player.serve(socket, newGame);
                }
                if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                    throw new ProtocolException("gnubg did not exit within " + timeout.toSeconds() + " s after the games");
                }
                reader.join(timeout.toMillis());
                writer.join(timeout.toMillis());
            } finally {
                process.destroyForcibly();
            }
            synchronized (output) {
                return read(output, games, player.wins());
            }
        }
    }

    /**
     * The result of {@code games} games from gnubg's output: each game's points for Zermelo, and
     * whether each of Zermelo's wins is a game in {@code ownWins} (by number from 1), those it
     * ended with its own winning move, of the same value. One other win is allowed: gnubg
     * accepts, on an external player's behalf, its own resignation of a backgammon (and declines
     * the others), without a line saying so; a backgammon won in a game Zermelo did not end is
     * counted as that.
     *
     * @throws ProtocolException when gnubg scored another number of games
     */
    static Result read(List<String> output, int games, Map<Integer, Integer> ownWins) {
        List<Integer> points = new ArrayList<>();
        for (String line : output) {
            Matcher m = RESULT.matcher(line);
            if (m.find()) {
                int n = Integer.parseInt(m.group(3));
                points.add(m.group(1).equals(ZERMELO) ? n : -n);
            }
        }
        if (points.size() != games) {
            throw new ProtocolException("gnubg stopped after " + points.size() + " of " + games + " games" + lastWords(output));
        }
        boolean agrees = true;
        int resigned = 0;
        for (int game = 1; game <= games; game++) {
            int scored = points.get(game - 1);
            Integer own = ownWins.get(game);
            if (own == null && scored == 3) {
                resigned++;
            } else if (scored > 0 ? !Integer.valueOf(scored).equals(own) : own != null) {
                agrees = false;
            }
        }
        return new Result(points, agrees, resigned);
    }

    /** Waits for gnubg to connect, as long as it runs, at most {@code timeout}. */
    private static Socket accept(ServerSocket server, Process process, Duration timeout, List<String> output) throws IOException {
        long deadline = System.nanoTime() + timeout.toNanos();
        server.setSoTimeout(200);
        while (true) {
            try {
                return server.accept();
            } catch (SocketTimeoutException e) {
                if (!process.isAlive()) {
                    throw new ProtocolException("gnubg ended before it connected" + lastWords(output));
                }
                if (System.nanoTime() > deadline) {
                    throw new ProtocolException("gnubg did not connect within " + timeout.toSeconds() + " s" + lastWords(output));
                }
            }
        }
    }

    private static void read(Process process, List<String> output) {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                synchronized (output) {
                    output.add(line.strip());
                }
            }
        } catch (IOException e) {
            // the process was ended
        }
    }

    /** gnubg's last line that says something, to end a message with. */
    private static String lastWords(List<String> output) {
        synchronized (output) {
            for (int i = output.size() - 1; i >= 0; i--) {
                String line = output.get(i);
                if (!line.isEmpty() && !RESULT.matcher(line).find() && !line.startsWith("The score")) {
                    return "; its last words: '" + (line.length() > 160 ? line.substring(0, 160) + "..." : line) + "'";
                }
            }
        }
        return "";
    }
}
