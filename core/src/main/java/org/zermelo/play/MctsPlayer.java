package org.zermelo.play;

import java.util.SplittableRandom;
import org.zermelo.game.Position;
import org.zermelo.search.Mcts;

/**
 * A player that chooses by Monte-Carlo tree search ({@link Mcts}), within a number of
 * iterations, a time, or both (whichever ends first), from its own seed.
 */
public final class MctsPlayer implements Player {

    private final String spec;
    private final Mcts mcts;
    private final long iterations;
    private final long timeMillis;

    /**
     * @param spec the AI spec, as {@link Players} reads it
     * @param solver true for MCTS-Solver
     * @param exploration the exploration constant c of UCB1
     * @param iterations the iterations per move, or 0 for none
     * @param timeMillis the time per move, or 0 for none
     */
    public MctsPlayer(String spec, boolean solver, double exploration, long iterations, long timeMillis, long seed) {
        this.spec = spec;
        this.mcts = new Mcts(exploration, solver, new SplittableRandom(seed));
        this.iterations = iterations;
        this.timeMillis = timeMillis;
    }

    @Override
    public String spec() {
        return spec;
    }

    @Override
    public Choice choose(Position position) {
        return new Choice(mcts.search(position, iterations, timeMillis).move(), null);
    }
}
