package org.zermelo.games.backgammon;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.zermelo.game.Chance;
import org.zermelo.game.Diagram;
import org.zermelo.game.Drawable;
import org.zermelo.game.Drawing;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Zobrist;

/**
 * Backgammon, cubeless money game: 15 checkers a side, a checker on the bar enters first, a
 * single opposing checker (a blot) is hit and sent to the bar, bearing off only once all of a
 * side's checkers are home, a die higher than the highest occupied point bears off from it, both
 * dice are played when possible (else the larger one), doubles four times. A game won is worth
 * 1, a gammon (the loser has borne off nothing) 2, a backgammon (and still has a checker on the
 * bar or in the winner's home board) 3.
 *
 * <p>The turn is two plies: a chance node where the side to move rolls (its outcomes are the 21
 * distinct rolls, a double with probability 1/36, another with 1/18; from the starting board the
 * 15 rolls that are not doubles, 1/15 each, since the opening roll is never a double), then that
 * side's move with those dice. Moves are the distinct positions a roll can reach: two orders of
 * the dice, or two checkers, that reach the same position are one move.
 *
 * <p>The board, for each side from its own point of view ({@code checkers[side][slot]}):
 * <pre>
 *   slot 0      borne off
 *   slots 1-24  the points; a side moves from 24 towards 1, its home board is 1-6
 *   slot 25     the bar
 * </pre>
 * so that one side's point {@code p} is the other's {@code 25 - p}. Play and undo change the
 * board in place; a stack keeps, per ply, the move and what undo needs (the dice and the hits).
 *
 * <p>A move is an {@code int} of up to four bytes, one per die played in order, each
 * {@code from << 3 | die} (from 1 to 25, the bar); {@link #PASS} (0) when no die can be played.
 * A roll, the outcome of a chance node, is {@code 7 | high << 3 | low << 6}: its low three bits,
 * 7, are no die, so a roll is never a move.
 *
 * <p>Notation: GNU Backgammon's position ID of the board (the player on roll's view), then
 * {@code :HL} once the side to move has rolled {@code H} and {@code L}: {@code 4HPwATDgc/ABMA} is
 * the start, the first player to roll; {@code 4HPwATDgc/ABMA:31} after an opening 3-1. The
 * position ID does not say which player is on roll, nor whether a starting board is the
 * opening: a roll from the starting board is taken as the opening roll, never a double (the
 * starting board coming back later in a game, possible in principle, is not told apart).
 */
public final class Backgammon implements Position, Chance, Diagram, Drawable {

    /** The move of a side that can play no die. */
    public static final int PASS = 0;
    static final int OFF = 0;
    static final int BAR = 25;
    static final int CHECKERS = 15;
    /** The starting board of either side: two on 24, five on 13, three on 8, five on 6. */
    private static final int[] START = new int[26];

    static {
        START[24] = 2;
        START[13] = 5;
        START[8] = 3;
        START[6] = 5;
    }

    /** The first player's checkers (X) and the second's (O), as the pages draw them. */
    private static final List<Drawing.Piece> LOOKS = List.of(
            new Drawing.Piece("X", 0, Drawing.Shape.DISC, Drawing.Colour.WHITE),
            new Drawing.Piece("O", 1, Drawing.Shape.DISC, Drawing.Colour.RED));

    /** Zobrist keys: (owner relative to the side to move, slot, count), then one per dice state. */
    private static final long[] KEYS = Zobrist.keys(0xBAC6_A770_0001L, 2 * 26 * 16 + 22);
    private static final double DOUBLE = 1.0 / 36;
    private static final double OTHER = 1.0 / 18;
    private static final double OPENING = 1.0 / 15;
    /** In a move's undo record: the position before it was a race. */
    private static final int RACE_BIT = 1 << 16;

    private final int[][] checkers = new int[2][26];
    private int side;
    /** 0 at a chance node (the side to move rolls), else the roll: high * 8 + low. */
    private int dice;
    /** The hash as if side 0 were to move and as if side 1 were, without the dice. */
    private long hash0;
    private long hash1;

    // Per ply played: the move (or roll), the dice before it, the hits of a move (bit i: its i-th die
    // hit), and whether the position before a move was a race (for pubeval's choice of weights).
    private int[] movesPlayed = new int[64];
    private int[] undoInfo = new int[64];
    private int plies;

    /** The move generator's scratch state, reused: generating moves allocates nothing. */
    private final MoveGenerator generator = new MoveGenerator();

    /** The start of a game: the first player to roll the opening roll. */
    public Backgammon() {
        this(START, START, 0);
    }

    /**
     * A position: the board of the side to move and of the other, each from its own point of
     * view (slots 0 off, 1-24 points, 25 bar), and the dice (0 before the roll).
     */
    Backgammon(int[] toMove, int[] other, int dice) {
        System.arraycopy(toMove, 0, checkers[0], 0, 26);
        System.arraycopy(other, 0, checkers[1], 0, 26);
        this.dice = dice;
        for (int owner = 0; owner < 2; owner++) {
            for (int slot = 0; slot < 26; slot++) {
                hash0 ^= key(owner, slot, checkers[owner][slot]);
                hash1 ^= key(1 - owner, slot, checkers[owner][slot]);
            }
        }
    }

    private static long key(int owner, int slot, int count) {
        return KEYS[(owner * 26 + slot) * 16 + count];
    }

    /** The checkers of {@code side} (0 or 1) on {@code slot}: 0 off, 1 to 24 its points, 25 the bar. */
    public int checkers(int side, int slot) {
        return checkers[side][slot];
    }

    /** The pips {@code side} still has to move: each checker's distance to off. */
    public int pips(int side) {
        int pips = 0;
        for (int slot = 1; slot <= BAR; slot++) {
            pips += slot * checkers[side][slot];
        }
        return pips;
    }

    /** True when no checker of either side can meet one of the other again: a race. */
    public boolean isRace() {
        return isRace(checkers[side], checkers[1 - side]);
    }

    static boolean isRace(int[] mine, int[] theirs) {
        // My rearmost checker must be in front of their rearmost one, in my coordinates 25 - p.
        return back(mine) < 25 - back(theirs);
    }

    /** The highest slot with a checker (the bar is 25), 0 when all are off. */
    private static int back(int[] board) {
        for (int slot = BAR; slot >= 1; slot--) {
            if (board[slot] > 0) {
                return slot;
            }
        }
        return 0;
    }

    /**
     * True when the position before the opponent's last move was a race, as pubeval's choice of
     * weights asks (that move, before the side to move's roll if it has rolled); when no such
     * move was played here, whether the position is a race now.
     */
    boolean wasRaceBeforeLastMove() {
        int i = plies - 1;
        if (i >= 0 && isRoll(movesPlayed[i])) {
            i--;
        }
        if (i >= 0 && !isRoll(movesPlayed[i])) {
            return (undoInfo[i] & RACE_BIT) != 0;
        }
        return isRace();
    }

    static boolean isRoll(int move) {
        return (move & 7) == 7;
    }

    static int roll(int high, int low) {
        return 7 | high << 3 | low << 6;
    }

    static boolean isStartingBoard(int[] board) {
        return Arrays.equals(board, START);
    }

    private boolean opening() {
        return isStartingBoard(checkers[side]) && isStartingBoard(checkers[1 - side]);
    }

    // ----- Chance -----

    @Override
    public boolean isChanceNode() {
        return dice == 0 && !isTerminal();
    }

    @Override
    public double probability(int outcome) {
        if (opening()) {
            return OPENING;
        }
        return (outcome >> 3 & 7) == (outcome >> 6 & 7) ? DOUBLE : OTHER;
    }

    /** The side to move loses at most a single game once it has borne off a checker, else a backgammon. */
    @Override
    public double lowestValue() {
        return checkers[side][OFF] > 0 ? -1 : -3;
    }

    @Override
    public double highestValue() {
        return checkers[1 - side][OFF] > 0 ? 1 : 3;
    }

    // ----- Position -----

    @Override
    public int sideToMove() {
        return side;
    }

    @Override
    public void legalMoves(MoveList out) {
        out.clear();
        if (isTerminal()) {
            return;
        }
        if (dice == 0) {
            boolean opening = opening();
            for (int high = 1; high <= 6; high++) {
                for (int low = opening ? high - 1 : high; low >= 1; low--) {
                    out.add(roll(high, low));
                }
            }
            return;
        }
        generator.generate(checkers[side], checkers[1 - side], dice >> 3, dice & 7, out);
    }

    @Override
    public void play(int move) {
        if (plies == movesPlayed.length) {
            movesPlayed = Arrays.copyOf(movesPlayed, 2 * plies);
            undoInfo = Arrays.copyOf(undoInfo, 2 * plies);
        }
        movesPlayed[plies] = move;
        if (isRoll(move)) {
            undoInfo[plies++] = 0;
            dice = (move >> 3 & 7) << 3 | (move >> 6 & 7);
            return;
        }
        int info = dice | (isRace() ? RACE_BIT : 0);
        int[] theirs = checkers[1 - side];
        for (int i = 0; i < 4; i++) {
            int step = move >>> (8 * i) & 0xFF;
            if (step == 0) {
                break;
            }
            int from = step >> 3;
            int to = Math.max(OFF, from - (step & 7));
            change(side, from, -1);
            change(side, to, +1);
            if (to != OFF && theirs[25 - to] == 1) {
                change(1 - side, 25 - to, -1);
                change(1 - side, BAR, +1);
                info |= 1 << (8 + i);
            }
        }
        undoInfo[plies++] = info;
        dice = 0;
        side = 1 - side;
    }

    @Override
    public void undo() {
        int move = movesPlayed[--plies];
        int info = undoInfo[plies];
        if (isRoll(move)) {
            dice = 0;
            return;
        }
        side = 1 - side;
        dice = info & 0xFF;
        for (int i = 3; i >= 0; i--) {
            int step = move >>> (8 * i) & 0xFF;
            if (step == 0) {
                continue;
            }
            int from = step >> 3;
            int to = Math.max(OFF, from - (step & 7));
            if ((info & 1 << (8 + i)) != 0) {
                change(1 - side, BAR, -1);
                change(1 - side, 25 - to, +1);
            }
            change(side, to, -1);
            change(side, from, +1);
        }
    }

    /** Adds {@code delta} checkers of {@code owner} on {@code slot}, keeping both hashes. */
    private void change(int owner, int slot, int delta) {
        int before = checkers[owner][slot];
        int after = before + delta;
        checkers[owner][slot] = after;
        hash0 ^= key(owner, slot, before) ^ key(owner, slot, after);
        hash1 ^= key(1 - owner, slot, before) ^ key(1 - owner, slot, after);
    }

    /** Over when the side that just moved has borne off its fifteenth checker. */
    @Override
    public boolean isTerminal() {
        return checkers[1 - side][OFF] == CHECKERS;
    }

    /** -1 for a single game lost, -2 for a gammon, -3 for a backgammon. */
    @Override
    public int terminalValue() {
        int[] loser = checkers[side];
        if (loser[OFF] > 0) {
            return -1;
        }
        for (int slot = 19; slot <= BAR; slot++) {
            if (loser[slot] > 0) {
                return -3; // on the bar or in the winner's home board
            }
        }
        return -2;
    }

    @Override
    public long hash() {
        return (side == 0 ? hash0 : hash1) ^ KEYS[2 * 26 * 16 + (dice == 0 ? 0 : 1 + diceIndex(dice))];
    }

    /** 0 to 20 for the 21 rolls. */
    private static int diceIndex(int dice) {
        int high = dice >> 3;
        int low = dice & 7;
        return high * (high - 1) / 2 + low - 1;
    }

    @Override
    public String formatMove(int move) {
        return MoveNotation.format(move, checkers[1 - side]);
    }

    @Override
    public int parseMove(String text) {
        MoveList legal = new MoveList();
        legalMoves(legal);
        return MoveNotation.parse(text, this, legal);
    }

    /** The side to move's board, from its point of view, for the notation. */
    int[] mine() {
        return checkers[side];
    }

    /** The other side's board, from its point of view. */
    int[] theirs() {
        return checkers[1 - side];
    }

    /** The dice to play as {@code high << 3 | low}, or 0 before the roll. */
    int dice() {
        return dice;
    }

    @Override
    public Position copy() {
        Backgammon copy = new Backgammon(checkers[0], checkers[1], dice);
        copy.side = side;
        copy.hash0 = hash0;
        copy.hash1 = hash1;
        copy.movesPlayed = movesPlayed.clone();
        copy.undoInfo = undoInfo.clone();
        copy.plies = plies;
        return copy;
    }

    /**
     * The 24 points as the first player counts them (its 24-point, where two of its checkers
     * start, last; the second player's point p is the first's 25 - p), the bar, the checkers
     * borne off, and the dice rolled, high first, until the move that plays them.
     */
    @Override
    public Drawing drawing() {
        List<Drawing.Point> points = new ArrayList<>(24);
        for (int point = 1; point <= 24; point++) {
            int first = checkers[0][point];
            int second = checkers[1][25 - point];
            points.add(first > 0 ? new Drawing.Point(0, first) : second > 0 ? new Drawing.Point(1, second) : Drawing.Point.EMPTY);
        }
        return new Drawing.Points(points, List.of(checkers[0][BAR], checkers[1][BAR]),
                List.of(checkers[0][OFF], checkers[1][OFF]), dice == 0 ? List.of() : List.of(dice >> 3, dice & 7), LOOKS);
    }

    @Override
    public String diagram() {
        return BoardDrawing.draw(this);
    }

    /** The position ID's 80 bits into {@code into} (see {@link PositionId#bits}), without making the ID. */
    void idBits(long[] into) {
        PositionId.bits(checkers[side], checkers[1 - side], into);
    }

    @Override
    public String toString() {
        String id = PositionId.encode(checkers[side], checkers[1 - side]);
        return dice == 0 ? id : id + ":" + (dice >> 3) + (dice & 7);
    }
}
