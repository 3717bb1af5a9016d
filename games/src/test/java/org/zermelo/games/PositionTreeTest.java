package org.zermelo.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.Position;
import org.zermelo.search.AlphaBeta;
import org.zermelo.search.Minimax;
import org.zermelo.search.NegamaxAlphaBeta;
import org.zermelo.search.Search;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;
import org.zermelo.tree.GameTree;
import org.zermelo.tree.PositionTree;
import org.zermelo.tree.TreeAnalysis;

/** A real position written as a tree: its searches visit the same nodes and find the same value as on the game. */
class PositionTreeTest {

    @Test
    void theTreeOfAPositionIsSearchedAsThePositionIs() {
        for (String name : List.of("tictactoe", "connect4", "othello", "domineering", "nim", "sautemouton")) {
            Game game = Games.byName(name);
            Position position = game.parse(game.example());
            for (int depth = 1; depth <= 3; depth++) {
                PositionTree tree = PositionTree.of(position, depth, game.evaluator(), false, 100_000);
                GameTree parsed = GameTree.parse(tree.expression());
                assertThat(tree.moves()).hasSize(parsed.size());
                for (Search search : List.<Search>of(new Minimax(game.evaluator()), new AlphaBeta(game.evaluator()),
                        new NegamaxAlphaBeta(game.evaluator()))) {
                    SearchResult onGame = search.search(position, SearchLimits.depth(depth));
                    TreeAnalysis onTree = TreeAnalysis.run(parsed, newLike(search));
                    String what = name + " depth " + depth + " " + search.name();
                    assertThat(onTree.value().intValueExact()).as(what).isEqualTo(onGame.value());
                    assertThat(onTree.leavesEvaluated()).as(what).isEqualTo(onGame.stats().leaves());
                    assertThat(onTree.nodesVisited()).as(what).isEqualTo(onGame.stats().nodes());
                    assertThat(tree.moves().get(parsed.find(onTree.bestChild()))).as(what)
                            .isEqualTo(position.formatMove(onGame.bestMove()));
                }
            }
        }
    }

    @Test
    void theGamesOwnOrderKeepsTheValue() {
        Game game = Games.byName("connect4");
        Position position = game.parse(game.example());
        GameTree plain = GameTree.parse(PositionTree.of(position, 3, game.evaluator(), false, 100_000).expression());
        GameTree ordered = GameTree.parse(PositionTree.of(position, 3, game.evaluator(), true, 100_000).expression());
        assertThat(TreeAnalysis.run(ordered, new AlphaBeta(null)).value())
                .isEqualByComparingTo(TreeAnalysis.run(plain, new AlphaBeta(null)).value());
    }

    @Test
    void aTreeTooLargeIsRefusedWithItsSize() {
        Game game = Games.byName("othello");
        assertThatThrownBy(() -> PositionTree.of(game.start(), 6, game.evaluator(), false, 2000))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("more than 2000 nodes");
    }

    private static Search newLike(Search search) {
        return switch (search.name()) {
            case "minimax" -> new Minimax(null);
            case "alphabeta" -> new AlphaBeta(null);
            default -> new NegamaxAlphaBeta(null);
        };
    }
}
