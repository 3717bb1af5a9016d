package org.zermelo.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;
import org.zermelo.game.Oracle;
import org.zermelo.game.Scores;
import org.zermelo.search.NegamaxAlphaBeta;
import org.zermelo.search.SearchLimits;

/**
 * The exact abilities (oracle, bounds, move ordering and the moves it lets a search skip, noisy
 * moves) and the evaluation, checked against the naive rules and their brute-force negamax on
 * seeded random endgames; and a small solver that uses all of them, as the engine will, against
 * the same brute force.
 */
class Connect4AbilitiesTest {

    private static final List<String> ENDGAMES = RandomEndgames.positions(20_260_401, 400, 1, 12);

    private static List<Integer> moves(Connect4 p) {
        MoveList list = new MoveList();
        p.legalMoves(list);
        return asList(list.toArray());
    }

    /** The value of each move for the side to move, by brute force. */
    private static int valueAfter(NaiveConnectFour naive, int col) {
        naive.play(col);
        int v = -naive.value();
        naive.undo();
        return v;
    }

    @Test
    void theOracleKnowsExactlyTheImmediateWinsAndTheLossesItCannotAvoid() {
        int wins = 0;
        int losses = 0;
        int unknown = 0;
        for (String position : ENDGAMES) {
            Connect4 p = Connect4.parse(position);
            NaiveConnectFour naive = NaiveConnectFour.of(position);
            List<Integer> legal = naive.legal();
            boolean canWin = legal.stream().anyMatch(naive::winsAt);
            boolean mustLose = !canWin && legal.stream().allMatch(naive::losesAt);
            int known = p.knownValue();
            if (canWin) {
                assertThat(known).as(position).isEqualTo(22 - (naive.stones(naive.toMove()) + 1)).isEqualTo(naive.value());
                wins++;
            } else if (mustLose) {
                assertThat(known).as(position).isEqualTo(-(22 - (naive.stones(3 - naive.toMove()) + 1))).isEqualTo(naive.value());
                losses++;
            } else {
                assertThat(known).as(position).isEqualTo(Oracle.UNKNOWN);
                unknown++;
            }
        }
        assertThat(wins).as("positions won at once").isGreaterThan(50);
        assertThat(losses).as("positions lost at once").isGreaterThan(20);
        assertThat(unknown).as("positions left to search").isGreaterThan(50);
    }

    @Test
    void theOracleGivesTheResultOfAFinishedGame() {
        Connect4 won = Connect4.parse("1212121");
        assertThat(won.knownValue()).isEqualTo(won.terminalValue()).isEqualTo(-(22 - 4));
    }

    @Test
    void theBoundsHoldWhereTheOracleIsSilentAndCloseNearTheEnd() {
        int closed = 0;
        for (String position : ENDGAMES) {
            Connect4 p = Connect4.parse(position);
            if (p.knownValue() != Oracle.UNKNOWN) {
                continue;
            }
            int v = NaiveConnectFour.of(position).value();
            long bounds = p.knownBounds();
            assertThat(Oracle.lower(bounds)).as(position).isLessThanOrEqualTo(v);
            assertThat(Oracle.upper(bounds)).as(position).isGreaterThanOrEqualTo(v);
            closed += Oracle.lower(bounds) == Oracle.upper(bounds) ? 1 : 0;
        }
        assertThat(closed).as("positions whose bounds meet (two cells or fewer left)").isPositive();
    }

    @Test
    void theOrderingPutsTheMovesThatMatterFirstAndSkipsOnlyWorseOnes() {
        int skipping = 0;
        for (String position : ENDGAMES) {
            Connect4 p = Connect4.parse(position);
            NaiveConnectFour naive = NaiveConnectFour.of(position);
            MoveList list = new MoveList();
            p.legalMoves(list);
            int count = p.orderMoves(list);
            int[] ordered = list.toArray();
            assertThat(new TreeSet<>(asList(ordered))).as(position).isEqualTo(new TreeSet<>(moves(p)));
            assertThat(count).as(position).isBetween(1, ordered.length);

            List<Integer> legal = naive.legal();
            List<Integer> winning = legal.stream().filter(naive::winsAt).toList();
            List<Integer> notLosing = legal.stream().filter(col -> !naive.losesAt(col)).toList();
            List<Integer> first = asList(ordered).subList(0, count);
            if (!winning.isEmpty()) {
                assertThat(first).as(position).containsExactlyInAnyOrderElementsOf(winning);
            } else if (!notLosing.isEmpty()) {
                assertThat(first).as(position).containsExactlyInAnyOrderElementsOf(notLosing);
            } else {
                assertThat(count).as(position).isEqualTo(1);
            }
            int best = Integer.MIN_VALUE;
            for (int col : first) {
                best = Math.max(best, valueAfter(naive, col));
            }
            assertThat(best).as("the best of the first %d moves of %s", count, position).isEqualTo(naive.value());
            skipping += count < ordered.length ? 1 : 0;

            // Within the first moves: most winning cells made, then nearest the centre; within the
            // others (each loses at once, so their order does not matter): nearest the centre.
            for (int i = 1; i < ordered.length; i++) {
                if (i == count) {
                    continue;
                }
                int before = i < count ? threatsAfter(naive, ordered[i - 1]) : 0;
                int after = i < count ? threatsAfter(naive, ordered[i]) : 0;
                assertThat(before).as("%s: %s", position, asList(ordered)).isGreaterThanOrEqualTo(after);
                if (before == after) {
                    assertThat(Math.abs(ordered[i - 1] - 3)).as("%s: %s", position, asList(ordered))
                            .isLessThanOrEqualTo(Math.abs(ordered[i] - 3));
                }
            }
        }
        assertThat(skipping).as("positions where some moves can be skipped").isGreaterThan(100);
    }

    private static int threatsAfter(NaiveConnectFour naive, int col) {
        int player = naive.toMove();
        naive.play(col);
        int threats = naive.winningCells(player);
        naive.undo();
        return threats;
    }

    private static List<Integer> asList(int[] moves) {
        List<Integer> list = new ArrayList<>();
        for (int move : moves) {
            list.add(move);
        }
        return list;
    }

    @Test
    void theNoisyMovesAreTheImmediateWinsThenTheForcedBlocks() {
        int noisy = 0;
        for (String position : ENDGAMES) {
            Connect4 p = Connect4.parse(position);
            NaiveConnectFour naive = NaiveConnectFour.of(position);
            List<Integer> wins = naive.legal().stream().filter(naive::winsAt).toList();
            List<Integer> blocks = naive.legal().stream().filter(col -> !wins.contains(col) && naive.completes(col, 3 - naive.toMove())).toList();
            MoveList out = new MoveList();
            p.noisyMoves(out);
            List<Integer> listed = asList(out.toArray());
            assertThat(listed).as(position).hasSize(wins.size() + blocks.size());
            assertThat(listed.subList(0, wins.size())).as(position).containsExactlyInAnyOrderElementsOf(wins);
            assertThat(listed.subList(wins.size(), listed.size())).as(position).containsExactlyInAnyOrderElementsOf(blocks);
            noisy += listed.isEmpty() ? 0 : 1;
        }
        assertThat(noisy).isGreaterThan(100).isLessThan(ENDGAMES.size());
        MoveList out = new MoveList();
        Connect4.parse("1212121").noisyMoves(out);
        assertThat(out.isEmpty()).as("nothing to play when the game is over").isTrue();
    }

    @Test
    void aSolverUsingEveryAbilityFindsTheBruteForceValueAndKeepsTheWindowContract() {
        SplittableRandom random = new SplittableRandom(20_260_402);
        for (String position : ENDGAMES) {
            Connect4 p = Connect4.parse(position);
            int v = NaiveConnectFour.of(position).value();
            assertThat(solve(p, -Scores.MAX_GAME_VALUE, Scores.MAX_GAME_VALUE)).as(position).isEqualTo(v);
            // A null window (x - 1, x): the answer says on which side of x the value lies.
            int x = random.nextInt(-20, 21);
            int r = solve(p, x - 1, x);
            if (r < x) {
                assertThat(v).as("%s, window (%d, %d)", position, x - 1, x).isLessThanOrEqualTo(r);
            } else {
                assertThat(v).as("%s, window (%d, %d)", position, x - 1, x).isGreaterThanOrEqualTo(r);
            }
            assertThat(p.toString()).isEqualTo(position);
        }
    }

    /**
     * Fail-soft negamax on Pons' scores as the engine uses the abilities: the oracle's value, or
     * its bounds narrowing the window (and perhaps closing it), then only the moves the ordering counts.
     */
    private static int solve(Connect4 p, int alpha, int beta) {
        long bounds = p.knownBounds();
        int lower = Oracle.lower(bounds);
        int upper = Oracle.upper(bounds);
        if (lower >= beta || lower == upper) {
            return lower;
        }
        if (upper <= alpha) {
            return upper;
        }
        alpha = Math.max(alpha, lower);
        beta = Math.min(beta, upper);
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        int count = p.orderMoves(moves);
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < count && alpha < beta; i++) {
            p.play(moves.get(i));
            int e = -solve(p, -beta, -alpha);
            p.undo();
            best = Math.max(best, e);
            alpha = Math.max(alpha, e);
        }
        return best;
    }

    @Test
    void theCourseAlphaBetaFindsTheBruteForceValue() {
        for (String position : ENDGAMES.subList(0, 150)) {
            Connect4 p = Connect4.parse(position);
            int score = new NegamaxAlphaBeta(null).search(p, SearchLimits.exact()).value();
            assertThat(Scores.gameValue(score)).as(position).isEqualTo(NaiveConnectFour.of(position).value());
        }
    }

    @Test
    void theEvaluationWeighsTheOpenLinesLikeTheNaiveCount() {
        OpenFours eval = new OpenFours();
        assertThat(eval.evaluate(new Connect4())).isZero();
        // The bottom centre cell lies on 7 lines of four (4 along the row, 1 up, 1 on each diagonal).
        assertThat(eval.evaluate(Connect4.parse("4"))).isEqualTo(-7);
        List<String> positions = new ArrayList<>(ENDGAMES);
        positions.addAll(RandomEndgames.positions(20_260_403, 200, 20, 38));
        for (String position : positions) {
            Connect4 p = Connect4.parse(position);
            NaiveConnectFour naive = NaiveConnectFour.of(position);
            int value = eval.evaluate(p);
            assertThat(value).as(position).isEqualTo(naive.openLines(naive.toMove()) - naive.openLines(3 - naive.toMove()));
            assertThat(Math.abs(value)).isLessThan(Scores.EVAL_LIMIT);
        }
    }
}
