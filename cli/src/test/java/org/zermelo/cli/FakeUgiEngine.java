package org.zermelo.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/**
 * An outside engine that breaks the protocol in one way, for the referee's tests: run as
 * {@code java -cp ... FakeUgiEngine MODE}. It greets as a UGI engine, then at each {@code go}:
 * {@code illegal} answers a move no game has, {@code crash} exits with code 3, {@code silent}
 * says nothing, {@code chatty} sends lines that are not a move before a bestmove that is
 * not legal either; {@code notugi} exits at once without greeting. Two play well and write every
 * line they receive to a file, for the tests to read what the referee sent:
 * {@code first GAME FILE} plays the first legal move of the position it is given; {@code ponderer
 * GAME FILE} too, and names the first legal reply ({@code bestmove M ponder R}), declares a
 * {@code Ponder} option, and after {@code go ponder} answers only at {@code ponderhit} or
 * {@code stop}, as UCI asks; {@code stubborn GAME FILE} is a ponderer that does not answer
 * {@code stop} after {@code go ponder}.
 */
public final class FakeUgiEngine {

    public static void main(String[] args) throws IOException {
        String mode = args[0];
        if (mode.equals("notugi")) {
            System.out.println("hello, I speak another protocol");
            System.exit(0);
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        if (mode.equals("first") || mode.equals("ponderer") || mode.equals("stubborn")) {
            play(!mode.equals("first"), mode.equals("stubborn"), Games.byName(args[1]), Path.of(args[2]), in);
            return;
        }
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            switch (line.split(" ")[0]) {
                case "ugi" -> say("id name fake-" + mode + "\nugiok");
                case "isready" -> say("readyok");
                case "quit" -> System.exit(0);
                case "go" -> {
                    switch (mode) {
                        case "illegal" -> say("bestmove 99");
                        case "crash" -> System.exit(3);
                        case "chatty" -> say("info string thinking\nsomething else\nbestmove");
                        default -> { } // silent
                    }
                }
                default -> { }
            }
        }
    }

    /** A well-behaved engine that plays the first legal move, writing each line it receives to {@code log}. */
    private static void play(boolean ponderer, boolean stubborn, Game game, Path log, BufferedReader in) throws IOException {
        Position position = game.start();
        boolean pondering = false;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            Files.writeString(log, line + "\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            String[] words = line.strip().split("\\s+");
            switch (words[0]) {
                case "ugi" -> say("id name fake-" + (ponderer ? "ponderer" : "first") + (ponderer ? "\noption name Ponder type check default false" : "")
                        + "\nugiok");
                case "isready" -> say("readyok");
                case "quit" -> System.exit(0);
                case "position" -> {
                    String[] parts = line.strip().split("\\s+moves\\s+", 2);
                    String where = parts[0].substring("position".length()).strip();
                    position = where.equals("startpos") ? game.start() : game.parse(where.substring("fen".length()).strip());
                    if (parts.length > 1) {
                        for (String move : parts[1].strip().split("\\s+")) {
                            position.play(position.parseMove(move));
                        }
                    }
                }
                case "go" -> {
                    pondering = words.length > 1 && words[1].equals("ponder");
                    if (!pondering) {
                        say(bestmove(position, ponderer));
                    }
                }
                case "ponderhit", "stop" -> {
                    if (pondering && !(stubborn && line.strip().equals("stop"))) {
                        pondering = false;
                        say(bestmove(position, ponderer));
                    }
                }
                default -> { }
            }
        }
    }

    private static String bestmove(Position position, boolean ponder) {
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        int move = moves.get(0);
        String line = "bestmove " + position.formatMove(move);
        Position next = position.copy();
        next.play(move);
        if (ponder && !next.isTerminal()) {
            next.legalMoves(moves);
            line += " ponder " + next.formatMove(moves.get(0));
        }
        return line;
    }

    private static void say(String lines) {
        System.out.println(lines);
        System.out.flush();
    }
}
