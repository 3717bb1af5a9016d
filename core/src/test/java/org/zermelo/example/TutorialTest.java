package org.zermelo.example;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.search.Algorithms;

/**
 * Keeps docs/adding-a-game.md true to the code, so that the tutorial cannot rot:
 * <ul>
 *   <li>every {@code ```java} block is an excerpt of the example's sources, word for word once
 *       runs of whitespace are collapsed (a line {@code // ...} separates two excerpts);</li>
 *   <li>the output shown for {@link UsingTakeAway} is what it prints, line for line;</li>
 *   <li>every command of a {@code ```console} block ({@code $ } lines) uses programs that exist,
 *       and every {@code zermelo} command a subcommand, options, algorithm, game and positions
 *       that exist.</li>
 * </ul>
 * Paths are relative to the core module, where the tests run.
 */
class TutorialTest {

    private static final Path ROOT = Path.of("..");
    private static final Path TUTORIAL = ROOT.resolve("docs/adding-a-game.md");
    private static final Path EXAMPLE = Path.of("src/test/java/org/zermelo/example");
    private static final Path CLI = ROOT.resolve("cli/src/main/java/org/zermelo/cli");

    private static String tutorial;

    @BeforeAll
    static void readTutorial() throws IOException {
        tutorial = Files.readString(TUTORIAL);
    }

    @Test
    void everyJavaBlockIsAnExcerptOfTheExample() throws IOException {
        Map<Path, String> sources = new HashMap<>();
        try (Stream<Path> files = Files.list(EXAMPLE)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                if (!file.getFileName().toString().equals("TutorialTest.java")) {
                    sources.put(file.getFileName(), normalize(Files.readString(file)));
                }
            }
        }
        List<String> blocks = blocks("java");
        assertThat(blocks).as("java blocks in " + TUTORIAL).hasSizeGreaterThanOrEqualTo(5);
        for (String block : blocks) {
            for (String excerpt : block.split("(?m)^\\s*// \\.\\.\\.\\s*$")) {
                String wanted = normalize(excerpt);
                if (!wanted.isEmpty() && sources.values().stream().noneMatch(s -> s.contains(wanted))) {
                    fail("this excerpt of " + TUTORIAL + " is in none of " + sources.keySet() + ":\n" + excerpt.strip());
                }
            }
        }
    }

    @Test
    void theServiceFileIsShownAsItIs() throws IOException {
        String service = Files.readString(Path.of("src/test/resources/META-INF/services/org.zermelo.game.Game")).strip();
        assertThat(blocks("text").stream().map(String::strip)).as("a text block with the service file's content").contains(service);
    }

    @Test
    void theJavaOutputShownIsWhatTheExamplePrints() {
        for (Consumer<PrintStream> part : List.<Consumer<PrintStream>>of(
                UsingTakeAway::solve, UsingTakeAway::search, UsingTakeAway::trace)) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            part.accept(new PrintStream(bytes, true, StandardCharsets.UTF_8));
            String printed = bytes.toString(StandardCharsets.UTF_8).stripTrailing();
            assertThat(blocks("text").stream().anyMatch(b -> b.stripTrailing().contains(printed)))
                    .as("the tutorial shows, in a text block, exactly this output of UsingTakeAway:\n" + printed)
                    .isTrue();
        }
    }

    @Test
    void everyShellCommandExists() throws IOException {
        Map<String, String> subcommands = subcommands();
        List<String> commands = new ArrayList<>();
        for (String block : blocks("console")) {
            block.lines().filter(line -> line.startsWith("$ ")).forEach(line -> commands.add(line.substring(2)));
        }
        assertThat(commands).as("commands in " + TUTORIAL).hasSizeGreaterThanOrEqualTo(5);
        Set<String> seen = new TreeSet<>();
        for (String command : commands) {
            for (List<String> simple : simpleCommands(command)) {
                check(command, simple, subcommands);
                if (simple.get(0).equals("./zermelo") && simple.size() > 1) {
                    seen.add(simple.get(1));
                }
            }
        }
        assertThat(seen).as("zermelo commands shown").contains("games", "solve", "search", "perft", "play");
    }

    // ----- reading the tutorial -----

    /** The contents of the fenced blocks of {@code language}. */
    private static List<String> blocks(String language) {
        List<String> blocks = new ArrayList<>();
        Matcher m = Pattern.compile("(?ms)^```" + language + "\\n(.*?)^```\\s*$").matcher(tutorial);
        while (m.find()) {
            blocks.add(m.group(1));
        }
        return blocks;
    }

    private static String normalize(String text) {
        return text.replaceAll("\\s+", " ").strip();
    }

    // ----- checking commands -----

    /** The zermelo subcommands, each with the source of its class, from the CLI's sources. */
    private static Map<String, String> subcommands() throws IOException {
        Map<String, String> commands = new HashMap<>();
        Pattern name = Pattern.compile("@Command\\(\\s*name = \"([a-z-]+)\"");
        try (Stream<Path> files = Files.list(CLI)) {
            for (Path file : files.toList()) {
                String source = Files.readString(file);
                Matcher m = name.matcher(source);
                if (m.find()) {
                    commands.put(m.group(1), source);
                }
            }
        }
        assertThat(commands).as("zermelo subcommands in " + CLI).isNotEmpty();
        return commands;
    }

    /**
     * The simple commands of a command line: split at {@code |}, {@code ;} and {@code &&}, with a
     * {@code for VAR in WORDS; do ...; done} loop unrolled and {@code $VAR} replaced.
     */
    private static List<List<String>> simpleCommands(String line) {
        List<List<String>> parts = new ArrayList<>();
        List<String> current = new ArrayList<>();
        for (String token : tokens(line)) {
            if (token.equals("|") || token.equals(";") || token.equals("&&")) {
                parts.add(current);
                current = new ArrayList<>();
            } else {
                current.add(token);
            }
        }
        parts.add(current);
        List<List<String>> commands = new ArrayList<>();
        String variable = null;
        List<String> values = List.of();
        for (List<String> part : parts) {
            if (!part.isEmpty() && part.get(0).equals("for")) {
                assertThat(part).as("a for loop in: " + line).hasSizeGreaterThan(3).element(2).isEqualTo("in");
                variable = "$" + part.get(1);
                values = part.subList(3, part.size());
                continue;
            }
            if (!part.isEmpty() && (part.get(0).equals("do") || part.get(0).equals("done"))) {
                part = part.subList(1, part.size());
            }
            if (part.isEmpty()) {
                continue;
            }
            if (variable == null) {
                commands.add(part);
            } else {
                for (String value : values) {
                    String v = variable;
                    commands.add(part.stream().map(t -> t.equals(v) ? value : t).toList());
                }
            }
        }
        return commands;
    }

    /** Shell words, with single and double quotes removed; {@code |}, {@code ;} and {@code &&} are words. */
    private static List<String> tokens(String line) {
        List<String> tokens = new ArrayList<>();
        StringBuilder word = null;
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                word = word == null ? new StringBuilder() : word;
            } else if (Character.isWhitespace(c) || c == '|' || c == ';' || c == '&') {
                if (word != null) {
                    tokens.add(word.toString());
                    word = null;
                }
                if (c == '&' && i + 1 < line.length() && line.charAt(i + 1) == '&') {
                    tokens.add("&&");
                    i++;
                } else if (c != ' ' && !Character.isWhitespace(c)) {
                    tokens.add(String.valueOf(c));
                }
            } else {
                word = word == null ? new StringBuilder() : word;
                word.append(c);
            }
        }
        assertThat(quote == 0).as("no unclosed quote in: " + line).isTrue();
        if (word != null) {
            tokens.add(word.toString());
        }
        return tokens;
    }

    private static void check(String line, List<String> words, Map<String, String> subcommands) {
        int first = 0;
        while (first < words.size() && words.get(first).matches("[A-Za-z_][A-Za-z0-9_]*=.*")) {
            checkVariable(line, words.get(first));
            first++;
        }
        List<String> command = words.subList(first, words.size());
        assertThat(command).as("a command in: " + line).isNotEmpty();
        String program = command.get(0);
        switch (program) {
            case "export" -> command.subList(1, command.size()).forEach(a -> checkVariable(line, a));
            case "./zermelo" -> checkZermelo(line, command, subcommands);
            case "./mvnw" -> checkMaven(line, command);
            default -> assertThat(onPath(program)).as("'" + program + "' is a program on the PATH, in: " + line).isTrue();
        }
    }

    private static void checkVariable(String line, String assignment) {
        String name = assignment.substring(0, assignment.indexOf('='));
        String value = assignment.substring(assignment.indexOf('=') + 1);
        assertThat(name).as("the variable set in: " + line).isEqualTo("ZERMELO_CLASSPATH");
        assertThat(ROOT.resolve(value).resolve("META-INF/services/org.zermelo.game.Game"))
                .as("ZERMELO_CLASSPATH=" + value + " holds the service file").isRegularFile();
    }

    private static void checkMaven(String line, List<String> command) {
        assertThat(ROOT.resolve("mvnw")).as("the Maven wrapper").isExecutable();
        Set<String> phases = Set.of("clean", "validate", "compile", "test-compile", "test", "package", "verify", "install");
        for (int i = 1; i < command.size(); i++) {
            String word = command.get(i);
            if (word.equals("-pl")) {
                assertThat(ROOT.resolve(command.get(++i)).resolve("pom.xml")).as("the module of: " + line).isRegularFile();
            } else if (!word.startsWith("-")) {
                assertThat(phases).as("a Maven phase in: " + line).contains(word);
            }
        }
    }

    private static void checkZermelo(String line, List<String> command, Map<String, String> subcommands) {
        assertThat(ROOT.resolve("zermelo")).as("the launcher").isExecutable();
        if (command.size() == 1 || command.get(1).startsWith("-")) {
            return; // zermelo --help, --version
        }
        String name = command.get(1);
        String source = subcommands.get(name);
        assertThat(source).as("'zermelo " + name + "' is a command, in: " + line).isNotNull();
        List<String> positional = new ArrayList<>();
        for (int i = 2; i < command.size(); i++) {
            String word = command.get(i);
            if (!word.startsWith("--")) {
                positional.add(word);
                continue;
            }
            assertThat(word.equals("--help") || source.contains("\"" + word + "\""))
                    .as("'zermelo " + name + "' has the option " + word + ", in: " + line).isTrue();
            boolean takesValue = !Set.of("--help", "--json", "--trace").contains(word);
            if (!takesValue) {
                continue;
            }
            String value = command.get(++i);
            if (word.equals("--algo")) {
                assertThat(Algorithms.descriptions()).as("algorithm in: " + line).containsKey(value);
            } else if (word.equals("--position")) {
                checkPosition(line, Games.byName(positional.get(0)), value);
            } else if (word.equals("--depth")) {
                assertThat(Integer.parseInt(value)).as("depth in: " + line).isPositive();
            }
        }
        if (Set.of("solve", "search", "perft", "play").contains(name)) {
            assertThat(positional).as("the game in: " + line).isNotEmpty();
            Game game = Games.byName(positional.get(0));
            int positionIndex = name.equals("perft") ? 2 : 1;
            if (name.equals("perft")) {
                assertThat(Integer.parseInt(positional.get(1))).as("perft depth in: " + line).isNotNegative();
            }
            if (positional.size() > positionIndex) {
                checkPosition(line, game, positional.get(positionIndex));
            }
        }
    }

    private static void checkPosition(String line, Game game, String text) {
        assertThatCode(() -> game.parse(text)).as("the position '" + text + "' in: " + line).doesNotThrowAnyException();
    }

    private static boolean onPath(String program) {
        if (Set.of("cd", "echo", "printf", "export").contains(program)) {
            return true; // shell builtins
        }
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, program))) {
                return true;
            }
        }
        return false;
    }
}
