package org.zermelo.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * An outside engine that breaks the protocol in one way, for the referee's tests: run as
 * {@code java -cp ... FakeUgiEngine MODE}. It greets as a UGI engine, then at each {@code go}:
 * {@code illegal} answers a move no game has, {@code crash} exits with code 3, {@code silent}
 * says nothing, {@code chatty} sends lines that are not a move before a bestmove that is
 * not legal either; {@code notugi} exits at once without greeting.
 */
public final class FakeUgiEngine {

    public static void main(String[] args) throws IOException {
        String mode = args[0];
        if (mode.equals("notugi")) {
            System.out.println("hello, I speak another protocol");
            System.exit(0);
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
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

    private static void say(String lines) {
        System.out.println(lines);
        System.out.flush();
    }
}
