package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.zermelo.tree.UniformTree;
import org.zermelo.tree.WinLossTree;

/** The commands that show the course's pages exactly (issue 27), each on a case whose answer is known. */
class CourseCommandsTest {

    @Test
    void expectiminimaxOnADeterministicGameGivesMinimaxValueInTextAndJson() {
        for (String depth : new String[] {"1", "2", "3"}) {
            JsonNode alphaBeta = Cli.run("search", "tictactoe", "X...O....", "--depth", depth, "--json").json();
            JsonNode expecti = Cli.run("search", "tictactoe", "X...O....", "--algo", "expectiminimax", "--depth", depth, "--json").json();
            assertThat(expecti.get("value").asInt()).as("depth " + depth).isEqualTo(alphaBeta.get("value").asInt());
            assertThat(expecti.get("expectedValue").isNull()).isTrue();
            Cli.Run text = Cli.run("search", "tictactoe", "X...O....", "--algo", "expectiminimax", "--depth", depth);
            String value = alphaBeta.get("value").asInt() > 0 ? "+" + alphaBeta.get("value").asInt() : alphaBeta.get("value").asText();
            assertThat(text.out()).contains(", value " + value + " (depth " + depth + ")").doesNotContain("expected");
        }
        // A won position: the same "win in N plies" as alpha-beta.
        assertThat(Cli.run("search", "tictactoe", "XX.OO....", "--algo", "expectiminimax", "--depth", "3").out())
                .contains("best move 3, value win in 1 ply");
    }

    @Test
    void helpSaysWhereTheCourseHasEachVariant() {
        for (String command : new String[] {"tree", "search", "compare", "solve"}) {
            String help = Cli.run(command, "--help").out();
            assertThat(help).as(command).contains("alphabeta-negamax-failhard", "'if e > a: a = e; if a >= b: return b; return a'",
                    "alphabeta-killer", "one killer per rootDepth - depth", "course: Ordering and time");
        }
    }

    @Test
    void theFailHardNegamaxTraceShowsCReturningItsBeta() {
        String tree = "(A (B 3 12 8) (C 2 4 6) (D 14 5 2))";
        assertThat(Cli.run("tree", tree, "--algo", "alphabeta-negamax-failhard", "--trace").out())
                .contains("  C returns -3 (3), a bound (fail low): its value is <=2");
        assertThat(Cli.run("tree", tree, "--algo", "alphabeta-negamax", "--trace").out())
                .contains("  C returns -2 (2), a bound (fail low): its value is <=2");
    }

    private static final String TEXTBOOK = "(A (B 3 12 8) (C 2 4 6) (D 14 5 2))";

    @Test
    void aWindowOnATreeSaysFailLowFailHighOrExact() {
        assertThat(Cli.run("tree", TEXTBOOK, "--window", "4,10").out()).startsWith("value <=4, best child none")
                .contains("window [4, 10]: fail low: the value is at most 4");
        assertThat(Cli.run("tree", TEXTBOOK, "--window", "-inf,2").out()).startsWith("value >=2, best child B")
                .contains("window [-inf, 2]: fail high: the value is at least 2");
        assertThat(Cli.run("tree", TEXTBOOK, "--window", "2,5").out()).startsWith("value 3, best child B")
                .contains("window [2, 5]: the value lies inside it, so it is exact");
        JsonNode json = Cli.run("tree", TEXTBOOK, "--window", "1,2", "--algo", "alphabeta-negamax", "--json").json();
        assertThat(json.get("outcome").asText()).isEqualTo("fail-high");
        assertThat(json.get("value").asInt()).as("fail-soft: B's 3").isEqualTo(3);
        assertThat(json.get("window").get(1).asInt()).isEqualTo(2);
        Cli.Run minimax = Cli.run("tree", TEXTBOOK, "--window", "1,2", "--algo", "minimax");
        assertThat(minimax.code()).isEqualTo(2);
        assertThat(minimax.err()).contains("minimax takes no window");
        assertThat(Cli.run("tree", TEXTBOOK, "--window", "1").err()).contains("expected ALPHA,BETA");
        assertThat(Cli.run("tree", TEXTBOOK, "--window", "1.5,2").err()).contains("more decimals than the tree's leaves");
        assertThat(Cli.run("tree", TEXTBOOK, "--window", "5,2").err()).contains("empty");
    }

    @Test
    void theIntervalsNarrowInTheTrace() {
        String out = Cli.run("tree", TEXTBOOK, "--intervals").out();
        assertThat(out).contains("    leaf 3.1 = 14\n    intervals: D [-inf, 14], A [3, 14]\n    leaf 3.2 = 5\n"
                + "    intervals: D [-inf, 5], A [3, 5]\n    leaf 3.3 = 2\n    intervals: D [2, 2], A [3, 3]\n");
        assertThat(Cli.run("tree", "(A (B 1 0) 1)", "--algo", "andor", "--intervals").err()).contains("intervals are shown for");
    }

    @Test
    void theNaiveStrategyIsShownLosingOnTheTextbookTree() {
        String out = Cli.run("tree", TEXTBOOK, "--algo", "naive").out();
        assertThat(out).startsWith("value 14, best child D").contains("the naive strategy aims at 14 through D, as if the "
                + "opponent would help; the opponent does not: D is worth 2 (minimax), where minimax plays B and is sure of 3");
        JsonNode json = Cli.run("tree", TEXTBOOK, "--algo", "naive", "--json").json();
        assertThat(json.get("bestChildMinimaxValue").asText()).isEqualTo("2");
        assertThat(json.get("minimaxValue").asText()).isEqualTo("3");
    }

    @Test
    void slidesNotationInfinityAndLabelledLeaves() {
        String out = Cli.run("tree", "(A (B G:-5 +inf) (C -inf 3) inf)", "--trace").out();
        assertThat(out).contains("    leaf G = -5", "    leaf 1.2 = +inf", "value +inf, best child 3");
        assertThat(Cli.run("tree", "(A (B G:-5 +inf) (C -inf 3) inf)", "--json").json().get("value").asText()).isEqualTo("+inf");
    }

    @Test
    void randomTreesReproduceTheCoursesCounts() {
        String best = Cli.run("tree", "--random", "3,4", "--seed", "1", "--order", "best").out();
        assertThat(best).containsPattern("alphabeta +17 ").containsPattern("minimax +81 ")
                .contains("b^ceil(d/2) + b^floor(d/2) - 1             17");
        assertThat(Cli.run("tree", "--random", "3,4", "--seed", "1", "--order", "worst").out()).containsPattern("alphabeta +81 ");
        JsonNode json = Cli.run("tree", "--random", "3,6", "--seed", "1", "--order", "best", "--trees", "5", "--json").json();
        assertThat(json.get("rows").get(1).get("leaves").asDouble()).isEqualTo(27 + 27 - 1);
        assertThat(json.get("rows").get(1).get("minLeaves").asLong()).isEqualTo(53);
        assertThat(json.get("formulas").get("minimalTree").asDouble()).isEqualTo(53);
        assertThat(Cli.run("tree", "--random", "2,3", "--seed", "1", "--order", "best", "--show").out())
                .contains("tree: (((7 4) (8 5)) ((3 2) (6 1)))");
        assertThat(Cli.run("tree", "--random", "3").err()).contains("expected B,D");
        assertThat(Cli.run("tree", "(A 1 2)", "--random", "3,4").err()).contains("not both");
        assertThat(Cli.run("tree", "--random", "3,4", "--trace").err()).contains("--show prints");
        assertThat(Cli.run("tree", "(A 1 2)", "--order", "best").err()).contains("for a random tree");
        assertThat(Cli.run("tree").err()).contains("give the tree as an EXPRESSION");
        assertThat(Cli.run("tree", "--random", "3,4", "--algo", "pvs").err()).contains("does not run on random trees");
        assertThat(Cli.run("tree", "(A 1 2)", "--algo", "pvs").err()).contains("does not run on typed trees");
    }

    @Test
    void pathologyAveragesTheTreesDecisionErrors() {
        // The command's rates are the means of each tree's errors (WinLossTreeTest checks those by brute force).
        JsonNode json = Cli.run("tree", "--pathology", "2,5", "--trees", "50", "--seed", "7", "--json").json();
        assertThat(json.get("height").asInt()).isEqualTo(5);
        assertThat(json.get("criticalP").asDouble()).isCloseTo((3 - Math.sqrt(5)) / 2, within(1e-12));
        String[] fields = {"pGames", "nGames"};
        WinLossTree.Kind[] kinds = {WinLossTree.Kind.P_GAME, WinLossTree.Kind.N_GAME};
        for (int k = 0; k < 2; k++) {
            double[] sum = new double[5];
            int won = 0;
            for (long seed = 7; seed < 57; seed++) {
                WinLossTree tree = WinLossTree.random(kinds[k], 2, 5, seed);
                double[] e = tree.decisionErrors();
                won += tree.rootWon() ? 1 : 0;
                for (int d = 0; d < 5; d++) {
                    sum[d] += e[d];
                }
            }
            JsonNode family = json.get(fields[k]);
            assertThat(family.get("rootWon").asDouble()).isEqualTo(won / 50.0);
            for (int d = 0; d < 5; d++) {
                assertThat(family.get("rows").get(d).get("error").asDouble()).isCloseTo(sum[d] / 50, within(1e-12));
            }
            assertThat(family.get("rows").get(4).get("error").asDouble()).isZero();
        }
        String text = Cli.run("tree", "--pathology", "2,10", "--trees", "1000", "--seed", "1").out();
        assertThat(text).containsPattern("P-games: wrong moves .*: deeper search errs more \\(pathology\\)")
                .containsPattern("N-games: wrong moves .*: deeper search errs less")
                .contains("   9*      0.0% +- 0.0%");
        assertThat(Cli.run("tree", "--pathology", "2,3").err()).contains("expected B,H").contains("4 or more");
        assertThat(Cli.run("tree", "--pathology", "1,6").err()).contains("expected B,H");
        assertThat(Cli.run("tree", "--pathology", "2,30").err()).contains("more than 16777216 leaves");
        assertThat(Cli.run("tree", "--pathology", "2,6", "--algo", "minimax").err()).contains("no option but --trees");
        assertThat(Cli.run("tree", "--pathology", "2,6", "--trees", "0").err()).contains("--trees must be 1 to 10000");
        assertThat(Cli.run("tree", "--pathology", "2,20", "--trees", "1000").err()).contains("too many");
        assertThat(Cli.run("tree", "--pathology", "2,6", "--branching-factor").err()).contains("not both");
        assertThat(Cli.run("tree", "--pathology", "2,6", "--max-leaves", "100").err()).contains("for --branching-factor");
        assertThat(Cli.run("tree", "--random", "2,6", "--max-leaves", "100").code()).isEqualTo(2);
    }

    @Test
    void branchingFactorMeasuresAsRandomTreesDoAndQuotesPearl() {
        JsonNode json = Cli.run("tree", "--branching-factor", "--max-leaves", "1000", "--trees", "2", "--seed", "3", "--json").json();
        JsonNode two = json.get("rows").get(0);
        assertThat(two.get("branching").asInt()).isEqualTo(2);
        assertThat(two.get("depth").asInt()).isEqualTo(9);
        assertThat(two.get("pearl").asDouble()).isCloseTo((1 + Math.sqrt(5)) / 2, within(1e-12));
        // The same trees as tree --random 2,9 --seed 3 --trees 2, and the same count.
        double leaves = Cli.run("tree", "--random", "2,9", "--seed", "3", "--trees", "2", "--algo", "alphabeta", "--json").json()
                .get("rows").get(0).get("leaves").asDouble();
        assertThat(two.get("leaves").asDouble()).isEqualTo(leaves);
        assertThat(two.get("measured").asDouble()).isCloseTo(Math.pow(leaves, 1.0 / 9), within(1e-12));
        for (JsonNode row : json.get("rows")) {
            int b = row.get("branching").asInt();
            assertThat(row.get("pearl").asDouble()).isEqualTo(UniformTree.alphaBetaBranching(b));
            // Beyond sqrt(1000), not even two levels fit: formulas only.
            assertThat(row.get("measured").isNull()).isEqualTo(b > 31);
        }
        assertThat(Cli.run("tree", "--branching-factor", "--max-leaves", "1000", "--trees", "1", "--seed", "1").out())
                .contains("\n1000000000   -         -     56048388");
        assertThat(Cli.run("tree", "--branching-factor", "--max-leaves", "3").err()).contains("--max-leaves must be 4 to");
        assertThat(Cli.run("tree", "--branching-factor", "--trees", "11").err()).contains("--trees must be 1 to 10");
        assertThat(Cli.run("tree", "--branching-factor", "--order", "best").err()).contains("no option but");
    }

    @Test
    void theSlidesGraphsCountAsTheCourseDoes() {
        assertThat(Cli.run("graph", "grundy", "7").out()).startsWith("grundy 7: 14 positions, 3 terminal, 17 moves");
        String space = Cli.run("graph", "sautemouton", "--space").out();
        assertThat(space).startsWith("sautemouton RR_BB: 60 configurations, 10 terminal; 27 reachable from RR_BB (marked *), "
                + "4 of them terminal");
        assertThat(space.lines().filter(l -> l.startsWith("*"))).hasSize(27);
        assertThat(space).contains("*  RR_BB     red      won             5  1 2", "   BB_RR     red      lost            0  (game over)");
        JsonNode json = Cli.run("graph", "sautemouton", "--space", "--json").json();
        assertThat(json.get("configurations").asInt()).isEqualTo(60);
        assertThat(json.get("reachable").asInt()).isEqualTo(27);
        assertThat(Cli.run("graph", "tictactoe", "XOXXO.O..", "--space").err()).contains("does not list its configurations");
    }

    @Test
    void nimIsExplainedAsTheSlidesTableAndPlaySaysHowHeapsAreNumbered() {
        String out = Cli.run("solve", "nim", "1,3,4,7", "--explain").out();
        assertThat(out).contains("  4    IIIIIII     7  111", "  sum              1  001", "best moves: 1:1 2:1 4:1");
        assertThat(Cli.run("solve", "nim", "1,3,4,7", "--explain", "--json").json().get("explanation")).hasSizeGreaterThan(6);
        assertThat(Cli.run("solve", "tictactoe", "--explain").err()).contains("--explain is for nim");
        assertThat(Cli.runWithInput("quit\n", "play", "nim").out())
                .contains("heaps numbered from 1 left to right (the course's program numbers them from 0", "heap 1: ");
    }

    @Test
    void monteCarloTakesTheConfidenceLevelAPlayoutStrategyAndEvaluatesAHorizon() {
        JsonNode at95 = Cli.run("montecarlo", "tictactoe", "--playouts", "1000", "--seed", "7", "--json").json();
        JsonNode at99 = Cli.run("montecarlo", "tictactoe", "--playouts", "1000", "--seed", "7", "--confidence", "99%", "--json").json();
        assertThat(at95.get("phi").asDouble()).isEqualTo(1.96);
        assertThat(at99.get("phi").asDouble()).isCloseTo(2.5758, org.assertj.core.api.Assertions.within(1e-4));
        JsonNode last95 = at95.get("rows").get(at95.get("rows").size() - 1);
        JsonNode last99 = at99.get("rows").get(at99.get("rows").size() - 1);
        assertThat(last99.get("estimate").asDouble()).as("the same playouts").isEqualTo(last95.get("estimate").asDouble());
        assertThat(last99.get("epsilon").asDouble() / last95.get("epsilon").asDouble())
                .isCloseTo(2.5758293 / 1.96, org.assertj.core.api.Assertions.within(1e-6));
        assertThat(Cli.run("montecarlo", "tictactoe", "--playouts", "100", "--seed", "7", "--confidence", "0.9").out())
                .contains("confidence 90%: Phi = 1.6449", "90% interval");
        assertThat(Cli.run("montecarlo", "tictactoe", "--playouts", "10", "--confidence", "100%").err()).contains("bad --confidence");
        // Greedy playouts take the win X has at once; random ones do not always.
        String greedy = Cli.run("montecarlo", "tictactoe", "XX.OO....", "--playouts", "100", "--seed", "1", "--playout", "greedy").out();
        assertThat(greedy).contains("both sides play greedily", "      100    1.0000    0.0000  [1.0000, 1.0000]");
        assertThat(Cli.run("montecarlo", "tictactoe", "XX.OO....", "--playouts", "100", "--seed", "1").out())
                .doesNotContain("      100    1.0000");
        // A rollout of a backgammon position: greedy playouts by a named evaluation, the mean game value in points
        // beside the winning rate, and how often each value came; the last-roll race is worth 3/4 and 1/2 point.
        String rollout = Cli.run("montecarlo", "backgammon", "AQAAgAAAAAAAAA", "--playouts", "2000", "--seed", "1",
                "--playout", "greedy", "--eval", "race").out();
        assertThat(rollout).contains("both sides play greedily by the evaluation race", "the mean game value for first player, in the game's "
                + "units (backgammon: points a game)", "game values for first player: +3 0.0%, +2 0.0%, +1 7", "value   epsilon");
        JsonNode points = Cli.run("montecarlo", "backgammon", "APD/BwABAAAAAA", "--playouts", "50", "--seed", "1",
                "--playout", "greedy", "--eval", "pubeval", "--json").json();
        JsonNode last = points.get("rows").get(points.get("rows").size() - 1);
        assertThat(last.get("value").asDouble()).isEqualTo(2.0);
        assertThat(last.get("valueEpsilon").asDouble()).isEqualTo(0.0);
        assertThat(points.get("results").get("2").asLong()).isEqualTo(50);
        assertThat(points.get("evaluation").asText()).isEqualTo("pubeval");
        assertThat(Cli.run("montecarlo", "backgammon", "--playouts", "10", "--eval", "race").err())
                .contains("--eval chooses the evaluation of greedy playouts: add --playout greedy");
        assertThat(Cli.run("montecarlo", "backgammon", "--playouts", "10", "--playout", "greedy", "--eval", "gnubg").err())
                .contains("unknown evaluation 'gnubg' for backgammon");
        // Minimax with a Monte-Carlo evaluation at its horizon, from the command line and as an AI.
        String search = Cli.run("search", "tictactoe", "X...O....", "--depth", "2", "--playouts", "50", "--seed", "3").out();
        assertThat(search).startsWith("evaluation at the horizon: Monte-Carlo, 50 random playouts a leaf, seed 3")
                .contains("the value as a winning rate by the playouts: ");
        assertThat(Cli.run("search", "tictactoe", "XX.OO....", "--depth", "2", "--playouts", "20", "--seed", "1").out())
                .contains("best move 3, value win in 1 ply");
        assertThat(Cli.run("search", "tictactoe", "--seed", "3").err()).contains("add --playouts N");
        JsonNode match = Cli.run("match", "tictactoe", "--a", "alphabeta:depth=2,playouts=30", "--b", "random", "--games", "10",
                "--seed", "1", "--json").json();
        assertThat(match.get("aWins").asInt()).isGreaterThan(match.get("bWins").asInt());
    }

    @Test
    void killersAndHistoryActOnGamesWithTheirOwnOrderAndCompareSaysWhereAStepCostsOrChangesNothing() {
        for (String[] game : new String[][] {{"connect4", "4453", "10"}, {"othello", "f5d6c3d3c4f4f6", "7"}, {"domineering", "6x6", "5"}}) {
            JsonNode rows = Cli.run("compare", game[0], game[1], "--depth", game[2], "--algos",
                    "alphabeta-tt,alphabeta-killers,alphabeta-history", "--json").json().get("rows");
            long tt = rows.get(0).get("nodes").asLong();
            long killers = rows.get(1).get("nodes").asLong();
            long history = rows.get(2).get("nodes").asLong();
            assertThat(killers).as(game[0] + ": killers act").isNotEqualTo(tt);
            assertThat(history).as(game[0] + ": history acts").isNotEqualTo(killers);
        }
        String deep = Cli.run("compare", "tictactoe", "--depth", "9").out();
        assertThat(deep).contains("note: alphabeta-history visits 4.0% more nodes than alphabeta-killers, on which it builds: "
                + "the history's order did worse than the order before it here");
        String shallow = Cli.run("compare", "tictactoe", "--depth", "1").out();
        assertThat(shallow).contains("note: alphabeta-killers visits the same 10 nodes as alphabeta-tt, on which it builds: its "
                + "killers changed the order of no move searched here");
        JsonNode json = Cli.run("compare", "tictactoe", "--depth", "1", "--json").json();
        assertThat(json.get("notes").size()).isGreaterThanOrEqualTo(3);
        // Two rows alike that no step note links: pvs and alphabeta-tt, 164 nodes each, the killers
        // having saved 3 nodes and pvs's searches again cost 3; not the rows that steps changing nothing link.
        String othello = Cli.run("compare", "othello", "f5d6c3", "--depth", "4", "--algos",
                "alphabeta-tt,alphabeta-killers,alphabeta-history,pvs").out();
        assertThat(othello).contains("note: pvs visits the same 164 nodes as alphabeta-tt by another road: the steps between "
                + "them saved as many nodes as they cost here");
        assertThat(othello).doesNotContain("alphabeta-history visits the same 161 nodes as alphabeta-tt");
        String grundy = Cli.run("compare", "grundy", "9", "--depth", "4", "--algos",
                "alphabeta,alphabeta-killer,alphabeta-negamax,alphabeta-negamax-failhard").out();
        assertThat(grundy).doesNotContain("by another road");
    }
}
