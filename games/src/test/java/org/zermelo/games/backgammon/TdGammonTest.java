package org.zermelo.games.backgammon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;
import org.zermelo.learn.Evaluations;
import org.zermelo.learn.Network;
import org.zermelo.learn.TdLearning;
import org.zermelo.learn.WeightsFile;
import org.zermelo.search.Algorithms;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;

/** TD-Gammon's network: Tesauro's encoding of known boards, its weights file, and a short seeded self-play run. */
class TdGammonTest {

    private static final BackgammonGame GAME = new BackgammonGame();

    @TempDir
    Path dir;

    private static String inputs(Position position) {
        TesauroEncoding encoding = new TesauroEncoding();
        int[] index = new int[encoding.maxActive()];
        double[] value = new double[encoding.maxActive()];
        int n = encoding.encode(position, index, value);
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < n; i++) {
            s.append(i == 0 ? "" : " ").append(index[i]).append('=').append(value[i]);
        }
        return s.toString();
    }

    @Test
    void theStartingBoardTurnsOnTesaurosUnits() {
        // Each side: 5 on its 6-point (units 20-23, the fourth (5 - 3) / 2), 3 on 8 (28-30), 5 on 13 (48-51), 2 on 24 (92, 93).
        String side = "20=1.0 21=1.0 22=1.0 23=1.0 28=1.0 29=1.0 30=1.0 48=1.0 49=1.0 50=1.0 51=1.0 92=1.0 93=1.0";
        String other = side.replaceAll("(\\d+)=", "x$1=");
        for (int i = 0; i < 100; i++) {
            other = other.replace("x" + i + "=", (98 + i) + "=");
        }
        assertThat(inputs(GAME.start())).isEqualTo(side + " " + other + " 196=1.0");
        assertThat(inputs(GAME.parse("4HPwATDgc/ABMA:31"))).isEqualTo(inputs(GAME.start())); // the dice are not read
    }

    @Test
    void theBarAndTheCheckersOffAreCountedForEachSide() {
        int[] mine = new int[26];
        int[] theirs = new int[26];
        mine[25] = 3; // on the bar
        mine[1] = 7;
        mine[0] = 5; // off
        theirs[0] = 14;
        theirs[3] = 1;
        Backgammon b = new Backgammon(mine, theirs, 0);
        assertThat(inputs(b)).isEqualTo("0=1.0 1=1.0 2=1.0 3=2.0 96=1.5 97=0.3333333333333333 106=1.0 195=0.9333333333333333 196=1.0");
    }

    private static Network network(long seed) {
        return Network.layered(new TesauroEncoding(), 8, GAME.maxValue(), new SplittableRandom(seed));
    }

    @Test
    void aNetworkReadsBackFromItsFileAndADamagedOneIsRefused() throws IOException {
        Network network = network(3);
        Path file = dir.resolve("bg.json");
        WeightsFile.write(file, GAME, new WeightsFile.Learned(network, null, Map.of("method", "test")));
        String text = Files.readString(file);
        assertThat(text).contains("\"version\": 2").contains("\"encoding\": \"tesauro\"").contains("\"hidden\": 8")
                .contains("\"maxValue\": 3");
        WeightsFile.Learned read = WeightsFile.read(GAME, file);
        assertThat(read.network().hidden()).isEqualTo(8);
        assertThat(read.network().weightsCopy()).containsExactly(network.weightsCopy());
        Position p = GAME.parse("4HPwATDgc/ABMA:31");
        assertThat(read.evaluator().evaluate(p)).isEqualTo(Evaluations.resolve(GAME, file.toString()).factory().get().evaluate(p));

        String[][] damaged = {
            {text.replace("\"hidden\": 8", "\"hidden\": 9"), // 199 x 9 + 6 x 10
                "with 9 hidden units and 6 outputs has 1851"},
            {text.replace("\"hidden\": 8,", ""), "needs \"hidden\", a whole number from 1 to 10000, not null"},
            {text.replace("\"maxValue\": 3", "\"maxValue\": 1.5"), "needs \"maxValue\", a whole number"},
            {text.replace("\"version\": 2", "\"version\": 3"), "this zermelo reads versions 1 and 2"},
            {text.replace("\"tesauro\"", "\"raw\""), "the weights read raw, which backgammon does not offer (it offers table, tesauro)"},
            {text.substring(0, text.length() / 2), "not a weights file"},
        };
        for (String[] d : damaged) {
            Files.writeString(file, d[0]);
            assertThatThrownBy(() -> WeightsFile.read(GAME, file)).hasMessageContaining(d[1]);
        }
    }

    /** Self-play from the same seed learns the same weights; the network then plays by expectiminimax at one ply. */
    @Test
    void aShortSeededRunIsReplayedExactly() {
        TdLearning.Settings settings = new TdLearning.Settings(30, 0.1, 0.1, 0.7, 0, 0, 0, false, 5, 1);
        Network first = network(1);
        Network second = network(1);
        double[] before = first.weightsCopy();
        assertThat(TdLearning.learn(first, GAME.start(), settings, n -> { }, () -> false)).isEqualTo(30);
        TdLearning.learn(second, GAME.start(), settings, n -> { }, () -> false);
        assertThat(first.weightsCopy()).containsExactly(second.weightsCopy()).isNotEqualTo(before);
        TdLearning.learn(second, GAME.start(), new TdLearning.Settings(30, 0.1, 0.1, 0.7, 0, 0, 0, false, 6, 1), n -> { }, () -> false);
        assertThat(second.weightsCopy()).isNotEqualTo(first.weightsCopy());

        Evaluator evaluator = new WeightsFile.Learned(first, null, Map.of()).evaluator();
        Position rolled = GAME.parse("4HPwATDgc/ABMA:31");
        int value = evaluator.evaluate(rolled);
        assertThat(Math.abs(value)).isLessThan(Scores.EVAL_LIMIT);
        SearchResult r = Algorithms.create("expectiminimax", evaluator).search(rolled, SearchLimits.depth(1));
        assertThat(rolled.formatMove(r.bestMove())).matches("[0-9/ *()]+");
    }
}
