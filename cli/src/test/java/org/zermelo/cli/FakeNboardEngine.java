package org.zermelo.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import org.zermelo.game.MoveList;
import org.zermelo.games.othello.Ggf;
import org.zermelo.games.othello.Othello;

/**
 * An Othello engine speaking NBoard, for the referee's tests: {@code java -cp ... FakeNboardEngine
 * FILE}. It writes every line it receives to FILE, reads the game with {@code set game}, and at
 * {@code go} answers the first legal move ({@code === F5/0.00/0.1}); asked to move where it must
 * pass, which NBoard never asks, it ends with exit code 4.
 */
public final class FakeNboardEngine {

    public static void main(String[] args) throws IOException {
        Path log = Path.of(args[0]);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Othello position = null;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            Files.writeString(log, line + "\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            String[] words = line.strip().split("\\s+", 3);
            switch (words[0]) {
                case "nboard" -> say("set myname fake-nboard");
                case "ping" -> say("pong " + words[1]);
                case "set" -> {
                    if (words[1].equals("game")) {
                        position = Ggf.parse(words[2]);
                    }
                }
                case "go" -> {
                    MoveList moves = new MoveList();
                    position.legalMoves(moves);
                    String move = position.formatMove(moves.get(0));
                    if (move.equals("pass")) {
                        System.exit(4);
                    }
                    say("status thinking\n=== " + move.toUpperCase(Locale.ROOT) + "/0.00/0.1\nstatus");
                }
                default -> { }
            }
        }
    }

    private static void say(String lines) {
        System.out.println(lines);
        System.out.flush();
    }
}
