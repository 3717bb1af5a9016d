package org.zermelo.games.backgammon;

/**
 * GNU Backgammon's position ID: the board in 80 bits, written as 14 characters of base64.
 * For the player not on roll, then the player on roll, each from its own point of view, for
 * each of its 24 points from its 1-point up and then its bar: as many 1 bits as checkers, then
 * a 0 (so 25 zeros a player; checkers borne off are not written). Bit {@code i} is bit
 * {@code i % 8} of byte {@code i / 8}, and the ten bytes are written in base64, without padding.
 * The start is {@code 4HPwATDgc/ABMA}. (The format is described in GNU Backgammon's manual; this
 * is an implementation of that description.)
 */
final class PositionId {

    private static final String BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    static final String EXPECTED = "expected a GNU Backgammon position ID (14 characters of A-Z a-z 0-9 + /, like "
            + "4HPwATDgc/ABMA, the start), then :HL once the player on roll has rolled H and L (like :31)";

    private PositionId() {}

    /** The ID of a board: the player on roll's and the other's, each from its own view (slots 0 off, 1-24, 25 bar). */
    static String encode(int[] onRoll, int[] other) {
        long[] bits = new long[2];
        bits(onRoll, other, bits);
        byte[] key = new byte[10];
        for (int i = 0; i < 10; i++) {
            key[i] = (byte) (bits[i >> 3] >>> (8 * (i & 7)));
        }
        StringBuilder id = new StringBuilder(14);
        for (int i = 0; i < 14; i++) {
            id.append(BASE64.charAt(sixBits(key, 6 * i)));
        }
        return id.toString();
    }

    /**
     * The ID's 80 bits, the low 64 into {@code into[0]} and the high 16 into {@code into[1]}: the
     * other player's points and bar, then the player on roll's, each checker a 1 and each point's
     * end a 0. Allocates nothing: what a solver keys its positions by.
     */
    static void bits(int[] onRoll, int[] other, long[] into) {
        into[0] = 0;
        into[1] = 0;
        bits(onRoll, bits(other, 0, into), into);
    }

    /** Writes one board's bits from bit {@code bit} on; returns the bit after them. */
    private static int bits(int[] board, int bit, long[] into) {
        for (int slot = 1; slot <= Backgammon.BAR; slot++) {
            for (int c = board[slot]; c > 0; c--, bit++) {
                into[bit >>> 6] |= 1L << (bit & 63);
            }
            bit++; // the 0 that ends the slot
        }
        return bit;
    }

    /** The six bits of the base64 character that starts at bit {@code at} of the bytes read in order, high bit first. */
    private static int sixBits(byte[] key, int at) {
        int value = 0;
        for (int b = at; b < at + 6; b++) {
            int bit = b < 80 ? key[b >> 3] >> (7 - (b & 7)) & 1 : 0;
            value = value << 1 | bit;
        }
        return value;
    }

    /**
     * The boards of an ID: the player on roll's, then the other's, each with its checkers off.
     *
     * @throws IllegalArgumentException saying what is wrong: the characters, the length, more
     *     than 15 checkers a player, both players on one point, no checker left on either side
     */
    static int[][] decode(String id) {
        if (id.length() != 14) {
            throw new IllegalArgumentException("'" + id + "' is not a position ID: it has " + id.length()
                    + " characters, not 14; " + EXPECTED);
        }
        byte[] key = new byte[11];
        int bit = 0;
        for (int i = 0; i < 14; i++) {
            int v = BASE64.indexOf(id.charAt(i));
            if (v < 0) {
                throw new IllegalArgumentException("'" + id + "' is not a position ID: '" + id.charAt(i)
                        + "' is not a base64 character; " + EXPECTED);
            }
            for (int j = 5; j >= 0; j--, bit++) {
                // Base64 writes each byte high bit first.
                if ((v >> j & 1) != 0) {
                    key[bit >> 3] |= (byte) (1 << (7 - (bit & 7)));
                }
            }
        }
        if (key[10] != 0) {
            throw new IllegalArgumentException("'" + id + "' is not a position ID: its last character holds bits beyond "
                    + "the 80 of a board (the last character is one of A Q g w); " + EXPECTED);
        }
        int[][] boards = new int[2][26];
        int at = 0;
        for (int player = 1; player >= 0; player--) { // the player not on roll first
            for (int slot = 1; slot <= Backgammon.BAR; slot++) {
                while (at < 80 && bit(key, at)) {
                    boards[player][slot]++;
                    at++;
                }
                if (at >= 80) {
                    throw new IllegalArgumentException("'" + id + "' is not a position ID: its bits run out before "
                            + "the 50 points and bars are written (too many checkers); " + EXPECTED);
                }
                at++;
            }
        }
        for (int player = 0; player < 2; player++) {
            int on = 0;
            for (int slot = 1; slot <= Backgammon.BAR; slot++) {
                on += boards[player][slot];
            }
            String who = player == 0 ? "the player on roll" : "the player not on roll";
            if (on > Backgammon.CHECKERS) {
                throw new IllegalArgumentException("position ID " + id + " gives " + who + " " + on
                        + " checkers: a player has 15, on the board, on the bar or borne off");
            }
            boards[player][Backgammon.OFF] = Backgammon.CHECKERS - on;
        }
        for (int p = 1; p <= 24; p++) {
            if (boards[0][p] > 0 && boards[1][25 - p] > 0) {
                throw new IllegalArgumentException("position ID " + id + " puts checkers of both players on one point "
                        + "(the player on roll's " + p + "-point, the other's " + (25 - p) + "-point): a point holds one player's checkers");
            }
        }
        if (boards[0][Backgammon.OFF] == Backgammon.CHECKERS) {
            throw new IllegalArgumentException("position ID " + id + " gives the player on roll no checker left: the game "
                    + "ended when that player bore off the last one, and the other would be on roll");
        }
        return boards;
    }

    private static boolean bit(byte[] key, int i) {
        return (key[i >> 3] >> (i & 7) & 1) != 0;
    }
}
