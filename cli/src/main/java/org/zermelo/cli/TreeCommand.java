package org.zermelo.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.zermelo.search.Algorithms;
import org.zermelo.search.Search;
import org.zermelo.tree.GameTree;
import org.zermelo.tree.TreeAnalysis;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "tree", mixinStandardHelpOptions = true,
        description = {"Run an algorithm on a game tree typed by hand, as the slides draw them, and show what it does. " +
            "EXPRESSION: nested parentheses with numeric leaves (negative and decimal allowed, at any depth up to " +
            GameTree.MAX_DEPTH + " levels below the root); the root is " +
            "MAX and levels alternate; a node may start with a label, and with max, min or chance to set its kind:",
            "  '(A (B 3 12 8) (C 2 4 6) (D 14 5 2))'",
            "Each child of a chance node starts with its probability (0.9 or 1/6) and a colon; they sum to 1:",
            "  '(max (chance 0.9:(min 2 3) 0.1:(min 1 4)) (chance 0.9:(min 1 2) 0.1:(min 4 4)))'",
            "Unlabelled nodes are named by their path: 2 is the root's second child, 2.3 that child's third child. " +
            "For andor, leaves are 1 (won for MAX) or 0 (lost)."})
final class TreeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "EXPRESSION", description = "The tree, quoted for the shell.")
    String expression;

    @Option(names = "--algo", paramLabel = "NAME", defaultValue = "alphabeta",
            description = "minimax, negamax, alphabeta (default), alphabeta-negamax, alphabeta-negamax-failhard, alphabeta-killer, "
                    + "andor, or for trees with chance nodes expectiminimax, star1, star2 (each described below).")
    String algo;

    @Option(names = "--trace", description = "Print every event in visiting order: nodes entered with their window, leaves, cuts, values returned.")
    boolean trace;

    @Option(names = "--dot", paramLabel = "FILE", description = "Write the tree in Graphviz DOT: values on nodes, pruned subtrees grey and dashed, the principal variation bold.")
    Path dot;

    @Option(names = "--json", description = "Print one JSON object (with the trace as an array when --trace is given).")
    boolean json;

    @Override
    public Integer call() throws IOException {
        Search search = Algorithms.create(algo, null);
        GameTree tree = GameTree.parse(expression);
        TreeAnalysis analysis = TreeAnalysis.run(tree, search);
        PrintWriter out = spec.commandLine().getOut();
        if (dot != null) {
            try {
                Files.writeString(dot, analysis.toDot(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot write the DOT file " + dot + ": " + Inputs.reason(e));
            }
        }
        if (json) {
            Json j = new Json().put("algo", analysis.algorithm()).put("value", analysis.value())
                    .put("bestChild", analysis.bestChild()).put("leavesEvaluated", analysis.leavesEvaluated())
                    .put("nodesVisited", analysis.nodesVisited()).put("cutoffs", analysis.cutoffs())
                    .put("pruned", analysis.pruned()).put("pv", analysis.principalVariation());
            if (trace) {
                j.put("trace", analysis.trace());
            }
            out.println(j);
            return 0;
        }
        if (trace) {
            analysis.trace().forEach(out::println);
            out.println();
        }
        out.println("value " + analysis.value().toPlainString() + (algo.equals("andor") ? (analysis.value().signum() > 0 ? " (won for MAX)" : " (lost for MAX)") : "")
                + ", best child " + analysis.bestChild());
        out.println("principal variation: " + String.join(" ", analysis.principalVariation()));
        out.println(analysis.leavesEvaluated() + " leaves evaluated, " + analysis.nodesVisited() + " nodes visited, "
                + analysis.cutoffs() + (analysis.cutoffs() == 1 ? " cutoff" : " cutoffs"));
        out.println("pruned: " + (analysis.pruned().isEmpty() ? "nothing" : String.join(" ", analysis.pruned())));
        if (dot != null) {
            out.println("wrote " + dot + " (render it with: dot -Tpng " + dot + " -o tree.png)");
        }
        return 0;
    }
}
