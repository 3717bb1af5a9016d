package org.zermelo.game;

import java.util.List;

/**
 * Optional ability of a {@link Game} whose positions can be numbered, slice by slice, for
 * retrograde analysis (endgame databases, as Chinook's for checkers): the game cuts its positions
 * into slices (checkers: by the men and kings of each side), numbers the positions of each slice
 * from 0 with no gaps but the indices it says name no position, and says where each move of a
 * position leads. The solver ({@code org.zermelo.endgame}) owns the passes and the tables; the
 * game knows only its positions.
 *
 * <p>Values are won, drawn or lost for the side to move, by the rules of the game alone: a draw
 * rule that counts moves or repetitions (checkers' 40-move rule) is not part of a slice's
 * position, so a database value is the game-theoretic value with those rules ignored.
 */
public interface Retrograde {

    /** What {@link Walker#explore} returns for an index that names no position. */
    int NOT_A_POSITION = Integer.MIN_VALUE;

    /** What {@link Walker#explore} returns for a position with moves, all of them reported. */
    int IN_PLAY = Integer.MAX_VALUE;

    /**
     * The slices up to {@code size} (in the game's own measure: checkers counts the pieces on
     * the board), in an order where every move leaving a slice enters one listed before it.
     *
     * @throws IllegalArgumentException when {@code size} is not one the game slices
     */
    List<Slice> slices(int size);

    /** The smallest size whose {@link #slices} hold {@code position}, or -1 when none does (or it is not this game's). */
    int sizeOf(Position position);

    /**
     * The number in {@code slices} (a list {@link #slices} returned) of the slice that holds
     * {@code position}, or -1 when none does. By default the first whose {@link Slice#indexOf}
     * finds it; a game with many slices says it at once, as a search's probe of the databases
     * asks it at every node.
     */
    default int sliceOf(List<Slice> slices, Position position) {
        for (int i = 0; i < slices.size(); i++) {
            if (slices.get(i).indexOf(position) >= 0) {
                return i;
            }
        }
        return -1;
    }

    /** What {@link #slices} counts, in a word or two: "pieces". */
    String sizeName();

    /**
     * The plies that can still be played from {@code position} before a draw rule that counts moves
     * (checkers' 40-move rule) ends the game, were no count started again: a database win or loss
     * within that many plies comes before any such rule can stop it. By default there is no such rule.
     */
    default int pliesBeforeDrawRule(Position position) {
        return Integer.MAX_VALUE;
    }

    /** A slice of positions, numbered from 0 to {@link #size} - 1. */
    interface Slice {

        /** Its name, made of letters, digits, dots, dashes and underscores: a database file is named after it. */
        String name();

        /**
         * The group it belongs to, for summaries (checkers: its material, cut into slices by the
         * leading rows of the men); the slices of a group are listed one after the other. By
         * default the slice is a group of its own.
         */
        default String group() {
            return name();
        }

        /** The number of indices, positions or not. */
        long size();

        /** The index of {@code position} in this slice, or -1 when it is not in it. */
        long indexOf(Position position);

        /** A new walker over this slice's positions: each thread of a solver has its own. */
        Walker walker();
    }

    /** Explores the positions of one slice, one at a time (not thread-safe: one per thread). */
    interface Walker {

        /**
         * Explores the position numbered {@code index}: reports each of its moves to {@code out},
         * once per move, and returns {@link #IN_PLAY}; or returns the value of a position where
         * the game is over (+1 won, 0 drawn, -1 lost for the side to move), reporting nothing; or
         * {@link #NOT_A_POSITION}.
         */
        int explore(long index, Successors out);

        /** The position numbered {@code index} (a new object), or null when none is. */
        Position position(long index);
    }

    /** Where the moves of a position lead, as a {@link Walker} reports them. */
    interface Successors {

        /** A move to the position numbered {@code index} of the same slice. */
        void inSlice(long index);

        /** A move to the position numbered {@code index} of slice number {@code slice} of the same list, listed before. */
        void inSlice(int slice, long index);

        /** A move that ends the game: {@code value} is the result for the side to move after it (+1, 0 or -1). */
        void over(int value);
    }
}
