package org.zermelo.learn;

import java.util.List;
import java.util.Objects;
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
 *
 * <p>Against an {@link Opponent} ({@link #against}), the learner plays one side, the first in
 * even-numbered games (the first game is number 0) and the second in odd ones, and only its
 * positions learn: s_t and s_{t+1} are the positions its own two successive moves leave, the
 * opponent's reply between them being part of the step, and its last one moves toward the result
 * for the learner; the opponent's moves are not learned from and never explore. From recorded games
 * ({@link #replaying}), both sides learn as in self-play, every move being the record's, none
 * exploratory.
 */
public final class TabularTd {

    /**
     * How learning goes.
     *
     * @param games the games: of self-play, against the opponent, or replays of the recorded games
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
    /** The player the learner plays against, or null: self-play or recorded games. */
    private final Opponent opponent;
    /** The recorded games replayed in turn, or null: games played. */
    private final List<int[]> records;
    private long played;

    /** Learning of {@code table} by self-play from {@code start}, as {@code settings} say. */
    public TabularTd(Table table, Position start, Settings settings) {
        this(table, start, settings, null, null);
    }

    private TabularTd(Table table, Position start, Settings settings, Opponent opponent, List<int[]> records) {
        this.table = table;
        this.position = start.copy();
        this.settings = settings;
        this.random = new SplittableRandom(settings.seed());
        this.opponent = opponent;
        this.records = records;
    }

    /** Learning of {@code table} by games against {@code opponent} from {@code start}, the learner's colour alternating. */
    public static TabularTd against(Table table, Position start, Settings settings, Opponent opponent) {
        return new TabularTd(table, start, settings, Objects.requireNonNull(opponent), null);
    }

    /**
     * Learning of {@code table} from recorded games, each the moves of a whole game from
     * {@code start} (legal, and ending the game: {@code GameRecords} checks them), replayed in
     * turn: the settings' games are the passes over them times their number.
     */
    public static TabularTd replaying(Table table, Position start, Settings settings, List<int[]> games) {
        if (games.isEmpty()) {
            throw new IllegalArgumentException("no recorded game to learn from");
        }
        return new TabularTd(table, start, settings, null, List.copyOf(games));
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
            int[] record = records == null ? null : records.get((int) (played % records.size()));
            // Against an opponent, the learner's side: the first in even-numbered games, the second in odd ones.
            int learner = opponent == null ? -1 : played % 2 == 0 ? position.sideToMove() : 1 - position.sideToMove();
            play(rate, epsilon, learner, record);
            played++;
            progress.accept(played);
        }
        return played - first;
    }

    /** Learns {@code table} by all the games of {@code settings} from {@code start}; returns the games played. */
    public static long learn(Table table, Position start, Settings settings, LongConsumer progress, BooleanSupplier stop) {
        return new TabularTd(table, start, settings).learn(settings.games(), progress, stop);
    }

    /**
     * One game from the position, which is left as it was: played by the table for both sides
     * ({@code learner} -1), or for the side {@code learner} against the opponent, or replayed from
     * {@code record} (not null); the sides that play by the table, or both for a record, learn.
     */
    private void play(double rate, double epsilon, int learner, int[] record) {
        Position p = position;
        // The position each player left itself with at its last move (empty: none yet), as the game writes it.
        String[] left = new String[2];
        int played = 0;
        while (!p.isTerminal()) {
            int side = p.sideToMove();
            boolean learns = learner < 0 || side == learner;
            boolean exploring = false;
            int move;
            if (record != null) {
                move = record[played];
            } else if (!learns) {
                move = opponent.move(p);
            } else {
                p.legalMoves(moves);
                exploring = random.nextDouble() < epsilon;
                move = exploring ? moves.get(random.nextInt(moves.size())) : greedy(p, moves, table::value, random);
            }
            p.play(move);
            played++;
            if (learns && left[side] != null && !exploring) {
                table.learn(left[side], table.value(p), rate);
            }
            left[side] = p.isTerminal() || !learns ? null : p.toString();
            if (p.isTerminal()) {
                // Each learning player's last position moves toward the result for that player.
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
