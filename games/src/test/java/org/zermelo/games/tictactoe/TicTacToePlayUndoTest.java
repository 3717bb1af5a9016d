package org.zermelo.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.zermelo.game.Position;
import org.zermelo.conformance.PlayUndoProperties;

/** Undo restores the exact position and hash; the hash is the board's, however it was reached. */
class TicTacToePlayUndoTest {

    static long[] seeds() {
        long[] seeds = new long[200];
        for (int i = 0; i < seeds.length; i++) {
            seeds[i] = 1000 + i;
        }
        return seeds;
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void randomGamesUndoneMoveByMoveRestoreEveryPositionAndHash(long seed) {
        PlayUndoProperties.randomGamesUndoneMoveByMove(new TicTacToe(), TicTacToe::parse, seed);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void randomWalksOfPlayAndUndoKeepTheHashOfTheBoard(long seed) {
        PlayUndoProperties.randomWalk(new TicTacToe(), TicTacToe::parse, seed, 60);
    }

    @Test
    void aCopyIsIndependent() {
        TicTacToe p = TicTacToe.parse("X...O....");
        Position copy = p.copy();
        assertThat(copy.toString()).isEqualTo(p.toString());
        assertThat(copy.hash()).isEqualTo(p.hash());
        copy.play(copy.parseMove("9"));
        assertThat(p.toString()).isEqualTo("X...O....");
        assertThat(copy.toString()).isEqualTo("X...O...X");
        copy.undo();
        assertThat(copy.hash()).isEqualTo(p.hash());
        // A copy taken after moves undoes them like the original.
        TicTacToe q = new TicTacToe();
        q.play(0);
        q.play(4);
        Position c = q.copy();
        c.undo();
        assertThat(c.toString()).isEqualTo("X........");
        assertThat(q.toString()).isEqualTo("X...O....");
    }

    @Test
    void theSideToMoveAndTheHashFollowTheMoves() {
        TicTacToe p = new TicTacToe();
        long empty = p.hash();
        p.play(4);
        assertThat(p.sideToMove()).isEqualTo(1);
        long afterX = p.hash();
        p.undo();
        p.play(4);
        assertThat(p.hash()).isEqualTo(afterX);
        p.undo();
        assertThat(p.hash()).isEqualTo(empty);
        // The same board reached by two move orders has one hash.
        TicTacToe a = new TicTacToe();
        a.play(0);
        a.play(4);
        a.play(8);
        TicTacToe b = new TicTacToe();
        b.play(8);
        b.play(4);
        b.play(0);
        assertThat(a.toString()).isEqualTo(b.toString());
        assertThat(a.hash()).isEqualTo(b.hash());
    }
}
