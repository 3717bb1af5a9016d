package org.zermelo.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.zermelo.search.AlphaBeta;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Minimax;
import org.zermelo.search.Negamax;
import org.zermelo.search.NegamaxAlphaBeta;
import org.zermelo.search.Search;
import org.zermelo.tree.RandomTrees.Generated;
import org.zermelo.tree.RandomTrees.Leaves;
import org.zermelo.tree.TreeSteps.Step;

/** The steps a viewer replays: the same events as the trace, with the windows the pseudo-code updates. */
class TreeStepsTest {

    private static final String TEXTBOOK = "(A (B 3 12 8) (C 2 4 6) (D 14 5 2))";

    @Test
    void theTextbookTreeCutsAtCWithItsWindowAndSkipsTheLeaves4And6() {
        GameTree tree = GameTree.parse(TEXTBOOK);
        TreeSteps steps = TreeSteps.record(tree, new AlphaBeta(null), TreeSteps.DEFAULT_CAP);
        List<Step> all = steps.steps();
        assertThat(steps.truncated()).isFalse();
        assertThat(all.get(0)).extracting(Step::type, Step::node, Step::alpha, Step::beta).containsExactly("enter", 0, "-inf", "+inf");
        Step cut = all.stream().filter(s -> s.type().equals("cut")).findFirst().orElseThrow();
        assertThat(tree.name(cut.node())).isEqualTo("C");
        assertThat(cut.cut()).isEqualTo("alpha");
        assertThat(cut.value()).isEqualTo("2");
        assertThat(cut.alpha()).isEqualTo("3");
        assertThat(cut.beta()).isEqualTo("2"); // b = e = 2 <= alpha: the course's "if a >= b"
        assertThat(cut.skipped()).extracting(tree::name).containsExactly("2.2", "2.3");
        // The root's alpha becomes 3 once B returns; C is entered with [3, +inf].
        Step enterC = all.stream().filter(s -> s.type().equals("enter") && tree.name(s.node()).equals("C")).findFirst().orElseThrow();
        assertThat(enterC.alpha()).isEqualTo("3");
        assertThat(enterC.beta()).isEqualTo("+inf");
        // The log in words is the trace itself.
        assertThat(steps.analysis().trace().subList(0, cut.lines()).getLast())
                .isEqualTo("  cut at C (alpha cut): 2 <= alpha = 3, children 4 6 not visited");
        assertThat(all.getLast().lines()).isEqualTo(steps.analysis().trace().size());
    }

    @Test
    void minimaxUpdatesTheBestValueAndNegamaxNegatesIt() {
        GameTree tree = GameTree.parse(TEXTBOOK);
        List<Step> minimax = TreeSteps.record(tree, new Minimax(null), 100).steps();
        Step afterB = minimax.stream().filter(s -> s.type().equals("update") && s.node() == 0).findFirst().orElseThrow();
        assertThat(afterB.value()).isEqualTo("3");
        assertThat(afterB.alpha()).isNull();
        List<Step> negamax = TreeSteps.record(tree, new Negamax(null), 100).steps();
        Step returnB = negamax.stream().filter(s -> s.type().equals("return") && tree.name(s.node()).equals("B")).findFirst()
                .orElseThrow();
        assertThat(returnB.value()).isEqualTo("-3");
        assertThat(returnB.valueForMax()).isEqualTo("3");
    }

    @Test
    void theCapKeepsTheFirstStepsAndCountsTheRest() {
        TreeSteps steps = TreeSteps.record(GameTree.parse(TEXTBOOK), new Minimax(null), 10);
        assertThat(steps.steps()).hasSize(10);
        assertThat(steps.truncated()).isTrue();
        assertThat(steps.total()).isGreaterThan(10);
    }

    @Test
    void chanceTreesGiveTheirExpectedValues() {
        GameTree tree = GameTree.parse("(max (chance 0.9:(min 2 3) 0.1:(min 1 4)) (chance 0.9:(min 1 2) 0.1:(min 4 4)))");
        TreeSteps steps = TreeSteps.record(tree, Algorithms.create("expectiminimax", null), 1000);
        Step last = steps.steps().stream().filter(s -> s.type().equals("return") && s.node() == 0).findFirst().orElseThrow();
        assertThat(last.value()).isEqualTo("1.9");
        TreeSteps star1 = TreeSteps.record(tree, Algorithms.create("star1", null), 1000);
        assertThat(star1.steps()).anyMatch(s -> s.type().equals("cut") && "chance".equals(s.cut()));
    }

    /**
     * On thousands of random trees, the window each cut is told is the one the updates reached
     * (asserted inside the recorder: tests run with -ea), and the trace lines only grow.
     */
    @Test
    void theUpdatedWindowIsTheWindowOfEveryCut() {
        List<Supplier<Search>> algorithms = List.of(() -> new AlphaBeta(null), () -> new NegamaxAlphaBeta(null),
                () -> new Minimax(null), () -> new Negamax(null));
        for (long seed = 0; seed < 2000; seed++) {
            Generated g = RandomTrees.generate(seed, Leaves.SMALL_NUMBERS);
            GameTree tree = GameTree.parse(g.expression());
            for (Supplier<Search> algorithm : algorithms) {
                TreeSteps steps = TreeSteps.record(tree, algorithm.get(), TreeSteps.DEFAULT_CAP);
                int lines = 0;
                for (Step step : steps.steps()) {
                    assertThat(step.lines()).as("%s", g).isGreaterThanOrEqualTo(lines);
                    lines = step.lines();
                }
                if (!steps.truncated()) {
                    assertThat(steps.steps().stream().filter(s -> s.type().equals("leaf")).count())
                            .as("%s: leaves", g).isEqualTo(steps.analysis().leavesEvaluated());
                }
            }
        }
    }
}
