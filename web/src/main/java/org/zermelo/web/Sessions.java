package org.zermelo.web;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.zermelo.game.Game;
import org.zermelo.game.Position;

/**
 * The games under way, each under an id of 128 random bits from {@link SecureRandom}: knowing
 * one session's id says nothing of another's, and a session is reached by its id only. Bounded:
 * beyond {@link Limits#SESSIONS} the session unused the longest is closed, and a session idle
 * for {@link Limits#IDLE} is closed when the next one is opened.
 */
final class Sessions {

    private final SecureRandom random = new SecureRandom();
    private final Map<String, GameSession> sessions = new ConcurrentHashMap<>();

    /** A new unguessable id: 22 characters of base64url. */
    String newId() {
        byte[] bytes = new byte[16];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    GameSession open(Game game, Position start, List<String> moves, List<String> players, Long seed) {
        GameSession session = new GameSession(newId(), game, start, moves, players,
                seed != null ? seed : random.nextLong() & 0xFFFF_FFFFL);
        prune();
        sessions.put(session.id, session);
        return session;
    }

    /** The session {@code id}, or a 404. */
    GameSession get(String id) {
        GameSession session = id == null ? null : sessions.get(id);
        if (session == null) {
            throw ApiError.notFound("no game " + id + " here: it ended, or the server restarted; start a new one");
        }
        session.touch();
        return session;
    }

    void close(String id) {
        GameSession session = sessions.remove(id);
        if (session == null) {
            throw ApiError.notFound("no game " + id + " here");
        }
        session.stopThinking();
    }

    int size() {
        return sessions.size();
    }

    /** Closes the idle sessions, and the least recently used ones beyond the bound. */
    private void prune() {
        long now = System.nanoTime();
        sessions.values().removeIf(s -> now - s.lastUsed() > Limits.IDLE.toNanos());
        while (sessions.size() >= Limits.SESSIONS) {
            sessions.values().stream().min(Comparator.comparingLong(GameSession::lastUsed))
                    .ifPresent(s -> sessions.remove(s.id));
        }
    }
}
