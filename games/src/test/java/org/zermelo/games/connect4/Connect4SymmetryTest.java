package org.zermelo.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;
import org.zermelo.game.Scores;
import org.zermelo.search.Algorithms;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchResult;
import org.zermelo.search.Solver;

/**
 * The key a position shares with its mirror image through the first plies, the moves translated
 * between them, and the engine's exact search that uses both: Pons' scores, and best moves and
 * lines that are right for the position and not for its mirror image. (That no two other boards
 * share a key: {@code Connect4FactsTest}.)
 */
class Connect4SymmetryTest {

    /** The mirror image of a line of play: column 1 for 7, 2 for 6, and so on. */
    private static String mirrored(String line) {
        StringBuilder s = new StringBuilder();
        for (char c : line.toCharArray()) {
            s.append((char) ('8' - c + '0'));
        }
        return s.toString();
    }

    /** A random line of {@code plies} moves that does not end the game, or null when one ended it. */
    private static String randomLine(SplittableRandom random, int plies) {
        Connect4 p = new Connect4();
        MoveList moves = new MoveList();
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < plies; i++) {
            p.legalMoves(moves);
            int move = moves.get(random.nextInt(moves.size()));
            p.play(move);
            line.append(move + 1);
            if (p.isTerminal()) {
                return null;
            }
        }
        return line.toString();
    }

    @Test
    void aPositionAndItsMirrorImageShareTheirKeyThroughTheFirstPliesAndTranslateTheirMoves() {
        SplittableRandom random = new SplittableRandom(20_261_128);
        int shared = 0;
        int own = 0;
        for (int i = 0; i < 2_000; i++) {
            String line = randomLine(random, random.nextInt(1, 30));
            if (line == null) {
                continue;
            }
            Connect4 p = Connect4.parse(line);
            Connect4 mirror = Connect4.parse(mirrored(line));
            if (line.length() < Connect4.SYMMETRIC_PLIES) {
                assertThat(p.symmetricHash()).as(line).isEqualTo(mirror.symmetricHash());
                // A position that is its own mirror image may keep its moves or mirror them.
                for (int col = 0; col < Connect4.WIDTH && p.hash() != mirror.hash(); col++) {
                    // Both name the same move of the position the key stands for.
                    assertThat(p.symmetricMove(col)).as("%s, column %d", line, col + 1)
                            .isEqualTo(mirror.symmetricMove(Connect4.WIDTH - 1 - col));
                    assertThat(p.symmetricMove(p.symmetricMove(col))).isEqualTo(col);
                }
                shared++;
            } else {
                assertThat(p.symmetricHash()).as(line).isEqualTo(p.hash());
                assertThat(p.symmetricMove(3)).isEqualTo(3);
                assertThat(p.symmetricMove(0)).isZero();
                own++;
            }
        }
        assertThat(shared).isGreaterThan(250);
        assertThat(own).isGreaterThan(250);
        // A position that is its own mirror image keeps its moves.
        Connect4 symmetric = Connect4.parse("4444");
        assertThat(symmetric.symmetricMove(0)).isZero();
        assertThat(symmetric.symmetricHash()).isEqualTo(symmetric.hash());
    }

    /**
     * Pons' easy opening positions (4 to 14 plies, all of them searched under the shared key):
     * the engine's value is his score, its best move reaches that value, and its line is legal;
     * then the mirror image, solved by the same engine, is found in its table: the same value in
     * a fraction of the nodes, and its own best move.
     */
    @Test
    void theEngineSolvesPonsOpeningPositionsAndFindsTheirMirrorImagesInItsTable() throws IOException {
        List<String> lines = Files.readAllLines(Path.of("..", "bench", "connect4", "Test_L1_R1")).subList(0, 60);
        long nodes = 0;
        long mirrorNodes = 0;
        for (String line : lines) {
            String[] words = line.split(" ");
            int score = Integer.parseInt(words[1]);
            var engine = Algorithms.create("mtdf", null);
            for (String position : List.of(words[0], mirrored(words[0]))) {
                Connect4 p = Connect4.parse(position);
                Solver.Solution s = Solver.solve(p, engine, false);
                assertThat(s.value()).as(position).isEqualTo(score);
                if (position.equals(words[0])) {
                    nodes += s.nodes();
                } else {
                    mirrorNodes += s.nodes();
                }
                int[] pv = s.pv();
                assertThat(pv).as(position).isNotEmpty().startsWith(s.bestMoves()[0]);
                for (int i = 0; i < pv.length; i++) {
                    MoveList legal = new MoveList();
                    p.legalMoves(legal);
                    assertThat(legal.contains(pv[i])).as("%s: move %d of the line", position, i + 1).isTrue();
                    p.play(pv[i]);
                    if (i == 0 && !p.isTerminal()) {
                        SearchResult child = Algorithms.create("mtdf", null).search(p.copy(), SearchLimits.exact());
                        assertThat(-Scores.gameValue(child.value())).as("%s: the best move", position).isEqualTo(score);
                    }
                }
            }
        }
        // The table keeps one bound a position, the last test's: some subtrees are searched again.
        assertThat(mirrorNodes).as("the mirror images, from the table").isLessThan(nodes / 5);
    }
}
