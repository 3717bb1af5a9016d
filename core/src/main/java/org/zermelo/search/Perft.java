package org.zermelo.search;

import org.zermelo.game.MoveCount;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/**
 * Perft: the number of move sequences of exactly {@code depth} plies from a position (a game
 * that ends earlier contributes nothing, unless the game's {@link MoveCount} says that it
 * counts as one leaf). Published counts make it the standard check of a move generator, and a
 * measure of its speed. A position that can count its moves without listing them
 * ({@link MoveCount}) has its last ply counted in bulk.
 */
public final class Perft {

    private final MoveList[] lists;
    /** The position's fast count, or null. */
    private final MoveCount counter;
    /** What a game over before the depth counts: 1 or 0. */
    private final long endedGame;

    private Perft(Position position, int depth) {
        lists = new MoveList[depth + 1];
        for (int i = 0; i <= depth; i++) {
            lists[i] = new MoveList();
        }
        counter = position instanceof MoveCount c ? c : null;
        endedGame = counter != null && counter.endedGameIsPerftLeaf() ? 1 : 0;
    }

    /** The number of sequences of {@code depth} plies from {@code position}. */
    public static long count(Position position, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must be 0 or more, not " + depth);
        }
        return new Perft(position, depth).perft(position, depth);
    }

    private long perft(Position position, int depth) {
        if (depth == 0) {
            return 1;
        }
        if (depth == 1 && counter != null) {
            int count = counter.moveCount();
            return count == 0 ? endedGame : count;
        }
        MoveList moves = lists[depth];
        position.legalMoves(moves);
        if (moves.isEmpty()) {
            return endedGame;
        }
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
