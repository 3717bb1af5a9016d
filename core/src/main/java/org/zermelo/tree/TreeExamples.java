package org.zermelo.tree;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The course's trees by name, in one place: {@code zermelo tree --example NAME}, the web's
 * step-by-step page and Practice read them here. Each example says where it comes from and what
 * its source states about it (the {@link Fact}s: what an algorithm finds, which leaves alpha-beta
 * cuts, and the values of named nodes), and a test checks every one of those facts against the
 * searches. Where the source's figure is not available to us, the tree is a reconstruction and its
 * description says so: a tree built to show what the source's text says the figure shows, whose
 * numbers are ours.
 */
public final class TreeExamples {

    private TreeExamples() {
    }

    /**
     * A tree of the course.
     *
     * @param name the name to ask for it by ({@code zermelo tree --example NAME}): lower case, with dashes
     * @param title a short title, for a menu
     * @param source where it comes from
     * @param description what it shows, in a sentence or two; "reconstructed" where the figure is lost
     * @param tree the tree in Zermelo's notation ({@link GameTree#parse})
     * @param values the min-max value, for MAX, of named nodes, as the source gives them
     * @param facts what algorithms find on it; the first names the algorithm the example is for
     */
    public record Example(String name, String title, String source, String description, String tree,
            Map<String, String> values, List<Fact> facts) {

        public Example {
            values = Map.copyOf(values);
            facts = List.copyOf(facts);
        }

        /** The algorithm the example is meant for: the first fact's. */
        public String algorithm() {
            return facts.get(0).algorithm();
        }
    }

    /**
     * What one algorithm finds on an example.
     *
     * @param algorithm the algorithm's name, from the catalogue ({@code org.zermelo.search.Algorithms})
     * @param value the root's value for MAX, as the trace writes it
     * @param bestChild the child of the root it chooses
     * @param pruned the subtrees it never visits, as {@link TreeAnalysis#pruned} names them
     * @param cuts its cuts in visiting order, each the node's name, a space, and the cut's kind
     *     ({@code alpha}: at a MIN node, {@code beta}: at a MAX node, {@code chance})
     */
    public record Fact(String algorithm, String value, String bestChild, List<String> pruned, List<String> cuts) {

        public Fact {
            pruned = List.copyOf(pruned);
            cuts = List.copyOf(cuts);
        }
    }

    private static final List<Example> ALL = List.of(
            new Example("textbook", "The textbook tree (alpha-beta cuts 4 and 6)",
                    "the course's textbook example (Russell and Norvig, figure 5.2)",
                    "MAX over three MIN nodes: value 3 through B; once C has seen 2, at most alpha = 3, "
                            + "its leaves 4 and 6 are cut.",
                    "(A (B 3 12 8) (C 2 4 6) (D 14 5 2))",
                    Map.of("A", "3", "B", "3", "C", "2", "D", "2"),
                    List.of(new Fact("alphabeta", "3", "B", List.of("2.2", "2.3"), List.of("C alpha")),
                            new Fact("minimax", "3", "B", List.of(), List.of()),
                            new Fact("naive", "14", "D", List.of(), List.of()))),
            new Example("sherbrooke", "Sherbrooke: another example (reconstructed)",
                    "the Sherbrooke slides, alpha-beta, \"autre exemple\"",
                    "Reconstructed: the Sherbrooke slides' figure is not available to us, so this three-level tree and "
                            + "its numbers are ours, made to add what a second example adds to the textbook tree: cuts at MAX "
                            + "nodes too. Beta cuts at F (leaf 9) and J (leaf 1), an alpha cut at C (the whole subtree H); "
                            + "value 7 through D, 8 of the 12 leaves evaluated.",
                    "(A (B (E 3 5) (F 6 9)) (C (G 1 2) (H 8 3)) (D (I 7 4) (J 8 1)))",
                    Map.of("A", "7", "B", "5", "C", "2", "D", "7", "E", "5", "F", "9", "G", "2", "H", "8", "I", "7", "J", "8"),
                    List.of(new Fact("alphabeta", "7", "D", List.of("1.2.2", "H", "3.2.2"),
                                    List.of("F beta", "C alpha", "J beta")),
                            new Fact("minimax", "7", "D", List.of(), List.of()))),
            new Example("l3-alphabeta", "L3: min-max and alpha-beta, deep cuts (reconstructed)",
                    "the L3 course, min-max and alpha-beta",
                    "Reconstructed: the L3 course's figure is not available to us, so this four-level binary tree and "
                            + "its numbers are ours. The min-max values go up level by level to 4 through C; "
                            + "alpha-beta cuts four times, at I (alpha), E (beta), and twice deep: the MIN nodes L and N, three "
                            + "levels down, are cut by the root's alpha = 3, passed down through C. 11 of the 16 leaves are "
                            + "evaluated.",
                    "(A (B (D (H 3 17) (I 2 12)) (E (J 15 25) (K 6 10))) (C (F (L 2 8) (M 5 4)) (G (N 1 6) (O 9 7))))",
                    Map.ofEntries(Map.entry("A", "4"), Map.entry("B", "3"), Map.entry("C", "4"), Map.entry("D", "3"),
                            Map.entry("E", "15"), Map.entry("F", "4"), Map.entry("G", "7"), Map.entry("H", "3"),
                            Map.entry("I", "2"), Map.entry("J", "15"), Map.entry("K", "6"), Map.entry("L", "2"),
                            Map.entry("M", "4"), Map.entry("N", "1"), Map.entry("O", "7")),
                    List.of(new Fact("alphabeta", "4", "C", List.of("1.1.2.2", "K", "2.1.1.2", "2.2.1.2"),
                                    List.of("I alpha", "E beta", "L alpha", "N alpha")),
                            new Fact("minimax", "4", "C", List.of(), List.of()))),
            new Example("l3-naive", "L3: going to the best leaf loses (reconstructed)",
                    "the L3 course, the naive strategy",
                    "Reconstructed from the L3 course's text (the opponent does not cooperate): its figure is not "
                            + "available to us, so the tree is ours. Going to the best leaf, 9, MAX plays B; MIN answers E "
                            + "and MAX has lost (-inf). Min-max plays C and is sure of 4.",
                    "(A (B (D 9 5) E:-inf) (C (F 4 1) (G 3 6)))",
                    Map.of("A", "4", "B", "-inf", "C", "4", "D", "9", "F", "4", "G", "6"),
                    List.of(new Fact("naive", "9", "B", List.of(), List.of()),
                            new Fact("minimax", "4", "C", List.of(), List.of()))),
            new Example("two-cuts", "Two cuts, three levels", "a small exercise of ours",
                    "A beta cut at E (leaf 9), then an alpha cut at C (the subtree G); value 5 through B.",
                    "(A (B (D 3 5) (E 6 9)) (C (F 1 2) (G 0 -1)))",
                    Map.of("B", "5", "C", "0", "G", "0"),
                    List.of(new Fact("alphabeta", "5", "B", List.of("1.2.2", "G"), List.of("E beta", "C alpha")))),
            new Example("best-order", "Best case: best moves first", "the course's best case of alpha-beta",
                    "Each node's best move comes first: C and D are cut after one leaf each, 5 leaves of 9, "
                            + "the minimal tree b^ceil(d/2) + b^floor(d/2) - 1.",
                    "(A (B 8 9 10) (C 7 11 12) (D 6 13 14))",
                    Map.of("B", "8", "C", "7", "D", "6"),
                    List.of(new Fact("alphabeta", "8", "B", List.of("2.2", "2.3", "3.2", "3.3"),
                            List.of("C alpha", "D alpha")))),
            new Example("worst-order", "Worst case: best moves last", "the course's worst case of alpha-beta",
                    "The same values with the best moves last: no cut, all 9 leaves, b^d.",
                    "(A (B 6 13 14) (C 7 11 12) (D 8 9 10))",
                    Map.of("B", "6", "C", "7", "D", "8"),
                    List.of(new Fact("alphabeta", "8", "D", List.of(), List.of()))),
            new Example("decimals", "Decimals and a leaf beside nodes", "a small exercise of ours",
                    "Decimal and negative leaves, and a leaf (0.5) beside two MIN nodes: value 0.5.",
                    "(max (min 1.5 -2) (min 3 0.25) 0.5)",
                    Map.of("1", "-2", "2", "0.25"),
                    List.of(new Fact("alphabeta", "0.5", "3", List.of(), List.of()))),
            new Example("chance", "Chance nodes (expectiminimax 1.9)", "the course's expectiminimax example",
                    "Two chance nodes of probabilities 0.9 and 0.1: 0.9×2 + 0.1×1 = 1.9 through the first; Star1 cuts "
                            + "where the leaves' bounds (1 and 4) already decide.",
                    "(max (chance 0.9:(min 2 3) 0.1:(min 1 4)) (chance 0.9:(min 1 2) 0.1:(min 4 4)))",
                    Map.of(),
                    List.of(new Fact("expectiminimax", "1.9", "1", List.of(), List.of()),
                            new Fact("star1", "1.9", "1", List.of("1.2.2", "2.1.2", "2.2"),
                                    List.of("1.2 alpha", "2.1 alpha", "2 chance")))),
            new Example("die", "A die and a choice", "a small exercise of ours",
                    "A die: 1 with probability 1/6, else MIN's choice of 3 or 5, against a sure 2: "
                            + "1/6×1 + 5/6×3 = 2.666666667, so MAX takes the die.",
                    "(max (chance 1/6:1 5/6:(min 3 5)) 2)",
                    Map.of(),
                    List.of(new Fact("expectiminimax", "2.666666667", "1", List.of(), List.of()))));

    /** Every example, the course's trees first. */
    public static List<Example> all() {
        return ALL;
    }

    /** The examples' names, in order. */
    public static List<String> names() {
        return ALL.stream().map(Example::name).toList();
    }

    /**
     * The example named {@code name}.
     *
     * @throws IllegalArgumentException naming the examples, when there is none of that name
     */
    public static Example named(String name) {
        for (Example e : ALL) {
            if (e.name().equals(name)) {
                return e;
            }
        }
        throw new IllegalArgumentException("no example tree named '" + name + "': expected one of "
                + ALL.stream().map(Example::name).collect(Collectors.joining(", ")));
    }
}
