package org.zermelo.games.backgammon;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;

/**
 * GNU Backgammon as the oracle of the move generator: for positions of seeded random games, the
 * number of moves of the roll is the number of lines of gnubg's hint list (one per distinct
 * position). Needs Debian's gnubg; skipped with one line where it is not installed, and a
 * failure under {@code CI=true}, where {@code .ci/run} installs it.
 */
class GnuBackgammonTest {

    private static final String INSTALL = "apt-get install gnubg gnubg-data (Debian's GNU Backgammon)";
    private static final Pattern ID_LINE = Pattern.compile("Position ID: ([A-Za-z0-9+/]{14})");
    private static final Pattern HINT_LINE = Pattern.compile("^\\s+\\d+\\. ");

    @Test
    void everyPositionHasAsManyMovesAsGnuBackgammonsHintLists() throws IOException, InterruptedException {
        File gnubg = gnubg();
        Map<String, Integer> ours = positions();
        StringBuilder script = new StringBuilder("set player 0 human\nset player 1 human\nnew game\n");
        for (String position : ours.keySet()) {
            String[] parts = position.split(":");
            script.append("set board ").append(parts[0]).append('\n')
                    .append("set dice ").append(parts[1].charAt(0)).append(' ').append(parts[1].charAt(1)).append('\n')
                    .append("hint 10000\n");
        }
        script.append("exit\ny\n");
        Path input = Files.createTempFile("zermelo-gnubg", ".txt");
        Files.writeString(input, script);
        Path output = Files.createTempFile("zermelo-gnubg", ".out");
        // Files in and out, and a time limit: a gnubg that waits for something cannot hang the test.
        Process process = new ProcessBuilder(gnubg.getPath(), "-t", "-q").redirectInput(input.toFile())
                .redirectOutput(output.toFile()).redirectErrorStream(true).start();
        boolean ended = process.waitFor(120, TimeUnit.SECONDS);
        process.destroyForcibly();
        String text = Files.readString(output, StandardCharsets.UTF_8);
        Files.delete(input);
        Files.delete(output);
        assertThat(ended).as("gnubg ended within 2 minutes; it wrote: %s", text).isTrue();
        Map<String, Integer> theirs = hintCounts(text);
        for (Map.Entry<String, Integer> e : ours.entrySet()) {
            String id = e.getKey().substring(0, 14);
            assertThat(theirs.get(id)).as("moves of %s, ours against gnubg's hint list", e.getKey()).isEqualTo(e.getValue());
        }
    }

    /** Positions after their roll along three seeded random games, each with its number of moves (two or more). */
    private static Map<String, Integer> positions() {
        Map<String, Integer> positions = new LinkedHashMap<>();
        SplittableRandom random = new SplittableRandom(2026);
        MoveList moves = new MoveList();
        for (int game = 0; game < 3; game++) {
            Backgammon p = new Backgammon();
            int decisions = 0;
            while (!p.isTerminal()) {
                p.legalMoves(moves);
                if (!p.isChanceNode() && ++decisions % 7 == 0 && moves.size() >= 2) {
                    positions.putIfAbsent(p.toString(), moves.size());
                }
                p.play(moves.get(random.nextInt(moves.size())));
            }
        }
        assertThat(positions).hasSizeGreaterThan(10);
        return positions;
    }

    /** The number of hint lines after each position ID gnubg shows. */
    private static Map<String, Integer> hintCounts(String output) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        String current = null;
        for (String line : output.split("\n")) {
            Matcher id = ID_LINE.matcher(line);
            if (id.find()) {
                current = id.group(1);
            } else if (current != null && HINT_LINE.matcher(line).find()) {
                counts.merge(current, 1, Integer::sum);
            }
        }
        return counts;
    }

    /** ZERMELO_GNUBG, Debian's /usr/games/gnubg, or a gnubg on the PATH. */
    private static File gnubg() {
        List<String> paths = new java.util.ArrayList<>(List.of(System.getenv().getOrDefault("ZERMELO_GNUBG", ""), "/usr/games/gnubg"));
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            paths.add(dir + "/gnubg");
        }
        for (String path : paths) {
            if (!path.isEmpty() && new File(path).canExecute()) {
                return new File(path);
            }
        }
        if ("true".equals(System.getenv("CI"))) {
            throw new AssertionError("CI=true and the GNU Backgammon tests must run, but no gnubg was found: " + INSTALL);
        }
        System.out.println("GNU Backgammon tests skipped: no gnubg found; to run them: " + INSTALL);
        Assumptions.abort("no gnubg");
        return null;
    }
}
