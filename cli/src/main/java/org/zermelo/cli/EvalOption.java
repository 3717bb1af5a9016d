package org.zermelo.cli;

import org.zermelo.game.Game;
import org.zermelo.learn.Evaluations;
import picocli.CommandLine.Option;

/** The option {@code --eval E} of the commands that evaluate at a horizon (a picocli mixin). */
final class EvalOption {

    @Option(names = "--eval", paramLabel = "EVAL", description = "The evaluation at the horizon: one of the game's by name (see "
            + "'zermelo games'), or a weights file written by 'zermelo learn' (FILE.json); by default the game's own.")
    String eval;

    /** The evaluation asked for, or the game's default. */
    Evaluations.Named resolve(Game game) {
        return eval == null ? Evaluations.defaultOf(game) : Evaluations.resolve(game, eval);
    }
}
