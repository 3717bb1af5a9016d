package org.zermelo.web;

/**
 * A request the server refuses, with its HTTP status and a message a person can act on (the
 * same words as the command line's for the same mistake). Bad input itself is an
 * {@link IllegalArgumentException} from the engine, answered 400 with its message.
 */
final class ApiError extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;

    ApiError(int status, String message) {
        super(message, null, false, false);
        this.status = status;
    }

    int status() {
        return status;
    }

    static ApiError notFound(String what) {
        return new ApiError(404, what);
    }

    static ApiError conflict(String what) {
        return new ApiError(409, what);
    }

    static ApiError busy(String what) {
        return new ApiError(503, what);
    }
}
