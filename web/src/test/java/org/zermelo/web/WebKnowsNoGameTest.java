package org.zermelo.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Game;
import org.zermelo.game.Games;

/**
 * Nothing above the games names a concrete game: the web draws every game from what the game
 * says of itself ({@code Games}, the abilities, the position's drawing), so that a new game is
 * drawn without a change here. Its main sources (Java, scripts, pages, the stylesheet) import
 * no game's package and name no registered game: not as a quoted literal ({@code "connect4"},
 * {@code 'pig'}), nor as a key of a script's object ({@code tictactoe: {...}}), nor as part of a
 * stylesheet's class ({@code .board-othello}).
 */
class WebKnowsNoGameTest {

    private static final Path MAIN = Path.of("src/main");
    /** A game's package, under org.zermelo.games (its classes in lower case; Games, Fingerprint are not games). */
    private static final Pattern GAME_PACKAGE = Pattern.compile("org\\.zermelo\\.games\\.[a-z]\\w*");

    /** Where {@code text}, the source {@code file}, names one of {@code names} or imports a game: "file:line: what". */
    static List<String> namings(String file, String text, List<String> names) {
        List<Pattern> patterns = new ArrayList<>();
        if (file.endsWith(".java")) {
            patterns.add(GAME_PACKAGE);
        }
        for (String name : names) {
            String n = Pattern.quote(name);
            patterns.add(Pattern.compile("([\"'`])" + n + "\\1"));
            if (file.endsWith(".js")) {
                patterns.add(Pattern.compile("(?<=[{,]\\s{0,100})" + n + "\\s*:"));
            }
            if (file.endsWith(".css")) {
                patterns.add(Pattern.compile("\\.[\\w-]*(?<![A-Za-z0-9_])" + n + "(?![A-Za-z0-9_])"));
            }
        }
        List<String> found = new ArrayList<>();
        for (Pattern pattern : patterns) {
            Matcher m = pattern.matcher(text);
            while (m.find()) {
                int line = 1 + (int) text.substring(0, m.start()).chars().filter(c -> c == '\n').count();
                found.add(file + ":" + line + ": " + m.group().strip());
            }
        }
        return found;
    }

    @Test
    void noMainSourceImportsAGameOrNamesOne() throws IOException {
        List<String> names = Games.all().stream().map(Game::name).toList();
        assertThat(names).as("the registered games").hasSizeGreaterThanOrEqualTo(10);
        List<String> found = new ArrayList<>();
        int files = 0;
        try (Stream<Path> walk = Files.walk(MAIN)) {
            for (Path file : walk.filter(Files::isRegularFile).filter(f -> f.toString().matches(".*\\.(java|js|html|css)")).toList()) {
                found.addAll(namings(file.toString(), Files.readString(file), names));
                files++;
            }
        }
        assertThat(files).as("main sources read").isGreaterThan(20);
        assertThat(found).as("a game named by the web's main sources: draw it from its Drawing, choose it from Games").isEmpty();
    }

    @Test
    void whatIsLookedForIsFound() {
        List<String> names = List.of("connect4", "pig", "othello", "tictactoe");
        assertThat(namings("Boards.java", "import org.zermelo.games.Games;\nx = (org.zermelo.games.pig.Pig) p;\n"
                + "case \"connect4\" -> a;\n// Connect Four's gravity\n", names))
                .containsExactly("Boards.java:2: org.zermelo.games.pig", "Boards.java:3: \"connect4\"");
        assertThat(namings("board.js", "const STYLES = {\n  tictactoe: { board: '#f7f4ea' },\n};\nif (k === 'pig') {}\nconst pigs = 1;", names))
                .containsExactly("board.js:4: 'pig'", "board.js:2: tictactoe:");
        assertThat(namings("style.css", ".board-othello .legal-dot { }\n.board .piglet { }", names))
                .containsExactly("style.css:1: .board-othello");
    }
}
