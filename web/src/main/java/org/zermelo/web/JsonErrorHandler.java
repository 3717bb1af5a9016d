package org.zermelo.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * The answer of the HTTP server itself to a request it cannot read (a malformed request line, an
 * address or headers too long, an HTTP version it does not speak), before any route sees it:
 * {@code {"error": "..."}} with its status, like every other error of the API, instead of Jetty's
 * HTML page; the message in plain words, with the bound that was passed.
 */
final class JsonErrorHandler extends ErrorHandler {

    JsonErrorHandler() {
        setShowStacks(false);
        setShowCauses(false);
    }

    /** Every method gets its message, not only GET and POST (a body sent to HEAD is dropped by the server). */
    @Override
    public boolean errorPageForMethod(String method) {
        return true;
    }

    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause, Callback callback) {
        int headers = request.getConnectionMetaData().getHttpConfiguration().getRequestHeaderSize();
        byte[] json;
        try {
            json = WebServer.MAPPER.writeValueAsBytes(Map.of("error", words(code, message, headers)));
        } catch (JsonProcessingException e) {
            json = "{\"error\":\"bad request\"}".getBytes(StandardCharsets.UTF_8);
        }
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
        response.write(true, ByteBuffer.wrap(json), callback);
    }

    /** What went wrong, for a person: the status's meaning and the bound, Jetty's reason in brackets. */
    static String words(int code, String message, int headerBytes) {
        String reason = message == null || message.isBlank() ? HttpStatus.getMessage(code) : message;
        String kb = headerBytes % 1024 == 0 ? headerBytes / 1024 + " KB" : headerBytes + " bytes";
        return switch (code) {
            case 400 -> "the request is not one this server can read (" + reason + "): expected HTTP/1.1, like 'GET /api/games HTTP/1.1'";
            case 413 -> "the request is too large: a body may hold at most " + Limits.MAX_BODY / 1024 + " KB";
            case 414 -> "the request's address is too long: the request line and its headers may hold at most " + kb;
            case 431 -> "the request's headers are too large: at most " + kb + " in all";
            case 505 -> "HTTP version not supported (" + reason + "): this server speaks HTTP/1.1 (and 1.0)";
            default -> reason;
        };
    }
}
