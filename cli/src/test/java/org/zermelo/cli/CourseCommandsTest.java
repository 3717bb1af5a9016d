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
}
