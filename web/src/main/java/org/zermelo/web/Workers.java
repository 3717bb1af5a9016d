package org.zermelo.web;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads that search, apart from the web server's: a few, as many as the machine has cores
 * (at least two), each with the deep stack a search to the end of a game needs, and a bounded
 * queue beyond which the server answers "busy" rather than pile work up. The AIs' moves have
 * their pool, the WebSocket jobs (analyses, comparisons, matches) theirs, so that a long
 * analysis never keeps a move waiting.
 *
 * <p>The jobs that keep large tables (the WebSocket's analyses, comparisons, matches and reviews,
 * and {@code POST /api/analyze}) share a fixed number of places across every socket, so that
 * their tables together stay within the server's memory: beyond them the server answers "busy"
 * (503) rather than accept work it may not hold ({@link Limits#jobSlots}).
 */
final class Workers implements AutoCloseable {

    /** The stack of a search thread: as the launcher gives the command line's (-Xss64m). */
    private static final long STACK = 64L << 20;

    final ThreadPoolExecutor moves;
    final ThreadPoolExecutor jobs;
    final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> thread(r, "zermelo-web-timer"));
    /** The jobs the server accepts at once, running or waiting for a thread, across every socket. */
    private final int slots;
    private final Semaphore free;

    /** @param slots the jobs with large tables accepted at once ({@link Limits#jobSlots}) */
    Workers(int slots) {
        int cores = Math.max(2, Runtime.getRuntime().availableProcessors());
        moves = pool("zermelo-web-ai", cores, 10_000);
        jobs = pool("zermelo-web-job", 2 * cores, Math.max(1, slots));
        this.slots = slots;
        this.free = new Semaphore(slots);
    }

    /** Takes one of the places of the jobs with large tables, or answers 503 when every one is taken. */
    void reserve() {
        if (!free.tryAcquire()) {
            throw ApiError.busy("the server is busy: " + slots + " analyses are under way, the most its memory holds ("
                    + Limits.JOB_TABLE_MB + " MB of tables each); try again when one ends");
        }
    }

    /** Gives back a place taken by {@link #reserve}. */
    void release() {
        free.release();
    }

    /** The places free now. */
    int freeSlots() {
        return free.availablePermits();
    }

    private static ThreadPoolExecutor pool(String name, int threads, int queue) {
        AtomicInteger count = new AtomicInteger();
        return new ThreadPoolExecutor(threads, threads, 60, TimeUnit.SECONDS, new ArrayBlockingQueue<>(queue),
                r -> thread(r, name + "-" + count.incrementAndGet()));
    }

    private static Thread thread(Runnable r, String name) {
        Thread t = new Thread(null, r, name, STACK);
        t.setDaemon(true);
        return t;
    }

    /** Runs {@code task} on {@code pool}, or answers 503 when its queue is full. */
    static void submit(ThreadPoolExecutor pool, Runnable task) {
        try {
            pool.execute(task);
        } catch (RejectedExecutionException e) {
            throw ApiError.busy("the server is busy: too many searches are waiting; try again in a moment");
        }
    }

    @Override
    public void close() {
        moves.shutdownNow();
        jobs.shutdownNow();
        timer.shutdownNow();
    }
}
