package org.zermelo.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A test fixture: the subtraction game on several heaps. A move takes 1 to {@code most} counters
 * from one heap; whoever takes the last counter wins. Its theory is known: a heap of n is worth
 * n mod (most + 1), several heaps the XOR of their values. Up to 8 heaps of up to 63 counters;
 * a move is {@code 64 * heap + count}. The hash is computed afresh each time: simple, not fast.
 * A position made {@code whole} does not report its heaps as components, so that its value
 * comes from its options alone.
 */
final class Subtraction implements Position, Impartial {

    private static final long[] KEYS = Zobrist.keys(0x5B7A_C710L, 8 * 64 + 1);

    private final int most;
    private final boolean whole;
    private final int[] heaps;
    private final int[] played = new int[8 * 64];
    private int plies;

    Subtraction(int most, int... heaps) {
        this(most, false, heaps);
    }

    Subtraction(int most, boolean whole, int... heaps) {
        this.most = most;
        this.whole = whole;
        this.heaps = heaps.clone();
    }

    @Override
    public int sideToMove() {
        return plies % 2;
    }

    @Override
    public void legalMoves(MoveList out) {
        out.clear();
        for (int heap = 0; heap < heaps.length; heap++) {
            for (int count = 1; count <= Math.min(most, heaps[heap]); count++) {
                out.add(64 * heap + count);
            }
        }
    }

    @Override
    public void play(int move) {
        heaps[move / 64] -= move % 64;
        played[plies++] = move;
    }

    @Override
    public void undo() {
        int move = played[--plies];
        heaps[move / 64] += move % 64;
    }

    @Override
    public boolean isTerminal() {
        return Arrays.stream(heaps).allMatch(h -> h == 0);
    }

    @Override
    public int terminalValue() {
        return -1;
    }

    @Override
    public long hash() {
        long hash = sideToMove() == 1 ? KEYS[8 * 64] : 0;
        for (int heap = 0; heap < heaps.length; heap++) {
            hash ^= KEYS[64 * heap + heaps[heap]];
        }
        return hash;
    }

    @Override
    public String formatMove(int move) {
        return (move / 64 + 1) + ":" + move % 64;
    }

    @Override
    public int parseMove(String text) {
        throw new UnsupportedOperationException("a test fixture reads no moves");
    }

    @Override
    public Position copy() {
        return new Subtraction(most, whole, heaps);
    }

    @Override
    public List<Position> components() {
        List<Position> parts = new ArrayList<>();
        for (int heap : heaps) {
            if (heap > 0) {
                parts.add(new Subtraction(most, heap));
            }
        }
        return parts.size() >= 2 && !whole ? parts : List.of();
    }

    @Override
    public String toString() {
        return Arrays.toString(heaps);
    }
}
