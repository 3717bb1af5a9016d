package org.zermelo.example;

import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.Position;

/**
 * Take-away for the tools: its name, notations, start, parser and evaluation. Listed in
 * META-INF/services/org.zermelo.game.Game, so every zermelo command finds it.
 */
public final class TakeAwayGame implements Game {

    @Override
    public String name() {
        return "takeaway";
    }

    @Override
    public String description() {
        return "Take-away: take 1, 2 or 3 sticks from a pile; whoever takes the last stick wins";
    }

    @Override
    public String positionNotation() {
        return "the number of sticks in the pile, 0 to " + TakeAway.MAX_STICKS + ", like 21";
    }

    @Override
    public String moveNotation() {
        return "the number of sticks to take: 1, 2 or 3";
    }

    @Override
    public String example() {
        return "10";
    }

    @Override
    public Position start() {
        return new TakeAway(21);
    }

    @Override
    public Position parse(String text) {
        return TakeAway.parse(text);
    }

    /**
     * A rule of thumb for the horizon: a pile that is a multiple of 4 is bad for the side to
     * move. (Here it happens to be the whole theory; a real game has only a heuristic.)
     */
    @Override
    public Evaluator evaluator() {
        return position -> ((TakeAway) position).sticks() % 4 == 0 ? -1 : 1;
    }
}
