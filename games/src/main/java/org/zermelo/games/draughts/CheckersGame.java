package org.zermelo.games.draughts;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.zermelo.game.Evaluator;
import org.zermelo.learn.WeightsFile;

/** English (American) checkers, WCDF rules. */
public final class CheckersGame extends VariantGame {

    public CheckersGame() {
        super(Rules.ENGLISH, "English (American) checkers, WCDF rules: 8x8, men step and capture forward, kings step; capture compulsory, any capture may be chosen; Black moves first", "B:W18,21,23-32:B1-10,12,15");
    }

    /**
     * The hand-set evaluation ({@code eval=classic}, the default) and the learned network
     * ({@code eval=td}: {@link #TD}).
     */
    @Override
    public Map<String, Supplier<Evaluator>> evaluations() {
        Map<String, Supplier<Evaluator>> evaluations = new LinkedHashMap<>();
        evaluations.put("classic", this::evaluator);
        evaluations.put(TD, () -> Shipped.TD.evaluator());
        return evaluations;
    }

    /**
     * The learned network: at 10,000 nodes a move, quiescence with it scored 76.6% against
     * quiescence with {@code classic} over 156 games of the 3-move ballot, and 66.3% over 40 at
     * 100 ms a move (docs/measurements.md).
     */
    @Override
    public String playEvaluation() {
        return TD;
    }

    /**
     * Quiescence: the captures that must be made searched past the horizon. At 100 ms a move it
     * scored 59.2% against {@code pvs} over 120 games of three runs (docs/measurements.md).
     */
    @Override
    public String playAlgorithm() {
        return "quiescence";
    }

    /** The name of the learned evaluation, {@code eval=td}. */
    static final String TD = "td";

    /**
     * The network shipped as {@code td}: the {@code diagonal4} n-tuples (43 tuples of four
     * squares), learned by {@code zermelo learn checkers} from zero weights in 200,000 games of
     * TD(0.5) self-play on one thread (seed 1; its file records the command). Read the first
     * time it is asked for.
     */
    private static final class Shipped {
        static final WeightsFile.Learned TD = WeightsFile.resource(new CheckersGame(), CheckersGame.class,
                "checkers-td.json.gz");
    }
}
