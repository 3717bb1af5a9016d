package org.zermelo.protocol;

import java.util.ArrayList;
import java.util.List;
import org.zermelo.game.Game;
import org.zermelo.game.Games;

/**
 * Optional ability of a {@link Game} that speaks other programs' protocols (Othello's NBoard,
 * backgammon's GNU Backgammon external player): the command serving a protocol finds, with
 * {@link #find}, the game that offers it by the protocol's name, so that it never names a game.
 */
public interface Protocols {

    /** The protocols the game speaks, each a new instance. */
    List<Protocol> protocols();

    /** A protocol and the game that offers it. */
    record Offer(Game game, Protocol protocol) {}

    /**
     * The game on the class path that speaks the protocol called {@code name}, and that protocol.
     *
     * @throws IllegalArgumentException when no game speaks it, or more than one (then the command
     *     could not tell which game to play)
     */
    static Offer find(String name) {
        List<Offer> offers = new ArrayList<>();
        for (Game game : Games.all()) {
            if (game instanceof Protocols speaks) {
                for (Protocol protocol : speaks.protocols()) {
                    if (protocol.name().equals(name)) {
                        offers.add(new Offer(game, protocol));
                    }
                }
            }
        }
        if (offers.size() != 1) {
            throw new IllegalArgumentException((offers.isEmpty() ? "no game speaks the protocol '" + name + "'"
                    : "several games speak the protocol '" + name + "': " + String.join(", ",
                            offers.stream().map(o -> o.game().name()).toList()))
                    + " (the games are found on the class path)");
        }
        return offers.getFirst();
    }
}
