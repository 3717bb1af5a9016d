package org.zermelo.play;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.zermelo.game.Chance;
import org.zermelo.game.Game;
import org.zermelo.game.MoveList;
import org.zermelo.game.Outcome;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;

/**
 * A match between two AIs, A and B, with colours alternating: A moves first in games 1, 3,
 * 5, ..., B in games 2, 4, 6, ... ("first" is whoever is to move in the start position). Both
 * games of a pair start from the same opening: the start position followed by a number of
 * random legal plies, so that deterministic AIs still play varied games, and neither colour
 * favours one AI. An opening that ends the game is drawn again. Or each pair from the next of a
 * list of openings ({@link #withOpenings}: a ballot, the positions of a file), in order.
 *
 * <p>Every random choice, the openings and each player's own seed, comes from the match's
 * seed, so that a match can be replayed (up to time-limited searches, which depend on the
 * machine's speed).
 */
public final class Match implements AutoCloseable {

    /** The most games in one match. */
    public static final int MAX_GAMES = 100_000;
    /** The longest random opening: no game the search handles is longer. */
    public static final int MAX_OPENING_PLIES = Scores.MAX_PLY;
    /** How many openings are drawn before concluding that random plies almost always end the game. */
    static final int OPENING_TRIES = 1000;

    /**
     * One finished game, as the match reports it.
     *
     * @param number the game's number, from 1
     * @param aFirst whether A moved first
     * @param opening the random plies played before the AIs took over, in the game's notation
     * @param moves the AIs' moves, in the game's notation
     * @param outcome the result for A
     * @param tally the match so far, this game included
     * @param forfeit how the loser lost by breaking the rules or the protocol (an outside engine's
     *     illegal move, crash or silence), or null when the game was played to its end
     * @param start the position the game began from, before its opening's moves, as the game writes it
     */
    public record Finished(int number, boolean aFirst, List<String> opening, List<String> moves, Outcome outcome, MatchResult tally,
                           String forfeit, String start) {}

    /**
     * Where a pair of games starts: a position and the moves played from it before the AIs take
     * over (a ballot's opening moves; none for a position of its own).
     */
    public record Opening(Position start, int[] moves) {}

    private final Position start;
    private final Player a;
    private final Player b;
    private final int openingPlies;
    private final SplittableRandom random;
    private final MoveList moves = new MoveList();
    /** Whether A moves first in every game, each from its own opening ({@link #aFirstEveryGame}). */
    private boolean aFirstEveryGame;
    /** The players' clocks, or null: each thinks as its spec says. */
    private TimeControl clock;
    /** The openings of the pairs of games, in order, or null: random plies from the start. */
    private List<Opening> openings;

    /**
     * A match of {@code game} from {@code start} between the AI specs {@code a} and {@code b}
     * (as {@link Players#parse} reads them).
     *
     * @param openingPlies the random plies that start each pair of games, 0 to {@link #MAX_OPENING_PLIES}
     * @param seed the source of every random choice
     * @throws IllegalArgumentException for a bad spec, a finished start position or a bad number of plies
     */
    public Match(Game game, Position start, String a, String b, int openingPlies, long seed) {
        this(start, openingPlies, seed, random -> Players.parse(a, game, random.nextLong()),
                random -> Players.parse(b, game, random.nextLong()));
    }

    /**
     * A match from {@code start} between the players {@code a} and {@code b} make, from their own
     * seeds drawn from the match's: a learned evaluation against the course's, say.
     *
     * @param openingPlies the random plies that start each pair of games, 0 to {@link #MAX_OPENING_PLIES}
     * @param seed the source of every random choice
     * @throws IllegalArgumentException for a finished start position or a bad number of plies
     */
    public Match(Position start, int openingPlies, long seed, java.util.function.Function<SplittableRandom, Player> a,
                 java.util.function.Function<SplittableRandom, Player> b) {
        if (start.isTerminal()) {
            throw new IllegalArgumentException("the game is already over at " + start + ": nothing to play");
        }
        if (openingPlies < 0 || openingPlies > MAX_OPENING_PLIES) {
            throw new IllegalArgumentException("the opening plies must be from 0 to " + MAX_OPENING_PLIES + ", not " + openingPlies);
        }
        this.start = start.copy();
        this.openingPlies = openingPlies;
        this.random = new SplittableRandom(seed);
        this.a = a.apply(random);
        this.b = b.apply(random);
    }

    /**
     * Makes A move first in every game (the side to move at the start), each game from an
     * opening of its own, instead of the colours alternating over pairs of games: how often A
     * holds a side, a won position against the perfect player say. Returns this match.
     */
    public Match aFirstEveryGame() {
        aFirstEveryGame = true;
        return this;
    }

    /**
     * Gives each player a clock ({@code clock} for the whole game and its increment a move, on
     * the wall clock): a player whose clock runs out loses the game. Returns this match.
     */
    public Match withClock(TimeControl clock) {
        this.clock = clock;
        return this;
    }

    /**
     * Starts each pair of games (both colours) from the next of {@code openings}, in order, from
     * the first again after the last, followed by the match's random plies if it has any; "first"
     * is then whoever is to move at the opening's position. Returns this match.
     *
     * @throws IllegalArgumentException when there is none, or one ends the game
     */
    public Match withOpenings(List<Opening> openings) {
        if (openings.isEmpty()) {
            throw new IllegalArgumentException("no opening to play from");
        }
        for (Opening o : openings) {
            Position p = o.start().copy();
            for (int move : o.moves()) {
                p.play(move);
            }
            if (p.isTerminal()) {
                throw new IllegalArgumentException("the game is already over after the opening " + p + ": nothing to play");
            }
        }
        this.openings = List.copyOf(openings);
        return this;
    }

    /** A's spec, as the player writes it (a search with no limit shows its default time). */
    public String a() {
        return a.spec();
    }

    /** B's spec, as the player writes it. */
    public String b() {
        return b.spec();
    }

    /**
     * Plays {@code games} games, telling {@code onGame} of each as it ends.
     *
     * @param games 1 to {@link #MAX_GAMES}
     * @return the final tally
     * @throws IllegalArgumentException for a bad number of games, or when random openings of
     *     the asked length (almost) always end the game
     */
    public MatchResult play(int games, Consumer<Finished> onGame) {
        return play(games, onGame, tally -> false);
    }

    /**
     * Plays up to {@code games} games, telling {@code onGame} of each as it ends, and stops
     * after a pair of games (both colours of an opening; any game when A moves first in every
     * one) once {@code stop} says so of the tally: a sequential test that has decided.
     *
     * @param games 1 to {@link #MAX_GAMES}
     * @return the final tally
     * @throws IllegalArgumentException for a bad number of games, or when random openings of
     *     the asked length (almost) always end the game
     */
    public MatchResult play(int games, Consumer<Finished> onGame, java.util.function.Predicate<MatchResult> stop) {
        if (games < 1 || games > MAX_GAMES) {
            throw new IllegalArgumentException("the number of games must be from 1 to " + MAX_GAMES + ", not " + games);
        }
        MatchResult tally = MatchResult.EMPTY;
        int[] opening = null;
        Position from = start;
        int pairs = 0;
        for (int number = 1; number <= games; number++) {
            boolean aFirst = aFirstEveryGame || number % 2 == 1;
            if (aFirst) { // a pair's first game, or every game when A always moves first: a new opening
                if (openings == null) {
                    opening = opening(start);
                } else {
                    Opening o = openings.get(pairs % openings.size());
                    from = o.start();
                    Position p = from.copy();
                    for (int move : o.moves()) {
                        p.play(move);
                    }
                    int[] random = opening(p);
                    opening = Arrays.copyOf(o.moves(), o.moves().length + random.length);
                    System.arraycopy(random, 0, opening, o.moves().length, random.length);
                }
                pairs++;
            }
            Position position = from.copy();
            List<String> openingMoves = new ArrayList<>();
            for (int move : opening) {
                openingMoves.add(position.formatMove(move));
                position.play(move);
            }
            List<String> played = new ArrayList<>();
            String[] forfeit = {null};
            Outcome outcome;
            try {
                outcome = playOut(position, from, opening, aFirst, played, forfeit);
            } finally {
                a.gameEnded();
                b.gameEnded();
            }
            tally = tally.add(outcome, aFirst);
            onGame.accept(new Finished(number, aFirst, openingMoves, played, outcome, tally, forfeit[0], from.toString()));
            if ((aFirstEveryGame || !aFirst) && stop.test(tally)) {
                break;
            }
        }
        return tally;
    }

    /**
     * For each player that thought on the opponent's time ({@code ponder=on}, an outside engine's
     * too): how often, and how often the opponent then played the reply expected, in a sentence;
     * none for the others.
     */
    public List<String> pondering() {
        List<String> lines = new ArrayList<>();
        for (Player player : List.of(a, b)) {
            int[] counts = player instanceof SearchPlayer search ? search.ponderCounts()
                    : player instanceof OutsideEngine outside ? outside.ponderCounts() : null;
            if (counts != null && counts[0] > 0) {
                lines.add(String.format(java.util.Locale.ROOT, "%s thought on the opponent's time %d times: the reply expected came %d "
                        + "times (%.0f%%)", player == a ? "A" : "B", counts[0], counts[1], 100.0 * counts[1] / counts[0]));
            }
        }
        return lines;
    }

    /** Lets go of the players' programs (outside engines): call it once the match is over. */
    @Override
    public void close() {
        a.close();
        b.close();
    }

    /** {@code history} with {@code move} at {@code ply}, grown when full. */
    private static int[] record(int[] history, int ply, int move) {
        int[] h = ply < history.length ? history : Arrays.copyOf(history, 2 * history.length + 1);
        h[ply] = move;
        return h;
    }

    /** Random plies from {@code start} that leave the game going. */
    private int[] opening(Position start) {
        int[] line = new int[openingPlies];
        for (int attempt = 0; attempt < OPENING_TRIES; attempt++) {
            Position position = start.copy();
            for (int ply = 0; ply < openingPlies && !position.isTerminal(); ply++) {
                position.legalMoves(moves);
                line[ply] = moves.get(random.nextInt(moves.size()));
                position.play(line[ply]);
            }
            if (!position.isTerminal()) {
                return line;
            }
        }
        throw new IllegalArgumentException(OPENING_TRIES + " random openings of " + openingPlies + " plies from " + start
                + " all ended the game: ask for fewer opening plies");
    }

    /**
     * Plays the game to its end between the AIs and returns its outcome for A; a player that
     * forfeits loses, {@code forfeit[0]} saying how.
     */
    private Outcome playOut(Position position, Position from, int[] opening, boolean aFirst, List<String> played,
                            String[] forfeit) {
        int firstSide = from.sideToMove();
        int[] history = Arrays.copyOf(opening, opening.length + 64); // every move from the start, for the players
        int plies = opening.length;
        long[] left = clock == null ? null : new long[] {clock.baseMillis(), clock.baseMillis()};
        while (!position.isTerminal()) {
            if (Chance.isChanceNode(position)) {
                int outcome = Chance.draw(position, moves, random); // the match's seed rolls the dice
                played.add(position.formatMove(outcome));
                position.play(outcome);
                history = record(history, plies++, outcome);
                continue;
            }
            Player player = (position.sideToMove() == firstSide) == aFirst ? a : b;
            String who = (player == a ? "A" : "B") + " forfeits: ";
            int side = position.sideToMove();
            if (left != null) {
                player.onClock(new TimeControl.Clocks(left[0], left[1], clock.incrementMillis(), clock.incrementMillis()));
            }
            player.onHistory(from, Arrays.copyOf(history, plies));
            long began = System.nanoTime();
            int move;
            try {
                move = player.choose(position).move();
            } catch (OutsideEngine.Forfeit e) {
                forfeit[0] = who + e.getMessage();
                return player == a ? Outcome.LOSS : Outcome.WIN;
            }
            if (left != null) {
                long spent = (System.nanoTime() - began) / 1_000_000;
                if (spent > left[side]) {
                    forfeit[0] = who + player.spec() + " lost on time: its move took " + spent + " ms with " + left[side] + " ms left";
                    return player == a ? Outcome.LOSS : Outcome.WIN;
                }
                left[side] += clock.incrementMillis() - spent;
            }
            played.add(position.formatMove(move));
            position.play(move);
            history = record(history, plies++, move);
        }
        int value = position.terminalValue();
        if (value == 0) {
            return Outcome.DRAW;
        }
        int winner = value > 0 ? position.sideToMove() : 1 - position.sideToMove();
        return (winner == firstSide) == aFirst ? Outcome.WIN : Outcome.LOSS;
    }
}
