package org.zermelo.protocol;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.zermelo.endgame.LoadedDatabases;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.Position;
import org.zermelo.game.Retrograde;
import org.zermelo.game.Tablebase;
import org.zermelo.search.Algorithm;
import org.zermelo.search.BookReader;
import org.zermelo.search.OpeningBook;
import org.zermelo.search.Parallel;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.TableSize;
import org.zermelo.search.TablebaseProbing;
import org.zermelo.search.TranspositionTable;

/**
 * An engine whose settings a session changes, as engine protocols let a graphical interface do:
 * the table's size ({@code Hash}, in MB), the threads ({@code Threads}), the game's evaluation by
 * name ({@code Eval}), an opening book ({@code Book}, a file written by {@code zermelo book}) and
 * the endgame databases probed at the nodes ({@code Databases}: a folder {@code zermelo db build
 * --dir} wrote, {@code none}, or empty for {@code db/} when it holds the game's), each offered when
 * the algorithm takes it. A change, and a new game, make the search afresh
 * with every setting, so that nothing of the last game is kept.
 */
final class SettableEngine implements Engine {

    /** The table's size until set: small enough for any machine, and what the option line says. */
    static final int DEFAULT_HASH = 64;

    private final Game game;
    private final Algorithm algorithm;
    private final List<Setting> settings = new ArrayList<>();
    private int megabytes = DEFAULT_HASH;
    private int threads = 1;
    private String eval;
    private String bookFile = "";
    private OpeningBook book;
    private Tablebase tablebase;
    private volatile Search search;

    SettableEngine(Game game, Algorithm algorithm) {
        this.game = game;
        this.algorithm = algorithm;
        this.eval = game.evaluations().keySet().iterator().next();
        if (algorithm.accepts(Algorithm.Setting.TABLE)) {
            settings.add(Setting.spin("Hash", DEFAULT_HASH, 1, TranspositionTable.MAX_MB));
        }
        if (algorithm.accepts(Algorithm.Setting.THREADS)) {
            settings.add(Setting.spin("Threads", 1, 1, Parallel.MAX_THREADS));
        }
        if (algorithm.accepts(Algorithm.Setting.EVAL)) {
            settings.add(Setting.combo("Eval", eval, List.copyOf(game.evaluations().keySet())));
        }
        if (algorithm.accepts(Algorithm.Setting.BOOK)) {
            settings.add(Setting.string("Book", ""));
        }
        if (algorithm.accepts(Algorithm.Setting.DATABASES) && game instanceof Retrograde) {
            settings.add(Setting.string("Databases", ""));
            tablebase = LoadedDatabases.forGame(game, null);
        }
        this.search = make();
    }

    private Search make() {
        Supplier<Evaluator> evaluators = game.evaluations().get(eval);
        Search made = algorithm.create(evaluators.get());
        if (made instanceof TableSize table) {
            table.setTableMegabytes(megabytes);
        }
        if (made instanceof Parallel parallel) {
            parallel.setThreads(threads, evaluators);
        }
        if (book != null && made instanceof BookReader reader) {
            reader.setBook(book);
        }
        if (made instanceof TablebaseProbing probing) {
            probing.setTablebase(tablebase);
        }
        return made;
    }

    @Override
    public int choose(Position position) {
        throw new UnsupportedOperationException(algorithm.name() + " searches within the limits asked: it chooses no move without them");
    }

    @Override
    public Result search(Position position, int depth) {
        return Engines.result(search.search(position, SearchLimits.depth(depth)));
    }

    @Override
    public Result think(Position position, SearchLimits limits, Consumer<Result> eachDepth, Predicate<Result> deeper) {
        return Engines.think(search, position, limits, eachDepth, deeper);
    }

    @Override
    public void stop() {
        search.stop();
    }

    @Override
    public List<Setting> settings() {
        return List.copyOf(settings);
    }

    @Override
    public void set(String name, String value) {
        Setting setting = settings.stream().filter(s -> s.name().equalsIgnoreCase(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no option '" + name + "': the options are "
                        + String.join(", ", settings.stream().map(Setting::name).toList())));
        switch (setting.name()) {
            case "Hash" -> megabytes = (int) number(setting, value);
            case "Threads" -> threads = (int) number(setting, value);
            case "Eval" -> eval = setting.choices().stream().filter(c -> c.equalsIgnoreCase(value)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("Eval is one of " + String.join(", ", setting.choices())
                            + ", not '" + value + "' (weights files are named on the command line, not by the interface)"));
            case "Book" -> readBook(value);
            case "Databases" -> tablebase = LoadedDatabases.forGame(game,
                    value.isBlank() || value.equals("<empty>") ? null : value.strip(), "Databases ");
            default -> throw new IllegalStateException(setting.name());
        }
        search = make();
    }

    private void readBook(String value) {
        if (value.isEmpty() || value.equals("<empty>")) {
            bookFile = "";
            book = null;
            return;
        }
        try {
            book = OpeningBook.read(game, Path.of(value));
            bookFile = value;
        } catch (IOException | java.nio.file.InvalidPathException e) {
            throw new IllegalArgumentException("cannot read the book '" + value + "': " + e.getMessage()
                    + (bookFile.isEmpty() ? "" : " (the book stays " + bookFile + ")"));
        }
    }

    private static long number(Setting setting, String value) {
        long n;
        try {
            n = Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            n = Long.MIN_VALUE;
        }
        if (n < setting.min() || n > setting.max()) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "%s is a whole number from %d to %d, not '%s'",
                    setting.name(), setting.min(), setting.max(), value));
        }
        return n;
    }

    @Override
    public void newGame() {
        search = make();
    }
}
