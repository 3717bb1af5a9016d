package org.zermelo.games.toads;

import java.util.Map;
import java.util.function.Supplier;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.Position;
import org.zermelo.games.strip.Strip;

/** Toads-and-Frogs for the tools: notation, start, parser, evaluation. */
public final class ToadsGame implements Game {

    /** Game values are from -1 to 1: won or lost. */
    @Override
    public int maxValue() {
        return 1;
    }

    @Override
    public String name() {
        return "toads";
    }

    @Override
    public String description() {
        return "Toads-and-Frogs: toads slide right, frogs left, one cell into an empty cell or jumping exactly one "
                + "opposing piece; no passing: the player who cannot move loses";
    }

    @Override
    public String positionNotation() {
        return "a strip of T (toad), F (frog) and _ (empty), at most " + Strip.MAX_CELLS
                + " cells, like TT__FF, optionally followed by :T or :F for the side to move (toads by default)";
    }

    @Override
    public String moveNotation() {
        return "the cell number, from 1 at the left, of the toad or frog that moves";
    }

    @Override
    public String example() {
        return "TFT_F:F";
    }

    @Override
    public Position start() {
        return ToadsAndFrogs.parse("TTT__FFF");
    }

    @Override
    public Position parse(String text) {
        return ToadsAndFrogs.parse(text);
    }

    @Override
    public Evaluator evaluator() {
        return new Mobility();
    }

    /** Its one evaluation, by the name {@code eval=mobility} gives it. */
    @Override
    public Map<String, Supplier<Evaluator>> evaluations() {
        return Map.of("mobility", this::evaluator);
    }

    @Override
    public String solver() {
        return "andor";
    }

    @Override
    public String playerName(int side) {
        return ToadsAndFrogs.NAMES[side];
    }
}
