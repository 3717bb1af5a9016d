package org.zermelo.game;

import java.util.Map;

/**
 * The interface's side of a text protocol by which Zermelo drives an outside engine as a player
 * ({@code org.zermelo.play.OutsideEngine}): UGI's for every deterministic game
 * ({@code org.zermelo.play.UgiDriver}), or a game's own (Hub for draughts engines, NBoard for
 * Othello engines) offered through {@link EngineDrivers}. A
 * driver knows the words of its protocol; the outside engine holds the program, the times and
 * the referee's rules.
 */
public interface EngineDriver {

    /** The lines to and from the program, as a driver uses them. */
    interface Link {

        /** Sends one line to the program. */
        void send(String line);

        /** The program's next line; the engine loses when none comes in time or the program ends. */
        String next();

        /** The engine's name, as it gives it. */
        void name(String name);
    }

    /**
     * What the engine is asked: the position to move in, and how it was reached when the referee
     * knows it (null otherwise); the move time in milliseconds, or the clocks when the match has
     * them (then null the move time's place); whether it thinks on the opponent's time.
     *
     * @param position the position to move in
     * @param history the game from its start to {@code position}, or null
     * @param moveMillis the thinking time of the move, when there are no clocks
     * @param clocks both clocks, or null
     * @param ponder true for a search on the opponent's time ({@code position} holds the reply expected)
     */
    record Request(Position position, History history, long moveMillis, Clocks clocks, boolean ponder) {}

    /** Both players' clocks, in milliseconds: the time left and the increment of the first player (p1) and of the second. */
    record Clocks(long p1Left, long p2Left, long p1Increment, long p2Increment) {

        /** The time left of the player of {@code side} (0 for the first player). */
        public long left(int side) {
            return side == 0 ? p1Left : p2Left;
        }

        /** The increment of the player of {@code side}. */
        public long increment(int side) {
            return side == 0 ? p1Increment : p2Increment;
        }
    }

    /**
     * The game so far: its start, whether that start is the game's own ({@code startpos}), and
     * the moves played from it, the last leading to the position to move in.
     */
    record History(Position start, boolean gameStart, int[] moves) {}

    /** The engine's answer: its move, and the reply it expects (null when it names none), as it wrote them. */
    record Answer(String move, String ponder) {}

    /** The protocol's name, as a spec names it: {@code ugi}, {@code hub}, {@code nboard}. */
    String name();

    /**
     * Greets the program just started until it is ready, giving it {@code options} (its own
     * settings, by name), and asking it to allow pondering when {@code ponder}.
     *
     * @throws IllegalArgumentException when the protocol has no such options
     */
    void greet(Link link, Map<String, String> options, boolean ponder);

    /**
     * Refuses, before any program starts, {@code options} the protocol cannot give an engine.
     *
     * @throws IllegalArgumentException saying what the protocol takes
     */
    default void check(Map<String, String> options) {}

    /** A new game begins. */
    void newGame(Link link);

    /** Asks for a move, or for a search on the opponent's time. */
    void go(Link link, Request request);

    /** The answer in the line {@code line}, or null when the line is something else (information). */
    Answer answer(String line);

    /** The word that begins the answer, for messages: {@code bestmove}. */
    String answerWord();

    /** Whether the protocol thinks on the opponent's time ({@link #ponderhit}). */
    default boolean ponders() {
        return true;
    }

    /** The opponent played the reply expected: the search on the opponent's time goes on, as a move's. */
    void ponderhit(Link link);

    /** Ends the search under way: its answer follows at once. */
    void stop(Link link);

    /** Asks the program to end. */
    void quit(Link link);

    /**
     * The move the referee plays for the engine without asking it, when the protocol does not ask
     * for it (an NBoard engine is never asked to pass), or -1.
     */
    default int forced(Position position) {
        return -1;
    }
}
