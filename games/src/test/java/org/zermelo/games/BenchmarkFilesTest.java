package org.zermelo.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.zermelo.game.BenchmarkCase;
import org.zermelo.game.Game;
import org.zermelo.game.Games;

/** The benchmark sets the repository ships: every line reads as a position of the game and a value in its range. */
class BenchmarkFilesTest {

    @ParameterizedTest
    @CsvSource({
        "connect4, connect4/Test_L3_R1, 1000", "connect4, connect4/Test_L2_R1, 1000", "connect4, connect4/Test_L2_R2, 1000",
        "connect4, connect4/Test_L1_R1, 1000", "connect4, connect4/Test_L1_R2, 1000", "connect4, connect4/Test_L1_R3, 1000",
        "othello, othello/ffo-40-59.obf, 20", "domineering, domineering.txt, 18", "domineering, domineering-9x9.txt, 1"})
    void everyLineOfTheShippedSetsIsRead(String gameName, String file, int positions) throws IOException {
        Game game = Games.byName(gameName);
        int read = 0;
        for (String line : Files.readAllLines(Path.of("..", "bench", file))) {
            if (!line.isBlank() && !line.startsWith("#")) {
                BenchmarkCase c = game.benchmarkCase(line);
                assertThat(Math.abs(c.expected())).as(line).isLessThanOrEqualTo(game.maxValue());
                read++;
            }
        }
        assertThat(read).isEqualTo(positions);
    }
}
