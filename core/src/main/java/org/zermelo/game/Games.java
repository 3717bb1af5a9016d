package org.zermelo.game;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;

/** The games on the class path, found with {@link ServiceLoader}, sorted by name. */
public final class Games {

    private Games() {}

    /** Every game available, sorted by name. */
    public static List<Game> all() {
        List<Game> games = new ArrayList<>();
        ServiceLoader.load(Game.class).forEach(games::add);
        games.sort(Comparator.comparing(Game::name));
        return games;
    }

    /**
     * The game called {@code name}.
     *
     * @throws IllegalArgumentException naming the games there are, when there is none by that name
     */
    public static Game byName(String name) {
        List<Game> games = all();
        for (Game game : games) {
            if (game.name().equals(name)) {
                return game;
            }
        }
        List<String> names = games.stream().map(Game::name).toList();
        throw new IllegalArgumentException(
                "unknown game '" + name + "': expected one of " + String.join(", ", names));
    }

    /**
     * The position {@code text} in {@code game}'s notation, or its start when {@code text} is null.
     *
     * @throws IllegalArgumentException saying what is wrong and the notation expected, as every
     *     tool words it: {@code bad tictactoe position: ... (notation: ...)}
     */
    public static Position position(Game game, String text) {
        if (text == null) {
            return game.start();
        }
        try {
            return game.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("bad " + game.name() + " position: " + e.getMessage()
                    + " (notation: " + game.positionNotation() + ")");
        }
    }
}
