package org.zermelo.cli;

import org.zermelo.game.Game;
import org.zermelo.game.Goal;
import org.zermelo.game.Position;
import picocli.CommandLine.Option;

/** The option {@code --goal N} of the games played to a score (Pig), and the position it changes (a picocli mixin). */
final class GoalOption {

    @Option(names = "--goal", paramLabel = "N", description = "For games played to a score (pig): the score that wins (pig: 100 by default).")
    Integer goal;

    /** The position written {@code text} (the start when null), played to the goal given, if any. */
    Position position(Game game, String text) {
        if (goal == null) {
            return Inputs.position(game, text);
        }
        if (!(game instanceof Goal goalGame)) {
            throw new IllegalArgumentException("--goal is for games played to a score, like pig; " + game.name() + " has no goal");
        }
        try {
            return goalGame.withGoal(text, goal);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("bad " + game.name() + " position: " + e.getMessage()
                    + " (notation: " + game.positionNotation() + ")");
        }
    }
}
