package org.zermelo.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.zermelo.search.AlphaBeta;
import org.zermelo.search.AndOr;
import org.zermelo.search.BestLeaf;
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
    void theIntervalsNarrowAsTheSlidesAnimateThem() {
        // Russell and Norvig's figure 5.5, (a) to (f): B [-inf, 3], then [3, 3] with A [3, +inf]; C [-inf, 2];
        // D [-inf, 14] with A [3, 14], D [-inf, 5] with A [3, 5], D [2, 2] with A [3, 3].
        for (Search search : List.of(new AlphaBeta(null), new NegamaxAlphaBeta(null), new NegamaxAlphaBeta(null, true))) {
            TreeAnalysis analysis = run(TEXTBOOK, search);
            List<String> intervals = analysis.traceWithIntervals().stream().filter(l -> l.contains("intervals:"))
                    .map(String::strip).toList();
            assertThat(intervals).as(search.name()).containsExactly("intervals: B [-inf, 3]", "intervals: B [3, 3], A [3, +inf]",
                    "intervals: C [-inf, 2]", "intervals: D [-inf, 14], A [3, 14]", "intervals: D [-inf, 5], A [3, 5]",
                    "intervals: D [2, 2], A [3, 3]");
            assertThat(analysis.trace()).noneMatch(l -> l.contains("intervals"));
        }
        List<String> minimax = run(TEXTBOOK, new Minimax(null)).traceWithIntervals();
        // Minimax sees C's 4 (nothing narrows: C stays [-inf, 2]) and its 6 (C is [2, 2]).
        assertThat(minimax).contains("    intervals: C [-inf, 2]", "    intervals: C [2, 2]");
        assertThat(minimax.stream().filter(l -> l.contains("intervals:"))).hasSize(7);
    }

    @Test
    void aWindowSaysWhetherTheValueFailsLowFailsHighOrIsExact() {
        GameTree tree = GameTree.parse(TEXTBOOK);
        for (Search search : List.of(new AlphaBeta(null), new NegamaxAlphaBeta(null, true))) {
            TreeAnalysis low = TreeAnalysis.run(tree, search, 4, 10);
            assertThat(low.outcome()).isEqualTo(TreeAnalysis.Outcome.FAIL_LOW);
            assertThat(low.value()).as("fail-hard: alpha").isEqualByComparingTo("4");
            assertThat(low.bestChild()).isNull();
            TreeAnalysis high = TreeAnalysis.run(tree, search, 1, 2);
            assertThat(high.outcome()).isEqualTo(TreeAnalysis.Outcome.FAIL_HIGH);
            assertThat(high.value()).as("fail-hard: beta").isEqualByComparingTo("2");
            assertThat(high.leavesEvaluated()).isEqualTo(3);
            TreeAnalysis inside = TreeAnalysis.run(tree, search, 2, 5);
            assertThat(inside.outcome()).isEqualTo(TreeAnalysis.Outcome.EXACT);
            assertThat(inside.value()).isEqualByComparingTo("3");
        }
        // Fail-soft: the bound returned is the best value seen, B's 3 above the window [1, 2].
        assertThat(TreeAnalysis.run(tree, new NegamaxAlphaBeta(null), 1, 2).value()).isEqualByComparingTo("3");
        assertThatThrownBy(() -> TreeAnalysis.run(tree, new Minimax(null), 1, 2)).hasMessageContaining("minimax takes no window");
        assertThatThrownBy(() -> TreeAnalysis.run(tree, new AlphaBeta(null), 2, 2)).hasMessageContaining("empty");
    }

    @Test
    void theNaiveStrategyAimsAtTheBestLeafThroughD() {
        TreeAnalysis naive = run(TEXTBOOK, new BestLeaf(null));
        assertThat(naive.value()).isEqualByComparingTo("14");
        assertThat(naive.bestChild()).isEqualTo("D");
        assertThat(naive.leavesEvaluated()).isEqualTo(9);
        GameTree tree = GameTree.parse(TEXTBOOK);
        assertThat(tree.minimax(tree.find("D"))).as("what MIN lets it have").isEqualTo(2);
        assertThat(tree.minimax(0)).isEqualTo(3);
    }

    @Test
    void infiniteAndLabelledLeavesAreValuesLikeAnyOther() {
        TreeAnalysis analysis = run("(A (B G:-5 +inf) (C -inf 3) inf)", new AlphaBeta(null));
        assertThat(analysis.valueText()).isEqualTo("+inf");
        assertThat(analysis.value()).isNull();
        assertThat(analysis.bestChild()).isEqualTo("3");
        assertThat(analysis.trace()).contains("    leaf G = -5", "    leaf 1.2 = +inf", "    leaf 2.1 = -inf",
                "  cut at C (alpha cut): -inf <= alpha = -5, child 3 not visited");
        for (Supplier<Search> algorithm : algorithms()) {
            TreeAnalysis a = run("(A (B G:-5 +inf) (C -inf 3) (D -inf))", algorithm.get());
            assertThat(a.value()).as(a.algorithm()).isEqualByComparingTo("-5");
            assertThat(a.bestChild()).as(a.algorithm()).isEqualTo("B");
        }
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
