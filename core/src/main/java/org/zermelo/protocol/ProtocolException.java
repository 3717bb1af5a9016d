package org.zermelo.protocol;

/**
 * The other program broke the protocol (a line that cannot be read, a position that does not
 * follow), went silent or left in the middle: the conversation cannot go on. The command line
 * says so in one line and exits with 1: the fault is not the user's input.
 */
public class ProtocolException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public ProtocolException(String message) {
        super(message);
    }
}
