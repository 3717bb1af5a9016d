package org.zermelo.protocol;

/**
 * A text protocol by which a game talks with another program, one line at a time: a graphical
 * interface driving an engine (Othello's NBoard), or a program that runs the games and asks for
 * moves (GNU Backgammon's external player). A game offers the protocols it speaks through
 * {@link Protocols}; the command line finds one by its name, carries its lines (standard input
 * and output, a socket) and gives it the {@link Engine} that thinks. The protocol knows the words
 * of the conversation and the game's notations; it never knows a search's class, nor where its
 * lines come from, so that each part can be tested alone.
 */
public interface Protocol {

    /** The protocol's name, lower case, words joined by hyphens: {@code nboard}, {@code gnubg-external-player}. */
    String name();

    /**
     * A new conversation with one other program, in its start state: its answers go to
     * {@code host}, its thinking is asked of {@code engine}.
     */
    Session open(Engine engine, Host host);
}
