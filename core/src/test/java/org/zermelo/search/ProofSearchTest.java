package org.zermelo.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.channels.Channels;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Scores;

/**
 * The proof search against the course's AND/OR labelling on {@link RandomGame}s (the games of
 * {@link RandomGamePropertiesTest}), and its table: a proof found once stays true, so a
 * search object reused from position to position, or with the smallest table, answers exactly
 * as a fresh one.
 */
class ProofSearchTest {

    private static int gameValue(SearchResult r) {
        return Scores.gameValue(r.value());
    }

    @Test
    void aSavedTableLargerThanTheMemoryIsReadIntoTheRoomThereIs() throws IOException {
        // a table of 8 GB cannot be made in this JVM: the table grows as the slots come instead of failing
        assumeThat(Runtime.getRuntime().maxMemory()).isLessThan(8L << 30);
        long[] proofs = {0x1234_5678_9ABC_DE00L | 5 << 2 | ProofTable.WON, 0x0FED_CBA9_8765_4300L | ProofTable.LOST,
            0x7777_0000_1111_2200L | 30 << 2 | ProofTable.WON};
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeInt(1 << 30); // the slots of an 8 GB table
        for (long proof : proofs) {
            out.writeLong(proof);
        }
        out.writeLong(0);
        ProofTable table = new ProofTable(8192);
        assertThat(table.readFrom(Channels.newChannel(new ByteArrayInputStream(bytes.toByteArray())))).isEqualTo(3);
        for (long proof : proofs) {
            assertThat(table.get(proof)).isEqualTo((int) proof & 3);
        }
    }

    @Test
    void theProofSearchFindsAndOrsValueAndBestMovesOnGamesWithoutDraws() {
        for (RandomGame game : RandomGamePropertiesTest.games(1, false)) {
            String before = game.toString();
            long hash = game.hash();
            SearchResult proof = new ProofSearch(1).search(game, SearchLimits.exact());
            RandomGamePropertiesTest.assertRestored(game, before, hash, "proof");
            assertThat(proof.complete()).as(before).isTrue();
            assertThat(proof.exact()).as(before).isTrue();
            int expected = gameValue(new AndOr().search(game, SearchLimits.exact()));
            assertThat(gameValue(proof)).as("proof on %s", before).isEqualTo(expected);
            assertThat(Solver.solve(game, new ProofSearch(1)).bestMoves()).as("best moves of %s", before)
                    .containsExactly(Solver.solve(game, new AndOr()).bestMoves());
            RandomGamePropertiesTest.assertRestored(game, before, hash, "solving");
        }
    }

    @Test
    void oneProofSearchReusedForEveryGameAnswersAsFreshOnes() {
        ProofSearch shared = new ProofSearch(1);
        List<RandomGame> games = RandomGamePropertiesTest.games(1, false);
        long hits = 0;
        // Twice over: the second round finds the first round's proofs in the table.
        for (int round = 0; round < 2; round++) {
            for (RandomGame game : games) {
                String what = "round " + round + " on " + game;
                SearchResult reused = shared.search(game, SearchLimits.exact());
                hits += reused.stats().tableHits();
                assertThat(gameValue(reused)).as(what).isEqualTo(gameValue(new ProofSearch(1).search(game, SearchLimits.exact())));
                if (round == 1) {
                    assertThat(Solver.solve(game, shared).bestMoves()).as(what)
                            .containsExactly(Solver.solve(game, new ProofSearch(1)).bestMoves());
                }
            }
        }
        assertThat(hits).as("proofs answered from the table").isPositive();
        shared.clearTable();
        for (RandomGame game : games) {
            assertThat(gameValue(shared.search(game, SearchLimits.exact()))).as("after clearing, %s", game)
                    .isEqualTo(gameValue(new AndOr().search(game, SearchLimits.exact())));
        }
    }

    /**
     * A draw met on the way is an error that names it, and leaves the position as it was; the
     * search reused afterwards answers as a fresh one (a proof interrupted is not stored).
     */
    @Test
    void aDrawIsRefusedAndTheSearchStaysExact() {
        ProofSearch shared = new ProofSearch(1);
        int refused = 0;
        for (RandomGame game : RandomGamePropertiesTest.games(1, true)) {
            String before = game.toString();
            long hash = game.hash();
            Integer fresh;
            try {
                fresh = gameValue(new ProofSearch(1).search(game, SearchLimits.exact()));
            } catch (IllegalArgumentException e) {
                assertThat(e).as(before).hasMessageContaining("draw").hasMessageNotContaining("\n");
                RandomGamePropertiesTest.assertRestored(game, before, hash, "a draw");
                fresh = null;
                refused++;
            }
            if (fresh == null) {
                assertThatThrownBy(() -> shared.search(game, SearchLimits.exact())).as("reused on %s", before)
                        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("draw");
                RandomGamePropertiesTest.assertRestored(game, before, hash, "a draw, reused");
            } else {
                assertThat(gameValue(shared.search(game, SearchLimits.exact()))).as("reused on %s", before).isEqualTo(fresh);
            }
        }
        assertThat(refused).as("games whose proof meets a draw").isPositive();
    }

    /**
     * The smallest table, filled many times over: whatever it forgets, it never answers with
     * another position's result, and a proof just stored is found.
     */
    @Test
    void theSmallestTableUnderHeavyReplacementNeverAnswersWrongly() {
        ProofTable table = new ProofTable(1);
        Map<Long, Integer> stored = new HashMap<>();
        SplittableRandom random = new SplittableRandom(7);
        long[] keys = new long[300_000];
        int found = 0;
        for (int i = 0; i < keys.length; i++) {
            long key = random.nextLong();
            int result = random.nextBoolean() ? ProofTable.WON : ProofTable.LOST;
            keys[i] = key;
            stored.put(key, result);
            table.put(key, result, 1L << random.nextInt(40));
            assertThat(table.get(key)).as("just stored").isEqualTo(result);
            long probe = keys[random.nextInt(i + 1)];
            int answer = table.get(probe);
            if (answer != ProofTable.MISSING) {
                assertThat(answer).as("key %d", probe).isEqualTo(stored.get(probe));
                found++;
            }
            assertThat(table.get(random.nextLong())).as("a key never stored").isEqualTo(ProofTable.MISSING);
        }
        assertThat(found).as("older proofs still found").isPositive();
    }
}
