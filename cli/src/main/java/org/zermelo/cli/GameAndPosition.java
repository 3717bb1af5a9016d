package org.zermelo.cli;

import org.zermelo.game.Game;
import org.zermelo.game.Position;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** The arguments {@code GAME [POSITION]} that solve and search share (a picocli mixin). */
final class GameAndPosition {

    @Parameters(index = "0", paramLabel = "GAME", description = "The game (see 'zermelo games').")
    String gameName;

    @Parameters(index = "1", arity = "0..1", paramLabel = "POSITION",
            description = "The position in the game's notation; the start if omitted.")
    String positionText;

    Game game() {
        return Inputs.game(gameName);
    }

    @Mixin
    GoalOption goal;

    Position position(Game game) {
        return goal.position(game, positionText);
    }
}
