package org.zermelo.web;

import io.javalin.http.Context;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What every request must show before the server does anything for it: a Host header naming
 * this server (so that a page of another site, reached through a DNS name rebound to
 * 127.0.0.1, cannot use it), and, when the browser sends an Origin (every WebSocket and every
 * cross-site request), this server's own origin: a page on another site must not drive the
 * engine through the user's browser. Every answer also carries headers that keep the pages to
 * this server: a content security policy that allows no other address, no framing, no sniffing.
 */
final class Guard {

    /** The pages load and connect to this server only: nothing leaves 127.0.0.1. */
    static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; "
            + "img-src 'self' data: blob:; connect-src 'self'; font-src 'self'; object-src 'none'; "
            + "base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

    private final Set<String> hosts = ConcurrentHashMap.newKeySet();
    private volatile String primary = "";

    /** Allows the names of this server, once its port is known. */
    void allow(String host, int port) {
        hosts.clear();
        primary = (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
        for (String name : new java.util.LinkedHashSet<>(java.util.List.of(host.contains(":") ? "[" + host + "]" : host,
                "127.0.0.1", "localhost", "[::1]"))) {
            hosts.add((name + ":" + port).toLowerCase(Locale.ROOT));
        }
    }

    /** Checks a request (an upgrade to a WebSocket too) and adds the protective headers. */
    void check(Context ctx) {
        String host = ctx.header("Host");
        if (host == null || !hosts.contains(host.toLowerCase(Locale.ROOT))) {
            throw new ApiError(403, "this server answers only requests addressed to it (Host " + primary
                    + "), not to '" + host + "'");
        }
        String origin = ctx.header("Origin");
        if (origin != null && !origin.regionMatches(true, 0, "http://", 0, 7)
                || origin != null && !hosts.contains(origin.substring(7).toLowerCase(Locale.ROOT))) {
            throw new ApiError(403, "requests from another site are refused (Origin '" + origin + "')");
        }
        ctx.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("X-Frame-Options", "DENY");
        ctx.header("Referrer-Policy", "no-referrer");
        ctx.header("Cross-Origin-Resource-Policy", "same-origin");
        ctx.header("Cache-Control", "no-store");
    }
}
