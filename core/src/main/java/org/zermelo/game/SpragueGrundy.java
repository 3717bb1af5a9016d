package org.zermelo.game;

import java.util.Arrays;
import java.util.List;

/**
 * Sprague-Grundy values of the positions of an impartial game ({@link Impartial}). The value of
 * a position is the mex of its options' values: the least natural number that is none of them,
 * so 0 when there is no move. A position of value 0 is lost for the side to move (every move
 * leads to a non-zero value); any other is won, by a move to an option of value 0, which the mex
 * guarantees. A sum of independent games, in which each move is played in one of them, has the
 * XOR of their values (the Sprague-Grundy theorem): a Nim heap of n is worth n, hence the
 * course's unbeatable Nim, "make the XOR of the heaps 0". A position whose
 * {@link Impartial#components()} is not empty is valued that way, from its components.
 *
 * <pre>
 * value(p): if p is remembered: return its value
 *           if p is a sum of components c1..ck: v = value(c1) XOR ... XOR value(ck)
 *           else: v = mex { value(p after m) : m a legal move }
 *           remember p's value v; return v
 * </pre>
 *
 * Each position is valued once and remembered by its hash, as AND/OR labelling remembers its
 * labels (the course's "amélioration par idempotence"): one instance serves one game. The moves
 * are played and undone on the position given, which is left as it was. The recursion is as
 * deep as the game is long: value large heaps from the smallest up, as {@link #heapValues} does.
 */
public final class SpragueGrundy {

    // The memo: open addressing over two primitive arrays; a slot holds value + 1, 0 when free.
    private long[] keys = new long[1 << 10];
    private int[] stored = new int[1 << 10];
    private int size;

    /** Per recursion depth: the options' moves and their values, reused. */
    private MoveList[] moves = new MoveList[0];
    private MoveList[] optionValues = new MoveList[0];
    /** Scratch for the mex: which small values the options have. */
    private boolean[] present = new boolean[64];

    /**
     * The Sprague-Grundy value of {@code position}: 0 exactly when the side to move loses.
     *
     * @throws IllegalArgumentException when the position is not of an impartial game
     */
    public int value(Position position) {
        return value(position, 0);
    }

    /**
     * The values of the one-heap positions of {@code game}, sizes 0 to {@code max}, computed from
     * the smallest up: a heap's options are smaller heaps, or sums of them, already valued, so the
     * recursion stays shallow however large the heaps.
     *
     * @throws IllegalArgumentException when {@code max} is negative or too large for the game
     */
    public static int[] heapValues(Heaps game, int max) {
        if (max < 0) {
            throw new IllegalArgumentException("the largest heap must be 0 or more, not " + max);
        }
        SpragueGrundy values = new SpragueGrundy();
        int[] result = new int[max + 1];
        for (int n = 0; n <= max; n++) {
            result[n] = values.value(game.heap(n));
        }
        return result;
    }

    private int value(Position p, int depth) {
        if (!(p instanceof Impartial impartial)) {
            throw new IllegalArgumentException(p + " is not a position of an impartial game: it has no Sprague-Grundy value");
        }
        long key = p.hash();
        int known = recall(key);
        if (known >= 0) {
            return known;
        }
        int value = 0;
        List<Position> components = impartial.components();
        if (components.isEmpty()) {
            value = mex(p, depth);
        } else {
            for (Position component : components) {
                value ^= value(component, depth + 1);
            }
        }
        remember(key, value);
        return value;
    }

    /** The least natural number that is not the value of an option of {@code p}. */
    private int mex(Position p, int depth) {
        if (depth >= moves.length) {
            moves = Arrays.copyOf(moves, 2 * depth + 8);
            optionValues = Arrays.copyOf(optionValues, moves.length);
        }
        if (moves[depth] == null) {
            moves[depth] = new MoveList();
            optionValues[depth] = new MoveList();
        }
        MoveList options = moves[depth];
        MoveList values = optionValues[depth];
        p.legalMoves(options);
        values.clear();
        for (int i = 0; i < options.size(); i++) {
            p.play(options.get(i));
            try {
                values.add(value(p, depth + 1));
            } finally {
                p.undo();
            }
        }
        // k values cannot cover all of 0..k, so the mex is at most k: larger values do not matter.
        int k = values.size();
        if (present.length <= k) {
            present = new boolean[2 * k + 1];
        }
        Arrays.fill(present, 0, k + 1, false);
        for (int i = 0; i < k; i++) {
            if (values.get(i) <= k) {
                present[values.get(i)] = true;
            }
        }
        int mex = 0;
        while (present[mex]) {
            mex++;
        }
        return mex;
    }

    private int slot(long key) {
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> 32) & (keys.length - 1);
    }

    /** The remembered value of the position with hash {@code key}, or -1. */
    private int recall(long key) {
        for (int i = slot(key); stored[i] != 0; i = (i + 1) & (keys.length - 1)) {
            if (keys[i] == key) {
                return stored[i] - 1;
            }
        }
        return -1;
    }

    private void remember(long key, int value) {
        int i = slot(key);
        while (stored[i] != 0 && keys[i] != key) {
            i = (i + 1) & (keys.length - 1);
        }
        if (stored[i] == 0) {
            size++;
        }
        keys[i] = key;
        stored[i] = value + 1;
        if (4 * size > 3 * keys.length) {
            // Three quarters full: double, and place every entry again.
            long[] oldKeys = keys;
            int[] oldStored = stored;
            keys = new long[2 * oldKeys.length];
            stored = new int[2 * oldKeys.length];
            size = 0;
            for (int j = 0; j < oldKeys.length; j++) {
                if (oldStored[j] != 0) {
                    remember(oldKeys[j], oldStored[j] - 1);
                }
            }
        }
    }
}
