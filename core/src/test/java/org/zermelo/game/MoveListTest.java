package org.zermelo.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Comparator;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The scores a move ordering sorts by: best first, then the rest, stable on ties. */
class MoveListTest {

    /** A list of {@code n} moves 0, 1, ..., each scored from a small range so that ties are common. */
    private static MoveList scored(int n, SplittableRandom random, int[] scores) {
        MoveList list = new MoveList(4);
        for (int i = 0; i < n; i++) {
            list.add(i);
        }
        for (int i = 0; i < n; i++) {
            scores[i] = random.nextInt(-3, 4);
            list.score(i, scores[i]);
        }
        return list;
    }

    /** The moves sorted by decreasing score, ties by increasing move (their order in the list). */
    private static int[] expectedOrder(int n, int[] scores) {
        return IntStream.range(0, n).boxed()
                .sorted(Comparator.comparingInt((Integer m) -> -scores[m]).thenComparingInt(m -> m))
                .mapToInt(Integer::intValue).toArray();
    }

    @Test
    void bestFirstThenTheRestGivesTheStableSortByScore() {
        SplittableRandom random = new SplittableRandom(5);
        for (int trial = 0; trial < 500; trial++) {
            int n = 1 + random.nextInt(70); // past the first capacity: scores follow the growth
            int[] scores = new int[n];
            MoveList list = scored(n, random, scores);
            int[] expected = expectedOrder(n, scores);
            list.bringBestTo(0);
            assertThat(list.get(0)).as("the best, the first of equals").isEqualTo(expected[0]);
            list.sortFrom(1);
            assertThat(list.toArray()).isEqualTo(expected);
        }
    }

    @Test
    void bringingTheBestForwardKeepsTheOthersInOrder() {
        MoveList list = new MoveList();
        for (int m = 0; m < 6; m++) {
            list.add(m);
        }
        int[] scores = {0, 5, 1, 9, 9, 2};
        for (int i = 0; i < scores.length; i++) {
            list.score(i, scores[i]);
        }
        list.bringBestTo(1);
        assertThat(list.toArray()).containsExactly(0, 3, 1, 2, 4, 5);
        list.bringBestTo(2);
        assertThat(list.toArray()).containsExactly(0, 3, 4, 1, 2, 5);
    }

    @Test
    void swapCarriesTheScores() {
        MoveList list = new MoveList();
        list.add(10);
        list.add(20);
        list.add(30);
        list.score(0, 1);
        list.score(1, 2);
        list.score(2, 3);
        list.swap(0, 2);
        list.sortFrom(0);
        assertThat(list.toArray()).containsExactly(30, 20, 10);
    }

    @Test
    void truncateKeepsTheFirstMovesAndRefusesToGrow() {
        MoveList list = new MoveList();
        for (int m = 0; m < 5; m++) {
            list.add(m);
        }
        list.set(1, 4);
        list.truncate(2);
        assertThat(list.toArray()).containsExactly(0, 4);
        assertThatThrownBy(() -> list.truncate(3)).isInstanceOf(IndexOutOfBoundsException.class);
        list.truncate(0);
        assertThat(list.isEmpty()).isTrue();
    }
}
