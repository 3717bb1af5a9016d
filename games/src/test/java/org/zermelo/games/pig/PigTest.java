package org.zermelo.games.pig;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.SelfSolving;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Expectiminimax;
import org.zermelo.search.SearchLimits;

class PigTest {

    private final PigGame game = new PigGame();

    @Test
    void theFirstPlayerWinsWithProbability05306AtGoal100AndRolls() {
        // Neller and Presser, "Optimal Play of the Dice Game Pig" (2004): about 0.5306.
        SelfSolving.Solution s = game.solve(game.start());
        assertThat(s.value()).isCloseTo(0.5306, within(0.00005));
        assertThat(s.bestMoves()).containsExactly(Pig.ROLL);
    }

    @Test
    void theOptimalPolicyHoldsAroundTwentyToTwentyFiveEarlyInTheGame() {
        // Neller and Presser: at the start, optimal play holds at a turn total in the low 20s.
        PigValues values = PigValues.of(Pig.DEFAULT_GOAL);
        assertThat(values.solution(Pig.parse("0,0,10")).bestMoves()).containsExactly(Pig.ROLL);
        assertThat(values.solution(Pig.parse("0,0,30")).bestMoves()).containsExactly(Pig.HOLD);
    }

    @Test
    void smallGoalsAgreeWithANaiveValueIterationOverThePositions() {
        for (int goal = 1; goal <= 6; goal++) {
            PigValues values = PigValues.of(goal);
            Map<String, Double> naive = naive(new Pig(goal));
            for (Map.Entry<String, Double> e : naive.entrySet()) {
                Pig pig = Pig.parse(e.getKey());
                assertThat(values.solution(pig).value()).as("goal %d at %s", goal, e.getKey()).isCloseTo(e.getValue(), within(1e-8));
            }
        }
    }

    /**
     * Every position reachable from {@code start}, with its winning probability for the side to
     * move, by plain (Jacobi) value iteration over the game's own positions and moves: the
     * Bellman equations written once, without Neller and Presser's formulas.
     */
    private static Map<String, Double> naive(Pig start) {
        Map<String, Position> positions = new HashMap<>();
        ArrayDeque<Position> todo = new ArrayDeque<>();
        positions.put(start.toString() + "@" + start.sideToMove(), start);
        todo.add(start);
        MoveList moves = new MoveList();
        while (!todo.isEmpty()) {
            Position p = todo.poll();
            p.legalMoves(moves);
            for (int move : moves.toArray()) {
                Position child = p.copy();
                child.play(move);
                if (positions.putIfAbsent(child.toString() + "@" + child.sideToMove(), child) == null) {
                    todo.add(child);
                }
            }
        }
        Map<String, Double> values = new HashMap<>();
        positions.forEach((k, p) -> values.put(k, 0.5));
        for (int sweep = 0; sweep < 100_000; sweep++) {
            Map<String, Double> next = new HashMap<>();
            double change = 0;
            for (Map.Entry<String, Position> e : positions.entrySet()) {
                Position p = e.getValue();
                double v;
                if (p.isTerminal()) {
                    v = 0;
                } else {
                    p.legalMoves(moves);
                    boolean chance = ((Pig) p).isChanceNode();
                    v = chance ? 0 : Double.NEGATIVE_INFINITY;
                    for (int move : moves.toArray()) {
                        Position child = p.copy();
                        child.play(move);
                        double c = values.get(child.toString() + "@" + child.sideToMove());
                        double mine = child.sideToMove() == p.sideToMove() ? c : 1 - c;
                        v = chance ? v + mine / 6 : Math.max(v, mine);
                    }
                }
                change = Math.max(change, Math.abs(v - values.get(e.getKey())));
                next.put(e.getKey(), v);
            }
            values.putAll(next);
            if (change < 1e-11) {
                break;
            }
        }
        Map<String, Double> byNotation = new HashMap<>();
        values.forEach((k, v) -> {
            Pig p = (Pig) positions.get(k);
            if (!p.isTerminal() && !p.isChanceNode()) {
                byNotation.put(k.substring(0, k.indexOf('@')), v);
            }
        });
        return byNotation;
    }

    @Test
    void undoRestoresTheExactPositionAndHashAndTheNotationReadsBack() {
        SplittableRandom random = new SplittableRandom(6);
        MoveList moves = new MoveList();
        for (int game = 0; game < 200; game++) {
            Pig pig = new Pig(1 + random.nextInt(60));
            java.util.List<String> texts = new java.util.ArrayList<>();
            java.util.List<Long> hashes = new java.util.ArrayList<>();
            while (!pig.isTerminal()) {
                texts.add(pig.toString() + pig.sideToMove());
                hashes.add(pig.hash());
                if (pig.sideToMove() == 0) {
                    Pig read = Pig.parse(pig.toString());
                    assertThat(read.toString()).isEqualTo(pig.toString());
                }
                pig.legalMoves(moves);
                pig.play(moves.get(random.nextInt(moves.size())));
            }
            for (int i = texts.size() - 1; i >= 0; i--) {
                pig.undo();
                assertThat(pig.toString() + pig.sideToMove()).isEqualTo(texts.get(i));
                assertThat(pig.hash()).isEqualTo(hashes.get(i));
            }
        }
    }

    @Test
    void star1AndStar2GiveExpectiminimaxsValueOnPig() {
        for (String text : new String[] {"0,0,0/20", "10,15,4/20", "90,95,6", "0,0,0"}) {
            double expected = Double.NaN;
            long leaves = 0;
            for (String name : new String[] {"expectiminimax", "star1", "star2"}) {
                Expectiminimax search = (Expectiminimax) Algorithms.create(name, game.evaluator());
                var r = search.search(Pig.parse(text), SearchLimits.depth(7));
                if (name.equals("expectiminimax")) {
                    expected = search.expectedValue();
                    leaves = r.stats().leaves();
                } else {
                    assertThat(search.expectedValue()).as("%s at %s", name, text).isCloseTo(expected, within(1e-12));
                    assertThat(r.stats().leaves()).as("%s at %s", name, text).isLessThanOrEqualTo(leaves);
                }
            }
        }
    }

    @Test
    void badPositionsAreRejectedWithTheirReason() {
        assertThatThrownBy(() -> Pig.parse("100,0,0")).hasMessageContaining("below the goal 100");
        assertThatThrownBy(() -> Pig.parse("0,60,0/50")).hasMessageContaining("impossible: a player holds at the goal 50");
        assertThatThrownBy(() -> Pig.parse("0,52,3/50")).hasMessageContaining("the game is over");
        assertThat(Pig.parse("0,52,0/50").isTerminal()).as("a finished game reads back").isTrue();
        assertThatThrownBy(() -> Pig.parse("0,0,0/0")).hasMessageContaining("goal must be from 1");
        assertThatThrownBy(() -> Pig.parse("0,0,0/5000")).hasMessageContaining("goal must be from 1");
        assertThatThrownBy(() -> Pig.parse("0,0")).hasMessageContaining("MINE,THEIRS,TURN");
        assertThatThrownBy(() -> Pig.parse("95,0,20")).hasMessageContaining("impossible");
        assertThatThrownBy(() -> Pig.parse("a,0,0")).hasMessageContaining("not a score");
        assertThatThrownBy(() -> Pig.parse("0,0,0").parseMove("hold")).hasMessageContaining("starts with a roll");
        assertThatThrownBy(() -> game.solve(Pig.parse("0,0,3:roll"))).hasMessageContaining("in the air");
    }
}
