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
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.zermelo.game.EngineDriver;
import org.zermelo.game.EngineDrivers;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.Position;
import org.zermelo.io.BoundedInput;
import org.zermelo.search.SearchLimits;

/**
 * A program outside Zermelo that plays as an engine ({@code ext:CMD} in an AI spec), driven by a
 * protocol ({@link EngineDriver}: UGI, or a game's own, Hub for draughts engines and NBoard for
 * Othello engines): Zermelo starts it, greets it, and for each move sends the game so far (its
 * moves from the start, so that the engine sees repetitions; the position alone where they are
 * not known) and its time ({@code go movetime}, or on a match's clock both clocks), then reads
 * its answer. Zermelo is the referee: the move received is read by Zermelo's rules, and an
 * illegal or unreadable move, an engine that ends, or one silent past its time and a grace,
 * loses the game ({@link Forfeit}, its reason written); the program is then stopped, and started
 * again for the next game. With {@code ponder=on}, an engine that names the reply it expects
 * thinks on the opponent's time, as UCI's interfaces let it: it is sent that position with
 * {@code go ponder}, then {@code ponderhit} when the opponent plays that reply, {@code stop}
 * otherwise.
 *
 * <p>Its spec: {@code ext:[PROTOCOL:]COMMAND[,key=value...]}, the keys {@code time} (the move
 * time, a duration), {@code ponder} ({@code on} or {@code off}), {@code history} ({@code on}, the
 * default, or {@code off}: the position alone) and {@code option.NAME} (an option of the engine,
 * set at its greeting); or {@code ext:NAME[,key=value...]} for an engine registered in the user's
 * file ({@link #registered}), whose line says the same after {@code NAME =}, the spec's keys
 * overriding the file's.
 */
public final class OutsideEngine implements Player {

    /** How long the program may take to start and answer its greeting. */
    static final Duration GREETING = Duration.ofSeconds(10);
    /** How much longer than its move time a move may take before the engine loses on time. */
    static final Duration GRACE = Duration.ofSeconds(2);
    /** The largest engines file read: a line an engine, far fewer than this. */
    static final long MAX_ENGINES_FILE = 1 << 20;
    /** The longest line read from the program: a principal variation of many moves fits. */
    static final int MAX_LINE = 64 * 1024;
    /** A name in the engines file. */
    static final String ENGINE_NAME = "[A-Za-z0-9_.+-]+";
    /** The keys an {@code ext:} spec takes after its command. */
    static final String KEYS = "time, ponder, history or option.NAME";

    /** The player lost the game by breaking the rules or the protocol; the message says how. */
    public static final class Forfeit extends RuntimeException {

        private static final long serialVersionUID = 1L;

        Forfeit(String message) {
            super(message);
        }
    }

    private final String spec;
    private final Game game;
    private final EngineDriver driver;
    private final List<String> command;
    private final long moveMillis;
    private final boolean ponder;
    private final boolean history;
    private final Map<String, String> options;
    private Process process;
    private OutputStream toEngine;
    private BlockingQueue<Optional<String>> lines;
    private String name;
    private TimeControl.Clocks clocks;
    /** Ends the program if the JVM ends first; removed when the program is stopped. */
    private Thread exitHook;
    /** The game so far, as the referee last told it, or null. */
    private Position historyStart;
    private int[] historyMoves;
    /** How many times the engine thought on the opponent's time, and how many of those the reply expected came. */
    private int ponderCount;
    private int ponderHits;
    /** Whether a game ended since the program was greeted: the next move starts a new one. */
    private boolean newGame;
    /** The position the engine thinks about on the opponent's time, or null when it does not. */
    private String pondered;
    /** The limits of the next read: its end (System.nanoTime) and what the engine is told when nothing comes. */
    private long deadline;
    private String silence;
    private final EngineDriver.Link link = new EngineDriver.Link() {
        @Override
        public void send(String line) {
            OutsideEngine.this.send(line);
        }

        @Override
        public String next() {
            return OutsideEngine.this.next(deadline, silence);
        }

        @Override
        public void name(String engineName) {
            name = engineName;
        }
    };

    /**
     * The outside engine of the spec {@code spec} (its text after {@code ext:} is {@code text}), for {@code game}.
     *
     * @throws IllegalArgumentException for a bad spec: an empty command, unbalanced quotes, a protocol
     *     the game's engines do not speak, a bad key or value
     */
    static OutsideEngine of(String spec, String text, Game game, Duration defaultTime) {
        return of(spec, text, game, defaultTime, OutsideEngine::registered);
    }

    /** As {@link #of(String, String, Game, Duration)}, the engines registered by name found by {@code registry}. */
    static OutsideEngine of(String spec, String text, Game game, Duration defaultTime, java.util.function.Function<String, Optional<String>> registry) {
        Setup setup = Setup.parse(text, game);
        if (setup.command().matches(ENGINE_NAME)) {
            Optional<String> line = registry.apply(setup.command());
            if (line.isPresent()) {
                Setup file = Setup.parse(line.get(), game);
                Map<String, String> keys = new LinkedHashMap<>(file.keys());
                keys.putAll(setup.keys());
                String protocol = setup.protocol() != null ? setup.protocol() : file.protocol();
                setup = new Setup(protocol, file.command(), keys);
            }
        }
        return new OutsideEngine(spec, game, setup, defaultTime);
    }

    /** What an {@code ext:} spec says: the protocol (null for UGI), the command, and its keys. */
    record Setup(String protocol, String command, Map<String, String> keys) {

        static Setup parse(String text, Game game) {
            List<String> parts = commaParts(text);
            int end = parts.size();
            while (end > 1 && parts.get(end - 1).strip().matches("(time|ponder|history|option\\.[^=]+)\\s*=.*")) {
                end--;
            }
            Map<String, String> keys = new LinkedHashMap<>();
            for (String part : parts.subList(end, parts.size())) {
                int eq = part.indexOf('=');
                String key = part.substring(0, eq).strip();
                if (keys.putIfAbsent(key, unquote(part.substring(eq + 1).strip())) != null) {
                    throw new IllegalArgumentException("the key '" + key + "' is given twice in 'ext:" + text + "'");
                }
            }
            String command = String.join(",", parts.subList(0, end)).strip();
            String protocol = null;
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("([a-z]+):(.*)", java.util.regex.Pattern.DOTALL).matcher(command);
            if (m.matches() && known(m.group(1))) {
                protocol = m.group(1);
                command = m.group(2).strip();
                if (driver(protocol, game) == null) {
                    throw new IllegalArgumentException("'ext:" + text + "': " + game.name() + "'s outside engines speak "
                            + String.join(" or ", drivers(game).stream().map(EngineDriver::name).toList()) + ", not " + protocol);
                }
            }
            return new Setup(protocol, command, keys);
        }
    }

    /** The parts of {@code text} between its commas, those within quotes left alone. */
    private static List<String> commaParts(String text) {
        List<String> parts = new ArrayList<>();
        StringBuilder part = new StringBuilder();
        char quote = 0;
        for (char c : text.toCharArray()) {
            if (quote != 0) {
                quote = c == quote ? 0 : quote;
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == ',') {
                parts.add(part.toString());
                part.setLength(0);
                continue;
            }
            part.append(c);
        }
        parts.add(part.toString());
        return parts;
    }

    private static String unquote(String value) {
        return value.length() >= 2 && (value.charAt(0) == '"' || value.charAt(0) == '\'') && value.endsWith(value.substring(0, 1))
                ? value.substring(1, value.length() - 1) : value;
    }

    /** The drivers of {@code game}'s outside engines: UGI's, then the game's own. */
    static List<EngineDriver> drivers(Game game) {
        List<EngineDriver> drivers = new ArrayList<>(List.of(new UgiDriver()));
        if (game instanceof EngineDrivers own) {
            drivers.addAll(own.drivers());
        }
        return drivers;
    }

    private static EngineDriver driver(String protocol, Game game) {
        return drivers(game).stream().filter(d -> d.name().equals(protocol)).findFirst().orElse(null);
    }

    /** Whether some game's outside engines speak {@code protocol}. */
    private static boolean known(String protocol) {
        return protocol.equals(UgiDriver.NAME) || Games.all().stream()
                .anyMatch(g -> g instanceof EngineDrivers own && own.drivers().stream().anyMatch(d -> d.name().equals(protocol)));
    }

    private OutsideEngine(String spec, Game game, Setup setup, Duration defaultTime) {
        this.spec = spec;
        this.game = game;
        this.driver = setup.protocol() == null ? new UgiDriver() : driver(setup.protocol(), game);
        this.command = words(setup.command());
        Map<String, String> engineOptions = new LinkedHashMap<>();
        Duration time = defaultTime;
        boolean ponderOn = false;
        boolean historyOn = true;
        for (Map.Entry<String, String> e : setup.keys().entrySet()) {
            String key = e.getKey();
            String value = e.getValue();
            switch (key) {
                case "time" -> {
                    try {
                        time = SearchLimits.parseDuration(value);
                    } catch (IllegalArgumentException ex) {
                        throw new IllegalArgumentException("bad time '" + value + "' in '" + spec + "': " + ex.getMessage());
                    }
                }
                case "ponder" -> ponderOn = onOff(spec, key, value);
                case "history" -> historyOn = onOff(spec, key, value);
                default -> engineOptions.put(key.substring("option.".length()).strip(), value);
            }
        }
        driver.check(engineOptions);
        this.options = Collections.unmodifiableMap(engineOptions);
        this.moveMillis = Math.max(1, time.toMillis());
        this.ponder = ponderOn;
        this.history = historyOn;
        this.name = this.command.getFirst();
    }

    /** The program and its arguments, the protocol, the move time, the engine's options, pondering and history: for the tests. */
    String describe() {
        return String.join(" ", command) + " | " + driver.name() + " | " + moveMillis + " ms | " + options + " | ponder " + ponder
                + " | history " + history;
    }

    private static boolean onOff(String spec, String key, String value) {
        if (value.equals("on") || value.equals("off")) {
            return value.equals("on");
        }
        throw new IllegalArgumentException("bad " + key + " '" + value + "' in '" + spec + "': expected " + key + "=on or " + key + "=off");
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
        TimeControl.Clocks clocks = this.clocks;
        this.clocks = null;
        long began = System.nanoTime();
        if (process == null || !process.isAlive()) {
            kill();
            start();
        } else if (newGame) {
            driver.newGame(link);
        }
        newGame = false;
        int forced = driver.forced(position);
        if (forced >= 0) {
            stopPondering();
            return new Choice(forced, null);
        }
        EngineDriver.History known = history(position);
        long allowed = clocks != null ? clocks.left(position.sideToMove()) + GRACE.toMillis() : moveMillis + GRACE.toMillis();
        String wait = "no " + driver.answerWord() + " within " + seconds(allowed) + (clocks != null
                ? " (its time left and " + seconds(GRACE.toMillis()) + ")" : " (a move time of " + seconds(moveMillis) + ")");
        if (pondered != null && pondered.equals(key(position))) {
            pondered = null;
            ponderHits++;
            driver.ponderhit(link); // its answer may have come already: the lines are kept
        } else {
            stopPondering();
            lines.removeIf(Optional::isPresent); // lines sent after the last answer: not an answer to this go
            driver.go(link, new EngineDriver.Request(position, known, moveMillis, clocks == null ? null
                    : new EngineDriver.Clocks(clocks.p1Left(), clocks.p2Left(), clocks.p1Increment(), clocks.p2Increment()), false));
        }
        deadline = began + allowed * 1_000_000;
        silence = wait;
        EngineDriver.Answer answer = answer();
        int move;
        try {
            move = position.parseMove(answer.move());
        } catch (IllegalArgumentException e) {
            kill();
            throw new Forfeit(name + " played '" + answer.move() + "', which is not a legal move here (" + position + "): " + e.getMessage());
        }
        if (ponder && answer.ponder() != null && driver.ponders()) {
            ponder(position, known, move, answer.ponder(), clocks, began);
        }
        return new Choice(move, null);
    }

    /** The lines up to the engine's answer, which is returned. */
    private EngineDriver.Answer answer() {
        while (true) {
            EngineDriver.Answer answer = driver.answer(next(deadline, silence));
            if (answer != null) {
                return answer;
            }
        }
    }

    /** The game so far, when the referee told it and it leads to {@code position}; null otherwise. */
    private EngineDriver.History history(Position position) {
        if (!history || historyStart == null) {
            return null;
        }
        Position p = historyStart.copy();
        try {
            for (int move : historyMoves) {
                p.play(move);
            }
        } catch (RuntimeException e) {
            return null;
        }
        if (!key(p).equals(key(position))) {
            return null;
        }
        return new EngineDriver.History(historyStart.copy(), key(historyStart).equals(key(game.start())), historyMoves.clone());
    }

    /** What tells two positions apart: the notation, the side to move and the key. */
    private static String key(Position p) {
        return p + "/" + p.sideToMove() + "/" + p.hash();
    }

    /**
     * Asks the engine to think on the opponent's time about the position after its {@code move}
     * and the {@code reply} it expects, when that reply is legal and the game goes on after both;
     * on a clock, its own clock as it will be when the reply comes (the opponent's as it is now).
     */
    private void ponder(Position position, EngineDriver.History known, int move, String reply, TimeControl.Clocks clocks, long began) {
        Position next = position.copy();
        next.play(move);
        if (next.isTerminal()) {
            return;
        }
        int answer;
        try {
            answer = next.parseMove(reply);
        } catch (IllegalArgumentException e) {
            return; // a reply that is not legal: nothing to think about
        }
        next.play(answer);
        if (next.isTerminal()) {
            return;
        }
        EngineDriver.Clocks after = null;
        if (clocks != null) {
            int side = position.sideToMove();
            long left = Math.max(1, clocks.left(side) - (System.nanoTime() - began) / 1_000_000 + clocks.increment(side));
            after = new EngineDriver.Clocks(side == 0 ? left : clocks.p1Left(), side == 1 ? left : clocks.p2Left(),
                    clocks.p1Increment(), clocks.p2Increment());
        }
        EngineDriver.History then = null;
        if (known != null) {
            int[] moves = java.util.Arrays.copyOf(known.moves(), known.moves().length + 2);
            moves[moves.length - 2] = move;
            moves[moves.length - 1] = answer;
            then = new EngineDriver.History(known.start(), known.gameStart(), moves);
        }
        try {
            driver.go(link, new EngineDriver.Request(next, then, moveMillis, after, true));
            pondered = key(next);
            ponderCount++;
        } catch (Forfeit e) {
            // it ended: the next move starts it again
        }
    }

    /**
     * Ends the engine's search on the opponent's time, if any: the reply expected did not come,
     * or the game ended. Its answer is read and set aside.
     *
     * @throws Forfeit when the engine does not give it within the grace, or has ended (it is then stopped)
     */
    private void stopPondering() {
        if (pondered == null) {
            return;
        }
        pondered = null;
        driver.stop(link);
        deadline = System.nanoTime() + GRACE.toNanos();
        silence = "no " + driver.answerWord() + " within " + seconds(GRACE.toMillis()) + " of stop, after go ponder";
        answer();
    }

    /** How many times the engine thought on the opponent's time, and how many of those the opponent played the reply expected. */
    public int[] ponderCounts() {
        return new int[] {ponderCount, ponderHits};
    }

    @Override
    public void onHistory(Position start, int[] moves) {
        historyStart = start.copy();
        historyMoves = moves.clone();
    }

    @Override
    public void gameEnded() {
        try {
            stopPondering();
        } catch (Forfeit e) {
            // the game is over: the engine was stopped, and starts again at the next move
        }
        historyStart = null;
        newGame = true;
    }

    /** Starts the program and greets it, with its options; a new game begins. */
    private void start() {
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT);
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot start the engine '" + String.join(" ", command) + "': " + e.getMessage());
        }
        toEngine = process.getOutputStream();
        lines = new LinkedBlockingQueue<>();
        pondered = null;
        BlockingQueue<Optional<String>> queue = lines;
        Process started = process;
        Thread reader = new Thread(() -> read(started, queue), "zermelo-ext-" + command.getFirst());
        reader.setDaemon(true);
        reader.start();
        exitHook = new Thread(started::destroyForcibly);
        Runtime.getRuntime().addShutdownHook(exitHook);
        deadline = System.nanoTime() + GREETING.toNanos();
        silence = "no answer within " + GREETING.toSeconds() + " s to its greeting: is it a " + driver.name().toUpperCase(Locale.ROOT)
                + " engine?";
        driver.greet(link, options, ponder);
        driver.newGame(link);
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
        if (process == null) {
            return "";
        }
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
                driver.stop(link);
            } catch (Forfeit e) {
                // it ended meanwhile: choose says so
            }
        }
    }

    /** Ends the program: {@code quit} and the end of its input, then by force if it is still there a moment later. */
    @Override
    public void close() {
        if (process == null) {
            return;
        }
        if (process.isAlive()) {
            try {
                stopPondering();
                driver.quit(link);
                toEngine.close(); // the end of its input: what ends an NBoard engine, which has no quit
                process.waitFor(1, TimeUnit.SECONDS);
            } catch (Forfeit | IOException e) {
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
            pondered = null;
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
