package org.zermelo.games.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.play.Training;
import org.zermelo.learn.WeightsFile;
import org.zermelo.play.LearningCurve;

/** Learning as a use case: the defaults by encoding and game, the checks, and a run told to its listener. */
class TrainingTest {

    @TempDir
    Path dir;

    private static Training.Settings td(Game game, String encoding, Integer hidden, Long games, Training.Curve curve) {
        return new Training.Settings(game, "td", encoding, hidden, games, null, null, null, null, null, null, 0, false, 4, 0, false, 0, 8, 100_000, null, 0,
                null, null, "zero", 1, null, null, null, curve);
    }

    @Test
    void theDefaultsFollowTheEncodingAndTheGame() {
        Training.Settings table = td(Games.byName("tictactoe"), null, null, null, null);
        assertThat(table.encodingName()).isEqualTo("table");
        assertThat(List.of(table.firstRate(), table.lastRate(), table.firstEpsilon(), table.lastEpsilon()))
                .containsExactly(0.5, 0.05, 0.3, 0.2);
        assertThat(table.gameCount()).isEqualTo(Training.DEFAULT_GAMES);
        assertThat(table.defaultFile()).isEqualTo(Path.of("tictactoe-table.json"));
        Training.Settings network = td(Games.byName("othello"), null, null, null, null);
        assertThat(network.encodingName()).isEqualTo("ntuple4");
        assertThat(List.of(network.firstRate(), network.lastRate(), network.firstEpsilon(), network.lastEpsilon(), network.tdLambda()))
                .containsExactly(0.3, 0.075, 0.1, 0.1, 0.5);
        Training.Settings layered = td(Games.byName("backgammon"), null, null, null, null);
        assertThat(layered.encodingName()).isEqualTo("tesauro");
        assertThat(layered.hiddenUnits()).isEqualTo(Training.DEFAULT_HIDDEN_OF_OWN);
        // A hidden layer: a plain gradient step, TD-Gammon's lambda; the dice explore.
        assertThat(List.of(layered.firstRate(), layered.lastRate(), layered.firstEpsilon(), layered.tdLambda()))
                .containsExactly(0.1, 0.1, 0.0, 0.7);
        assertThat(layered.curve()).isEqualTo(Training.Curve.NONE);
    }

    @Test
    void whatCannotBeDoneIsRefusedWithTheOptionsName() {
        Game tictactoe = Games.byName("tictactoe");
        assertThatThrownBy(() -> td(tictactoe, null, 5, null, null)).hasMessage("--hidden is for a network: a table has no hidden layer");
        assertThatThrownBy(() -> td(tictactoe, null, null, 0L, null)).hasMessage("--games must be from 1 to 1000000000, not 0");
        assertThatThrownBy(() -> new Training.Curve(true, 0L, 100, 1, 6)).hasMessage("--curve-every must be 1 or more");
        assertThatThrownBy(() -> new Training.Settings(tictactoe, "genetic", null, null, null, null, null, null, null, null, null, 0,
                false, 4, 0, false, 0, 8, 1, 1, 0, null, null, "zero", 1, null, null, null, null)).hasMessage("--method must be td, gradient, regression, least-squares or rote, not 'genetic'");
    }

    @Test
    void aSeededRunLearnsTheSameWeightsAndTellsItsPoints() throws IOException {
        Game tictactoe = Games.byName("tictactoe");
        Training.Curve curve = new Training.Curve(true, 500L, 10, 1, 2);
        List<LearningCurve.Point> told = new ArrayList<>();
        long[] played = {0};
        Training first = new Training(td(tictactoe, null, null, 1000L, curve), 7, "a test");
        Training.Result r = first.run(dir.resolve("a.json"), new Training.Listener() {
            @Override
            public void played(long games, long elapsedNanos) {
                played[0] = games;
            }

            @Override
            public void point(LearningCurve.Point point) {
                told.add(point);
            }
        });
        assertThat(r.encoding()).isEqualTo("table");
        assertThat(r.games()).isEqualTo(1000).isEqualTo(played[0]);
        assertThat(r.curve()).extracting(LearningCurve.Point::games).containsExactly(0L, 500L, 1000L);
        assertThat(told).isEqualTo(r.curve());
        assertThat(r.learned().training()).containsEntry("games", 1000L).containsEntry("seed", 7L).containsEntry("command", "a test");
        new Training(td(tictactoe, null, null, 1000L, null), 7, "a test").run(dir.resolve("b.json"), new Training.Listener() { });
        // The same file, but for the time and the date of the run.
        assertThat(untimed(dir.resolve("b.json"))).isEqualTo(untimed(dir.resolve("a.json")));
        assertThat(WeightsFile.read(tictactoe, dir.resolve("b.json")).table().size()).isPositive();
        assertThat(Files.readString(dir.resolve("a.json"))).contains("\"rateLast\": 0.05");
    }

    private static List<String> untimed(Path file) throws IOException {
        return Files.readAllLines(file).stream().filter(line -> !line.contains("\"seconds\"") && !line.contains("\"date\"")).toList();
    }
}
