package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zermelo.game.Outcome;
import org.zermelo.game.RecordFiles;
import org.zermelo.games.othello.OthelloGame;

/** Othello's games at the command line in GGF: match --games-out FILE.ggf writes them, analyze --game and learn --games-file read them. */
class GgfCommandsTest {

    @TempDir
    Path dir;

    @Test
    void aMatchWritesItsGamesInGgfThatAnalyzeAndLearnRead() {
        Path file = dir.resolve("m.ggf");
        JsonNode match = Cli.run("match", "othello", "--a", "alphabeta:depth=1", "--b", "random", "--games", "4", "--opening-plies",
                "2", "--seed", "1", "--games-out", file.toString(), "--json").json();
        List<RecordFiles.Recorded> games = new OthelloGame().readRecords(file);
        assertThat(games).hasSize(4);
        int aWins = 0;
        for (RecordFiles.Recorded g : games) {
            boolean aBlack = g.number() % 2 == 1; // A moves first in odd games, and Black (X) moves first
            assertThat(g.tags()).containsEntry("X", aBlack ? "alphabeta:depth=1" : "random")
                    .containsEntry("O", aBlack ? "random" : "alphabeta:depth=1");
            assertThat(g.tags().get("C")).startsWith("Event zermelo match, Round " + g.number());
            aWins += g.result() == (aBlack ? Outcome.WIN : Outcome.LOSS) ? 1 : 0;
        }
        assertThat(aWins).isEqualTo(match.get("aWins").asInt());

        JsonNode review = Cli.run("analyze", "othello", "--game", file + "#2", "--depth", "1", "--no-solve", "--json").json();
        assertThat(review.get("plies").size()).isEqualTo(games.get(1).moves().length);

        JsonNode learned = Cli.run("learn", "othello", "--games-file", file.toString(), "--out", dir.resolve("w.json").toString(),
                "--json").json();
        assertThat(learned.get("games").asInt()).isEqualTo(4);
    }
}
