package org.zermelo.learn;

import org.zermelo.game.Evaluator;
import org.zermelo.game.Position;

/**
 * A learned value used as the evaluation at a search's horizon: the network's value, or the
 * table's probability of winning turned around for the side to move, both from -1 to 1, times
 * {@value #UNITS}, far within the evaluation limit. An evaluator serves one search at a time:
 * each has its own copy of the network's scratch space, the weights shared.
 */
public final class LearnedEvaluator implements Evaluator {

    /** The evaluation of a certain win: a learned value of 1. */
    public static final int UNITS = 10_000;

    private final Network network;
    private final Table table;

    /** The evaluation of a network's values. */
    public LearnedEvaluator(Network network) {
        this.network = network.copy();
        this.table = null;
    }

    /** The evaluation of a table's values. */
    public LearnedEvaluator(Table table) {
        this.network = null;
        this.table = table;
    }

    @Override
    public int evaluate(Position position) {
        double value = network != null ? network.value(position) : 2 * (0.5 - table.value(position));
        return (int) Math.round(value * UNITS);
    }
}
