package org.zermelo.play;

import java.util.SplittableRandom;
import org.zermelo.game.Game;
import org.zermelo.game.Position;
import org.zermelo.game.SelfSolving;
import org.zermelo.search.NegamaxAlphaBeta;
import org.zermelo.search.Solver;

/**
 * A player that solves the position exactly and plays one of the moves that keep its value,
 * chosen at random (seeded) among them, as the course suggests, so that it is not predictable.
 * A game that solves itself ({@link SelfSolving}: Pig, by value iteration) gives its optimal
 * policy; the others are solved by alpha-beta to the end, so only games small enough to solve
 * from the position the player is asked about.
 */
public final class PerfectPlayer implements Player {

    private final SelfSolving selfSolving;
    private final SplittableRandom random;
    private final NegamaxAlphaBeta search = new NegamaxAlphaBeta(null);

    public PerfectPlayer(Game game, long seed) {
        selfSolving = game instanceof SelfSolving s ? s : null;
        random = new SplittableRandom(seed);
    }

    @Override
    public String spec() {
        return "perfect";
    }

    @Override
    public Choice choose(Position position) {
        int[] best = selfSolving != null ? selfSolving.solve(position).bestMoves() : Solver.solve(position, search).bestMoves();
        return new Choice(best[random.nextInt(best.length)], null);
    }
}
