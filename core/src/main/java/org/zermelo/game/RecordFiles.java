package org.zermelo.game;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The ability of a game whose recorded games have a file format of their own, besides one game a
 * line ({@code org.zermelo.play.GameRecords}): PDN for checkers and draughts. A file is in it by its
 * name; {@code match --games-out} writes it, {@code analyze --game} and {@code learn --games-file}
 * read it.
 */
public interface RecordFiles {

    /**
     * A game of a file.
     *
     * @param number its place in the file, from 1
     * @param line the line where it begins
     * @param tags its tags (event, players, ...) in the file's order
     * @param start the position it starts from
     * @param moves its moves from {@code start}, checked by the rules
     * @param result its result for the player who moves first in the game (side 0), null when the
     *     file does not say it
     */
    record Recorded(int number, int line, Map<String, String> tags, Position start, int[] moves, Outcome result) {}

    /** The format's name, for messages: {@code PDN}. */
    String recordFormat();

    /** True when {@code file} is in the format, by its name ({@code games.pdn}). */
    boolean isRecordFile(Path file);

    /**
     * The games of {@code file}.
     *
     * @throws IllegalArgumentException in one line naming the file, the game, the move and what is
     *     wrong; or that the file is too large, not text, unreadable or without a game
     */
    List<Recorded> readRecords(Path file);

    /**
     * The games of {@code file}, those at fault skipped, each fault added to {@code skipped} (a
     * published file of hundreds of games may hold a few wrong moves); by default, every game or
     * the first fault, as {@link #readRecords(Path)}.
     *
     * @throws IllegalArgumentException when the file itself cannot be read, or holds no game
     */
    default List<Recorded> readRecords(Path file, List<String> skipped) {
        return readRecords(file);
    }

    /**
     * One game in the format, to be appended to a file: {@code tags} (the players keyed by
     * {@link Game#playerName}), then the moves from {@code start} and the result for side 0 (null
     * when unknown), {@code comment} (or null) said before it.
     */
    String writeRecord(Map<String, String> tags, Position start, int[] moves, Outcome result, String comment);
}
