package org.zermelo.search;

import java.util.Arrays;
import org.zermelo.game.MoveList;
import org.zermelo.game.MoveOrdering;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;

/**
 * The engine's move order: the table's move, the game's own order ({@link MoveOrdering}), the
 * killer moves (two per ply: moves that cut at the same ply elsewhere) and the history heuristic
 * (every cut adds to its move's score), with one entry point per regime, for ordering the moves
 * ({@link #orderForHorizon}, {@link #orderToTheEnd}) and for learning from a cut
 * ({@link #cutAtHorizon}, {@link #cutToTheEnd}).
 *
 * <p>Where the game has no order of its own, both regimes order alike: the table's move, the two
 * killers, then the rest by history score. Where it has one, the killers and the history are
 * combined with it in a depth-limited search (its first choice stays first, the killers come
 * next, the history orders the rest) and left out of searches to the end, where they cost nodes
 * (the game's order is made for proving): see {@link #orderForHorizon} and {@link #orderToTheEnd}.
 *
 * <p>Each engine (each thread of a parallel search) has its own: the killers and the history are
 * this thread's, and a helper starts near the root with another move than the main thread.
 */
final class MoveOrder {

    private static final int HISTORY_BITS = 12;
    /** A helper of a parallel search tries another first move than the main thread at these first plies. */
    private static final int HELPER_DIVERSE_PLIES = 2;
    private static final long HISTORY_MAX = 1L << 60;

    private final boolean useKillers;
    private final boolean useHistory;
    /** For a helper of a parallel search: its number, from 1; 0 for the main thread. */
    private final int helperIndex;
    private final int[] killers = new int[2 * (Scores.MAX_PLY + 1)];
    private final long[] history = new long[2 << HISTORY_BITS];
    /** The history's sort keys, one array per ply. */
    private final long[][] orderKeys = new long[Scores.MAX_PLY + 1][];
    /** The game's own order, set at each root so that the node loop never asks the position what it is; null for none. */
    private MoveOrdering ordering;

    MoveOrder(boolean killers, boolean history, int helperIndex) {
        this.useKillers = killers;
        this.useHistory = history;
        this.helperIndex = helperIndex;
        Arrays.fill(this.killers, -1);
    }

    /** Makes the history's sort keys of the first 64 plies, so that a new engine's first search does not make them on its clock. */
    void prepare() {
        for (int ply = 0; ply < 64 && orderKeys[ply] == null; ply++) {
            orderKeys[ply] = new long[64];
        }
    }

    /** Learns the game's own order, if it has one, at the root of a search. */
    void startAt(Position root) {
        ordering = root instanceof MoveOrdering m ? m : null;
    }

    /**
     * Puts the moves of a node of a depth-limited search in the order they are tried, and returns
     * how many to try: all of them.
     *
     * <p>Where the game has no order of its own: the table's move, the two killers, then the rest
     * by history score. Where it has one ({@link MoveOrdering}), the killers and the history are
     * combined with it: the table's move, then one move in the game's order (its first choice,
     * its likeliest best move, often the only one that does not lose; or when that is the table's
     * move, the next), then the killers, then the rest by history score, ties keeping the game's
     * order. In front of the game's order they cost nodes, up to twice as many on Connect Four;
     * combined so, they change the nodes by a few percent either way (docs/measurements.md).
     */
    int orderForHorizon(MoveList moves, int tableMove, int side, int ply) {
        int count = moves.size();
        // The game's first choice stays first: history sorts the moves after it.
        int from = 0;
        if (ordering != null) {
            ordering.orderMoves(moves);
            from = 1;
        }
        if (useHistory && count > 1 + from) {
            sortByHistory(moves, count, side, ply, from);
        }
        bringForward(moves, count, tableMove);
        // The killers go after the table's move, and where the game orders its moves, after the
        // game's first choice among the others too.
        int at = (tableMove >= 0 && moves.get(0) == tableMove ? 1 : 0) + from;
        if (useKillers) {
            bringTo(moves, count, killers[2 * ply + 1], at);
            bringTo(moves, count, killers[2 * ply], at);
        }
        diversify(moves, count, ply);
        return count;
    }

    /**
     * Puts the moves of a node of a search to the end in the order they are tried, and returns
     * how many to try: only those the game says may matter. Where the game orders its own moves,
     * its order alone, the table's move first: the killers and the history combined with it as in
     * {@link #orderForHorizon} cost 40% more nodes on Connect Four's hard positions and twice as
     * many on Othello's FFO endgames. Where it has none, as at a horizon.
     */
    int orderToTheEnd(MoveList moves, int tableMove, int side, int ply) {
        if (ordering == null) {
            return orderForHorizon(moves, tableMove, side, ply);
        }
        int count = ordering.orderMoves(moves);
        bringForward(moves, count, tableMove);
        diversify(moves, count, ply);
        return count;
    }

    /**
     * A move that caused a cut at {@code depth} plies from the horizon becomes a killer at its ply
     * and gains 4^depth in the history (the course's increment).
     */
    void cutAtHorizon(int move, int side, int depth, int ply) {
        remember(move, side, 1L << (2 * Math.min(depth, 20)), ply);
    }

    /**
     * A move that caused a cut in a search to the end becomes a killer at its ply and gains 1 in
     * the history; not in a game that orders its own moves, whose order alone is used there
     * ({@link #orderToTheEnd}).
     */
    void cutToTheEnd(int move, int side, int ply) {
        if (ordering != null) {
            return;
        }
        remember(move, side, 1, ply);
    }

    private void remember(int move, int side, long credit, int ply) {
        if (useKillers && killers[2 * ply] != move) {
            killers[2 * ply + 1] = killers[2 * ply];
            killers[2 * ply] = move;
        }
        if (useHistory) {
            int i = historyIndex(move, side);
            history[i] += credit;
            if (history[i] > HISTORY_MAX) {
                for (int j = 0; j < history.length; j++) {
                    history[j] >>= 1;
                }
            }
        }
    }

    /**
     * A helper starts near the root with another move than the main thread, so that the table
     * fills with what the main thread will need next instead of what it has.
     */
    private void diversify(MoveList moves, int count, int ply) {
        if (helperIndex > 0 && ply < HELPER_DIVERSE_PLIES && count > 1) {
            rotate(moves, count, helperIndex % count);
        }
    }

    private static void rotate(MoveList moves, int count, int by) {
        for (int r = 0; r < by; r++) {
            int first = moves.get(0);
            for (int i = 1; i < count; i++) {
                moves.set(i - 1, moves.get(i));
            }
            moves.set(count - 1, first);
        }
    }

    /** Moves {@code move}, if it is among the first {@code count}, to the front, the others keeping their order. */
    private static void bringForward(MoveList moves, int count, int move) {
        if (move < 0) {
            return;
        }
        for (int i = 0; i < count; i++) {
            if (moves.get(i) == move) {
                for (int j = i; j > 0; j--) {
                    moves.set(j, moves.get(j - 1));
                }
                moves.set(0, move);
                return;
            }
        }
    }

    /** Sorts the first {@code count} moves by history score, highest first, from index {@code from}; ties keep their order. */
    private void sortByHistory(MoveList moves, int count, int side, int ply, int from) {
        long[] keys = orderKeys[ply];
        if (keys == null || keys.length < count) {
            keys = orderKeys[ply] = new long[Math.max(count, 64)];
        }
        for (int i = 0; i < count; i++) {
            keys[i] = history[historyIndex(moves.get(i), side)];
        }
        for (int i = from + 1; i < count; i++) {
            long k = keys[i];
            int m = moves.get(i);
            int j = i - 1;
            while (j >= from && keys[j] < k) {
                keys[j + 1] = keys[j];
                moves.set(j + 1, moves.get(j));
                j--;
            }
            keys[j + 1] = k;
            moves.set(j + 1, m);
        }
    }

    /** Moves {@code move}, if it is among the first {@code count} and at or after {@code at}, to index {@code at}. */
    private static void bringTo(MoveList moves, int count, int move, int at) {
        if (move < 0 || at >= count) {
            return;
        }
        for (int i = at; i < count; i++) {
            if (moves.get(i) == move) {
                for (int j = i; j > at; j--) {
                    moves.set(j, moves.get(j - 1));
                }
                moves.set(at, move);
                return;
            }
        }
    }

    private static int historyIndex(int move, int side) {
        return side << HISTORY_BITS | (move * 0x9E3779B9) >>> (32 - HISTORY_BITS);
    }
}
