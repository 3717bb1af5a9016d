package org.zermelo.games.othello;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.zermelo.game.Evaluator;
import org.zermelo.learn.WeightsFile;

/** The pattern weights shipped as {@code eval=patterns}: the file the learning command wrote, read by the code as it was learned. */
class ShippedPatternsTest {

    private static final OthelloGame GAME = new OthelloGame();
    private static final WeightsFile.Learned FILE = WeightsFile.resource(GAME, OthelloGame.class, "patterns.json.gz");

    /** The file's header: the format, the game, the encoding, how it was learned. */
    @Test
    void theFileSaysWhatItIsAndHowItWasMade() {
        assertThat(FILE.encoding()).isEqualTo(Patterns.NAME);
        assertThat(FILE.network().hidden()).isZero();
        assertThat(FILE.network().weightsCopy()).hasSize(Patterns.STAGES * Patterns.STAGE_SIZE);
        assertThat(FILE.training()).containsEntry("method", "least-squares");
        assertThat((String) FILE.training().get("command")).startsWith("zermelo learn othello --method least-squares --encoding patterns");
        assertThat(FILE.training()).containsKeys("seed", "positions", "solveNodes", "l2", "heldOutError");
    }

    /**
     * The evaluation is the file's weights that the encoding turns on, summed, in hundredths of a
     * disc, on positions of every stage; and it knows which side is ahead at the end of a game
     * decided by many discs.
     */
    @Test
    void theEvaluationIsTheFilesWeightsSummed() {
        double[] weights = FILE.network().weightsCopy();
        Evaluator shipped = GAME.evaluations().get("patterns").get();
        Patterns encoding = new Patterns();
        int[] index = new int[encoding.maxActive()];
        double[] amount = new double[encoding.maxActive()];
        for (Othello p : PatternsTest.positions(200, 17)) {
            int n = encoding.encode(p, index, amount);
            double sum = 0;
            for (int k = 0; k < n; k++) {
                sum += weights[index[k]] * amount[k];
            }
            // Each weight is rounded to a hundredth of a disc: at most half a hundredth off for each of the 46.
            assertThat((double) shipped.evaluate(p)).as(p.toString()).isCloseTo(sum * PatternEvaluation.UNITS,
                    org.assertj.core.data.Offset.offset(0.5 * Patterns.PLACEMENTS + 0.5 * 5 * 64 + 1));
        }
        // Black to move, far ahead with the corners and edges, six empty squares: clearly winning.
        Othello won = Othello.parse("XXXXXXXXXXXXXXXXXXXXXXXXXXXXOXXXXXXXOOXXXXXXXOXXXXXX-----XXXXX-X X");
        assertThat(shipped.evaluate(won)).isGreaterThan(20 * PatternEvaluation.UNITS);
    }
}
