package org.zermelo.games.backgammon;

import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.protocol.Engine;
import org.zermelo.protocol.Host;
import org.zermelo.protocol.Protocol;
import org.zermelo.protocol.ProtocolException;
import org.zermelo.protocol.Session;

/**
 * GNU Backgammon's external-player protocol: gnubg runs the games and sends a FIBS board line
 * ({@link FibsBoard}) for each decision of its external player, which answers with a line: its
 * move in gnubg's notation ({@code 24/18 13/11}, {@code bar/20*}, {@code 6/off}, an empty line when
 * no die can be played), or {@code roll} when asked before the roll (gnubg with its cube in use;
 * Zermelo never doubles). The engine chooses the moves (a player: an AI spec).
 *
 * <p>gnubg does not say when it reads an answer its own way, nor when a game ends: each board is
 * checked against the last, so that a move gnubg did not play as Zermelo meant it, or a board
 * from nowhere, stops the play. A board follows when some roll and reply of the opponent lead
 * from the position after Zermelo's move to it; else it must be a new game's start (the starting
 * board, or the opponent's opening move from it), and the games are counted so: the host hears
 * of each game started, each move sent, and each game Zermelo ended with its own move.
 */
public final class GnubgExternalPlayer implements Protocol {

    /** The protocol's name. */
    public static final String NAME = "gnubg-external-player";
    private static final String START_ID = new Backgammon().toString();

    @Override
    public String name() {
        return NAME;
    }

    /**
     * A session whose engine chooses moves; its {@link Session#receive} throws a
     * {@link ProtocolException} for a bad board line, a board that does not follow, or the cube
     * offered.
     */
    @Override
    public Session open(Engine engine, Host host) {
        return new Conversation(engine, host);
    }

    private static final class Conversation implements Session {

        private final Engine engine;
        private final Host host;
        /** The position after Zermelo's last move, the opponent to roll; null before the first. */
        private Position after;
        private String lastMove;
        private int games;

        Conversation(Engine engine, Host host) {
            this.engine = engine;
            this.host = host;
        }

        @Override
        public void receive(String line) {
            FibsBoard board;
            try {
                board = FibsBoard.parse(line);
            } catch (IllegalArgumentException e) {
                throw new ProtocolException("gnubg sent a bad board line (" + e.getMessage() + "): '" + shorten(line) + "'");
            }
            if (board.doubled()) {
                throw new ProtocolException("gnubg offered the doubling cube, and Zermelo plays cubeless games: in gnubg, set cube use off");
            }
            if (!board.rolled()) {
                host.send("roll"); // gnubg's cube is in use: it asks whether to double first; Zermelo never does
                return;
            }
            String id = board.positionId();
            if (after != null && !after.isTerminal() && follows(after, id)) {
                // the same game goes on
            } else if (isNewGame(id) || after == null) {
                games++;
                host.gameStarted(games);
            } else {
                throw new ProtocolException("gnubg's board " + id + " does not follow from Zermelo's move '" + lastMove
                        + "' (gnubg may have read it otherwise): '" + shorten(line) + "'");
            }
            Position position = board.position();
            int move = engine.choose(position);
            lastMove = position.formatMove(move);
            host.send(move == Backgammon.PASS ? "" : lastMove);
            host.played(lastMove);
            position.play(move);
            if (position.isTerminal()) {
                host.gameEnded(games, -position.terminalValue()); // the value for the loser, now to move
            }
            after = position;
        }

        /** Never: gnubg ends the conversation by closing the connection. */
        @Override
        public boolean ends(String line) {
            return false;
        }
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

    private static String shorten(String line) {
        return line.length() <= 200 ? line : line.substring(0, 200) + "...";
    }
}
