package org.zermelo.cli;

import java.io.IOException;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.Position;
import org.zermelo.io.FileErrors;

/** Reading what the user typed into games and positions, with messages that say what to type. */
final class Inputs {

    private Inputs() {}

    /**
     * {@code text} safe to show on a terminal: control characters, a byte-order mark and other
     * invisible or unprintable characters written as {@code \\u0000}, so that a line read from a
     * file cannot drive the terminal or hide what is wrong with it.
     */
    static String printable(String text) {
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            int type = Character.getType(c);
            boolean hidden = Character.isISOControl(c) || type == Character.FORMAT || type == Character.UNASSIGNED
                    || type == Character.PRIVATE_USE || type == Character.SURROGATE || c == 0xFFFD;
            if (hidden) {
                out.append(String.format(java.util.Locale.ROOT, "\\u%04x", c));
            } else {
                out.appendCodePoint(c);
            }
        });
        return out.toString();
    }

    /** The game by name. */
    static Game game(String name) {
        return Games.byName(name);
    }

    /** The position in the game's notation, or the start when {@code text} is null. */
    static Position position(Game game, String text) {
        return Games.position(game, text);
    }

    /**
     * The game and the position, as the first line of an answer says them: {@code connect4 4453};
     * a position written as nothing (Connect Four's start) is said {@code (start)}.
     */
    static String heading(Game game, Position position) {
        String text = position.toString();
        return game.name() + " " + (text.isEmpty() ? "(start)" : text);
    }

    /** The seed given, or one from the clock (short enough to type back) when none was. */
    static long seed(Long given) {
        return given != null ? given : System.nanoTime() & 0xFFFF_FFFFL;
    }

    /**
     * Why a file could not be read or written, in words: Java's messages are often the file's
     * name alone ({@code NoSuchFileException}) or "Input length = 1" (a file not in UTF-8).
     */
    static String reason(IOException e) {
        return FileErrors.reason(e);
    }

    /** The deepest horizon a user may ask for. */
    static final int MAX_DEPTH = 1000;

    /** The depth a user asked for, checked. */
    static int depth(int depth) {
        if (depth < 1 || depth > MAX_DEPTH) {
            throw new IllegalArgumentException("--depth must be a whole number from 1 to " + MAX_DEPTH + ", not " + depth);
        }
        return depth;
    }
}
