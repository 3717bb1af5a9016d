package org.zermelo.games.draughts;

/** Brazilian draughts. */
public final class BrazilianGame extends VariantGame {

    public BrazilianGame() {
        super(Rules.BRAZILIAN, "Brazilian draughts: the international rules on 8x8; White moves first", "W:W18,21,23-32:B1-10,12,15");
    }
}
