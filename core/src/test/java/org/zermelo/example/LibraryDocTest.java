package org.zermelo.example;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Keeps docs/library.md true to docs/library-example, the project it describes: its files are
 * the ones listed, and every {@code ```java} and {@code ```xml} block is an excerpt of them,
 * word for word once runs of whitespace are collapsed (a line {@code // ...} separates two
 * excerpts). The example itself is built and run by the invoker plugin (core/pom.xml), and the
 * output the page shows is checked after that build (src/it/verify-library-example.groovy).
 * Paths are relative to the core module, where the tests run.
 */
class LibraryDocTest {

    private static final Path PAGE = Path.of("../docs/library.md");
    private static final Path EXAMPLE = Path.of("../docs/library-example");

    private static String page;

    @BeforeAll
    static void readPage() throws IOException {
        page = Files.readString(PAGE);
    }

    @Test
    void theFilesListedAreTheExamplesFiles() throws IOException {
        List<String> files;
        try (Stream<Path> walk = Files.walk(EXAMPLE)) {
            files = walk.filter(Files::isRegularFile)
                    .map(f -> EXAMPLE.relativize(f).toString())
                    .filter(f -> !f.startsWith("target"))
                    .sorted()
                    .toList();
        }
        assertThat(blocks("text")).as("a text block listing the files of " + EXAMPLE)
                .anyMatch(block -> block.lines().sorted().toList().equals(files));
    }

    @Test
    void everyJavaBlockIsAnExcerptOfTheExample() throws IOException {
        String sources = normalize(Files.readString(EXAMPLE.resolve("src/main/java/com/example/coins/CoinRow.java")))
                + "\n" + normalize(Files.readString(EXAMPLE.resolve("src/main/java/com/example/coins/Main.java")));
        checkExcerpts("java", sources, 4);
    }

    @Test
    void theXmlBlockIsAnExcerptOfThePom() throws IOException {
        checkExcerpts("xml", normalize(Files.readString(EXAMPLE.resolve("pom.xml"))), 1);
    }

    private static void checkExcerpts(String language, String source, int atLeast) {
        List<String> blocks = blocks(language);
        assertThat(blocks).as(language + " blocks in " + PAGE).hasSizeGreaterThanOrEqualTo(atLeast);
        for (String block : blocks) {
            for (String excerpt : block.split("(?m)^\\s*// \\.\\.\\.\\s*$")) {
                assertThat(source).as("this excerpt of " + PAGE + " is in the example:\n" + excerpt.strip())
                        .contains(normalize(excerpt));
            }
        }
    }

    /** The contents of the fenced blocks of {@code language}. */
    private static List<String> blocks(String language) {
        List<String> blocks = new ArrayList<>();
        Matcher m = Pattern.compile("(?ms)^```" + language + "\\n(.*?)^```\\s*$").matcher(page);
        while (m.find()) {
            blocks.add(m.group(1));
        }
        return blocks;
    }

    private static String normalize(String text) {
        return text.replaceAll("\\s+", " ").strip();
    }
}
