package org.zermelo.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.zermelo.search.AlphaBeta;
import org.zermelo.search.AndOr;
import org.zermelo.search.Minimax;
import org.zermelo.search.Negamax;
import org.zermelo.search.NegamaxAlphaBeta;
import org.zermelo.search.Search;

/** Exact facts on the slides' trees: values, counts, pruned subtrees, the trace and the drawing. */
class TextbookTreeTest {

    /** The textbook tree (Russell and Norvig, figure 5.5): value 3, the leaves 4 and 6 under C pruned. */
    private static final String TEXTBOOK = "(A (B 3 12 8) (C 2 4 6) (D 14 5 2))";

    private static List<Supplier<Search>> algorithms() {
        return List.of(() -> new Minimax(null), () -> new Negamax(null), () -> new AlphaBeta(null),
                () -> new NegamaxAlphaBeta(null), () -> new NegamaxAlphaBeta(null, true), () -> new AlphaBeta(null, true));
    }

    private static TreeAnalysis run(String expression, Search search) {
        return TreeAnalysis.run(GameTree.parse(expression), search);
    }

    @Test
    void everyAlgorithmValuesTheTextbookTreeAt3ThroughB() {
        for (Supplier<Search> algorithm : algorithms()) {
            TreeAnalysis analysis = run(TEXTBOOK, algorithm.get());
            assertThat(analysis.value()).as(analysis.algorithm()).isEqualByComparingTo("3");
            assertThat(analysis.bestChild()).as(analysis.algorithm()).isEqualTo("B");
            assertThat(analysis.principalVariation()).as(analysis.algorithm()).containsExactly("B", "1.1");
        }
    }

    @Test
    void minimaxEvaluatesAllNineLeavesAndPrunesNothing() {
        for (Search search : List.of(new Minimax(null), new Negamax(null))) {
            TreeAnalysis analysis = run(TEXTBOOK, search);
            assertThat(analysis.leavesEvaluated()).as(search.name()).isEqualTo(9);
            assertThat(analysis.nodesVisited()).as(search.name()).isEqualTo(13);
            assertThat(analysis.cutoffs()).as(search.name()).isZero();
            assertThat(analysis.pruned()).as(search.name()).isEmpty();
        }
    }

    @Test
    void alphaBetaInBothFormsEvaluatesSevenLeavesAndPrunesTheLastTwoLeavesOfC() {
        for (Search search : List.of(new AlphaBeta(null), new NegamaxAlphaBeta(null))) {
            TreeAnalysis analysis = run(TEXTBOOK, search);
            assertThat(analysis.leavesEvaluated()).as(search.name()).isEqualTo(7);
            assertThat(analysis.nodesVisited()).as(search.name()).isEqualTo(11);
            assertThat(analysis.pruned()).as(search.name()).containsExactly("2.2", "2.3");
        }
    }

    @Test
    void theTraceExplainsTheAlphaCutAtC() {
        List<String> trace = run(TEXTBOOK, new AlphaBeta(null)).trace();
        assertThat(trace).as(String.join("\n", trace)).anySatisfy(line -> assertThat(line)
                .contains("cut at C", "2 <= alpha = 3", "children 4 6 not visited"));
        assertThat(trace.get(0)).contains("alphabeta", "A");
        assertThat(trace).as(String.join("\n", trace)).anySatisfy(line -> assertThat(line).contains("enter C (MIN)",
                "window [3, +inf]"));
    }

    @Test
    void theCoursesFailHardNegamaxReturnsBetaAtTheCutWhereFailSoftReturnsTheLeaf() {
        // C is searched with (-inf, -3) in the side to move's values: its first leaf, 2 for MAX, is -2 for MIN.
        List<String> hard = run(TEXTBOOK, new NegamaxAlphaBeta(null, true)).trace();
        List<String> soft = run(TEXTBOOK, new NegamaxAlphaBeta(null)).trace();
        assertThat(hard).as(String.join("\n", hard)).contains("  C returns -3 (3), a bound (fail low): its value is <=2")
                .contains("  D returns -3 (3), a bound (fail low): its value is <=2").contains("A returns 3");
        assertThat(soft).as(String.join("\n", soft)).contains("  C returns -2 (2), a bound (fail low): its value is <=2")
                .contains("  D returns -2 (2), a bound (fail low): its value is <=2");
        TreeAnalysis analysis = run(TEXTBOOK, new NegamaxAlphaBeta(null, true));
        assertThat(analysis.leavesEvaluated()).isEqualTo(7);
        assertThat(analysis.pruned()).containsExactly("2.2", "2.3");
    }

    @Test
    void theCoursesKillerIsTriedFirstAtItsDistanceFromTheRoot() {
        // At depth 1, B's cut-free search leaves no killer; C is cut by its second child (index 1),
        // which D then tries first: D's 1 cuts at once, where plain alpha-beta needs D's first leaf 9 too.
        String tree = "(A (B 5 6) (C 9 1 8) (D 9 1 7))";
        TreeAnalysis plain = run(tree, new AlphaBeta(null));
        TreeAnalysis killer = run(tree, new AlphaBeta(null, true));
        assertThat(plain.value()).isEqualByComparingTo("5");
        assertThat(killer.value()).isEqualByComparingTo("5");
        assertThat(plain.leavesEvaluated()).isEqualTo(6);
        assertThat(killer.leavesEvaluated()).isEqualTo(5);
        assertThat(killer.pruned()).containsExactly("2.3", "3.1", "3.3");
        assertThat(killer.trace()).contains("    leaf 3.2 = 1");
    }

    @Test
    void theNegamaxTraceExplainsTheSameCutInTheSideToMovesValues() {
        List<String> trace = run(TEXTBOOK, new NegamaxAlphaBeta(null)).trace();
        assertThat(trace).as(String.join("\n", trace)).anySatisfy(line -> assertThat(line)
                .contains("cut at C", "-2 >= beta = -3", "children 4 6 not visited"));
    }

    @Test
    void withAWindowFailSoftReturnsTheBestValueSeenAndFailHardTheBound() {
        // Window (4, 10) above the true value 3: B and C are cut at once (3 and 2 <= 4), D after 2.
        GameTree tree = GameTree.parse(TEXTBOOK);
        int failSoft = new NegamaxAlphaBeta(null).search(new TreePosition(tree, false),
                org.zermelo.search.SearchLimits.exact(), 4, 10).value();
        int failHard = new AlphaBeta(null).search(new TreePosition(tree, false),
                org.zermelo.search.SearchLimits.exact(), 4, 10).value();
        assertThat(failSoft).isEqualTo(3);
        assertThat(failHard).isEqualTo(4);
    }

    /*
     * Regression: a cut is counted and traced only when it skips a child. D's last leaf 2 brings
     * D's beta to 2 <= alpha = 3 with nothing left to prune: the slide shows one cut, at C.
     */
    @Test
    @DisplayName("a cut after the last child prunes nothing and is not counted (textbook: one cut, at C)")
    void onlyTheCutAtCIsCountedAndTraced() {
        for (Search search : List.of(new AlphaBeta(null), new NegamaxAlphaBeta(null))) {
            TreeAnalysis analysis = run(TEXTBOOK, search);
            List<String> cuts = analysis.trace().stream().filter(line -> line.contains("cut at")).toList();
            assertThat(cuts).as("%s trace:\n%s", search.name(), String.join("\n", analysis.trace())).hasSize(1);
            assertThat(cuts.get(0)).contains("cut at C");
            assertThat(analysis.cutoffs()).as(search.name()).isEqualTo(1);
        }
    }

    @Test
    void decimalsAndNegativeLeavesAreExact() {
        String tree = "(max (min 1.5 -2) (min 3 0.25))";
        for (Supplier<Search> algorithm : algorithms()) {
            TreeAnalysis analysis = run(tree, algorithm.get());
            assertThat(analysis.value()).as(analysis.algorithm()).isEqualByComparingTo("0.25");
            assertThat(analysis.value().toPlainString()).as(analysis.algorithm()).isEqualTo("0.25");
            assertThat(analysis.bestChild()).as(analysis.algorithm()).isEqualTo("2");
        }
    }

    @Test
    void anExplicitKindLetsAPlayerMoveTwice() {
        // B is declared MAX: MAX moves again there. Alternating levels would give max(min(1, 5), 3) = 3.
        String tree = "(A (B max 1 5) 3)";
        for (Supplier<Search> algorithm : algorithms()) {
            TreeAnalysis analysis = run(tree, algorithm.get());
            assertThat(analysis.value()).as(analysis.algorithm()).isEqualByComparingTo("5");
            assertThat(analysis.principalVariation()).as(analysis.algorithm()).containsExactly("B", "1.2");
        }
        // The leaves below a MAX node are MIN's, so the MIN child that follows is back to alternation.
        assertThat(run("(A (max B (C 4 -1) 2) 0)", new Minimax(null)).value()).isEqualByComparingTo("2");
        assertThat(run("(A (max B (C 4 -1) 2) 0)", new NegamaxAlphaBeta(null)).value()).isEqualByComparingTo("2");
    }

    @Test
    void theDrawingDashesThePrunedNodesAndThickensThePrincipalVariation() {
        GameTree tree = GameTree.parse(TEXTBOOK);
        String dot = TreeAnalysis.run(tree, new AlphaBeta(null)).toDot();
        assertThat(dot).startsWith("digraph").contains("value 3", "best child B");
        for (String pruned : List.of("2.2", "2.3")) {
            int node = tree.find(pruned);
            assertThat(nodeLine(dot, node)).as(pruned).contains("dashed").doesNotContain("penwidth");
            assertThat(edgeLine(dot, tree.parent(node), node)).as(pruned).contains("dashed");
        }
        for (String onPv : List.of("A", "B", "1.1")) {
            assertThat(nodeLine(dot, tree.find(onPv))).as(onPv).contains("penwidth=3").doesNotContain("dashed");
        }
        assertThat(edgeLine(dot, 0, tree.find("B"))).contains("penwidth=3");
        assertThat(edgeLine(dot, tree.find("B"), tree.find("1.1"))).contains("penwidth=3");
        for (String visitedOffPv : List.of("C", "D", "1.2", "2.1")) {
            assertThat(nodeLine(dot, tree.find(visitedOffPv))).as(visitedOffPv)
                    .doesNotContain("penwidth").doesNotContain("dashed");
        }
        assertThat(dot.lines().filter(line -> line.contains("dashed")).count()).as(dot).isEqualTo(4);
        assertThat(nodeLine(dot, tree.find("C"))).as("C is shown with its bound").contains("≤2");
    }

    @Test
    void minimaxDrawsNothingDashed() {
        String dot = run(TEXTBOOK, new Minimax(null)).toDot();
        assertThat(dot).doesNotContain("dashed").contains("penwidth=3");
    }

    @Test
    void andOrLabelsWonAndLostTrees() {
        assertThat(run("(A (B 1 0) (C 1 1))", new AndOr()).value()).isEqualByComparingTo("1");
        assertThat(run("(A (B 1 0) (C 1 1))", new AndOr()).bestChild()).isEqualTo("C");
        assertThat(run("(A (B 1 0) (C 0 1))", new AndOr()).value()).isEqualByComparingTo("0");
        // MAX moves twice at B: one won leaf is enough.
        assertThat(run("(A (B max 0 1) (C 0 0))", new AndOr()).value()).isEqualByComparingTo("1");
    }

    @Test
    void andOrRefusesLeavesOtherThanZeroAndOne() {
        assertThatThrownBy(() -> run(TEXTBOOK, new AndOr()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("andor");
        assertThatThrownBy(() -> run("(A 1 0.5)", new AndOr())).isInstanceOf(IllegalArgumentException.class);
    }

    private static String nodeLine(String dot, int node) {
        return dot.lines().filter(line -> line.startsWith("  n" + node + " [")).findFirst()
                .orElseThrow(() -> new AssertionError("no line for node n" + node + " in\n" + dot));
    }

    private static String edgeLine(String dot, int parent, int child) {
        String start = "  n" + parent + " -> n" + child;
        return dot.lines().filter(line -> line.equals(start + ";") || line.startsWith(start + " ")).findFirst()
                .orElseThrow(() -> new AssertionError("no edge " + start + " in\n" + dot));
    }
}
