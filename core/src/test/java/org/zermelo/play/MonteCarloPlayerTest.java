package org.zermelo.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.zermelo.example.TakeAway;
import org.zermelo.example.TakeAwayGame;
import org.zermelo.game.Game;

/** The flat Monte-Carlo player on take-away (take 1 to 3 sticks; whoever takes the last wins). */
class MonteCarloPlayerTest {

    private static final Game TAKE_AWAY = new TakeAwayGame();

    @Test
    void itTakesAnImmediateWin() {
        for (long seed = 0; seed < 20; seed++) {
            Player player = Players.parse("montecarlo:playouts=20", TAKE_AWAY, seed);
            assertThat(player.choose(new TakeAway(3)).move()).as("seed %d", seed).isEqualTo(3);
        }
    }

    @Test
    void itLeavesAMultipleOfFourWhenThePlayoutsSeeIt() {
        // From 5, taking 1 leaves 4: random play wins it most often for the mover.
        assertThat(Players.parse("montecarlo:playouts=2000", TAKE_AWAY, 1).choose(new TakeAway(5)).move()).isEqualTo(1);
    }

    @Test
    void aSeedReplaysTheSameMovesAndThePositionIsLeftAsItWas() {
        for (long seed = 0; seed < 5; seed++) {
            Player a = new MonteCarloPlayer(3, seed);
            Player b = new MonteCarloPlayer(3, seed);
            TakeAway pile = new TakeAway(30);
            for (int i = 0; i < 10; i++) {
                int move = a.choose(pile).move();
                assertThat(pile.toString()).isEqualTo("30");
                assertThat(b.choose(pile).move()).isEqualTo(move);
            }
        }
    }

    @Test
    void itsSpecSaysItsPlayoutsAndBadOnesAreRefused() {
        assertThat(Players.parse("montecarlo", TAKE_AWAY, 1).spec()).isEqualTo("montecarlo:playouts=200");
        assertThat(Players.parse("montecarlo:playouts=50", TAKE_AWAY, 1).spec()).isEqualTo("montecarlo:playouts=50");
        assertThatThrownBy(() -> Players.parse("montecarlo:playouts=0", TAKE_AWAY, 1))
                .hasMessageContaining("bad playouts '0'");
        assertThatThrownBy(() -> Players.parse("montecarlo:playouts=-5", TAKE_AWAY, 1))
                .hasMessageContaining("bad playouts '-5'");
        assertThatThrownBy(() -> Players.parse("montecarlo:playouts=2000000", TAKE_AWAY, 1))
                .hasMessageContaining("from 1 to 1000000");
        assertThatThrownBy(() -> Players.parse("montecarlo:depth=3", TAKE_AWAY, 1))
                .hasMessageContaining("unknown option 'depth'");
        // A search AI takes playouts too: its horizon evaluated by Monte-Carlo.
        assertThat(Players.parse("alphabeta:depth=2,playouts=3", TAKE_AWAY, 1).spec()).isEqualTo("alphabeta:depth=2,playouts=3");
        assertThatThrownBy(() -> Players.parse("alphabeta:playouts=0", TAKE_AWAY, 1)).hasMessageContaining("bad playouts '0'");
        assertThatThrownBy(() -> Players.parse("alphabeta:playouts=2000000", TAKE_AWAY, 1)).hasMessageContaining("at most 1000000");
        assertThatThrownBy(() -> Players.parse("alphabeta:rollouts=3", TAKE_AWAY, 1))
                .hasMessageContaining("unknown option 'rollouts'").hasMessageContaining("playouts");
    }

    @Test
    void itBeatsRandomPlayOverASeededMatch() {
        MatchResult r = new Match(TAKE_AWAY, new TakeAway(21), "montecarlo:playouts=100", "random", 0, 3).play(20, g -> { });
        assertThat(r.aWins()).isGreaterThan(r.bWins());
    }
}
