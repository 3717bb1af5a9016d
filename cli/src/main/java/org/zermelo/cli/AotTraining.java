package org.zermelo.cli;

import java.io.BufferedReader;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The training run of the JVM's ahead-of-time cache (JDK 25, JEP 483, 514 and 515), which the
 * launcher makes once after the jar is built: a few seconds of what commands do most (start-up,
 * help, a small solve, JSON, the searches of every game, a benchmark file), so that the cache
 * holds the classes loaded and linked, and the profiles of the hot methods, that the next
 * commands would otherwise load and learn again. Not a command: the launcher runs it as
 * {@code java -XX:AOTCacheOutput=FILE -cp zermelo.jar org.zermelo.cli.AotTraining [BENCH_FILE]},
 * its output thrown away. Measured in docs/measurements.md ("The JVM's warm-up").
 */
public final class AotTraining {

    private AotTraining() {}

    /** A mid-game Connect Four position (the opening-book example of docs/solving.md): about 0.7 M nodes. */
    static final String CONNECT4_POSITION = "32751571231557";

    /** The commands of the training run; {@code benchFile}, a Connect Four set, when given. */
    static List<String[]> commands(String benchFile) {
        List<String[]> commands = new ArrayList<>();
        commands.add(new String[] {"--help"});
        commands.add(new String[] {"solve", "--help"});
        commands.add(new String[] {"games"});
        commands.add(new String[] {"solve", "tictactoe"});
        commands.add(new String[] {"solve", "tictactoe", "--json"});
        commands.add(new String[] {"solve", "connect4", CONNECT4_POSITION});
        commands.add(new String[] {"solve", "connect4", CONNECT4_POSITION, "--json"});
        commands.add(new String[] {"search", "othello", "f5d6c3", "--algo", "pvs", "--depth", "6"});
        commands.add(new String[] {"bench"}); // the fingerprint: searches of every game
        if (benchFile != null) {
            commands.add(new String[] {"bench", "connect4", benchFile, "--limit", "300"});
            commands.add(new String[] {"bench", "connect4", benchFile, "--limit", "100", "--json"});
        }
        commands.add(new String[] {"solve", "nosuchgame"}); // bad input: the one-line message
        return commands;
    }

    public static void main(String[] args) {
        String benchFile = args.length > 0 && Files.isReadable(Path.of(args[0])) ? args[0] : null;
        PrintWriter none = new PrintWriter(OutputStream.nullOutputStream(), false, StandardCharsets.UTF_8);
        for (String[] command : commands(benchFile)) {
            Main.run(command, new BufferedReader(new StringReader("")), none, none, false);
        }
    }
}
