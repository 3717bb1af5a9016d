package org.zermelo.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zermelo.example.TakeAway;
import org.zermelo.search.AndOr;
import org.zermelo.search.Solver;

/** Sprague-Grundy values on the subtraction game, whose theory is known, and against AND/OR labelling. */
class SpragueGrundyTest {

    /** Every list of up to {@code count} heaps of 0 to {@code largest} counters, the empty list excepted. */
    private static List<int[]> positions(int count, int largest) {
        List<int[]> all = new ArrayList<>();
        List<int[]> shorter = List.of(new int[0]);
        for (int heaps = 1; heaps <= count; heaps++) {
            List<int[]> longer = new ArrayList<>();
            for (int[] p : shorter) {
                for (int n = 0; n <= largest; n++) {
                    int[] q = Arrays.copyOf(p, heaps);
                    q[heaps - 1] = n;
                    longer.add(q);
                }
            }
            all.addAll(longer);
            shorter = longer;
        }
        return all;
    }

    @Test
    void aHeapIsWorthItsSizeModuloMostPlusOne() {
        for (int most = 1; most <= 5; most++) {
            SpragueGrundy values = new SpragueGrundy(); // one per game: most is part of the rules
            for (int n = 0; n <= 63; n++) {
                assertThat(values.value(new Subtraction(most, n))).as("take 1 to %d from %d", most, n).isEqualTo(n % (most + 1));
            }
        }
    }

    @Test
    void aSumValuedFromItsComponentsHasTheValueOfItsOptions() {
        SpragueGrundy byComponents = new SpragueGrundy();
        SpragueGrundy byOptions = new SpragueGrundy();
        for (int[] heaps : positions(3, 9)) {
            int expected = 0;
            for (int n : heaps) {
                expected ^= n % 4;
            }
            String what = Arrays.toString(heaps);
            assertThat(byComponents.value(new Subtraction(3, heaps))).as(what).isEqualTo(expected);
            assertThat(byOptions.value(new Subtraction(3, true, heaps))).as(what + " by its options").isEqualTo(expected);
        }
    }

    @Test
    void valueZeroIsExactlyWhatAndOrLabelsLostAndTheWinningMovesGoToZero() {
        SpragueGrundy values = new SpragueGrundy();
        MoveList moves = new MoveList();
        for (int[] heaps : positions(3, 7)) {
            Subtraction p = new Subtraction(3, heaps);
            if (p.isTerminal()) {
                continue;
            }
            Solver.Solution s = Solver.solve(p, new AndOr());
            String what = p.toString();
            assertThat(values.value(p) == 0).as(what + " lost").isEqualTo(s.value() == -1);
            MoveList toZero = new MoveList();
            p.legalMoves(moves);
            for (int i = 0; i < moves.size(); i++) {
                p.play(moves.get(i));
                if (values.value(p) == 0) {
                    toZero.add(moves.get(i));
                }
                p.undo();
            }
            if (s.value() == 1) {
                assertThat(s.bestMoves()).as(what + ": the winning moves").containsExactly(toZero.toArray());
            } else {
                assertThat(toZero.isEmpty()).as(what + ": a lost position has no move to a lost one").isTrue();
            }
        }
    }

    @Test
    void thePositionIsLeftAsItWas() {
        Subtraction p = new Subtraction(2, true, 5, 4, 6);
        p.play(64 + 2);
        long hash = p.hash();
        assertThat(new SpragueGrundy().value(p)).isEqualTo(5 % 3 ^ 2 % 3 ^ 6 % 3);
        assertThat(p).hasToString("[5, 2, 6]");
        assertThat(p.hash()).isEqualTo(hash);
        assertThat(p.sideToMove()).isEqualTo(1);
    }

    @Test
    void heapValuesGoFromTheSmallestUp() {
        Heaps game = n -> new Subtraction(2, true, n);
        int[] values = SpragueGrundy.heapValues(game, 63);
        assertThat(values).hasSize(64);
        for (int n = 0; n <= 63; n++) {
            assertThat(values[n]).as("heap %d", n).isEqualTo(n % 3);
        }
        assertThat(SpragueGrundy.heapValues(game, 0)).containsExactly(0);
        assertThatThrownBy(() -> SpragueGrundy.heapValues(game, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("0 or more");
    }

    @Test
    void aPositionThatDoesNotSayItIsImpartialIsRefused() {
        assertThatThrownBy(() -> new SpragueGrundy().value(new TakeAway(5))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("5 is not a position of an impartial game: it has no Sprague-Grundy value");
    }
}
