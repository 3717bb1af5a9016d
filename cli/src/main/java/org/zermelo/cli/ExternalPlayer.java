package org.zermelo.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.function.IntConsumer;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.games.backgammon.Backgammon;
import org.zermelo.games.backgammon.FibsBoard;
import org.zermelo.play.Player;

/**
 * A Zermelo player serving GNU Backgammon as its external player, over one connection: gnubg
 * sends a FIBS board line for each decision of the player (a NUL byte may follow the line
 * break), the player answers with a line: its move in gnubg's notation ({@code 24/18 13/11},
 * {@code bar/20*}, {@code 6/off}, an empty line when no die can be played), or {@code roll}
 * when asked before the roll (gnubg with its cube in use; Zermelo never doubles).
 *
 * <p>gnubg does not say when it reads an answer its own way, nor when a game ends: each board
 * is checked against the last, so that a move gnubg did not play as Zermelo meant it, or a
 * board from nowhere, stops the play. A board follows when some roll and reply of the opponent
 * lead from the position after Zermelo's move to it; else it must be a new game's start (the
 * starting board, or the opponent's opening move from it), and the games are counted so.
 */
final class ExternalPlayer {

    /** The longest board line read: FIBS's are about 150 characters. */
    private static final int MAX_LINE = 1024;
    private static final String START_ID = new Backgammon().toString();

    private final Player player;
    private final Duration timeout;
    private int moves;
    private int games;
    /** The value of each game Zermelo ended with its own move, 1 to 3, by the game's number from 1. */
    private final java.util.Map<Integer, Integer> wins = new java.util.LinkedHashMap<>();

    ExternalPlayer(Player player, Duration timeout) {
        this.player = player;
        this.timeout = timeout;
    }

    /** A peer that broke the protocol, went silent or closed the connection: one line, exit 1. */
    static final class PeerException extends RuntimeException {
        PeerException(String message) {
            super(message);
        }
    }

    /** The moves chosen so far. */
    int moves() {
        return moves;
    }

    /** The value of each game Zermelo won with its own move (bearing off its last checker), 1 to 3, by the game's number from 1. */
    java.util.Map<Integer, Integer> wins() {
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
     * @throws PeerException for a bad board, a board that does not follow, a cube offered, or
     *     no board within the timeout
     */
    void serve(Socket socket, IntConsumer newGame) throws IOException {
        socket.setSoTimeout((int) Math.min(Integer.MAX_VALUE, timeout.toMillis()));
        InputStream in = socket.getInputStream();
        OutputStream out = socket.getOutputStream();
        Position after = null; // the position after Zermelo's last move, the opponent to roll
        String lastMove = null;
        String line;
        while ((line = readLine(in)) != null) {
            FibsBoard board;
            try {
                board = FibsBoard.parse(line);
            } catch (IllegalArgumentException e) {
                throw new PeerException("gnubg sent a bad board line (" + e.getMessage() + "): '" + shorten(line) + "'");
            }
            if (board.doubled()) {
                throw new PeerException("gnubg offered the doubling cube, and Zermelo plays cubeless games: in gnubg, set cube use off");
            }
            if (!board.rolled()) {
                answer(out, "roll"); // gnubg's cube is in use: it asks whether to double first; Zermelo never does
                continue;
            }
            String id = board.positionId();
            if (after != null && !after.isTerminal() && follows(after, id)) {
                // the same game goes on
            } else if (isNewGame(id) || after == null) {
                games++;
                newGame.accept(games);
            } else {
                throw new PeerException("gnubg's board " + id + " does not follow from Zermelo's move '" + lastMove
                        + "' (gnubg may have read it otherwise): '" + shorten(line) + "'");
            }
            Position position = board.position();
            int move = player.choose(position).move();
            lastMove = position.formatMove(move);
            answer(out, move == Backgammon.PASS ? "" : lastMove);
            moves++;
            position.play(move);
            if (position.isTerminal()) {
                wins.put(games, -position.terminalValue()); // the value for the loser, now to move
            }
            after = position;
        }
    }

    private static void answer(OutputStream out, String text) throws IOException {
        out.write((text + "\n").getBytes(StandardCharsets.US_ASCII));
        out.flush();
    }

    /** True when some roll of the opponent and some move with it lead from {@code after} to the board {@code id}. */
    static boolean follows(Position after, String id) {
        Position p = after.copy();
        MoveList rolls = new MoveList();
        MoveList replies = new MoveList();
        p.legalMoves(rolls);
        for (int i = 0; i < rolls.size(); i++) {
            p.play(rolls.get(i));
            p.legalMoves(replies);
            for (int j = 0; j < replies.size(); j++) {
                p.play(replies.get(j));
                boolean same = p.toString().equals(id);
                p.undo();
                if (same) {
                    p.undo();
                    return true;
                }
            }
            p.undo();
        }
        return false;
    }

    /** The starting board, or the opponent's opening move from it. */
    static boolean isNewGame(String id) {
        return id.equals(START_ID) || follows(new Backgammon(), id);
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
                throw new PeerException("no board from gnubg for " + timeout.toSeconds() + " s (--timeout)");
            }
            if (b < 0) {
                if (bytes.size() > 0) {
                    throw new PeerException("gnubg closed the connection in the middle of a board line: '"
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
                throw new PeerException("gnubg sent a byte that is no part of a FIBS board line: " + b);
            }
            if (bytes.size() == MAX_LINE) {
                throw new PeerException("gnubg sent a line longer than " + MAX_LINE + " characters, no FIBS board line");
            }
            bytes.write(b);
        }
    }

    private static String shorten(String line) {
        return line.length() <= 200 ? line : line.substring(0, 200) + "...";
    }
}
