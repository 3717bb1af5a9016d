package org.zermelo.games.draughts;

/** International draughts, FMJD rules. */
public final class InternationalGame extends VariantGame {

    public InternationalGame() {
        super(Rules.INTERNATIONAL, "International draughts, FMJD rules: 10x10, men capture backward too, flying kings, the capture taking the most pieces is compulsory; White moves first", "W:W28,31,33-50:B1-18,20,23");
    }
}
