package org.zermelo.search;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.zermelo.game.Game;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.io.BoundedInput;
import org.zermelo.io.OutputFile;

/**
 * An opening book built by the tool itself: the exact game values of every position reachable
 * within a few plies of a root, solved once and kept in a file, so that an exact search that
 * meets one of them stops there (the course's "bibliothèque d'ouvertures", for solving rather
 * than for style). A search that reads books ({@link BookReader}: the engine) consults it.
 *
 * <p>The file is text: lines starting with {@code #} are comments (the first says what the
 * book is), then one line per position: its game value for the side to move, a space, and the
 * position in the game's notation (which may be empty, as Connect Four's start is). Positions
 * are read back with the game's parser, so a book survives changes of the hash.
 */
public final class OpeningBook {

    /** What {@link #value} returns for a position not in the book. */
    public static final int MISSING = Integer.MIN_VALUE;
    /** The most positions a book may hold. */
    public static final int MAX_POSITIONS = 10_000_000;
    /**
     * The largest book read: the most positions, each on a line of about 100 characters (a value
     * and a position: Othello's are 66, Connect Four's at most 42), with room to spare.
     */
    static final long MAX_BYTES = 1L << 30;
    /** The longest line of a book read, in bytes: far beyond any position's notation. */
    static final int MAX_LINE = 10_000;

    private final String game;
    private final int plies;
    private final List<String> positions = new ArrayList<>();
    private final List<Integer> values = new ArrayList<>();
    // Open addressing on the position's hash: the search probes without allocating.
    private long[] keys = new long[16];
    private int[] tableValues = new int[16];
    private boolean[] used = new boolean[16];
    private int size;

    private OpeningBook(String game, int plies) {
        this.game = game;
        this.plies = plies;
    }

    /** The game the book is for. */
    public String game() {
        return game;
    }

    /** How many plies from its root the book reaches: a search consults it that far from its own root. */
    public int plies() {
        return plies;
    }

    /** The number of positions in the book. */
    public int size() {
        return size;
    }

    /** The game value of the position whose hash is {@code key}, for its side to move, or {@link #MISSING}. */
    public int value(long key) {
        int mask = keys.length - 1;
        for (int i = (int) mix(key) & mask; ; i = (i + 1) & mask) {
            if (!used[i]) {
                return MISSING;
            }
            if (keys[i] == key) {
                return tableValues[i];
            }
        }
    }

    private void put(Position position, int value) {
        long key = position.hash();
        if (value(key) != MISSING) {
            return;
        }
        if (size >= MAX_POSITIONS) {
            throw new IllegalArgumentException("a book holds at most " + MAX_POSITIONS + " positions");
        }
        if (2 * (size + 1) > keys.length) {
            long[] oldKeys = keys;
            int[] oldValues = tableValues;
            boolean[] oldUsed = used;
            keys = new long[2 * oldKeys.length];
            tableValues = new int[2 * oldKeys.length];
            used = new boolean[2 * oldKeys.length];
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldUsed[i]) {
                    insert(oldKeys[i], oldValues[i]);
                }
            }
        }
        positions.add(position.toString());
        values.add(value);
        size++;
        insert(key, value);
    }

    private void insert(long key, int value) {
        int mask = keys.length - 1;
        int i = (int) mix(key) & mask;
        while (used[i]) {
            i = (i + 1) & mask;
        }
        keys[i] = key;
        tableValues[i] = value;
        used[i] = true;
    }

    private static long mix(long key) {
        return (key ^ key >>> 29) * 0xBF58476D1CE4E5B9L >>> 20;
    }

    /**
     * Builds the book of every position within {@code plies} of {@code root} that is not over,
     * solving the deepest first with {@code solver} (an exact search, which this book is given
     * to as it grows when it reads books, so that each position solved helps the ones above).
     *
     * @param progress told a line after each position solved
     * @throws IllegalArgumentException when there are more than {@link #MAX_POSITIONS} positions
     */
    public static OpeningBook build(Game game, Position root, int plies, Search solver, Consumer<String> progress) {
        List<List<Position>> levels = levels(root, plies);
        OpeningBook book = new OpeningBook(game.name(), plies);
        if (solver instanceof BookReader reader) {
            reader.setBook(book);
        }
        int total = 0;
        for (List<Position> level : levels) {
            total += level.size();
        }
        long start = System.nanoTime();
        try {
            for (int ply = levels.size() - 1; ply >= 0; ply--) {
                for (Position p : levels.get(ply)) {
                    SearchResult r = solver.search(p, SearchLimits.exact());
                    book.put(p, Scores.gameValue(r.value()));
                    progress.accept(String.format(java.util.Locale.ROOT, "%d/%d positions solved (ply %d), %.1f s",
                            book.size(), total, ply, (System.nanoTime() - start) / 1e9));
                }
            }
        } finally {
            if (solver instanceof BookReader reader) {
                reader.setBook(null);
            }
        }
        return book;
    }

    /**
     * The positions a book of {@code plies} from {@code root} holds, by ply: element k is the
     * positions first reached at ply k (transpositions merged by hash, positions over left out), each
     * a copy, in the order the book solves a ply's positions. The deepest are solved first.
     *
     * @throws IllegalArgumentException when there are more than {@link #MAX_POSITIONS} positions
     */
    public static List<List<Position>> levels(Position root, int plies) {
        if (plies < 0) {
            throw new IllegalArgumentException("a book reaches 0 or more plies, not " + plies);
        }
        List<List<Position>> levels = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        List<Position> level = new ArrayList<>();
        if (!root.isTerminal()) {
            level.add(root.copy());
            seen.add(root.hash());
        }
        MoveList moves = new MoveList();
        for (int ply = 0; ply <= plies && !level.isEmpty(); ply++) {
            levels.add(level);
            if (ply == plies) {
                break;
            }
            List<Position> next = new ArrayList<>();
            for (Position p : level) {
                p.legalMoves(moves);
                for (int i = 0; i < moves.size(); i++) {
                    p.play(moves.get(i));
                    if (!p.isTerminal() && seen.add(p.hash())) {
                        if (seen.size() > MAX_POSITIONS) {
                            throw new IllegalArgumentException("more than " + MAX_POSITIONS + " positions within "
                                    + plies + " plies: ask for fewer plies");
                        }
                        next.add(p.copy());
                    }
                    p.undo();
                }
            }
            level = next;
        }
        return levels;
    }

    /**
     * An empty book of {@code plies} for {@code game}, to be filled by {@link #add}: a book whose
     * positions were solved elsewhere (by the machines of a cluster), or a part of one.
     */
    public static OpeningBook empty(Game game, int plies) {
        if (plies < 0 || plies > Scores.MAX_PLY) {
            throw new IllegalArgumentException("a book reaches 0 to " + Scores.MAX_PLY + " plies, not " + plies);
        }
        return new OpeningBook(game.name(), plies);
    }

    /**
     * Adds {@code position} with its exact game value for the side to move (nothing when it is in
     * the book already: a value is a fact, the first one stays).
     *
     * @throws IllegalArgumentException when the book holds {@link #MAX_POSITIONS} positions already
     */
    public void add(Position position, int value) {
        put(position, value);
    }

    /** One position of a book and its value, the position in its game's notation. */
    public record Entry(String position, int value) {}

    /** The book's positions and values, in the order they were added. */
    public List<Entry> entries() {
        List<Entry> entries = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            entries.add(new Entry(positions.get(i), values.get(i)));
        }
        return entries;
    }

    /**
     * Writes the book to {@code file}, whole: to a file beside it first, then renamed over it;
     * never over something that is not a regular file ({@link OutputFile#write}).
     */
    public void write(Path file, String root) throws IOException {
        OutputFile.write(file, stream -> {
            Writer out = new OutputStreamWriter(stream, StandardCharsets.UTF_8);
            out.write("# zermelo opening book: " + game + ", " + plies + " plies from " + (root.isEmpty() ? "the start" : root)
                    + ", " + size + " positions; each line: value for the side to move, a space, the position\n");
            out.write("#plies " + plies + "\n");
            for (int i = 0; i < size; i++) {
                out.write(values.get(i) + " " + positions.get(i) + "\n");
            }
            out.flush();
        });
    }

    /**
     * Reads a book written by {@link #write} for {@code game}.
     *
     * @throws IllegalArgumentException naming the line that is malformed
     */
    public static OpeningBook read(Game game, Path file) throws IOException {
        // Counted as it is read, lines bounded too: a device or a pipe has no size to check first.
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(new BoundedInput(Files.newInputStream(file), MAX_BYTES,
                MAX_LINE), StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)))) {
            return read(game, file, reader);
        } catch (BoundedInput.TooLarge e) {
            throw new IllegalArgumentException(e.lineTooLong()
                    ? file + " line " + e.line() + " is longer than " + MAX_LINE + " bytes: not an opening book"
                    : file + " is larger than " + (MAX_BYTES >> 20) + " MB: not an opening book");
        }
    }

    private static OpeningBook read(Game game, Path file, BufferedReader reader) throws IOException {
        String first = reader.readLine();
        if (first == null || !first.startsWith("# zermelo opening book: " + game.name() + ",")) {
            throw new IllegalArgumentException(file + " is not a zermelo opening book for " + game.name()
                    + ": its first line should start with '# zermelo opening book: " + game.name() + ",'");
        }
        int plies = -1;
        OpeningBook book = null;
        Map<Long, Integer> lineOf = new HashMap<>(); // where each position was read first, for the message
        int n = 0;
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            n++;
            String where = file + " line " + (n + 1) + ": ";
            if (line.startsWith("#plies ")) {
                if (book != null) {
                    throw new IllegalArgumentException(where + "a second '#plies N' line: a book has one");
                }
                try {
                    plies = Integer.parseInt(line.substring("#plies ".length()).strip());
                } catch (NumberFormatException e) {
                    plies = -1;
                }
                if (plies < 0 || plies > Scores.MAX_PLY) {
                    throw new IllegalArgumentException(where + "expected '#plies N' with N from 0 to " + Scores.MAX_PLY);
                }
                book = new OpeningBook(game.name(), plies);
                continue;
            }
            if (line.startsWith("#")) {
                continue;
            }
            if (book == null) {
                throw new IllegalArgumentException(where + "a position before the '#plies N' line");
            }
            int space = line.indexOf(' ');
            int value;
            try {
                value = Integer.parseInt(space < 0 ? line : line.substring(0, space));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(where + "expected a value, a space and a position, not '" + line + "'");
            }
            if (Math.abs(value) > game.maxValue()) {
                throw new IllegalArgumentException(where + "the value " + value + " is beyond " + game.name() + "'s values, -"
                        + game.maxValue() + " to " + game.maxValue());
            }
            Position position;
            try {
                position = space < 0 ? game.start() : game.parse(line.substring(space + 1));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + e.getMessage());
            }
            int known = book.value(position.hash());
            if (known != MISSING && known != value) {
                throw new IllegalArgumentException(where + "the position " + position + " has the value " + value + " here and "
                        + known + " on line " + lineOf.get(position.hash()) + ": a book gives one value to a position");
            }
            lineOf.putIfAbsent(position.hash(), n + 1);
            book.put(position, value);
        }
        if (book == null) {
            throw new IllegalArgumentException(file + ": no '#plies N' line: not a complete book");
        }
        return book;
    }
}
