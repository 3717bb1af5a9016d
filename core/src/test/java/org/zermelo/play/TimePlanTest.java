package org.zermelo.play;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;
import org.zermelo.game.MovesLeft;
import org.zermelo.game.Position;
import org.zermelo.game.SolveCost;

/**
 * The plan of a move's time on a clock: its arithmetic and its decisions after each iteration,
 * on made-up timings (no clock is read: the times are given to the plan).
 */
class TimePlanTest {

    private static final long MS = 1_000_000;
    private static final long M = TimeControl.MARGIN_MILLIS;

    /** A position that says only how many plies are left and, if asked, what solving it costs. */
    private record Phase(int plies, long cost) implements Position, MovesLeft, SolveCost {
        @Override public int movesLeft() { return plies; }
        @Override public long solveCost() { return cost; }
        @Override public int sideToMove() { return 0; }
        @Override public void legalMoves(MoveList out) { out.clear(); }
        @Override public void play(int move) { throw new UnsupportedOperationException(); }
        @Override public void undo() { throw new UnsupportedOperationException(); }
        @Override public boolean isTerminal() { return false; }
        @Override public int terminalValue() { return 0; }
        @Override public long hash() { return 0; }
        @Override public String formatMove(int move) { return Integer.toString(move); }
        @Override public int parseMove(String text) { return Integer.parseInt(text); }
        @Override public Position copy() { return this; }
    }

    /** A position that says nothing of its phase. */
    private record Plain() implements Position {
        @Override public int sideToMove() { return 0; }
        @Override public void legalMoves(MoveList out) { out.clear(); }
        @Override public void play(int move) { throw new UnsupportedOperationException(); }
        @Override public void undo() { throw new UnsupportedOperationException(); }
        @Override public boolean isTerminal() { return false; }
        @Override public int terminalValue() { return 0; }
        @Override public long hash() { return 0; }
        @Override public String formatMove(int move) { return Integer.toString(move); }
        @Override public int parseMove(String text) { return Integer.parseInt(text); }
        @Override public Position copy() { return this; }
    }

    /** Far from the end, never solvable: only the clock decides. */
    private static TimePlan midgame(long timeLeft) {
        return new TimePlan(new Phase(40, Long.MAX_VALUE)).start(timeLeft, 0, 0);
    }

    @Test
    void theShareOfTheTimeLeftGrowsAsTheMovesLeftFall() {
        // 40 plies left: 20 moves of the player's own, each a twentieth of the time left, plus 3/4 of the increment
        TimePlan plan = new TimePlan(new Phase(40, Long.MAX_VALUE)).start(60_000, 1_000, 0);
        assertThat(plan.target()).isEqualTo(60_000 / 20 + 750 - M);
        assertThat(plan.limit()).isEqualTo(3 * (60_000 / 20 + 750) - M);
        // 9 plies left: 5 moves
        assertThat(new TimePlan(new Phase(9, Long.MAX_VALUE)).start(60_000, 0, 0).target()).isEqualTo(60_000 / 5 - M);
        // 3 plies left: never more than a fifth of the time left as a target, a third as the limit
        TimePlan end = new TimePlan(new Phase(3, Long.MAX_VALUE)).start(60_000, 0, 0);
        assertThat(end.target()).isEqualTo(60_000 / 5 - M);
        assertThat(end.limit()).isEqualTo(60_000 / 3 - M);
    }

    @Test
    void aPositionThatDoesNotSayItsPhaseGetsTheDefaultShare() {
        TimePlan plan = new TimePlan(new Plain()).start(50_000, 0, 0);
        assertThat(plan.target()).isEqualTo(50_000 / TimePlan.DEFAULT_MOVES - M);
        assertThat(plan.target()).isEqualTo(TimeControl.budget(50_000, 0)); // the plain share, as a target
        assertThat(plan.limit()).isEqualTo(3 * 50_000 / TimePlan.DEFAULT_MOVES - M);
    }

    @Test
    void aClockAlmostOutStillGetsAMillisecond() {
        TimePlan plan = new TimePlan(new Plain()).start(5, 0, 0);
        assertThat(plan.target()).isEqualTo(1);
        assertThat(plan.limit()).isEqualTo(1);
    }

    @Test
    void noIterationStartsPastTheTarget() {
        TimePlan plan = midgame(60_000); // target 2,990 ms
        assertThat(plan.deeper(3, 1000, 1 * MS, 1 * MS)).isTrue();
        assertThat(plan.deeper(3, 1000, 2 * MS, 3_000 * MS)).isFalse();
    }

    @Test
    void noIterationStartsThatWouldEndPastTheTargetAndAHalf() {
        // target 2,990 ms; iterations growing fourfold: 100 ms then 400 ms, at 500 ms the next would end near 2,100 ms
        TimePlan plan = midgame(60_000);
        assertThat(plan.deeper(3, 1000, 100 * MS, 100 * MS)).isTrue();
        assertThat(plan.deeper(3, 1000, 400 * MS, 500 * MS)).isTrue();
        // then 1,600 ms, at 2,100 ms: the next would take 6,400 ms, ending past 4,485 ms
        assertThat(plan.deeper(3, 1000, 1_600 * MS, 2_100 * MS)).isFalse();
        // the same iterations growing twofold: 100, 200, 400 ms, at 700 ms the next ends near 1,500 ms
        TimePlan slow = midgame(60_000);
        slow.deeper(3, 1000, 100 * MS, 100 * MS);
        slow.deeper(3, 1000, 200 * MS, 300 * MS);
        assertThat(slow.deeper(3, 1000, 400 * MS, 700 * MS)).isTrue();
    }

    @Test
    void theGrowthIsBoundedBothWays() {
        // a first iteration of 1,000 ms at 1,000 ms: growth 3, ending at 4,000 ms, within 4,485 ms
        TimePlan first = midgame(60_000);
        assertThat(first.deeper(3, 1000, 1_000 * MS, 1_000 * MS)).isTrue();
        // an iteration no longer than the one before still counts a growth of 1.5: 1,000 then 1,000 ms at 2,000 ms ends at 3,500 ms
        TimePlan flat = midgame(60_000);
        flat.deeper(3, 1000, 1_000 * MS, 1_000 * MS);
        assertThat(flat.deeper(3, 1000, 1_000 * MS, 2_000 * MS)).isTrue();
        // 10 ms then 1,000 ms at 1,010 ms: growth 100 taken as 8, ending at 9,010 ms: too late
        TimePlan steep = midgame(60_000);
        steep.deeper(3, 1000, 10 * MS, 10 * MS);
        assertThat(steep.deeper(3, 1000, 1_000 * MS, 1_010 * MS)).isFalse();
    }

    @Test
    void eachChangeOfTheBestMoveLengthensTheTargetByHalfUpToTheLimit() {
        TimePlan steady = midgame(60_000); // target 2,990 ms, limit 8,990 ms
        steady.deeper(3, 1000, 1 * MS, 1 * MS);
        assertThat(steady.deeper(3, 1000, 1 * MS, 3_500 * MS)).isFalse();
        TimePlan unsettled = midgame(60_000);
        unsettled.deeper(3, 1000, 1 * MS, 1 * MS);
        assertThat(unsettled.deeper(4, 1000, 1 * MS, 3_500 * MS)).isTrue(); // one change: 4,485 ms
        assertThat(unsettled.stretchedTarget()).isEqualTo(2_990 + 1_495);
        for (int i = 0; i < 10; i++) {
            unsettled.deeper(i % 2 == 0 ? 3 : 4, 1000, 1 * MS, 4_000 * MS);
        }
        assertThat(unsettled.stretchedTarget()).isEqualTo(unsettled.limit());
        assertThat(unsettled.deeper(3, 1000, 1 * MS, unsettled.limit() * MS)).isFalse();
    }

    @Test
    void aSolveThatFitsTheLimitIsWorthThePassedTarget() {
        // 1,000,000 nodes in 1,000 ms: 1,000 nodes a ms; at 3,500 ms, 5,490 ms are left to the limit of 8,990 ms
        TimePlan fits = new TimePlan(new Phase(40, 5_000_000)).start(60_000, 0, 0);
        assertThat(fits.deeper(3, 1_000_000, 1_000 * MS, 3_500 * MS)).isTrue();
        TimePlan tooDear = new TimePlan(new Phase(40, 6_000_000)).start(60_000, 0, 0);
        assertThat(tooDear.deeper(3, 1_000_000, 1_000 * MS, 3_500 * MS)).isFalse();
    }

    @Test
    void pondering_theClockStartsAtTheHitAndTheTimeBeforeIsAGain() {
        TimePlan plan = new TimePlan(new Phase(40, Long.MAX_VALUE));
        // on the opponent's time there is no clock: always deeper, however long
        assertThat(plan.deeper(3, 1000, 1_000 * MS, 1_000 * MS)).isTrue();
        assertThat(plan.deeper(3, 1000, 1_500 * MS, 10_000 * MS)).isTrue();
        // the reply expected comes at 10 s: 2,990 ms from then; the iterations' growth is remembered (1.5)
        plan.start(60_000, 0, 10_000 * MS);
        assertThat(plan.deeper(3, 1000, 1_000 * MS, 11_000 * MS)).isTrue(); // 1,000 ms on the clock, the next ends at 2,500
        assertThat(plan.deeper(3, 1000, 1_500 * MS, 13_100 * MS)).isFalse(); // 3,100 ms on the clock: past the target
    }
}
