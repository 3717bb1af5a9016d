package org.zermelo.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.zermelo.search.Algorithms;
import org.zermelo.tree.TreeExamples.Example;
import org.zermelo.tree.TreeExamples.Fact;

/**
 * Every example tree against every fact its source states: the root's value and chosen child for
 * each algorithm named, the subtrees alpha-beta never visits, its cuts and their kinds in order,
 * and the min-max value of each named node. The course's own trees are also pinned here by their
 * numbers, so that an edit of the catalogue cannot change what it claims unnoticed.
 */
class TreeExamplesTest {

    private static final Pattern CUT = Pattern.compile("cut at (\\S+) \\((alpha|beta|chance) cut\\)");

    private static TreeAnalysis run(Example example, String algorithm) {
        return TreeAnalysis.run(GameTree.parse(example.tree()), Algorithms.create(algorithm, null));
    }

    /** The cuts a trace names, in order: "C alpha". */
    private static List<String> cuts(TreeAnalysis analysis) {
        List<String> cuts = new ArrayList<>();
        for (String line : analysis.trace()) {
            Matcher m = CUT.matcher(line);
            if (m.find()) {
                cuts.add(m.group(1) + " " + m.group(2));
            }
        }
        return cuts;
    }

    @Test
    void everyFactOfEveryExampleHolds() {
        for (Example example : TreeExamples.all()) {
            assertThat(example.facts()).as(example.name()).isNotEmpty();
            for (Fact fact : example.facts()) {
                String what = example.name() + " with " + fact.algorithm();
                TreeAnalysis analysis = run(example, fact.algorithm());
                assertThat(analysis.valueText()).as(what).isEqualTo(fact.value());
                assertThat(analysis.bestChild()).as(what).isEqualTo(fact.bestChild());
                assertThat(analysis.pruned()).as(what).containsExactlyElementsOf(fact.pruned());
                assertThat(cuts(analysis)).as(what).containsExactlyElementsOf(fact.cuts());
                assertThat(analysis.cutoffs()).as(what).isEqualTo(fact.cuts().size());
            }
            GameTree tree = GameTree.parse(example.tree());
            for (Map.Entry<String, String> value : example.values().entrySet()) {
                assertThat(tree.format(tree.minimax(tree.find(value.getKey()))))
                        .as(example.name() + " node " + value.getKey()).isEqualTo(value.getValue());
            }
        }
    }

    @Test
    void namesAreUniqueAndWellFormedAndTheCourseTreesComeFirst() {
        assertThat(TreeExamples.names()).doesNotHaveDuplicates().allMatch(n -> n.matches("[a-z0-9]+(-[a-z0-9]+)*"));
        assertThat(TreeExamples.names()).startsWith("textbook", "sherbrooke", "l3-alphabeta", "l3-naive");
        for (Example example : TreeExamples.all()) {
            assertThat(Algorithms.exists(example.algorithm())).as(example.name()).isTrue();
            assertThat(TreeExamples.named(example.name())).isSameAs(example);
        }
    }

    @Test
    void reconstructedTreesSaySo() {
        for (String name : List.of("sherbrooke", "l3-alphabeta", "l3-naive")) {
            Example example = TreeExamples.named(name);
            assertThat(example.description()).as(name).startsWith("Reconstructed");
            assertThat(example.title()).as(name).endsWith("(reconstructed)");
        }
    }

    @Test
    void theTextbookTreeIsTheCourses() {
        Example textbook = TreeExamples.named("textbook");
        assertThat(textbook.tree()).isEqualTo("(A (B 3 12 8) (C 2 4 6) (D 14 5 2))");
        TreeAnalysis ab = run(textbook, "alphabeta");
        assertThat(ab.valueText()).isEqualTo("3");
        assertThat(ab.pruned()).containsExactly("2.2", "2.3");
        assertThat(ab.leavesEvaluated()).isEqualTo(7);
    }

    @Test
    void theSherbrookeTreeCutsAtMaxNodesAndAWholeSubtree() {
        TreeAnalysis ab = run(TreeExamples.named("sherbrooke"), "alphabeta");
        assertThat(ab.valueText()).isEqualTo("7");
        assertThat(ab.bestChild()).isEqualTo("D");
        assertThat(cuts(ab)).containsExactly("F beta", "C alpha", "J beta");
        assertThat(ab.pruned()).containsExactly("1.2.2", "H", "3.2.2");
        assertThat(ab.leavesEvaluated()).isEqualTo(8);
        assertThat(run(TreeExamples.named("sherbrooke"), "minimax").leavesEvaluated()).isEqualTo(12);
    }

    @Test
    void theL3TreeHasTwoDeepCutsByTheRootsAlpha() {
        TreeAnalysis ab = run(TreeExamples.named("l3-alphabeta"), "alphabeta");
        assertThat(ab.valueText()).isEqualTo("4");
        assertThat(ab.bestChild()).isEqualTo("C");
        assertThat(cuts(ab)).containsExactly("I alpha", "E beta", "L alpha", "N alpha");
        assertThat(ab.leavesEvaluated()).isEqualTo(11);
        // L and N are MIN nodes two levels under C: the alpha that cuts them, 3, is the root's (B's value).
        assertThat(ab.trace()).anySatisfy(line -> assertThat(line).contains("cut at L (alpha cut): 2 <= alpha = 3"));
        assertThat(ab.trace()).anySatisfy(line -> assertThat(line).contains("cut at N (alpha cut): 1 <= alpha = 3"));
    }

    @Test
    void inTheNaiveTreeTheBestLeafsMoveLosesWhereMinimaxIsSureOf4() {
        Example naive = TreeExamples.named("l3-naive");
        TreeAnalysis aim = run(naive, "naive");
        assertThat(aim.valueText()).isEqualTo("9");
        assertThat(aim.bestChild()).isEqualTo("B");
        GameTree tree = GameTree.parse(naive.tree());
        assertThat(tree.minimax(tree.find("B"))).isEqualTo(GameTree.MINUS_INFINITY);
        TreeAnalysis minimax = run(naive, "minimax");
        assertThat(minimax.valueText()).isEqualTo("4");
        assertThat(minimax.bestChild()).isEqualTo("C");
    }

    @Test
    void aTraceWithAnAlphaOrBetaCutExplainsTheNamesForBothConventions() {
        assertThat(run(TreeExamples.named("sherbrooke"), "alphabeta").cutNames())
                .contains("an alpha cut stops a MIN node", "a beta cut stops a MAX node", "call the cut at a MAX node an alpha-coupure");
        assertThat(run(TreeExamples.named("sherbrooke"), "minimax").cutNames()).isNull();
        assertThat(run(TreeExamples.named("worst-order"), "alphabeta").cutNames()).as("no cut").isNull();
        assertThat(run(TreeExamples.named("chance"), "star1").cutNames()).isEqualTo(TreeAnalysis.CUT_NAMES);
    }

    @Test
    void anUnknownNameIsRefusedWithTheNames() {
        assertThatThrownBy(() -> TreeExamples.named("nope")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no example tree named 'nope'").hasMessageContaining("textbook, sherbrooke");
    }
}
