package org.zermelo.games.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zermelo.game.EvaluationTerms.Term;
import org.zermelo.game.Scores;

/** The classic evaluation: its terms add up to its value, and each measures what it says on positions made for it. */
class DraughtsEvaluationTest {

    private final DraughtsEvaluation evaluation = new DraughtsEvaluation();

    private int raw(Rules rules, String fen, String name) {
        return evaluation.terms(Draughts.parse(rules, fen)).stream().filter(t -> t.name().equals(name)).findFirst()
                .orElseThrow().raw();
    }

    @Test
    void theTermsAddUpToTheValueAndTheValueChangesSignWithTheSideToMove() {
        SplittableRandom random = new SplittableRandom(3);
        for (Rules rules : new Rules[] {Rules.ENGLISH, Rules.INTERNATIONAL, Rules.BRAZILIAN}) {
            for (int i = 0; i < 200; i++) {
                String fen = DraughtsRulesTest.randomFen(rules, random, 4 + random.nextInt(20));
                Draughts p = Draughts.parse(rules, fen);
                List<Term> terms = evaluation.terms(p);
                int value = evaluation.evaluate(p);
                assertThat(terms.stream().mapToInt(Term::contribution).sum()).as(fen).isEqualTo(value);
                assertThat(Math.abs(value)).isLessThan(Scores.EVAL_LIMIT);
                String other = (fen.startsWith("W") ? "B" : "W") + fen.substring(1);
                assertThat(evaluation.evaluate(Draughts.parse(rules, other))).as(other).isEqualTo(-value);
            }
        }
    }

    @Test
    void eachTermMeasuresWhatItSays() {
        // White (to move) has a king and a man more; Black's man on 1 guards its back row.
        assertThat(raw(Rules.ENGLISH, "W:WK10,21,22:B1", "men")).isEqualTo(1);
        assertThat(raw(Rules.ENGLISH, "W:WK10,21,22:B1", "kings")).isEqualTo(1);
        assertThat(raw(Rules.ENGLISH, "W:WK10,21,22:B1", "back rank")).isEqualTo(-1);
        // White's man on 9 has nothing on 5, 6, 1, 2: a runaway, unless a piece stands there; Black has no man.
        assertThat(raw(Rules.ENGLISH, "W:W9:BK28", "runaway men")).isEqualTo(1);
        assertThat(raw(Rules.ENGLISH, "W:W9,K2:BK28", "runaway men")).isEqualTo(0);
        // Both sides have one: Black's man on 13 has nothing below it.
        assertThat(raw(Rules.ENGLISH, "W:W9:B13", "runaway men")).isEqualTo(0);
        // White's king in the corner 4, hemmed in by Black's men on 8 and... 4's only neighbour is 8.
        assertThat(raw(Rules.ENGLISH, "W:WK4:B8,12", "trapped kings")).isEqualTo(1);
        assertThat(raw(Rules.ENGLISH, "W:W14,15:B1", "centre")).isEqualTo(2);
        // Exchanges: a man up is worth more the fewer pieces are left (250 * 100 / 300, 250 * 100 / 2300).
        assertThat(raw(Rules.ENGLISH, "W:W21,22:B1", "exchanges")).isEqualTo(83);
        assertThat(raw(Rules.ENGLISH, "B:W21,22:B1", "exchanges")).isEqualTo(-83);
        assertThat(raw(Rules.ENGLISH, "W:W21-32:B1-11", "exchanges")).isEqualTo(10);
        // Mobility: White's man on 21 has one step (17), Black's man on 1 two (5, 6).
        assertThat(raw(Rules.ENGLISH, "W:W21:B1", "mobility")).isEqualTo(-1);
    }
}
