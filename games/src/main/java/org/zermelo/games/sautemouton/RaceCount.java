package org.zermelo.games.sautemouton;

import org.zermelo.game.Evaluator;
import org.zermelo.game.Position;

/**
 * The race count: how many cells each side's pawns must still advance, at the least, to fill
 * its goal (the sum of the goal's cell numbers minus the sum of the pawns'); every move
 * advances a pawn by at least one cell. The value is the opponent's count minus the side to
 * move's: the side further ahead in the race scores higher.
 */
public final class RaceCount implements Evaluator {

    @Override
    public int evaluate(Position position) {
        SauteMouton strip = (SauteMouton) position;
        int me = strip.sideToMove();
        return behind(strip, 1 - me) - behind(strip, me);
    }

    /** The cells {@code side}'s pawns must still advance, at the least. */
    private static int behind(SauteMouton strip, int side) {
        int gap = cellSum(strip.goal(side)) - cellSum(strip.pawns(side));
        return side == 0 ? gap : -gap;
    }

    private static int cellSum(int cells) {
        int sum = 0;
        for (int c = cells; c != 0; c &= c - 1) {
            sum += Integer.numberOfTrailingZeros(c);
        }
        return sum;
    }
}
