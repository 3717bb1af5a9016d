package org.zermelo.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;
import org.zermelo.tree.GameTree;
import org.zermelo.tree.TreePosition;

/** Limits are checked when made; the small API around searches refuses bad input clearly. */
class SearchLimitsTest {

    @Test
    void negativeLimitsAreRefused() {
        assertThatThrownBy(() -> SearchLimits.depth(-1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("depth").hasMessageContaining("-1");
        assertThatThrownBy(() -> new SearchLimits(3, -5, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("time");
        assertThatThrownBy(() -> new SearchLimits(3, 0, -5))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("node");
        assertThatThrownBy(() -> SearchLimits.exact().withDepth(-2)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SearchLimits.exact().withNodes(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SearchLimits.exact().withTime(Duration.ofMillis(-1)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void limitsSayWhatTheyAre() {
        assertThat(SearchLimits.exact().toTheEnd()).isTrue();
        assertThat(SearchLimits.exact().interruptible()).isFalse();
        assertThat(SearchLimits.depth(0).depth()).isZero();
        assertThat(SearchLimits.depth(4).toTheEnd()).isFalse();
        assertThat(SearchLimits.depth(4).interruptible()).isFalse();
        assertThat(SearchLimits.depth(4).withNodes(10).interruptible()).isTrue();
        assertThat(SearchLimits.depth(4).withNodes(10).depth()).isEqualTo(4);
        assertThat(SearchLimits.time(Duration.ofSeconds(2)).timeMillis()).isEqualTo(2000);
        assertThat(SearchLimits.time(Duration.ofSeconds(2)).toTheEnd()).isTrue();
        assertThat(SearchLimits.time(Duration.ofSeconds(2)).interruptible()).isTrue();
        assertThat(SearchLimits.exact().withDepth(3)).isEqualTo(SearchLimits.depth(3));
    }

    @Test
    void aDepthLimitStopsAtTheHorizon() {
        // Leaves evaluated at depth 1 of a tree are not terminal: a tree search has no evaluation.
        GameTree tree = GameTree.parse("(A (B 3 12 8) (C 2 4 6))");
        assertThatThrownBy(() -> new Minimax(null).search(new TreePosition(tree, false), SearchLimits.depth(1)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("minimax");
        SearchResult r = new Minimax(p -> 0).search(new TreePosition(tree, false), SearchLimits.depth(1));
        assertThat(r.stats().leaves()).isEqualTo(2);
        assertThat(r.stats().horizonLeaves()).isEqualTo(2);
        assertThat(r.exact()).isFalse();
        assertThat(r.depth()).isEqualTo(1);
    }

    @Test
    void perftRefusesANegativeDepth() {
        TreePosition root = new TreePosition(GameTree.parse("(A 1 2)"), false);
        assertThatThrownBy(() -> Perft.count(root, -1)).isInstanceOf(IllegalArgumentException.class);
        assertThat(Perft.count(root, 0)).isEqualTo(1);
        assertThat(Perft.count(root, 1)).isEqualTo(2);
        // A game that ends earlier contributes nothing.
        assertThat(Perft.count(new TreePosition(GameTree.parse("(A (B 1 2) 3)"), false), 2)).isEqualTo(2);
    }

    @Test
    void algorithmsAreFoundByTheirCommandLineNames() {
        for (String name : Algorithms.descriptions().keySet()) {
            assertThat(Algorithms.create(name, null).name()).isEqualTo(name);
        }
        assertThat(Algorithms.descriptions()).containsKeys("minimax", "negamax", "alphabeta", "alphabeta-negamax",
                "andor");
        assertThatThrownBy(() -> Algorithms.create("alphabet", null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("alphabet").hasMessageContaining("minimax");
        assertThat(Algorithms.named("andor").depthLimited()).isFalse();
        assertThat(Algorithms.named("alphabeta").depthLimited()).isTrue();
    }

    @Test
    void aMoveListGrowsAndSaysWhatItHolds() {
        MoveList moves = new MoveList(1);
        for (int i = 0; i < 100; i++) {
            moves.add(i * 3);
        }
        assertThat(moves.size()).isEqualTo(100);
        assertThat(moves.get(99)).isEqualTo(297);
        assertThat(moves.contains(150)).isTrue();
        assertThat(moves.contains(151)).isFalse();
        moves.swap(0, 99);
        assertThat(moves.get(0)).isEqualTo(297);
        assertThat(moves.get(99)).isZero();
        assertThatThrownBy(() -> moves.get(100)).isInstanceOf(IndexOutOfBoundsException.class);
        moves.clear();
        assertThat(moves.isEmpty()).isTrue();
        assertThatThrownBy(() -> moves.get(0)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    /** A node limit is kept exactly, however small: the search visits at most that many nodes, then answers. */
    @Test
    void aNodeLimitIsKeptExactly() {
        for (String name : new String[] {"minimax", "negamax", "alphabeta", "alphabeta-negamax", "pvs", "mtdf", "expectiminimax"}) {
            for (long limit : new long[] {1, 2, 7, 1000, 5000}) {
                Search search = Algorithms.create(name, p -> 0);
                EndlessGame game = new EndlessGame();
                SearchResult r = search.search(game, SearchLimits.depth(60).withNodes(limit));
                assertThat(r.stats().nodes()).as("%s with --nodes %d", name, limit).isEqualTo(limit);
                assertThat(game.plies).as("%s: the position as it was", name).isZero();
            }
        }
    }
}
