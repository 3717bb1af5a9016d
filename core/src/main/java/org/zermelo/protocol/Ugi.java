package org.zermelo.protocol;

import java.util.ArrayList;
import java.util.List;
import org.zermelo.game.Chance;
import org.zermelo.game.Game;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.play.TimeControl;
import org.zermelo.search.SearchLimits;

/**
 * UGI, the Universal Game Interface: the shape of chess's UCI for any two-player game, by which a
 * graphical interface or a referee drives an engine, one command a line. The commands:
 * {@code ugi} (answered with the engine's name, its options and {@code ugiok}), {@code isready}
 * ({@code readyok}, at once, during a search too), {@code setoption name N value V},
 * {@code uginewgame}, {@code position startpos | fen POS [moves M ...]} (positions and moves in
 * the game's own notations), {@code go} with {@code p1time p2time p1inc p2inc} (milliseconds),
 * {@code movetime}, {@code depth}, {@code nodes} or {@code infinite}, {@code stop}, {@code query
 * gameover | p1turn | result} (answered {@code response ...} by Zermelo's rules) and {@code quit}.
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
    static final String COMMANDS = "ugi, isready, setoption, uginewgame, position, go, stop, query, quit";

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
        /** The search running now, or null; set and cleared under this conversation's lock. */
        private Thread thinking;

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
                case "stop" -> engine.stop();
                case "query" -> query(words);
                case "setoption" -> {
                    idle("setoption");
                    setOption(command.substring(words[0].length()).strip());
                }
                case "quit" -> engine.stop();
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
            for (int i = 1; i < words.length; i++) {
                String word = words[i];
                if (word.equals("infinite")) {
                    infinite = true;
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
                    default -> throw new IllegalArgumentException("go expects p1time, p2time, p1inc, p2inc, movetime, depth, nodes "
                            + "or infinite, not '" + word + "'");
                }
            }
            int side = position.sideToMove();
            long time = 0;
            if (moveTime > 0) {
                time = moveTime;
            } else if (clock[side] >= 0) {
                time = TimeControl.budget(clock[side], clock[side + 2]);
            } else if (!limited && !infinite) {
                time = DEFAULT_MOVE_MILLIS;
            }
            if (position.isTerminal()) {
                host.send("info string the game is over: " + result(position));
                host.send("bestmove (none)");
                return;
            }
            if (depth == SearchLimits.UNLIMITED_DEPTH && time == 0 && nodes == 0) {
                // infinite: deepening one ply at a time (a search to the end at once would tell nothing until it ends)
                depth = Scores.MAX_PLY - 1;
            }
            start(new SearchLimits(depth, time, nodes));
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

        /** Starts the search of a copy of the position (the commands read meanwhile may change this one). */
        private synchronized void start(SearchLimits limits) {
            idle("go");
            Position root = position.copy();
            long start = System.nanoTime();
            thinking = new Thread(null, () -> think(root, limits, start), "zermelo-ugi-search", 64L << 20);
            thinking.setDaemon(true);
            thinking.start();
        }

        private void think(Position root, SearchLimits limits, long start) {
            String best;
            try {
                boolean[] told = {false};
                Engine.Result r = engine.think(root, limits, it -> {
                    tell(root, it, start);
                    told[0] = true;
                });
                if (!told[0] && r.depth() > 0) { // a search that solved at once, without deepening
                    tell(root, r, start);
                }
                best = root.formatMove(r.bestMove());
            } catch (RuntimeException e) {
                host.send("info string error: the search failed: " + e);
                MoveList moves = new MoveList();
                root.legalMoves(moves);
                best = root.formatMove(moves.get(0));
            }
            synchronized (this) {
                thinking = null; // as bestmove is sent: the interface may send the next go at once
                host.send("bestmove " + best);
                notifyAll();
            }
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
