package org.zermelo.cli;

import java.util.ArrayList;
import java.util.List;
import org.zermelo.game.Position;

/** Moves written in a game's notation. */
final class Moves {

    private Moves() {}

    /** Each of {@code moves}, all legal in {@code position}, in notation. */
    static List<String> each(Position position, int[] moves) {
        List<String> out = new ArrayList<>();
        for (int move : moves) {
            out.add(position.formatMove(move));
        }
        return out;
    }
}
