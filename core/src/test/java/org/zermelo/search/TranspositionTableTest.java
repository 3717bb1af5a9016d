package org.zermelo.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The engine's table starts small, grows while one search fills it, keeps its entries when it grows, and stops at its size. */
class TranspositionTableTest {

    private static final int FIRST = TranspositionTable.FIRST_ENTRIES;

    /** A key for {@code i}: spread as a position's hash is. */
    private static long key(long i) {
        return RandomGame.mix(7, i, 3);
    }

    private static void store(TranspositionTable table, long i) {
        table.store(key(i), (int) (i % 1000), TranspositionTable.EXACT, 5, true, (int) (i % 100));
    }

    /** The keys among 0 to {@code n - 1} that the table holds, with the value and move they were stored with. */
    private static List<Long> held(TranspositionTable table, long n) {
        List<Long> held = new ArrayList<>();
        for (long i = 0; i < n; i++) {
            long entry = table.probe(key(i));
            if (entry != TranspositionTable.MISS) {
                assertThat(TranspositionTable.value(entry)).isEqualTo((int) (i % 1000));
                assertThat(TranspositionTable.move(entry)).isEqualTo((int) (i % 100));
                held.add(i);
            }
        }
        return held;
    }

    @Test
    void aSearchThatFillsAQuarterOfItDoublesItAndTheEntriesStay() {
        TranspositionTable table = new TranspositionTable(64);
        assertThat(table.entries()).isEqualTo(FIRST);
        table.newSearch();
        long n = FIRST / 4;
        for (long i = 0; i < n; i++) {
            store(table, i);
        }
        assertThat(table.entries()).as("a quarter full: not yet").isEqualTo(FIRST);
        List<Long> before = held(table, n);
        assertThat(before.size()).isGreaterThan((int) (n * 9 / 10));

        store(table, n);
        assertThat(table.entries()).isEqualTo(2 * FIRST);
        assertThat(held(table, n)).as("every entry held before the growth").containsAll(before);
    }

    @Test
    void manySmallSearchesDoNotGrowIt() {
        TranspositionTable table = new TranspositionTable(64);
        for (long search = 0; search < 20; search++) {
            table.newSearch();
            for (long i = 0; i < FIRST / 5; i++) {
                store(table, search * FIRST + i);
            }
        }
        assertThat(table.entries()).isEqualTo(FIRST);
    }

    @Test
    void itNeverGrowsBeyondItsSize() {
        TranspositionTable table = new TranspositionTable(4);
        table.newSearch();
        for (long i = 0; i < 4 * FIRST; i++) {
            store(table, i);
        }
        assertThat(table.entries()).as("4 MB: 2^18 entries of 16 bytes").isEqualTo(4 * FIRST);
        assertThat(held(table, 4 * FIRST)).hasSizeGreaterThan(FIRST * 3 / 2);
    }

    @Test
    void storingAKeyAgainDoesNotCountAsAddingIt() {
        TranspositionTable table = new TranspositionTable(64);
        table.newSearch();
        for (int pass = 0; pass < 4; pass++) {
            for (long i = 0; i < FIRST / 5; i++) {
                store(table, i);
            }
        }
        assertThat(table.entries()).isEqualTo(FIRST);
    }

    /** The worked example of the class comment: the bits of an entry are where the diagram puts them. */
    @Test
    void anEntryIsPackedAsTheDiagramSays() {
        TranspositionTable table = new TranspositionTable(1);
        table.newSearch();
        table.newSearch(); // the second search: generation 2
        table.store(key(1), 1_048_571, TranspositionTable.LOWER, 9, true, 3);
        long entry = table.probe(key(1));
        assertThat(entry).isEqualTo(0x000F_FFFB_0090_00F9L);
        assertThat(TranspositionTable.value(entry)).isEqualTo(1_048_571);
        assertThat(TranspositionTable.depth(entry)).isEqualTo(9);
        assertThat(TranspositionTable.move(entry)).isEqualTo(3);
        assertThat(TranspositionTable.isFinal(entry)).isTrue();
        assertThat(TranspositionTable.bound(entry)).isEqualTo(TranspositionTable.LOWER);
        table.store(key(2), -7, TranspositionTable.UPPER, TranspositionTable.MAX_DEPTH, false, -1);
        long other = table.probe(key(2));
        assertThat(TranspositionTable.value(other)).isEqualTo(-7);
        assertThat(TranspositionTable.depth(other)).isEqualTo(TranspositionTable.MAX_DEPTH);
        assertThat(TranspositionTable.move(other)).isEqualTo(-1);
        assertThat(TranspositionTable.isFinal(other)).isFalse();
    }
}
