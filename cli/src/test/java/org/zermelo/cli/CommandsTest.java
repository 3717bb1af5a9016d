package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zermelo.game.Games;
import org.zermelo.tree.TreeExamples;

/** Each command's output on cases whose answers are known facts. */
class CommandsTest {

    private static List<String> texts(JsonNode array) {
        List<String> list = new ArrayList<>();
        array.forEach(n -> list.add(n.asText()));
        return list;
    }

    @Test
    void gamesListsTicTacToeWithItsNotation() {
        Cli.Run run = Cli.run("games", "--json");
        assertThat(run.code()).isZero();
        JsonNode games = run.json().get("games");
        assertThat(games).isNotEmpty();
        JsonNode ttt = null;
        for (JsonNode game : games) {
            if (game.get("name").asText().equals("tictactoe")) {
                ttt = game;
            }
        }
        assertThat(ttt).as("tictactoe among the games").isNotNull();
        assertThat(ttt.get("start").asText()).isEqualTo(".........");
        assertThat(ttt.get("example").asText()).isEqualTo("X...O....");
        assertThat(ttt.get("moveNotation").asText()).contains("1 to 9");
    }

    @Test
    void theGoalOptionIsTheGoalWrittenAfterThePosition() {
        JsonNode withOption = Cli.run("solve", "pig", "15,10,3", "--goal", "20", "--json").json();
        JsonNode written = Cli.run("solve", "pig", "15,10,3/20", "--json").json();
        assertThat(withOption.get("position").asText()).isEqualTo("15,10,3/20");
        assertThat(withOption.get("value").asDouble()).isEqualTo(written.get("value").asDouble());
        JsonNode start = Cli.run("search", "pig", "--goal", "20", "--algo", "expectiminimax", "--depth", "3", "--json").json();
        assertThat(start.get("position").asText()).isEqualTo("0,0,0/20");
    }

    @Test
    void searchAndCompareOfAGameOfChanceWorkOnTheirDefaults() {
        Cli.Run search = Cli.run("search", "pig", "--json");
        assertThat(search.code()).as(search.err()).isZero();
        assertThat(search.json().get("algo").asText()).isEqualTo("expectiminimax");
        Cli.Run compare = Cli.run("compare", "pig", "--depth", "2");
        assertThat(compare.code()).as(compare.err()).isZero();
        assertThat(compare.out()).contains("expectiminimax", "star1", "star2", "all algorithms that reached the same depth agree")
                .containsPattern("star2 +\\+0\\.\\d{4} +roll");
    }

    @Test
    void playTakesThePositionAfterTheGameAsEveryCommandDoes() {
        Cli.Run positional = Cli.runWithInput("", "play", "tictactoe", "XO.......");
        assertThat(positional.code()).as(positional.err()).isZero();
        assertThat(positional.out()).contains(" X | O | 3 ");
        assertThat(Cli.runWithInput("", "play", "tictactoe", "--position", "XO.......").out()).isEqualTo(positional.out());
    }

    @Test
    void pigIsShownFromTheSamePlayersViewWhoeverIsToMove() {
        Cli.Run run = Cli.runWithInput("roll\nhold\n", "play", "pig", "12,30,0", "--second", "random", "--seed", "5");
        assertThat(run.code()).as(run.err()).isZero();
        // The notation 12,30,0 is the mover's: the first player has 12, the second 30, and they keep their places.
        assertThat(run.out()).contains("first player 12, second player 30 (goal 100); first player to move, turn total 0")
                .containsPattern("first player 1\\d, second player 30 \\(goal 100\\); second player to move, turn total 0");
    }

    @Test
    void backgammonIsPlayedToTheEndWithTheBoardAndTheDice() {
        Cli.Run run = Cli.run("play", "backgammon", "--first", "expectiminimax:depth=1", "--second", "expectiminimax:depth=1,eval=race",
                "--seed", "3");
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("+13-14-15-16-17-18------19-20-21-22-23-24-+", "X (first player) rolled", "O (second player) rolled",
                "pips 167").containsPattern("Game over: (first|second) player won( by a gammon| by a backgammon)?[.]");
        // A human's bad move gets the rule and another try; the legal moves, which have spaces, come with commas.
        Cli.Run human = Cli.runWithInput("13/10 24/23\nhelp\nquit\n", "play", "backgammon", "--seed", "1");
        assertThat(human.out()).contains("chance: 32", "'13/10 24/23' is not a legal move with 3-2", "legal moves: 24/21 24/22, 24/21 13/11, ");
    }

    @Test
    void aPositionBeforeTheRollIsSearchedForItsExpectedValue() {
        // A position ID pasted from GNU Backgammon, the player on roll before the roll.
        Cli.Run run = Cli.run("search", "backgammon", "sGfwATDgc/ABMA", "--depth", "2");
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).containsPattern("the dice are rolled here: no move to choose; value [-+]0[.]\\d{4} expected \\(depth 2\\)");
    }

    @Test
    void aConnectFourWinSaysWhatItsScoreMeans() {
        // X plays 1 four times, O 2 three times: X wins with its 4th stone, Pons' score 18.
        Cli.Run run = Cli.runWithInput("1\n2\n1\n2\n1\n2\n1\n", "play", "connect4", "--second", "human");
        assertThat(run.out()).contains("Game over: X won with its 4th stone (score 18: 22 minus the winner's stones).");
    }

    @Test
    void completionPrintsABashScriptOfTheCommandsAndVersionIsPrinted() {
        Cli.Run run = Cli.run("completion");
        assertThat(run.code()).isZero();
        assertThat(run.out()).startsWith("#!/usr/bin/env bash").contains("complete -F _complete_zermelo")
                .contains("solve", "compare", "nboard", "--algo");
        assertThat(Cli.run("--version").out().strip()).isEqualTo("zermelo 0.1.0");
    }

    @Test
    void gamesNamesTheSolverThatSolveUses() {
        for (JsonNode game : Cli.run("games", "--json").json().get("games")) {
            String name = game.get("name").asText();
            if (name.equals("pig") || name.equals("tictactoe")) { // the others' examples take seconds to solve
                JsonNode solved = Cli.run("solve", name, game.get("example").asText(), "--json").json();
                assertThat(solved.get("algo").asText()).as(name).startsWith(game.get("solver").asText());
            }
        }
    }

    @Test
    void aChanceSearchReportsItsExpectedValueInTheGamesUnits() {
        JsonNode j = Cli.run("search", "pig", "19,10,0", "--goal", "20", "--algo", "expectiminimax", "--depth", "3", "--json").json();
        // Every face but a 1 reaches the goal at once (+1); a 1 passes the turn at 19 to 10, a
        // position the evaluation values below +1: the expected value is above 5/6 - 1/6.
        double expected = j.get("expectedValue").asDouble();
        assertThat(expected).isBetween(4 / 6.0, 1.0);
        assertThat(expected * (org.zermelo.game.Scores.EVAL_LIMIT - 1)).isCloseTo(j.get("value").asDouble(), within(1.0));
    }

    @Test
    void solveTicTacToeIsADrawWithNineBestMoves() {
        Cli.Run run = Cli.run("solve", "tictactoe", "--json");
        assertThat(run.code()).isZero();
        JsonNode j = run.json();
        assertThat(j.get("game").asText()).isEqualTo("tictactoe");
        assertThat(j.get("position").asText()).isEqualTo(".........");
        assertThat(j.get("value").asInt()).isZero();
        assertThat(j.get("outcome").asText()).isEqualTo("draw");
        assertThat(texts(j.get("bestMoves"))).containsExactly("1", "2", "3", "4", "5", "6", "7", "8", "9");
        assertThat(j.get("nodes").asLong()).isPositive();
        assertThat(j.has("timeMs")).isTrue();
        assertThat(j.has("remoteness")).isFalse();
    }

    @Test
    void everyExactAlgorithmSolvesTheSameWin() {
        for (String algo : List.of("minimax", "negamax", "alphabeta", "alphabeta-negamax")) {
            JsonNode j = Cli.run("solve", "tictactoe", "XX.OO....", "--algo", algo, "--json").json();
            assertThat(j.get("value").asInt()).as(algo).isEqualTo(1);
            assertThat(j.get("outcome").asText()).as(algo).isEqualTo("win");
            assertThat(texts(j.get("bestMoves"))).as(algo).containsExactly("3");
            assertThat(j.get("remoteness").asInt()).as(algo).isEqualTo(1);
        }
    }

    @Test
    void solveFindsEveryWinningMoveNotOnlyTheFastest() {
        // X to move on X.X/.O./O.. : 2 wins at once; other moves win later or not at all.
        JsonNode j = Cli.run("solve", "tictactoe", "X.X.O.O..", "--json").json();
        assertThat(j.get("outcome").asText()).isEqualTo("win");
        assertThat(j.get("remoteness").asInt()).isEqualTo(1);
        assertThat(texts(j.get("bestMoves"))).contains("2");
    }

    @Test
    void solveOfAFinishedGameGivesItsResult() {
        JsonNode j = Cli.run("solve", "tictactoe", "XXXOO....", "--json").json();
        assertThat(j.get("value").asInt()).isEqualTo(-1);
        assertThat(j.get("outcome").asText()).isEqualTo("loss");
        assertThat(j.get("bestMoves")).isEmpty();
    }

    @Test
    void searchReportsTheContractFields() {
        Cli.Run run = Cli.run("search", "tictactoe", "X...O....", "--algo", "alphabeta", "--depth", "3", "--json");
        assertThat(run.code()).isZero();
        JsonNode j = run.json();
        for (String field : List.of("game", "position", "algo", "value", "bestMove", "pv", "depth", "nodes", "timeMs")) {
            assertThat(j.has(field)).as(field).isTrue();
        }
        assertThat(j.get("depth").asInt()).isEqualTo(3);
        assertThat(j.get("pv")).hasSize(3);
        assertThat(j.get("exact").asBoolean()).isFalse();
        assertThat(j.get("bestMove").asText()).isEqualTo(j.get("pv").get(0).asText());
    }

    @Test
    void minimaxAndAlphaBetaAgreeOnSearchValueButNotOnWork() {
        JsonNode minimax = Cli.run("search", "tictactoe", "--algo", "minimax", "--depth", "5", "--json").json();
        JsonNode alphabeta = Cli.run("search", "tictactoe", "--algo", "alphabeta", "--depth", "5", "--json").json();
        assertThat(alphabeta.get("value").asInt()).isEqualTo(minimax.get("value").asInt());
        assertThat(alphabeta.get("leavesEvaluated").asLong()).isLessThan(minimax.get("leavesEvaluated").asLong());
        assertThat(minimax.get("leavesEvaluated").asLong()).isEqualTo(15120); // 9*8*7*6*5, no game ends before ply 5
    }

    @Test
    void timedSearchDeepensToTheEndOfTicTacToe() {
        Cli.Run run = Cli.run("search", "tictactoe", "--time", "5s");
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("depth 1 ").contains("(exact)").contains("value 0 (exact)");
    }

    @Test
    void engineSearchPrintsOneLinePerIterationAndDeepensToTheEnd() {
        Cli.Run run = Cli.run("search", "tictactoe", "--algo", "pvs", "--depth", "12", "--hash", "4");
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("depth 1 ").contains("depth 9 ").contains("value 0 (exact)").doesNotContain("depth 10 ")
                .contains("first move").contains("ebf");
        JsonNode j = Cli.run("search", "tictactoe", "--algo", "mtdf", "--depth", "4", "--json").json();
        assertThat(j.get("iterations")).hasSize(4);
        assertThat(j.get("depth").asInt()).isEqualTo(4);
    }

    @Test
    void compareGivesTheCoursesStatisticsTableAndTheAlgorithmsAgree() {
        JsonNode j = Cli.run("compare", "tictactoe", "X...O....", "--depth", "6", "--json").json();
        assertThat(j.get("agree").asBoolean()).isTrue();
        assertThat(j.get("rows")).hasSize(8);
        long minimaxLeaves = j.get("rows").get(0).get("leavesEvaluated").asLong();
        long value = j.get("rows").get(0).get("value").asLong();
        for (JsonNode row : j.get("rows")) {
            for (String field : List.of("algo", "value", "bestMove", "nodes", "leavesEvaluated", "cutoffs", "timeMs")) {
                assertThat(row.has(field)).as(field).isTrue();
            }
            assertThat(row.get("value").asLong()).as(row.get("algo").asText()).isEqualTo(value);
            if (!row.get("algo").asText().equals("minimax")) {
                assertThat(row.get("leavesEvaluated").asLong()).as(row.get("algo").asText()).isLessThan(minimaxLeaves);
            }
        }
        Cli.Run text = Cli.run("compare", "domineering", "5x5", "--algos", "alphabeta,pvs", "--time", "100ms");
        assertThat(text.code()).isZero();
        assertThat(text.out()).contains("alphabeta").contains("pvs").contains("agree");
    }

    @Test
    void perftCountsAreThePublishedOnes() {
        long[] expected = {1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872};
        for (int depth = 0; depth <= 9; depth++) {
            JsonNode j = Cli.run("perft", "tictactoe", Integer.toString(depth), "--json").json();
            assertThat(j.get("nodes").asLong()).as("perft %d", depth).isEqualTo(expected[depth]);
            assertThat(j.get("depth").asInt()).isEqualTo(depth);
        }
    }

    @Test
    void perftOfOthelloCountsPassesAndEndedGamesAsPublished() {
        JsonNode j = Cli.run("perft", "othello", "7", "--json").json();
        assertThat(j.get("nodes").asLong()).isEqualTo(55092);
        assertThat(j.get("position").asText()).isEqualTo("---------------------------OX------XO--------------------------- X");
        // A board starting with '-' is a position, not an option, wherever it stands.
        String start = "---------------------------OX------XO--------------------------- X";
        assertThat(Cli.run("perft", "othello", "2", start, "--json").json().get("nodes").asLong()).isEqualTo(12);
        assertThat(Cli.run("perft", "othello", "--json", "2", start).json().get("nodes").asLong()).isEqualTo(12);
    }

    @Test
    void evalShowsEachTermOfOthelloAddingUpToTheTotal() {
        JsonNode j = Cli.run("eval", "othello", "f5d6c3d3c4", "--json").json();
        assertThat(j.get("game").asText()).isEqualTo("othello");
        assertThat(j.get("sideToMove").asText()).isEqualTo("O");
        assertThat(j.get("terms")).hasSize(5);
        int sum = 0;
        for (JsonNode term : j.get("terms")) {
            assertThat(term.get("contribution").asInt()).isEqualTo(term.get("raw").asInt() * term.get("weight").asInt());
            sum += term.get("contribution").asInt();
        }
        assertThat(j.get("total").asInt()).isEqualTo(sum);
        Cli.Run text = Cli.run("eval", "othello");
        assertThat(text.code()).isZero();
        assertThat(text.out()).contains("mobility").contains("potential mobility").contains("corner neighbours");
        assertThat(text.out().lines().toList()).contains("total                                          0");
    }

    @Test
    void evalOfAGameWithoutTermsPrintsTheTotal() {
        // The course's open lines: X in the centre, O on an edge, X to move: 6 - 4.
        Cli.Run run = Cli.run("eval", "tictactoe", ".O..X....");
        assertThat(run.out()).contains("evaluation: 2");
        assertThat(Cli.run("eval", "tictactoe", ".O..X....", "--json").json().get("total").asInt()).isEqualTo(2);
    }

    @Test
    void graphOfTicTacToeHasTheKnownCountsAndADrawnRoot() {
        Cli.Run run = Cli.run("graph", "tictactoe", "--json");
        assertThat(run.code()).isZero();
        JsonNode j = run.json();
        assertThat(j.get("game").asText()).isEqualTo("tictactoe");
        assertThat(j.get("position").asText()).isEqualTo(".........");
        assertThat(j.get("positions").asInt()).isEqualTo(5478);
        assertThat(j.get("terminal").asInt()).isEqualTo(958);
        assertThat(j.get("value").asInt()).isZero();
        assertThat(j.get("remoteness").asInt()).as("a drawn game fills the board").isEqualTo(9);
        JsonNode nodes = j.get("nodes");
        assertThat(nodes).hasSize(5478);
        JsonNode root = nodes.get(0);
        assertThat(root.get("position").asText()).isEqualTo(".........");
        assertThat(root.get("toMove").asText()).isEqualTo("X");
        assertThat(texts(root.get("bestMoves"))).containsExactly("1", "2", "3", "4", "5", "6", "7", "8", "9");
        Set<String> positions = new HashSet<>();
        nodes.forEach(n -> positions.add(n.get("position").asText()));
        assertThat(positions).as("each position once").hasSize(5478);
        int edges = 0;
        Set<String> targets = new HashSet<>();
        for (JsonNode n : nodes) {
            for (JsonNode e : n.get("edges")) {
                targets.add(e.get("to").asText());
                edges++;
            }
            assertThat(n.get("terminal").asBoolean()).isEqualTo(n.get("edges").isEmpty());
        }
        assertThat(positions.containsAll(targets)).as("every move leads to a listed position").isTrue();
        assertThat(j.get("moves").asInt()).isEqualTo(edges);
    }

    @Test
    void graphListsASmallGraphPositionByPosition() {
        // O to move completes the diagonal 3-5-7; whatever else happens, someone wins next move.
        Cli.Run run = Cli.run("graph", "tictactoe", "X.OXO..X.");
        assertThat(run.code()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines.get(0)).matches("tictactoe X\\.OXO\\.\\.X\\.: \\d+ positions, \\d+ terminal, \\d+ moves");
        assertThat(lines.get(1)).isEqualTo("root X.OXO..X.: won for O (to move), 1 ply to the end with best play; best moves: 7");
        int positions = Integer.parseInt(lines.get(0).replaceAll(".*: (\\d+) positions.*", "$1"));
        assertThat(lines.subList(3, lines.size())).hasSize(1 + positions);
        assertThat(lines.get(3)).startsWith("position").contains("to move").contains("remoteness");
        assertThat(lines.get(4)).matches("X\\.OXO\\.\\.X\\. +O +won +1 +7");
        assertThat(lines).anyMatch(l -> l.matches("X\\.OXO\\.OX\\. +X +lost +0 +\\(game over\\)"));
    }

    @Test
    void graphOfALargeGameListsPositionsOnlyWhenAsked() {
        assertThat(Cli.run("graph", "tictactoe").out().lines()).hasSize(3);
        assertThat(Cli.run("graph", "tictactoe", "--list").out().lines()).hasSize(3 + 1 + 5478);
    }

    @Test
    void graphDrawsDotToAFileOrToStandardOutput(@TempDir Path dir) throws Exception {
        Path dot = dir.resolve("graph.dot");
        Cli.Run run = Cli.run("graph", "tictactoe", "XOXOXO...", "--dot", dot.toString(), "--json");
        assertThat(run.code()).isZero();
        int positions = run.json().get("positions").asInt();
        String text = Files.readString(dot);
        assertThat(text).startsWith("digraph").endsWith("}\n").contains("peripheries=2").contains("penwidth=3");
        assertThat(text.lines().filter(l -> l.matches(" {2}n\\d+ \\[label=.*"))).hasSize(positions);
        Cli.Run stdout = Cli.run("graph", "tictactoe", "XOXOXO...", "--dot", "-");
        assertThat(stdout.out()).isEqualTo(text);
    }

    @Test
    void theCoursesNimIsLostForTheFirstPlayer() {
        JsonNode j = Cli.run("solve", "nim", "7,5,3,1", "--json").json();
        assertThat(j.get("value").asInt()).isEqualTo(-1);
        assertThat(j.get("outcome").asText()).isEqualTo("loss");
        assertThat(j.get("bestMoves")).as("lost: every move, 7 + 5 + 3 + 1 of them").hasSize(16);
        // 3 XOR 4 XOR 5 = 2: only taking 2 from the first heap makes the XOR 0.
        assertThat(texts(Cli.run("solve", "nim", "3,4,5", "--json").json().get("bestMoves"))).containsExactly("1:2");
    }

    @Test
    void theCoursesGrundyPileOfSevenIsLost() {
        JsonNode j = Cli.run("solve", "grundy", "7", "--json").json();
        assertThat(j.get("outcome").asText()).isEqualTo("loss");
        assertThat(texts(j.get("bestMoves"))).containsExactly("7=6+1", "7=5+2", "7=4+3");
    }

    @Test
    void perfectPlayersLoseTheCoursesNimAsFirstPlayer() {
        Cli.Run run = Cli.run("play", "nim", "--first", "perfect", "--second", "perfect", "--seed", "1");
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("heap 1: ||||| || (7)").contains("Game over: second player won.");
    }

    @Test
    void tableOfGrundyGivesItsSpragueGrundyValues() {
        Cli.Run run = Cli.run("table", "grundy", "25", "--json");
        assertThat(run.code()).isZero();
        JsonNode j = run.json();
        assertThat(j.get("game").asText()).isEqualTo("grundy");
        assertThat(j.get("kind").asText()).isEqualTo("grundy-values");
        assertThat(j.get("max").asInt()).isEqualTo(25);
        List<Integer> values = new ArrayList<>();
        j.get("values").forEach(v -> values.add(v.asInt()));
        // OEIS A002188, the Sprague-Grundy values of Grundy's game, G(0) to G(25).
        assertThat(values).containsExactly(0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3);
    }

    @Test
    void tableOfNimGivesEachHeapItsSize() {
        JsonNode values = Cli.run("table", "nim", "30", "--json").json().get("values");
        assertThat(values).hasSize(31);
        for (int n = 0; n <= 30; n++) {
            assertThat(values.get(n).asInt()).as("heap of %d", n).isEqualTo(n);
        }
    }

    @Test
    void tableIsAGridOfTenValuesPerRowWithALegend() {
        Cli.Run run = Cli.run("table", "grundy", "25");
        assertThat(run.code()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(5);
        assertThat(lines.get(0).split(" +")).containsExactly("", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9");
        assertThat(lines.get(1).strip().split(" +")).containsExactly("0", "0", "0", "0", "1", "0", "2", "1", "0", "2", "1");
        assertThat(lines.get(3).strip().split(" +")).containsExactly("20", "0", "4", "3", "0", "4", "3");
        assertThat(lines.get(4)).startsWith("grundy: ").contains("XOR");
    }

    @Test
    void textbookTreeWithAlphaBeta() {
        Cli.Run run = Cli.run("tree", "(A (B 3 12 8) (C 2 4 6) (D 14 5 2))", "--algo", "alphabeta", "--json");
        assertThat(run.code()).isZero();
        JsonNode j = run.json();
        assertThat(j.get("algo").asText()).isEqualTo("alphabeta");
        assertThat(j.get("value").asInt()).isEqualTo(3);
        assertThat(j.get("bestChild").asText()).isEqualTo("B");
        assertThat(j.get("leavesEvaluated").asInt()).isEqualTo(7);
        assertThat(j.get("nodesVisited").asInt()).isEqualTo(11);
        assertThat(texts(j.get("pruned"))).containsExactly("2.2", "2.3");
    }

    @Test
    void textbookTreeWithMinimaxEvaluatesEveryLeaf() {
        JsonNode j = Cli.run("tree", "(A (B 3 12 8) (C 2 4 6) (D 14 5 2))", "--algo", "minimax", "--json").json();
        assertThat(j.get("value").asInt()).isEqualTo(3);
        assertThat(j.get("leavesEvaluated").asInt()).isEqualTo(9);
        assertThat(j.get("nodesVisited").asInt()).isEqualTo(13);
        assertThat(j.get("cutoffs").asInt()).isZero();
        assertThat(j.get("pruned")).isEmpty();
    }

    @Test
    void traceShowsTheCutAtC() {
        Cli.Run run = Cli.run("tree", "(A (B 3 12 8) (C 2 4 6) (D 14 5 2))", "--trace");
        assertThat(run.out()).contains("cut at C (alpha cut): 2 <= alpha = 3, children 4 6 not visited");
        assertThat(run.out()).contains("enter C (MIN) window [3, +inf]");
    }

    @Test
    void everyExampleTreeRunsByNameWithItsAlgorithmAndItsStatedValue() {
        for (TreeExamples.Example example : TreeExamples.all()) {
            Cli.Run run = Cli.run("tree", "--example", example.name(), "--json");
            assertThat(run.code()).as(example.name()).isZero();
            JsonNode j = run.json();
            TreeExamples.Fact fact = example.facts().get(0);
            assertThat(j.get("example").asText()).isEqualTo(example.name());
            assertThat(j.get("tree").asText()).isEqualTo(example.tree());
            assertThat(j.get("algo").asText()).as(example.name()).isEqualTo(fact.algorithm());
            assertThat(j.get("value").asText()).as(example.name()).isEqualTo(fact.value());
            assertThat(j.get("bestChild").asText()).as(example.name()).isEqualTo(fact.bestChild());
            assertThat(texts(j.get("pruned"))).as(example.name()).containsExactlyElementsOf(fact.pruned());
        }
    }

    @Test
    void theSherbrookeExampleSaysItIsReconstructedAndNamesItsCuts() {
        Cli.Run run = Cli.run("tree", "--example", "sherbrooke", "--trace");
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("example sherbrooke: ", "source: the Sherbrooke slides", "Reconstructed: ",
                "cut at F (beta cut): 6 >= beta = 5, child 9 not visited", "cut at C (alpha cut)",
                "some course notes call the cut at a MAX node an alpha-coupure", "value 7, best child D", "pruned: 1.2.2 H 3.2.2");
        JsonNode j = Cli.run("tree", "--example", "sherbrooke", "--trace", "--json").json();
        assertThat(j.get("cutNames").asText()).contains("a beta cut stops a MAX node", "alpha-coupure");
        assertThat(Cli.run("tree", "--example", "sherbrooke", "--algo", "minimax", "--trace").out())
                .doesNotContain("alpha-coupure").contains("value 7, best child D");
    }

    @Test
    void theNaiveExampleGoesToTheBestLeafAndLoses() {
        Cli.Run run = Cli.run("tree", "--example", "l3-naive");
        assertThat(run.out()).contains("value 9, best child B",
                "the opponent does not: B is worth -inf (minimax), where minimax plays C and is sure of 4");
    }

    @Test
    void theHelpListsTheExamples() {
        String help = Cli.run("tree", "--help").out().replaceAll("\\s+", " ");
        for (String name : TreeExamples.names()) {
            assertThat(help).contains(name + ": ");
        }
    }

    @Test
    void traceGoesIntoTheJsonWhenAsked() {
        JsonNode j = Cli.run("tree", "(A (B 3 12 8) (C 2 4 6))", "--trace", "--json").json();
        assertThat(texts(j.get("trace"))).anyMatch(line -> line.contains("cut at C"));
    }

    @Test
    void decimalTreeValue() {
        JsonNode j = Cli.run("tree", "(max (min 1.5 -2) (min 3 0.25))", "--json").json();
        assertThat(j.get("value").decimalValue()).isEqualByComparingTo("0.25");
        assertThat(j.get("bestChild").asText()).isEqualTo("2");
    }

    @Test
    void andOrLabelsTheTree() {
        JsonNode won = Cli.run("tree", "(A (B 1 1) (C 0 1))", "--algo", "andor", "--json").json();
        assertThat(won.get("value").asInt()).isEqualTo(1);
        assertThat(won.get("bestChild").asText()).isEqualTo("B");
        JsonNode lost = Cli.run("tree", "(A (B 1 0) (C 0 1))", "--algo", "andor", "--json").json();
        assertThat(lost.get("value").asInt()).isZero();
    }

    @Test
    void dotFileHasPrunedAndPrincipalVariation(@TempDir Path dir) throws Exception {
        Path dot = dir.resolve("tree.dot");
        Cli.Run run = Cli.run("tree", "(A (B 3 12 8) (C 2 4 6) (D 14 5 2))", "--dot", dot.toString(), "--json");
        assertThat(run.code()).isZero();
        run.json(); // stdout stays one JSON object
        String text = Files.readString(dot);
        assertThat(text).startsWith("digraph").contains("style=dashed").contains("penwidth=3").contains("≤2");
    }

    @Test
    void twoAisPlayAGameToTheEnd() {
        Cli.Run run = Cli.run("play", "tictactoe", "--first", "alphabeta:depth=9", "--second", "perfect", "--seed", "3");
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("Game over: draw.");
    }

    @Test
    void humanInputIsCheckedAndAskedAgain() {
        Cli.Run run = Cli.runWithInput("0\nten\n5\n5\nhelp\nquit\n", "play", "tictactoe", "--second", "alphabeta:depth=1");
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("'0' is not a cell").contains("'ten' is not a cell")
                .contains("cell 5 is taken by X").contains("legal moves:").contains("Game stopped after 2 moves");
    }

    @Test
    void scriptedHumanPlaysToTheEnd() {
        // X tries every cell in turn (taken ones are refused and asked again), so the game must end.
        Cli.Run run = Cli.runWithInput("5\n1\n9\n3\n7\n2\n4\n6\n8\n", "play", "tictactoe", "--second", "random", "--seed", "1");
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("Game over:");
    }

    @Test
    void othelloAnnouncesAForcedPassAndTheFinalScore() {
        // O to move cannot flank anything: it passes; X takes c1 and O has no disc left, 7-0 (X holds
        // the centre) with 57 empty squares to the winner.
        Cli.Run run = Cli.runWithInput("d1\nc1\n", "play", "othello", "--position", "XO-------------------------XX------XX--------------------------- O");
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("O has no move and passes.")
                .contains("d1 is not legal for X: it flips no disc; legal moves: c1")
                .contains(" 1 X O * . . . . . 1")
                .contains("Game over: X won by 64. You win!")
                .contains("Moves: pass c1");
    }

    @Test
    void aGameOfOthelloBetweenTwoAIsIsPlayedToTheEnd() {
        Cli.Run run = Cli.run("play", "othello", "--first", "alphabeta:depth=1", "--second", "random", "--seed", "4");
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("X (alphabeta:depth=1) plays").contains("Game over:");
        String moves = run.out().lines().filter(l -> l.startsWith("Moves: ") && !l.contains("square")).findFirst().orElseThrow();
        // The moves printed read back as the final position, passes included.
        String last = run.out().lines().filter(l -> l.startsWith("X (black) ")).reduce((a, b) -> b).orElseThrow();
        String end = Games.byName("othello").parse(moves.substring("Moves: ".length())).toString();
        long xs = end.chars().filter(c -> c == 'X').count() - (end.endsWith("X") ? 1 : 0);
        long os = end.chars().filter(c -> c == 'O').count() - (end.endsWith("O") ? 1 : 0);
        assertThat(last).isEqualTo("X (black) " + xs + ", O (white) " + os);
    }

    @Test
    void endOfInputStopsTheGameCleanly() {
        Cli.Run run = Cli.run("play", "tictactoe");
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("(end of input)");
    }

    @Test
    void perfectPlayersDrawEveryGameOfTicTacToe() {
        Cli.Run run = Cli.run("match", "tictactoe", "--a", "perfect", "--b", "perfect", "--games", "10", "--seed", "1", "--json");
        assertThat(run.code()).isZero();
        JsonNode j = run.json();
        for (String field : List.of("game", "a", "b", "games", "aWins", "bWins", "draws", "eloDiff", "eloError")) {
            assertThat(j.has(field)).as(field).isTrue();
        }
        assertThat(j.get("game").asText()).isEqualTo("tictactoe");
        assertThat(j.get("a").asText()).isEqualTo("perfect");
        assertThat(j.get("games").asInt()).isEqualTo(10);
        assertThat(j.get("draws").asInt()).isEqualTo(10);
        assertThat(j.get("aWins").asInt() + j.get("bWins").asInt()).isZero();
        assertThat(j.get("eloDiff").asDouble()).isZero();
        assertThat(j.get("eloError").asDouble()).isZero();
    }

    @Test
    void thePerfectPlayerNeverLosesAndTheSeedReplaysTheMatch() {
        String[] args = {"match", "tictactoe", "--a", "perfect", "--b", "random", "--games", "20", "--seed", "5", "--json"};
        JsonNode j = Cli.run(args).json();
        assertThat(j.get("bWins").asInt()).isZero();
        assertThat(j.get("aWins").asInt()).as("random play loses some games").isPositive();
        assertThat(j.get("seed").asLong()).isEqualTo(5);
        assertThat(Cli.run(args).json()).isEqualTo(j);
    }

    @Test
    void anUnboundedDifferenceIsNullInJsonAndSaidInWords() {
        // One game, A first: 3 XOR 4 XOR 5 = 2 is won for the first player, 1 XOR 2 XOR 3 = 0 lost.
        String[] won = {"match", "nim", "--position", "3,4,5", "--a", "perfect", "--b", "perfect", "--games", "1", "--seed", "1"};
        assertThat(Cli.run(won).out()).contains("Elo difference of A over B: unbounded, since A won every game");
        String[] lost = {"match", "nim", "--position", "1,2,3", "--a", "perfect", "--b", "perfect", "--games", "1", "--json"};
        JsonNode j = Cli.run(lost).json();
        assertThat(j.get("bWins").asInt()).isEqualTo(1);
        assertThat(j.get("eloDiff").isNull()).isTrue();
        assertThat(j.get("eloError").isNull()).isTrue();
    }

    @Test
    void withAFirstAHoldsTheSideToMoveInEveryGame() {
        // 3 XOR 4 XOR 5 = 2: won for the first player, whom A plays in all 5 games; random B loses each.
        Cli.Run run = Cli.run("match", "nim", "--position", "3,4,5", "--a", "perfect", "--b", "random", "--games", "5", "--seed", "2",
                "--a-first");
        assertThat(run.code()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines.get(1)).isEqualTo("A plays first player (who moves first) in every game, each from an opening of its own.");
        assertThat(lines.get(3).split(" +")).containsExactly("A", "perfect", "5", "0", "0", "100.0%");
        JsonNode j = Cli.run("match", "nim", "--position", "1,2,3", "--a", "perfect", "--b", "perfect", "--games", "4", "--seed", "2",
                "--a-first", "--json").json();
        assertThat(j.get("aFirst").asBoolean()).isTrue();
        assertThat(j.get("bWins").asInt()).as("the lost side, in every game").isEqualTo(4);
        assertThat(j.get("firstPlayerWins").asInt()).isZero();
    }

    @Test
    void coloursAlternateBetweenTheAis() {
        // 1 XOR 2 XOR 3 = 0: lost for the first player. Between perfect players, whoever moves
        // second wins, A in the even games and B in the odd ones (1, 3, 5).
        Cli.Run run = Cli.run("match", "nim", "--position", "1,2,3", "--a", "perfect", "--b", "perfect", "--games", "5", "--seed", "1");
        assertThat(run.code()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines.get(1)).isEqualTo("A plays first player (who moves first) in odd games, second player in even games.");
        assertThat(lines.get(2).strip().split(" +")).containsExactly("wins", "draws", "losses", "score");
        assertThat(lines.get(3).split(" +")).containsExactly("A", "perfect", "2", "0", "3", "40.0%");
        assertThat(lines.get(4).split(" +")).containsExactly("B", "perfect", "3", "0", "2", "60.0%");
        assertThat(lines.get(5)).matches("first player +0 +0 +5 +0\\.0%");
        assertThat(lines.get(6)).matches("second player +5 +0 +0 +100\\.0%");
    }

    @Test
    void randomTicTacToeWinsForXAsOftenAsTheExactProbability() {
        // Uniformly random play: X wins with probability 737/1260, O 363/1260, a draw 160/1260
        // (weighting every game by its probability; checked by brute force). 20000 games put
        // the observed frequencies within 0.01 (about 3 standard deviations).
        JsonNode j = Cli.run("match", "tictactoe", "--a", "random", "--b", "random", "--games", "20000", "--seed", "9", "--json").json();
        int games = j.get("games").asInt();
        int first = j.get("firstPlayerWins").asInt();
        int second = j.get("aWins").asInt() + j.get("bWins").asInt() - first;
        assertThat((double) first / games).isCloseTo(737 / 1260.0, within(0.01));
        assertThat((double) second / games).isCloseTo(363 / 1260.0, within(0.01));
        assertThat(j.get("draws").asDouble() / games).isCloseTo(160 / 1260.0, within(0.01));
    }

    /**
     * The engine reuses the table's results of the same depth only, by default, and then finds
     * plain alpha-beta's value exactly; --reuse deeper takes deeper ones too. The AI specs take
     * reuse for the engine algorithms only.
     */
    @Test
    void searchReusesDeeperResultsUnlessAskedNotTo() {
        int plain = Cli.run("search", "othello", "f5d6c3", "--algo", "alphabeta", "--depth", "6", "--json").json().get("value").asInt();
        for (String algo : new String[] {"pvs", "mtdf", "aspiration"}) {
            Cli.Run same = Cli.run("search", "othello", "f5d6c3", "--algo", algo, "--depth", "6", "--json");
            assertThat(same.code()).isZero();
            assertThat(same.json().get("value").asInt()).as(algo).isEqualTo(plain);
            assertThat(Cli.run("search", "othello", "f5d6c3", "--algo", algo, "--depth", "6", "--reuse", "deeper", "--json").code()).isZero();
        }
        assertThat(Cli.run("search", "othello", "--algo", "pvs", "--reuse", "often").err()).contains("--reuse must be same or deeper");
        assertThat(Cli.run("search", "othello", "--algo", "alphabeta", "--reuse", "same").err()).contains("--reuse is for alphabeta-tt, ");
        Cli.Run match = Cli.run("match", "tictactoe", "--a", "pvs:depth=3,reuse=same", "--b", "pvs:depth=3,reuse=deeper", "--games", "2", "--seed", "1");
        assertThat(match.code()).as(match.err()).isZero();
        assertThat(Cli.run("match", "tictactoe", "--a", "pvs:reuse=sometimes", "--b", "random").err()).contains("bad reuse 'sometimes'");
        assertThat(Cli.run("match", "tictactoe", "--a", "alphabeta:reuse=same", "--b", "random").err()).contains("unknown option 'reuse'");
    }

    /**
     * Long jobs say so: a solve the game estimates out of reach warns at once, compare leaves out
     * a minimax that would visit ten billion nodes (and says so), and Nim and Grundy's game answer
     * a large position at once with the engine and their XOR rule, where AND/OR would never end.
     */
    @Test
    void hopelessRequestsAreSaidUpFrontOrAnsweredAnotherWay() throws Exception {
        Process p = new ProcessBuilder(java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName(), "solve", "othello")
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
        try (java.io.BufferedReader err = p.errorReader()) {
            assertThat(err.readLine()).isEqualTo("zermelo solve: warning: solving this position is estimated beyond any count of "
                    + "nodes: it may well not end (Ctrl-C stops it; 'zermelo search --time 10s' finds a good move)");
        } finally {
            p.destroyForcibly();
        }
        Cli.Run compare = Cli.run("compare", "connect4", "--depth", "8", "--algos", "minimax,alphabeta");
        assertThat(compare.err()).doesNotContain("left out");
        Cli.Run defaults = Cli.run("compare", "tictactoe", "--depth", "3");
        assertThat(defaults.out()).contains("minimax");
        assertThat(Cli.run("compare", "connect4", "--depth", "11", "--json").err())
                .startsWith("zermelo compare: minimax left out: it visits every node, about 2e+09 here (7 moves at the root, depth 11)");
        JsonNode nim = Cli.run("solve", "nim", "100,100,100,100,100", "--json").json();
        assertThat(nim.get("algo").asText()).isEqualTo("pvs");
        assertThat(nim.get("outcome").asText()).isEqualTo("win");
        assertThat(Cli.run("solve", "nim", "7,5,3,1", "--json").json().get("algo").asText()).isEqualTo("andor");
        JsonNode grundy = Cli.run("solve", "grundy", "1000", "--json").json();
        assertThat(grundy.get("algo").asText()).isEqualTo("pvs");
        assertThat(Cli.run("solve", "grundy", "7", "--json").json().get("algo").asText()).isEqualTo("andor");
    }
}
