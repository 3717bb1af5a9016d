package com.example.coins;

import java.util.Arrays;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;

/**
 * A row of coins: each player in turn takes the coin at the left or the right end of the row;
 * when the row is empty, whoever collected more wins by the difference (equal sums: a draw).
 */
public final class CoinRow implements Position {

    /** The moves: take the coin at the left end, or at the right end. */
    public static final int LEFT = 0;
    public static final int RIGHT = 1;

    private final int[] coins;
    private int left;
    private int right;
    /** What the first player has collected minus what the second player has. */
    private int lead;
    /** The moves played, so that undo knows which end to put a coin back on. */
    private final int[] history;
    private int plies;

    /** The full row, the first player to move. */
    public CoinRow(int... coins) {
        // A game value must fit the searches' scale: |value| <= Scores.MAX_GAME_VALUE.
        if (Arrays.stream(coins).anyMatch(c -> c < 1)
                || Arrays.stream(coins).asLongStream().sum() > Scores.MAX_GAME_VALUE) {
            throw new IllegalArgumentException("expected coins of 1 or more, "
                    + Scores.MAX_GAME_VALUE + " in all at most, not " + Arrays.toString(coins));
        }
        this.coins = coins.clone();
        this.left = 0;
        this.right = coins.length - 1;
        this.history = new int[coins.length];
    }

    private CoinRow(CoinRow other) {
        coins = other.coins; // never changed: shared
        left = other.left;
        right = other.right;
        lead = other.lead;
        history = other.history.clone();
        plies = other.plies;
    }

    /** The lead so far of the side to move: its coins minus the opponent's. */
    public int leadOfSideToMove() {
        return sideToMove() == 0 ? lead : -lead;
    }

    @Override
    public int sideToMove() {
        return plies & 1;
    }

    @Override
    public void legalMoves(MoveList out) {
        out.clear();
        if (left < right) {
            out.add(LEFT);
            out.add(RIGHT);
        } else if (left == right) {
            out.add(LEFT); // the last coin is at both ends: one move, not two
        }
    }

    @Override
    public void play(int move) {
        int coin = move == LEFT ? coins[left++] : coins[right--];
        lead += sideToMove() == 0 ? coin : -coin;
        history[plies++] = move;
    }

    @Override
    public void undo() {
        int move = history[--plies];
        int coin = move == LEFT ? coins[--left] : coins[++right];
        lead -= sideToMove() == 0 ? coin : -coin;
    }

    @Override
    public boolean isTerminal() {
        return left > right;
    }

    @Override
    public int terminalValue() {
        return leadOfSideToMove();
    }

    @Override
    public long hash() {
        // The whole state fits in one long exactly (the side to move follows from the coins
        // taken), so no two positions share a key; larger games use org.zermelo.game.Zobrist.
        return (long) left << 48 | (long) (right + 1) << 32 | (lead & 0xFFFF_FFFFL);
    }

    @Override
    public String formatMove(int move) {
        return move == LEFT ? "left" : "right";
    }

    @Override
    public int parseMove(String text) {
        int move = switch (text.strip()) {
            case "left" -> LEFT;
            case "right" -> RIGHT;
            default -> throw new IllegalArgumentException("'" + text + "' is not a move: type left or right");
        };
        if (isTerminal()) {
            throw new IllegalArgumentException("the game is over: no coin is left");
        }
        return left == right ? LEFT : move; // the last coin is both ends' coin
    }

    @Override
    public Position copy() {
        return new CoinRow(this);
    }

    /** The coins left, like {@code 3 9 1 2} (not what the players have collected). */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int i = left; i <= right; i++) {
            s.append(i > left ? " " : "").append(coins[i]);
        }
        return s.toString();
    }
}
