package org.zermelo.games.othello;

import java.util.Locale;
import java.util.Map;
import org.zermelo.game.Position;
import org.zermelo.game.EngineDriver;

/**
 * NBoard, the protocol of Othello engines (Edax's, and Zermelo's own {@code zermelo nboard}), as
 * the NBoard interface speaks it: {@code nboard 2}, {@code set depth D} (the engine's option
 * {@code depth}, {@value #DEFAULT_DEPTH} until given) and {@code set contempt C}, then
 * {@code ping N} to {@code pong N}; for each move the whole game in GGF ({@code set game
 * (;GM[Othello]...;)}, its start and its moves, {@link Ggf#write}) and {@code go}, answered
 * {@code === MOVE[/eval/time]}. The protocol has no clock: the engine searches to its depth,
 * within the move time the referee allows; it never thinks on the opponent's time, and it is not
 * asked to pass (the referee passes for it).
 */
public final class NboardDriver implements EngineDriver {

    /** The protocol's name, as a spec names it: {@code ext:nboard:COMMAND}. */
    public static final String NAME = "nboard";
    /** The depth an engine is given when its spec gives none. */
    public static final int DEFAULT_DEPTH = NboardProtocol.DEFAULT_DEPTH;
    /** The deepest depth one may give: the whole game. */
    static final int MAX_DEPTH = 60;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String answerWord() {
        return "===";
    }

    @Override
    public void check(Map<String, String> options) {
        options.forEach((name, value) -> {
            switch (name) {
                case "depth" -> number(name, value, 1, MAX_DEPTH);
                case "contempt" -> number(name, value, -6400, 6400);
                default -> throw new IllegalArgumentException("NBoard engines take the options depth and contempt, not '" + name + "'");
            }
        });
    }

    private static void number(String name, String value, int min, int max) {
        if (!value.matches("-?\\d{1,5}") || Integer.parseInt(value) < min || Integer.parseInt(value) > max) {
            throw new IllegalArgumentException("option." + name + " of an NBoard engine is a whole number from " + min + " to " + max
                    + ", not '" + value + "'");
        }
    }

    @Override
    public void greet(Link link, Map<String, String> options, boolean ponder) {
        link.send("nboard 2");
        link.send("set depth " + options.getOrDefault("depth", Integer.toString(DEFAULT_DEPTH)));
        if (options.containsKey("contempt")) {
            link.send("set contempt " + options.get("contempt"));
        }
        link.send("ping 1");
        for (String line = link.next(); !line.strip().equals("pong 1"); line = link.next()) {
            if (line.startsWith("set myname ")) {
                link.name(line.substring("set myname ".length()).strip());
            }
        }
    }

    @Override
    public void newGame(Link link) {
        // each move sends the whole game
    }

    @Override
    public void go(Link link, Request request) {
        History h = request.history();
        link.send("set game " + (h == null ? Ggf.write((Othello) request.position(), new int[0])
                : Ggf.write((Othello) h.start(), h.moves())));
        link.send("go");
    }

    @Override
    public Answer answer(String line) {
        String t = line.strip();
        if (!t.startsWith("===")) {
            return null;
        }
        String move = t.substring(3).strip().split("/", 2)[0].strip().toLowerCase(Locale.ROOT);
        return new Answer(move.equals("pa") ? "pass" : move, null);
    }

    @Override
    public boolean ponders() {
        return false;
    }

    @Override
    public void ponderhit(Link link) {
        // never pondering
    }

    @Override
    public void stop(Link link) {
        // NBoard has no stop: the engine answers at its depth
    }

    @Override
    public void quit(Link link) {
        // NBoard has no quit: the program ends when its input closes, or is stopped
    }

    @Override
    public int forced(Position position) {
        Othello p = (Othello) position;
        return p.legalSquares() == 0 ? Othello.PASS : -1;
    }
}
