package org.zermelo.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/**
 * A draughts engine speaking Hub, for the referee's tests: {@code java -cp ... FakeHubEngine
 * FILE}. It writes every line it receives to FILE, reads Hub's positions (side to move and 50
 * squares) and moves (captures from x to x each square taken) by itself, plays the first legal
 * move, writing captures as Hub does, names the first legal reply ({@code ponder=}), and after
 * {@code go ponder} answers only at {@code ponder-hit} or {@code stop}.
 */
public final class FakeHubEngine {

    private static final Pattern PAIR = Pattern.compile("([a-z-]+)(?:=(\"[^\"]*\"|\\S+))?");

    public static void main(String[] args) throws IOException {
        Path log = Path.of(args[0]);
        Game game = Games.byName("draughts");
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Position position = null;
        boolean pondering = false;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            Files.writeString(log, line + "\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            String command = line.strip().split("\\s+")[0];
            switch (command) {
                case "hub" -> say("id name=fake-hub version=1 author=\"the tests\"\n"
                        + "param name=ponder value=false type=bool\nparam name=tt-size value=20 type=int min=16 max=30\nwait");
                case "init" -> say("info the engine loads\nready");
                case "quit" -> System.exit(0);
                case "pos" -> {
                    String pos = null;
                    String moves = "";
                    Matcher m = PAIR.matcher(line.strip().substring(3));
                    while (m.find()) {
                        String value = m.group(2) == null ? "" : m.group(2).replace("\"", "");
                        if (m.group(1).equals("pos")) {
                            pos = value;
                        } else if (m.group(1).equals("moves")) {
                            moves = value;
                        }
                    }
                    position = game.parse(fen(pos));
                    for (String move : moves.strip().split("\\s+")) {
                        if (!move.isEmpty()) {
                            position.play(position.parseMove(move));
                        }
                    }
                }
                case "go" -> {
                    pondering = line.contains("ponder");
                    if (!pondering) {
                        say(done(position));
                    }
                }
                case "ponder-hit", "stop" -> {
                    if (pondering) {
                        pondering = false;
                        say(done(position));
                    }
                }
                default -> { }
            }
        }
    }

    /** Hub's position as PDN FEN. */
    private static String fen(String hub) {
        List<String> white = new ArrayList<>();
        List<String> black = new ArrayList<>();
        for (int i = 1; i < hub.length(); i++) {
            switch (hub.charAt(i)) {
                case 'w' -> white.add(Integer.toString(i));
                case 'W' -> white.add("K" + i);
                case 'b' -> black.add(Integer.toString(i));
                case 'B' -> black.add("K" + i);
                default -> { }
            }
        }
        return hub.charAt(0) + ":W" + String.join(",", white) + ":B" + String.join(",", black);
    }

    private static String done(Position position) {
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        int move = moves.get(0);
        Position next = position.copy();
        next.play(move);
        String line = "done move=" + hub(position, move);
        if (!next.isTerminal()) {
            next.legalMoves(moves);
            line += " ponder=" + hub(next, moves.get(0));
        }
        return line;
    }

    /** A move as Hub writes it: a capture from x to x each square taken, found by comparing the boards. */
    private static String hub(Position position, int move) {
        String text = position.formatMove(move);
        if (!text.contains("x")) {
            return text;
        }
        Position after = position.copy();
        after.play(move);
        String[] parts = text.split("x");
        StringBuilder s = new StringBuilder(parts[0] + "x" + parts[1]);
        String opponent = position.toString().startsWith("W") ? "B" : "W";
        List<String> before = squares(position.toString(), opponent);
        before.removeAll(squares(after.toString(), opponent));
        for (String square : before) {
            s.append('x').append(square);
        }
        return s.toString();
    }

    /** The squares of a colour in a PDN FEN, kings' K dropped. */
    private static List<String> squares(String fen, String colour) {
        List<String> out = new ArrayList<>();
        for (String field : fen.split("\\s+")[0].split(":")) {
            if (field.startsWith(colour) && field.length() > 1) {
                for (String square : field.substring(1).split(",")) {
                    out.add(square.replace("K", ""));
                }
            }
        }
        return out;
    }

    private static void say(String lines) {
        System.out.println(lines);
        System.out.flush();
    }
}
