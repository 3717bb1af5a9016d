package org.zermelo.play;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.zermelo.game.Game;
import org.zermelo.game.Position;
import org.zermelo.game.RecordFiles;
import org.zermelo.io.BoundedInput;
import org.zermelo.io.FileErrors;

/**
 * Recorded games as text, as {@code match --games-out} writes them and {@code learn --games-file}
 * reads them: one game a line, its plies from the game's start in the game's move notation
 * separated by spaces, chance outcomes (the dice) included, as {@code analyze --game} reads a game;
 * where a move is written with spaces of its own (backgammon's {@code 24/18 13/11}), the plies of
 * its line are separated by semicolons instead ({@code 31; 8/5 6/5; 64; 24/18 13/9}). Blank lines and lines beginning with {@code #} (a comment) are skipped. Every ply is checked
 * by the game's rules, and every game must be played to its end. A game with a format of its own
 * ({@link org.zermelo.game.RecordFiles}: PDN for draughts) has its files in it read by the game.
 */
public final class GameRecords {

    /** The largest file read: 32 MB (about a million games of tic-tac-toe), counted as it is read. */
    static final long MAX_BYTES = 32L << 20;
    /** The longest line: 64 KB, far beyond any game's. */
    static final int MAX_LINE = 64 << 10;

    private GameRecords() {}

    /**
     * A game as one line of a file: its plies (in the game's notation) separated by spaces, or by
     * semicolons if a ply has a space of its own.
     */
    public static String line(List<String> plies) {
        boolean spaced = plies.stream().anyMatch(ply -> ply.chars().anyMatch(Character::isWhitespace));
        return String.join(spaced ? "; " : " ", plies);
    }

    /**
     * The games of {@code file}, each as its moves from the start of {@code game}; in the game's own
     * format where it has one and the file is in it ({@link RecordFiles}), each from the start and played to its end.
     *
     * @throws IllegalArgumentException in one line naming the file, the line and the ply at fault:
     *     an illegal or unreadable move, a move after the end, a game not played to its end, no
     *     game at all, a file too large or not text
     */
    public static List<int[]> read(Game game, Path file) {
        if (game instanceof RecordFiles format && format.isRecordFile(file)) {
            return fromTheStart(game, format, file);
        }
        // Counted as it is read, lines bounded too: a device or a pipe has no size to check first.
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(new BoundedInput(Files.newInputStream(file), MAX_BYTES,
                MAX_LINE), StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)))) {
            return read(game, file.toString(), reader);
        } catch (BoundedInput.TooLarge e) {
            throw new IllegalArgumentException(e.lineTooLong()
                    ? file + " line " + e.line() + " is longer than " + (MAX_LINE >> 10) + " KB: not a game"
                    : file + " is larger than " + (MAX_BYTES >> 20) + " MB: too many games for one file");
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException(file + " is not a file of games: it is not text in UTF-8");
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + FileErrors.reason(e));
        }
    }

    /** The games of a file in the game's own format, each checked to start at the start and be played to its end. */
    private static List<int[]> fromTheStart(Game game, RecordFiles format, Path file) {
        List<int[]> games = new ArrayList<>();
        String start = game.start().toString();
        for (RecordFiles.Recorded g : format.readRecords(file)) {
            String where = file + ": game " + g.number() + " (line " + g.line() + ")";
            if (!g.start().toString().equals(start)) {
                throw new IllegalArgumentException(where + " starts from " + g.start() + ": a recorded game to learn from starts "
                        + "at the start of " + game.name());
            }
            Position end = g.start().copy();
            for (int move : g.moves()) {
                end.play(move);
            }
            if (!end.isTerminal()) {
                throw new IllegalArgumentException(where + ": the game is not over after its " + g.moves().length
                        + (g.moves().length == 1 ? " ply" : " plies") + ": a recorded game to learn from is played to its end");
            }
            games.add(g.moves());
        }
        return games;
    }

    /** The games of the lines {@code reader} gives, {@code name} naming them in messages. */
    static List<int[]> read(Game game, String name, BufferedReader reader) throws IOException {
        List<int[]> games = new ArrayList<>();
        Position start = game.start();
        int n = 0;
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            n++;
            String text = line.strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            games.add(parse(start, text, name + " line " + n));
        }
        if (games.isEmpty()) {
            throw new IllegalArgumentException(name + " holds no game: expected one game a line, its moves from the start of "
                    + game.name() + " in its notation (see 'zermelo games'), separated by spaces");
        }
        return games;
    }

    /** The moves of one line, played from {@code start} (left as it was) and checked. */
    private static int[] parse(Position start, String text, String where) {
        String[] plies = text.indexOf(';') >= 0 ? text.split("\\s*;\\s*") : text.split("\\s+");
        int[] moves = new int[plies.length];
        Position position = start.copy();
        for (int i = 0; i < plies.length; i++) {
            String at = where + ", ply " + (i + 1) + " (" + plies[i] + "): ";
            if (position.isTerminal()) {
                throw new IllegalArgumentException(at + "the game is already over");
            }
            try {
                moves[i] = position.parseMove(plies[i]);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(at + e.getMessage());
            }
            position.play(moves[i]);
        }
        if (!position.isTerminal()) {
            throw new IllegalArgumentException(where + ": the game is not over after its " + plies.length + (plies.length == 1 ? " ply" : " plies")
                    + ": a recorded game is played to its end");
        }
        return moves;
    }
}
