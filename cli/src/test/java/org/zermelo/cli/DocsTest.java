package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The pages a user reads stay true: README.md and the tour in docs/.
 * <ul>
 *   <li>Every {@code ./zermelo} example of their {@code sh} and {@code console} blocks runs and
 *       succeeds (exit 0); where a {@code console} block shows the output, each line shown is
 *       printed. "..." stands for lines left out; times and rates ({@code 10 ms}, {@code 3.5 µs},
 *       {@code 11,547,769 nodes/s}) may differ, not the rest of their line, and a search's rate
 *       may follow its time even where the page shows none (it prints none for 0 ms). The paths
 *       the test gives in place of the page's (see below) are read back as the page's.</li>
 *   <li>Every {@code $ ./zermelo} command of a {@code text} block (its output too long or too
 *       slow to produce here, or a failure shown on purpose) is one the command line accepts:
 *       its subcommand and options exist.</li>
 *   <li>Every relative link of every Markdown page of the repository points to a file or folder
 *       that exists, and a {@code #anchor} into a Markdown page to one of its headings, as
 *       GitHub names them (lower case, spaces to hyphens, punctuation dropped).</li>
 * </ul>
 * Two pages of docs/ have tests of their own and their examples are not run here:
 * adding-a-game.md, whose commands need a game compiled from the test sources of core (on
 * {@code ZERMELO_CLASSPATH}), checked by TutorialTest; and library.md, whose commands build a
 * Maven project outside this one, checked by LibraryDocTest. Their links are checked here.
 * Examples that take more than a few seconds are shown in {@code text} blocks.
 *
 * <p>Files of the repository named by an example are read from its root; files the examples
 * write go to a temporary folder.
 */
class DocsTest {

    static final Path ROOT = Path.of("..");
    /** Pages of docs/ whose examples another test checks (see the class comment). */
    private static final Set<String> CHECKED_ELSEWHERE = Set.of("adding-a-game.md", "library.md");
    /** A time or a rate in an output line, which differs from run to run. */
    private static final Pattern MEASURE = Pattern.compile(" *\\d[\\d,.]* (?:ms|µs|nodes/s)(?![A-Za-z])");
    private static final Pattern LINK = Pattern.compile("\\[[^\\]]*\\]\\(([^)\\s]+)\\)");

    /** A command of a page: its line, its words after {@code ./zermelo}, whether it runs, the output shown. */
    record Example(int line, List<String> args, boolean runs, List<String> shownOutput) {

        String command() {
            return "./zermelo " + String.join(" ", args.stream().map(a -> a.contains(" ") || a.isEmpty() ? "'" + a + "'" : a).toList());
        }
    }

    @TempDir
    Path dir;

    /** README.md, then the pages of docs/ whose examples are checked here. */
    static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md") && !CHECKED_ELSEWHERE.contains(p.getFileName().toString()))
                    .sorted().forEach(pages::add);
        }
        return pages;
    }

    @TestFactory
    Stream<DynamicTest> everyExampleRunsAsShown() throws IOException {
        return pages().stream().map(page -> DynamicTest.dynamicTest(name(page), () -> checkExamples(page)));
    }

    @Test
    void theTourHasExamplesToRun() throws IOException {
        int total = 0;
        for (Path page : pages()) {
            total += (int) examples(Files.readString(page)).stream().filter(Example::runs).count();
        }
        assertThat(examples(Files.readString(ROOT.resolve("README.md"))).stream().filter(Example::runs).count())
                .as("examples run in README.md").isGreaterThanOrEqualTo(3);
        assertThat(total).as("examples run in README.md and docs/").isGreaterThan(60);
    }

    private void checkExamples(Path page) throws IOException {
        List<String> problems = new ArrayList<>();
        for (Example example : examples(Files.readString(page))) {
            String where = name(page) + ":" + example.line() + ": " + example.command();
            if (!example.runs()) {
                String problem = parseProblem(example.args());
                if (problem != null) {
                    problems.add(where + "\n    is not a command zermelo accepts: " + problem);
                }
                continue;
            }
            Map<String, String> paths = new HashMap<>();
            Cli.Run run = Cli.run(arguments(example.args(), paths));
            if (run.code() != 0) {
                problems.add(where + "\n    exits with " + run.code() + ": " + run.err().strip());
                continue;
            }
            String out = run.out();
            for (Map.Entry<String, String> path : paths.entrySet()) {
                out = out.replace(path.getKey(), path.getValue());
            }
            List<String> printed = out.lines().map(String::stripTrailing).toList();
            for (String shown : example.shownOutput()) {
                if (!shown.equals("...") && !printedAsShown(shown, printed)) {
                    problems.add(where + "\n    does not print the line shown: " + shown
                            + "\n    it printed:\n      " + String.join("\n      ", printed));
                }
            }
        }
        assertThat(problems).as("examples of " + name(page) + " that do not run as shown").isEmpty();
    }

    /**
     * The words of an example, repository files resolved from the root and written files sent to
     * the temporary folder; {@code paths} gets each path given in place of the page's, with the page's.
     */
    private String[] arguments(List<String> words, Map<String, String> paths) {
        List<String> args = new ArrayList<>();
        for (String arg : words) {
            // A file the examples write or read back (a plot, a book, weights, a curve, games; FILE.pdn#N one game of a file)
            // lives in the temporary folder, named alone or in an AI spec (eval=FILE.json).
            boolean written = arg.matches("[^:=,]+\\.(dot|png|book|json|csv|txt|pdn)(#[0-9]+)?");
            Path inRepository = ROOT.resolve(arg);
            Matcher weights = Pattern.compile("eval=([^,/]+\\.json)").matcher(arg);
            String given = arg.contains("/") && Files.isRegularFile(inRepository) ? inRepository.toString()
                    : written ? dir.resolve(arg).toString()
                    : weights.find() ? arg.replace(weights.group(), "eval=" + dir.resolve(weights.group(1))) : arg;
            if (!given.equals(arg)) {
                paths.put(given, arg);
            }
            args.add(given);
        }
        return args.toArray(String[]::new);
    }

    /** Whether a line shown is printed: the same line, but for its times and rates. */
    static boolean printedAsShown(String shown, List<String> printed) {
        StringBuilder regex = new StringBuilder();
        Matcher measure = MEASURE.matcher(shown);
        int last = 0;
        while (measure.find()) {
            String unit = measure.group().substring(measure.group().lastIndexOf(' ') + 1);
            regex.append(Pattern.quote(shown.substring(last, measure.start()))).append(" *\\d[\\d,.]* ").append(Pattern.quote(unit));
            if (unit.equals("ms") && !shown.contains("nodes/s")) {
                regex.append("(?:, [\\d,]+ nodes/s)?");
            }
            last = measure.end();
        }
        regex.append(Pattern.quote(shown.substring(last)));
        Pattern line = Pattern.compile(regex.toString());
        return printed.stream().anyMatch(p -> line.matcher(p).matches());
    }

    /** Why the command line would refuse these words before running anything (an unknown command or option), or null. */
    static String parseProblem(List<String> args) {
        CommandLine commandLine = Main.commandLine(new Main(), null);
        commandLine.setUnmatchedOptionsArePositionalParams(args.stream().anyMatch(Main::looksLikeAPosition));
        try {
            commandLine.parseArgs(args.toArray(String[]::new));
            return null;
        } catch (CommandLine.ParameterException e) {
            return e.getMessage();
        }
    }

    /**
     * The {@code ./zermelo} commands of a page: those of its {@code sh} and {@code console} blocks
     * run, with the output the console blocks show; those of its {@code text} blocks
     * ({@code $ ./zermelo} lines) are only read.
     */
    static List<Example> examples(String page) {
        List<Example> examples = new ArrayList<>();
        String block = null;
        Example current = null;
        List<String> lines = page.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("```")) {
                block = block == null ? line.substring(3).strip() : null;
                current = null;
                continue;
            }
            if (block == null) {
                continue;
            }
            boolean prompt = (block.equals("console") || block.equals("text")) && line.startsWith("$ ");
            String command = prompt ? line.substring(2) : block.equals("sh") ? line : null;
            if (command != null) {
                current = null;
                if (command.startsWith("./zermelo ")) {
                    current = new Example(i + 1, words(command.substring("./zermelo ".length())), !block.equals("text"), new ArrayList<>());
                    examples.add(current);
                }
            } else if (block.equals("console") && current != null && !line.isBlank()) {
                current.shownOutput().add(line.stripTrailing());
            } else if (line.isBlank()) {
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

    // ----- links -----

    @Test
    void everyRelativeLinkPointsToAFileAndAHeadingThatExist() throws IOException {
        List<Path> pages;
        try (Stream<Path> files = Files.walk(ROOT)) {
            pages = files.filter(p -> p.toString().endsWith(".md") && !builtOrHidden(ROOT.relativize(p))).sorted().toList();
        }
        assertThat(pages).as("Markdown pages").contains(ROOT.resolve("README.md"), ROOT.resolve("docs/architecture.md"));
        List<String> problems = new ArrayList<>();
        int links = 0;
        for (Path page : pages) {
            for (String target : links(Files.readString(page))) {
                if (target.matches("[a-z]+:.*")) {
                    continue; // https:, mailto:
                }
                links++;
                int hash = target.indexOf('#');
                String file = hash < 0 ? target : target.substring(0, hash);
                Path resolved = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
                if (!Files.exists(resolved) || !resolved.toAbsolutePath().normalize().startsWith(ROOT.toAbsolutePath().normalize())) {
                    problems.add(name(page) + ": (" + target + "): no such file in the repository");
                } else if (hash >= 0 && resolved.toString().endsWith(".md")) {
                    String anchor = target.substring(hash + 1);
                    Set<String> anchors = anchors(Files.readString(resolved));
                    if (!anchors.contains(anchor)) {
                        problems.add(name(page) + ": (" + target + "): no heading #" + anchor + " in " + name(resolved)
                                + "; its headings: " + anchors.stream().sorted().toList());
                    }
                }
            }
        }
        assertThat(links).as("relative links checked").isGreaterThan(10);
        assertThat(problems).as("links that lead nowhere").isEmpty();
    }

    /** Whether a path of the repository is in a build's output or a hidden folder (.git, .mvn, a fuzzer's corpus). */
    private static boolean builtOrHidden(Path path) {
        for (Path part : path) {
            if (part.toString().equals("target") || part.toString().equals("node_modules") || part.toString().startsWith(".")) {
                return true;
            }
        }
        return false;
    }

    /** The targets of a page's Markdown links, outside code blocks and code spans. */
    static List<String> links(String page) {
        List<String> targets = new ArrayList<>();
        boolean code = false;
        for (String line : page.lines().toList()) {
            if (line.startsWith("```")) {
                code = !code;
                continue;
            }
            if (!code) {
                Matcher m = LINK.matcher(line.replaceAll("`[^`]*`", ""));
                while (m.find()) {
                    targets.add(m.group(1));
                }
            }
        }
        return targets;
    }

    /** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces to hyphens, -1, -2 on repeats. */
    static Set<String> anchors(String page) {
        Set<String> anchors = new HashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        boolean code = false;
        for (String line : page.lines().toList()) {
            if (line.startsWith("```")) {
                code = !code;
                continue;
            }
            Matcher heading = Pattern.compile("^#{1,6}\\s+(.*?)\\s*#*\\s*$").matcher(line);
            if (!code && heading.matches()) {
                String slug = slug(heading.group(1));
                int count = seen.merge(slug, 1, Integer::sum);
                anchors.add(count == 1 ? slug : slug + "-" + (count - 1));
            }
        }
        return anchors;
    }

    static String slug(String heading) {
        return heading.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{M}\\p{N}_ -]", "").replace(' ', '-');
    }

    private static String name(Path page) {
        return ROOT.relativize(page).toString();
    }
}
