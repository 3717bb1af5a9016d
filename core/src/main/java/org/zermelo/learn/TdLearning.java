package org.zermelo.learn;

import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import java.util.function.Supplier;
import org.zermelo.game.Chance;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/**
 * TD(lambda) learning of a {@link Network} by self-play: both players choose the move to the
 * position they value most by the network (epsilon-greedy: a random move with probability
 * epsilon), and after each game every position's value moves toward its lambda-return, a mix
 * of the values of the positions that followed it and of the result:
 *
 * <pre>
 * U_t = the value of position t for the first player (the network's, or the result at the end)
 * G_T = U_T;  G_t = (1 - lambda) U_{t+1} + lambda G_{t+1}
 * V(s_t) moves toward G_t (for its side to move) by the rate, down the gradient of the squared error
 * </pre>
 *
 * With lambda 0 this is the course's TD(0), V(s_t) toward V(s_{t+1}); with lambda 1, toward the
 * result (Monte-Carlo). The updates of a game are made at its end, from the last position back
 * (the offline lambda-return of Sutton and Barto, which needs no eligibility traces). The return
 * may be cut at exploratory moves, as the table's TD is (Thill et al.'s resetting traces): a
 * position whose move was random is not learned from, since that move says nothing of its value,
 * and the positions before it look no further than its value: G_t = U_t there. The rate
 * and epsilon go linearly from their first value to their last over the games. A game may
 * begin with a few random plies, not learned from, so that the network also meets the positions
 * that greedy play from the start seldom reaches (the course's question: from which experience
 * to learn). Several threads may learn at once, each playing its own games on the same weights.
 *
 * <p>Against an {@link Opponent} ({@link #against}), the learner plays one side, the first in
 * even-numbered games (the first game is number 0) and the second in odd ones, and the positions
 * learned are those its own moves leave: position 0 is the one its first move leaves, each step
 * from one to the next is the opponent's reply (after its dice, in a game of chance) then the
 * learner's next move, and the last position is the end of the game. The opponent's moves are not
 * learned from and never explore. From recorded games ({@link #replaying}), every position of the
 * game learns as in self-play, every move being the record's, none exploratory.
 */
public final class TdLearning {

    /**
     * How learning goes.
     *
     * @param games the games, in all threads: of self-play, against the opponent, or replays of the recorded games
     * @param rateFirst the rate at the first game
     * @param rateLast the rate at the last
     * @param lambda lambda, from 0 (TD(0)) to 1
     * @param epsilonFirst the share of random moves at the first game
     * @param epsilonLast the share at the last
     * @param openingPlies the most random plies before a game's learning starts: each game draws
     *     their number from 0 to this, uniformly (0: every game from the start)
     * @param cutAtExploration whether the lambda-return stops at each exploratory move
     * @param seed the seed of every random choice (each thread's games from its own stream)
     * @param threads threads learning at once
     */
    public record Settings(long games, double rateFirst, double rateLast, double lambda, double epsilonFirst, double epsilonLast,
                           int openingPlies, boolean cutAtExploration, long seed, int threads) {

        public Settings {
            if (games < 1 || threads < 1 || openingPlies < 0 || !(lambda >= 0 && lambda <= 1) || !(rateFirst > 0) || !(rateLast > 0)
                    || !(epsilonFirst >= 0 && epsilonFirst <= 1) || !(epsilonLast >= 0 && epsilonLast <= 1)) {
                throw new IllegalArgumentException("bad TD settings: " + this);
            }
        }
    }

    private final Settings settings;
    private final Learner[] learners;
    private final AtomicLong played = new AtomicLong();

    /** Learning of {@code network} by self-play from {@code start}, as {@code settings} say. */
    public TdLearning(Network network, Position start, Settings settings) {
        this(network, start, settings, null, null);
    }

    private TdLearning(Network network, Position start, Settings settings, Supplier<Opponent> opponents, List<int[]> records) {
        this.settings = settings;
        SplittableRandom seeds = new SplittableRandom(settings.seed());
        learners = new Learner[settings.threads()];
        for (int t = 0; t < learners.length; t++) {
            learners[t] = new Learner(network.copy(), start.copy(), seeds.split(), settings, opponents == null ? null : opponents.get(),
                    records);
        }
    }

    /**
     * Learning of {@code network} by games against an opponent from {@code start}, the learner's
     * colour alternating; {@code opponents} gives each thread its own.
     */
    public static TdLearning against(Network network, Position start, Settings settings, Supplier<Opponent> opponents) {
        return new TdLearning(network, start, settings, Objects.requireNonNull(opponents), null);
    }

    /**
     * Learning of {@code network} from recorded games, each the moves of a whole game from
     * {@code start}, chance outcomes included (legal, and ending the game: {@code GameRecords}
     * checks them), replayed in turn on one thread: the settings' games are the passes over them
     * times their number.
     */
    public static TdLearning replaying(Network network, Position start, Settings settings, List<int[]> games) {
        if (games.isEmpty() || settings.threads() != 1 || settings.openingPlies() != 0) {
            throw new IllegalArgumentException("recorded games are replayed from the start on one thread, and there must be some");
        }
        return new TdLearning(network, start, settings, null, List.copyOf(games));
    }

    /**
     * Plays the next {@code games} games in all threads (at most up to the settings' games: the
     * rate and epsilon follow the game's number in the whole run), telling {@code progress} the
     * games played so far in the run after each one, from the thread that played it; stops early
     * when {@code stop} says so.
     *
     * @return the games played by this call
     */
    public long learn(long games, LongConsumer progress, BooleanSupplier stop) {
        long first = played.get();
        long last = Math.min(first + games, settings.games());
        Thread[] threads = new Thread[learners.length];
        RuntimeException[] failure = new RuntimeException[1];
        for (int t = 0; t < threads.length; t++) {
            Learner learner = learners[t];
            threads[t] = new Thread(() -> {
                try {
                    long game;
                    while (!stop.getAsBoolean() && (game = played.getAndIncrement()) < last) {
                        learner.play(game);
                        progress.accept(game + 1);
                    }
                } catch (RuntimeException e) {
                    failure[0] = e;
                }
            }, "zermelo-td-" + t);
            threads[t].start();
        }
        for (Thread thread : threads) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        if (failure[0] != null) {
            throw failure[0];
        }
        // A thread that found no game left took one number past the last: the count is the games played.
        long now = Math.min(played.get(), last);
        played.set(now);
        return now - first;
    }

    /** Learns {@code network} by all the games of {@code settings} from {@code start}; returns the games played. */
    public static long learn(Network network, Position start, Settings settings, LongConsumer progress, BooleanSupplier stop) {
        return new TdLearning(network, start, settings).learn(settings.games(), progress, stop);
    }

    /** One thread's games: its own view of the network, position and random stream. */
    private static final class Learner {

        private final Network network;
        private final Position position;
        private final SplittableRandom random;
        private final Settings settings;
        private final MoveList moves = new MoveList();
        /** The network's outputs: 1 (a value) or more (the chances of each result). */
        private final int k;
        /** The outputs U_t of the game's positions for the first player, k per position; grown as games need. */
        private double[] values;
        /** The plies from position t to t + 1: a move, after the chance outcomes before it (the dice). */
        private int[] plies = new int[256];
        /** Whether the move from position t was random (an exploratory move). */
        private boolean[] explored = new boolean[256];
        /** The lambda-return, and scratch outputs. */
        private final double[] g;
        private final double[] scratch;
        /** The player the learner plays against, or null: self-play or recorded games. */
        private final Opponent opponent;
        /** The recorded games, or null: games played. */
        private final List<int[]> records;
        /** The game being replayed, or null, and the next of its plies. */
        private int[] record;
        private int cursor;
        /** Whether the last step's move was random. */
        private boolean exploring;

        Learner(Network network, Position position, SplittableRandom random, Settings settings, Opponent opponent, List<int[]> records) {
            this.network = network;
            this.position = position;
            this.random = random;
            this.settings = settings;
            this.opponent = opponent;
            this.records = records;
            this.k = network.outputs();
            this.values = new double[256 * k];
            this.g = new double[k];
            this.scratch = new double[k];
        }

        /**
         * Plays game number {@code game} and learns from it. In a game of chance, the positions
         * learned are those a move leaves (and the start), where the next player is to roll: each
         * step from one to the next is the roll, drawn with its probability, then the move.
         */
        void play(long game) {
            double share = settings.games() > 1 ? (double) game / (settings.games() - 1) : 0;
            double rate = settings.rateFirst() + share * (settings.rateLast() - settings.rateFirst());
            double epsilon = settings.epsilonFirst() + share * (settings.epsilonLast() - settings.epsilonFirst());
            record = records == null ? null : records.get((int) (game % records.size()));
            cursor = 0;
            // No draw without an opening: a run's games stay those of its seed.
            int drawn = settings.openingPlies() > 0 ? random.nextInt(settings.openingPlies() + 1) : 0;
            int opening = 0;
            for (; opening < drawn && !position.isTerminal(); opening++) {
                position.play(Chance.isChanceNode(position) ? Chance.draw(position, moves, random) : randomMove());
            }
            int first = position.sideToMove();
            // Against an opponent, the learner's side (the first in even-numbered games), and the
            // positions learned those its moves leave: the plies up to its first move are not learned from.
            int learner = opponent == null ? -1 : game % 2 == 0 ? first : 1 - first;
            if (learner >= 0) {
                opening += step(learner, epsilon);
            }
            int t = 0;
            forFirst(position, first, 0);
            while (!position.isTerminal()) {
                int ply = step(learner, epsilon);
                if (t == plies.length) {
                    plies = java.util.Arrays.copyOf(plies, 2 * t);
                    explored = java.util.Arrays.copyOf(explored, 2 * t);
                }
                explored[t] = exploring;
                plies[t++] = ply;
                if ((t + 1) * k > values.length) {
                    values = java.util.Arrays.copyOf(values, 2 * values.length);
                }
                forFirst(position, first, t * k);
            }
            // From the last position back: each moves toward its lambda-return.
            System.arraycopy(values, t * k, g, 0, k);
            double lambda = settings.lambda();
            for (int i = t - 1; i >= 0; i--) {
                for (int p = 0; p < plies[i]; p++) {
                    position.undo();
                }
                if (explored[i] && settings.cutAtExploration()) {
                    System.arraycopy(values, i * k, g, 0, k);
                    continue;
                }
                for (int o = 0; o < k; o++) {
                    g[o] = (1 - lambda) * values[(i + 1) * k + o] + lambda * g[o];
                }
                System.arraycopy(g, 0, scratch, 0, k);
                if (position.sideToMove() != first) {
                    network.turn(scratch);
                }
                network.learn(position, scratch, rate);
            }
            for (; opening > 0; opening--) {
                position.undo();
            }
        }

        /**
         * Plays one step and returns its plies: the chance outcomes (drawn, or the record's), and
         * against an opponent its moves, until the learner is to move (in self-play, either side),
         * then that side's move (epsilon-greedy, or the record's), unless the game is over first.
         */
        private int step(int learner, double epsilon) {
            int ply = 0;
            exploring = false;
            while (!position.isTerminal() && (Chance.isChanceNode(position) || learner >= 0 && position.sideToMove() != learner)) {
                position.play(record != null ? record[cursor++]
                        : Chance.isChanceNode(position) ? Chance.draw(position, moves, random) : opponent.move(position));
                ply++;
            }
            if (!position.isTerminal()) {
                int move;
                if (record != null) {
                    move = record[cursor++];
                } else {
                    exploring = random.nextDouble() < epsilon;
                    if (exploring) {
                        move = randomMove();
                    } else {
                        position.legalMoves(moves);
                        move = greedy(position, moves);
                    }
                }
                position.play(move);
                ply++;
            }
            return ply;
        }

        /** A legal move of the position, at random. */
        private int randomMove() {
            position.legalMoves(moves);
            return moves.get(random.nextInt(moves.size()));
        }

        /** The move to the position the mover values most by the network (an end of game by its result); ties at random. */
        private int greedy(Position p, MoveList moves) {
            int mover = p.sideToMove();
            return TabularTd.greedy(p, moves, after -> {
                forFirst(after, mover, -1);
                return network.scalar(scratch);
            }, random);
        }

        /**
         * The outputs of {@code p} for {@code side} (the network's, or at the end the result's)
         * into {@code values} at {@code at}, or into the scratch outputs when {@code at} is -1.
         */
        private void forFirst(Position p, int side, int at) {
            double[] into = at < 0 ? scratch : values;
            int offset = Math.max(at, 0);
            if (p.isTerminal()) {
                network.result(p.terminalValue(), scratch);
            } else {
                network.outputs(p, scratch);
            }
            if (p.sideToMove() != side) {
                network.turn(scratch);
            }
            if (into != scratch) {
                System.arraycopy(scratch, 0, into, offset, k);
            }
        }
    }
}
