package org.zermelo.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.zermelo.endgame.Databases;
import org.zermelo.endgame.Table;
import org.zermelo.game.Game;
import org.zermelo.game.Retrograde;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "db", mixinStandardHelpOptions = true, subcommands = DbCommand.Build.class,
        description = {"Endgame databases built by retrograde analysis (docs/endgames.md): every position of a slice "
                + "(checkers: a material) won, drawn or lost, with its distance to the end."})
final class DbCommand implements Runnable {

    /** Where the databases are kept unless --dir says otherwise, relative to the folder the command runs in. */
    static final String DEFAULT_DIR = "db";

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new IllegalArgumentException("expected a subcommand: build");
    }

    /** The games with databases, by name. */
    static String withDatabases() {
        return String.join(", ", org.zermelo.game.Games.all().stream().filter(g -> g instanceof Retrograde).map(Game::name)
                .toList());
    }

    /** The folder of a game's databases. */
    static Path folder(String dir, Game game) {
        return Path.of(dir).resolve(game.name());
    }

    @Command(name = "build", mixinStandardHelpOptions = true,
            description = {"Builds the databases of a game up to a size, slice by slice from the smallest, each in its "
                    + "file DIR/GAME/SLICE.db. Resumable: slices whose file is there are read, not built again."})
    static final class Build implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Parameters(index = "0", paramLabel = "GAME", description = "A game with endgame databases (see docs/endgames.md).")
        String gameName;

        @Option(names = {"--pieces", "--size"}, required = true, paramLabel = "N",
                description = "The largest slices: the pieces on the board (checkers), the box's side (chomp).")
        int size;

        @Option(names = "--threads", paramLabel = "T", defaultValue = "1", description = "Threads (default: ${DEFAULT-VALUE}).")
        int threads;

        @Option(names = "--dir", paramLabel = "D", defaultValue = DEFAULT_DIR,
                description = "The folder of the databases (default: ${DEFAULT-VALUE}, in the current folder).")
        String dir;

        @Override
        public Integer call() {
            Game game = Inputs.game(gameName);
            if (!(game instanceof Retrograde retrograde)) {
                throw new IllegalArgumentException(game.name() + " has no endgame databases: expected one of " + withDatabases());
            }
            if (threads < 1 || threads > 256) {
                throw new IllegalArgumentException("--threads is 1 to 256, not " + threads);
            }
            Path folder = folder(dir, game);
            Databases db = new Databases(retrograde, size, folder);
            long memory = db.memoryNeeded();
            Runtime rt = Runtime.getRuntime();
            long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
            if (memory > free) {
                String message = "the databases up to " + size + " " + retrograde.sizeName() + " need " + mb(memory)
                        + " of memory, and the JVM has " + mb(free) + " free: give it more (ZERMELO_JAVA_OPTS=-Xmx8g, say) or "
                        + "build fewer";
                throw new UncheckedIOException(message, new IOException(message));
            }
            try {
                Files.createDirectories(folder);
                long usable = Files.getFileStore(folder).getUsableSpace();
                long disk = db.diskNeeded();
                if (disk > usable) {
                    throw new IOException("the databases up to " + size + " " + retrograde.sizeName() + " need " + mb(disk)
                            + " more on the disk, and " + folder + " has " + mb(usable) + " free");
                }
                PrintWriter out = spec.commandLine().getOut();
                PrintWriter err = spec.commandLine().getErr();
                out.printf(Locale.ROOT, "%s up to %d %s in %s: %d slices%n", game.name(), size, retrograde.sizeName(), folder,
                        db.slices().size());
                out.printf(Locale.ROOT, "%-16s %12s %12s %12s %12s %8s %9s%n", "slice", "positions", "wins", "draws", "losses",
                        "longest", "seconds");
                out.flush();
                long start = System.nanoTime();
                long[] totals = new long[4];
                db.build(threads, new Databases.Listener() {
                    private long last = System.nanoTime();
                    private String current;

                    @Override
                    public void started(Retrograde.Slice slice, int number, int count) {
                        current = slice.name() + " (" + (number + 1) + " of " + count + ")";
                    }

                    @Override
                    public void pass(int pass, int decided) {
                        if (System.nanoTime() - last > Progress.EVERY_NANOS) {
                            last = System.nanoTime();
                            err.println("solving " + current + ": pass " + pass + ", " + decided + " positions decided");
                            err.flush();
                        }
                    }

                    @Override
                    public void finished(Table t, int number, int count, long nanos, boolean read) {
                        totals[0] += t.positions();
                        totals[1] += t.wins();
                        totals[2] += t.draws();
                        totals[3] += t.losses();
                        out.printf(Locale.ROOT, "%-16s %12d %12d %12d %12d %8d %9s%n", t.name(), t.positions(), t.wins(),
                                t.draws(), t.losses(), t.longestWin(), read ? "(built)" : String.format(Locale.ROOT, "%.1f",
                                        nanos / 1e9));
                        out.flush();
                    }
                });
                out.printf(Locale.ROOT, "%-16s %12d %12d %12d %12d%n", "total", totals[0], totals[1], totals[2], totals[3]);
                out.printf(Locale.ROOT, "%.1f s%n", (System.nanoTime() - start) / 1e9);
                return 0;
            } catch (IOException e) {
                throw new UncheckedIOException(Inputs.reason(e), e);
            }
        }

        private static String mb(long bytes) {
            return bytes < 10_000_000_000L ? String.format(Locale.ROOT, "%.1f MB", bytes / 1e6)
                    : String.format(Locale.ROOT, "%.1f GB", bytes / 1e9);
        }
    }
}
