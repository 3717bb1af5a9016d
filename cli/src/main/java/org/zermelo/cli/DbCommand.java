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
                long groups = db.slices().stream().map(Retrograde.Slice::group).distinct().count();
                out.printf(Locale.ROOT, "%s up to %d %s in %s: %d slices%s%n", game.name(), size, retrograde.sizeName(), folder,
                        db.slices().size(), groups == db.slices().size() ? "" : " in " + groups + " groups (one line each)");
                out.printf(Locale.ROOT, "%-16s %12s %12s %12s %12s %8s %9s%n", "slice", "positions", "wins", "draws", "losses",
                        "longest", "seconds");
                out.flush();
                long start = System.nanoTime();
                long[] totals = new long[4];
                // Ctrl-C or a kill: the slices finished stay on the disk, the one being solved is never read half-written.
                String[] solving = {null};
                Thread onExit = new Thread(() -> {
                    err.println("zermelo db build: stopped" + (solving[0] == null ? "" : " while solving " + solving[0])
                            + "; the slices finished are kept: the same command goes on from them");
                    err.flush();
                }, "zermelo-db-stop");
                Runtime.getRuntime().addShutdownHook(onExit);
                try {
                    db.build(threads, new Databases.Listener() {
                        private long last = System.nanoTime();
                        private String current;
                        /** The group being summed (checkers: a material, several slices): its name, counts, longest win, time. */
                        private String group;
                        private final long[] sums = new long[4];
                        private int longest;
                        private long nanos;
                        private boolean allRead;

                        @Override
                        public void started(Retrograde.Slice slice, int number, int count) {
                            current = slice.name() + " (" + (number + 1) + " of " + count + ")";
                            solving[0] = current;
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
                        public void finished(Table t, int number, int count, long time, boolean read) {
                            String name = db.slices().get(number).group();
                            if (!name.equals(group)) {
                                group = name;
                                java.util.Arrays.fill(sums, 0);
                                longest = 0;
                                nanos = 0;
                                allRead = true;
                            }
                            long[] counts = {t.positions(), t.wins(), t.draws(), t.losses()};
                            for (int i = 0; i < 4; i++) {
                                sums[i] += counts[i];
                                totals[i] += counts[i];
                            }
                            longest = Math.max(longest, t.longestWin());
                            nanos += time;
                            allRead &= read;
                            if (number + 1 == count || !db.slices().get(number + 1).group().equals(group)) {
                                out.printf(Locale.ROOT, "%-16s %12d %12d %12d %12d %8d %9s%n", group, sums[0], sums[1], sums[2],
                                        sums[3], longest, allRead ? "(built)" : String.format(Locale.ROOT, "%.1f", nanos / 1e9));
                                out.flush();
                            }
                        }
                    });
                } finally {
                    try {
                        Runtime.getRuntime().removeShutdownHook(onExit);
                    } catch (IllegalStateException shuttingDown) {
                        // the hook says it
                    }
                }
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
