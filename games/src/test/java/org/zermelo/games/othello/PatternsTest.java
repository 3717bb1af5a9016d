package org.zermelo.games.othello;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;

class PatternsTest {

    /** Each fast turn of the board moves every square where {@link Patterns#image} says. */
    @Test
    void theTurnsOfTheBoardMoveEachSquareWhereItsImageIs() {
        for (int s = 0; s < 8; s++) {
            for (int square = 0; square < 64; square++) {
                assertThat(Patterns.transform(1L << square, s)).as("symmetry %d, square %d", s, square)
                        .isEqualTo(1L << Patterns.image(square, s));
            }
        }
    }

    /** The shifts that gather a pattern's squares read them in the order of {@link Patterns#SQUARES}. */
    @Test
    void theGatheredBitsAreThePatternsSquaresInOrder() {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 2000; i++) {
            long board = random.nextLong();
            for (int p = 0; p < Patterns.NAMES.length; p++) {
                int expected = 0;
                for (int j = 0; j < Patterns.SQUARES[p].length; j++) {
                    expected |= (int) (board >>> Patterns.SQUARES[p][j] & 1) << j;
                }
                assertThat(Patterns.gather(p, board)).as(Patterns.NAMES[p]).isEqualTo(expected);
            }
        }
    }

    /** The placements of each pattern are all its distinct images on the board, each once: 46 in all. */
    @Test
    void thePlacementsAreEveryImageOfEachPatternOnce() {
        int total = 0;
        for (int p = 0; p < Patterns.NAMES.length; p++) {
            Set<Set<Integer>> all = new HashSet<>();
            for (int s = 0; s < 8; s++) {
                all.add(placement(p, s));
            }
            Set<Set<Integer>> read = new HashSet<>();
            for (int s : Patterns.SYMMETRIES[p]) {
                assertThat(read.add(placement(p, s))).as("%s read twice", Patterns.NAMES[p]).isTrue();
            }
            assertThat(read).as(Patterns.NAMES[p]).isEqualTo(all);
            total += read.size();
        }
        assertThat(total).isEqualTo(Patterns.PLACEMENTS).isEqualTo(46);
    }

    /** The squares of the board that the base squares of pattern p read when the board is turned by s. */
    private static Set<Integer> placement(int p, int s) {
        Set<Integer> squares = new TreeSet<>();
        for (int q : Patterns.SQUARES[p]) {
            for (int square = 0; square < 64; square++) {
                if (Patterns.image(square, s) == q) {
                    squares.add(square);
                }
            }
        }
        return squares;
    }

    /** With any weights, a position and its seven mirror images have the same value (the tables shared over the symmetries). */
    @Test
    void aPositionAndItsMirrorImagesHaveTheSameValue() {
        PatternEvaluation evaluation = new PatternEvaluation(randomWeights(new SplittableRandom(3)));
        for (Othello p : positions(300, 11)) {
            int value = evaluation.value(p.mine(), p.theirs());
            for (int s = 1; s < 8; s++) {
                assertThat(evaluation.value(Patterns.transform(p.mine(), s), Patterns.transform(p.theirs(), s)))
                        .as("%s turned by %d", p, s).isEqualTo(value);
            }
        }
    }

    /** The evaluation is the encoding's weights summed, in hundredths of a disc; its terms add up to it. */
    @Test
    void theEvaluationIsTheSumOfTheWeightsTheEncodingTurnsOn() {
        double[] weights = randomWeights(new SplittableRandom(5));
        PatternEvaluation evaluation = new PatternEvaluation(weights);
        Patterns encoding = new Patterns();
        int[] index = new int[encoding.maxActive()];
        double[] amount = new double[encoding.maxActive()];
        for (Othello p : positions(300, 13)) {
            int n = encoding.encode(p, index, amount);
            double sum = 0;
            for (int k = 0; k < n; k++) {
                sum += weights[index[k]] * amount[k];
            }
            int value = evaluation.evaluate(p);
            assertThat(value).as(p.toString()).isEqualTo((int) Math.round(sum * PatternEvaluation.UNITS));
            assertThat(evaluation.terms(p).stream().mapToInt(t -> t.contribution()).sum()).isEqualTo(value);
        }
    }

    /** Weights of whole hundredths of a disc, so that the sums are exact. */
    private static double[] randomWeights(SplittableRandom random) {
        double[] weights = new double[Patterns.STAGES * Patterns.STAGE_SIZE];
        for (int i = 0; i < weights.length; i++) {
            weights[i] = (random.nextInt(2001) - 1000) / 100.0;
        }
        return weights;
    }

    /** Positions of random games, at every stage. */
    static Othello[] positions(int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Othello[] out = new Othello[count];
        MoveList moves = new MoveList();
        for (int i = 0; i < count; i++) {
            Othello p = new Othello();
            int plies = random.nextInt(60);
            for (int k = 0; k < plies && !p.isTerminal(); k++) {
                p.legalMoves(moves);
                p.play(moves.get(random.nextInt(moves.size())));
            }
            if (p.isTerminal()) {
                p.undo();
            }
            out[i] = (Othello) p.copy();
        }
        return out;
    }
}
