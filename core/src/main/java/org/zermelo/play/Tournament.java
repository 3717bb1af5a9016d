package org.zermelo.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import org.zermelo.game.Game;
import org.zermelo.game.Position;

/**
 * Players meeting each other: a round robin (every pair) or a gauntlet (the first player against
 * each other one), each pair playing its games in units of two, an opening played with both
 * colours ({@link Match}), the units run side by side on a bounded number of threads. Each unit
 * has its own seed, drawn from the tournament's and its place, so that the games are the same
 * whatever the number of threads and the order the units end in; a unit already played (read
 * back from a tournament interrupted) is not played again.
 */
public final class Tournament {

    /** The most players a tournament has. */
    public static final int MAX_PLAYERS = 64;

    /** Two players' games: A is {@code a}, B is {@code b}, indices into the players. */
    public record Pairing(int a, int b) {}

    /**
     * The games of one unit, as A ({@code pairing.a}) scored them.
     *
     * @param pairing the two players
     * @param index the unit's place among the pair's units, from 0
     * @param result the games, A against B
     * @param forfeits how a player lost by breaking the rules, one line a game, if it did
     */
    public record Unit(Pairing pairing, int index, MatchResult result, List<String> forfeits) {

        /** The key that names this unit in a state file: {@code A B INDEX}. */
        public String key() {
            return pairing.a + " " + pairing.b + " " + index;
        }
    }

    /** What each player scored against each other one, as the units end. */
    public static final class Table {

        private final double[][] points;
        private final int[][] games;

        public Table(int players) {
            points = new double[players][players];
            games = new int[players][players];
        }

        /** Counts the games of {@code unit}. */
        public void add(Unit unit) {
            int a = unit.pairing().a();
            int b = unit.pairing().b();
            MatchResult r = unit.result();
            points[a][b] += r.aWins() + r.draws() / 2.0;
            points[b][a] += r.bWins() + r.draws() / 2.0;
            games[a][b] += r.games();
            games[b][a] += r.games();
        }

        /** What {@code a} scored against {@code b}, a draw counting half. */
        public double points(int a, int b) {
            return points[a][b];
        }

        /** The games {@code a} and {@code b} played. */
        public int games(int a, int b) {
            return games[a][b];
        }

        /** The points of {@code a} over all its games. */
        public double points(int a) {
            double sum = 0;
            for (double p : points[a]) {
                sum += p;
            }
            return sum;
        }

        /** The games {@code a} played. */
        public int games(int a) {
            int sum = 0;
            for (int g : games[a]) {
                sum += g;
            }
            return sum;
        }

        /** The ratings fitted over every game so far. */
        public Ratings ratings() {
            return Ratings.fit(points, games);
        }
    }

    private final Game game;
    private final Position start;
    private final List<String> players;
    private final List<Pairing> pairings = new ArrayList<>();
    private final int gamesPerPair;
    private final int openingPlies;
    private final long seed;
    private TimeControl clock;

    /**
     * A tournament of {@code game} from {@code start} among the AI specs {@code players}.
     *
     * @param gauntlet the first player meets each other one, instead of every pair meeting
     * @param gamesPerPair the games each pair plays, 1 to {@link Match#MAX_GAMES}
     * @throws IllegalArgumentException for fewer than two players or more than {@link #MAX_PLAYERS},
     *     a player named twice, or a bad number of games
     */
    public Tournament(Game game, Position start, List<String> players, boolean gauntlet, int gamesPerPair, int openingPlies, long seed) {
        if (players.size() < 2 || players.size() > MAX_PLAYERS) {
            throw new IllegalArgumentException("a tournament has 2 to " + MAX_PLAYERS + " players, not " + players.size());
        }
        if (Set.copyOf(players).size() != players.size()) {
            throw new IllegalArgumentException("a player is named twice: " + String.join(", ", players));
        }
        if (gamesPerPair < 1 || gamesPerPair > Match.MAX_GAMES) {
            throw new IllegalArgumentException("the games of each pair must be from 1 to " + Match.MAX_GAMES + ", not " + gamesPerPair);
        }
        this.game = game;
        this.start = start.copy();
        this.players = List.copyOf(players);
        this.gamesPerPair = gamesPerPair;
        this.openingPlies = openingPlies;
        this.seed = seed;
        for (int a = 0; a < players.size(); a++) {
            for (int b = a + 1; b < players.size(); b++) {
                if (!gauntlet || a == 0) {
                    pairings.add(new Pairing(a, b));
                }
            }
        }
        // each spec is read once here, so that a bad one is refused before any game
        for (String player : players) {
            Players.parse(player, game, 0).close();
        }
    }

    /** Gives each player of every game a clock (see {@link Match#withClock}); returns this tournament. */
    public Tournament withClock(TimeControl clock) {
        this.clock = clock;
        return this;
    }

    public List<String> players() {
        return players;
    }

    public List<Pairing> pairings() {
        return pairings;
    }

    /** The games of the whole tournament. */
    public int games() {
        return pairings.size() * gamesPerPair;
    }

    /** The units of each pair: pairs of games, the last one alone when the number is odd. */
    public int unitsPerPair() {
        return (gamesPerPair + 1) / 2;
    }

    /**
     * Plays every unit whose key is not in {@code done}, {@code threads} at a time, telling
     * {@code onUnit} (from one thread at a time) of each as it ends.
     *
     * @throws IllegalArgumentException from a player that cannot play (an engine that cannot start)
     */
    public void play(int threads, Set<String> done, Consumer<Unit> onUnit) throws InterruptedException {
        List<Runnable> work = new ArrayList<>();
        for (int p = 0; p < pairings.size(); p++) {
            Pairing pairing = pairings.get(p);
            for (int u = 0; u < unitsPerPair(); u++) {
                int index = u;
                long unitSeed = seed ^ (0x9E3779B97F4A7C15L * (p * 100_003L + u + 1));
                if (done.contains(pairing.a + " " + pairing.b + " " + u)) {
                    continue;
                }
                work.add(() -> {
                    int games = Math.min(2, gamesPerPair - 2 * index);
                    List<String> forfeits = new ArrayList<>();
                    MatchResult result;
                    try (Match match = new Match(game, start, players.get(pairing.a), players.get(pairing.b), openingPlies, unitSeed)) {
                        if (clock != null) {
                            match.withClock(clock);
                        }
                        result = match.play(games, f -> {
                            if (f.forfeit() != null) {
                                forfeits.add(f.forfeit());
                            }
                        });
                    }
                    Unit unit = new Unit(pairing, index, result, List.copyOf(forfeits));
                    synchronized (onUnit) {
                        onUnit.accept(unit);
                    }
                });
            }
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads), r -> {
            Thread t = new Thread(null, r, "zermelo-tournament", 64L << 20);
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (Runnable r : work) {
                futures.add(pool.submit(r));
            }
            for (Future<?> f : futures) {
                try {
                    f.get();
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof RuntimeException cause) {
                        throw cause;
                    }
                    throw new IllegalStateException(e.getCause());
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
