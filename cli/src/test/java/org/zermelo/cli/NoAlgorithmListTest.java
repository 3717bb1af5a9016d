package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.zermelo.search.Algorithm;
import org.zermelo.search.Algorithms;

/**
 * The catalogue of algorithms ({@link Algorithms}) is the only list of their names: no main source
 * line of the modules (Java, the web's scripts and pages) holds strings that name two algorithms or
 * more, as a hand-kept list would ({@code "minimax,alphabeta"}, {@code ['pvs', 'mtdf']} on one line,
 * a help text enumerating them). Not lists: a single name (a default, a case of the pseudo-code's
 * switch); AI specs given as examples ({@code alphabeta:depth=6}: a name followed by its options);
 * a syntax example after "like" ({@code like alphabeta,pvs}); comments; a search naming itself in
 * its constructor ({@code super(...)}); and the few places listed in {@link #ALLOWED}, each with why.
 */
class NoAlgorithmListTest {

    /** Lines that name two algorithms on purpose, by file and a fragment of the line, with the reason. */
    private static final List<String[]> ALLOWED = List.of(
            // Game.solver: a game's own choice between two solvers, by the size of the position.
            new String[] {"GrundyGame.java", "? \"andor\" : \"pvs\""},
            new String[] {"NimGame.java", "? \"andor\" : \"pvs\""});

    private static final Pattern LITERAL = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"|'((?:[^'\\\\]|\\\\.)*)'");

    @Test
    void noSourceListsAlgorithmNames() throws IOException {
        Set<String> names = new TreeSet<>(Algorithms.names(a -> true));
        List<String> lists = new ArrayList<>();
        for (String module : List.of("core", "games", "web", "cli")) {
            Path main = Path.of("..", module, "src", "main");
            try (Stream<Path> files = Files.walk(main)) {
                for (Path file : files.filter(f -> f.toString().matches(".*\\.(java|js|html)$")).toList()) {
                    if (file.getFileName().toString().equals("Algorithms.java")) {
                        continue; // the catalogue itself
                    }
                    List<String> lines = Files.readAllLines(file);
                    for (int i = 0; i < lines.size(); i++) {
                        String line = lines.get(i);
                        String trimmed = line.strip();
                        if (trimmed.startsWith("*") || trimmed.startsWith("//") || trimmed.startsWith("/*") || line.contains("super(")
                                || allowed(file, line)) {
                            continue;
                        }
                        Set<String> named = named(line, names);
                        if (named.size() >= 2) {
                            lists.add(main.relativize(file) + ":" + (i + 1) + " names " + named);
                        }
                    }
                }
            }
        }
        assertThat(lists).as("lists of algorithm names outside the catalogue").isEmpty();
    }

    private static boolean allowed(Path file, String line) {
        return ALLOWED.stream().anyMatch(a -> file.getFileName().toString().equals(a[0]) && line.contains(a[1]));
    }

    /**
     * The algorithms a line's string literals name: each literal's words read as names, but for a
     * name followed by its options ({@code alphabeta:depth=6}) and what follows "like ".
     */
    private static Set<String> named(String line, Set<String> names) {
        Set<String> named = new TreeSet<>();
        Matcher m = LITERAL.matcher(line);
        while (m.find()) {
            String literal = m.group(1) != null ? m.group(1) : m.group(2);
            int like = literal.indexOf("like ");
            literal = like < 0 ? literal : literal.substring(0, like);
            Matcher word = WORD.matcher(literal);
            while (word.find()) {
                if (names.contains(word.group(1)) && !literal.startsWith(":", word.end()) && !literal.startsWith("=", word.end())) {
                    named.add(word.group(1));
                }
            }
        }
        return named;
    }

    private static final Pattern WORD = Pattern.compile("([a-z][a-z0-9-]*)");

    @Test
    void theScanFindsAList() {
        Set<String> names = new TreeSet<>(Algorithms.names(Algorithm::isSearch));
        assertThat(named("String DEFAULT = \"minimax,alphabeta\";", names)).containsExactly("alphabeta", "minimax");
        assertThat(named("const CHANCE = ['expectiminimax', 'star1'];", names)).containsExactly("expectiminimax", "star1");
        assertThat(named("case 'minimax':", names)).containsExactly("minimax");
        assertThat(named("\"AI specs: alphabeta:depth=6, minimax:depth=4\"", names)).isEmpty();
        assertThat(named("\"expected algorithms separated by commas, like alphabeta,pvs\"", names)).isEmpty();
        assertThat(named("\"(default minimax,alphabeta)\"", names)).containsExactly("alphabeta", "minimax");
    }
}
