package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The montecarlo command, the montecarlo player in a match, and the plots of montecarlo and compare. */
class MonteCarloCommandTest {

    @TempDir
    Path dir;

    private static void assertPng(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        assertThat(bytes).startsWith(0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n');
        BufferedImage image = ImageIO.read(file.toFile());
        assertThat(image).as("a PNG that ImageIO reads back").isNotNull();
        assertThat(image.getWidth()).isEqualTo(Plot.WIDTH);
        assertThat(image.getHeight()).isEqualTo(Plot.HEIGHT);
    }

    @Test
    void theEstimateIsShownAsThePlayoutsGrowBesideTheExactValues() {
        JsonNode j = Cli.run("montecarlo", "tictactoe", "--playouts", "1000", "--seed", "3", "--json").json();
        List<Integer> checkpoints = new ArrayList<>();
        j.get("rows").forEach(r -> checkpoints.add(r.get("playouts").asInt()));
        assertThat(checkpoints).containsExactly(10, 20, 50, 100, 200, 500, 1000);
        // X wins 58.49% of random games and draws 12.70%: a winning rate of 0.5849 + 0.1270 / 2.
        assertThat(j.get("randomPlayValue").asDouble()).isCloseTo(0.6484, within(1e-4));
        assertThat(j.get("perfectPlayValue").asDouble()).isEqualTo(0.5); // a draw
        JsonNode last = j.get("rows").get(6);
        assertThat(last.get("low").asDouble()).isCloseTo(last.get("estimate").asDouble() - last.get("epsilon").asDouble(), within(1e-12));
        assertThat(last.get("high").asDouble()).isCloseTo(last.get("estimate").asDouble() + last.get("epsilon").asDouble(), within(1e-12));
    }

    @Test
    void theIntervalNarrowsAsOneOverTheSquareRootOfThePlayouts() {
        JsonNode rows = Cli.run("montecarlo", "pig", "0,0,0/20", "--playouts", "20000", "--seed", "1", "--json").json().get("rows");
        // 500 -> 2000 and 5000 -> 20000: four times the playouts, half the interval.
        assertThat(rows.get(7).get("playouts").asInt()).isEqualTo(2000);
        assertThat(rows.get(7).get("epsilon").asDouble() / rows.get(5).get("epsilon").asDouble()).isCloseTo(0.5, within(0.05));
        assertThat(rows.get(10).get("playouts").asInt()).isEqualTo(20000);
        assertThat(rows.get(10).get("epsilon").asDouble() / rows.get(8).get("epsilon").asDouble()).isCloseTo(0.5, within(0.05));
    }

    @Test
    void forPigTheTextSaysWhatIsEstimatedAndWhatIsNot() {
        Cli.Run run = Cli.run("montecarlo", "pig", "0,0,0/20", "--playouts", "100", "--seed", "2");
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("estimated: the winning rate of first player when both sides play at random")
                .contains("exact under random play: 0.5747").contains("what the estimate converges to")
                .contains("under perfect play: 0.6155").contains("not what random playouts estimate");
    }

    @Test
    void theSameSeedGivesTheSameOutput() {
        for (String[] game : new String[][] {{"tictactoe", "X...O...."}, {"pig", "10,5,3/20"}}) {
            String[] args = {"montecarlo", game[0], game[1], "--playouts", "300", "--seed", "42"};
            Cli.Run a = Cli.run(args);
            assertThat(a.code()).isZero();
            assertThat(Cli.run(args).out()).isEqualTo(a.out());
            args[6] = "43";
            assertThat(Cli.run(args).out()).isNotEqualTo(a.out());
        }
    }

    @Test
    void theMontecarloPlotIsAPngOfTheExpectedSize() throws IOException {
        Path file = dir.resolve("mc.png");
        Cli.Run run = Cli.run("montecarlo", "tictactoe", "--playouts", "500", "--seed", "1", "--plot", file.toString());
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("plot written to " + file);
        assertPng(file);
    }

    @Test
    void theComparePlotIsAPngOfTheExpectedSizeAndTheTableStaysTheDepthNOne() throws IOException {
        Path file = dir.resolve("compare.png");
        Cli.Run plotted = Cli.run("compare", "tictactoe", "X...O....", "--depth", "4", "--algos", "minimax,alphabeta", "--json",
                "--plot", file.toString());
        assertThat(plotted.code()).as(plotted.err()).isZero();
        assertPng(file);
        JsonNode rows = plotted.json().get("rows");
        JsonNode plain = Cli.run("compare", "tictactoe", "X...O....", "--depth", "4", "--algos", "minimax,alphabeta", "--json")
                .json().get("rows");
        for (int i = 0; i < 2; i++) {
            assertThat(rows.get(i).get("nodes")).isEqualTo(plain.get(i).get("nodes"));
            assertThat(rows.get(i).get("depth").asInt()).isEqualTo(4);
        }
    }

    @Test
    void theMontecarloPlayerPlaysAMatch() {
        JsonNode j = Cli.run("match", "tictactoe", "--a", "montecarlo:playouts=100", "--b", "random", "--games", "10", "--seed", "1",
                "--json").json();
        assertThat(j.get("a").asText()).isEqualTo("montecarlo:playouts=100");
        assertThat(j.get("aWins").asInt()).isGreaterThan(j.get("bWins").asInt());
    }
}
