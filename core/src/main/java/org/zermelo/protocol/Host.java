package org.zermelo.protocol;

/**
 * What a {@link Session} talks through: the program hosting it (the command line) carries its
 * lines to the other program, shows its notes to the person running it, and hears of the games a
 * session plays, to count them.
 */
public interface Host {

    /** Sends one line to the other program (the host adds the line break) at once. */
    void send(String line);

    /**
     * Tells the person running the program, not the other program, of something the session went
     * past: a command it did not know, one it refused (the host says which protocol speaks).
     */
    void note(String message);

    /** A game began, the {@code number}-th of the conversation, from 1 (for a protocol whose other program runs the games). */
    default void gameStarted(int number) {}

    /** The session sent a move of its side, {@code move} in the game's notation. */
    default void played(String move) {}

    /** Game {@code number} ended with the session's own move, worth {@code value} to its side (a win by a gammon: 2). */
    default void gameEnded(int number, int value) {}
}
