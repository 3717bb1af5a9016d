package org.zermelo.games.othello;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.zermelo.game.MoveList;
import org.zermelo.search.Perft;

/**
 * Othello's rules: the published perft counts, and move for move agreement with a naive
 * implementation along random games.
 */
class OthelloFactsTest {

    /*
     * The published counts take a forced pass as a ply and a game over before the depth as one
     * leaf; the first games end after 9 plies, so depth 10 is the first to tell the conventions
     * apart (24,571,056 when ended games count nothing).
     */
    @ParameterizedTest(name = "perft({0}) = {1}")
    @CsvSource({"0, 1", "1, 4", "2, 12", "3, 56", "4, 244", "5, 1396", "6, 8200", "7, 55092", "8, 390216",
        "9, 3005288", "10, 24571284"})
    void perftCountsThePublishedLeaves(int depth, long count) {
        Othello start = new Othello();
        assertThat(Perft.count(start, depth)).isEqualTo(count);
        assertThat(start.toString()).isEqualTo("---------------------------OX------XO--------------------------- X");
    }

    @Test
    void perftWithoutBulkCountingGivesTheSameCounts() {
        // The naive rules, counting every leaf one by one, as perft defines it.
        assertThat(naivePerft(new NaiveOthello(new Othello().toString()), 6)).isEqualTo(8200);
        assertThat(naivePerft(new NaiveOthello(new Othello().toString()), 7)).isEqualTo(55092);
    }

    private static long naivePerft(NaiveOthello p, int depth) {
        if (depth == 0 || p.over()) {
            return 1;
        }
        List<Integer> moves = p.moves(p.toMove);
        if (moves.isEmpty()) {
            moves = List.of(Othello.PASS);
        }
        long count = 0;
        String before = p.toString();
        for (int move : moves) {
            p.play(move);
            count += naivePerft(p, depth - 1);
            restore(p, before);
        }
        return count;
    }

    private static void restore(NaiveOthello p, String notation) {
        NaiveOthello fresh = new NaiveOthello(notation);
        for (int r = 0; r < 8; r++) {
            p.grid[r] = fresh.grid[r].clone();
        }
        p.toMove = fresh.toMove;
    }

    /** Boards no game reaches too (any mix of discs, sparse or dense): the moves, and the flips of every empty square, for either side. */
    @Test
    void movesAndFlipsAgreeWithTheNaiveRulesOnRandomBoards() {
        SplittableRandom random = new SplittableRandom(5);
        for (int n = 0; n < 3000; n++) {
            int filled = random.nextInt(101);
            long mine = 0;
            long theirs = 0;
            StringBuilder board = new StringBuilder();
            for (int square = 0; square < 64; square++) {
                boolean disc = random.nextInt(100) < filled;
                boolean x = random.nextBoolean();
                board.append(!disc ? '-' : x ? 'X' : 'O');
                mine |= disc && x ? 1L << square : 0;
                theirs |= disc && !x ? 1L << square : 0;
            }
            NaiveOthello naive = new NaiveOthello(board + " X");
            long movesX = squares(naive.moves('X'));
            long movesO = squares(naive.moves('O'));
            assertThat(Othello.moves(mine, theirs)).as(board + " X").isEqualTo(movesX);
            assertThat(Othello.moves(theirs, mine)).as(board + " O").isEqualTo(movesO);
            assertThat(Othello.scalarMoves(mine, theirs)).as(board + " X, scalar").isEqualTo(movesX);
            assertThat(Othello.scalarMoves(theirs, mine)).as(board + " O, scalar").isEqualTo(movesO);
            if (VECTORS) {
                assertThat(OthelloVectors.moves(mine, theirs)).as(board + " X, vectors").isEqualTo(movesX);
                assertThat(OthelloVectors.moves(theirs, mine)).as(board + " O, vectors").isEqualTo(movesO);
            }
            for (int square = 0; square < 64; square++) {
                if (((mine | theirs) & 1L << square) == 0) {
                    long flipsX = squares(naive.flips(square / 8, square % 8, 'X'));
                    long flipsO = squares(naive.flips(square / 8, square % 8, 'O'));
                    assertThat(Othello.flips(square, mine, theirs)).as(board + " X on " + square).isEqualTo(flipsX);
                    assertThat(Othello.flips(square, theirs, mine)).as(board + " O on " + square).isEqualTo(flipsO);
                    assertThat(Othello.scalarFlips(square, mine, theirs)).as(board + " X on " + square + ", scalar").isEqualTo(flipsX);
                    assertThat(Othello.scalarFlips(square, theirs, mine)).as(board + " O on " + square + ", scalar").isEqualTo(flipsO);
                    if (VECTORS) {
                        assertThat(OthelloVectors.flips(square, mine, theirs)).as(board + " X on " + square + ", vectors").isEqualTo(flipsX);
                        assertThat(OthelloVectors.flips(square, theirs, mine)).as(board + " O on " + square + ", vectors").isEqualTo(flipsO);
                    }
                }
            }
        }
    }

    /** Whether the tests run with the vector module (as the build runs them), so that both ways of computing moves and flips are checked. */
    private static final boolean VECTORS = ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent();

    /** On every square, occupied too (as {@link Stability} asks), the vector flips are the scalar ones. */
    @Test
    void vectorFlipsAreTheScalarOnesOnEverySquare() {
        Assumptions.assumeTrue(VECTORS, "the JVM has no vector module");
        SplittableRandom random = new SplittableRandom(11);
        for (int n = 0; n < 20000; n++) {
            long discs = random.nextLong() & random.nextLong() | random.nextLong() & random.nextLong();
            long mine = discs & random.nextLong();
            long theirs = discs & ~mine;
            int square = random.nextInt(64);
            assertThat(OthelloVectors.flips(square, mine, theirs)).isEqualTo(Othello.scalarFlips(square, mine, theirs));
            assertThat(OthelloVectors.moves(mine, theirs)).isEqualTo(Othello.scalarMoves(mine, theirs));
        }
    }

    /** Boards full but for one square: the count of the last move's flips, for either side, on every square. */
    @Test
    void lastFlipsCountWhatTheNaiveRulesFlipOnTheLastSquare() {
        SplittableRandom random = new SplittableRandom(7);
        for (int n = 0; n < 2000; n++) {
            int square = n % 64;
            long mine = random.nextLong() & ~(1L << square);
            long theirs = ~mine & ~(1L << square);
            StringBuilder board = new StringBuilder();
            for (int s = 0; s < 64; s++) {
                board.append(s == square ? '-' : (mine & 1L << s) != 0 ? 'X' : 'O');
            }
            NaiveOthello naive = new NaiveOthello(board + " X");
            assertThat(Othello.lastFlips(mine, square)).as(board + " X on " + square)
                    .isEqualTo(naive.flips(square / 8, square % 8, 'X').size());
            assertThat(Othello.lastFlips(theirs, square)).as(board + " O on " + square)
                    .isEqualTo(naive.flips(square / 8, square % 8, 'O').size());
        }
    }

    /** The squares of a list, as a bitboard. */
    private static long squares(List<Integer> list) {
        long board = 0;
        for (int square : list) {
            board |= 1L << square;
        }
        return board;
    }

    /** Along the way, the count of the sequences of two plies, without playing them, too. */
    @Test
    void movesFlipsPassesAndEndsAgreeWithTheNaiveRulesAlongRandomGames() {
        MoveList moves = new MoveList();
        int passes = 0;
        for (long seed = 0; seed < 300; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            Othello p = new Othello();
            NaiveOthello naive = new NaiveOthello(p.toString());
            List<String> played = new ArrayList<>();
            while (true) {
                String what = "seed " + seed + ", moves " + played;
                assertThat(p.toString()).as(what).isEqualTo(naive.toString());
                p.legalMoves(moves);
                List<Integer> expected = naive.moves(naive.toMove);
                if (expected.isEmpty() && !naive.over()) {
                    expected = List.of(Othello.PASS);
                    passes++;
                }
                assertThat(moves.toArray()).as(what).containsExactly(expected.stream().mapToInt(i -> i).toArray());
                assertThat(p.moveCount()).as(what).isEqualTo(expected.size());
                long sequences = moves.isEmpty() ? 1 : 0; // a game over counts as one leaf
                for (int i = 0; i < moves.size(); i++) {
                    p.play(moves.get(i));
                    sequences += Math.max(1, p.moveCount());
                    p.undo();
                }
                assertThat(p.twoPlyCount()).as(what).isEqualTo(sequences);
                assertThat(p.isTerminal()).as(what).isEqualTo(naive.over());
                if (naive.over()) {
                    int mine = naive.count(naive.toMove);
                    int theirs = naive.count(naive.toMove == 'X' ? 'O' : 'X');
                    int empties = 64 - mine - theirs;
                    int value = mine - theirs + Integer.signum(mine - theirs) * empties;
                    assertThat(p.terminalValue()).as(what).isEqualTo(value);
                    break;
                }
                int move = moves.get(random.nextInt(moves.size()));
                played.add(p.formatMove(move));
                p.play(move);
                naive.play(move);
            }
        }
        assertThat(passes).as("passes met along the way").isPositive();
    }

    @Test
    void aGameEndsWhenNeitherSideCanMoveAndTheEmptiesGoToTheWinner() {
        // O to move has no move (nothing to flank), X has c1: O passes, X plays c1, no O disc is left.
        // (X holds the centre, which no real game leaves empty.)
        String board = "XO-------------------------XX------XX---------------------------";
        Othello p = Othello.parse(board + " O");
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        assertThat(moves.toArray()).containsExactly(Othello.PASS);
        assertThat(p.isTerminal()).isFalse();
        p.play(Othello.PASS);
        assertThat(p.toString()).isEqualTo(board + " X");
        p.play(p.parseMove("c1"));
        assertThat(p.isTerminal()).isTrue();
        assertThat(p.toString()).isEqualTo("XXX" + board.substring(3) + " O");
        // O lost 0 to 7; the 57 empty squares go to X: -64 for O, the side to move.
        assertThat(p.terminalValue()).isEqualTo(-64);
        // A full board: 40 to 24 for X, and a draw.
        assertThat(Othello.parse("X".repeat(40) + "O".repeat(24) + " O").terminalValue()).isEqualTo(-16);
        assertThat(Othello.parse("X".repeat(40) + "O".repeat(24) + " X").terminalValue()).isEqualTo(16);
        assertThat(Othello.parse("XO".repeat(32) + " X").terminalValue()).isZero();
        // An unfinished board with X ahead 7 to 1 and 56 empties, where no one can move.
        assertThat(Othello.parse("XXX-O----------------------XX------XX--------------------------- O").terminalValue()).isEqualTo(-62);
    }
}
