package org.zermelo.games.backgammon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Expectiminimax;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;

class BackgammonSearchTest {

    private final BackgammonGame game = new BackgammonGame();

    /** Real positions: the opening 6-4, the second player to roll after 8/5 6/5, a hitting contact, a race. */
    private static final List<String> POSITIONS = List.of("4HPwATDgc/ABMA:64", "sGfwATDgc/ABMA", "sGfwATDgc/ABMA:52",
            "0HPwATDgc/ABMA:55", "znsPAADcvQ8AAA:42");

    @Test
    void star1AndStar2GiveExpectiminimaxsValueWithNoMoreLeaves() {
        for (String name : List.of("pubeval-symmetric", "pubeval", "race")) {
            for (String text : POSITIONS) {
                Position position = game.parse(text);
                for (int depth = 1; depth <= 3; depth++) {
                    double expected = Double.NaN;
                    long leaves = 0;
                    for (String algo : List.of("expectiminimax", "star1", "star2")) {
                        Evaluator evaluator = game.evaluations().get(name).get();
                        Expectiminimax search = (Expectiminimax) Algorithms.create(algo, evaluator);
                        SearchResult r = search.search(position.copy(), SearchLimits.depth(depth));
                        String what = name + " " + algo + " at " + text + ", depth " + depth;
                        if (algo.equals("expectiminimax")) {
                            expected = search.expectedValue();
                            leaves = r.stats().leaves();
                        } else {
                            assertThat(search.expectedValue()).as(what).isCloseTo(expected, within(1e-9));
                            assertThat(r.stats().leaves()).as(what).isLessThanOrEqualTo(leaves);
                        }
                    }
                }
            }
        }
    }

    @Test
    void atOnePlyPubevalPicksTheMoveWithItsHighestScore() {
        for (String text : List.of("4HPwATDgc/ABMA:64", "sGfwATDgc/ABMA:52", "0HPwATDgc/ABMA:55")) {
            Backgammon position = (Backgammon) game.parse(text);
            SearchResult r = Algorithms.create("expectiminimax", new PubEval(false)).search(position.copy(), SearchLimits.depth(1));
            boolean race = position.isRace();
            MoveList moves = new MoveList();
            position.legalMoves(moves);
            PubEval pubeval = new PubEval(false);
            double best = Double.NEGATIVE_INFINITY;
            int bestMove = 0;
            for (int i = 0; i < moves.size(); i++) {
                position.play(moves.get(i));
                double score = pubeval.score(race, position.theirs(), position.mine());
                position.undo();
                if (score > best) {
                    best = score;
                    bestMove = moves.get(i);
                }
            }
            assertThat(position.formatMove(r.bestMove())).as(text).isEqualTo(position.formatMove(bestMove));
        }
    }

    @Test
    void theStartingPositionIsEvenForTheRace() {
        assertThat(new Race().evaluate(new Backgammon())).isZero();
    }
}
