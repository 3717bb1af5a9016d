package org.zermelo.search;

import java.nio.file.Path;
import org.zermelo.game.Game;

/**
 * Ability of a search whose table can be saved to a file as it goes and read back, so that a
 * search of hours that was stopped goes on from where it was when started again.
 */
public interface Checkpointing {

    /**
     * Saves the table to {@code file} every {@code everyNanos} of a search, at its end and when
     * the program is stopped during one (Ctrl-C, or a kill that lets it end), and first reads
     * the table saved there, if the file exists. Null for no file.
     *
     * @param game the game whose positions are searched (a file of another game is refused)
     * @return the number of entries read from the file
     * @throws IllegalArgumentException when the file is not a table saved for this game, or
     *     cannot be read, or its folder cannot be written
     */
    long setCheckpoint(Game game, Path file, long everyNanos);
}
