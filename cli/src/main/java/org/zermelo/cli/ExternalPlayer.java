package org.zermelo.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import org.zermelo.protocol.Engine;
import org.zermelo.protocol.Host;
import org.zermelo.protocol.Protocol;
import org.zermelo.protocol.ProtocolException;
import org.zermelo.protocol.Session;

/**
 * Zermelo serving GNU Backgammon as its external player, over one connection: this side reads
 * gnubg's board lines from the socket (a NUL byte may follow the line break), hands each to a
 * session of the game's external-player protocol, which answers it, and writes the answers back;
 * and it counts the games and moves the session tells of. The protocol (the board lines, which
 * board follows which) is the game's; the socket, its timeout and its bytes are this class's.
 */
final class ExternalPlayer {

    /** The longest board line read: FIBS's are about 150 characters. */
    private static final int MAX_LINE = 1024;

    private final Protocol protocol;
    private final Engine engine;
    private final Duration timeout;
    private final Consumer<String> notes;
    private int moves;
    private int games;
    /** The value of each game Zermelo ended with its own move, 1 to 3, by the game's number from 1. */
    private final Map<Integer, Integer> wins = new LinkedHashMap<>();

    /** A player that speaks {@code protocol}, its moves chosen by {@code engine}, the session's notes to {@code notes}. */
    ExternalPlayer(Protocol protocol, Engine engine, Duration timeout, Consumer<String> notes) {
        this.protocol = protocol;
        this.engine = engine;
        this.timeout = timeout;
        this.notes = notes;
    }

    /** The moves chosen so far. */
    int moves() {
        return moves;
    }

    /** The value of each game Zermelo won with its own move (bearing off its last checker), 1 to 3, by the game's number from 1. */
    Map<Integer, Integer> wins() {
        return wins;
    }

    /** The games seen so far, the one being played included. */
    int games() {
        return games;
    }

    /**
     * Answers every board gnubg sends on {@code socket} until it closes the connection;
     * {@code newGame} hears the number of each game as it starts.
     *
     * @throws ProtocolException for a bad board, a board that does not follow, a cube offered, or
     *     no board within the timeout
     */
    void serve(Socket socket, IntConsumer newGame) throws IOException {
        socket.setSoTimeout((int) Math.min(Integer.MAX_VALUE, timeout.toMillis()));
        InputStream in = socket.getInputStream();
        OutputStream out = socket.getOutputStream();
        Session session = protocol.open(engine, new Host() {
            @Override
            public void send(String line) {
                try {
                    out.write((line + "\n").getBytes(StandardCharsets.US_ASCII));
                    out.flush();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }

            @Override
            public void note(String message) {
                notes.accept(message);
            }

            @Override
            public void gameStarted(int number) {
                games = number;
                newGame.accept(number);
            }

            @Override
            public void played(String move) {
                moves++;
            }

            @Override
            public void gameEnded(int number, int value) {
                wins.put(number, value);
            }
        });
        try {
            String line;
            while ((line = readLine(in)) != null) {
                session.receive(line);
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /**
     * A line up to its line break, without the NUL bytes gnubg writes after it (they come first
     * in the next read); null at the end of the connection, when no line has begun.
     */
    private String readLine(InputStream in) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        while (true) {
            int b;
            try {
                b = in.read();
            } catch (SocketTimeoutException e) {
                throw new ProtocolException("no board from gnubg for " + timeout.toSeconds() + " s (--timeout)");
            }
            if (b < 0) {
                if (bytes.size() > 0) {
                    throw new ProtocolException("gnubg closed the connection in the middle of a board line: '"
                            + shorten(bytes.toString(StandardCharsets.US_ASCII)) + "'");
                }
                return null;
            }
            if (b == '\n') {
                return bytes.toString(StandardCharsets.US_ASCII);
            }
            if (b == 0 && bytes.size() == 0) {
                continue;
            }
            if (b < 0x20 && b != '\r' || b > 0x7E) {
                throw new ProtocolException("gnubg sent a byte that is no part of a FIBS board line: " + b);
            }
            if (bytes.size() == MAX_LINE) {
                throw new ProtocolException("gnubg sent a line longer than " + MAX_LINE + " characters, no FIBS board line");
            }
            bytes.write(b);
        }
    }

    private static String shorten(String line) {
        return line.length() <= 200 ? line : line.substring(0, 200) + "...";
    }
}
