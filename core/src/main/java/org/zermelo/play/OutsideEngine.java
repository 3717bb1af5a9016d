package org.zermelo.play;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.zermelo.game.Position;
import org.zermelo.io.BoundedInput;

/**
 * A program outside Zermelo that speaks UGI, as a player ({@code ext:CMD} in an AI spec): Zermelo
 * starts it, greets it ({@code ugi}, {@code isready}), and for each move sends the position in the
 * game's notation and {@code go movetime} (or, on a match's clock, {@code go p1time p2time p1inc
 * p2inc}), then reads its {@code bestmove}. Zermelo is the
 * referee: the move received is read by Zermelo's rules, and an illegal or unreadable move, an
 * engine that ends, or one silent past its time and a grace, loses the game ({@link Forfeit},
 * its reason written); the program is then stopped, and started again for the next game.
 */
public final class OutsideEngine implements Player {

    /** How long the program may take to start and answer {@code ugi} and {@code isready}. */
    static final Duration GREETING = Duration.ofSeconds(10);
    /** How much longer than its move time a move may take before the engine loses on time. */
    static final Duration GRACE = Duration.ofSeconds(2);
    /** The largest engines file read: a line an engine, far fewer than this. */
    static final long MAX_ENGINES_FILE = 1 << 20;
    /** The longest line read from the program: a principal variation of many moves fits. */
    static final int MAX_LINE = 64 * 1024;

    /** The player lost the game by breaking the rules or the protocol; the message says how. */
    public static final class Forfeit extends RuntimeException {

        private static final long serialVersionUID = 1L;

        Forfeit(String message) {
            super(message);
        }
    }

    private final String spec;
    private final List<String> command;
    private final long moveMillis;
    private Process process;
    private OutputStream toEngine;
    private BlockingQueue<Optional<String>> lines;
    private String name;
    private TimeControl.Clocks clocks;
    /** Ends the program if the JVM ends first; removed when the program is stopped. */
    private Thread exitHook;

    /**
     * The program {@code command} (a command line: words separated by spaces, quotes group words),
     * thinking {@code moveTime} a move.
     *
     * @throws IllegalArgumentException for an empty command or unbalanced quotes
     */
    OutsideEngine(String spec, String command, Duration moveTime) {
        this.spec = spec;
        this.command = words(command);
        this.moveMillis = Math.max(1, moveTime.toMillis());
        this.name = this.command.getFirst();
    }

    /** The words of a command line: separated by blanks, '...' and "..." group words. */
    static List<String> words(String commandLine) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (char c : commandLine.toCharArray()) {
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (quote != 0) {
            throw new IllegalArgumentException("the command '" + commandLine + "' opens a quote " + quote + " it does not close");
        }
        if (inWord) {
            words.add(word.toString());
        }
        if (words.isEmpty()) {
            throw new IllegalArgumentException("ext: expects a command after it, like ext:\"python3 my_engine.py\"");
        }
        return words;
    }

    @Override
    public String spec() {
        return spec;
    }

    /** The engine's name, as it gave it ({@code id name}), or its program's until it has. */
    public String name() {
        return name;
    }

    @Override
    public Choice choose(Position position) {
        if (process == null || !process.isAlive()) {
            kill();
            start();
        }
        lines.removeIf(Optional::isPresent); // lines sent after the last bestmove: not an answer to this go
        send("position fen " + position);
        long allowed;
        String silence;
        if (clocks != null) {
            send(String.format(Locale.ROOT, "go p1time %d p2time %d p1inc %d p2inc %d", clocks.p1Left(), clocks.p2Left(),
                    clocks.p1Increment(), clocks.p2Increment()));
            allowed = clocks.left(position.sideToMove()) + GRACE.toMillis();
            silence = "no bestmove within " + seconds(allowed) + " (its time left and " + seconds(GRACE.toMillis()) + ")";
        } else {
            send("go movetime " + moveMillis);
            allowed = moveMillis + GRACE.toMillis();
            silence = "no bestmove within " + seconds(allowed) + " (a move time of " + seconds(moveMillis) + ")";
        }
        clocks = null;
        long deadline = System.nanoTime() + allowed * 1_000_000;
        while (true) {
            String line = next(deadline, silence);
            if (line.startsWith("bestmove")) {
                String[] words = line.strip().split("\\s+");
                String move = words.length > 1 ? words[1] : "";
                try {
                    return new Choice(position.parseMove(move), null);
                } catch (IllegalArgumentException e) {
                    kill();
                    throw new Forfeit(name + " played '" + move + "', which is not a legal move here (" + position + "): " + e.getMessage());
                }
            }
        }
    }

    /** Starts the program and greets it: {@code ugi} to {@code ugiok}, {@code isready} to {@code readyok}. */
    private void start() {
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT);
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot start the engine '" + String.join(" ", command) + "': " + e.getMessage());
        }
        toEngine = process.getOutputStream();
        lines = new LinkedBlockingQueue<>();
        BlockingQueue<Optional<String>> queue = lines;
        Process started = process;
        Thread reader = new Thread(() -> read(started, queue), "zermelo-ext-" + command.getFirst());
        reader.setDaemon(true);
        reader.start();
        exitHook = new Thread(started::destroyForcibly);
        Runtime.getRuntime().addShutdownHook(exitHook);
        long deadline = System.nanoTime() + GREETING.toNanos();
        send("ugi");
        for (String line = next(deadline, "no ugiok within " + GREETING.toSeconds() + " s of 'ugi': is it a UGI engine?");
                !line.strip().equals("ugiok");
                line = next(deadline, "no ugiok within " + GREETING.toSeconds() + " s of 'ugi': is it a UGI engine?")) {
            if (line.startsWith("id name ")) {
                name = line.substring("id name ".length()).strip();
            }
        }
        send("isready");
        while (!next(deadline, "no readyok within " + GREETING.toSeconds() + " s of 'isready'").strip().equals("readyok")) {
            // lines before readyok are the engine's own
        }
        send("uginewgame");
    }

    /** The program's lines, as they come, then empty at its end. */
    private static void read(Process process, BlockingQueue<Optional<String>> queue) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            StringBuilder line = new StringBuilder();
            for (int c = in.read(); c >= 0; c = in.read()) {
                if (c == '\n') {
                    queue.add(Optional.of(line.toString()));
                    line.setLength(0);
                } else if (c != '\r' && line.length() < MAX_LINE) {
                    line.append((char) c);
                }
            }
        } catch (IOException e) {
            // the program ended: said below
        }
        queue.add(Optional.empty());
    }

    /** The next line before {@code deadline}; the engine loses when there is none, {@code silence} saying why. */
    private String next(long deadline, String silence) {
        Optional<String> line;
        try {
            line = lines.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            kill();
            throw new Forfeit(name + " was interrupted");
        }
        if (line == null) {
            kill();
            throw new Forfeit(name + " lost on time: " + silence);
        }
        if (line.isEmpty()) {
            String exit = ended();
            kill();
            throw new Forfeit(name + " ended" + exit);
        }
        return line.get();
    }

    private String ended() {
        try {
            if (process.waitFor(1, TimeUnit.SECONDS)) {
                return " (exit code " + process.exitValue() + ")";
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return " its output";
    }

    private void send(String line) {
        try {
            toEngine.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            toEngine.flush();
        } catch (IOException e) {
            String exit = ended();
            kill();
            throw new Forfeit(name + " ended" + exit + " (it could not be sent '" + line + "')");
        }
    }

    @Override
    public void onClock(TimeControl.Clocks clocks) {
        this.clocks = clocks;
    }

    @Override
    public void stop() {
        if (process != null && process.isAlive()) {
            try {
                send("stop");
            } catch (Forfeit e) {
                // it ended meanwhile: choose says so
            }
        }
    }

    /** Ends the program: {@code quit}, then by force if it is still there a moment later. */
    @Override
    public void close() {
        if (process == null) {
            return;
        }
        if (process.isAlive()) {
            try {
                send("quit");
                process.waitFor(1, TimeUnit.SECONDS);
            } catch (Forfeit e) {
                // ended already
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        kill();
    }

    /** Ends the program by force; the next move starts it again. */
    private void kill() {
        if (process != null) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            process = null;
            try {
                Runtime.getRuntime().removeShutdownHook(exitHook);
            } catch (IllegalStateException e) {
                // the JVM is ending: the hook runs
            }
        }
    }

    private static String seconds(long millis) {
        return String.format(Locale.ROOT, "%.1f s", millis / 1000.0);
    }

    /**
     * The engines registered by name in the user's file ({@code ZERMELO_ENGINES}, or
     * {@code ~/.zermelo/engines}): lines {@code NAME = COMMAND}, {@code #} comments. The command
     * of {@code name}, or empty.
     */
    static Optional<String> registered(String name) {
        String file = System.getenv("ZERMELO_ENGINES");
        return registered(name, file != null ? Path.of(file) : Path.of(System.getProperty("user.home"), ".zermelo", "engines"));
    }

    /** The command of the engine {@code name} in the engines file {@code path}, or empty. */
    static Optional<String> registered(String name, Path path) {
        if (!Files.isRegularFile(path)) {
            return Optional.empty();
        }
        try {
            for (String line : new String(BoundedInput.readAll(path, MAX_ENGINES_FILE), StandardCharsets.UTF_8).lines().toList()) {
                String text = line.strip();
                int equals = text.indexOf('=');
                if (!text.startsWith("#") && equals > 0 && text.substring(0, equals).strip().equals(name)) {
                    return Optional.of(text.substring(equals + 1).strip());
                }
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the engines file " + path + ": " + e.getMessage());
        }
        return Optional.empty();
    }
}
