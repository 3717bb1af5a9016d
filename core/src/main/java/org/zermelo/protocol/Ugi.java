package org.zermelo.protocol;

import java.util.ArrayList;
import java.util.List;
import org.zermelo.game.Chance;
import org.zermelo.game.Game;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.play.TimePlan;
import org.zermelo.search.SearchLimits;

/**
 * UGI, the Universal Game Interface: the shape of chess's UCI for any two-player game, by which a
 * graphical interface or a referee drives an engine, one command a line. The commands:
 * {@code ugi} (answered with the engine's name, its options and {@code ugiok}), {@code isready}
 * ({@code readyok}, at once, during a search too), {@code setoption name N value V},
 * {@code uginewgame}, {@code position startpos | fen POS [moves M ...]} (positions and moves in
 * the game's own notations), {@code go} with {@code p1time p2time p1inc p2inc} (milliseconds),
 * {@code movetime}, {@code depth}, {@code nodes} or {@code infinite}, and {@code ponder}, {@code stop},
 * {@code ponderhit}, {@code query gameover | p1turn | result} (answered {@code response ...} by
 * Zermelo's rules) and {@code quit}.
 *
 * <p>On a clock, each move's time is planned ({@link TimePlan}). {@code go ponder ...} thinks on
 * the opponent's time, as UCI does: the interface has played the reply it expects, the search
 * runs without a limit and sends no {@code bestmove} until {@code ponderhit} (the opponent played
 * that reply: the search goes on, under the {@code go}'s limits counted from then, the time
 * already spent being the engine's gain) or {@code stop} (it did not: {@code bestmove} at once,
 * which the interface ignores).
 *
 * <p>A search runs on a thread of its own, so that {@code stop} and {@code isready} are heard
 * while it thinks; each depth completed sends an {@code info} line (depth, score, nodes, nps,
 * time, pv) and the end {@code bestmove}. Scores are for the side to move: {@code cp} the
 * evaluation as the game scores it, or for a value proven by the search {@code mate N}, N the
 * plies to the end, negative when the side to move loses (a ply count: games have no full moves).
 * A bad command is answered with {@code info string error: ...} and the engine goes on, its
 * position unchanged.
 */
public final class Ugi implements Protocol {

    /** The protocol's name, and the command that serves it. */
    public static final String NAME = "ugi";
    /** How long a {@code go} without any limit thinks, in milliseconds: a person typing {@code go} gets an answer. */
    public static final long DEFAULT_MOVE_MILLIS = 1000;
    /** The commands, as an unknown one is told them. */
    /**
     * The option by which an interface says it thinks on the opponent's time (UCI's): the engine then
     * names, after each {@code bestmove}, the reply it expects ({@code bestmove M ponder R}), which
     * the interface plays before its {@code go ponder}. The engine never thinks on the opponent's
     * time but at {@code go ponder}.
     */
    static final String PONDER = "Ponder";
    static final String COMMANDS = "ugi, isready, setoption, uginewgame, position, go, stop, ponderhit, query, quit";

    private final Game game;

    /**
     * UGI for {@code game}.
     *
     * @throws IllegalArgumentException for a game of chance: a {@code go} has no dice to give
     */
    public Ugi(Game game) {
        if (Chance.inGame(game.start())) {
            throw new IllegalArgumentException(game.name() + " is a game of chance, which UGI cannot play (it has no dice): "
                    + "UGI serves the deterministic games");
        }
        this.game = game;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Session open(Engine engine, Host host) {
        return new Conversation(game, engine, host);
    }

    private static final class Conversation implements Session {

        private final Game game;
        private final Engine engine;
        private final Host host;
        private Position position;
        /** The {@code Ponder} option: the interface thinks on the opponent's time, so each bestmove names the reply expected. */
        private boolean ponderOption;
        /** The search running now, or null; set and cleared under this conversation's lock. */
        private Thinking thinking;

        /**
         * A search under way: its thread, its clock's plan (null without clocks), its move time
         * (0 for none), whether it thinks on the opponent's time still, whether stop was asked.
         * The flags change under the conversation's lock.
         */
        private static final class Thinking {
            Thread thread;
            TimePlan plan;
            long moveTime;
            long[] clock;
            boolean tellPonder;
            volatile boolean pondering;
            volatile boolean stopped;
        }

        Conversation(Game game, Engine engine, Host host) {
            this.game = game;
            this.engine = engine;
            this.host = host;
            this.position = game.start();
        }

        @Override
        public void receive(String line) {
            String command = line.strip();
            try {
                handle(command);
            } catch (IllegalArgumentException e) {
                host.send("info string error: " + e.getMessage());
                host.note(e.getMessage() + " (in '" + command + "')");
            }
        }

        private void handle(String command) {
            String[] words = command.split("\\s+");
            switch (words[0]) {
                case "" -> { }
                case "ugi" -> identify();
                case "isready" -> host.send("readyok");
                case "uginewgame" -> {
                    idle("uginewgame");
                    engine.newGame();
                    position = game.start();
                }
                case "position" -> position = position(command.substring(words[0].length()).strip());
                case "go" -> go(words);
                case "stop" -> stop();
                case "ponderhit" -> ponderhit();
                case "query" -> query(words);
                case "setoption" -> {
                    idle("setoption");
                    setOption(command.substring(words[0].length()).strip());
                }
                case "quit" -> stop();
                default -> throw new IllegalArgumentException("unknown command '" + words[0] + "': the commands are " + COMMANDS);
            }
        }

        private void identify() {
            host.send("id name Zermelo");
            host.send("id author the Zermelo developers");
            for (Engine.Setting s : engine.settings()) {
                String line = "option name " + s.name() + " type " + s.type() + " default "
                        + (s.defaultValue().isEmpty() ? "<empty>" : s.defaultValue());
                switch (s.type()) {
                    case "spin" -> line += " min " + s.min() + " max " + s.max();
                    case "combo" -> line += String.join("", s.choices().stream().map(c -> " var " + c).toList());
                    default -> { }
                }
                host.send(line);
            }
            host.send("option name " + PONDER + " type check default false");
            host.send("ugiok");
        }

        /** {@code startpos} or {@code fen POS}, then {@code moves M ...} if any: the position, or an error and none. */
        private Position position(String text) {
            String[] parts = text.split("(^|\\s+)moves(\\s+|$)", 2);
            String where = parts[0].strip();
            Position p;
            if (where.equals("startpos")) {
                p = game.start();
            } else if (where.equals("fen") || where.startsWith("fen ")) {
                p = game.parse(where.substring(3).strip());
            } else {
                throw new IllegalArgumentException("position expects startpos or fen POSITION (" + game.positionNotation()
                        + "), then moves and the moves if any, not '" + text + "'");
            }
            if (parts.length > 1) {
                String[] moves = parts[1].strip().split("\\s+");
                for (int i = 0; i < moves.length && !moves[i].isEmpty(); i++) {
                    if (p.isTerminal()) {
                        throw new IllegalArgumentException("move " + (i + 1) + " '" + moves[i] + "' comes after the end of the game");
                    }
                    int move;
                    try {
                        move = p.parseMove(moves[i]);
                    } catch (IllegalArgumentException e) {
                        throw new IllegalArgumentException("move " + (i + 1) + " '" + moves[i] + "': " + e.getMessage());
                    }
                    p.play(move);
                }
            }
            return p;
        }

        private void go(String[] words) {
            int depth = SearchLimits.UNLIMITED_DEPTH;
            long moveTime = -1;
            long nodes = 0;
            long[] clock = {-1, -1, 0, 0}; // p1time, p2time, p1inc, p2inc
            boolean infinite = false;
            boolean limited = false;
            boolean ponder = false;
            for (int i = 1; i < words.length; i++) {
                String word = words[i];
                if (word.equals("infinite") || word.equals("ponder")) {
                    infinite |= word.equals("infinite");
                    ponder |= word.equals("ponder");
                    continue;
                }
                if (i + 1 >= words.length) {
                    throw new IllegalArgumentException("go: '" + word + "' expects a number after it");
                }
                long n = number(word, words[++i]);
                limited = true;
                switch (word) {
                    case "p1time" -> clock[0] = n;
                    case "p2time" -> clock[1] = n;
                    case "p1inc" -> clock[2] = n;
                    case "p2inc" -> clock[3] = n;
                    case "movetime" -> moveTime = Math.max(1, n);
                    case "depth" -> {
                        if (n < 1) {
                            throw new IllegalArgumentException("go: depth is 1 or more, not " + n);
                        }
                        depth = (int) Math.min(n, Integer.MAX_VALUE);
                    }
                    case "nodes" -> nodes = Math.max(1, n);
                    default -> throw new IllegalArgumentException("go expects p1time, p2time, p1inc, p2inc, movetime, depth, nodes, "
                            + "infinite or ponder, not '" + word + "'");
                }
            }
            int side = position.sideToMove();
            Thinking search = new Thinking();
            search.pondering = ponder;
            search.tellPonder = ponderOption;
            search.moveTime = moveTime > 0 ? moveTime : !limited && !infinite ? DEFAULT_MOVE_MILLIS : 0;
            search.clock = moveTime <= 0 && clock[side] >= 0 ? new long[] {clock[side], clock[side + 2]} : null;
            if (position.isTerminal()) {
                host.send("info string the game is over: " + result(position));
                host.send("bestmove (none)");
                return;
            }
            start(search, depth, nodes);
        }

        private static long number(String word, String text) {
            try {
                long n = Long.parseLong(text);
                if (n >= 0) {
                    return n;
                }
            } catch (NumberFormatException e) {
                // said below
            }
            throw new IllegalArgumentException("go: " + word + " expects a whole number, 0 or more, not '" + text + "'");
        }

        /**
         * Starts the search of a copy of the position (the commands read meanwhile may change this
         * one): on the clock's plan, or within the move time, at once; when pondering, without a time
         * limit until {@code ponderhit}.
         */
        private synchronized void start(Thinking search, int depth, long nodes) {
            idle("go");
            Position root = position.copy();
            long start = System.nanoTime();
            search.plan = search.clock == null ? null : new TimePlan(root);
            long time = 0;
            if (!search.pondering) {
                time = search.plan != null ? search.plan.start(search.clock[0], search.clock[1], start).limit() : search.moveTime;
            }
            if (depth == SearchLimits.UNLIMITED_DEPTH && time == 0 && nodes == 0) {
                // infinite: deepening one ply at a time (a search to the end at once would tell nothing until it ends)
                depth = Scores.MAX_PLY - 1;
            }
            SearchLimits limits = new SearchLimits(depth, time, nodes);
            search.thread = new Thread(null, () -> think(search, root, limits, start), "zermelo-ugi-search", 64L << 20);
            search.thread.setDaemon(true);
            thinking = search;
            search.thread.start();
        }

        /** Stops the search under way, if any: a search pondering is told to end too, and then sends its bestmove. */
        private synchronized void stop() {
            if (thinking != null) {
                thinking.stopped = true;
                thinking.pondering = false;
                notifyAll();
            }
            engine.stop();
        }

        /**
         * The opponent played the reply pondered: the search goes on, on the clock of the {@code go}
         * from now (or within its move time), a watch stopping it at its limit.
         */
        private synchronized void ponderhit() {
            Thinking search = thinking;
            if (search == null || !search.pondering) {
                throw new IllegalArgumentException("ponderhit comes after go ponder, while that search runs");
            }
            search.pondering = false;
            notifyAll();
            long now = System.nanoTime();
            long limit = search.plan != null ? search.plan.start(search.clock[0], search.clock[1], now).limit() : search.moveTime;
            if (limit <= 0) {
                return; // no time limit: until the search ends by itself or stop
            }
            Thread watch = new Thread(() -> {
                try {
                    long wait;
                    while (search.thread.isAlive() && (wait = (now + limit * 1_000_000 - System.nanoTime()) / 1_000_000) > 0) {
                        search.thread.join(wait);
                    }
                } catch (InterruptedException e) {
                    return;
                }
                synchronized (this) {
                    if (thinking == search) {
                        search.stopped = true;
                        engine.stop();
                    }
                }
            }, "zermelo-ugi-ponderhit");
            watch.setDaemon(true);
            watch.start();
        }

        private void think(Thinking search, Position root, SearchLimits limits, long start) {
            String best;
            try {
                boolean[] told = {false};
                Engine.Result r = engine.think(root, limits, it -> {
                    tell(root, it, start);
                    told[0] = true;
                }, it -> !search.stopped
                        && (search.plan == null || search.plan.deeper(it.bestMove(), it.nodes(), it.timeNanos(), System.nanoTime())));
                if (!told[0] && r.depth() > 0) { // a search that solved at once, without deepening
                    tell(root, r, start);
                }
                best = root.formatMove(r.bestMove()) + (search.tellPonder ? reply(root, r) : "");
            } catch (RuntimeException e) {
                host.send("info string error: the search failed: " + e);
                MoveList moves = new MoveList();
                root.legalMoves(moves);
                best = root.formatMove(moves.get(0));
            }
            synchronized (this) {
                while (search.pondering) { // a search on the opponent's time answers only after ponderhit or stop
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        break;
                    }
                }
                thinking = null; // as bestmove is sent: the interface may send the next go at once
                host.send("bestmove " + best);
                notifyAll();
            }
        }

        /**
         * {@code " ponder M"}, M the reply {@code r}'s principal variation expects to its move, when
         * there is one and the game goes on after it; else nothing.
         */
        private static String reply(Position root, Engine.Result r) {
            int[] pv = r.pv();
            if (pv.length < 2 || pv[0] != r.bestMove()) {
                return "";
            }
            Position next = root.copy();
            next.play(pv[0]);
            if (next.isTerminal()) {
                return "";
            }
            MoveList moves = new MoveList();
            next.legalMoves(moves);
            return moves.contains(pv[1]) ? " ponder " + next.formatMove(pv[1]) : "";
        }

        /** The info line of a depth completed, and the proven value where it is more than a win or a loss. */
        private void tell(Position root, Engine.Result r, long start) {
            host.send(info(root, r, start));
            int value = Scores.gameValue(r.value());
            if (Scores.isDecided(r.value()) && Math.abs(value) > 1) {
                host.send("info string depth " + r.depth() + ": proven value " + (value > 0 ? "+" : "") + value);
            }
        }

        private static String info(Position root, Engine.Result r, long start) {
            long nanos = Math.max(1, System.nanoTime() - start);
            StringBuilder line = new StringBuilder("info depth ").append(r.depth()).append(" score ");
            if (Scores.isDecided(r.value())) {
                int plies = Scores.distance(r.value());
                line.append("mate ").append(r.value() > 0 ? plies : -plies);
            } else {
                line.append("cp ").append(r.value());
            }
            line.append(" nodes ").append(r.nodes())
                    .append(" nps ").append((long) (r.nodes() * 1e9 / Math.max(1, r.timeNanos())))
                    .append(" time ").append(nanos / 1_000_000);
            if (r.pv().length > 0) {
                line.append(" pv ").append(String.join(" ", root.formatLine(r.pv())));
            }
            return line.toString();
        }

        /** Refuses {@code command} while a search runs: it would change what the search uses. */
        private synchronized void idle(String command) {
            if (thinking != null) {
                throw new IllegalArgumentException(command + " while a search is running: send stop first");
            }
        }

        private void query(String[] words) {
            String what = words.length == 2 ? words[1] : "";
            switch (what) {
                case "gameover" -> host.send("response " + position.isTerminal());
                case "p1turn" -> host.send("response " + (position.sideToMove() == 0));
                case "result" -> host.send("response " + result(position));
                default -> throw new IllegalArgumentException("query expects gameover, p1turn or result");
            }
        }

        /** p1win, p2win, draw, or none while the game goes on. */
        private static String result(Position p) {
            if (!p.isTerminal()) {
                return "none";
            }
            int value = p.terminalValue();
            if (value == 0) {
                return "draw";
            }
            return (value > 0) == (p.sideToMove() == 0) ? "p1win" : "p2win";
        }

        /** {@code name N [value V]}. */
        private void setOption(String text) {
            List<String> words = new ArrayList<>(List.of(text.split("\\s+")));
            if (words.isEmpty() || !words.getFirst().equals("name") || words.size() < 2) {
                throw new IllegalArgumentException("setoption expects name NAME value VALUE");
            }
            int value = words.indexOf("value");
            String name = String.join(" ", words.subList(1, value < 0 ? words.size() : value));
            String setting = value < 0 ? "" : String.join(" ", words.subList(value + 1, words.size()));
            if (name.isEmpty()) {
                throw new IllegalArgumentException("setoption expects name NAME value VALUE");
            }
            if (name.equalsIgnoreCase(PONDER)) {
                if (!setting.equals("true") && !setting.equals("false")) {
                    throw new IllegalArgumentException(PONDER + " is true or false, not '" + setting + "'");
                }
                ponderOption = setting.equals("true");
                return;
            }
            List<String> names = new ArrayList<>(engine.settings().stream().map(Engine.Setting::name).toList());
            if (names.stream().noneMatch(name::equalsIgnoreCase)) {
                names.add(PONDER);
                throw new IllegalArgumentException("no option '" + name + "': the options are " + String.join(", ", names));
            }
            engine.set(name, setting);
        }

        @Override
        public synchronized boolean awaitIdle(long millis) throws InterruptedException {
            long end = System.nanoTime() + millis * 1_000_000;
            while (thinking != null) {
                long left = (end - System.nanoTime()) / 1_000_000;
                if (left <= 0) {
                    return false;
                }
                wait(left);
            }
            return true;
        }
    }
}
