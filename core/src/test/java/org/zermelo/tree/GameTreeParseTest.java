package org.zermelo.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Reading tree expressions: names, kinds, exact values, and one clear message for each mistake. */
class GameTreeParseTest {

    @Test
    void nodesAreNamedByLabelOrByPath() {
        GameTree tree = GameTree.parse("(A (B 3 12 8) (C 2 4 6) (D 14 5 2))");
        assertThat(tree.size()).isEqualTo(13);
        assertThat(tree.leafCount()).isEqualTo(9);
        assertThat(tree.name(0)).isEqualTo("A");
        int c = tree.find("C");
        assertThat(tree.parent(c)).isZero();
        int leaf = tree.find("2.3");
        assertThat(tree.parent(leaf)).isEqualTo(c);
        assertThat(tree.unscale(tree.scaledValue(leaf))).isEqualByComparingTo("6");
        assertThat(tree.find("2.4")).isEqualTo(-1);
        assertThat(tree.isMax(0)).isTrue();
        assertThat(tree.isMax(c)).isFalse();
        assertThat(tree.isMax(leaf)).isTrue();
        assertThat(GameTree.parse("((3 4) 5)").name(0)).isEqualTo("root");
        assertThat(GameTree.parse("((3 4) 5)").find("1.2")).isPositive();
    }

    @Test
    void kindsMayBeWrittenBeforeOrAfterTheLabel() {
        GameTree a = GameTree.parse("(A (max B 1 2) (C min 3 4) (D 5))");
        assertThat(a.isMax(a.find("B"))).isTrue();
        assertThat(a.isMax(a.find("C"))).isFalse();
        assertThat(a.isMax(a.find("D"))).isFalse();
        // Below an explicit MAX node, the levels alternate again from MAX.
        assertThat(a.isMax(a.find("1.1"))).isFalse();
    }

    @Test
    void leavesKeepTheirExactDecimals() {
        GameTree tree = GameTree.parse("(A -1.25 +3 0.5)");
        assertThat(tree.scale()).isEqualTo(2);
        assertThat(tree.scaledValue(tree.find("1"))).isEqualTo(-125);
        assertThat(tree.scaledValue(tree.find("2"))).isEqualTo(300);
        assertThat(tree.unscale(tree.scaledValue(tree.find("3")))).isEqualTo(new BigDecimal("0.5"));
        assertThat(GameTree.parse("(A 1 0)").hasWonLostLeaves()).isTrue();
        assertThat(GameTree.parse("(A 1.0 0)").hasWonLostLeaves()).isTrue();
        assertThat(GameTree.parse("(A 1 2)").hasWonLostLeaves()).isFalse();
        assertThat(GameTree.parse("(A 1 -1)").hasWonLostLeaves()).isFalse();
    }

    @ParameterizedTest(name = "[{index}] ''{0}'' -> {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "\"\"                  | empty",
        "\"   \"               | empty",
        "(A 1 2                | missing ')'",
        "(A (B 1 2) 3          | missing ')'",
        "(A 1 2))              | after the end",
        "(A 1 2) 3             | after the end",
        ")                     | unexpected ')'",
        "(A)                   | no children",
        "()                    | no children",
        "(A (B) 3)             | no children",
        "3x                    | 'x'",
        "(A 3x 2)              | 'x'",
        "(A 1 2.)              | decimal point",
        "(A 1 --2)             | number",
        "(A 1 1.1234567)       | decimals",
        "(A 1 2000000000)      | too large",
        "(A (B 1 2) (B 3 4))   | 'B' names two nodes",
        "(A (A 1 2) 3)         | 'A' names two nodes",
        "((3 4) (root 5 6))    | root",
        "(chance 1 2)          | probability and a colon",
        "(A (chance 1 2) 3)    | probability and a colon",
        "(A (chance 0.5:1 0.4:2) 3) | sum to 0.9",
        "(A (chance 0.5:1 -0.5:2) 3) | bad probability '-0.5'",
        "(A (chance 3/2:1 0:2) 3) | at most 1",
        "(A (chance 1/0:1 1:2) 3) | denominator",
        "(A (chance 0.5:1 0.5 2) 3) | probability and a colon",
        "(A 0.5:1 2)           | only before the children of a chance node",
        "(A (chance max 1:2) 3) | one kind",
        "(min 1 2)             | root",
        "(A min 1 2)           | root",
        "(max min 1 2)         | one kind",
        "(A B 1 2)             | second label",
        "(A 1 B)               | labels and kinds come first",
        "A                     | inside the parentheses",
        "(A G: 3)              | followed by its value",
        "(A G:(B 1 2) 3)       | followed by its value",
        "(A max:3 2)           | 'max' is a kind",
        "(A G:x 2)             | number",
        "(A +infinity 2)       | an infinite leaf is written",
        "(A (chance 0.5:+inf 0.5:2) 3) | finite values",
        "(A (B G:1 2) (C G:3 4)) | 'G' names two nodes",
    })
    void badExpressionsAreRefusedWithAMessageSayingWhatIsWrong(String expression, String explanation) {
        assertThatThrownBy(() -> GameTree.parse(expression))
                .as("'%s'", expression)
                .isInstanceOf(IllegalArgumentException.class)
                .message()
                .startsWith("bad tree")
                .contains(explanation);
    }

    @Test
    void infiniteAndLabelledLeavesAreReadAsTheSlidesWriteThem() {
        GameTree tree = GameTree.parse("(A (B G:-5 +inf ∞) (C -inf H:inf -∞) inf I:+inf (chance2 1))");
        assertThat(tree.scaledValue(tree.find("G"))).isEqualTo(-5);
        assertThat(tree.isLeaf(tree.find("G"))).isTrue();
        assertThat(tree.isLabelled(tree.find("G"))).isTrue();
        assertThat(tree.name(tree.find("G"))).isEqualTo("G");
        assertThat(tree.scaledValue(tree.find("1.2"))).isEqualTo(GameTree.PLUS_INFINITY);
        assertThat(tree.scaledValue(tree.find("1.3"))).isEqualTo(GameTree.PLUS_INFINITY);
        assertThat(tree.scaledValue(tree.find("2.1"))).isEqualTo(GameTree.MINUS_INFINITY);
        assertThat(tree.scaledValue(tree.find("H"))).isEqualTo(GameTree.PLUS_INFINITY);
        assertThat(tree.scaledValue(tree.find("2.3"))).isEqualTo(GameTree.MINUS_INFINITY);
        assertThat(tree.scaledValue(tree.find("3"))).isEqualTo(GameTree.PLUS_INFINITY);
        assertThat(tree.scaledValue(tree.find("I"))).isEqualTo(GameTree.PLUS_INFINITY);
        assertThat(tree.format(GameTree.PLUS_INFINITY)).isEqualTo("+inf");
        assertThat(tree.format(GameTree.MINUS_INFINITY)).isEqualTo("-inf");
        assertThat(tree.hasInfiniteLeaves()).isTrue();
        assertThat(tree.leafCount()).isEqualTo(9);
        // A labelled leaf beside decimals keeps its exact value.
        GameTree decimals = GameTree.parse("(A L:-1.25 0.5)");
        assertThat(decimals.unscale(decimals.scaledValue(decimals.find("L")))).isEqualByComparingTo("-1.25");
        GameTree chance = GameTree.parse("(max (chance 0.5:W:1 0.5:(min 2 3)) 0)");
        assertThat(chance.scaledValue(chance.find("W"))).isEqualTo(1);
    }

    @Test
    void aTreeEndingAfterAProbabilityIsRefused() {
        // Found by fuzzing: it was a StringIndexOutOfBoundsException.
        assertThatThrownBy(() -> GameTree.parse("(chance.:")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("bad tree at character 10: the tree ends too soon: expected a number or '(' after the probability");
    }

    @Test
    void treesDeeperThanTheLimitAreRefusedBeforeTheyAreRead() {
        // A chain of inner nodes, each with a leaf and the next node: the deepest leaf is at depth levels.
        GameTree deepest = GameTree.parse("(1 ".repeat(GameTree.MAX_DEPTH) + "2" + ")".repeat(GameTree.MAX_DEPTH));
        assertThat(deepest.size()).isEqualTo(2 * GameTree.MAX_DEPTH + 1);
        String tooDeep = "(1 ".repeat(GameTree.MAX_DEPTH + 1) + "2" + ")".repeat(GameTree.MAX_DEPTH + 1);
        assertThatThrownBy(() -> GameTree.parse(tooDeep)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("bad tree at character " + (3 * GameTree.MAX_DEPTH + 1)
                        + ": the tree is more than 100 levels deep: at most 100 below the root, leaves included");
        // 100,000 levels used to take 12 s and end in OutOfMemoryError; now the parser stops at level 101.
        String huge = "(".repeat(100_000) + "1" + ")".repeat(100_000);
        assertThatThrownBy(() -> GameTree.parse(huge)).hasMessageContaining("more than 100 levels deep");
    }

    @Test
    void theErrorSaysWhere() {
        assertThatThrownBy(() -> GameTree.parse("(A 3x 2)")).hasMessageStartingWith("bad tree at character 5");
        assertThatThrownBy(() -> GameTree.parse("(A (B 1 2) (C))")).hasMessageContaining("node C");
    }
}
