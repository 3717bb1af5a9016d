package org.zermelo.web;

import java.time.Duration;
import org.zermelo.play.Players;
import org.zermelo.search.SearchLimits;

/**
 * The bounds every request of the web server is held to, so that no request can take the
 * machine: sizes of what is sent, depths, times and node counts of what is searched, and the
 * steps a trace keeps. Each check throws {@link IllegalArgumentException} (a 400) saying the bound.
 */
final class Limits {

    /** The largest request body, in bytes. */
    static final long MAX_BODY = 64 * 1024;
    /** The longest text field (a position, a tree, a list of moves). */
    static final int MAX_TEXT = 20_000;
    /** The most moves in a game sent at once. */
    static final int MAX_MOVES = 4096;
    /** The longest an AI may think for one move. */
    static final Duration MAX_THINK = Duration.ofSeconds(10);
    /** The deepest an AI or a search may be asked to look. */
    static final int MAX_DEPTH = 64;
    /** The most nodes an AI may be asked to visit. */
    static final long MAX_NODES = 1_000_000_000L;
    /** The most MCTS iterations or Monte-Carlo playouts an AI may be asked for. */
    static final long MAX_ITERATIONS = 1_000_000;
    /** The longest analysis: the search's time, then the moves'. */
    static final Duration MAX_ANALYSIS = Duration.ofSeconds(60);
    /** The most time a position may be given to be solved in an analysis of its moves. */
    static final Duration MAX_SOLVE = Duration.ofSeconds(5);
    /** The steps of a trace kept for the step-by-step page. */
    static final int TRACE_STEPS = 5000;
    /** The most nodes of the tree of a real position. */
    static final int TREE_NODES = 3000;
    /** The deepest tree of a real position. */
    static final int TREE_DEPTH = 6;
    /** The most games of a match. */
    static final int MATCH_GAMES = 1000;
    /** The most algorithms compared at once, and their deepest depth. */
    static final int COMPARE_ALGORITHMS = 12;
    static final int COMPARE_DEPTH = 12;
    static final Duration COMPARE_TIME = Duration.ofSeconds(10);
    /** The table an AI of a game keeps from move to move, in MB: many games share the server's memory. */
    static final int AI_TABLE_MB = 8;
    /** The tables of an analysis's or a comparison's searches, in MB. */
    static final int JOB_TABLE_MB = 64;
    /** The games played at once; the oldest unused is closed beyond. */
    static final int SESSIONS = 2000;
    /** A session nobody used for this long is closed. */
    static final Duration IDLE = Duration.ofHours(1);
    /** The jobs one WebSocket may run at once. */
    static final int JOBS_PER_SOCKET = 4;
    /**
     * The memory one job may hold at once, in MB, counted for the shared cap on jobs: an analysis
     * keeps its search's table, then its moves' analysis's (the first is garbage by then, but may
     * not be collected yet).
     */
    static final int JOB_MEMORY_MB = 2 * JOB_TABLE_MB;
    /** The fewest jobs accepted at once across the sockets, however small the heap: one page's worth. */
    static final int JOB_SLOTS_FLOOR = JOBS_PER_SOCKET;
    /**
     * The connections waiting to be accepted that the system keeps for the server (the listen
     * backlog): many clients opening connections at the same instant are queued, not reset.
     */
    static final int ACCEPT_QUEUE = 1024;

    /** What an AI spec may ask here: its thinking time, depth, nodes, iterations and playouts, and no weights file. */
    static final Players.Bounds AI = new Players.Bounds(MAX_THINK, MAX_DEPTH, MAX_NODES, MAX_ITERATIONS, false);

    private Limits() {}

    /** A text field, checked for length; null stays null. */
    static String text(String name, String value) {
        if (value != null && value.length() > MAX_TEXT) {
            throw new IllegalArgumentException(name + " is too long: at most " + MAX_TEXT + " characters");
        }
        return value;
    }

    /** A duration as the command line takes it, at most {@code max}. */
    static Duration duration(String name, String text, Duration max) {
        Duration d = SearchLimits.parseDuration(text);
        if (d.compareTo(max) > 0) {
            throw new IllegalArgumentException(name + " must be at most " + max.toSeconds() + "s here, not '" + text + "'");
        }
        return d;
    }

    /**
     * The jobs with large tables (analyses, comparisons, matches, reviews, across every socket,
     * and {@code POST /api/analyze}) accepted at once: as many as half of {@code maxHeap} holds at
     * {@link #JOB_MEMORY_MB} each, at least {@link #JOB_SLOTS_FLOOR}; the other half is left to
     * the games' sessions and the server. 23 for the 5.9 GB a JVM takes by default on a machine of
     * 24 GB.
     */
    static int jobSlots(long maxHeap) {
        long slots = maxHeap / 2 / ((long) JOB_MEMORY_MB << 20);
        return (int) Math.max(JOB_SLOTS_FLOOR, Math.min(10_000, slots));
    }
}
