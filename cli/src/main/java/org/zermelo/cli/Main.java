package org.zermelo.cli;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The zermelo command. Exit codes: 0 success, 2 bad input (one line on stderr, no stack
 * trace), 1 internal error.
 */
@Command(
        name = "zermelo",
        mixinStandardHelpOptions = true,
        version = "zermelo 0.1.0",
        description = "Adversarial search for two-player games: the course's algorithms on real games and textbook trees.")
public final class Main implements Runnable {

    /**
     * The commands, in the order {@code --help} lists them. Not in the annotation: picocli builds
     * a command's model by reflection, in the interpreter at start-up, so a command line that
     * names one builds that one only (see {@link #commandLine}).
     */
    static final List<Class<?>> COMMANDS = List.of(
            GamesCommand.class,
            PlayCommand.class,
            SolveCommand.class,
            SearchCommand.class,
            CompareCommand.class,
            AnalyzeCommand.class,
            MonteCarloCommand.class,
            EvalCommand.class,
            TreeCommand.class,
            PerftCommand.class,
            MatchCommand.class,
            TournamentCommand.class,
            GnubgCommand.class,
            BenchCommand.class,
            BookCommand.class,
            MemberCommand.class,
            PredictCommand.class,
            GraphCommand.class,
            NboardCommand.class,
            UgiCommand.class,
            TableCommand.class,
            WebCommand.class,
            LearnCommand.class,
            DbCommand.class,
            CompletionCommand.class,
            CommandLine.HelpCommand.class);

    /** Exit code for bad input. */
    static final int BAD_INPUT = 2;
    /** Exit code for an internal error. */
    static final int INTERNAL_ERROR = 1;

    /** Where interactive commands read from. */
    BufferedReader in;
    /** True when standard output is a terminal (progress and colours only then). */
    boolean interactive;
    /**
     * True when standard error is a terminal, where someone watches it: lines that the output
     * repeats at the end (learn's points of the curve as they are measured) are said there only,
     * not in a log that holds the output too.
     */
    boolean errorIsTerminal;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    public static void main(String[] args) {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        // Straight to the file descriptor: System.out would hide a failed write from checkError.
        PrintWriter out = new Stdout(new FileOutputStream(FileDescriptor.out));
        PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
        System.exit(run(args, in, out, err, System.console() != null, errorIsTerminal()));
    }

    /** Runs the command line with the given streams and returns the exit code; standard error is a terminal when the rest is. */
    static int run(String[] args, BufferedReader in, PrintWriter out, PrintWriter err, boolean interactive) {
        return run(args, in, out, err, interactive, interactive);
    }

    /** Runs the command line with the given streams and returns the exit code. */
    static int run(String[] args, BufferedReader in, PrintWriter out, PrintWriter err, boolean interactive, boolean errorIsTerminal) {
        int code;
        try {
            code = execute(args, in, out, err, interactive, errorIsTerminal);
        } catch (OutOfMemoryError e) {
            // Caught here, out of execute: the command, its search and its tables are garbage now.
            out.flush();
            long heap = Runtime.getRuntime().maxMemory() >> 20;
            long more = Math.max(1, (2 * heap + 1023) / 1024); // at least twice as much, in whole GB
            err.println(name(args) + ": out of memory (the JVM may use " + heap + " MB): give it more with ZERMELO_JAVA_OPTS=-Xmx"
                    + more + "g, or a smaller table with --hash MB, or ask for a smaller position");
            err.flush();
            return INTERNAL_ERROR;
        }
        out.flush();
        // PrintWriter never throws: a write that failed (a full disk) is only seen here. A pipe closed by
        // its reader (| head) is no failure: the reader has what it wanted.
        if (out.checkError() && code == 0 && !(out instanceof Stdout stdout && stdout.readerGone())) {
            err.println(name(args) + ": the output could not be written (a full disk?)");
            code = INTERNAL_ERROR;
        }
        err.flush();
        return code;
    }

    /** Standard output, remembering why a write failed (PrintWriter keeps only that one did). */
    private static final class Stdout extends PrintWriter {

        private final Watched watched;

        Stdout(OutputStream stream) {
            this(new Watched(stream));
        }

        private Stdout(Watched watched) {
            super(new OutputStreamWriter(watched, StandardCharsets.UTF_8), true);
            this.watched = watched;
        }

        /** True when a write failed because the reader closed the pipe. */
        boolean readerGone() {
            IOException failure = watched.failure;
            return failure != null && "Broken pipe".equals(failure.getMessage());
        }
    }

    /** A stream that keeps the exception of the last write that failed. */
    private static final class Watched extends FilterOutputStream {

        private volatile IOException failure;

        Watched(OutputStream out) {
            super(out);
        }

        @Override
        public void write(int b) throws IOException {
            try {
                out.write(b);
            } catch (IOException e) {
                failure = e;
                throw e;
            }
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            try {
                out.write(b, off, len);
            } catch (IOException e) {
                failure = e;
                throw e;
            }
        }

        @Override
        public void flush() throws IOException {
            try {
                out.flush();
            } catch (IOException e) {
                failure = e;
                throw e;
            }
        }
    }

    /** The algorithms with their one-line descriptions, which say where the course has them: the footer of --help. */
    static String[] algorithmsFooter() {
        java.util.List<String> lines = new java.util.ArrayList<>();
        lines.add("");
        lines.add("Algorithms (--algo, --algos):");
        org.zermelo.search.Algorithms.descriptions().forEach((name, description) -> {
            lines.add("  " + name);
            lines.addAll(wrap(description));
        });
        return lines.toArray(String[]::new);
    }

    /** A description for the help's footer: indented lines of at most 78 characters. */
    static java.util.List<String> wrap(String description) {
        java.util.List<String> lines = new java.util.ArrayList<>();
        StringBuilder line = new StringBuilder("     ");
        for (String word : description.replace("%", "%%").split(" ")) {
            if (line.length() + 1 + word.length() > 78) {
                lines.add(line.toString());
                line = new StringBuilder("     ");
            }
            line.append(' ').append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    /**
     * True when this process's standard error is a terminal: on Linux, what its descriptor 2
     * names (a pseudo-terminal or a console); elsewhere, whether the JVM has a console.
     */
    static boolean errorIsTerminal() {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty") || target.equals("/dev/console");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return System.console() != null;
        }
    }

    /** The command as messages name it: {@code zermelo solve}. */
    private static String name(String[] args) {
        return args.length > 0 && args[0].matches("[a-z]+") ? "zermelo " + args[0] : "zermelo";
    }

    private static int execute(String[] args, BufferedReader in, PrintWriter out, PrintWriter err, boolean interactive,
                               boolean errorIsTerminal) {
        Main main = new Main();
        main.in = in;
        main.interactive = interactive;
        main.errorIsTerminal = errorIsTerminal;
        CommandLine cl = commandLine(main, args.length > 0 ? args[0] : null);
        // A position may start with '-' (an Othello board with an empty a1, -3x4, -5,0,0): read it as
        // a position, whose parser says what is wrong with it, not as an unknown option; only then,
        // so that a mistyped option is still called one.
        cl.setUnmatchedOptionsArePositionalParams(Arrays.stream(args).anyMatch(Main::looksLikeAPosition));
        cl.setOut(out);
        cl.setErr(err);
        for (String command : new String[] {"tree", "search", "compare", "solve"}) {
            CommandLine sub = cl.getSubcommands().get(command);
            if (sub != null) {
                sub.getCommandSpec().usageMessage().footer(command.equals("tree") ? TreeCommand.footer() : algorithmsFooter());
            }
        }
        cl.setParameterExceptionHandler((e, arguments) -> {
            CommandLine command = e.getCommandLine();
            String name = command.getCommandSpec().qualifiedName();
            if (command == cl && args.length > 0 && !args[0].startsWith("-") && !cl.getSubcommands().containsKey(args[0])) {
                err.println("zermelo: unknown command '" + args[0] + "': expected one of "
                        + String.join(", ", cl.getSubcommands().entrySet().stream().filter(c -> c.getKey().equals(c.getValue()
                                .getCommandName())).map(java.util.Map.Entry::getKey).toList()) + " (see 'zermelo --help')");
                err.flush();
                return BAD_INPUT;
            }
            err.println(name + ": " + oneLine(e.getMessage()) + " (see '" + name + " --help')");
            err.flush();
            return BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((e, command, parseResult) -> {
            String name = command.getCommandSpec().qualifiedName();
            if (e instanceof IllegalArgumentException) {
                err.println(name + ": " + oneLine(e.getMessage()));
                err.flush();
                return BAD_INPUT;
            }
            if (e instanceof UncheckedIOException) { // a file that cannot be written: the machine's trouble, not ours
                err.println(name + ": " + oneLine(e.getMessage()));
                err.flush();
                return INTERNAL_ERROR;
            }
            err.println(name + ": internal error: " + oneLine(String.valueOf(e)));
            if (System.getenv("ZERMELO_DEBUG") != null) {
                e.printStackTrace(err);
            } else {
                err.println("(set ZERMELO_DEBUG=1 for the stack trace, and please report it)");
            }
            err.flush();
            return INTERNAL_ERROR;
        });
        return cl.execute(args);
    }

    /**
     * The command line of {@code main}: with only the command named {@code first} when it names
     * one (not {@code help} or {@code completion}, which read them all), else with every command.
     * Building the 20 commands' models takes about twice as long as building one, at every start
     * (docs/measurements.md, "The JVM's warm-up"); what a command does is the same either way.
     */
    static CommandLine commandLine(Main main, String first) {
        CommandLine cl = new CommandLine(main);
        Class<?> only = null;
        if (first != null && !first.equals("help") && !first.equals("completion")) {
            for (Class<?> command : COMMANDS) {
                Command annotation = command.getAnnotation(Command.class);
                if (annotation.name().equals(first) || Arrays.asList(annotation.aliases()).contains(first)) {
                    only = command;
                }
            }
        }
        for (Class<?> command : only != null ? List.of(only) : COMMANDS) {
            cl.addSubcommand(command);
        }
        cl.setResourceBundle(new AlgorithmHelp());
        return cl;
    }

    /** True for an argument that starts with '-' but is no option's name: not a letter after the dashes. */
    static boolean looksLikeAPosition(String arg) {
        return arg.length() > 1 && arg.startsWith("-") && !arg.matches("--?[A-Za-z][A-Za-z0-9-]*(=.*)?");
    }

    private static String oneLine(String message) {
        return message == null ? "" : message.replaceAll("\\s*\\R\\s*", " ").strip();
    }
}
