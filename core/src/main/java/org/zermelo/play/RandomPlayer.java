package org.zermelo.play;

import java.util.SplittableRandom;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/** A player that picks a legal move uniformly at random, from a seeded generator. */
public final class RandomPlayer implements Player {

    private final SplittableRandom random;
    private final MoveList moves = new MoveList();

    public RandomPlayer(long seed) {
        random = new SplittableRandom(seed);
    }

    @Override
    public String spec() {
        return "random";
    }

    @Override
    public Choice choose(Position position) {
        position.legalMoves(moves);
        return new Choice(moves.get(random.nextInt(moves.size())), null);
    }
}
