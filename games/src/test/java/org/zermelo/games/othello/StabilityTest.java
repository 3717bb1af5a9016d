package org.zermelo.games.othello;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;
import org.zermelo.game.Oracle;

/**
 * Stable discs against every continuation of the game: a disc called stable keeps its colour
 * in all of them (checked exhaustively on positions near the end), and the stability cutoff of
 * the exact search only cuts where the value really is below the window.
 */
class StabilityTest {

    @Test
    void aStableDiscIsNeverFlippedInAnyContinuation() {
        SplittableRandom random = new SplittableRandom(31);
        int stableFound = 0;
        for (int n = 0; n < 400; n++) {
            Othello p = OthelloEndgameTest.randomPosition(random, 1 + n % 7);
            long black = p.discs(Othello.BLACK);
            long white = p.discs(Othello.WHITE);
            long stableBlack = Stability.stable(black, white);
            long stableWhite = Stability.stable(white, black);
            assertThat(stableBlack & ~black).isZero();
            assertThat(stableWhite & ~white).isZero();
            stableFound += Long.bitCount(stableBlack | stableWhite);
            assertKept(p, stableBlack, stableWhite, new MoveList[64], 0);
        }
        assertThat(stableFound).as("stable discs found in all").isGreaterThan(4000);
    }

    /** Every position reached from {@code p} keeps the stable discs in their colours. */
    private static void assertKept(Othello p, long stableBlack, long stableWhite, MoveList[] lists, int ply) {
        assertThat(p.discs(Othello.BLACK) & stableBlack).as("black's stable discs in %s", p).isEqualTo(stableBlack);
        assertThat(p.discs(Othello.WHITE) & stableWhite).as("white's stable discs in %s", p).isEqualTo(stableWhite);
        if (p.isTerminal()) {
            return;
        }
        MoveList moves = lists[ply] == null ? (lists[ply] = new MoveList()) : lists[ply];
        p.legalMoves(moves);
        for (int i = 0; i < moves.size(); i++) {
            p.play(moves.get(i));
            assertKept(p, stableBlack, stableWhite, lists, ply + 1);
            p.undo();
        }
    }

    @Test
    void onAFullBoardEveryDiscIsStable() {
        SplittableRandom random = new SplittableRandom(5);
        for (int n = 0; n < 50; n++) {
            Othello p = OthelloEndgameTest.randomPosition(random, 0);
            long mine = p.mine();
            long theirs = p.theirs();
            if ((mine | theirs) == -1L) {
                assertThat(Stability.stable(mine, theirs)).isEqualTo(mine);
                assertThat(Stability.stable(theirs, mine)).isEqualTo(theirs);
            }
        }
    }

    @Test
    void cornersAreAlwaysStable() {
        SplittableRandom random = new SplittableRandom(6);
        for (int n = 0; n < 500; n++) {
            Othello p = OthelloEndgameTest.randomPosition(random, random.nextInt(0, 60));
            assertThat(Stability.stable(p.mine(), p.theirs()) & Othello.CORNERS).isEqualTo(p.mine() & Othello.CORNERS);
        }
    }

    @Test
    void cornerStableDiscsAreTheHeldCornersAndTheEdgeDiscsBesideThem() {
        SplittableRandom random = new SplittableRandom(7);
        int found = 0;
        for (int n = 0; n < 2000; n++) {
            Othello p = OthelloEndgameTest.randomPosition(random, random.nextInt(0, 60));
            long mine = p.mine();
            long expected = 0;
            for (int row : new int[] {0, 7}) {
                for (int col : new int[] {0, 7}) {
                    if ((mine >>> (8 * row + col) & 1) != 0) {
                        int inward = col == 0 ? 1 : -1;
                        int down = row == 0 ? 1 : -1;
                        expected |= mine & (1L << (8 * row + col) | 1L << (8 * row + col + inward) | 1L << (8 * (row + down) + col));
                    }
                }
            }
            long cornerStable = Othello.cornerStable(mine);
            assertThat(cornerStable).as("%s", p).isEqualTo(expected);
            assertThat(cornerStable & ~Stability.stable(mine, p.theirs())).as("not stable in %s", p).isZero();
            found += Long.bitCount(cornerStable & ~Othello.CORNERS);
        }
        assertThat(found).as("edge discs beside a corner found in all").isGreaterThan(500);
    }

    @Test
    void theStabilityCutoffOnlyCutsBelowTheValue() {
        SplittableRandom random = new SplittableRandom(8);
        int cuts = 0;
        for (int n = 0; n < 300; n++) {
            Othello p = OthelloEndgameTest.randomPosition(random, Endgame.EMPTIES + 1);
            if (Long.bitCount(~(p.mine() | p.theirs())) <= Endgame.EMPTIES) {
                continue; // a game that ended early
            }
            int alpha = random.nextInt(0, 64);
            int r = p.solveWithin(alpha, alpha + 1);
            if (r != Oracle.UNKNOWN) {
                cuts++;
                assertThat(r).isLessThanOrEqualTo(alpha);
                assertThat(OthelloEndgameTest.negamaxAlphaBeta(p)).as("value of %s", p).isLessThanOrEqualTo(r);
            }
        }
        assertThat(cuts).as("cuts").isGreaterThan(10);
    }
}
