package org.zermelo.games.othello;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.protocol.Engine;
import org.zermelo.protocol.Host;
import org.zermelo.protocol.Protocol;
import org.zermelo.protocol.Session;

/**
 * The NBoard protocol, by which the NBoard GUI and other NBoard clients drive an Othello engine,
 * one command a line: {@code nboard}, {@code set depth}, {@code set game} (a game in GGF,
 * {@link Ggf}), {@code set contempt}, {@code move}, {@code hint}, {@code go}, {@code ping},
 * {@code learn}, {@code analyze}. The engine searches to the depth set ({@link #DEFAULT_DEPTH}
 * until one is); evaluations are in discs for the side to move, exact when the search reached
 * the end of the game, else the evaluation divided by {@link #EVAL_PER_DISC}. A malformed command
 * is answered with a {@code status} line saying what is wrong, noted, and the session goes on
 * with its position unchanged; an unknown command is noted and ignored, as the protocol asks.
 */
public final class NboardProtocol implements Protocol {

    /** The protocol's name, and the command that serves it. */
    public static final String NAME = "nboard";
    public static final int DEFAULT_DEPTH = 6;
    /** The deepest search one may set: deeper, a midgame search would not end in a human lifetime. */
    public static final int MAX_DEPTH = 30;
    /** Evaluation units per disc, to report heuristic values on the disc scale NBoard shows. */
    public static final double EVAL_PER_DISC = 100.0;
    /** The depth of a search that saw the end of the game, as NBoard writes it. */
    static final String EXACT = "100%";

    @Override
    public String name() {
        return NAME;
    }

    /** A session whose engine searches (the same search, its table kept, for the whole session). */
    @Override
    public Session open(Engine engine, Host host) {
        return new Conversation(engine, host);
    }

    private static final class Conversation implements Session {

        private final Engine engine;
        private final Host host;
        private Othello position = new Othello();
        private int depth = DEFAULT_DEPTH;

        Conversation(Engine engine, Host host) {
            this.engine = engine;
            this.host = host;
        }

        /** One command: a malformed one is answered with a status line and the session goes on. */
        @Override
        public void receive(String line) {
            String command = line.strip();
            try {
                handle(command);
            } catch (IllegalArgumentException e) {
                // A malformed command: say so, keep the position, go on.
                reply("status " + e.getMessage());
                host.note(e.getMessage() + " (in '" + command + "')");
            }
        }

        private void handle(String command) {
            String[] words = command.split("\\s+", 2);
            String rest = words.length > 1 ? words[1].strip() : "";
            switch (words[0]) {
                case "" -> { }
                case "nboard" -> {
                    number("nboard", rest, 0, Integer.MAX_VALUE);
                    reply("set myname Zermelo");
                }
                case "set" -> set(rest);
                case "move" -> move(rest);
                case "hint" -> hint(number("hint", rest, 1, 64));
                case "go" -> go();
                case "ping" -> reply(("pong " + rest).strip());
                case "learn" -> reply("learned");
                case "analyze" -> analyze();
                default -> {
                    // The protocol: ignore what you do not understand, whole line.
                    host.note("unknown command '" + words[0] + "', ignored");
                }
            }
        }

        private void set(String rest) {
            String[] words = rest.split("\\s+", 2);
            String value = words.length > 1 ? words[1].strip() : "";
            switch (words[0]) {
                case "depth" -> {
                    depth = number("set depth", value, 1, MAX_DEPTH);
                    reply("set myname Zermelo" + depth);
                }
                case "game" -> position = Ggf.parse(value);
                case "contempt" -> {
                    // Draws are worth 0 to the search: the contempt is read, checked, and not used.
                    number("set contempt", value, -6400, 6400);
                }
                default -> throw new IllegalArgumentException("set expects depth, game or contempt, not '" + words[0] + "'");
            }
        }

        /** The move {@code F5}, {@code F5/eval/time} or {@code PA}, played on the position. */
        private void move(String rest) {
            String move = rest.split("/", 2)[0].strip();
            if (move.isEmpty()) {
                throw new IllegalArgumentException("move expects a square like F5 or PA (pass)");
            }
            position.play(position.parseMove(move.equalsIgnoreCase("PA") ? "pass" : move));
        }

        private void go() {
            if (over()) {
                return;
            }
            reply("status Zermelo is thinking");
            Engine.Result r = engine.deepen(position, depth,
                    it -> reply("search " + pv(it.pv()) + " " + discs(it.value()) + " 0 " + depth(it)));
            double seconds = r.timeNanos() / 1e9;
            reply("nodestats " + r.nodes() + " " + String.format(Locale.ROOT, "%.2f", seconds));
            reply("=== " + nboardMove(position, r.bestMove()) + "/" + discs(r.value()) + "/" + String.format(Locale.ROOT, "%.2f", seconds));
            reply("status");
        }

        /** Each move searched alone, to depth - 1 below it, and the best {@code count} reported. */
        private void hint(int count) {
            if (over()) {
                return;
            }
            reply("status Zermelo is thinking");
            MoveList moves = new MoveList();
            position.legalMoves(moves);
            record Hint(int move, int value, int[] pv, String depth) {}
            List<Hint> hints = new ArrayList<>();
            for (int i = 0; i < moves.size(); i++) {
                int move = moves.get(i);
                position.play(move);
                Engine.Result r = engine.search(position, depth - 1);
                position.undo();
                int[] line = new int[r.pv().length + 1];
                line[0] = move;
                System.arraycopy(r.pv(), 0, line, 1, r.pv().length);
                // Every Othello move, a pass included, gives the turn to the opponent: negamax.
                hints.add(new Hint(move, -r.value(), line, r.exact() ? EXACT : Integer.toString(depth)));
            }
            hints.sort(Comparator.comparingInt(Hint::value).reversed());
            for (Hint h : hints.subList(0, Math.min(count, hints.size()))) {
                reply("search " + pv(h.pv()) + " " + discs(h.value()) + " 0 " + h.depth());
            }
            reply("status");
        }

        /**
         * The evaluation of every position of the game, from the end back to the start, each as
         * {@code analysis MOVE EVAL} where MOVE is the number of moves played to reach it.
         */
        private void analyze() {
            reply("status Zermelo is analyzing");
            Othello p = (Othello) position.copy();
            for (int moveNumber = p.movesPlayed(); moveNumber >= 0; moveNumber--) {
                int value = p.isTerminal() ? Scores.terminal(p.terminalValue(), 0) : engine.search(p, depth).value();
                reply("analysis " + moveNumber + " " + discs(value));
                if (moveNumber > 0) {
                    p.undo();
                }
            }
            reply("status");
        }

        private boolean over() {
            if (position.isTerminal()) {
                reply("status the game is over: no move to choose");
                return true;
            }
            return false;
        }

        /** The depth NBoard shows: {@link #EXACT} when the value is exact. */
        private static String depth(Engine.Result r) {
            return r.exact() ? EXACT : Integer.toString(r.depth());
        }

        private String pv(int[] line) {
            Position p = position.copy();
            StringBuilder s = new StringBuilder();
            for (int move : line) {
                s.append(s.isEmpty() ? "" : "-").append(nboardMove(p, move));
                p.play(move);
            }
            return s.toString();
        }

        private void reply(String line) {
            host.send(line);
        }
    }

    private static String nboardMove(Position p, int move) {
        String text = p.formatMove(move);
        return text.equals("pass") ? "PA" : text.toUpperCase(Locale.ROOT);
    }

    /** A score on the disc scale: the exact disc difference, or the evaluation in discs. */
    private static String discs(int score) {
        double value = Scores.isDecided(score) ? Scores.gameValue(score) : score / EVAL_PER_DISC;
        return String.format(Locale.ROOT, "%.2f", value);
    }

    private static int number(String what, String text, int min, int max) {
        try {
            int n = Integer.parseInt(text.strip());
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(what + " expects a whole number from " + min + " to " + max + ", not '" + text + "'");
    }
}
