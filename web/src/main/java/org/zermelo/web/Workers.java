package org.zermelo.web;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads that search, apart from the web server's: a few, as many as the machine has cores
 * (at least two), each with the deep stack a search to the end of a game needs, and a bounded
 * queue beyond which the server answers "busy" rather than pile work up. The AIs' moves have
 * their pool, the WebSocket jobs (analyses, comparisons, matches) theirs, so that a long
 * analysis never keeps a move waiting.
 */
final class Workers implements AutoCloseable {

    /** The stack of a search thread: as the launcher gives the command line's (-Xss64m). */
    private static final long STACK = 64L << 20;

    final ThreadPoolExecutor moves;
    final ThreadPoolExecutor jobs;
    final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> thread(r, "zermelo-web-timer"));

    Workers() {
        int cores = Math.max(2, Runtime.getRuntime().availableProcessors());
        moves = pool("zermelo-web-ai", cores, 10_000);
        jobs = pool("zermelo-web-job", 2 * cores, 1_000);
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
