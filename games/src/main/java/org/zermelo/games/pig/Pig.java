package org.zermelo.games.pig;

import java.util.Arrays;
import java.util.List;
import org.zermelo.game.Chance;
import org.zermelo.game.Diagram;
import org.zermelo.game.Drawable;
import org.zermelo.game.Drawing;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/**
 * The dice game Pig, with the rules of Neller and Presser ("Optimal Play of the Dice Game
 * Pig", 2004): on a turn the player rolls a die as often as they like; a 1 ends the turn and
 * loses the turn total; any other face adds to it; holding banks the turn total and ends the
 * turn. The first to reach the goal (100 by default) wins. A turn starts with a roll (holding a
 * total of 0 would only pass), and a player whose score plus turn total reaches the goal holds.
 *
 * <p>After {@code roll} the position is a chance node owned by the roller, whose outcomes are
 * the six faces, each with probability 1/6. State: the scores of the side to move and of the
 * other, the turn total, the side to move, and whether the die is in the air; play/undo keep
 * the previous states on a stack of packed {@code long}s (copy-make).
 *
 * <p>Notation {@code MINE,THEIRS,TURN}, then {@code /GOAL} when the goal is not 100, then
 * {@code :roll} at a chance node: {@code 0,0,0}, {@code 12,30,7/50}, {@code 12,30,7:roll}.
 */
public final class Pig implements Position, Chance, Diagram, Drawable {

    /** The goal unless another is given. */
    public static final int DEFAULT_GOAL = 100;
    /** The largest goal: value iteration keeps about goal^3 / 2 states. */
    public static final int MAX_GOAL = 200;
    static final int ROLL = 7;
    static final int HOLD = 8;
    private static final double SIXTH = 1.0 / 6;

    private final int goal;
    private int mine;
    private int theirs;
    private int turn;
    private int side;
    private boolean rolling;
    private long[] stack = new long[64];
    private int played;

    /** The start of a game to {@code goal}. */
    public Pig(int goal) {
        this(goal, 0, 0, 0, 0, false);
    }

    Pig(int goal, int mine, int theirs, int turn, int side, boolean rolling) {
        this.goal = goal;
        this.mine = mine;
        this.theirs = theirs;
        this.turn = turn;
        this.side = side;
        this.rolling = rolling;
    }

    /**
     * Reads {@code MINE,THEIRS,TURN[/GOAL][:roll]}.
     *
     * @throws IllegalArgumentException saying what is expected
     */
    public static Pig parse(String text) {
        String t = text.strip();
        boolean rolling = t.endsWith(":roll");
        if (rolling) {
            t = t.substring(0, t.length() - ":roll".length());
        }
        int goal = DEFAULT_GOAL;
        int slash = t.indexOf('/');
        if (slash >= 0) {
            goal = number(t.substring(slash + 1), "goal", text);
            t = t.substring(0, slash);
        }
        checkGoal(goal);
        String[] parts = t.split(",", -1);
        if (parts.length != 3) {
            throw new IllegalArgumentException("'" + text + "' is not a Pig position: expected MINE,THEIRS,TURN like 0,0,0"
                    + " (scores of the side to move and of the other, and the turn total), then /GOAL if not 100");
        }
        int mine = number(parts[0], "score", text);
        int theirs = number(parts[1], "score", text);
        int turn = number(parts[2], "turn total", text);
        if (mine >= goal) {
            throw new IllegalArgumentException("the score " + mine + " of the side to move must be below the goal " + goal
                    + ": a player who reaches it has won, and the other is to move then");
        }
        if (theirs >= goal + 6) {
            throw new IllegalArgumentException("the score " + theirs + " is impossible: a player holds at the goal " + goal
                    + ", so a score is below " + (goal + 6));
        }
        if (theirs >= goal && (turn != 0 || rolling)) {
            throw new IllegalArgumentException("the game is over, the other player has " + theirs + " of the goal " + goal
                    + ": nothing is played after, the turn total is 0");
        }
        if (mine + turn >= goal + 6) {
            throw new IllegalArgumentException("the turn total " + turn + " is impossible with score " + mine
                    + ": a player holds at the goal " + goal + ", so score plus turn total is below " + (goal + 6));
        }
        if (rolling && mine + turn >= goal) {
            throw new IllegalArgumentException("no roll at " + mine + "+" + turn + ": the player has reached the goal " + goal
                    + " and holds");
        }
        return new Pig(goal, mine, theirs, turn, 0, rolling);
    }

    static void checkGoal(int goal) {
        if (goal < 1 || goal > MAX_GOAL) {
            throw new IllegalArgumentException("the goal must be from 1 to " + MAX_GOAL + ", not " + goal);
        }
    }

    private static int number(String item, String what, String text) {
        String s = item.strip();
        if (!s.matches("[0-9]{1,4}")) {
            throw new IllegalArgumentException("'" + s + "' is not a " + what + " in '" + text
                    + "': expected a whole number (Pig: MINE,THEIRS,TURN like 0,0,0, then /GOAL if not 100)");
        }
        return Integer.parseInt(s);
    }

    /** The goal. */
    public int goal() {
        return goal;
    }

    /** The side to move's score. */
    public int mine() {
        return mine;
    }

    /** The other player's score. */
    public int theirs() {
        return theirs;
    }

    /** The turn total. */
    public int turn() {
        return turn;
    }

    @Override
    public boolean isChanceNode() {
        return rolling;
    }

    @Override
    public double probability(int outcome) {
        return SIXTH;
    }

    /** A loss is worth -1 and a win +1 for the side to move; nothing lies beyond. */
    @Override
    public double lowestValue() {
        return -1;
    }

    @Override
    public double highestValue() {
        return 1;
    }

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
        if (rolling) {
            for (int face = 1; face <= 6; face++) {
                out.add(face);
            }
            return;
        }
        if (mine + turn < goal) {
            out.add(ROLL);
        }
        if (turn > 0) {
            out.add(HOLD);
        }
    }

    @Override
    public void play(int move) {
        if (played == stack.length) {
            stack = Arrays.copyOf(stack, 2 * played);
        }
        stack[played++] = pack();
        if (move == ROLL) {
            rolling = true;
        } else if (move == HOLD) {
            endTurn(mine + turn);
        } else if (move == 1) {
            endTurn(mine);
        } else {
            rolling = false;
            turn += move;
        }
    }

    private void endTurn(int banked) {
        mine = theirs;
        theirs = banked;
        turn = 0;
        side = 1 - side;
        rolling = false;
    }

    @Override
    public void undo() {
        long s = stack[--played];
        mine = (int) (s & 0xFFFF);
        theirs = (int) (s >>> 16 & 0xFFFF);
        turn = (int) (s >>> 32 & 0xFFFF);
        side = (int) (s >>> 48 & 1);
        rolling = (s >>> 49 & 1) != 0;
    }

    /** The state in one word: 16 bits each for mine, theirs, turn, then the side and the roll flag. */
    private long pack() {
        return mine | (long) theirs << 16 | (long) turn << 32 | (long) side << 48 | (rolling ? 1L << 49 : 0);
    }

    /** Over when the player who just held reached the goal: the side to move has lost. */
    @Override
    public boolean isTerminal() {
        return theirs >= goal;
    }

    @Override
    public int terminalValue() {
        return -1;
    }

    @Override
    public long hash() {
        long z = pack() * 0x9E3779B97F4A7C15L; // the state is one word: a mix of it is its key
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        return z ^ (z >>> 31);
    }

    @Override
    public String formatMove(int move) {
        return move == ROLL ? "roll" : move == HOLD ? "hold" : Integer.toString(move);
    }

    @Override
    public int parseMove(String text) {
        MoveList legal = new MoveList();
        legalMoves(legal);
        String t = text.strip();
        int move = t.equals("roll") ? ROLL : t.equals("hold") ? HOLD
                : rolling && t.matches("[1-6]") ? Integer.parseInt(t) : -1;
        if (move < 0 || !legal.contains(move)) {
            String expected = rolling ? "a die face 1 to 6" : turn == 0 ? "roll (a turn starts with a roll)"
                    : mine + turn >= goal ? "hold (the goal is reached)" : "roll or hold";
            throw new IllegalArgumentException("'" + text + "' is not a move here: expected " + expected);
        }
        return move;
    }

    @Override
    public Position copy() {
        Pig copy = new Pig(goal, mine, theirs, turn, side, rolling);
        copy.stack = stack.clone();
        copy.played = played;
        return copy;
    }

    /**
     * The scores by player, the first player's first whoever is to move (as in {@link #diagram}),
     * against the goal, the turn total, and the die last thrown in the moves played here.
     */
    @Override
    public Drawing drawing() {
        List<Integer> scores = side == 0 ? List.of(mine, theirs) : List.of(theirs, mine);
        return new Drawing.ScoreLine(scores, turn, goal, lastDie());
    }

    /**
     * The face last thrown, read from the states kept for undo: the last ply played with the die
     * in the air, and the state after it (a 1 ends the turn, another face adds to the turn
     * total); none when no die was thrown since this position was set up.
     */
    private List<Integer> lastDie() {
        for (int k = played - 1; k >= 0; k--) {
            long before = stack[k];
            if ((before >>> 49 & 1) != 0) {
                long after = k + 1 < played ? stack[k + 1] : pack();
                boolean turnGoesOn = (before >>> 48 & 1) == (after >>> 48 & 1);
                return List.of(turnGoesOn ? (int) (after >>> 32 & 0xFFFF) - (int) (before >>> 32 & 0xFFFF) : 1);
            }
        }
        return List.of();
    }

    /**
     * The scores by player, the first player's first whoever is to move: the notation gives the
     * mover's first, so that in a game its scores would swap places at every turn.
     */
    @Override
    public String diagram() {
        String mover = side == 0 ? "first player" : "second player";
        return "first player " + (side == 0 ? mine : theirs) + ", second player " + (side == 0 ? theirs : mine)
                + " (goal " + goal + "); " + mover + " to move, turn total " + turn;
    }

    @Override
    public String toString() {
        return mine + "," + theirs + "," + turn + (goal != DEFAULT_GOAL ? "/" + goal : "") + (rolling ? ":roll" : "");
    }
}
