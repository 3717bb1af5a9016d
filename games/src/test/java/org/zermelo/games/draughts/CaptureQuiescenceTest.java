package org.zermelo.games.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;

/**
 * Quiescence on checkers' compulsory captures: where the side to move must capture, its evaluation
 * does not stand (it may not let things stand), and the value is the best capture's. The engine's
 * quiescence at depth 0 is checked against that definition computed plainly, without pruning.
 */
class CaptureQuiescenceTest {

    private final DraughtsEvaluation evaluation = new DraughtsEvaluation();

    /** The quiescence value by its definition, {@code ply} plies below the root: captures searched to the end of the exchange, no window, no pruning. */
    private int quiet(Draughts p, int ply) {
        if (p.isTerminal()) {
            return p.terminalScore(ply);
        }
        MoveList captures = new MoveList();
        p.noisyMoves(captures);
        int best = p.noisyOnly() ? Integer.MIN_VALUE : evaluation.evaluate(p);
        for (int i = 0; i < captures.size(); i++) {
            p.play(captures.get(i));
            best = Math.max(best, -quiet(p, ply + 1));
            p.undo();
        }
        return best;
    }

    @Test
    void aCaptureThatMustBeMadeIsSearchedNotStoodOn() {
        Search engine = Algorithms.create("quiescence", evaluation);
        SplittableRandom random = new SplittableRandom(41);
        int forced = 0;
        int worse = 0;
        for (int i = 0; i < 400; i++) {
            Draughts p = Draughts.parse(Rules.ENGLISH, DraughtsRulesTest.randomFen(Rules.ENGLISH, random, 6 + random.nextInt(14)));
            if (p.isTerminal()) {
                continue;
            }
            forced += p.noisyOnly() ? 1 : 0;
            // Where the capture costs more than it takes, standing on the evaluation would have been wrong.
            worse += p.noisyOnly() && quiet(p, 0) < evaluation.evaluate(p) ? 1 : 0;
            assertThat(engine.search(p.copy(), SearchLimits.depth(0)).value()).as(p.toString()).isEqualTo(quiet(p, 0));
        }
        assertThat(forced).as("positions with a capture to make").isGreaterThan(50);
        assertThat(worse).as("captures that lose").isGreaterThan(10);
    }
}
