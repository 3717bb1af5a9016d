package org.zermelo.games.pig;

import java.util.Map;
import java.util.function.Supplier;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.Goal;
import org.zermelo.game.Position;
import org.zermelo.game.SelfSolving;

/**
 * Pig for the tools: notation, start, parser, evaluation, and its exact solution by value iteration
 * (kept for the last goal asked, so that a perfect player does not solve the game at every move).
 */
public final class PigGame implements Game, Goal, SelfSolving {

    /** The values of the last goal solved: a player asks at every move, and one goal takes a second to solve. */
    private PigValues values;

    /** Game values are from -1 to 1: won or lost. */
    @Override
    public int maxValue() {
        return 1;
    }

    @Override
    public String name() {
        return "pig";
    }

    @Override
    public String description() {
        return "Pig, the dice game: roll as long as you like, a 1 loses the turn total, hold to bank it; first to the goal ("
                + Pig.DEFAULT_GOAL + " unless --goal says otherwise) wins";
    }

    @Override
    public String positionNotation() {
        return "MINE,THEIRS,TURN: the scores of the side to move and of the other and the turn total, then /GOAL when "
                + "the goal is not " + Pig.DEFAULT_GOAL + " (at most " + Pig.MAX_GOAL + "), like 0,0,0 or 0,0,0/50; "
                + ":roll after it while the die is in the air";
    }

    @Override
    public String moveNotation() {
        return "roll or hold (a turn starts with a roll); the die's faces 1 to 6 are its random outcomes";
    }

    @Override
    public String example() {
        return "40,62,13";
    }

    @Override
    public Position start() {
        return new Pig(Pig.DEFAULT_GOAL);
    }

    @Override
    public Position parse(String text) {
        return Pig.parse(text);
    }

    /** The position with {@code /GOAL} added; a text that gives its own goal must give this one. */
    @Override
    public Position withGoal(String text, int goal) {
        Pig.checkGoal(goal);
        if (text == null) {
            return new Pig(goal);
        }
        if (text.contains("/")) {
            Pig pig = Pig.parse(text);
            if (pig.goal() != goal) {
                throw new IllegalArgumentException("the position " + text + " is played to " + pig.goal() + ", but --goal says " + goal);
            }
            return pig;
        }
        String t = text.strip();
        int roll = t.endsWith(":roll") ? t.length() - ":roll".length() : t.length();
        return Pig.parse(t.substring(0, roll) + "/" + goal + t.substring(roll));
    }

    @Override
    public Evaluator evaluator() {
        return new ScoreLead();
    }

    /** Its one evaluation, by the name {@code eval=score-lead} gives it. */
    @Override
    public Map<String, Supplier<Evaluator>> evaluations() {
        return Map.of("score-lead", this::evaluator);
    }

    @Override
    public String method() {
        return "value iteration";
    }

    @Override
    public Solution solve(Position position) {
        Pig pig = (Pig) position;
        if (pig.isChanceNode()) {
            throw new IllegalArgumentException("the die is in the air at " + pig + ": solve the position before the roll or after it");
        }
        return values(pig.goal()).solution(pig);
    }

    private synchronized PigValues values(int goal) {
        if (values == null || values.goal() != goal) {
            values = PigValues.of(goal);
        }
        return values;
    }
}
