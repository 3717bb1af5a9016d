package org.zermelo.play;

import java.util.SplittableRandom;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.search.MonteCarlo;

/**
 * Flat Monte-Carlo: each legal move is played and its position estimated by the same number of
 * random playouts ({@link MonteCarlo}); the move with the best mean result for the player wins,
 * ties broken at random (seeded), as the course suggests. No tree: every move gets the same
 * share of the playouts, however bad it looks early.
 */
public final class MonteCarloPlayer implements Player {

    /** The playouts per move when the spec gives none. */
    public static final int DEFAULT_PLAYOUTS = 200;

    private final int playouts;
    private final SplittableRandom random;
    private final MonteCarlo monteCarlo;
    private final MoveList moves = new MoveList();

    /**
     * @param playouts per legal move, 1 to {@link MonteCarlo#MAX_PLAYOUTS}
     * @param seed the source of the playouts and of the tie-breaks
     */
    public MonteCarloPlayer(int playouts, long seed) {
        this.playouts = MonteCarlo.checkPlayouts(playouts);
        this.random = new SplittableRandom(seed);
        this.monteCarlo = new MonteCarlo(random);
    }

    @Override
    public String spec() {
        return "montecarlo:playouts=" + playouts;
    }

    @Override
    public Choice choose(Position position) {
        int side = position.sideToMove();
        position.legalMoves(moves);
        moves.shuffle(random); // the first of equal moves is kept: ties are broken at random
        int n = moves.size();
        int best = -1;
        double bestMean = -1;
        for (int i = 0; i < n; i++) {
            int move = moves.get(i);
            position.play(move);
            double mean = monteCarlo.mean(position, playouts);
            if (position.sideToMove() != side) {
                mean = 1 - mean;
            }
            position.undo();
            if (mean > bestMean) {
                best = move;
                bestMean = mean;
            }
        }
        return new Choice(best, null);
    }
}
