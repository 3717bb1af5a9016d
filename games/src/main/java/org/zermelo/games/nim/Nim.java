package org.zermelo.games.nim;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.zermelo.game.Diagram;
import org.zermelo.game.Drawable;
import org.zermelo.game.Drawing;
import org.zermelo.game.Explained;
import org.zermelo.game.Impartial;
import org.zermelo.game.MoveList;
import org.zermelo.game.Oracle;
import org.zermelo.game.Position;
import org.zermelo.game.Zobrist;
import org.zermelo.games.Sizes;

/**
 * Nim: heaps of objects; a move takes one or more objects from one heap; the player who takes the
 * last object wins. The course's game starts from heaps 7, 5, 3, 1.
 *
 * <p>The course's unbeatable Nim (Bouton's theorem): a position is lost for the side to move
 * exactly when the XOR of its heaps, their binary sum without carries, is 0; a winning move makes
 * it 0 again. 7 XOR 5 XOR 3 XOR 1 = 0, so the course's start is lost for the first player. That
 * rule is the {@link Oracle}; the course's plain searches never look at it, so the tests check
 * one against the other.
 *
 * <p>Heaps keep the order they are written in and are numbered from 1; an emptied heap stays, as
 * 0, so that the numbers never change. A move is {@code 1024 * heap + count} (heap from 0), written
 * {@code HEAP:COUNT}. Undo pops the move from a stack of the moves played, which has room for one
 * per object. The hash XORs one Zobrist key per (heap, size) and one for the second player to move.
 */
public final class Nim implements Position, Impartial, Oracle, Diagram, Drawable, Explained {

    /** The most heaps a position has. */
    public static final int MAX_HEAPS = 16;
    /** The most objects in all heaps together: a game lasts at most one ply per object. */
    public static final int MAX_OBJECTS = 1000;

    private static final int SHIFT = 10; // a count is below 1024
    private static final int SIZES = MAX_OBJECTS + 1;
    /** Zobrist keys: [heap * SIZES + size], then the key of the second player to move. */
    private static final long[] KEYS = Zobrist.keys(0x4E1A_7531L, MAX_HEAPS * SIZES + 1);
    private static final long SIDE_KEY = KEYS[MAX_HEAPS * SIZES];
    private static final Pattern MOVE = Pattern.compile("([0-9]{1,4}):([0-9]{1,4})");

    /** An object of a heap, as the pages draw it. */
    private static final Drawing.Piece STICK = new Drawing.Piece("|", Drawing.NOBODY, Drawing.Shape.STICK, Drawing.Colour.BROWN);

    private final int[] heaps;
    private final int[] played;
    private int plies;
    private int objects;
    private long hash;

    private Nim(int[] sizes) {
        heaps = sizes.clone();
        for (int heap = 0; heap < heaps.length; heap++) {
            objects += heaps[heap];
            hash ^= KEYS[heap * SIZES + heaps[heap]];
        }
        played = new int[objects]; // each move takes at least one object
    }

    private Nim(Nim other) {
        heaps = other.heaps.clone();
        played = other.played.clone();
        plies = other.plies;
        objects = other.objects;
        hash = other.hash;
    }

    /**
     * Reads heap sizes separated by commas, like {@code 7,5,3,1}: 1 to {@link #MAX_HEAPS} heaps,
     * at most {@link #MAX_OBJECTS} objects in all; the first player is to move.
     *
     * @throws IllegalArgumentException saying what is expected, for anything else
     */
    public static Nim parse(String text) {
        int[] sizes = Sizes.parse(text, "heap size", "objects", "7,5,3,1", MAX_OBJECTS);
        if (sizes.length > MAX_HEAPS) {
            throw new IllegalArgumentException("at most " + MAX_HEAPS + " heaps, not " + sizes.length);
        }
        return new Nim(sizes);
    }

    /**
     * One heap of {@code size} objects, 0 to {@link #MAX_OBJECTS}, the first player to move.
     *
     * @throws IllegalArgumentException for another size
     */
    public static Nim heap(int size) {
        if (size < 0 || size > MAX_OBJECTS) {
            throw new IllegalArgumentException("a heap has 0 to " + MAX_OBJECTS + " objects, not " + size);
        }
        return new Nim(new int[] {size});
    }

    /** The number of positions the game can reach from here (each heap from its size down to 0), up to Long.MAX_VALUE. */
    public long positions() {
        long product = 1;
        for (int heap : heaps) {
            if (product > Long.MAX_VALUE / (heap + 1L)) {
                return Long.MAX_VALUE;
            }
            product *= heap + 1L;
        }
        return product;
    }

    /** The XOR of the heaps: 0 exactly when the side to move has lost. */
    public int nimSum() {
        int sum = 0;
        for (int heap : heaps) {
            sum ^= heap;
        }
        return sum;
    }

    @Override
    public int sideToMove() {
        return plies & 1;
    }

    @Override
    public void legalMoves(MoveList out) {
        out.clear();
        for (int heap = 0; heap < heaps.length; heap++) {
            for (int count = 1; count <= heaps[heap]; count++) {
                out.add(heap << SHIFT | count);
            }
        }
    }

    @Override
    public void play(int move) {
        take(move >>> SHIFT, move & ((1 << SHIFT) - 1));
        played[plies++] = move;
    }

    @Override
    public void undo() {
        int move = played[--plies];
        take(move >>> SHIFT, -(move & ((1 << SHIFT) - 1)));
    }

    /** Takes {@code count} objects from {@code heap} (puts them back when negative), hash included. */
    private void take(int heap, int count) {
        hash ^= KEYS[heap * SIZES + heaps[heap]] ^ KEYS[heap * SIZES + heaps[heap] - count] ^ SIDE_KEY;
        heaps[heap] -= count;
        objects -= count;
    }

    @Override
    public boolean isTerminal() {
        return objects == 0;
    }

    @Override
    public int terminalValue() {
        // No object is left: the opponent took the last one.
        return -1;
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public int knownValue() {
        return nimSum() != 0 ? 1 : -1;
    }

    /** One single heap per heap that is not empty, when there are two or more of them. */
    @Override
    public List<Position> components() {
        List<Position> parts = new ArrayList<>();
        for (int heap : heaps) {
            if (heap > 0) {
                parts.add(heap(heap));
            }
        }
        return parts.size() >= 2 ? parts : List.of();
    }

    @Override
    public String formatMove(int move) {
        return ((move >>> SHIFT) + 1) + ":" + (move & ((1 << SHIFT) - 1));
    }

    @Override
    public int parseMove(String text) {
        Matcher m = MOVE.matcher(text.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a move: type HEAP:COUNT, like 1:2 to take 2 objects "
                    + "from heap 1 (heaps are numbered from 1)");
        }
        if (isTerminal()) {
            throw new IllegalArgumentException("the game is over: every heap is empty");
        }
        int heap = Integer.parseInt(m.group(1));
        int count = Integer.parseInt(m.group(2));
        if (heap < 1 || heap > heaps.length) {
            throw new IllegalArgumentException("there is no heap " + heap + ": the heaps are numbered 1 to " + heaps.length);
        }
        int size = heaps[heap - 1];
        if (size == 0) {
            throw new IllegalArgumentException("heap " + heap + " is empty: take from a heap that has objects");
        }
        if (count < 1 || count > size) {
            throw new IllegalArgumentException("heap " + heap + " has " + size + (size == 1 ? " object: take 1" : " objects: take 1 to " + size));
        }
        return (heap - 1) << SHIFT | count;
    }

    /**
     * The course's table: each heap in tallies and in binary, the binary sum (XOR) column by column,
     * and the moves that make it 0. For {@code 1,3,4,7}: I 001, III 011, IIII 100, IIIIIII 111, sum
     * 001; taking 1 from the first, second or fourth heap makes it 0.
     */
    @Override
    public List<String> explanation() {
        int sum = nimSum();
        int max = 0;
        for (int h : heaps) {
            max = Math.max(max, h);
        }
        int bits = Math.max(1, 32 - Integer.numberOfLeadingZeros(Math.max(max, 1)));
        int tallyWidth = Math.max(7, Math.min(max, 20));
        List<String> lines = new ArrayList<>();
        lines.add("the binary sum of the heaps, column by column (the course's table):");
        lines.add(String.format("  %-4s %-" + tallyWidth + "s %5s  %s", "heap", "", "size", "binary"));
        for (int heap = 0; heap < heaps.length; heap++) {
            String tally = heaps[heap] <= 20 ? "I".repeat(heaps[heap]) : "";
            lines.add(String.format("  %-4d %-" + tallyWidth + "s %5d  %s", heap + 1, tally, heaps[heap], binary(heaps[heap], bits)));
        }
        StringBuilder ones = new StringBuilder();
        for (int bit = bits - 1; bit >= 0; bit--) {
            int count = 0;
            for (int h : heaps) {
                count += h >> bit & 1;
            }
            ones.append(count);
        }
        lines.add(String.format("  %-4s %-" + tallyWidth + "s %5s  %s", "1s", "", "", ones));
        lines.add(String.format("  %-4s %-" + tallyWidth + "s %5d  %s", "sum", "", sum, binary(sum, bits))
                + "   (each column: 1 when it has an odd number of 1s)");
        if (sum == 0) {
            lines.add("the sum is 0: lost for the side to move, whatever it takes (every move leaves a sum that is not 0)");
            return lines;
        }
        List<String> moves = new ArrayList<>();
        for (int heap = 0; heap < heaps.length; heap++) {
            int target = heaps[heap] ^ sum;
            if (target < heaps[heap]) {
                moves.add((heap + 1) + ":" + (heaps[heap] - target) + " (heap " + (heap + 1) + " from " + heaps[heap] + " to "
                        + target + ", " + binary(heaps[heap], bits) + " to " + binary(target, bits) + ")");
            }
        }
        lines.add("the sum is not 0: won for the side to move, by a move that makes it 0: " + String.join(", ", moves));
        return lines;
    }

    private static String binary(int value, int bits) {
        String b = Integer.toBinaryString(value);
        return "0".repeat(Math.max(0, bits - b.length())) + b;
    }

    @Override
    public Position copy() {
        return new Nim(this);
    }

    /** The heaps in the notation: sizes separated by commas. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int heap = 0; heap < heaps.length; heap++) {
            s.append(heap > 0 ? "," : "").append(heaps[heap]);
        }
        return s.toString();
    }

    /** The heaps, sticks in a row each. */
    @Override
    public Drawing drawing() {
        List<Integer> sizes = new ArrayList<>(heaps.length);
        for (int heap : heaps) {
            sizes.add(heap);
        }
        return new Drawing.Piles(sizes, STICK);
    }

    /** One numbered row per heap, its objects drawn in groups of five (the first 50 only). */
    @Override
    public String diagram() {
        StringBuilder s = new StringBuilder();
        for (int heap = 0; heap < heaps.length; heap++) {
            s.append(heap > 0 ? "\n" : "").append("heap ").append(heap + 1).append(": ");
            for (int i = 1; i <= Math.min(heaps[heap], 50); i++) {
                s.append(i % 5 == 1 && i > 1 ? " |" : "|");
            }
            s.append(heaps[heap] > 50 ? " ... (" : heaps[heap] > 0 ? " (" : "(").append(heaps[heap]).append(')');
        }
        return s.toString();
    }
}
