package org.zermelo.protocol;

/**
 * One conversation of a {@link Protocol}: the lines the other program sends, given one by one in
 * the order they came, each carried out before the next, its answers sent through the
 * {@link Host}. One thread feeds a session; another may only ask {@link #ends} (which reads no
 * state: the host's reader asks it while a long command is carried out) and stop its engine
 * ({@link Engine#stop}), to end a search that would outlast the conversation.
 */
public interface Session {

    /**
     * Carries out one line received, without its line break. A line the protocol answers and
     * goes past (a command it does not know, a malformed one, as the protocol says) returns
     * normally.
     *
     * @throws ProtocolException when the line breaks the protocol so that the conversation cannot go on
     */
    void receive(String line);

    /**
     * True for the line after which the other program waits for nothing more to be read (the
     * {@code quit} of NBoard and of engine protocols): the host stops reading there, and carries
     * out the lines before it.
     */
    default boolean ends(String line) {
        return line.strip().equals("quit");
    }

    /**
     * Waits up to {@code millis} for the work the session carries out on threads of its own (the
     * search an engine protocol's {@code go} started) to end: true when none is left. A session
     * that works only while {@link #receive} runs has none.
     */
    default boolean awaitIdle(long millis) throws InterruptedException {
        return true;
    }
}
