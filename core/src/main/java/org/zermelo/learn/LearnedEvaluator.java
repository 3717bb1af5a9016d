package org.zermelo.learn;

import org.zermelo.game.Evaluator;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;

/**
 * A learned value used as the evaluation at a search's horizon: the network's value, or the
 * table's probability of winning turned around for the side to move, both from -1 to 1, times
 * {@value #UNITS}, far within the evaluation limit. A network with a hidden layer gives the
 * expected game value over the largest one (backgammon: expected points over 3), times the
 * evaluation limit less one, which {@link #valueAtLimit} tells a search of chance nodes to read
 * in game units (points), next to the ends of games. An evaluator serves one search at a time:
 * each has its own copy of the network's scratch space, the weights shared.
 */
public final class LearnedEvaluator implements Evaluator {

    /** The evaluation of a certain win: a learned value of 1. */
    public static final int UNITS = 10_000;

    private final Network network;
    private final Table table;
    private final int scale;

    /** The evaluation of a network's values. */
    public LearnedEvaluator(Network network) {
        this.network = network.copy();
        this.table = null;
        this.scale = network.hidden() > 0 ? Scores.EVAL_LIMIT - 1 : UNITS;
    }

    /** The evaluation of a table's values. */
    public LearnedEvaluator(Table table) {
        this.network = null;
        this.table = table;
        this.scale = UNITS;
    }

    /** A network with a hidden layer values expected points over the largest game value; the others, one game. */
    @Override
    public double valueAtLimit() {
        return network != null && network.hidden() > 0 ? network.maxValue() : 1;
    }

    @Override
    public int evaluate(Position position) {
        double value = network != null ? network.value(position) : 2 * (0.5 - table.value(position));
        return (int) Math.round(value * scale);
    }
}
