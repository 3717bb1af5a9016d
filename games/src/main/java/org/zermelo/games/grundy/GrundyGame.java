package org.zermelo.games.grundy;

import java.util.Map;
import java.util.function.Supplier;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.Heaps;
import org.zermelo.game.Position;

/** Grundy's game for the tools: notation, the course's start (one pile of 7), parser, evaluation, single piles. */
public final class GrundyGame implements Game, Heaps {

    /** Game values are from -1 to 1: won or lost. */
    @Override
    public int maxValue() {
        return 1;
    }

    @Override
    public String name() {
        return "grundy";
    }

    @Override
    public String description() {
        return "Grundy's game: split a pile into two piles of different sizes; the player who cannot move loses";
    }

    @Override
    public String positionNotation() {
        return "pile sizes separated by commas, like 7 or 7,4: piles of 1 coin or more, at most " + Grundy.MAX_COINS
                + " coins in all (0 alone is the empty game); the first player is to move";
    }

    @Override
    public String moveNotation() {
        return "SIZE=A+B splits a pile of SIZE coins into piles of A and B coins, A and B different, like 7=5+2; "
                + "the larger part stays in the pile's place, the smaller goes to the end";
    }

    @Override
    public String example() {
        return "7,4";
    }

    @Override
    public Position start() {
        return Grundy.pile(7);
    }

    @Override
    public Position parse(String text) {
        return Grundy.parse(text);
    }

    /**
     * The Sprague-Grundy rule, +1 when the XOR of the piles' values is not 0, -1 when it is: it
     * happens to be exact, so a search of any depth plays perfectly.
     */
    @Override
    public Evaluator evaluator() {
        return position -> ((Grundy) position).knownValue();
    }

    /** Its one evaluation, by the name {@code eval=sprague-grundy} gives it. */
    @Override
    public Map<String, Supplier<Evaluator>> evaluations() {
        return Map.of("sprague-grundy", this::evaluator);
    }

    /** Coins up to which {@code solve} labels the whole graph by AND/OR (60 coins: about 1 s). */
    static final int ANDOR_COINS = 60;

    /** AND/OR by default, the course's labelling of Grundy's game, with the remoteness. */
    @Override
    public String solver() {
        return "andor";
    }

    /** AND/OR where the graph is small; beyond, the engine, whose oracle is the piles' Sprague-Grundy values: it answers at once. */
    @Override
    public String solver(Position position) {
        return ((Grundy) position).coins() <= ANDOR_COINS ? "andor" : "pvs";
    }

    @Override
    public Position heap(int size) {
        return Grundy.pile(size);
    }
}
