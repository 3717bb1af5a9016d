package org.zermelo.game;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * A reusable list of {@code int} moves. A search keeps one per ply, so generating moves
 * allocates nothing once the lists have reached the game's largest branching factor.
 */
public final class MoveList {

    private int[] moves;
    /** A score per move, for the orderings that sort by one ({@link #score(int, int)}). */
    private int[] scores;
    private int size;

    /** A list with room for 64 moves; it grows if a game needs more. */
    public MoveList() {
        this(64);
    }

    /** A list with room for {@code capacity} moves. */
    public MoveList(int capacity) {
        moves = new int[Math.max(1, capacity)];
        scores = new int[moves.length];
    }

    /** Empties the list. */
    public void clear() {
        size = 0;
    }

    /** Appends a move. */
    public void add(int move) {
        if (size == moves.length) {
            moves = Arrays.copyOf(moves, 2 * size);
            scores = Arrays.copyOf(scores, 2 * size);
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

    /** Exchanges two moves, and their scores, for move ordering. */
    public void swap(int i, int j) {
        int t = get(i);
        moves[i] = get(j);
        moves[j] = t;
        t = scores[i];
        scores[i] = scores[j];
        scores[j] = t;
    }

    /**
     * Gives the move at {@code index} a score, for {@link #bringBestTo} and {@link #sortFrom}:
     * the higher, the sooner it is tried. A score stays with its move when they move, and
     * means nothing after {@link #set}.
     */
    public void score(int index, int score) {
        if (index >= size) {
            throw new IndexOutOfBoundsException("move " + index + " of " + size);
        }
        scores[index] = score;
    }

    /**
     * Brings the move with the highest score, from {@code from} on, to {@code from}; the first
     * of them if several share it. The moves it passes keep their order.
     */
    public void bringBestTo(int from) {
        int best = from;
        for (int i = from + 1; i < size; i++) {
            if (scores[i] > scores[best]) {
                best = i;
            }
        }
        int move = moves[best];
        int score = scores[best];
        System.arraycopy(moves, from, moves, from + 1, best - from);
        System.arraycopy(scores, from, scores, from + 1, best - from);
        moves[from] = move;
        scores[from] = score;
    }

    /**
     * Sorts the moves from {@code from} on by decreasing score, equal scores in their current
     * order (an insertion sort: lists of moves are short).
     */
    public void sortFrom(int from) {
        for (int i = from + 1; i < size; i++) {
            int move = moves[i];
            int score = scores[i];
            int j = i - 1;
            while (j >= from && scores[j] < score) {
                moves[j + 1] = moves[j];
                scores[j + 1] = scores[j];
                j--;
            }
            moves[j + 1] = move;
            scores[j + 1] = score;
        }
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

    /** Keeps the first {@code n} moves, dropping the others (a filter that compacts the list in place). */
    public void truncate(int n) {
        if (n < 0 || n > size) {
            throw new IndexOutOfBoundsException("cannot keep " + n + " moves of " + size);
        }
        size = n;
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
