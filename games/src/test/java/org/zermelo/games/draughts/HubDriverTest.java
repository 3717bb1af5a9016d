package org.zermelo.games.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;

/** Hub's notations, as the protocol's own document writes them (Scan 3.1's protocol.txt). */
class HubDriverTest {

    @Test
    void theStartIsTheSideToMoveAndFiftySquares() {
        Draughts start = (Draughts) new InternationalGame().start();
        assertThat(HubDriver.position(start)).isEqualTo("Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww");
        Draughts kings = Draughts.parse(Rules.INTERNATIONAL, "B:WK5,46:B1,K50");
        assertThat(HubDriver.position(kings)).isEqualTo("Bb" + "eee" + "W" + "e".repeat(40) + "w" + "eee" + "B");
    }

    @Test
    void aCaptureIsWrittenFromXToXEachSquareTaken() {
        Draughts p = Draughts.parse(Rules.INTERNATIONAL, "W:W28:B23,14");
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        assertThat(moves.size()).isEqualTo(1);
        assertThat(p.formatMove(moves.get(0))).isEqualTo("28x10");
        assertThat(HubDriver.move(p, moves.get(0))).isEqualTo("28x10x14x23");
        assertThat(p.parseMove("28x10x23x14")).isEqualTo(moves.get(0)); // taken squares in any order
        Draughts quiet = (Draughts) new InternationalGame().start();
        quiet.legalMoves(moves);
        assertThat(HubDriver.move(quiet, quiet.parseMove("32-28"))).isEqualTo("32-28");
    }

    @Test
    void pairsMayBeQuotedAndFlagsHaveNoValue() {
        assertThat(HubDriver.pairs("done move=28x19x23 ponder=17-22")).containsEntry("move", "28x19x23").containsEntry("ponder", "17-22");
        assertThat(HubDriver.pairs("id name=Scan version=3.1 author=\"Fabien Letouzey\" country=France"))
                .containsEntry("author", "Fabien Letouzey").containsEntry("country", "France");
        assertThat(HubDriver.pairs("level infinite")).containsEntry("infinite", "");
    }
}
