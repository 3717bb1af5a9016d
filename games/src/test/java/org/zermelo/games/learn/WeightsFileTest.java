package org.zermelo.games.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.Position;
import org.zermelo.learn.Evaluations;
import org.zermelo.learn.LearnedEvaluator;
import org.zermelo.learn.Network;
import org.zermelo.learn.NTuples;
import org.zermelo.learn.Table;
import org.zermelo.learn.WeightsFile;

/**
 * Weights files: what is written reads back to the same evaluation; a file of another game,
 * another encoding or other features, or a damaged one, is refused with the reason, nothing loaded.
 */
class WeightsFileTest {

    private static final Game OTHELLO = Games.byName("othello");
    private static final Game CONNECT4 = Games.byName("connect4");

    @TempDir
    Path dir;

    private Path written(Game game, String encoding, double weight) throws IOException {
        Network network = new Network(WeightsFile.encoding(game, encoding));
        double[] weights = new double[network.encoding().size()];
        java.util.Arrays.fill(weights, weight);
        network = new Network(network.encoding(), weights);
        Path file = dir.resolve(game.name() + "-" + encoding.replace(':', '-') + ".json");
        WeightsFile.write(file, game, new WeightsFile.Learned(network, null, Map.of("method", "test")));
        return file;
    }

    @Test
    void aNetworkReadsBackToTheSameEvaluation() throws IOException {
        for (String encoding : new String[] {"ntuple4", "ntuple3", "features:othello-course"}) {
            Network network = new Network(WeightsFile.encoding(OTHELLO, encoding));
            double[] weights = new double[network.encoding().size()];
            java.util.SplittableRandom random = new java.util.SplittableRandom(encoding.hashCode());
            for (int i = 0; i < weights.length; i++) {
                weights[i] = random.nextDouble(-0.01, 0.01);
            }
            network = new Network(network.encoding(), weights);
            Path file = dir.resolve("w.json");
            WeightsFile.write(file, OTHELLO, new WeightsFile.Learned(network, null, Map.of("method", "test", "games", 3)));
            WeightsFile.Learned read = WeightsFile.read(OTHELLO, file);
            assertThat(read.encoding()).isEqualTo(encoding);
            assertThat(read.training()).containsEntry("method", "test").containsEntry("games", 3.0);
            Evaluator before = new LearnedEvaluator(network);
            Evaluator after = read.evaluator();
            Position p = OTHELLO.parse("f5d6c3d3c4f4f6f3e6e7");
            assertThat(after.evaluate(p)).as(encoding).isEqualTo(before.evaluate(p));
        }
    }

    @Test
    void aTableReadsBackValueForValue() throws IOException {
        Game ttt = Games.byName("tictactoe");
        Table table = new Table();
        org.zermelo.learn.TabularTd.learn(table, ttt.start(), new org.zermelo.learn.TabularTd.Settings(500, 0.5, 0.1, 0.3, 0.2, 1),
                n -> { }, () -> false);
        Path file = dir.resolve("t.json");
        WeightsFile.write(file, ttt, new WeightsFile.Learned(null, table, Map.of()));
        WeightsFile.Learned read = WeightsFile.read(ttt, file);
        assertThat(read.table().size()).isEqualTo(table.size());
        Position p = ttt.parse("X...O....");
        assertThat(read.table().value(p)).isEqualTo(table.value(p));
    }

    @Test
    void anNTupleNetworkIsTheSameForAPositionAndItsMirrorImages() {
        NTuples tuples = new NTuples((org.zermelo.game.Cells) OTHELLO.start(), 4);
        // 130 straight lines of four on 8x8, in 21 classes under the eight symmetries (counted by hand: 12 along rows and
        // columns, 9 along diagonals), each table read through the eight symmetries.
        assertThat(tuples.tables()).as("classes of straight 4-tuples on 8x8 under the eight symmetries").isEqualTo(21);
        assertThat(tuples.maxActive()).isEqualTo(21 * 8);
        assertThat(tuples.size()).isEqualTo(21 * 81);
        double[] weights = new double[tuples.size()];
        java.util.SplittableRandom random = new java.util.SplittableRandom(5);
        for (int i = 0; i < weights.length; i++) {
            weights[i] = random.nextDouble(-0.05, 0.05);
        }
        Network network = new Network(tuples, weights);
        // f5 d6 and its mirror images across the diagonals: e6 f4, d3 c5, c4 e3.
        double value = network.value(OTHELLO.parse("f5d6"));
        assertThat(network.value(OTHELLO.parse("e6f4"))).isCloseTo(value, org.assertj.core.api.Assertions.within(1e-12));
        assertThat(network.value(OTHELLO.parse("d3c5"))).isCloseTo(value, org.assertj.core.api.Assertions.within(1e-12));
        assertThat(network.value(OTHELLO.parse("c4e3"))).isCloseTo(value, org.assertj.core.api.Assertions.within(1e-12));
        // Connect Four's 69 lines of four, each class under the mirror two lines, or one that is its own mirror image.
        NTuples lines = new NTuples((org.zermelo.game.Cells) CONNECT4.start(), 4);
        assertThat(lines.tables() * 2 - selfMirrored()).isEqualTo(69);
    }

    /** The lines of four of Connect Four that the mirror maps onto themselves (as sets of cells). */
    private static int selfMirrored() {
        int count = 0;
        int[][] steps = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        for (int[] step : steps) {
            for (int r = 0; r < 6; r++) {
                for (int c = 0; c < 7; c++) {
                    int lr = r + 3 * step[0];
                    int lc = c + 3 * step[1];
                    if (lr < 6 && lc >= 0 && lc < 7) {
                        java.util.Set<Integer> cells = new java.util.HashSet<>();
                        java.util.Set<Integer> mirrored = new java.util.HashSet<>();
                        for (int i = 0; i < 4; i++) {
                            cells.add((r + i * step[0]) * 7 + c + i * step[1]);
                            mirrored.add((r + i * step[0]) * 7 + 6 - (c + i * step[1]));
                        }
                        count += cells.equals(mirrored) ? 1 : 0;
                    }
                }
            }
        }
        return count;
    }

    @Test
    void anotherGameAnotherEncodingOrDamageIsRefusedWithTheReason() throws IOException {
        Path othello = written(OTHELLO, "ntuple4", 0.001);
        assertThatThrownBy(() -> WeightsFile.read(CONNECT4, othello)).hasMessageContaining("the weights are for othello, not for connect4");
        String text = Files.readString(othello);
        Path other = dir.resolve("other.json");
        Files.writeString(other, text.replace("\"ntuple4\"", "\"ntuple9\""));
        assertThatThrownBy(() -> WeightsFile.read(OTHELLO, other)).hasMessageContaining("which othello does not offer");
        Files.writeString(other, text.replace("\"ntuple4\"", "\"ntuple3\""));
        assertThatThrownBy(() -> WeightsFile.read(OTHELLO, other)).hasMessageContaining("weights, where ntuple3 of othello has");
        Files.writeString(other, text.substring(0, text.length() / 2));
        assertThatThrownBy(() -> WeightsFile.read(OTHELLO, other)).hasMessageContaining("not a weights file (not JSON at line");
        Files.writeString(other, text.replaceFirst("0\\.001", "NaN"));
        assertThatThrownBy(() -> WeightsFile.read(OTHELLO, other)).hasMessageContaining("not JSON");
        Files.writeString(other, text.replaceFirst("0\\.001", "1e999"));
        assertThatThrownBy(() -> WeightsFile.read(OTHELLO, other)).hasMessageContaining("a number too large");
        Files.writeString(other, text.replace("\"version\": 1", "\"version\": 3"));
        assertThatThrownBy(() -> WeightsFile.read(OTHELLO, other)).hasMessageContaining("a weights file of version 3: this zermelo reads versions 1 and 2");
        Files.writeString(other, text.replace("\"version\": 1", "\"version\": 2")); // a hidden layer, but not its size
        assertThatThrownBy(() -> WeightsFile.read(OTHELLO, other)).hasMessageContaining("a network with a hidden layer needs \"hidden\"");
        Files.writeString(other, "{\"some\": \"json\"}");
        assertThatThrownBy(() -> WeightsFile.read(OTHELLO, other)).hasMessageContaining("not a weights file");
        Files.write(other, new byte[] {(byte) 0xFF, (byte) 0xFE, 0, 1});
        assertThatThrownBy(() -> WeightsFile.read(OTHELLO, other)).hasMessageContaining("not text in UTF-8");
        assertThatThrownBy(() -> WeightsFile.read(OTHELLO, dir.resolve("none.json"))).hasMessageContaining("no such file");
        Path features = written(OTHELLO, "features:othello-course", 0.01);
        String f = Files.readString(features);
        Files.writeString(other, f.replace("squares a1 (opening)", "squares z9 (opening)"));
        assertThatThrownBy(() -> WeightsFile.read(OTHELLO, other)).hasMessageContaining("the weights are for other features");
        assertThatThrownBy(() -> Evaluations.resolve(OTHELLO, "strong")).hasMessageContaining("unknown evaluation 'strong' for othello: "
                + "expected course, patterns, or a weights file");
    }

    /**
     * A file of features written when the game had fewer (checkers' 19 terms before Samuel's pool
     * of 38), or listing them in another order, reads: each weight goes to the term of its name,
     * the terms it does not name weigh 0, and it values every position as the same weights written
     * in full do. A name the game does not have, or one named twice, is refused.
     */
    @Test
    void aFileOfSomeOfTheFeaturesReadsWithTheOthersAtZero() throws IOException {
        Game checkers = Games.byName("checkers");
        Network full = new Network(WeightsFile.encoding(checkers, "features:samuel"));
        String[] names = ((org.zermelo.learn.FeatureEncoding) full.encoding()).featureNames();
        assertThat(names).hasSize(38);
        double[] weights = new double[names.length];
        StringBuilder older = new StringBuilder();
        StringBuilder olderWeights = new StringBuilder();
        for (int i = 18; i >= 0; i--) { // the first 19 terms, last first
            weights[i] = 0.001 * (i + 1);
            older.append(older.length() > 0 ? ", " : "").append('"').append(names[i]).append('"');
            olderWeights.append(olderWeights.length() > 0 ? ", " : "").append(weights[i]);
        }
        Path file = dir.resolve("older.json");
        Files.writeString(file, "{\"format\": \"zermelo weights\", \"version\": 1, \"game\": \"checkers\", \"encoding\": "
                + "\"features:samuel\", \"features\": [" + older + "], \"weights\": [" + olderWeights + "]}");
        WeightsFile.Learned read = WeightsFile.read(checkers, file);
        assertThat(read.network().weightsCopy()).containsExactly(weights);
        Evaluator fromFile = read.evaluator();
        Evaluator inFull = new LearnedEvaluator(new Network(full.encoding(), weights));
        Position p = checkers.start();
        java.util.SplittableRandom random = new java.util.SplittableRandom(19);
        org.zermelo.game.MoveList moves = new org.zermelo.game.MoveList();
        for (int ply = 0; ply < 40 && !p.isTerminal(); ply++) {
            assertThat(fromFile.evaluate(p)).isEqualTo(inFull.evaluate(p));
            p.legalMoves(moves);
            p.play(moves.get(random.nextInt(moves.size())));
        }
        String text = Files.readString(file);
        Files.writeString(file, text.replace("\"men\"", "\"pawns\""));
        assertThatThrownBy(() -> WeightsFile.read(checkers, file)).hasMessageContaining("the weights are for other features");
        Files.writeString(file, text.replace("\"kings\"", "\"men\""));
        assertThatThrownBy(() -> WeightsFile.read(checkers, file)).hasMessageContaining("the weights are for other features");
        Files.writeString(file, text.replace(", " + weights[0] + "]", "]"));
        assertThatThrownBy(() -> WeightsFile.read(checkers, file)).hasMessageContaining("it holds 18 weights");
    }

    /** The course's Othello evaluation is, but for its integer rounding, a linear function of its features: the hand-set weights. */
    @Test
    void theHandSetWeightsAreTheCoursesEvaluation() {
        Network network = new Network(WeightsFile.encoding(OTHELLO, "features:othello-course"),
                ((org.zermelo.game.Features) OTHELLO.start()).handSetWeights());
        org.zermelo.learn.FeatureEncoding features = (org.zermelo.learn.FeatureEncoding) network.encoding();
        Evaluator course = OTHELLO.evaluator();
        for (String game : new String[] {"f5d6c3d3c4f4f6f3e6e7", "f5f6e6f4e3c5c4e7c6e2", "f5d6c3d3c4f4f6f3e6e7d7"}) {
            Position p = OTHELLO.parse(game);
            int[] index = new int[features.size()];
            double[] x = new double[features.size()];
            features.encode(p, index, x);
            double[] w = network.weightsCopy();
            double sum = 0;
            for (int i = 0; i < x.length; i++) {
                sum += w[i] * x[i];
            }
            // sum is the course's value times the scale; the course rounds each weight to a whole number
            assertThat(sum * 500).as(game).isCloseTo(course.evaluate(p), org.assertj.core.api.Assertions.within(60.0));
        }
    }
}
