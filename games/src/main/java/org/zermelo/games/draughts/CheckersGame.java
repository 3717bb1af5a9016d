package org.zermelo.games.draughts;

/** English (American) checkers, WCDF rules. */
public final class CheckersGame extends VariantGame {

    public CheckersGame() {
        super(Rules.ENGLISH, "English (American) checkers, WCDF rules: 8x8, men step and capture forward, kings step; capture compulsory, any capture may be chosen; Black moves first", "B:W18,21,23-32:B1-10,12,15");
    }
}
