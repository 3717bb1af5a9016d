package org.zermelo.games.backgammon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
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

    /**
     * One checker left on the one point against an opponent who has borne off none and has none
     * in the mover's home: every roll wins a gammon, so the expected value is 2, not squeezed into
     * the evaluation's range, and the result carries it unrounded.
     */
    @Test
    void aGammonCertainIsWorthTwoPoints() {
        int[] mover = new int[26];
        mover[0] = 14;
        mover[1] = 1;
        int[] other = new int[26];
        other[13] = 15;
        Backgammon position = new Backgammon(mover, other, 0);
        for (String algo : List.of("expectiminimax", "star1", "star2")) {
            SearchResult r = Algorithms.create(algo, new PubEval(true)).search(position.copy(), SearchLimits.depth(2));
            assertThat(r.expected()).as(algo).isCloseTo(2.0, within(1e-12));
        }
        String id = position.toString();
        assertThat(game.parse(id).toString()).isEqualTo(id);
    }

    /**
     * An evaluation of expected points (a network's valueAtLimit of 3) is read in points beside
     * the ends of games, and never beyond what the position can still give: with a checker of
     * the opponent's borne off, no more than a single game.
     */
    @Test
    void anEvaluationInPointsIsReadInPointsWithinTheGamesBounds() {
        Evaluator points = new Evaluator() {
            @Override
            public int evaluate(Position p) {
                return -(org.zermelo.game.Scores.EVAL_LIMIT - 1) / 2; // 1.5 points lost by the side to move
            }

            @Override
            public double valueAtLimit() {
                return 3;
            }
        };
        Position start = game.parse("4HPwATDgc/ABMA:64");
        SearchResult r = Algorithms.create("expectiminimax", points).search(start.copy(), SearchLimits.depth(1));
        assertThat(r.expected()).isCloseTo(1.5, within(1e-5)); // after the move, the opponent's loss
        int[] mover = new int[26];
        mover[6] = 15;
        int[] other = new int[26];
        other[0] = 1;
        other[6] = 14;
        Position bounded = new Backgammon(mover, other, 0);
        for (String algo : List.of("expectiminimax", "star2")) {
            SearchResult b = Algorithms.create(algo, points).search(bounded.copy(), SearchLimits.depth(2));
            assertThat(b.expected()).as(algo).isCloseTo(1.0, within(1e-9));
        }
    }

    /**
     * The network shipped as td-gammon is the one its record names, and has learned the book
     * openings by itself: at one ply it makes the points with 3-1, 4-2, 6-1 and 5-3, and runs
     * a back checker with 6-5, as every backgammon book plays them.
     */
    @Test
    void theShippedNetworkPlaysTheBookOpenings() {
        var learned = org.zermelo.learn.WeightsFile.resource(game, BackgammonGame.class, "td-gammon.json");
        assertThat(learned.training()).containsEntry("seed", 2.0).containsEntry("games", 754640.0);
        Map<String, String> book = Map.of("31", "8/5 6/5", "42", "8/4 6/4", "61", "13/7 8/7", "53", "8/3 6/3", "65", "24/13");
        book.forEach((roll, move) -> {
            Position position = game.parse("4HPwATDgc/ABMA:" + roll);
            SearchResult r = Algorithms.create("expectiminimax", game.evaluations().get("td-gammon").get())
                    .search(position.copy(), SearchLimits.depth(1));
            assertThat(position.formatMove(r.bestMove())).as(roll).isEqualTo(move);
        });
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
        assertThat(new PipCountLead().evaluate(new Backgammon())).isZero();
    }
}
