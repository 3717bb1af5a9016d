package org.zermelo.games.draughts;

import java.util.List;
import org.zermelo.game.EngineDriver;
import org.zermelo.game.EngineDrivers;

/** International draughts, FMJD rules; its outside engines may speak Hub ({@link HubDriver}), as Scan does. */
public final class InternationalGame extends VariantGame implements EngineDrivers {

    public InternationalGame() {
        super(Rules.INTERNATIONAL, "International draughts, FMJD rules: 10x10, men capture backward too, flying kings, the capture taking the most pieces is compulsory; White moves first", "W:W28,31,33-50:B1-18,20,23");
    }

    @Override
    public List<EngineDriver> drivers() {
        return List.of(new HubDriver());
    }
}
