package org.zermelo.play;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.function.ToIntFunction;
import org.zermelo.game.Chance;
import org.zermelo.game.Game;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.game.SymmetricMoves;
import org.zermelo.io.BoundedInput;
import org.zermelo.io.FileErrors;
import org.zermelo.io.OutputFile;

/**
 * An opening book learned from games, as the course tells of Othello's best programs: the tree of
 * the first plies of many games, each position with the moves played there and their games'
 * results, corrected by search as Buro's book learning does (Buro, "Toward opening book learning",
 * ICCA Journal 22, 1999). A leaf of the tree (a move to a position outside it) is scored by a
 * search; at each position the best move that no game played (the best deviation) is scored too,
 * so that the book is not only what was played (and a move no game played that leads into the book
 * by another road is kept, valued there); then every position's value is the negamax of its
 * moves' values over the tree, from the leaves up. The games' results are kept beside the values
 * for the reader ({@code zermelo book show}); the values alone choose the moves.
 *
 * <p>Positions are merged by their key: the position's hash, or where the game translates moves
 * between mirror images ({@link SymmetricMoves}: Connect Four) the key they share, so that mirror
 * openings count as one. A position is in the book when at least {@code minGames} games reached it
 * within the book's plies.
 *
 * <p>Values are the searches' scores for the side to move at the position: the evaluation's scale
 * (Othello's patterns: hundredths of a disc), a decided game on {@link Scores}' scale. The file is
 * text (docs/solving.md): comment lines ({@code #}), the first saying what the book is;
 * {@code #plies K} and {@code #margin M}; then each position as a line {@code @ POSITION} followed
 * by one line per move: {@code VALUE GAMES WINS DRAWS LOSSES RESULTS MOVE}, the value of the move
 * for the side to move at the position, how many games played it, their wins, draws and losses
 * and the sum of their results (game values) for that side, and the move in the game's notation.
 * A move no game played (the deviation) has 0 games.
 *
 * <p>A player answering from the book ({@link #choose}) picks at random, from its seed, among the
 * moves whose value is within the book's margin of the best, so that games from the start vary.
 */
public final class GamesBook {

    /** The first words of a book's first line, before the game's name. */
    public static final String MAGIC = "# zermelo games book: ";
    /** The most positions a book holds. */
    public static final int MAX_POSITIONS = 1_000_000;
    /** The largest book read: 256 MB. */
    static final long MAX_BYTES = 256L << 20;
    /** The longest line read. */
    static final int MAX_LINE = 10_000;
    /** The most plies a book reaches. */
    public static final int MAX_PLIES = 60;

    /** One move of a position of the book: its value for the side to move there, and its games. */
    public record Move(int move, int value, int games, int wins, int draws, int losses, long results) {

        /** The mean result of its games for the side to move, NaN when no game played it. */
        public double meanResult() {
            return games == 0 ? Double.NaN : (double) results / games;
        }
    }

    /** A position of the book: the position (a copy) and its moves, in the order they were first played. */
    private static final class Node {
        final Position position;
        final List<Move> moves = new ArrayList<>();
        int games;

        Node(Position position) {
            this.position = position;
        }

        int value() {
            int best = -Scores.INFINITY;
            for (Move m : moves) {
                best = Math.max(best, m.value());
            }
            return best;
        }
    }

    private final String game;
    private final int plies;
    private final int margin;
    private final List<String> comments;
    private final Map<Long, Node> nodes = new LinkedHashMap<>();

    private GamesBook(String game, int plies, int margin, List<String> comments) {
        this.game = game;
        this.plies = plies;
        this.margin = margin;
        this.comments = List.copyOf(comments);
    }

    /** The game the book is for. */
    public String game() {
        return game;
    }

    /** How many plies from the start it reaches. */
    public int plies() {
        return plies;
    }

    /** The margin below the best value within which {@link #choose} picks a move. */
    public int margin() {
        return margin;
    }

    /** The number of positions in the book. */
    public int size() {
        return nodes.size();
    }

    /** The comment lines after the first, as the book was written with them (how it was built). */
    public List<String> comments() {
        return comments;
    }

    /** The positions of the book, each a copy, in the order they were first reached. */
    public List<Position> positions() {
        return nodes.values().stream().map(node -> node.position.copy()).toList();
    }

    /** The key positions are merged by: shared by mirror images where the game translates their moves. */
    static long key(Position position) {
        return position instanceof SymmetricMoves s ? s.symmetricHash() : position.hash();
    }

    /** {@code move} of {@code from} as the same move of {@code to}, an equivalent position (the same key). */
    private static int translate(Position from, Position to, int move) {
        if (from instanceof SymmetricMoves f && to instanceof SymmetricMoves t) {
            return t.symmetricMove(f.symmetricMove(move));
        }
        return move;
    }

    /**
     * The moves of the book at {@code position}, as moves of that position, best first (the order
     * of their first play among equals); empty when the position is not in the book.
     */
    public List<Move> moves(Position position) {
        Node node = nodes.get(key(position));
        if (node == null) {
            return List.of();
        }
        List<Move> moves = new ArrayList<>();
        for (Move m : node.moves) {
            moves.add(new Move(translate(node.position, position, m.move()), m.value(), m.games(), m.wins(), m.draws(), m.losses(),
                    m.results()));
        }
        moves.sort((a, b) -> Integer.compare(b.value(), a.value()));
        return moves;
    }

    /** The value of {@code position} in the book (the best of its moves'), or null when it is not in the book. */
    public Integer value(Position position) {
        Node node = nodes.get(key(position));
        return node == null ? null : node.value();
    }

    /** The number of games that reached {@code position}, 0 when it is not in the book. */
    public int games(Position position) {
        Node node = nodes.get(key(position));
        return node == null ? 0 : node.games;
    }

    /**
     * The book's move at {@code position}: one drawn from {@code random} among those whose value
     * is within the margin of the best, each as likely; -1 when the position is not in the book.
     */
    public int choose(Position position, SplittableRandom random) {
        List<Move> moves = moves(position);
        if (moves.isEmpty()) {
            return -1;
        }
        int best = moves.get(0).value();
        int candidates = 0;
        while (candidates < moves.size() && (long) moves.get(candidates).value() >= (long) best - margin) {
            candidates++;
        }
        return moves.get(random.nextInt(candidates)).move();
    }

    /**
     * Builds the book of {@code games} (each its moves from the start of {@code game}, played to
     * its end): the positions of their first {@code plies} plies that {@code minGames} games or
     * more reached, each with the moves played there and the best other move; the moves to
     * positions outside the book, and the other moves, valued by {@code score} (a position's value
     * for its side to move: a search), a move that ends the game by its exact value; then each
     * position's value the negamax of its moves' over the book.
     *
     * @param comments lines saying how the book was built, written after its first line
     * @param progress told a line after each position scored
     * @throws IllegalArgumentException for a game of chance, a game not from the start or not over,
     *     a book of more than {@link #MAX_POSITIONS} positions
     */
    public static GamesBook build(Game game, List<int[]> games, int plies, int minGames, int margin, ToIntFunction<Position> score,
            List<String> comments, Consumer<String> progress) {
        check(game, plies, minGames, margin);
        GamesBook book = new GamesBook(game.name(), plies, margin, comments);
        // 1. The tree of the games' first plies, with their results.
        Map<Long, Node> all = new LinkedHashMap<>();
        Map<Long, Map<Integer, long[]>> played = new HashMap<>(); // key -> move (node's) -> games, wins, draws, losses, results
        for (int[] moves : games) {
            Position end = game.start();
            for (int move : moves) {
                end.play(move);
            }
            if (!end.isTerminal()) {
                throw new IllegalArgumentException("a game of the book is not over after its " + moves.length + " plies");
            }
            Position p = game.start();
            for (int ply = 0; ply < plies && ply < moves.length; ply++) {
                int result = end.sideToMove() == p.sideToMove() ? end.terminalValue() : -end.terminalValue();
                long key = key(p);
                Node node = all.get(key);
                if (node == null) {
                    if (all.size() >= MAX_POSITIONS) {
                        throw new IllegalArgumentException("more than " + MAX_POSITIONS + " positions in the book's plies: ask for fewer plies");
                    }
                    node = new Node(p.copy());
                    all.put(key, node);
                }
                node.games++;
                long[] counts = played.computeIfAbsent(key, k -> new LinkedHashMap<>())
                        .computeIfAbsent(translate(p, node.position, moves[ply]), m -> new long[5]);
                counts[0]++;
                counts[result > 0 ? 1 : result < 0 ? 3 : 2]++;
                counts[4] += result;
                p.play(moves[ply]);
            }
        }
        all.forEach((key, node) -> {
            if (node.games >= minGames) {
                book.nodes.put(key, node);
            }
        });
        // 2. The leaves and the deviations, valued by the search.
        int done = 0;
        long start = System.nanoTime();
        MoveList legal = new MoveList();
        Map<Long, Map<Integer, Integer>> scored = new HashMap<>(); // key -> move -> its value, for the moves out of the book
        for (Map.Entry<Long, Node> entry : book.nodes.entrySet()) {
            Node node = entry.getValue();
            Position p = node.position;
            Map<Integer, long[]> moves = played.get(entry.getKey());
            for (Map.Entry<Integer, long[]> m : moves.entrySet()) {
                long[] c = m.getValue();
                node.moves.add(new Move(m.getKey(), 0, (int) c[0], (int) c[1], (int) c[2], (int) c[3], c[4]));
            }
            Map<Integer, Integer> values = new HashMap<>();
            int deviation = -1;
            int deviationValue = -Scores.INFINITY;
            p.legalMoves(legal);
            for (int i = 0; i < legal.size(); i++) {
                int move = legal.get(i);
                boolean wasPlayed = moves.containsKey(move);
                int side = p.sideToMove();
                p.play(move);
                boolean inBook = !p.isTerminal() && book.nodes.containsKey(key(p));
                if (inBook) {
                    p.undo();
                    if (!wasPlayed) { // into the book by another road: valued there
                        node.moves.add(new Move(move, 0, 0, 0, 0, 0, 0));
                    }
                    continue;
                }
                int value = fromChild(p.isTerminal() ? p.terminalScore(0) : score.applyAsInt(p), p.sideToMove() == side);
                p.undo();
                if (wasPlayed) {
                    values.put(move, value);
                } else if (value > deviationValue) {
                    deviation = move;
                    deviationValue = value;
                }
            }
            if (deviation >= 0) {
                node.moves.add(new Move(deviation, 0, 0, 0, 0, 0, 0));
                values.put(deviation, deviationValue);
            }
            scored.put(entry.getKey(), values);
            done++;
            progress.accept(String.format(java.util.Locale.ROOT, "%d/%d positions scored, %.1f s", done, book.nodes.size(),
                    (System.nanoTime() - start) / 1e9));
        }
        // 3. Negamax over the book, from the leaves up.
        Map<Long, Integer> memo = new HashMap<>();
        for (Long key : book.nodes.keySet()) {
            book.negamax(key, scored, memo, new HashSet<>());
        }
        return book;
    }

    /**
     * The value of the position {@code key}, its moves' values set: those scored, and those into
     * the book from their position's value. A move back into a position whose value is being
     * computed (a cycle, in a game that repeats) is valued by the search instead.
     */
    private int negamax(long key, Map<Long, Map<Integer, Integer>> scored, Map<Long, Integer> memo, Set<Long> open) {
        Integer known = memo.get(key);
        if (known != null) {
            return known;
        }
        Node node = nodes.get(key);
        open.add(key);
        Map<Integer, Integer> values = scored.get(key);
        Position p = node.position;
        for (int i = 0; i < node.moves.size(); i++) {
            Move m = node.moves.get(i);
            Integer value = values.get(m.move());
            if (value == null) {
                p.play(m.move());
                long child = key(p);
                int side = p.sideToMove();
                p.undo();
                if (open.contains(child)) {
                    throw new IllegalArgumentException("the games of the book repeat a position within its plies: build it with fewer plies");
                }
                value = fromChild(negamax(child, scored, memo, open), side == p.sideToMove());
            }
            node.moves.set(i, new Move(m.move(), value, m.games(), m.wins(), m.draws(), m.losses(), m.results()));
        }
        open.remove(key);
        int value = node.value();
        memo.put(key, value);
        return value;
    }

    /**
     * The value of a move whose position is worth {@code value} to its own side to move: the same
     * when that side moves again ({@code sameSide}), else negated; a decided game one ply further,
     * as a search from the position before the move scores it.
     */
    private static int fromChild(int value, boolean sameSide) {
        int v = sameSide ? value : -value;
        return Scores.isDecided(v) ? v - Integer.signum(v) : v;
    }

    private static void check(Game game, int plies, int minGames, int margin) {
        if (Chance.inGame(game.start())) {
            throw new IllegalArgumentException(game.name() + " is a game of chance: a book of games is for games without dice");
        }
        if (plies < 1 || plies > MAX_PLIES) {
            throw new IllegalArgumentException("a book of games reaches 1 to " + MAX_PLIES + " plies, not " + plies);
        }
        if (minGames < 1) {
            throw new IllegalArgumentException("a position is in the book when 1 or more games reached it, not " + minGames);
        }
        if (margin < 0) {
            throw new IllegalArgumentException("the book's margin is 0 or more, not " + margin);
        }
    }

    /**
     * Writes the book to {@code file}, whole (a file beside it first, renamed over it: {@link
     * OutputFile#write}).
     */
    public void write(Path file) throws IOException {
        OutputFile.write(file, stream -> {
            Writer out = new OutputStreamWriter(stream, StandardCharsets.UTF_8);
            out.write(MAGIC + game + ", " + plies + (plies == 1 ? " ply" : " plies") + " from the start, " + nodes.size()
                    + (nodes.size() == 1 ? " position" : " positions") + "; each position '@ POSITION', then one line a move: "
                    + "VALUE GAMES WINS DRAWS LOSSES RESULTS MOVE (for the side to move; 0 games: the best move no game played)\n");
            for (String comment : comments) {
                out.write("# " + comment + "\n");
            }
            out.write("#plies " + plies + "\n");
            out.write("#margin " + margin + "\n");
            for (Node node : nodes.values()) {
                out.write("@ " + node.position + "\n");
                for (Move m : node.moves) {
                    out.write(m.value() + " " + m.games() + " " + m.wins() + " " + m.draws() + " " + m.losses() + " " + m.results() + " "
                            + node.position.formatMove(m.move()) + "\n");
                }
            }
            out.flush();
        });
    }

    private static final Map<String, GamesBook> SHIPPED = new HashMap<>();

    /**
     * The book {@code game} ships ({@link Game#openingBook}), read once and shared (a book is not
     * changed once built).
     *
     * @throws IllegalArgumentException when the game ships none
     * @throws IllegalStateException when its resource is missing or damaged (a fault of the build)
     */
    public static GamesBook shipped(Game game) {
        String name = game.openingBook();
        if (name == null) {
            throw new IllegalArgumentException(game.name() + " ships no opening book: give a book file, built by 'zermelo book "
                    + game.name() + " --from-games FILE ...'");
        }
        synchronized (SHIPPED) {
            GamesBook book = SHIPPED.get(game.name());
            if (book == null) {
                InputStream in = game.getClass().getResourceAsStream(name + ".book");
                if (in == null) {
                    throw new IllegalStateException("the opening book " + name + ".book of " + game.name() + " is missing from the build");
                }
                try {
                    book = read(game, in, game.name() + "'s book " + name);
                } catch (IllegalArgumentException e) {
                    throw new IllegalStateException(e.getMessage(), e);
                }
                SHIPPED.put(game.name(), book);
            }
            return book;
        }
    }

    /**
     * Reads a book written by {@link #write} for {@code game}.
     *
     * @throws IllegalArgumentException in one line naming the file and the line at fault
     */
    public static GamesBook read(Game game, Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return read(game, in, file.toString());
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the book " + file + ": " + FileErrors.reason(e));
        }
    }

    /**
     * Reads a book from {@code in} ({@code name} naming it in messages): a file, or the one a game ships.
     *
     * @throws IllegalArgumentException in one line naming the book and the line at fault
     */
    public static GamesBook read(Game game, InputStream in, String name) {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(new BoundedInput(in, MAX_BYTES, MAX_LINE),
                StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT)))) {
            return read(game, reader, name);
        } catch (BoundedInput.TooLarge e) {
            throw new IllegalArgumentException(e.lineTooLong() ? name + " line " + e.line() + " is longer than " + MAX_LINE
                    + " bytes: not a book of games" : name + " is larger than " + (MAX_BYTES >> 20) + " MB: not a book of games");
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException(name + " is not a book of games: it is not text in UTF-8");
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the book " + name + ": " + FileErrors.reason(e));
        }
    }

    private static GamesBook read(Game game, BufferedReader reader, String name) throws IOException {
        String first = reader.readLine();
        if (first == null || !first.startsWith(MAGIC + game.name() + ",")) {
            throw new IllegalArgumentException(name + " is not a book of games for " + game.name() + ": its first line should start with '"
                    + MAGIC + game.name() + ",'");
        }
        List<String> comments = new ArrayList<>();
        int plies = -1;
        int margin = -1;
        GamesBook book = null;
        Node node = null;
        Set<Integer> moves = new HashSet<>();
        MoveList legal = new MoveList();
        int n = 1;
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            n++;
            String where = name + " line " + n + ": ";
            if (book == null) {
                if (line.startsWith("#plies ")) {
                    plies = number(where, line.substring(7), 1, MAX_PLIES, "'#plies K' with K from 1 to " + MAX_PLIES);
                } else if (line.startsWith("#margin ")) {
                    margin = number(where, line.substring(8), 0, Integer.MAX_VALUE, "'#margin M' with M from 0");
                } else if (line.startsWith("# ")) {
                    comments.add(line.substring(2));
                } else if (!line.startsWith("#")) {
                    throw new IllegalArgumentException(where + "expected the lines '#plies K' and '#margin M' before the first position");
                }
                if (plies >= 0 && margin >= 0) {
                    book = new GamesBook(game.name(), plies, margin, comments);
                }
                continue;
            }
            if (line.startsWith("#")) {
                continue;
            }
            if (line.startsWith("@ ")) {
                if (node != null && node.moves.isEmpty()) {
                    throw new IllegalArgumentException(where + "the position before has no move: each position of a book has one or more");
                }
                Position p;
                try {
                    p = game.parse(line.substring(2));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(where + "bad position: " + e.getMessage());
                }
                if (p.isTerminal()) {
                    throw new IllegalArgumentException(where + "the game is over at " + p + ": a book holds positions with moves");
                }
                if (book.nodes.containsKey(key(p))) {
                    throw new IllegalArgumentException(where + "the position " + p + " is in the book twice");
                }
                if (book.nodes.size() >= MAX_POSITIONS) {
                    throw new IllegalArgumentException(where + "a book holds at most " + MAX_POSITIONS + " positions");
                }
                node = new Node(p);
                book.nodes.put(key(p), node);
                moves.clear();
                node.position.legalMoves(legal);
                continue;
            }
            if (node == null) {
                throw new IllegalArgumentException(where + "expected '@ POSITION' before the first move");
            }
            node.moves.add(move(where, line, game, node.position, legal, moves));
            node.games += node.moves.get(node.moves.size() - 1).games();
        }
        if (book == null) {
            throw new IllegalArgumentException(name + ": no '#plies K' and '#margin M' lines: not a complete book of games");
        }
        if (node != null && node.moves.isEmpty()) {
            throw new IllegalArgumentException(name + ": the last position has no move: each position of a book has one or more");
        }
        return book;
    }

    /** One move line of a position. */
    private static Move move(String where, String line, Game game, Position p, MoveList legal, Set<Integer> seen) {
        String[] parts = line.split(" ", 7);
        String expected = "expected VALUE GAMES WINS DRAWS LOSSES RESULTS MOVE, not '" + line + "'";
        if (parts.length != 7) {
            throw new IllegalArgumentException(where + expected);
        }
        long[] numbers = new long[6];
        for (int i = 0; i < 6; i++) {
            if (!parts[i].matches("-?\\d{1,18}")) {
                throw new IllegalArgumentException(where + expected);
            }
            numbers[i] = Long.parseLong(parts[i]);
        }
        if (Math.abs(numbers[0]) >= Scores.INFINITY) {
            throw new IllegalArgumentException(where + "the value " + numbers[0] + " is beyond the scores' scale");
        }
        for (int i = 1; i < 5; i++) {
            if (numbers[i] < 0 || numbers[i] > Integer.MAX_VALUE) {
                throw new IllegalArgumentException(where + "the counts of games are 0 or more: " + expected);
            }
        }
        if (numbers[2] + numbers[3] + numbers[4] != numbers[1]) {
            throw new IllegalArgumentException(where + "the wins, draws and losses (" + numbers[2] + ", " + numbers[3] + ", " + numbers[4]
                    + ") do not add up to the games (" + numbers[1] + ")");
        }
        if (Math.abs(numbers[5]) > numbers[1] * (long) game.maxValue()) {
            throw new IllegalArgumentException(where + "the results' sum " + numbers[5] + " is beyond " + numbers[1] + " games of "
                    + game.name() + "'s values, -" + game.maxValue() + " to " + game.maxValue());
        }
        int move;
        try {
            move = p.parseMove(parts[6]);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where + "bad move '" + parts[6] + "': " + e.getMessage());
        }
        if (!legal.contains(move)) {
            throw new IllegalArgumentException(where + "the move " + parts[6] + " is not legal at " + p);
        }
        if (!seen.add(move)) {
            throw new IllegalArgumentException(where + "the move " + parts[6] + " is given twice at " + p);
        }
        return new Move(move, (int) numbers[0], (int) numbers[1], (int) numbers[2], (int) numbers[3], (int) numbers[4], numbers[5]);
    }

    private static int number(String where, String text, int min, int max, String expected) {
        String t = text.strip();
        if (t.matches("\\d{1,9}") && Integer.parseInt(t) >= min && Integer.parseInt(t) <= max) {
            return Integer.parseInt(t);
        }
        throw new IllegalArgumentException(where + "expected " + expected + ", not '" + text + "'");
    }
}
