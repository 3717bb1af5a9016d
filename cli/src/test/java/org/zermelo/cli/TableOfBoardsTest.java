package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code zermelo table} for games of boards: Domineering's outcome classes and Chomp's winning
 * moves, against the literature and against deliberately naive solvers written here.
 */
class TableOfBoardsTest {

    /** The Domineering table up to 6x6, and the Chomp table up to 8x8: rows of cells. */
    static List<List<String>> domineering;
    static List<List<String>> chomp;

    @BeforeAll
    static void solveTheTables() {
        JsonNode d = Cli.run("table", "domineering", "6x6", "--json").json();
        assertThat(d.get("game").asText()).isEqualTo("domineering");
        assertThat(d.get("kind").asText()).isEqualTo("outcomes");
        assertThat(d.get("rows").asInt()).isEqualTo(6);
        assertThat(d.get("columns").asInt()).isEqualTo(6);
        assertThat(d.get("legend").get("V").asText()).isEqualTo("Vertical wins whoever starts");
        domineering = cells(d);
        JsonNode c = Cli.run("table", "chomp", "8", "--json").json();
        assertThat(c.get("kind").asText()).isEqualTo("winning-moves");
        assertThat(c.has("legend")).isFalse();
        chomp = cells(c);
    }

    private static List<List<String>> cells(JsonNode table) {
        List<List<String>> rows = new ArrayList<>();
        for (JsonNode row : table.get("cells")) {
            List<String> cells = new ArrayList<>();
            row.forEach(cell -> cells.add(cell.asText()));
            rows.add(cells);
        }
        assertThat(rows).hasSize(table.get("rows").asInt()).allMatch(row -> row.size() == table.get("columns").asInt());
        return rows;
    }

    private static String domineering(int rows, int columns) {
        return domineering.get(rows - 1).get(columns - 1);
    }

    @Test
    void domineeringLinesAndSmallSquaresAreAsTheLiteratureSays() {
        // A single cell: nobody can move, so whoever starts loses.
        assertThat(domineering(1, 1)).isEqualTo("2");
        // A row of 2n or 2n+1 cells is n free moves for Horizontal, a column n for Vertical (Winning Ways).
        for (int n = 2; n <= 6; n++) {
            assertThat(domineering(1, n)).as("1x%d", n).isEqualTo("H");
            assertThat(domineering(n, 1)).as("%dx1", n).isEqualTo("V");
        }
        // 2x2: whoever starts wins (Lachmann, Moore and Rapaport, "Who wins Domineering on rectangular boards?").
        assertThat(domineering(2, 2)).isEqualTo("1");
        // Squares (Breuker, Uiterwijk and van den Herik, "Solving 8x8 Domineering", 2000): 5x5 alone is lost for the starter.
        assertThat(domineering(3, 3)).isEqualTo("1");
        assertThat(domineering(4, 4)).isEqualTo("1");
        assertThat(domineering(5, 5)).isEqualTo("2");
        assertThat(domineering(6, 6)).isEqualTo("1");
    }

    @Test
    void domineeringTurnedAQuarterSwapsThePlayers() {
        Map<String, String> swapped = Map.of("1", "1", "2", "2", "V", "H", "H", "V");
        for (int r = 1; r <= 6; r++) {
            for (int c = 1; c <= 6; c++) {
                assertThat(domineering(c, r)).as("%dx%d against %dx%d", c, r, r, c).isEqualTo(swapped.get(domineering(r, c)));
            }
        }
    }

    @Test
    void domineeringAgreesWithANaiveSolverUpToTwentyCells() {
        for (int r = 1; r <= 6; r++) {
            for (int c = 1; c <= 6; c++) {
                if (r * c <= 20) {
                    NaiveDomineering naive = new NaiveDomineering(r, c);
                    boolean verticalFirstWins = naive.wins(0, true);
                    boolean horizontalFirstWins = naive.wins(0, false);
                    String expected = verticalFirstWins == horizontalFirstWins ? (verticalFirstWins ? "1" : "2")
                            : verticalFirstWins ? "V" : "H";
                    assertThat(domineering(r, c)).as("%dx%d", r, c).isEqualTo(expected);
                }
            }
        }
    }

    /** Domineering on a bit set of filled cells (cell r*columns+c), every move tried, memoised: nothing clever. */
    static final class NaiveDomineering {
        private final int rows;
        private final int columns;
        /** By filled cells and side: 0 unknown, 1 won, 2 lost for the side to move. */
        private final byte[] known;

        NaiveDomineering(int rows, int columns) {
            this.rows = rows;
            this.columns = columns;
            known = new byte[2 << (rows * columns)];
        }

        boolean wins(int filled, boolean vertical) {
            int key = filled << 1 | (vertical ? 1 : 0);
            if (known[key] == 0) {
                known[key] = 2;
                for (int r = 0; r < rows; r++) {
                    for (int c = 0; c < columns; c++) {
                        int r2 = vertical ? r + 1 : r;
                        int c2 = vertical ? c : c + 1;
                        if (r2 < rows && c2 < columns) {
                            int domino = 1 << (r * columns + c) | 1 << (r2 * columns + c2);
                            if ((filled & domino) == 0 && !wins(filled | domino, !vertical)) {
                                known[key] = 1;
                            }
                        }
                    }
                }
            }
            return known[key] == 1;
        }
    }

    @Test
    void chompIsWonByTheFirstPlayerOnEveryRectangleButOne() {
        // Strategy stealing: if eating the bottom-right square lost, the reply that wins against it would win at once.
        for (int r = 1; r <= 8; r++) {
            for (int c = 1; c <= 8; c++) {
                assertThat(chomp.get(r - 1).get(c - 1)).as("%dx%d", r, c).matches(r == 1 && c == 1 ? "-" : "\\d+,\\d+(\\|\\d+,\\d+)*");
            }
        }
    }

    @Test
    void chompsClassicalWinningMoves() {
        for (int n = 2; n <= 8; n++) {
            // A square: eat 2,2, leaving two equal arms, then answer each bite on one arm with the same on the other.
            assertThat(chomp.get(n - 1).get(n - 1).split("\\|")).as("%dx%d", n, n).contains("2,2");
            // Two rows: the lost positions are rows of a and a-1 squares, so 2,n is the only winning move.
            assertThat(chomp.get(1).get(n - 1)).as("2x%d", n).isEqualTo("2," + n);
            assertThat(chomp.get(n - 1).get(1)).as("%dx2", n).isEqualTo(n + ",2");
            // One row: leave the poisoned square alone.
            assertThat(chomp.get(0).get(n - 1)).as("1x%d", n).isEqualTo("1,2");
            assertThat(chomp.get(n - 1).get(0)).as("%dx1", n).isEqualTo("2,1");
        }
    }

    @Test
    void chompAgreesWithANaiveSolver() {
        Map<String, Boolean> lost = new HashMap<>();
        for (int r = 1; r <= 8; r++) {
            for (int c = 1; c <= 8; c++) {
                int[] rectangle = new int[r];
                Arrays.fill(rectangle, c);
                List<String> winning = new ArrayList<>();
                for (int[] bite : bites(rectangle)) {
                    if (lost(eat(rectangle, bite), lost)) {
                        winning.add((bite[0] + 1) + "," + (bite[1] + 1));
                    }
                }
                String cell = chomp.get(r - 1).get(c - 1);
                assertThat(cell.equals("-") ? List.of() : List.of(cell.split("\\|"))).as("%dx%d", r, c)
                        .containsExactlyInAnyOrderElementsOf(winning);
            }
        }
    }

    /** Row lengths from the top: lost for the side to move when only the poisoned square is left or every bite leaves a won board. */
    private static boolean lost(int[] rows, Map<String, Boolean> memo) {
        String key = Arrays.toString(rows);
        Boolean known = memo.get(key);
        if (known == null) {
            known = true;
            for (int[] bite : bites(rows)) {
                if (lost(eat(rows, bite), memo)) {
                    known = false;
                }
            }
            memo.put(key, known);
        }
        return known;
    }

    /** Every square but the poisoned one, as {row, column} from 0. */
    private static List<int[]> bites(int[] rows) {
        List<int[]> bites = new ArrayList<>();
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < rows[r]; c++) {
                if (r > 0 || c > 0) {
                    bites.add(new int[] {r, c});
                }
            }
        }
        return bites;
    }

    private static int[] eat(int[] rows, int[] bite) {
        int[] after = rows.clone();
        for (int r = bite[0]; r < after.length; r++) {
            after[r] = Math.min(after[r], bite[1]);
        }
        int length = 0;
        while (length < after.length && after[length] > 0) {
            length++;
        }
        return Arrays.copyOf(after, length);
    }

    @Test
    void theTextIsTheJsonCellsUnderColumnNumbersWithALegend() {
        for (String[] args : new String[][] {{"table", "domineering", "4x6"}, {"table", "chomp", "7x5"}}) {
            Cli.Run run = Cli.run(args);
            assertThat(run.code()).isZero();
            List<List<String>> cells = cells(Cli.run(args[0], args[1], args[2], "--json").json());
            List<String> lines = run.out().lines().toList();
            assertThat(lines).hasSize(cells.size() + 2);
            int width = lines.get(0).length();
            List<String> header = new ArrayList<>(List.of(lines.get(0).strip().split(" +")));
            assertThat(header).hasSize(cells.get(0).size()).first().isEqualTo("1");
            assertThat(header).last().isEqualTo(Integer.toString(cells.get(0).size()));
            for (int r = 0; r < cells.size(); r++) {
                String line = lines.get(r + 1);
                assertThat(line).as("right-aligned columns").hasSize(width);
                List<String> expected = new ArrayList<>(List.of(Integer.toString(r + 1)));
                expected.addAll(cells.get(r));
                assertThat(line.strip().split(" +")).containsExactlyElementsOf(expected);
            }
            assertThat(lines.get(lines.size() - 1)).startsWith(args[1] + ": ");
        }
        assertThat(Cli.run("table", "domineering", "2").out())
                .contains("1 = the first player wins, 2 = the second player wins, V = Vertical wins whoever starts, H = Horizontal wins");
    }

    @Test
    void aSingleNumberIsASquare() {
        assertThat(cells(Cli.run("table", "chomp", "3", "--json").json())).isEqualTo(cells(Cli.run("table", "chomp", "3x3", "--json").json()));
    }
}
