package org.zermelo.search;

import java.nio.file.Path;

/**
 * Told how far a long search has come, so that a person watching knows it is working and
 * roughly where: events that the caller words (the command line prints a line on standard
 * error). A search tells {@link #progress} every so often ({@link Search#setProgress}), from
 * its own thread; a checkpoint's save is told from the thread that saves, so a listener must
 * be safe to call from another thread.
 */
public interface ProgressListener {

    /** Where the search is now. */
    void progress(SearchProgress progress);

    /** The table was saved to {@code file}: {@code entries} entries in {@code nanos}. */
    default void saved(long entries, Path file, long nanos) {}
}
