package org.zermelo.game;

import java.util.SplittableRandom;

/**
 * Optional ability of a position in a game of chance (dice, shuffled cards): the position may
 * be a <em>chance node</em>, where no player chooses; its "moves", listed by
 * {@link Position#legalMoves}, are the random outcomes, each with its probability. The side
 * to move at a chance node is the player whose turn it is (who threw the die): values there
 * are that player's expected values.
 *
 * <p>The deterministic algorithms (minimax, alpha-beta, AND/OR, the engine) refuse a game with
 * chance nodes; expectiminimax and Ballard's *-minimax (star1, star2) search it. Asking these
 * methods allocates nothing.
 */
public interface Chance {

    /** True when the position is a chance node: its legal moves are random outcomes. */
    boolean isChanceNode();

    /**
     * The probability of {@code outcome}, one of the moves {@link Position#legalMoves} lists at a
     * chance node; the probabilities of those moves sum to 1.
     */
    double probability(int outcome);

    /**
     * True when chance nodes may follow this position (a game of chance); false for a position
     * that only happens to have this ability, such as a hand-typed tree without chance nodes.
     */
    default boolean hasChanceNodes() {
        return true;
    }

    /**
     * The lowest value any leaf below this position can have for its side to move, in
     * expectiminimax units (see {@code org.zermelo.search.Expectiminimax}); NaN when unknown.
     * Star1 and star2 prune only with both bounds.
     */
    default double lowestValue() {
        return Double.NaN;
    }

    /** The highest value any leaf below this position can have for its side to move; NaN when unknown. */
    default double highestValue() {
        return Double.NaN;
    }

    /** True when {@code position} is a game of chance (chance nodes may follow it). */
    static boolean inGame(Position position) {
        return position instanceof Chance c && c.hasChanceNodes();
    }

    /** True when {@code position} is a chance node now. */
    static boolean isChanceNode(Position position) {
        return position instanceof Chance c && c.isChanceNode();
    }

    /**
     * Draws an outcome of the chance node {@code position} with its probability, from
     * {@code random} (seeded by the caller, so that a game can be replayed); {@code moves} is a
     * scratch list.
     */
    static int draw(Position position, MoveList moves, SplittableRandom random) {
        Chance chance = (Chance) position;
        position.legalMoves(moves);
        double r = random.nextDouble();
        for (int i = 0; i < moves.size() - 1; i++) {
            r -= chance.probability(moves.get(i));
            if (r < 0) {
                return moves.get(i);
            }
        }
        return moves.get(moves.size() - 1); // the last outcome takes what rounding left
    }
}
