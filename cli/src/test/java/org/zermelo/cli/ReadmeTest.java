package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every {@code ./zermelo} example in README.md runs and succeeds; where the README shows the
 * output (a {@code console} block), each line shown is printed, except lines with a time in
 * them and "...", which stands for lines left out.
 */
class ReadmeTest {

    record Example(List<String> args, List<String> shownOutput) {}

    @TempDir
    Path dir;

    @Test
    void everyExampleRunsAsShown() throws IOException {
        List<Example> examples = examples(Files.readString(Path.of("..", "README.md")));
        assertThat(examples).hasSizeGreaterThan(10);
        for (Example example : examples) {
            List<String> args = new ArrayList<>();
            for (String arg : example.args()) {
                // Files of the repository are read from its root; files the examples write go to a temporary folder.
                boolean file = arg.endsWith(".dot") || arg.endsWith(".png") || arg.endsWith(".book");
                Path inRepository = Path.of("..", arg);
                args.add(arg.contains("/") && Files.isRegularFile(inRepository) ? inRepository.toString() : file ? dir.resolve(arg).toString() : arg);
            }
            Cli.Run run = Cli.run(args.toArray(String[]::new));
            String command = "./zermelo " + String.join(" ", example.args());
            assertThat(run.code()).as(command + "\n" + run.err()).isZero();
            for (String line : example.shownOutput()) {
                if (line.equals("...") || line.matches(".*\\d+ ms\\b.*")) {
                    continue;
                }
                assertThat(run.out().lines().map(String::stripTrailing).toList()).as(command).contains(line);
            }
        }
    }

    /** The commands of the README's sh and console blocks, with the output the console blocks show. */
    static List<Example> examples(String readme) {
        List<Example> examples = new ArrayList<>();
        String block = null;
        Example current = null;
        for (String line : readme.lines().toList()) {
            if (line.startsWith("```")) {
                block = block == null ? line.substring(3).strip() : null;
                current = null;
                continue;
            }
            if (block == null) {
                continue;
            }
            String command = block.equals("console") && line.startsWith("$ ") ? line.substring(2)
                    : block.equals("sh") ? line : null;
            if (command != null && command.startsWith("./zermelo ")) {
                current = new Example(words(command.substring("./zermelo ".length())), new ArrayList<>());
                examples.add(current);
            } else if (block.equals("console") && current != null && !line.isBlank()) {
                current.shownOutput().add(line.stripTrailing());
            } else if (block.equals("console") && line.isBlank()) {
                current = null;
            }
        }
        return examples;
    }

    /** Shell words: spaces separate, single quotes group, a '#' starts a comment. */
    static List<String> words(String command) {
        List<String> words = new ArrayList<>();
        StringBuilder word = null;
        boolean quoted = false;
        for (char c : command.toCharArray()) {
            if (quoted) {
                if (c == '\'') {
                    quoted = false;
                } else {
                    word.append(c);
                }
            } else if (c == '\'') {
                quoted = true;
                word = word == null ? new StringBuilder() : word;
            } else if (c == '#' && word == null) {
                break;
            } else if (Character.isWhitespace(c)) {
                if (word != null) {
                    words.add(word.toString());
                    word = null;
                }
            } else {
                word = word == null ? new StringBuilder() : word;
                word.append(c);
            }
        }
        if (word != null) {
            words.add(word.toString());
        }
        return words;
    }
}
