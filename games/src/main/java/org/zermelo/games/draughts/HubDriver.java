package org.zermelo.games.draughts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.zermelo.game.Position;
import org.zermelo.game.EngineDriver;

/**
 * Hub, the protocol of international draughts engines (version 2, Scan's, by Fabien Letouzey),
 * as an interface speaks it: {@code hub} to {@code wait} (the engine's {@code id} and
 * {@code param}s), {@code set-param name=N value=V} for its options, {@code init} to
 * {@code ready}; for each move {@code pos pos=POSITION moves="..."} (the game's start and its
 * moves, so that the engine sees repetitions), {@code level move-time=S} or {@code level time=S
 * inc=S} (seconds), {@code go think} or {@code go ponder}, and the answer {@code done move=M
 * [ponder=R]}; {@code ponder-hit}, {@code stop}, {@code new-game}, {@code quit}. A position is the
 * side to move ({@code W} or {@code B}) and the 50 squares in order, each {@code w}, {@code b}
 * (men), {@code W}, {@code B} (kings) or {@code e} (empty); a capture is written from x to x each
 * square taken.
 */
public final class HubDriver implements EngineDriver {

    /** The protocol's name, as a spec names it: {@code ext:hub:COMMAND}. */
    public static final String NAME = "hub";

    /** The parameters the engine declared. */
    private final List<String> declared = new ArrayList<>();

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String answerWord() {
        return "done";
    }

    @Override
    public void greet(Link link, Map<String, String> options, boolean ponder) {
        link.send("hub");
        declared.clear();
        for (String line = link.next(); !command(line).equals("wait"); line = link.next()) {
            Map<String, String> pairs = pairs(line);
            if (command(line).equals("id") && pairs.containsKey("name")) {
                link.name(pairs.get("name") + (pairs.containsKey("version") ? " " + pairs.get("version") : ""));
            } else if (command(line).equals("param") && pairs.containsKey("name")) {
                declared.add(pairs.get("name"));
            }
        }
        options.forEach((name, value) -> link.send("set-param name=" + quote(name) + " value=" + quote(value)));
        if (ponder && declared.contains("ponder") && !options.containsKey("ponder")) {
            link.send("set-param name=ponder value=true");
        }
        link.send("init");
        while (!command(link.next()).equals("ready")) {
            // what the engine says while it loads is its own
        }
    }

    @Override
    public void newGame(Link link) {
        link.send("new-game");
    }

    @Override
    public void go(Link link, Request request) {
        History h = request.history();
        if (h == null) {
            link.send("pos pos=" + position((Draughts) request.position()));
        } else {
            List<String> moves = new ArrayList<>();
            Draughts p = (Draughts) h.start().copy();
            for (int move : h.moves()) {
                moves.add(move(p, move));
                p.play(move);
            }
            link.send("pos pos=" + position((Draughts) h.start()) + (moves.isEmpty() ? "" : " moves=\"" + String.join(" ", moves) + "\""));
        }
        EngineDriver.Clocks c = request.clocks();
        if (c == null) {
            link.send("level move-time=" + seconds(request.moveMillis()));
        } else {
            int side = request.position().sideToMove();
            link.send("level time=" + seconds(c.left(side)) + " inc=" + seconds(c.increment(side)));
        }
        link.send(request.ponder() ? "go ponder" : "go think");
    }

    @Override
    public Answer answer(String line) {
        if (!command(line).equals("done")) {
            return null;
        }
        Map<String, String> pairs = pairs(line);
        return new Answer(pairs.getOrDefault("move", ""), pairs.get("ponder"));
    }

    @Override
    public void ponderhit(Link link) {
        link.send("ponder-hit");
    }

    @Override
    public void stop(Link link) {
        link.send("stop");
    }

    @Override
    public void quit(Link link) {
        link.send("quit");
    }

    /** The position as Hub writes it: the side to move, then the 50 squares in order. */
    static String position(Draughts p) {
        char[] squares = new char[p.rules().squares()];
        Arrays.fill(squares, 'e');
        String[] fields = p.fen().split(":");
        for (int i = 1; i < fields.length; i++) {
            boolean white = fields[i].charAt(0) == 'W';
            for (String square : fields[i].substring(1).split(",")) {
                if (square.isEmpty()) {
                    continue;
                }
                boolean king = square.startsWith("K");
                int n = Integer.parseInt(king ? square.substring(1) : square);
                squares[n - 1] = white ? (king ? 'W' : 'w') : (king ? 'B' : 'b');
            }
        }
        return fields[0] + new String(squares);
    }

    /** {@code move} of {@code p} as Hub writes it: {@code 32-28}, or a capture {@code 28x19x23} (from, to, every square taken). */
    static String move(Draughts p, int move) {
        if (Draughts.count(move) == 0) {
            return p.formatMove(move);
        }
        StringBuilder s = new StringBuilder().append(p.number(Draughts.from(move))).append('x').append(p.number(Draughts.to(move)));
        for (int square : p.squares(p.taken(move))) {
            s.append('x').append(square);
        }
        return s.toString();
    }

    /** The first word of a line. */
    private static String command(String line) {
        String t = line.strip();
        int space = t.indexOf(' ');
        return space < 0 ? t : t.substring(0, space);
    }

    /** The {@code name=value} pairs of a line after its command; values may be in double quotes; a flag's value is empty. */
    static Map<String, String> pairs(String line) {
        Map<String, String> pairs = new LinkedHashMap<>();
        String t = line.strip();
        int i = command(t).length();
        while (i < t.length()) {
            while (i < t.length() && Character.isWhitespace(t.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < t.length() && !Character.isWhitespace(t.charAt(i)) && t.charAt(i) != '=') {
                i++;
            }
            String name = t.substring(start, i);
            String value = "";
            if (i < t.length() && t.charAt(i) == '=') {
                i++;
                if (i < t.length() && t.charAt(i) == '"') {
                    int close = t.indexOf('"', i + 1);
                    close = close < 0 ? t.length() : close;
                    value = t.substring(i + 1, close);
                    i = Math.min(t.length(), close + 1);
                } else {
                    start = i;
                    while (i < t.length() && !Character.isWhitespace(t.charAt(i))) {
                        i++;
                    }
                    value = t.substring(start, i);
                }
            }
            if (!name.isEmpty()) {
                pairs.put(name, value);
            }
        }
        return pairs;
    }

    private static String quote(String value) {
        return value.isEmpty() || value.matches(".*[\\s=\"].*") ? "\"" + value.replace("\"", "") + "\"" : value;
    }

    private static String seconds(long millis) {
        return String.format(Locale.ROOT, "%.3f", millis / 1000.0);
    }
}
