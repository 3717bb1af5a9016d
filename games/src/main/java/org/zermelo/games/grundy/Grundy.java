package org.zermelo.games.grundy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.zermelo.game.Canonical;
import org.zermelo.game.Diagram;
import org.zermelo.game.Drawable;
import org.zermelo.game.Drawing;
import org.zermelo.game.Impartial;
import org.zermelo.game.MoveList;
import org.zermelo.game.Oracle;
import org.zermelo.game.Position;
import org.zermelo.game.Zobrist;
import org.zermelo.games.Sizes;

/**
 * Grundy's game: piles of coins; a move splits one pile into two non-empty piles of different
 * sizes, so piles of 1 and 2 can no longer be split; the player who cannot move loses. The
 * course labels its game tree from one pile of 7 with AND/OR: lost for the first player.
 *
 * <p>A pile of n coins has the Sprague-Grundy value G(n) (OEIS A002188), found through
 * {@link org.zermelo.game.SpragueGrundy}; a position is lost for the side to move exactly when the
 * XOR of its piles' values is 0. That is the {@link Oracle}.
 *
 * <p>The game sees a position as a multiset of piles. A move names the size of the pile split and
 * the smaller part, {@code 1024 * size + part}, written {@code SIZE=A+B}: splitting either of two
 * equal piles is one move. For people the piles keep the order they are written in: the first
 * pile of that size keeps the larger part and the smaller goes to the end; undo takes the last pile
 * back into the pile whose index it pops from a stack of the piles split. The hash adds, rather
 * than XORs, one Zobrist key per pile: it is the multiset's, whatever the order, and two equal
 * piles do not cancel out.
 *
 * <p>A position starts with room for its piles only, and takes room for every pile the game can
 * make at its first move, once: the single piles made by {@link #components()}, which
 * {@link org.zermelo.game.SpragueGrundy} values by thousands without playing them, stay small.
 */
public final class Grundy implements Position, Impartial, Oracle, Diagram, Drawable, Canonical {

    /** The most coins in all piles together: a game lasts fewer plies than that. */
    public static final int MAX_COINS = 1000;

    private static final int SHIFT = 10; // a part is below 1024
    private static final int PART = (1 << SHIFT) - 1;
    /** Zobrist keys: [size], then the key of the second player to move. */
    private static final long[] KEYS = Zobrist.keys(0x6A0D_1939L, MAX_COINS + 2);
    private static final long SIDE_KEY = KEYS[MAX_COINS + 1];
    private static final Pattern MOVE = Pattern.compile("([0-9]{1,4})=([0-9]{1,4})\\+([0-9]{1,4})");

    /** The piles, then room for the piles the game can make (see {@link #makeRoom}). */
    /** A coin of a pile, as the pages draw it. */
    private static final Drawing.Piece COIN = new Drawing.Piece("o", Drawing.NOBODY, Drawing.Shape.DISC, Drawing.Colour.GOLD);

    private int[] piles;
    private int count;
    /** Per ply played, the index of the pile split. */
    private int[] split = new int[0];
    private int plies;
    /** Piles of 3 coins or more: the game is over when there is none. */
    private int splittable;
    /** The largest pile: no pile ever grows beyond it. */
    private final int largest;
    /** Scratch for legalMoves: a bit per size already listed. */
    private final long[] listed;
    /** The single-pile values, up to the largest pile, fetched when first needed. */
    private int[] pileValues;
    private long hash;

    private Grundy(int[] sizes) {
        int max = 0;
        for (int size : sizes) {
            max = Math.max(max, size);
            splittable += size >= 3 ? 1 : 0;
            hash += KEYS[size];
        }
        piles = sizes.clone();
        count = sizes.length;
        largest = max;
        listed = new long[max / 64 + 1];
    }

    private Grundy(Grundy other) {
        piles = other.piles.clone();
        count = other.count;
        split = other.split.clone();
        plies = other.plies;
        splittable = other.splittable;
        largest = other.largest;
        listed = new long[other.listed.length];
        pileValues = other.pileValues;
        hash = other.hash;
    }

    /**
     * Reads pile sizes separated by commas, like {@code 7} or {@code 7,4}: piles of 1 coin or more,
     * at most {@link #MAX_COINS} coins in all; {@code 0} alone is the empty game. The first player
     * is to move.
     *
     * @throws IllegalArgumentException saying what is expected, for anything else
     */
    public static Grundy parse(String text) {
        int[] sizes = Sizes.parse(text, "pile size", "coins", "7 or 7,4", MAX_COINS);
        for (int size : sizes) {
            if (size == 0 && sizes.length > 1) {
                throw new IllegalArgumentException("a pile has at least 1 coin ('0' alone is the empty game)");
            }
        }
        return new Grundy(sizes);
    }

    /**
     * One pile of {@code size} coins, 0 to {@link #MAX_COINS}, the first player to move.
     *
     * @throws IllegalArgumentException for another size
     */
    public static Grundy pile(int size) {
        if (size < 0 || size > MAX_COINS) {
            throw new IllegalArgumentException("a pile has 0 to " + MAX_COINS + " coins, not " + size);
        }
        return new Grundy(new int[] {size});
    }

    @Override
    public int sideToMove() {
        return plies & 1;
    }

    @Override
    public void legalMoves(MoveList out) {
        out.clear();
        Arrays.fill(listed, 0);
        for (int i = 0; i < count; i++) {
            int size = piles[i];
            if (size >= 3 && (listed[size >>> 6] & 1L << size) == 0) {
                listed[size >>> 6] |= 1L << size;
                for (int part = 1; 2 * part < size; part++) {
                    out.add(size << SHIFT | part);
                }
            }
        }
    }

    @Override
    public void play(int move) {
        int size = move >>> SHIFT;
        int part = move & PART;
        int pile = 0;
        while (piles[pile] != size) {
            pile++;
        }
        if (count == piles.length) {
            makeRoom();
        }
        piles[pile] = size - part;
        piles[count++] = part;
        split[plies] = pile;
        change(size, part, 1);
        plies++;
    }

    @Override
    public void undo() {
        plies--;
        int part = piles[--count];
        int pile = split[plies];
        int size = piles[pile] + part;
        piles[pile] = size;
        change(size, part, -1);
    }

    /**
     * Makes room, at the first move, for every pile the game can still make and every move it can
     * still last: a pile of n coins splits at most n - 2 times (each split adds a pile, and the
     * game ends with piles of 1 and 2, at least one of them a 2), so no move needs more room later.
     */
    private void makeRoom() {
        int splits = 0;
        for (int i = 0; i < count; i++) {
            splits += Math.max(0, piles[i] - 2);
        }
        piles = Arrays.copyOf(piles, count + splits);
        split = Arrays.copyOf(split, plies + splits);
    }

    /**
     * Updates the hash and the count of splittable piles for the split of a pile of {@code size}
     * into {@code size - part} and {@code part} ({@code sign} 1) or its undoing ({@code sign} -1),
     * with {@link #plies} the ply of that split.
     */
    private void change(int size, int part, int sign) {
        long sideChange = (plies & 1) == 0 ? SIDE_KEY : -SIDE_KEY;
        hash += sign * (KEYS[size - part] + KEYS[part] - KEYS[size] + sideChange);
        splittable += sign * ((size - part >= 3 ? 1 : 0) + (part >= 3 ? 1 : 0) - 1);
    }

    @Override
    public boolean isTerminal() {
        return splittable == 0;
    }

    @Override
    public int terminalValue() {
        // No pile can be split: the side to move cannot move, and loses.
        return -1;
    }

    @Override
    public long hash() {
        return hash;
    }

    /** The coins in all piles. */
    public int coins() {
        int coins = 0;
        for (int i = 0; i < count; i++) {
            coins += piles[i];
        }
        return coins;
    }

    /** The XOR of the piles' Sprague-Grundy values: 0 exactly when the side to move has lost. */
    public int spragueGrundyValue() {
        if (pileValues == null) {
            pileValues = PileValues.upTo(largest);
        }
        int value = 0;
        for (int i = 0; i < count; i++) {
            value ^= pileValues[piles[i]];
        }
        return value;
    }

    @Override
    public int knownValue() {
        return spragueGrundyValue() != 0 ? 1 : -1;
    }

    /** One single pile per pile, when there are two or more. */
    @Override
    public List<Position> components() {
        if (count < 2) {
            return List.of();
        }
        List<Position> parts = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            parts.add(pile(piles[i]));
        }
        return parts;
    }

    @Override
    public String formatMove(int move) {
        int size = move >>> SHIFT;
        int part = move & PART;
        return size + "=" + (size - part) + "+" + part;
    }

    @Override
    public int parseMove(String text) {
        Matcher m = MOVE.matcher(text.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a move: type SIZE=A+B to split a pile of SIZE coins "
                    + "into piles of A and B, like 7=5+2");
        }
        if (isTerminal()) {
            throw new IllegalArgumentException("the game is over: piles of 1 and 2 coins cannot be split");
        }
        int size = Integer.parseInt(m.group(1));
        int a = Integer.parseInt(m.group(2));
        int b = Integer.parseInt(m.group(3));
        if (a == 0 || b == 0) {
            throw new IllegalArgumentException("both parts need at least 1 coin: " + text.strip() + " is not a split");
        }
        if (a + b != size) {
            throw new IllegalArgumentException(a + "+" + b + " is not " + size + ": the two parts make up the pile");
        }
        if (a == b) {
            throw new IllegalArgumentException("the two parts must differ: a pile of " + size + " cannot be split " + a + "+" + b);
        }
        for (int i = 0; i < count; i++) {
            if (piles[i] == size) {
                return size << SHIFT | Math.min(a, b);
            }
        }
        throw new IllegalArgumentException("there is no pile of " + size + " coins: the piles are " + this);
    }

    @Override
    public Position copy() {
        return new Grundy(this);
    }

    /** The piles in the notation: sizes separated by commas. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < count; i++) {
            s.append(i > 0 ? "," : "").append(piles[i]);
        }
        return s.toString();
    }

    /**
     * The piles largest first: the multiset the game sees, written one way, as the course draws
     * its graph ({@code 4,2,1} for {@code 4,1,2} too).
     */
    @Override
    public String canonical() {
        int[] sorted = Arrays.copyOf(piles, count);
        Arrays.sort(sorted);
        StringBuilder s = new StringBuilder();
        for (int i = sorted.length - 1; i >= 0; i--) {
            s.append(i < sorted.length - 1 ? "," : "").append(sorted[i]);
        }
        return s.toString();
    }

    /** The piles in the order of the notation, a split pile first and its new part last. */
    @Override
    public Drawing drawing() {
        List<Integer> sizes = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            sizes.add(piles[i]);
        }
        return new Drawing.Piles(sizes, COIN);
    }

    /** One row of coins per pile, with its size (the first 50 coins drawn). */

    @Override
    public String diagram() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < count; i++) {
            s.append(i > 0 ? "\n" : "").append("o".repeat(Math.min(piles[i], 50)))
                    .append(piles[i] > 50 ? "... " : " ").append(piles[i]);
        }
        return s.toString().strip();
    }
}
