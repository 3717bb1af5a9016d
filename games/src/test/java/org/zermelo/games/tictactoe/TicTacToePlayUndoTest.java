package org.zermelo.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

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
        SplittableRandom random = new SplittableRandom(seed);
        TicTacToe p = new TicTacToe();
        List<String> boards = new ArrayList<>();
        List<Long> hashes = new ArrayList<>();
        List<String> played = new ArrayList<>();
        MoveList moves = new MoveList();
        while (true) {
            String what = "seed " + seed + ", moves " + played;
            boards.add(p.toString());
            hashes.add(p.hash());
            TicTacToe parsed = TicTacToe.parse(p.toString());
            assertThat(p.hash()).as("hash of %s against the parsed board, %s", p, what).isEqualTo(parsed.hash());
            assertThat(p.sideToMove()).as(what).isEqualTo(parsed.sideToMove()).isEqualTo(played.size() % 2);
            assertThat(p.isTerminal()).as(what).isEqualTo(parsed.isTerminal());
            p.legalMoves(moves);
            if (moves.isEmpty()) {
                assertThat(p.isTerminal()).as(what).isTrue();
                break;
            }
            int move = moves.get(random.nextInt(moves.size()));
            played.add(p.formatMove(move));
            p.play(move);
            assertThat(p.hash()).as("a move changes the hash, %s", what).isNotEqualTo(hashes.get(hashes.size() - 1));
        }
        for (int i = boards.size() - 2; i >= 0; i--) {
            p.undo();
            String what = "seed " + seed + ", moves " + played + ", undone back to " + i + " moves";
            assertThat(p.toString()).as(what).isEqualTo(boards.get(i));
            assertThat(p.hash()).as(what).isEqualTo(hashes.get(i));
            assertThat(p.sideToMove()).as(what).isEqualTo(i % 2);
        }
        assertThat(p.toString()).isEqualTo(".........");
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void randomWalksOfPlayAndUndoKeepTheHashOfTheBoard(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        TicTacToe p = new TicTacToe();
        List<String> walk = new ArrayList<>();
        MoveList moves = new MoveList();
        int depth = 0;
        for (int step = 0; step < 60; step++) {
            p.legalMoves(moves);
            if (depth > 0 && (moves.isEmpty() || random.nextInt(3) == 0)) {
                p.undo();
                depth--;
                walk.add("undo");
            } else {
                int move = moves.get(random.nextInt(moves.size()));
                p.play(move);
                depth++;
                walk.add(p.formatMove(move));
            }
            assertThat(p.hash()).as("seed %d, walk %s, board %s", seed, walk, p)
                    .isEqualTo(TicTacToe.parse(p.toString()).hash());
        }
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
