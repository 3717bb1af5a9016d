package org.zermelo.fuzz;

/** The property every parser keeps: it returns a valid result or refuses with a message a person can read. */
final class Refusal {

    private Refusal() {}

    /**
     * Checks that {@code e}, thrown by a parser for bad input, says what is wrong: a message that
     * is not blank. (It may quote the input, line breaks and all: the command line prints it on
     * one line.)
     */
    static void check(IllegalArgumentException e) {
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            throw new AssertionError("refused without a message", e);
        }
    }
}
