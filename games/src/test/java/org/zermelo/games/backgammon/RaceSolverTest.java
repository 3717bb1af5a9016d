package org.zermelo.games.backgammon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;
import org.zermelo.game.SelfSolving;
import org.zermelo.search.Algorithms;
import org.zermelo.search.SearchLimits;

/** The exact values of races, against facts worked out by hand and against expectiminimax searched to the end. */
class RaceSolverTest {

    private final BackgammonGame game = new BackgammonGame();

    /** One checker each, 14 off each, the side on roll on its six point: 27 rolls of 36 win, so 3/4 and half a point. */
    @Test
    void theLastRollRaceIsWorthHalfAPoint() {
        SelfSolving.Solution s = game.solve(game.parse("AQAAgAAAAAAAAA"));
        assertThat(s.points()).isCloseTo(0.5, within(1e-12));
        assertThat(s.value()).isCloseTo(0.75, within(1e-12));
        assertThat(s.bestMoves()).isEmpty();
        // Rolled 3-1, the checker cannot come off: the other's comes off next.
        SelfSolving.Solution rolled = game.solve(game.parse("AQAAgAAAAAAAAA:31"));
        assertThat(rolled.points()).isCloseTo(-1, within(1e-12));
        assertThat(rolled.value()).isZero();
        Backgammon position = (Backgammon) game.parse("AQAAgAAAAAAAAA:31");
        assertThat(position.formatMove(rolled.bestMoves()[0])).isEqualTo("6/2");
    }

    /** Every roll bears the last checker off against a side that has borne off none: a gammon, 2 points. */
    @Test
    void aCertainGammonIsWorthTwoPoints() {
        SelfSolving.Solution s = game.solve(game.parse("APD/BwABAAAAAA"));
        assertThat(s.points()).isCloseTo(2, within(1e-12));
        assertThat(s.value()).isEqualTo(1);
    }

    /** Small random races (one or two checkers a side on its lowest four points) solved exactly give expectiminimax's value searched to the end of every line. */
    @Test
    void smallRacesHaveExpectiminimaxsValueToTheEnd() {
        SplittableRandom random = new SplittableRandom(11);
        for (int trial = 0; trial < 30; trial++) {
            int[] mover = board(random, 1 + random.nextInt(2), 4);
            int[] other = board(random, 1 + random.nextInt(2), 4);
            Backgammon before = new Backgammon(mover, other, 0);
            assertThat(before.isRace()).isTrue();
            double exact = game.solve(before).points();
            double searched = Algorithms.create("expectiminimax", null).search(before.copy(), SearchLimits.depth(200)).expected();
            assertThat(exact).as("%s", before).isCloseTo(searched, within(1e-9));
        }
    }

    private static int[] board(SplittableRandom random, int checkers, int highest) {
        int[] board = new int[26];
        for (int i = 0; i < checkers; i++) {
            board[1 + random.nextInt(highest)]++;
        }
        board[0] = 15 - checkers;
        return board;
    }

    /** At a rolled position, the best moves are those of the most points, and every other move gives less. */
    @Test
    void theBestMovesGiveTheMostPoints() {
        Backgammon position = (Backgammon) game.parse("ZAAAIAkAAAAAAA:21"); // three checkers a side
        SelfSolving.Solution s = game.solve(position);
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        assertThat(moves.size()).isGreaterThan(s.bestMoves().length);
        for (int i = 0; i < moves.size(); i++) {
            Backgammon after = (Backgammon) position.copy();
            after.play(moves.get(i));
            double points = after.isTerminal() ? -after.terminalValue() : -game.solve(after).points();
            boolean best = contains(s.bestMoves(), moves.get(i));
            if (best) {
                assertThat(points).isCloseTo(s.points(), within(1e-12));
            } else {
                assertThat(points).isLessThan(s.points() - 1e-12);
            }
        }
    }

    private static boolean contains(int[] moves, int move) {
        for (int m : moves) {
            if (m == move) {
                return true;
            }
        }
        return false;
    }

    @Test
    void contactAndLargeRacesAreRefusedSayingWhy() {
        assertThatThrownBy(() -> game.solve(game.start())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("races only (no contact left)").hasMessageContaining("--depth N");
        // Fifteen checkers a side in their home boards: billions of positions.
        assertThatThrownBy(() -> game.solve(game.parse("2+4OAADb7g4AAA"))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("takes more than " + RaceSolver.MAX_STATES + " positions");
    }
}
