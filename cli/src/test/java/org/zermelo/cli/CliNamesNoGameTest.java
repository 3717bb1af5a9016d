package org.zermelo.cli;

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
import picocli.CommandLine.Command;

/**
 * The command line names no concrete game (docs/architecture.md: what it shows comes from
 * {@code Games}, the abilities and the catalogue). Each main source file of the cli module is read,
 * its comments set apart from its code and its string literals (text blocks included), and this
 * test fails on:
 * <ul>
 *   <li>a game's package in the code or in a literal: {@code org.zermelo.games.NAME.} (an import, a
 *       qualified name, a class name in a string); the games module's root package, such as
 *       {@code org.zermelo.games.Fingerprint}, is allowed;</li>
 *   <li>a string literal that is the name of a registered game ({@code Games.all()}: {@code "othello"}),
 *       starts with one followed by a space ({@code "othello f5d6c3"}), or is a command line naming one
 *       (a command of {@code Main.COMMANDS}, optionally after {@code zermelo}, then a game's name:
 *       {@code "search othello"}).</li>
 * </ul>
 * Prose is not checked: comments, and a sentence in a help text that mentions a game ("An Othello
 * engine", "a gammon 2, a backgammon 3"), are fine.
 */
class CliNamesNoGameTest {

    private static final Path SOURCES = Path.of("src/main/java");
    private static final Pattern GAME_PACKAGE = Pattern.compile("\\borg\\.zermelo\\.games\\.[a-z_][A-Za-z0-9_]*\\.");

    /** A piece of a source file: its code (comments and literals left out) or one literal, and the line it starts on. */
    private record Piece(int line, String text, boolean literal) {}

    @Test
    void noMainSourceImportsAGamesPackageOrNamesAGame() throws IOException {
        List<String> games = Games.all().stream().map(Game::name).toList();
        assertThat(games).as("the games found on the class path").hasSizeGreaterThan(5);
        List<String> commands = Main.COMMANDS.stream().map(c -> c.getAnnotation(Command.class).name()).toList();
        List<String> violations = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(SOURCES)) {
            files = walk.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        }
        assertThat(files).as("the cli's main sources under %s", SOURCES.toAbsolutePath()).isNotEmpty();
        for (Path file : files) {
            for (Piece piece : pieces(Files.readString(file))) {
                String where = SOURCES.relativize(file) + ":" + piece.line() + ": ";
                Matcher m = GAME_PACKAGE.matcher(piece.text());
                if (m.find()) {
                    violations.add(where + "a game's package, " + m.group());
                }
                if (piece.literal()) {
                    String game = namedGame(piece.text(), games, commands);
                    if (game != null) {
                        violations.add(where + "the literal \"" + piece.text() + "\" names the game " + game);
                    }
                }
            }
        }
        assertThat(violations).as("cli main sources naming a game: each should learn it from Games, an ability or a protocol")
                .isEmpty();
    }

    /** The test itself catches what it should. */
    @Test
    void theCheckSeesLiteralsImportsAndNotComments() {
        List<String> games = List.of("othello", "nim");
        List<String> commands = List.of("search", "solve");
        String source = """
                import org.zermelo.games.othello.Othello; // org.zermelo.games.nim.Nim in a comment
                import org.zermelo.games.Fingerprint;
                /* "othello" in a comment */
                class X {
                    String a = "othello";
                    String b = "nim 3,4,5";
                    String c = "search othello f5";
                    String d = "An Othello engine, and a nim heap";
                    String e = "./zermelo solve nim";
                    char q = '"';
                    String f = "escaped \\" quote";
                    String g = \"""
                        nim\""";
                    String h = "nimble";
                }
                """;
        List<Piece> pieces = pieces(source);
        assertThat(pieces.stream().filter(p -> !p.literal()).map(Piece::text).filter(t -> GAME_PACKAGE.matcher(t).find()).count())
                .as("one game package in the code").isEqualTo(1);
        assertThat(pieces.stream().filter(Piece::literal).filter(p -> namedGame(p.text(), games, commands) != null).map(Piece::line))
                .containsExactly(5, 6, 7, 9, 12);
    }

    /** The game {@code literal} names, or null. */
    private static String namedGame(String literal, List<String> games, List<String> commands) {
        String words = literal.strip();
        for (String game : games) {
            if (words.equals(game) || words.startsWith(game + " ")) {
                return game;
            }
        }
        String line = words.replaceFirst("^(\\./)?zermelo\\s+", "");
        for (String command : commands) {
            if (line.startsWith(command + " ")) {
                String rest = line.substring(command.length()).strip();
                for (String game : games) {
                    if (rest.equals(game) || rest.startsWith(game + " ")) {
                        return game;
                    }
                }
            }
        }
        return null;
    }

    /**
     * The code of {@code source} (comments left out, each literal replaced by a space), as one
     * piece a line, and each string literal and text block, raw, as a piece of its own.
     */
    private static List<Piece> pieces(String source) {
        List<Piece> pieces = new ArrayList<>();
        StringBuilder code = new StringBuilder();
        int line = 1;
        int codeLine = 1;
        int i = 0;
        int n = source.length();
        while (i < n) {
            char c = source.charAt(i);
            if (c == '\n') {
                pieces.add(new Piece(codeLine, code.toString(), false));
                code.setLength(0);
                line++;
                codeLine = line;
                i++;
            } else if (source.startsWith("//", i)) {
                while (i < n && source.charAt(i) != '\n') {
                    i++;
                }
            } else if (source.startsWith("/*", i)) {
                int end = source.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
                line += count(source, i, end);
                i = end;
            } else if (source.startsWith("\"\"\"", i) || c == '"' || c == '\'') {
                String quote = source.startsWith("\"\"\"", i) ? "\"\"\"" : String.valueOf(c);
                int start = i + quote.length();
                int j = start;
                while (j < n && !source.startsWith(quote, j)) {
                    j += source.charAt(j) == '\\' ? 2 : 1;
                }
                int end = Math.min(j, n);
                if (c != '\'') {
                    pieces.add(new Piece(line, source.substring(start, end), true));
                }
                line += count(source, i, end);
                code.append(' ');
                i = Math.min(n, end + quote.length());
            } else {
                code.append(c);
                i++;
            }
        }
        pieces.add(new Piece(codeLine, code.toString(), false));
        return pieces;
    }

    private static int count(String s, int from, int to) {
        int lines = 0;
        for (int k = from; k < to; k++) {
            if (s.charAt(k) == '\n') {
                lines++;
            }
        }
        return lines;
    }
}
