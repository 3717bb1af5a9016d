package org.zermelo.play;

import java.util.SplittableRandom;
import org.zermelo.game.Position;
import org.zermelo.search.NegamaxAlphaBeta;
import org.zermelo.search.Solver;

/**
 * A player that solves the position exactly and plays one of the moves that keep its value,
 * chosen at random (seeded) among them, as the course suggests, so that it is not predictable.
 * Only for games small enough to solve from the position it is asked about.
 */
public final class PerfectPlayer implements Player {

    private final SplittableRandom random;
    private final NegamaxAlphaBeta search = new NegamaxAlphaBeta(null);

    public PerfectPlayer(long seed) {
        random = new SplittableRandom(seed);
    }

    @Override
    public String spec() {
        return "perfect";
    }

    @Override
    public Choice choose(Position position) {
        Solver.Solution solution = Solver.solve(position, search);
        int[] best = solution.bestMoves();
        return new Choice(best[random.nextInt(best.length)], null);
    }
}
