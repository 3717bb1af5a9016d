package org.zermelo.game;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * A reusable list of {@code int} moves. A search keeps one per ply, so generating moves
 * allocates nothing once the lists have reached the game's largest branching factor.
 */
public final class MoveList {

    private int[] moves;
    private int size;

    /** A list with room for 64 moves; it grows if a game needs more. */
    public MoveList() {
        this(64);
    }

    /** A list with room for {@code capacity} moves. */
    public MoveList(int capacity) {
        moves = new int[Math.max(1, capacity)];
    }

    /** Empties the list. */
    public void clear() {
        size = 0;
    }

    /** Appends a move. */
    public void add(int move) {
        if (size == moves.length) {
            moves = Arrays.copyOf(moves, 2 * size);
        }
        moves[size++] = move;
    }

    /** The move at {@code index}, from 0. */
    public int get(int index) {
        if (index >= size) {
            throw new IndexOutOfBoundsException("move " + index + " of " + size);
        }
        return moves[index];
    }

    /** Replaces the move at {@code index}. */
    public void set(int index, int move) {
        if (index >= size) {
            throw new IndexOutOfBoundsException("move " + index + " of " + size);
        }
        moves[index] = move;
    }

    /** Exchanges two moves, for move ordering. */
    public void swap(int i, int j) {
        int t = get(i);
        moves[i] = get(j);
        moves[j] = t;
    }

    /**
     * Puts the moves in a random order drawn from {@code random} (Fisher-Yates: every order
     * equally likely). A player that keeps the first of its equal best moves, after shuffling,
     * breaks ties at random, as the course suggests, and replays the same way from the same seed.
     */
    public void shuffle(SplittableRandom random) {
        for (int i = size - 1; i > 0; i--) {
            swap(i, random.nextInt(i + 1));
        }
    }

    /** The number of moves. */
    public int size() {
        return size;
    }

    /** True when there is no move. */
    public boolean isEmpty() {
        return size == 0;
    }

    /** True when {@code move} is in the list. */
    public boolean contains(int move) {
        for (int i = 0; i < size; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    /** A copy of the moves, in order. */
    public int[] toArray() {
        return Arrays.copyOf(moves, size);
    }

    @Override
    public String toString() {
        return Arrays.toString(toArray());
    }
}
