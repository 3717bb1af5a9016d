package org.zermelo.game;

import java.util.Locale;

/** The result of a game for one player. */
public enum Outcome {
    WIN,
    DRAW,
    LOSS;

    /** The outcome of a game value for the player it belongs to. */
    public static Outcome of(int gameValue) {
        return gameValue > 0 ? WIN : gameValue < 0 ? LOSS : DRAW;
    }

    /** "win", "draw" or "loss", as in the JSON output. */
    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
