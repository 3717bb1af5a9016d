package org.zermelo.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Samuel's pool of terms: a given sequence of weights gives a given sequence of swaps. */
class TermPoolTest {

    private static final String[] NAMES = {"a", "b", "c", "d", "e", "f"};

    @Test
    void theTermSmallestAtTheLimitGoesToTheBottomOfTheReserveAndTheTopComesIn() {
        TermPool pool = new TermPool(NAMES, 3, 2);
        assertThat(pool.namesInUse()).containsExactly("a", "b", "c");
        assertThat(pool.namesInReserve()).containsExactly("d", "e", "f");
        double[] w = {0.5, -0.1, 0.3, 9, 9, 9};
        double[] played = w.clone();
        pool.clearReserve(w, played);
        assertThat(w).containsExactly(0.5, -0.1, 0.3, 0, 0, 0);
        // b is the smallest in magnitude (|-0.1|): its first tally, no swap.
        assertThat(pool.check(w, played)).isNull();
        // Now c is the smallest: its first tally; b keeps its one.
        w[1] = 0.4;
        assertThat(pool.check(w, played)).isNull();
        // b the smallest again: its second tally reaches the limit: b out (to 0), d in.
        w[1] = 0.05;
        played[1] = 0.0625;
        assertThat(pool.check(w, played)).isEqualTo(new TermPool.Swap("b", "d"));
        assertThat(w[1]).isZero();
        assertThat(played[1]).isZero();
        assertThat(pool.namesInUse()).containsExactly("a", "c", "d");
        assertThat(pool.namesInReserve()).containsExactly("e", "f", "b");
        assertThat(pool.inUse()).containsExactly(true, false, true, true, false, false);
        assertThat(pool.swaps()).isEqualTo(1);
        // d came in at 0: the smallest; a tie with nothing; c had one tally, d none.
        assertThat(pool.check(w, played)).isNull();
        // c the smallest once more: its second tally: out, e in; d's one tally stays.
        w[3] = 0.2;
        w[2] = 0.1;
        assertThat(pool.check(w, played)).isEqualTo(new TermPool.Swap("c", "e"));
        assertThat(pool.namesInUse()).containsExactly("a", "d", "e");
        assertThat(pool.namesInReserve()).containsExactly("f", "b", "c");
        // e (0) and a tie of magnitudes go to the first in the list: here e alone is 0.
        assertThat(pool.check(w, played)).isNull();
        assertThat(pool.check(w, played)).isEqualTo(new TermPool.Swap("e", "f"));
        assertThat(pool.swaps()).isEqualTo(3);
    }

    @Test
    void aTieGoesToTheFirstTermInTheList() {
        TermPool pool = new TermPool(NAMES, 2, 1);
        double[] w = {-0.2, 0.2, 0, 0, 0, 0};
        assertThat(pool.check(w)).isEqualTo(new TermPool.Swap("a", "c"));
        assertThat(pool.namesInUse()).isEqualTo(List.of("b", "c"));
    }

    @Test
    void thePoolKeepsSomeTermsOutAndSomeIn() {
        assertThatThrownBy(() -> new TermPool(NAMES, 6, 8)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new TermPool(NAMES, 0, 8)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new TermPool(NAMES, 3, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
