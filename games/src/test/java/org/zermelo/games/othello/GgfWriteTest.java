package org.zermelo.games.othello;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A game written in GGF, as the NBoard driver sends it, reads back to the same position. */
class GgfWriteTest {

    @Test
    void aGameWrittenReadsBack() {
        Othello start = new Othello();
        Othello p = (Othello) start.copy();
        int[] moves = new int[4];
        String[] line = {"f5", "d6", "c3", "d3"};
        for (int i = 0; i < line.length; i++) {
            moves[i] = p.parseMove(line[i]);
            p.play(moves[i]);
        }
        String ggf = Ggf.write(start, moves);
        assertThat(ggf).isEqualTo("(;GM[Othello]PC[Zermelo]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]"
                + "B[F5]W[D6]B[C3]W[D3];)");
        assertThat(Ggf.parse(ggf).toString()).isEqualTo(p.toString());
    }
}
