package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layers of docs/architecture.md, checked on the compiled classes with the JDK's {@code jdeps}:
 * the packages' dependencies form no cycle, and every one points down, from the front-ends
 * ({@code cli}, {@code web}) to the games, to core's packages ({@code protocol}, {@code play},
 * {@code learn}, {@code tree}, {@code search}, {@code game} and {@code io}, in that order); a game's package uses only the game
 * contract (and learned evaluations), never a search; nothing above the games names a game's package.
 */
class ArchitectureTest {

    /** Each package's floor: a package may depend only on packages of a lower floor (or its own, without a cycle). */
    private static final Map<String, Integer> FLOORS = Map.ofEntries(
            Map.entry("org.zermelo.io", 0),
            Map.entry("org.zermelo.game", 0),
            Map.entry("org.zermelo.search", 1),
            Map.entry("org.zermelo.endgame", 1),
            Map.entry("org.zermelo.tree", 2),
            Map.entry("org.zermelo.learn", 2),
            Map.entry("org.zermelo.play", 3),
            // a game's protocols talk to an Engine, which this package makes from a player or a search
            Map.entry("org.zermelo.protocol", 4),
            // exact solving on many machines: units of the search's solvers, sent to Hazelcast's members (its own module)
            Map.entry("org.zermelo.cluster", 4),
            Map.entry("org.zermelo.games", 5),
            Map.entry("org.zermelo.web", 6),
            Map.entry("org.zermelo.cli", 7));

    private static final Pattern EDGE = Pattern.compile("^\\s+(org\\.zermelo[\\w.]*)\\s+->\\s+(org\\.zermelo[\\w.]*)\\s");

    private static Map<String, Set<String>> graph;

    @BeforeAll
    static void readTheClasses() {
        Optional<ToolProvider> jdeps = ToolProvider.findFirst("jdeps");
        Assumptions.assumeTrue(jdeps.isPresent(), "no jdeps in this JDK: the architecture is not checked");
        List<String> args = new ArrayList<>(List.of("-verbose:package", "-filter:none", "-e", "org\\.zermelo.*"));
        for (String module : List.of("core", "games", "web", "cluster", "cli")) {
            Path classes = Path.of("..", module, "target", "classes");
            Assumptions.assumeTrue(Files.isDirectory(classes), "no " + classes + ": build the modules first");
            args.add(classes.toString());
        }
        StringWriter out = new StringWriter();
        int code = jdeps.get().run(new PrintWriter(out), new PrintWriter(new StringWriter()), args.toArray(String[]::new));
        assertThat(code).as("jdeps").isZero();
        graph = new TreeMap<>();
        for (String line : out.toString().split("\\R")) {
            Matcher m = EDGE.matcher(line);
            if (m.find() && !m.group(1).equals(m.group(2))) {
                graph.computeIfAbsent(m.group(1), k -> new TreeSet<>()).add(m.group(2));
            }
        }
        assertThat(graph).as("the packages' dependencies").containsKeys("org.zermelo.cli", "org.zermelo.search");
    }

    /** The floor of a package: that of the longest prefix listed ({@code org.zermelo.games.othello} is a game's). */
    private static int floor(String pkg) {
        String best = null;
        for (String p : FLOORS.keySet()) {
            if ((pkg.equals(p) || pkg.startsWith(p + ".")) && (best == null || p.length() > best.length())) {
                best = p;
            }
        }
        assertThat(best).as("the floor of " + pkg + " (add it to FLOORS and docs/architecture.md)").isNotNull();
        return FLOORS.get(best);
    }

    private static boolean aGamesPackage(String pkg) {
        return pkg.startsWith("org.zermelo.games.");
    }

    @Test
    void everyDependencyPointsDown() {
        List<String> up = new ArrayList<>();
        graph.forEach((from, tos) -> {
            for (String to : tos) {
                if (floor(to) > floor(from)) {
                    up.add(from + " -> " + to);
                }
            }
        });
        assertThat(up).as("dependencies that point up").isEmpty();
    }

    @Test
    void thePackagesFormNoCycle() {
        List<String> cycles = new ArrayList<>();
        Map<String, Integer> state = new TreeMap<>();
        for (String pkg : graph.keySet()) {
            visit(pkg, state, new ArrayList<>(), cycles);
        }
        assertThat(cycles).as("cycles between packages").isEmpty();
    }

    private static void visit(String pkg, Map<String, Integer> state, List<String> path, List<String> cycles) {
        Integer s = state.get(pkg);
        if (s != null && s == 2) {
            return;
        }
        if (s != null && s == 1) {
            cycles.add(String.join(" -> ", path.subList(path.indexOf(pkg), path.size())) + " -> " + pkg);
            return;
        }
        state.put(pkg, 1);
        path.add(pkg);
        for (String to : graph.getOrDefault(pkg, Set.of())) {
            visit(to, state, path, cycles);
        }
        path.remove(path.size() - 1);
        state.put(pkg, 2);
    }

    @Test
    void aGameUsesTheContractNeverASearch() {
        List<String> wrong = new ArrayList<>();
        graph.forEach((from, tos) -> {
            if (aGamesPackage(from)) {
                for (String to : tos) {
                    if (to.equals("org.zermelo.search") || to.equals("org.zermelo.tree") || to.equals("org.zermelo.play")) {
                        wrong.add(from + " -> " + to);
                    }
                }
            }
        });
        assertThat(wrong).as("games that use a search").isEmpty();
    }

    @Test
    void nothingAboveTheGamesNamesAGamesPackage() {
        List<String> wrong = new ArrayList<>();
        graph.forEach((from, tos) -> {
            if (floor(from) > floor("org.zermelo.games")) {
                for (String to : tos) {
                    if (aGamesPackage(to)) {
                        wrong.add(from + " -> " + to);
                    }
                }
            }
        });
        assertThat(wrong).as("front-ends that name a game's package").isEmpty();
    }
}
