package org.zermelo.play;

import java.util.SplittableRandom;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;

/**
 * A player of a level from 1 to 9, for a person to play against ({@code level=N} in an AI spec):
 * it looks {@link #DEPTHS}{@code [N-1]} plies ahead, values each of its moves, ranks them (moves
 * of equal value share a rank) and chooses the move of rank {@code r} with a weight
 * {@code exp(-r / t)}, the temperature {@code t} 3 at level 1 and 0.55 times less at each level
 * (0.025 at level 9): level 1 plays its best move about a third of the time among seven moves
 * of different values, level 9 almost always. Ranks rather than values, so that the errors do not depend on
 * the scale of the game's evaluation. Its choices come from its seed. Level 10 is the full
 * engine, without errors ({@link Players}). The depths and temperatures were set by the ladder
 * of docs/measurements.md, so that each level is stronger than the one below.
 */
final class LevelPlayer implements Player {

    /** The highest level that errs: 10 is the engine as it plays. */
    static final int MAX_ERRING = 9;
    /** The plies each level looks ahead, from level 1. */
    static final int[] DEPTHS = {1, 1, 1, 2, 3, 4, 6, 7, 9};

    private final String spec;
    private final Search search;
    private final int level;
    private final int depth;
    private final double temperature;
    private final SplittableRandom random;
    private final MoveList moves = new MoveList();

    LevelPlayer(String spec, Search search, int level, long seed) {
        if (level < 1 || level > MAX_ERRING) {
            throw new IllegalArgumentException("an erring level is 1 to " + MAX_ERRING + ", not " + level);
        }
        this.spec = spec;
        this.search = search;
        this.level = level;
        this.depth = DEPTHS[level - 1];
        this.temperature = temperature(level);
        this.random = new SplittableRandom(seed);
    }

    @Override
    public String spec() {
        return spec;
    }

    @Override
    public Choice choose(Position position) {
        position.legalMoves(moves);
        int n = moves.size();
        if (n == 1) {
            return new Choice(moves.get(0), null);
        }
        int[] move = new int[n];
        long[] value = new long[n];
        for (int i = 0; i < n; i++) {
            move[i] = moves.get(i);
            Position child = position.copy();
            child.play(move[i]);
            value[i] = child.isTerminal() ? -child.terminalScore(1)
                    : -(long) search.search(child, SearchLimits.depth(depth - 1)).value();
        }
        double[] weight = weights(value, temperature);
        double total = 0;
        for (double w : weight) {
            total += w;
        }
        double u = random.nextDouble() * total;
        for (int i = 0; i < n; i++) {
            u -= weight[i];
            if (u < 0) {
                return new Choice(move[i], null);
            }
        }
        return new Choice(move[n - 1], null);
    }

    /**
     * The weight of each move of value {@code value[i]}: {@code exp(-rank / temperature)}, its rank
     * the number of distinct values above its own (moves of equal value share a rank).
     */
    static double[] weights(long[] value, double temperature) {
        double[] weight = new double[value.length];
        for (int i = 0; i < value.length; i++) {
            long v = value[i];
            long rank = java.util.Arrays.stream(value).filter(x -> x > v).distinct().count();
            weight[i] = Math.exp(-rank / temperature);
        }
        return weight;
    }

    /** The temperature of {@code level}, 1 to 9: 3 at level 1, then 0.55 times less at each level. */
    static double temperature(int level) {
        return 3.0 * Math.pow(0.55, level - 1);
    }

    @Override
    public void stop() {
        search.stop();
    }
}
