package org.zermelo.games.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zermelo.game.Cells;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.learn.Network;
import org.zermelo.learn.WalkTuples;
import org.zermelo.learn.WeightsFile;

/**
 * The random-walk n-tuples: walks of neighbouring cells, the same from the same name, four
 * states a cell with Connect Four's playable cells, one table for each side to move, and the
 * same value for a position and its mirror image.
 */
class WalkTuplesTest {

    private static final Game CONNECT4 = Games.byName("connect4");

    @TempDir
    Path dir;

    private static WalkTuples walks(String name) {
        return (WalkTuples) WeightsFile.encoding(CONNECT4, name);
    }

    @Test
    void eachWalkGoesFromNeighbourToNeighbourOverDifferentCells() {
        WalkTuples tuples = walks("walk70x8");
        assertThat(tuples.name()).isEqualTo("walk70x8");
        assertThat(tuples.size()).isEqualTo(2 * 70 * 65536);
        assertThat(tuples.maxActive()).isEqualTo(140);
        Set<String> cellSets = new HashSet<>();
        for (int[] walk : tuples.walks()) {
            assertThat(walk).hasSize(8).doesNotHaveDuplicates();
            for (int i = 1; i < walk.length; i++) {
                int dr = Math.abs(walk[i] / 7 - walk[i - 1] / 7);
                int dc = Math.abs(walk[i] % 7 - walk[i - 1] % 7);
                assertThat(Math.max(dr, dc)).as("step %d of %s", i, Arrays.toString(walk)).isEqualTo(1);
            }
            int[] sorted = walk.clone();
            Arrays.sort(sorted);
            assertThat(sorted[0]).isGreaterThanOrEqualTo(0);
            assertThat(sorted[7]).isLessThan(42);
            int[] mirrored = Arrays.stream(walk).map(c -> c / 7 * 7 + 6 - c % 7).sorted().toArray();
            assertThat(cellSets.add(Arrays.toString(sorted))).as("a walk over the cells of another").isTrue();
            assertThat(cellSets.contains(Arrays.toString(mirrored)) && !Arrays.equals(mirrored, sorted))
                    .as("a walk over the mirror image of another").isFalse();
        }
        // The name alone makes the same walks: what a weights file needs.
        assertThat(walks("walk70x8").walks()).isDeepEqualTo(tuples.walks());
        assertThat(walks("walk20x6").walks()).hasNumberOfRows(20);
    }

    @Test
    void connectFoursPlayableCellsAreItsLegalMoves() {
        SplittableRandom random = new SplittableRandom(5);
        byte[] cells = new byte[42];
        MoveList moves = new MoveList();
        for (int game = 0; game < 50; game++) {
            Position p = CONNECT4.start();
            while (!p.isTerminal()) {
                ((Cells) p).cellsAndPlayable(cells);
                byte[] plain = new byte[42];
                ((Cells) p).cells(plain);
                p.legalMoves(moves);
                Set<Integer> playableColumns = new HashSet<>();
                for (int i = 0; i < 42; i++) {
                    if (cells[i] == Cells.PLAYABLE) {
                        assertThat(plain[i]).isEqualTo(Cells.EMPTY);
                        assertThat(i < 7 || plain[i - 7] != Cells.EMPTY).as("the lowest empty cell").isTrue();
                        assertThat(playableColumns.add(i % 7)).as("one cell a column").isTrue();
                    } else {
                        assertThat(cells[i]).isEqualTo(plain[i]);
                    }
                }
                Set<Integer> legalColumns = new HashSet<>();
                for (int m = 0; m < moves.size(); m++) {
                    legalColumns.add(columnOf(p, moves.get(m)));
                }
                assertThat(playableColumns).isEqualTo(legalColumns);
                p.play(moves.get(random.nextInt(moves.size())));
            }
        }
    }

    /** The column (0 to 6) of a Connect Four move, from its notation (1 to 7). */
    private static int columnOf(Position p, int move) {
        return Integer.parseInt(p.formatMove(move)) - 1;
    }

    @Test
    void aPositionAndItsMirrorImageHaveTheSameValueAndEachSideItsOwnTables() {
        WalkTuples tuples = walks("walk30x6");
        double[] weights = new double[tuples.size()];
        SplittableRandom random = new SplittableRandom(9);
        for (int i = 0; i < weights.length; i++) {
            weights[i] = random.nextDouble(-0.05, 0.05);
        }
        Network network = new Network(tuples, weights);
        assertThat(network.value(CONNECT4.parse("4453"))).isCloseTo(network.value(CONNECT4.parse("4435")), within(1e-12));
        assertThat(network.value(CONNECT4.parse("12"))).isCloseTo(network.value(CONNECT4.parse("76")), within(1e-12));
        // The first player's tables for the first player to move, the others for the second.
        int[] index = new int[tuples.maxActive()];
        double[] amount = new double[tuples.maxActive()];
        int half = tuples.size() / 2;
        int n = tuples.encode(CONNECT4.parse("44"), index, amount);
        assertThat(Arrays.stream(index, 0, n)).allMatch(i -> i < half);
        n = tuples.encode(CONNECT4.parse("445"), index, amount);
        assertThat(n).isEqualTo(60);
        assertThat(Arrays.stream(index, 0, n)).allMatch(i -> i >= half && i < tuples.size());
    }

    @Test
    void aNetworkOfWalksReadsBackFromItsFile() throws IOException {
        WalkTuples tuples = walks("walk10x5");
        double[] weights = new double[tuples.size()];
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < weights.length; i++) {
            weights[i] = random.nextDouble(-0.05, 0.05);
        }
        Network network = new Network(tuples, weights);
        Path file = dir.resolve("w.json");
        WeightsFile.write(file, CONNECT4, new WeightsFile.Learned(network, null, Map.of("method", "test")));
        WeightsFile.Learned read = WeightsFile.read(CONNECT4, file);
        assertThat(read.encoding()).isEqualTo("walk10x5");
        Position p = CONNECT4.parse("4453");
        assertThat(read.network().value(p)).isCloseTo(network.value(p), within(1e-12));
    }

    @Test
    void impossibleWalksAreRefusedWithTheReason() {
        assertThatThrownBy(() -> walks("walk70x10")).hasMessageContaining("no encoding 'walk70x10'");
        assertThatThrownBy(() -> walks("walk70x9")).hasMessageContaining("2 to 8 cells");
        assertThatThrownBy(() -> walks("walk0x8")).hasMessageContaining("1 to 1000");
        assertThatThrownBy(() -> walks("walk1x1")).hasMessageContaining("2 to 8 cells");
        assertThatThrownBy(() -> walks("walk999x8")).hasMessageContaining("too many");
        // Tic-tac-toe's board has only so many different walks of 8 of its 9 cells.
        assertThatThrownBy(() -> WeightsFile.encoding(Games.byName("tictactoe"), "walk50x8")).hasMessageContaining("different walks");
    }
}
