package org.zermelo.games.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;

/** The n-tuple network of draughts: its tuples, and a position read the same from either side. */
class DiagonalTuplesTest {

    @Test
    void theTuplesAreTheLinesAndDiamondsOfFourSquares() {
        // 8x8: lines of four going down and right start on the dark squares of rows 0-4 and columns 0-4 (12 of those 25),
        // down and left on those of rows 0-4 and columns 3-7 (13), diamonds on those of rows 0-5 and columns 1-6 (18).
        DiagonalTuples checkers = new DiagonalTuples(Rules.ENGLISH);
        assertThat(checkers.tuples()).isEqualTo(12 + 13 + 18);
        assertThat(checkers.size()).isEqualTo(43 * 625);
        // 10x10: 24 of 49, 25 of 49, 32 of 64.
        DiagonalTuples international = new DiagonalTuples(Rules.INTERNATIONAL);
        assertThat(international.tuples()).isEqualTo(24 + 25 + 32);
    }

    @Test
    void aPositionReadsAsItsTurnedImageWithTheColoursSwapped() {
        Random random = new Random(7);
        MoveList moves = new MoveList();
        DiagonalTuples a = new DiagonalTuples(Rules.ENGLISH);
        DiagonalTuples b = a.copy();
        int[] ia = new int[a.maxActive()];
        int[] ib = new int[a.maxActive()];
        double[] va = new double[a.maxActive()];
        double[] vb = new double[a.maxActive()];
        int checked = 0;
        for (int g = 0; g < 20; g++) {
            Draughts p = new Draughts(Rules.ENGLISH);
            while (!p.isTerminal()) {
                Draughts image = new Draughts(Rules.ENGLISH);
                image.place(turned(p, p.black()), turned(p, p.white()), turned(p, p.kings()), p.colour() ^ 1);
                int n = a.encode(p, ia, va);
                assertThat(b.encode(image, ib, vb)).isEqualTo(n);
                assertThat(ib).containsExactly(ia);
                for (int i = 0; i < n; i++) {
                    assertThat(ia[i]).isBetween(i * 625, i * 625 + 624);
                }
                checked++;
                p.legalMoves(moves);
                p.play(moves.get(random.nextInt(moves.size())));
            }
        }
        assertThat(checked).isGreaterThan(500);
    }

    /** The pieces of {@code set} after half a turn of the board: square s goes to square 31 - s. */
    static long turned(Draughts p, long set) {
        long out = 0;
        for (int s = 0; s < 32; s++) {
            if ((set >>> p.bitOf[s] & 1) != 0) {
                out |= 1L << p.bitOf[31 - s];
            }
        }
        return out;
    }
}
