package org.zermelo.games;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.zermelo.conformance.Conformance;
import org.zermelo.game.Game;
import org.zermelo.game.Games;

/** Every game passes the conformance checks that a game of one's own runs (docs/adding-a-game.md). */
class ConformanceTest {

    static java.util.List<Game> games() {
        return Games.all();
    }

    @ParameterizedTest
    @MethodSource("games")
    void everyGamePassesTheConformanceChecks(Game game) {
        Conformance.check(game, 20_261_124L, 4);
    }
}
