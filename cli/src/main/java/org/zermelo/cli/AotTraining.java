package org.zermelo.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.zermelo.game.Game;
import org.zermelo.game.Games;

/**
 * The training run of the JVM's ahead-of-time cache (JDK 25, JEP 483, 514 and 515), which the
 * launcher makes once after the jar is built: a few seconds of what commands do most (start-up,
 * help, a search of every game, a solve with its JSON, a benchmark file), so that the cache holds
 * the classes loaded and linked, and the profiles of the hot methods, that the next commands
 * would otherwise load and learn again. Not a command: the launcher runs it as
 * {@code java -XX:AOTCacheOutput=FILE -cp zermelo.jar org.zermelo.cli.AotTraining [BENCH_FILE]},
 * its output thrown away. Measured in docs/measurements.md ("The JVM's warm-up"). The games come
 * from {@link Games}, each with its example position, as {@code zermelo games} shows them.
 */
public final class AotTraining {

    private AotTraining() {}

    /** The depth of the search of each game's example: a few milliseconds each, backgammon's chance nodes included. */
    static final int SEARCH_DEPTH = 4;

    /**
     * The commands of the training run; {@code benchFile}, when given, a benchmark set of the
     * repository's {@code bench/GAME/} folder, whose game its folder names.
     */
    static List<String[]> commands(String benchFile) {
        List<String[]> commands = new ArrayList<>();
        commands.add(new String[] {"--help"});
        commands.add(new String[] {"solve", "--help"});
        commands.add(new String[] {"games"});
        List<Game> games = Games.all();
        for (Game game : games) {
            commands.add(new String[] {"search", game.name(), game.example(), "--depth", Integer.toString(SEARCH_DEPTH)});
        }
        commands.add(new String[] {"search", games.getFirst().name(), games.getFirst().example(),
                "--depth", Integer.toString(SEARCH_DEPTH), "--json"});
        commands.add(new String[] {"bench"}); // the fingerprint: searches of every game
        Optional<Game> benchGame = benchFile == null ? Optional.empty() : gameOf(Path.of(benchFile), games);
        if (benchGame.isPresent()) {
            String name = benchGame.get().name();
            // The launcher's set, Connect Four's Test_L2_R2: its first position solves in some 0.3 M nodes.
            firstPosition(benchGame.get(), Path.of(benchFile)).ifPresent(first -> {
                commands.add(new String[] {"solve", name, first});
                commands.add(new String[] {"solve", name, first, "--json"});
            });
            commands.add(new String[] {"bench", name, benchFile, "--limit", "300"});
            commands.add(new String[] {"bench", name, benchFile, "--limit", "100", "--json"});
        }
        commands.add(new String[] {"solve", "nosuchgame"}); // bad input: the one-line message
        return commands;
    }

    /** The game a benchmark file's folder names ({@code bench/GAME/FILE}), if any. */
    static Optional<Game> gameOf(Path benchFile, List<Game> games) {
        Path folder = benchFile.toAbsolutePath().getParent();
        String name = folder == null || folder.getFileName() == null ? "" : folder.getFileName().toString();
        return games.stream().filter(g -> g.name().equals(name)).findFirst();
    }

    /** The position of the first line of a benchmark file, in the game's notation; none when it cannot be read. */
    private static Optional<String> firstPosition(Game game, Path benchFile) {
        try (BufferedReader lines = Files.newBufferedReader(benchFile, StandardCharsets.UTF_8)) {
            String line = lines.readLine();
            return line == null ? Optional.empty() : Optional.of(game.benchmarkCase(line).position().toString());
        } catch (IOException | IllegalArgumentException e) {
            return Optional.empty(); // the bench commands below say what is wrong with the file
        }
    }

    public static void main(String[] args) {
        String benchFile = args.length > 0 && Files.isReadable(Path.of(args[0])) ? args[0] : null;
        PrintWriter none = new PrintWriter(OutputStream.nullOutputStream(), false, StandardCharsets.UTF_8);
        for (String[] command : commands(benchFile)) {
            Main.run(command, new BufferedReader(new StringReader("")), none, none, false);
        }
    }
}
