package org.zermelo.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.zermelo.game.Scores;
import org.zermelo.search.MoveAnalysis.Kind;
import org.zermelo.search.MoveAnalysis.MoveValue;
import org.zermelo.search.MoveAnalysis.Result;
import org.zermelo.search.MoveAnalysis.Value;

/**
 * A proven value and a search's estimate are never ranked against each other (issue 45: analyze
 * connect4 4453 named as best a move estimated at -11 above moves proven to lose by 2): where some
 * moves are proven to draw or lose and others only estimated, the position's value is unknown and
 * each kind has its best; a proven win is the best whatever the estimates.
 */
class MoveAnalysisResultTest {

    private static MoveValue proven(int move, int gameValue) {
        return new MoveValue(move, String.valueOf(move), new Value(Kind.EXACT, Scores.terminal(gameValue, 20), Double.NaN, 0), 1);
    }

    private static MoveValue estimated(int move, int score) {
        return new MoveValue(move, String.valueOf(move), new Value(Kind.HEURISTIC, score, Double.NaN, 4), 1);
    }

    @Test
    void provenLossesAndEstimatesAreNotRanked() {
        Result r = new Result(List.of(proven(1, -2), proven(2, -5), estimated(3, -11), estimated(4, -14)), 4, 0);
        assertThat(r.best()).isNull();
        assertThat(r.bestOf(true).gameValue()).isEqualTo(-2);
        assertThat(r.bestOf(false).score()).isEqualTo(-11);
        assertThat(r.moves().stream().filter(r::isBest).map(MoveValue::move)).containsExactly(1, 3);
        assertThat(r.loss(r.moves().get(3))).isEqualTo(3); // against the best estimate
        assertThat(r.mistake(r.moves().get(1))).isFalse(); // a loss against a loss changes no result
    }

    @Test
    void aProvenWinIsTheBestWhateverTheEstimates() {
        Result r = new Result(List.of(proven(1, 3), estimated(2, 500), proven(3, 0)), 3, 0);
        assertThat(r.best().gameValue()).isEqualTo(3);
        assertThat(r.moves().stream().filter(r::isBest).map(MoveValue::move)).containsExactly(1);
        assertThat(r.mistake(r.moves().get(2))).isTrue(); // a draw where a win was proven
    }

    @Test
    void oneKindIsRankedAsBefore() {
        Result estimates = new Result(List.of(estimated(1, 5), estimated(2, 9)), 2, 0);
        assertThat(estimates.best().score()).isEqualTo(9);
        Result proofs = new Result(List.of(proven(1, -1), proven(2, 0)), 2, 0);
        assertThat(proofs.best().gameValue()).isZero();
        assertThat(proofs.mistake(proofs.moves().get(0))).isTrue();
    }
}
