package org.zermelo.search;

import org.zermelo.game.MoveCount;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/**
 * Perft: the number of move sequences of exactly {@code depth} plies from a position (a game
 * that ends earlier contributes nothing, unless the game's {@link MoveCount} says that it
 * counts as one leaf). Published counts make it the standard check of a move generator, and a
 * measure of its speed. A position that can count its moves without listing them
 * ({@link MoveCount}) has its last two plies counted in bulk, in one call from two plies above the
 * depth.
 */
public final class Perft {

    /** The positions visited between two looks at the clock, for the progress. */
    private static final int CHECK_EVERY = 1 << 16;

    private final MoveList[] lists;
    /** The move played at each ply of the current line, for the progress. */
    private final int[] line;
    private final ProgressListener progress;
    private final long progressEvery;
    private final long start = System.nanoTime();
    private long nextProgress;
    /** Positions visited, the root included (with a {@link MoveCount}, those of the last two plies not). */
    private long visited;
    /** The position's fast count, or null. */
    private final MoveCount counter;
    /** What a game over before the depth counts: 1 or 0. */
    private final long endedGame;

    private Perft(Position position, int depth, ProgressListener progress, long progressEvery) {
        lists = new MoveList[depth + 1];
        for (int i = 0; i <= depth; i++) {
            lists[i] = new MoveList();
        }
        line = new int[depth + 1];
        this.progress = progress;
        this.progressEvery = progressEvery;
        nextProgress = start + progressEvery;
        counter = position instanceof MoveCount c ? c : null;
        endedGame = counter != null && counter.endedGameIsPerftLeaf() ? 1 : 0;
    }

    /** The number of sequences of {@code depth} plies from {@code position}. */
    public static long count(Position position, int depth) {
        return count(position, depth, null, 0);
    }

    /**
     * The number of sequences of {@code depth} plies from {@code position}, telling
     * {@code progress} (unless null) where the count is every {@code everyNanos}: the positions
     * visited so far and the line being counted, each move with its place among its position's.
     */
    public static long count(Position position, int depth, ProgressListener progress, long everyNanos) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must be 0 or more, not " + depth);
        }
        return new Perft(position, depth, progress, everyNanos).perft(position, depth, 0);
    }

    private long perft(Position position, int depth, int ply) {
        if ((++visited & (CHECK_EVERY - 1)) == 0 && progress != null) {
            long now = System.nanoTime();
            if (now >= nextProgress) {
                nextProgress = now + progressEvery;
                progress.progress(SearchProgress.of(position, line, ply, lists, visited, now - start, 0));
            }
        }
        if (depth == 0) {
            return 1;
        }
        if (depth == 1 && counter != null) {
            int count = counter.moveCount();
            return count == 0 ? endedGame : count;
        }
        if (depth == 2 && counter != null) {
            return counter.twoPlyCount();
        }
        MoveList moves = lists[ply];
        position.legalMoves(moves);
        if (moves.isEmpty()) {
            return endedGame;
        }
        if (depth == 1) {
            return moves.size();
        }
        long count = 0;
        for (int i = 0; i < moves.size(); i++) {
            line[ply] = moves.get(i);
            position.play(line[ply]);
            count += perft(position, depth - 1, ply + 1);
            position.undo();
        }
        return count;
    }
}
