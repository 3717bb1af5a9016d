package org.zermelo.games.toads;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.zermelo.game.MoveList;
import org.zermelo.game.Outcome;
import org.zermelo.conformance.NaiveSolver;
import org.zermelo.search.AndOr;
import org.zermelo.search.Solver;

/**
 * Toads-and-Frogs values from the literature (Winning Ways, Erickson's "New Toads and Frogs
 * Results" and his program's help), and a deliberately naive implementation on strings that
 * every AND/OR solution must agree with.
 */
class ToadsFactsTest {

    /**
     * The rules on strings like {@code T_F:T}: a toad 'T' moves from cell i to i + 1 if it is
     * '_', or to i + 2 if i + 1 is a frog 'F' and i + 2 is '_'; a frog the same way to the
     * left. Whoever cannot move loses.
     */
    static final NaiveSolver.Rules NAIVE = new NaiveSolver.Rules() {
        @Override
        public Map<String, String> moves(String position) {
            String strip = position.substring(0, position.length() - 2);
            char side = position.charAt(position.length() - 1);
            char opponent = side == 'T' ? 'F' : 'T';
            int step = side == 'T' ? 1 : -1;
            Map<String, String> moves = new HashMap<>();
            for (int cell = 0; cell < strip.length(); cell++) {
                if (strip.charAt(cell) != side) {
                    continue;
                }
                int next = cell + step;
                int to = inside(strip, next) && strip.charAt(next) == '_' ? next
                        : inside(strip, next) && strip.charAt(next) == opponent ? next + step : -1;
                if (inside(strip, to) && strip.charAt(to) == '_') {
                    char[] cells = strip.toCharArray();
                    cells[to] = side;
                    cells[cell] = '_';
                    moves.put(Integer.toString(cell + 1), new String(cells) + ":" + opponent);
                }
            }
            return moves;
        }

        @Override
        public boolean wonAtEnd(String position) {
            return false;
        }
    };

    static boolean inside(String strip, int cell) {
        return cell >= 0 && cell < strip.length();
    }

    private static Outcome outcome(String position) {
        return Solver.solve(ToadsAndFrogs.parse(position), new AndOr()).outcome();
    }

    /**
     * The outcome class of a value: 0 is lost for whoever moves, * (and any fuzzy value) won
     * for whoever moves, a positive value won by the toads (Left) whoever starts.
     */
    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = ';', value = {
        "T_F; *; WIN; WIN", // Erickson's program: T_F = *
        "_TF; 0; LOSS; LOSS", // its options: _TF = 0,
        "FT_; 1; WIN; LOSS", // FT_ = 1
        "F_T; 0; LOSS; LOSS", // and F_T = 0
        "T_TF; 1/2; WIN; LOSS", // T_TF = 1/2
        "TFTF_; 0; LOSS; LOSS", // small values worked out in the literature after Winning Ways
        "TF_TF; 0; LOSS; LOSS",
        "TFT_F; *; WIN; WIN",
        "T_TFF; {0|*}; WIN; LOSS",
        "TT_FF; fuzzy; WIN; WIN"}) // Erickson: Left moving first wins; by symmetry, so does Right
    void smallValuesFromTheLiterature(String strip, String value, Outcome toadsFirst, Outcome frogsFirst) {
        assertThat(outcome(strip)).as("%s = %s, toads to move", strip, value).isEqualTo(toadsFirst);
        assertThat(outcome(strip + ":F")).as("%s = %s, frogs to move", strip, value).isEqualTo(frogsFirst);
    }

    @Test
    void ericksonsExampleGameFromTTFFIsLeftsWinInFiveForcedMoves() {
        // TT_FF, T_TFF, TFT_F, TF_TF, TFFT_, TFF_T: the frogs then cannot move.
        ToadsAndFrogs p = ToadsAndFrogs.parse("TT_FF");
        String[] line = {"2", "4", "3", "5", "4"};
        String[] after = {"T_TFF:F", "TFT_F", "TF_TF:F", "TFFT_", "TFF_T:F"};
        MoveList moves = new MoveList();
        for (int i = 0; i < line.length; i++) {
            p.legalMoves(moves);
            assertThat(moves.size()).as("forced at %s", p).isEqualTo(1);
            p.play(p.parseMove(line[i]));
            assertThat(p.toString()).isEqualTo(after[i]);
        }
        assertThat(p.isTerminal()).isTrue();
        assertThat(Solver.solve(ToadsAndFrogs.parse("TT_FF"), new AndOr()).remoteness()).isEqualTo(5);
    }

    @Test
    void andOrAgreesWithTheNaiveRulesOnEveryStripUpTo8Cells() {
        NaiveSolver naive = new NaiveSolver(NAIVE);
        String letters = "TF_";
        for (int length = 1; length <= 8; length++) {
            int count = (int) Math.pow(3, length);
            for (int code = 0; code < count; code++) {
                StringBuilder s = new StringBuilder();
                for (int i = 0, c = code; i < length; i++, c /= 3) {
                    s.append(letters.charAt(c % 3));
                }
                for (String position : new String[] {s + ":T", s + ":F"}) {
                    naive.check(ToadsAndFrogs.parse(position), position);
                }
            }
        }
    }

    @Test
    void aStripAndItsMirrorWithToadsAndFrogsExchangedHaveTheSameOutcome() {
        // Reversing the strip and swapping T and F swaps the players: the classic starting
        // positions T^a _^k F^a are their own mirror, so they are won by whoever starts or lost
        // by whoever starts, never won by one side whoever starts.
        for (int a = 1; a <= 4; a++) {
            for (int gap = 1; gap <= 3; gap++) {
                String start = "T".repeat(a) + "_".repeat(gap) + "F".repeat(a);
                assertThat(outcome(start)).as(start).isEqualTo(outcome(start + ":F"));
                String lopsided = "T".repeat(a + 1) + "_".repeat(gap) + "F".repeat(a);
                String mirror = "T".repeat(a) + "_".repeat(gap) + "F".repeat(a + 1);
                assertThat(outcome(lopsided)).as(lopsided).isEqualTo(outcome(mirror + ":F"));
                assertThat(outcome(lopsided + ":F")).as(lopsided).isEqualTo(outcome(mirror));
            }
        }
    }
}
