package org.zermelo.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.zermelo.game.EngineDriver;
import org.zermelo.game.Position;

/**
 * UGI, as an interface speaks it to an engine: {@code ugi} to {@code ugiok} (its options noted),
 * its {@code setoption}s, {@code isready} to {@code readyok}; for each move {@code position
 * startpos moves ...} (or {@code position fen START moves ...} for a game from another start, or
 * {@code position fen POS} when the game's moves are not known), then {@code go movetime MS} or
 * {@code go p1time p2time p1inc p2inc}, {@code go ponder ...} on the opponent's time, and the
 * answer {@code bestmove M [ponder R]}.
 */
public final class UgiDriver implements EngineDriver {

    /** The protocol's name. */
    public static final String NAME = "ugi";

    /** The options the engine declared ({@code option name N ...}). */
    private final List<String> declared = new ArrayList<>();

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public void greet(Link link, Map<String, String> options, boolean ponder) {
        link.send("ugi");
        declared.clear();
        for (String line = link.next(); !line.strip().equals("ugiok"); line = link.next()) {
            if (line.startsWith("id name ")) {
                link.name(line.substring("id name ".length()).strip());
            } else if (line.startsWith("option name ")) {
                String rest = line.substring("option name ".length());
                int type = rest.indexOf(" type ");
                declared.add((type < 0 ? rest : rest.substring(0, type)).strip());
            }
        }
        options.forEach((name, value) -> link.send("setoption name " + name + " value " + value));
        if (ponder && declared.stream().anyMatch(n -> n.equalsIgnoreCase("Ponder")) && !options.containsKey("Ponder")) {
            link.send("setoption name Ponder value true");
        }
        link.send("isready");
        while (!link.next().strip().equals("readyok")) {
            // lines before readyok are the engine's own
        }
    }

    @Override
    public void newGame(Link link) {
        link.send("uginewgame");
    }

    @Override
    public void go(Link link, Request request) {
        link.send(position(request));
        EngineDriver.Clocks c = request.clocks();
        String limit = c != null
                ? String.format(Locale.ROOT, "p1time %d p2time %d p1inc %d p2inc %d", c.p1Left(), c.p2Left(), c.p1Increment(), c.p2Increment())
                : "movetime " + request.moveMillis();
        link.send("go " + (request.ponder() ? "ponder " : "") + limit);
    }

    /** The position command: the game's moves from its start when known, else the position alone. */
    static String position(Request request) {
        History h = request.history();
        if (h == null) {
            return "position fen " + request.position();
        }
        StringBuilder line = new StringBuilder(h.gameStart() ? "position startpos" : "position fen " + h.start());
        if (h.moves().length > 0) {
            line.append(" moves");
            Position p = h.start().copy();
            for (int move : h.moves()) {
                line.append(' ').append(p.formatMove(move));
                p.play(move);
            }
        }
        return line.toString();
    }

    @Override
    public Answer answer(String line) {
        String[] words = line.strip().split("\\s+");
        if (!words[0].equals("bestmove")) {
            return null;
        }
        return new Answer(words.length > 1 ? words[1] : "", words.length > 3 && words[2].equals("ponder") ? words[3] : null);
    }

    @Override
    public String answerWord() {
        return "bestmove";
    }

    @Override
    public void ponderhit(Link link) {
        link.send("ponderhit");
    }

    @Override
    public void stop(Link link) {
        link.send("stop");
    }

    @Override
    public void quit(Link link) {
        link.send("quit");
    }
}
