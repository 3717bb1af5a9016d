package org.zermelo.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.zermelo.search.Algorithms;

/** Trees whose leaves are vectors of payoffs: how they are read, who moves where, and one clear message for each mistake. */
class VectorTreeParseTest {

    @Test
    void vectorLeavesGiveEachPlayerItsPayoffAndPlayersMoveInTurnByDepth() {
        GameTree tree = GameTree.parse("(A (B [3,1,2] G:[6, 2 ,1]) (C [1,5,3] (D [4,4,1] [0,0,-2.5])))");
        assertThat(tree.hasVectorLeaves()).isTrue();
        assertThat(tree.players()).isEqualTo(3);
        assertThat(tree.scale()).isEqualTo(1);
        int g = tree.find("G");
        assertThat(tree.isLeaf(g)).isTrue();
        assertThat(tree.payoffs(g)).containsExactly(60, 20, 10);
        assertThat(tree.payoff(tree.find("2.2.2"), 2)).isEqualTo(-25);
        assertThat(tree.formatPayoffs(tree.payoffs(tree.find("2.2.2")))).isEqualTo("[0,0,-2.5]");
        assertThat(tree.player(0)).isZero();
        assertThat(tree.player(tree.find("B"))).isEqualTo(1);
        assertThat(tree.player(tree.find("D"))).isEqualTo(2);
        assertThat(tree.player(tree.find("2.2.1"))).isZero(); // back to player 1 after the last
        assertThat(GameTree.parse("[1,2]").players()).isEqualTo(2);
        // A tree of numbers keeps its meaning.
        assertThat(GameTree.parse("(A (B 3 12 8) (C 2 4 6))").hasVectorLeaves()).isFalse();
    }

    @Test
    void aNodeMayBeGivenToAPlayerAndTheTurnsGoOnFromIt() {
        GameTree tree = GameTree.parse("(A (B @1 [1,2,3] (C [3,2,1] [0,0,0])) (D (E @3 (F [2,2,2] [0,5,1]))) (@1 [1,1,1]))");
        assertThat(tree.player(tree.find("B"))).isZero(); // player 1 moves again
        assertThat(tree.player(tree.find("C"))).isEqualTo(1);
        assertThat(tree.player(tree.find("D"))).isEqualTo(1);
        assertThat(tree.player(tree.find("E"))).isEqualTo(2);
        assertThat(tree.player(tree.find("F"))).isZero(); // after player 3, player 1
        assertThat(tree.player(tree.find("3"))).isZero();
        assertThat(GameTree.parse("(@1 [1,2] [3,4])").player(0)).isZero();
        // The paranoid reduction follows the players: B is MAX's, as player 1 moves there.
        assertThat(tree.paranoid().isMax(tree.find("B"))).isTrue();
        assertThat(tree.paranoid().isMax(tree.find("F"))).isTrue();
    }

    @Test
    void theParanoidReductionIsPlayerOneAgainstTheOthersWithTheSameNames() {
        GameTree tree = GameTree.parse("(A (B [3,1,2] [6,2,1]) (C [1,5,3] (D [4,4,1] [0,0,2])))");
        GameTree paranoid = tree.paranoid();
        assertThat(paranoid.hasVectorLeaves()).isFalse();
        assertThat(paranoid.size()).isEqualTo(tree.size());
        for (int node = 0; node < tree.size(); node++) {
            assertThat(paranoid.name(node)).isEqualTo(tree.name(node));
            assertThat(paranoid.isMax(node)).isEqualTo(tree.player(node) == 0);
            if (tree.isLeaf(node)) {
                assertThat(paranoid.scaledValue(node)).isEqualTo(tree.payoff(node, 0));
            }
        }
        // B, C and D are MIN's: the coalition moves twice in a row (C, then D); B is worth 3, C 0.
        assertThat(paranoid.isMax(tree.find("D"))).isFalse();
        assertThat(paranoid.minimax(tree.find("C"))).isZero();
        assertThat(paranoid.minimax(0)).isEqualTo(3);
        assertThatThrownBy(() -> GameTree.parse("(A 1 2)").paranoid()).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void twoPlayerSearchesRefuseVectorsAndNameTheMultiPlayerOnes() {
        GameTree tree = GameTree.parse("(A [1,2,3] [3,2,1])");
        assertThatThrownBy(() -> TreeAnalysis.run(tree, Algorithms.create("alphabeta", null)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the leaves are vectors of payoffs, one per player: a two-player search needs numbers for MAX; "
                        + "use maxn, maxn-shallow or paranoid");
        assertThatThrownBy(() -> MultiPlayerAnalysis.run(GameTree.parse("(A 1 2)"), MultiPlayerAnalysis.Method.MAXN))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("vectors of payoffs");
        assertThatThrownBy(() -> MultiPlayerAnalysis.Method.named("alphabeta"))
                .hasMessage("unknown algorithm 'alphabeta' for a tree whose leaves are vectors of payoffs: expected maxn, "
                        + "maxn-shallow or paranoid");
        // The names of the multi-player searches are not the catalogue's.
        for (String name : MultiPlayerAnalysis.Method.names()) {
            assertThat(Algorithms.exists(name)).as(name).isFalse();
        }
    }

    @ParameterizedTest(name = "[{index}] ''{0}'' -> {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "(A [1,2,3] 4)                 | at character 12: a number where the leaves before are vectors of payoffs",
        "(A [1,2,3] +inf)              | at character 12: a number where the leaves before are vectors",
        "(A [1,2,3] inf)               | at character 12: a number where the leaves before are vectors",
        "(A 4 [1,2,3])                 | at character 6: a vector of payoffs where the leaves before are numbers",
        "(A [1,2,3] [1,2])             | at character 12: the vector [1,2] has 2 payoffs where the vectors before have 3",
        "(A [1,2] (B [1,2,3] [0,0,0])) | at character 13: the vector [1,2,3] has 3 payoffs where the vectors before have 2",
        "(A [1] [2])                   | the vector [1] has 1 payoff: a vector has one payoff per player, 2 to 10",
        "(A [1,2,3,4,5,6,7,8,9,10,11] [2,3]) | has 11 payoffs",
        "(A [] [1,2])                  | unexpected ']' in a vector of payoffs: expected a number",
        "(A [1,] [1,2])                | unexpected ']' in a vector of payoffs: expected a number",
        "(A [1 2] [1,2])               | unexpected '2' in a vector of payoffs: expected ',' or ']'",
        "(A [1;2] [1,2])               | unexpected ';' in a vector of payoffs: expected ',' or ']'",
        "(A [1,x] [1,2])               | unexpected 'x' in a vector of payoffs: expected a number",
        "(A [1,+inf] [1,2])            | a payoff is a number such as 3, -2 or 2.5, not an infinity",
        "(A [1,2 [1,2])                | unexpected '[' in a vector of payoffs",
        "(A [1,2                       | at character 4: the vector opened here is not closed",
        "(A [1,2][3,4])                | unexpected '[' after a vector of payoffs: expected a space or ')'",
        "(A [1,2]x [3,4])              | unexpected 'x' after a vector of payoffs",
        "(A [1,2.] [3,4])              | a decimal point needs digits after it",
        "(A [1,1.1234567] [3,4])       | more than 6 decimals",
        "(A [1,2000000000] [3,4])      | too large",
        "(A (min [1,2] [3,4]) [1,1])   | node 1 has a kind (max, min or chance), but the nodes of a tree whose leaves are vectors",
        "(max A [1,2] [3,4])           | node A has a kind",
        "(A (chance 0.5:[1,2] 0.5:[3,4]) [1,1]) | node 1 has a kind",
        "(A (B @0 [1,2]) [3,4])        | at character 7: a node's player is written @ and its number, 1 to 10",
        "(A (B @11 [1,2]) [3,4])       | a node's player is written @ and its number",
        "(A (B @ [1,2]) [3,4])         | a node's player is written @ and its number",
        "(A (B @2x [1,2]) [3,4])       | a node's player is written @ and its number",
        "(A (B @1000 [1,2]) [3,4])     | a node's player is written @ and its number",
        "(A (B @1 @2 [1,2]) [3,4])     | at character 10: a node has one player, not two",
        "(A (B [1,2] @2) [3,4])        | at character 13: a node's player, @N, comes first inside its parentheses",
        "(A (B @3 [1,2]) [3,4])        | node B is given to player 3, but the vectors have 2 payoffs: the players are 1 to 2",
        "(A (B @2 1 2) 3)              | node B is given to player 2 (@2), but a tree of numbers has MAX and MIN",
        "(@2 [1,2] [3,4])              | the root is player 1's: write @N on the nodes below it",
    })
    void badVectorTreesAreRefusedWithAMessageSayingWhatIsExpected(String expression, String explanation) {
        assertThatThrownBy(() -> GameTree.parse(expression))
                .as("'%s'", expression)
                .isInstanceOf(IllegalArgumentException.class)
                .message()
                .startsWith("bad tree")
                .contains(explanation)
                .doesNotContain("\n");
    }
}
