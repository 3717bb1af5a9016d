package org.zermelo.learn;

import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import java.util.function.ToDoubleFunction;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/**
 * TD learning of the course's table by self-play, as the course writes it: both players choose
 * from the same table the move to the position they value most (each value is the probability
 * that the player who has just moved there wins), except for exploratory moves, chosen at random
 * with probability epsilon; after each move, the value of the position the player had left
 * itself with before moves toward the value of the one it leaves itself with now:
 *
 * <pre>
 * V(s_t) &lt;- V(s_t) + alpha [V(s_{t+1}) - V(s_t)]
 * </pre>
 *
 * s_t and s_{t+1} being the positions after two successive moves of one player, and at the end
 * of the game toward its result for that player (1 won, 0.5 drawn, 0 lost). After an
 * exploratory move the value left behind is not updated: a random move says nothing of the
 * position's worth (Sutton and Barto's tic-tac-toe player). The rate and epsilon go linearly
 * from their first value to their last over the games. For games small enough to list their
 * positions, where one player moves after the other.
 */
public final class TabularTd {

    /**
     * How learning goes.
     *
     * @param games the self-play games
     * @param rateFirst the rate alpha at the first game
     * @param rateLast the rate at the last
     * @param epsilonFirst the share of exploratory moves at the first game
     * @param epsilonLast the share at the last
     * @param seed the seed of every random choice
     */
    public record Settings(long games, double rateFirst, double rateLast, double epsilonFirst, double epsilonLast, long seed) {}

    private final Table table;
    private final Position position;
    private final Settings settings;
    private final SplittableRandom random;
    private final MoveList moves = new MoveList();
    private long played;

    /** Learning of {@code table} by self-play from {@code start}, as {@code settings} say. */
    public TabularTd(Table table, Position start, Settings settings) {
        this.table = table;
        this.position = start.copy();
        this.settings = settings;
        this.random = new SplittableRandom(settings.seed());
    }

    /**
     * Plays the next {@code games} games (at most up to the settings' games: the rate and
     * epsilon follow the game's number in the whole run), telling {@code progress} the games
     * played so far in the run after each, and stopping early when {@code stop} says so.
     *
     * @return the games played by this call
     */
    public long learn(long games, LongConsumer progress, BooleanSupplier stop) {
        long first = played;
        while (played < first + games && played < settings.games() && !stop.getAsBoolean()) {
            double share = settings.games() > 1 ? (double) played / (settings.games() - 1) : 0;
            double rate = settings.rateFirst() + share * (settings.rateLast() - settings.rateFirst());
            double epsilon = settings.epsilonFirst() + share * (settings.epsilonLast() - settings.epsilonFirst());
            play(table, position, moves, random, rate, epsilon);
            played++;
            progress.accept(played);
        }
        return played - first;
    }

    /** Learns {@code table} by all the games of {@code settings} from {@code start}; returns the games played. */
    public static long learn(Table table, Position start, Settings settings, LongConsumer progress, BooleanSupplier stop) {
        return new TabularTd(table, start, settings).learn(settings.games(), progress, stop);
    }

    /** One game from {@code p}, which is left as it was. */
    private static void play(Table table, Position p, MoveList moves, SplittableRandom random, double rate, double epsilon) {
        // The position each player left itself with at its last move (empty: none yet), as the game writes it.
        String[] left = new String[2];
        int played = 0;
        while (!p.isTerminal()) {
            int side = p.sideToMove();
            p.legalMoves(moves);
            boolean exploring = random.nextDouble() < epsilon;
            int move = exploring ? moves.get(random.nextInt(moves.size())) : greedy(p, moves, table::value, random);
            p.play(move);
            played++;
            if (left[side] != null && !exploring) {
                table.learn(left[side], table.value(p), rate);
            }
            left[side] = p.isTerminal() ? null : p.toString();
            if (p.isTerminal()) {
                // Each player's last position moves toward the result for that player.
                int other = 1 - side;
                if (left[other] != null) {
                    table.learn(left[other], 1 - Table.result(p), rate);
                }
            }
        }
        for (int i = 0; i < played; i++) {
            p.undo();
        }
    }

    /**
     * The move to the position the mover values most, by {@code value} of the position after it;
     * ties broken at random (TD's greedy step, for the table and the networks alike).
     */
    static int greedy(Position p, MoveList moves, ToDoubleFunction<Position> value, SplittableRandom random) {
        int best = -1;
        double bestValue = Double.NEGATIVE_INFINITY;
        int ties = 0;
        for (int i = 0; i < moves.size(); i++) {
            p.play(moves.get(i));
            double v = value.applyAsDouble(p);
            p.undo();
            if (v > bestValue) {
                bestValue = v;
                best = moves.get(i);
                ties = 1;
            } else if (v == bestValue && random.nextInt(++ties) == 0) {
                best = moves.get(i);
            }
        }
        return best;
    }
}
