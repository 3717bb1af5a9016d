package org.zermelo.search;

import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/**
 * Perft: the number of move sequences of exactly {@code depth} plies from a position (a game
 * that ends earlier contributes nothing). Published counts make it the standard check of a
 * move generator, and a measure of its speed.
 */
public final class Perft {

    private final MoveList[] lists;

    private Perft(int depth) {
        lists = new MoveList[depth + 1];
        for (int i = 0; i <= depth; i++) {
            lists[i] = new MoveList();
        }
    }

    /** The number of sequences of {@code depth} plies from {@code position}. */
    public static long count(Position position, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must be 0 or more, not " + depth);
        }
        return new Perft(depth).perft(position, depth);
    }

    private long perft(Position position, int depth) {
        if (depth == 0) {
            return 1;
        }
        MoveList moves = lists[depth];
        position.legalMoves(moves);
        if (depth == 1) {
            return moves.size();
        }
        long count = 0;
        for (int i = 0; i < moves.size(); i++) {
            position.play(moves.get(i));
            count += perft(position, depth - 1);
            position.undo();
        }
        return count;
    }
}
