package org.zermelo.games.sautemouton;

import java.util.Map;
import java.util.function.Supplier;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.Position;
import org.zermelo.games.strip.Strip;

/** Saute-mouton for the tools: notation, start, parser, evaluation. */
public final class SauteMoutonGame implements Game {

    /** Game values are from -1 to 1: won or lost. */
    @Override
    public int maxValue() {
        return 1;
    }

    @Override
    public String name() {
        return "sautemouton";
    }

    @Override
    public String description() {
        return "Saute-mouton: red pawns move right, blue pawns left, each move takes the free cell ahead at any distance, "
                + "leaping over pawns; no move: pass; red wins when its pawns fill the rightmost cells, blue the leftmost";
    }

    @Override
    public String positionNotation() {
        return "a strip of R (red), B (blue) and exactly one _ (the free cell), at most " + Strip.MAX_CELLS
                + " cells, like RR_BB, optionally followed by :R or :B for the side to move (red by default)";
    }

    @Override
    public String moveNotation() {
        return "the cell number, from 1 at the left, of the pawn that takes the free cell; pass when no pawn can move";
    }

    @Override
    public String example() {
        return "RB_RB:B";
    }

    @Override
    public Position start() {
        return SauteMouton.parse("RR_BB");
    }

    @Override
    public Position parse(String text) {
        return SauteMouton.parse(text);
    }

    @Override
    public Evaluator evaluator() {
        return new RaceCount();
    }

    /** Its one evaluation, by the name {@code eval=race} gives it. */
    @Override
    public Map<String, Supplier<Evaluator>> evaluations() {
        return Map.of("race", this::evaluator);
    }

    @Override
    public String solver() {
        return "andor";
    }

    @Override
    public String playerName(int side) {
        return SauteMouton.COLOURS[side];
    }
}
