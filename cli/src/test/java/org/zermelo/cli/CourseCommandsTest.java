package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/** The commands that show the course's pages exactly (issue 27), each on a case whose answer is known. */
class CourseCommandsTest {

    @Test
    void expectiminimaxOnADeterministicGameGivesMinimaxValueInTextAndJson() {
        for (String depth : new String[] {"1", "2", "3"}) {
            JsonNode alphaBeta = Cli.run("search", "tictactoe", "X...O....", "--depth", depth, "--json").json();
            JsonNode expecti = Cli.run("search", "tictactoe", "X...O....", "--algo", "expectiminimax", "--depth", depth, "--json").json();
            assertThat(expecti.get("value").asInt()).as("depth " + depth).isEqualTo(alphaBeta.get("value").asInt());
            assertThat(expecti.get("expectedValue").isNull()).isTrue();
            Cli.Run text = Cli.run("search", "tictactoe", "X...O....", "--algo", "expectiminimax", "--depth", depth);
            String value = alphaBeta.get("value").asInt() > 0 ? "+" + alphaBeta.get("value").asInt() : alphaBeta.get("value").asText();
            assertThat(text.out()).contains(", value " + value + " (depth " + depth + ")").doesNotContain("expected");
        }
        // A won position: the same "win in N plies" as alpha-beta.
        assertThat(Cli.run("search", "tictactoe", "XX.OO....", "--algo", "expectiminimax", "--depth", "3").out())
                .contains("best move 3, value win in 1 ply");
    }

    @Test
    void helpSaysWhereTheCourseHasEachVariant() {
        for (String command : new String[] {"tree", "search", "compare", "solve"}) {
            String help = Cli.run(command, "--help").out();
            assertThat(help).as(command).contains("alphabeta-negamax-failhard", "'if e > a: a = e; if a >= b: return b; return a'",
                    "alphabeta-killer", "one killer per rootDepth - depth", "course: Ordering and time");
        }
    }

    @Test
    void theFailHardNegamaxTraceShowsCReturningItsBeta() {
        String tree = "(A (B 3 12 8) (C 2 4 6) (D 14 5 2))";
        assertThat(Cli.run("tree", tree, "--algo", "alphabeta-negamax-failhard", "--trace").out())
                .contains("  C returns -3 (3), a bound (fail low): its value is <=2");
        assertThat(Cli.run("tree", tree, "--algo", "alphabeta-negamax", "--trace").out())
                .contains("  C returns -2 (2), a bound (fail low): its value is <=2");
    }
}
