package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** {@code zermelo tree} on trees of payoff vectors and on Nim for several players: outputs, JSON, and refusals. */
class MultiPlayerTreeCommandTest {

    /** The three-player tree of MultiPlayerAnalysisTest, worked out by hand there. */
    private static final String TREE =
            "(A (B (C [3,3,0] [1,4,1]) (D [0,3,3] [4,1,1])) (E (F [0,3,3] [5,1,0]) (G [1,1,4] [3,0,3])))";

    @Test
    void maxnIsTheDefaultOnAVectorTreeAndSaysWhatEachPlayerGets() {
        Cli.Run run = Cli.run("tree", TREE);
        assertThat(run.code()).isZero();
        assertThat(run.out()).isEqualTo(String.join(System.lineSeparator(),
                "value [1,4,1], best child B",
                "principal variation: B C 1.1.2",
                "8 leaves evaluated, 15 nodes visited, 0 cutoffs",
                "pruned: nothing", ""));
        Cli.Run shallow = Cli.run("tree", TREE, "--algo", "maxn-shallow");
        assertThat(shallow.out()).contains("value [1,4,1], best child B", "6 leaves evaluated, 13 nodes visited, 2 cutoffs",
                "pruned: 1.2.2 2.2.2");
    }

    @Test
    void paranoidGivesPlayerOnesValueAndTheLeafItsLineReaches() {
        Cli.Run run = Cli.run("tree", TREE, "--algo", "paranoid", "--json", "--trace");
        assertThat(run.code()).isZero();
        JsonNode json = run.json();
        assertThat(json.get("algo").asText()).isEqualTo("paranoid");
        assertThat(json.get("value").asInt()).isZero();
        assertThat(json.get("payoffs").toString()).isEqualTo("[0,3,3]");
        assertThat(json.get("players").asInt()).isEqualTo(3);
        assertThat(json.get("bestChild").asText()).isEqualTo("B");
        assertThat(json.get("leavesEvaluated").asInt()).isEqualTo(5);
        assertThat(json.get("nodesVisited").asInt()).isEqualTo(11);
        assertThat(json.get("cutoffs").asInt()).isEqualTo(2);
        assertThat(json.get("pruned").toString()).isEqualTo("[\"2.1.2\",\"G\"]");
        assertThat(json.get("pv").toString()).isEqualTo("[\"B\",\"D\",\"1.2.1\"]");
        assertThat(json.get("trace").toString()).contains("leaf 1.1.1 = 3 of [3,3,0]", "enter E (MIN: player 2)",
                "cut at E (alpha cut): 0 <= alpha = 0, child G not visited");
        assertThat(Cli.run("tree", TREE, "--algo", "paranoid").out())
                .contains("value 0 for player 1 (players 2 and 3 against it), best child B",
                        "principal variation: B D 1.2.1, to the leaf [0,3,3]");
    }

    @Test
    void nimForThreePlayersShowsItsTreeValuesAndMoves() {
        Cli.Run run = Cli.run("tree", "--nim", "2,1", "--show");
        assertThat(run.code()).isZero();
        assertThat(run.out()).isEqualTo(String.join(System.lineSeparator(),
                "Nim for 3 players on heaps 2,1: a tree of 12 nodes, 5 leaves; who takes the last object gets 1, the others 0",
                "((([0,0,1]) ([0,0,1])) ([0,1,0]) (([0,0,1]) [0,1,0]))",
                "value [0,0,1], best child 1",
                "principal variation: 1 1.1 1.1.1",
                "moves: player 1 takes 1 from heap 1, player 2 takes 1 from heap 1, player 3 takes 1 from heap 2",
                "5 leaves evaluated, 12 nodes visited, 0 cutoffs",
                "pruned: nothing", ""));
        JsonNode json = Cli.run("tree", "--nim", "3,1", "--players", "2", "--algo", "paranoid", "--json").json();
        // Two players: paranoid is minimax, and 3 XOR 1 = 2 is a win for the first player (Bouton).
        assertThat(json.get("value").asInt()).isEqualTo(1);
        assertThat(json.get("heaps").asText()).isEqualTo("3,1");
        assertThat(json.get("moves").get(0).asText()).isEqualTo("player 1 takes 2 from heap 1");
        // Many pruned subtrees: the text names the first twelve and counts them all.
        assertThat(Cli.run("tree", "--nim", "2,2,1", "--algo", "maxn-shallow").out())
                .contains("pruned: 1.2.2 1.2.3 1.3.2 1.4.2 1.4.3 3.2 3.3 3.4 4.2 4.3 5.2 5.3 ... (13 subtrees in all)");
    }

    @Test
    void theHelpNamesTheSearchesOfVectorTrees() {
        String help = Cli.run("tree", "--help").out().replaceAll("\\s+", " "); // as one line, whatever the wrapping
        assertThat(help).contains("maxn, maxn-shallow or paranoid (default maxn)", "unless @N gives a node to player N",
                "On trees of payoff vectors", " maxn-shallow max^n with Korf's shallow pruning", "--nim", "--players");
    }

    static Stream<Arguments> bad() {
        return Stream.of(
                Arguments.of(new String[] {"tree", TREE, "--algo", "alphabeta"}, "the leaves are vectors of payoffs, one per "
                        + "player: a two-player search needs numbers for MAX; use maxn, maxn-shallow or paranoid"),
                Arguments.of(new String[] {"tree", TREE, "--algo", "bogus"}, "unknown algorithm 'bogus'"),
                Arguments.of(new String[] {"tree", "(A 1 2)", "--algo", "maxn"}, "maxn runs on a tree whose leaves are vectors"),
                Arguments.of(new String[] {"tree", "(A [1,2,3] 4)"}, "a number where the leaves before are vectors"),
                Arguments.of(new String[] {"tree", "(A [1,2,3] [1,2])"}, "the vector [1,2] has 2 payoffs where the vectors "
                        + "before have 3"),
                Arguments.of(new String[] {"tree", TREE, "--window", "1,2"}, "--window, --intervals and --dot are for trees"),
                Arguments.of(new String[] {"tree", TREE, "--intervals"}, "--window, --intervals and --dot are for trees"),
                Arguments.of(new String[] {"tree", TREE, "--players", "3"}, "--players is for --nim"),
                Arguments.of(new String[] {"tree", TREE, "--show"}, "are for a random tree"),
                Arguments.of(new String[] {"tree", TREE, "--nim", "2,1"}, "give one tree"),
                Arguments.of(new String[] {"tree", "--nim", "2,1", "--random", "2,2"}, "give one tree"),
                Arguments.of(new String[] {"tree", "--nim", "2,1", "--algo", "alphabeta"}, "unknown algorithm 'alphabeta' for a "
                        + "tree whose leaves are vectors of payoffs: expected maxn, maxn-shallow or paranoid"),
                Arguments.of(new String[] {"tree", "--nim", "x"}, "bad heaps 'x'"),
                Arguments.of(new String[] {"tree", "--nim", "3", "--players", "1"}, "bad number of players 1"),
                Arguments.of(new String[] {"tree", "--nim", "7,7,7"}, "more than 1000000 nodes"),
                Arguments.of(new String[] {"tree", "--nim", "3,3,2", "--show"}, "--show prints trees of up to 1000 leaves; Nim "
                        + "on heaps 3,3,2 has 2606"),
                Arguments.of(new String[] {"tree", "--nim", "2,1", "--dot", "t.dot"}, "--window, --intervals and --dot"));
    }

    @ParameterizedTest
    @MethodSource("bad")
    void isRejectedWithOneLineAndExitTwo(String[] args, String expected) {
        Cli.Run run = Cli.run(args);
        assertThat(run.code()).as(String.join(" ", args)).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().strip()).as(String.join(" ", args)).contains(expected).doesNotContain("\n").doesNotContain("Exception");
    }
}
