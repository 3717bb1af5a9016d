package org.zermelo.games.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Evaluator;
import org.zermelo.game.MoveList;
import org.zermelo.learn.LearnedEvaluator;
import org.zermelo.learn.WeightsFile;

/** The network shipped as checkers' {@code eval=td}: the file the learning command wrote, read as it was learned. */
class ShippedTdTest {

    private static final CheckersGame GAME = new CheckersGame();
    private static final WeightsFile.Learned FILE = WeightsFile.resource(GAME, CheckersGame.class, "checkers-td.json.gz");

    /** The file's header: the game, the encoding, how it was learned. */
    @Test
    void theFileSaysWhatItIsAndHowItWasMade() {
        assertThat(FILE.encoding()).isEqualTo(DiagonalTuples.NAME);
        assertThat(FILE.network().hidden()).isZero();
        assertThat(FILE.network().weightsCopy()).hasSize(43 * 625);
        assertThat(FILE.training()).containsEntry("method", "td").containsEntry("games", 200000.0).containsEntry("seed", 1.0);
        assertThat((String) FILE.training().get("command")).startsWith("zermelo learn checkers --encoding diagonal4 --games 200000");
    }

    /**
     * {@code eval=td} is the tanh of the file's weights that the tuples turn on, summed, times
     * {@link LearnedEvaluator#UNITS}; a position and its turned image with the colours swapped
     * are worth the same to their side to move; and what {@code play} uses.
     */
    @Test
    void theEvaluationIsTheFilesWeightsSummedAndReadTheSameFromEitherSide() {
        double[] weights = FILE.network().weightsCopy();
        Evaluator td = GAME.evaluations().get("td").get();
        DiagonalTuples tuples = new DiagonalTuples(Rules.ENGLISH);
        int[] index = new int[tuples.maxActive()];
        double[] amount = new double[tuples.maxActive()];
        Random random = new Random(11);
        MoveList moves = new MoveList();
        int checked = 0;
        for (int g = 0; g < 10; g++) {
            Draughts p = new Draughts(Rules.ENGLISH);
            while (!p.isTerminal()) {
                int n = tuples.encode(p, index, amount);
                double sum = 0;
                for (int k = 0; k < n; k++) {
                    sum += weights[index[k]] * amount[k];
                }
                assertThat(td.evaluate(p)).as(p.toString()).isEqualTo((int) Math.round(Math.tanh(sum) * LearnedEvaluator.UNITS));
                Draughts image = new Draughts(Rules.ENGLISH);
                image.place(DiagonalTuplesTest.turned(p, p.black()), DiagonalTuplesTest.turned(p, p.white()),
                        DiagonalTuplesTest.turned(p, p.kings()), p.colour() ^ 1);
                assertThat(td.evaluate(image)).as(p.toString()).isEqualTo(td.evaluate(p));
                checked++;
                p.legalMoves(moves);
                p.play(moves.get(random.nextInt(moves.size())));
            }
        }
        assertThat(checked).isGreaterThan(300);
        assertThat(GAME.playEvaluation()).isEqualTo("td");
        assertThat(GAME.evaluations().keySet()).containsExactly("classic", "td");
    }

    /** It has learned what material is worth: a man or a king more is good for the side that has it, and two kings against one well ahead. */
    @Test
    void itValuesMaterial() {
        Evaluator td = GAME.evaluations().get("td").get();
        // The start, then Black (to move) with White's man on 21 gone, and White (to move) with it gone.
        int even = td.evaluate(GAME.parse("B:W21-32:B1-12"));
        assertThat(td.evaluate(GAME.parse("B:W22-32:B1-12"))).isGreaterThan(even + 1000);
        assertThat(td.evaluate(GAME.parse("W:W22-32:B1-12"))).isLessThan(even - 1000);
        assertThat(td.evaluate(GAME.parse("W:WK14,K19:BK1"))).isGreaterThan(LearnedEvaluator.UNITS / 5);
        assertThat(td.evaluate(GAME.parse("B:WK14,K19:BK1"))).isLessThan(-LearnedEvaluator.UNITS / 5);
    }
}
