package org.zermelo.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Callable;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.games.othello.Ggf;
import org.zermelo.games.othello.Othello;
import org.zermelo.games.othello.OthelloEvaluation;
import org.zermelo.search.Algorithms;
import org.zermelo.search.IterativeDeepening;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "nboard", mixinStandardHelpOptions = true,
        description = {"An Othello engine speaking the NBoard protocol on standard input and output, for the NBoard GUI " +
            "and other NBoard clients: nboard, set depth, set game (GGF), set contempt, move, hint, go, ping, learn, analyze, " +
            "quit. It searches with the engine (pvs and its table) and the course's evaluation to the depth set (default "
                    + NboardCommand.DEFAULT_DEPTH + "). Evaluations are in discs " +
            "for the side to move: exact when the search reaches the end of the game, else the evaluation divided by "
                    + NboardCommand.EVAL_PER_DISC + ". " +
            "A malformed command is answered with a 'status' line (and a line on standard error) and the engine goes on. " +
            "When the input ends (or at quit), the commands already read are carried out; a search still running " +
            NboardCommand.GRACE_MILLIS / 1000 + " s later is stopped, and the commands after it dropped."})
final class NboardCommand implements Callable<Integer> {

    static final int DEFAULT_DEPTH = 6;
    /** The deepest search one may set: deeper, a midgame search would not end in a human lifetime. */
    static final int MAX_DEPTH = 30;
    /** Evaluation units per disc, to report heuristic values on the disc scale NBoard shows. */
    static final double EVAL_PER_DISC = 100.0;
    /**
     * How long the commands read before the end of the input (or quit) may still take: a GUI that
     * closes the input has gone, and a search of depth 30 would not end in a lifetime.
     */
    static final long GRACE_MILLIS = 10_000;
    /** The depth of a search that saw the end of the game, as NBoard writes it. */
    static final String EXACT = "100%";

    @Spec
    CommandSpec spec;

    @ParentCommand
    Main main;

    private PrintWriter out;
    private PrintWriter err;
    /**
     * The engine (principal variation search with its table, kept for the whole session) and the
     * course's evaluation: the same values as plain alpha-beta at each depth, found with fewer nodes.
     */
    private final Search search = Algorithms.create("pvs", new OthelloEvaluation());
    private Othello position = new Othello();
    private int depth = DEFAULT_DEPTH;
    /** Set when the input ended long ago: the commands still queued are dropped. */
    private volatile boolean quitting;

    @Override
    public Integer call() throws IOException, InterruptedException {
        out = spec.commandLine().getOut();
        err = spec.commandLine().getErr();
        // The engine carries out the commands on a thread of its own, in order, while this one reads
        // them: so that the end of the input (the GUI gone) is seen during a long search too.
        BlockingQueue<Optional<String>> commands = new LinkedBlockingQueue<>();
        Throwable[] failure = new Throwable[1];
        Thread engine = new Thread(null, () -> {
            try {
                for (Optional<String> command = commands.take(); command.isPresent(); command = commands.take()) {
                    carryOut(command.get());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (RuntimeException | Error e) {
                failure[0] = e;
            }
        }, "zermelo-nboard", 64L << 20); // the stack the launcher gives the main thread
        engine.setDaemon(true); // abandoned, it does not keep the program alive
        engine.start();
        String line;
        while ((line = main.in.readLine()) != null && !line.strip().equals("quit")) {
            commands.add(Optional.of(line.strip()));
        }
        commands.add(Optional.empty());
        engine.join(GRACE_MILLIS);
        if (engine.isAlive()) {
            err.println("nboard: the input ended " + GRACE_MILLIS / 1000 + " s ago and a search is still running: it is "
                    + "stopped (keep the input open to wait for a long search)");
            err.flush();
            quitting = true;
            search.stop();
            engine.join(GRACE_MILLIS);
            return 0;
        }
        if (failure[0] instanceof RuntimeException e) {
            throw e;
        }
        if (failure[0] instanceof Error e) {
            throw e;
        }
        return 0;
    }

    /** One command: a malformed one is answered with a status line and the engine goes on; none once quitting. */
    private void carryOut(String command) {
        if (quitting) {
            return;
        }
        try {
            handle(command);
        } catch (IllegalArgumentException e) {
            // A malformed command: say so, keep the position, go on.
            reply("status " + e.getMessage());
            err.println("nboard: " + e.getMessage() + " (in '" + command + "')");
            err.flush();
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
                err.println("nboard: unknown command '" + words[0] + "', ignored");
                err.flush();
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
        SearchResult r = IterativeDeepening.search(search, position, SearchLimits.depth(depth),
                it -> reply("search " + pv(it.pv()) + " " + discs(it.value()) + " 0 " + depth(it)));
        double seconds = r.stats().timeNanos() / 1e9;
        reply("nodestats " + r.stats().nodes() + " " + String.format(Locale.ROOT, "%.2f", seconds));
        reply("=== " + nboardMove(r.bestMove()) + "/" + discs(r.value()) + "/" + String.format(Locale.ROOT, "%.2f", seconds));
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
            SearchResult r = search.search(position, SearchLimits.depth(depth - 1));
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
            int value = p.isTerminal() ? Scores.terminal(p.terminalValue(), 0)
                    : search.search(p, SearchLimits.depth(depth)).value();
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
    private static String depth(SearchResult r) {
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

    private String nboardMove(int move) {
        return nboardMove(position, move);
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

    private void reply(String line) {
        out.println(line);
        out.flush();
    }
}
