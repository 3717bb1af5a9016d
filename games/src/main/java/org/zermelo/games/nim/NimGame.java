package org.zermelo.games.nim;

import java.util.Map;
import java.util.function.Supplier;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.Heaps;
import org.zermelo.game.Position;

/** Nim for the tools: notation, the course's start 7,5,3,1, parser, evaluation, single heaps. */
public final class NimGame implements Game, Heaps {

    /** Game values are from -1 to 1: won or lost. */
    @Override
    public int maxValue() {
        return 1;
    }

    @Override
    public String name() {
        return "nim";
    }

    @Override
    public String description() {
        return "Nim: take objects from one heap; the player who takes the last object wins";
    }

    @Override
    public String positionNotation() {
        return "heap sizes separated by commas, like 7,5,3,1: 1 to " + Nim.MAX_HEAPS + " heaps, at most " + Nim.MAX_OBJECTS
                + " objects in all; the first player is to move";
    }

    @Override
    public String moveNotation() {
        return "HEAP:COUNT takes COUNT objects from heap HEAP, heaps numbered from 1 left to right (the course's program numbers them from 0: its heap 0 is heap 1 here): 2:3 takes 3 from the second heap";
    }

    @Override
    public String example() {
        return "3,4,5";
    }

    @Override
    public Position start() {
        return Nim.parse("7,5,3,1");
    }

    @Override
    public Position parse(String text) {
        return Nim.parse(text);
    }

    /**
     * The XOR rule itself, +1 when the nim-sum is not 0, -1 when it is: it happens to be exact, so
     * a search of any depth plays perfectly, as the course's unbeatable Nim does.
     */
    @Override
    public Evaluator evaluator() {
        return position -> ((Nim) position).knownValue();
    }

    /** Its one evaluation, by the name {@code eval=xor} gives it. */
    @Override
    public Map<String, Supplier<Evaluator>> evaluations() {
        return Map.of("xor", this::evaluator);
    }

    /** Positions up to which {@code solve} labels the whole graph by AND/OR (20,20,20,20: 194,481 positions, 1.4 s). */
    static final long ANDOR_POSITIONS = 200_000;

    /** AND/OR by default, the course's labelling, with the remoteness. */
    @Override
    public String solver() {
        return "andor";
    }

    /** AND/OR where the graph is small; beyond, the engine, whose oracle is the XOR rule: it answers at once. */
    @Override
    public String solver(Position position) {
        return ((Nim) position).positions() <= ANDOR_POSITIONS ? "andor" : "pvs";
    }

    @Override
    public Position heap(int size) {
        return Nim.heap(size);
    }
}
