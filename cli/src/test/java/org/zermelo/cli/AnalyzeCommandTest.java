package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/** zermelo analyze: every move's value, and a game ply by ply. */
class AnalyzeCommandTest {

    @Test
    void everyMoveOfAConnectFourPositionHasPonsScore() {
        // The line of Pons' test set Test_L2_R2 whose -a analysis is "2 3 7 7 8 7 2".
        JsonNode j = Cli.run("analyze", "connect4", "52753311433677442422121", "--json").json();
        assertThat(j.get("exact").asBoolean()).isTrue();
        StringBuilder scores = new StringBuilder();
        for (JsonNode move : j.get("moves")) {
            scores.append(move.get("value").asInt()).append(' ');
        }
        assertThat(scores.toString().strip()).isEqualTo("2 3 7 7 8 7 2");
        assertThat(j.get("bestMoves").get(0).asText()).isEqualTo("5");
    }

    @Test
    void theTextSaysForWhomAndMarksTheBest() {
        Cli.Run run = Cli.run("analyze", "nim", "3,4,5");
        assertThat(run.code()).isZero();
        assertThat(run.out()).startsWith("nim 3,4,5: first player to move; values for first player")
                .contains("1:2", "win in 11 plies", "best", "mistake").contains("every value exact");
    }

    @Test
    void withoutSolvingTheValuesAreTheSearchsAtItsDepth() {
        JsonNode j = Cli.run("analyze", "tictactoe", "--no-solve", "--depth", "2", "--json").json();
        assertThat(j.get("exact").asBoolean()).isFalse();
        assertThat(j.get("moves").get(0).get("kind").asText()).isEqualTo("heuristic");
        assertThat(j.get("moves").get(0).get("depth").asInt()).isEqualTo(2);
    }

    @Test
    void aGameIsReviewedWithItsMistakes() {
        JsonNode j = Cli.run("analyze", "tictactoe", "--game", "5 2 1 9 3 7", "--json").json();
        assertThat(j.get("plies")).hasSize(6);
        assertThat(j.get("mistakes").toString()).isEqualTo("[2,5]");
        assertThat(j.get("plies").get(1).get("played").get("outcome").asText()).isEqualTo("loss");
        Cli.Run text = Cli.run("analyze", "tictactoe", "--game", "5 2 1 9 3 7");
        assertThat(text.out()).contains("mistake: draw to loss").contains("mistakes at plies 2, 5");
    }

    @Test
    void badInputSaysWhatIsWrong() {
        assertThat(Cli.run("analyze", "tictactoe", "XXXOO....").err()).contains("the game is over");
        Cli.Run illegal = Cli.run("analyze", "tictactoe", "--game", "5 5");
        assertThat(illegal.code()).isEqualTo(2);
        assertThat(illegal.err()).startsWith("zermelo analyze: ply 2: ");
        assertThat(Cli.run("analyze", "tictactoe", "--depth", "2", "--time", "1s").err()).contains("not both");
        assertThat(Cli.run("analyze", "tictactoe", "--algo", "magic").err()).contains("unknown algorithm 'magic'");
    }
}
