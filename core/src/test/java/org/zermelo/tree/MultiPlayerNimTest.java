package org.zermelo.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.zermelo.tree.MultiPlayerAnalysis.Method;

/**
 * Nim for several players as a tree of payoff vectors: its size, and max^n's and paranoid's values
 * against a brute force on the positions themselves (memoised, heaps and player to move), which
 * never builds a tree; with two players, Bouton's rule.
 */
class MultiPlayerNimTest {

    private static final List<String> HEAPS = List.of("1", "2", "3", "5", "1,1", "2,1", "2,2", "3,1", "3,2", "1,1,1", "2,1,1",
            "2,2,1", "3,2,1", "2,2,2", "3,3", "4,2", "1,2,3", "1,1,1,1", "4,3");

    @Test
    void maxnAndParanoidGiveWhatTheBruteForceGives() {
        for (int players = 2; players <= 4; players++) {
            for (String heaps : HEAPS) {
                MultiPlayerNim nim = MultiPlayerNim.of(heaps, players);
                int[] start = Arrays.stream(heaps.split(",")).mapToInt(Integer::parseInt).toArray();
                String what = players + " players, heaps " + heaps;
                int[] expected = maxn(start, 0, players, new HashMap<>());
                MultiPlayerAnalysis maxn = MultiPlayerAnalysis.run(nim.tree(), Method.MAXN);
                assertThat(maxn.payoffsText()).as(what).isEqualTo(Arrays.toString(expected).replace(" ", ""));
                MultiPlayerAnalysis shallow = MultiPlayerAnalysis.run(nim.tree(), Method.MAXN_SHALLOW);
                assertThat(shallow.payoffsText()).as(what).isEqualTo(maxn.payoffsText());
                assertThat(shallow.principalVariation()).as(what).isEqualTo(maxn.principalVariation());
                MultiPlayerAnalysis paranoid = MultiPlayerAnalysis.run(nim.tree(), Method.PARANOID);
                assertThat(paranoid.rootPayoff().intValueExact()).as(what)
                        .isEqualTo(paranoid(start, 0, players, new HashMap<>()));
                if (players == 2) {
                    // Bouton: the first player wins exactly when the heaps' XOR is not 0; both searches are minimax.
                    int xor = Arrays.stream(start).reduce(0, (a, b) -> a ^ b);
                    assertThat(maxn.rootPayoff().intValueExact()).as(what).isEqualTo(xor != 0 ? 1 : 0);
                    assertThat(paranoid.rootPayoff().intValueExact()).as(what).isEqualTo(xor != 0 ? 1 : 0);
                }
            }
        }
    }

    /** Rows of the table in docs/trees.md: nodes visited by maxn, maxn-shallow and paranoid, three players. */
    @Test
    void theNodeCountsOfTheDocsTable() {
        String[][] rows = {{"2,2,1", "150", "76", "71"}, {"3,3,2", "6356", "1729", "750"}, {"3,3,3", "24136", "11325", "1650"}};
        for (String[] row : rows) {
            GameTree tree = MultiPlayerNim.of(row[0], 3).tree();
            assertThat(MultiPlayerAnalysis.run(tree, Method.MAXN).nodesVisited()).as(row[0]).isEqualTo(Long.parseLong(row[1]));
            assertThat(MultiPlayerAnalysis.run(tree, Method.MAXN_SHALLOW).nodesVisited()).as(row[0])
                    .isEqualTo(Long.parseLong(row[2]));
            assertThat(MultiPlayerAnalysis.run(tree, Method.PARANOID).nodesVisited()).as(row[0])
                    .isEqualTo(Long.parseLong(row[3]));
        }
    }

    @Test
    void theTreeHasOneNodePerSequenceOfMoves() {
        // One heap of n: a node for each way of taking from n down to what is left, 2^n in all.
        GameTree five = MultiPlayerNim.of("5", 3).tree();
        assertThat(five.size()).isEqualTo(32);
        assertThat(five.leafCount()).isEqualTo(16);
        // Heaps 1,1: take heap 1 then heap 2, or heap 2 then heap 1.
        GameTree two = MultiPlayerNim.of("1,1", 3).tree();
        assertThat(two.size()).isEqualTo(5);
        assertThat(two.payoffs(two.find("1.1"))).containsExactly(0, 1, 0);
        assertThat(MultiPlayerNim.of("2,1", 3).moves(List.of("1", "1.1", "1.1.1")))
                .containsExactly("player 1 takes 1 from heap 1", "player 2 takes 1 from heap 1", "player 3 takes 1 from heap 2");
        assertThat(MultiPlayerNim.of("2,1", 3).moves(List.of("2", "2.1")))
                .containsExactly("player 1 takes 2 from heap 1", "player 2 takes 1 from heap 2");
    }

    @Test
    void badGamesAreRefusedWithAMessage() {
        assertThatThrownBy(() -> MultiPlayerNim.of("3,,2", 3)).hasMessage("bad heaps '3,,2': expected up to 10 heap sizes "
                + "separated by commas, like 3,2,1");
        assertThatThrownBy(() -> MultiPlayerNim.of("-1", 3)).hasMessageStartingWith("bad heaps '-1'");
        assertThatThrownBy(() -> MultiPlayerNim.of("0,0", 3)).hasMessageContaining("at least one object");
        assertThatThrownBy(() -> MultiPlayerNim.of("3", 1)).hasMessage("bad number of players 1: expected 2 to 10");
        assertThatThrownBy(() -> MultiPlayerNim.of("3", 11)).hasMessage("bad number of players 11: expected 2 to 10");
        assertThatThrownBy(() -> MultiPlayerNim.of("7,7,7", 3)).hasMessage("the game tree of Nim on heaps 7,7,7 has more "
                + "than 1000000 nodes, the most a tree may have: take smaller heaps");
        assertThatThrownBy(() -> MultiPlayerNim.of("999", 3)).hasMessageContaining("more than 1000000 nodes");
        assertThatThrownBy(() -> MultiPlayerNim.of("2,1", 3).moves(List.of("1", "2.1")))
                .hasMessage("'2.1' is not a child of 1");
        assertThatThrownBy(() -> MultiPlayerNim.of("2,1", 3).moves(List.of("2", "2.1", "2.1.1")))
                .hasMessage("'2.1.1' is not a move of the game");
    }

    /** Max^n on the positions: the mover takes the first move (heap by heap, one object first) best for it. */
    private static int[] maxn(int[] heaps, int mover, int players, Map<String, int[]> known) {
        String key = Arrays.toString(heaps) + mover;
        int[] cached = known.get(key);
        if (cached != null) {
            return cached;
        }
        int[] best = null;
        for (int h = 0; h < heaps.length; h++) {
            for (int take = 1; take <= heaps[h]; take++) {
                int[] after = heaps.clone();
                after[h] -= take;
                int[] v;
                if (Arrays.stream(after).sum() == 0) {
                    v = new int[players];
                    v[mover] = 1;
                } else {
                    v = maxn(after, (mover + 1) % players, players, known);
                }
                if (best == null || v[mover] > best[mover]) {
                    best = v;
                }
            }
        }
        known.put(key, best);
        return best;
    }

    /** Whether player 1 (0) takes the last object when every other player plays against it: 1 or 0. */
    private static int paranoid(int[] heaps, int mover, int players, Map<String, Integer> known) {
        String key = Arrays.toString(heaps) + mover;
        Integer cached = known.get(key);
        if (cached != null) {
            return cached;
        }
        int best = mover == 0 ? 0 : 1;
        for (int h = 0; h < heaps.length; h++) {
            for (int take = 1; take <= heaps[h]; take++) {
                int[] after = heaps.clone();
                after[h] -= take;
                int v = Arrays.stream(after).sum() == 0 ? (mover == 0 ? 1 : 0) : paranoid(after, (mover + 1) % players, players, known);
                best = mover == 0 ? Math.max(best, v) : Math.min(best, v);
            }
        }
        known.put(key, best);
        return best;
    }
}
