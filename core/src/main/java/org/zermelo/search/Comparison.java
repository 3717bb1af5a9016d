package org.zermelo.search;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.zermelo.game.Chance;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.search.Algorithm.Claim;
import org.zermelo.search.Algorithm.Step;

/**
 * The course's statistics table, as a use case both front-ends call: which algorithms run (the
 * names asked, checked, or {@code compare}'s defaults from the catalogue), each run as
 * {@code zermelo search} runs it (deepening on the clock, or at once to a depth), whether those that
 * reach the same depth agree on the value (those that do not claim to excepted: quiescence looks
 * further on purpose, the naive strategy aims elsewhere; {@link Claim#SAME_VALUE_AS_MINIMAX}), and
 * the notes that explain what the table does not say by itself.
 */
public final class Comparison {

    /**
     * Minimax visits every node, about b^depth (b the moves at the root): beyond this many, about a
     * minute, it is left out of the default list, and a front-end that bounds its work refuses it
     * (and the other searches that cut nothing).
     */
    public static final double MINIMAX_NODES = 1e9;

    private Comparison() {}

    /**
     * What to run: the algorithms, in the table's order, and what was left out of the defaults
     * and why ({@code leftOut}: a sentence, or null).
     */
    public record Plan(List<String> algorithms, String leftOut) {}

    /**
     * The algorithms to compare on {@code position} within {@code limits}: {@code asked} checked
     * (known, depth-limited, each once), or when it is null or empty the catalogue's defaults
     * ({@link Algorithms#compareDefaults}) without minimax where it is hopeless.
     *
     * @param bounded true for a front-end that bounds its work (the web): minimax asked by name
     *     where it is hopeless is refused, instead of run
     * @throws IllegalArgumentException saying which name is wrong and what is expected
     */
    public static Plan plan(Position position, List<String> asked, SearchLimits limits, boolean bounded) {
        int moves = rootMoves(position);
        // About how many nodes a search that cuts nothing visits: b^depth, b the moves at the root; 0 on the clock.
        double every = limits.depth() == SearchLimits.UNLIMITED_DEPTH ? 0 : Math.pow(moves, limits.depth());
        if (asked == null || asked.isEmpty()) {
            List<String> names = new ArrayList<>();
            String leftOut = null;
            for (String name : Algorithms.compareDefaults(Chance.inGame(position))) {
                if (visitsEveryNode(Algorithms.named(name)) && every > MINIMAX_NODES) {
                    leftOut = String.format(Locale.ROOT, "%s left out: it visits every node, about %.1g here (%d moves at the "
                            + "root, depth %d); name it to run it all the same", name, every, moves, limits.depth());
                } else {
                    names.add(name);
                }
            }
            return new Plan(List.copyOf(names), leftOut);
        }
        Set<String> names = new LinkedHashSet<>();
        for (String text : asked) {
            String name = text.strip();
            if (name.isEmpty()) {
                throw new IllegalArgumentException("an empty algorithm name: expected algorithms separated by commas, "
                        + "like alphabeta,pvs");
            }
            if (!Algorithms.search(name).depthLimited()) {
                throw new IllegalArgumentException(name + " searches to the end of the game: compare it with `zermelo solve --algo "
                        + name + "`");
            }
            if (!names.add(name)) {
                throw new IllegalArgumentException("the algorithm '" + name + "' is given twice");
            }
            if (bounded && visitsEveryNode(Algorithms.named(name)) && every > MINIMAX_NODES) {
                throw new IllegalArgumentException(String.format(Locale.ROOT, "%s visits every node, about %.1g here "
                        + "(%d moves at the root, depth %d): leave it out, or ask for a smaller depth",
                        name, every, moves, limits.depth()));
            }
        }
        return new Plan(List.copyOf(names), null);
    }

    /**
     * True for the course's searches that cut nothing (minimax, its negamax form, the naive
     * strategy): the course's family, depth-limited, with no window.
     */
    private static boolean visitsEveryNode(Algorithm algorithm) {
        return algorithm.family() == Algorithm.Family.COURSE && algorithm.depthLimited() && !algorithm.accepts(Algorithm.Setting.WINDOW);
    }

    private static int rootMoves(Position position) {
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        return moves.size();
    }

    /** Runs {@code search} on {@code position} within {@code limits}, as {@code search} and {@code compare} do. */
    public static SearchResult run(Search search, Position position, SearchLimits limits) {
        return limits.interruptible() || search.deepensItself()
                ? IterativeDeepening.search(search, position, limits, it -> { })
                : search.search(position, limits);
    }

    /** True when the results that reach the same depth have the same value (those that do not claim it excepted: quiescence, the naive strategy, ...). */
    public static boolean agree(List<SearchResult> results) {
        for (SearchResult a : results) {
            for (SearchResult b : results) {
                if (Algorithms.sameValueAsMinimax(a.algorithm()) && Algorithms.sameValueAsMinimax(b.algorithm()) && a.depth() == b.depth()
                        && a.depth() > 0 && a.value() != b.value()) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The algorithms that do not claim minimax's value ({@link Claim#SAME_VALUE_AS_MINIMAX}: quiescence,
     * the secondary search, the naive strategy) and found another value than one that claims it at
     * the same depth: what {@link #agree} leaves out, for the front-ends to say.
     */
    public static List<String> ownValues(List<SearchResult> results) {
        List<String> own = new ArrayList<>();
        for (SearchResult a : results) {
            if (Algorithms.sameValueAsMinimax(a.algorithm())) {
                continue;
            }
            for (SearchResult b : results) {
                if (Algorithms.sameValueAsMinimax(b.algorithm()) && a.depth() == b.depth() && a.depth() > 0 && a.value() != b.value()) {
                    own.add(a.algorithm());
                    break;
                }
            }
        }
        return own;
    }

    /**
     * What the table does not say by itself: a step of the course's table ({@link Algorithm#step})
     * that costs nodes here, or changes nothing; and two rows with the same counts that no such
     * note links.
     */
    public static List<String> notes(List<SearchResult> rows) {
        List<String> notes = new ArrayList<>();
        for (SearchResult row : rows) {
            Step step = step(row.algorithm());
            SearchResult base = step == null ? null : rows.stream().filter(r -> r.algorithm().equals(step.base())).findFirst().orElse(null);
            if (base == null || base.depth() != row.depth() || row.depth() == 0) {
                continue;
            }
            long mine = row.stats().nodes();
            long theirs = base.stats().nodes();
            if (mine == theirs) {
                notes.add(String.format(Locale.ROOT, "%s visits the same %d nodes as %s, on which it builds: %s here",
                        row.algorithm(), mine, base.algorithm(), step.same()));
            } else if (mine > theirs && !step.costs().isEmpty()) {
                notes.add(String.format(Locale.ROOT, "%s visits %.1f%% more nodes than %s, on which it builds: %s here",
                        row.algorithm(), 100.0 * (mine - theirs) / theirs, base.algorithm(), step.costs()));
            }
        }
        // Rows alike through a chain of steps that each changed nothing are explained by their notes above.
        int[] explainedWith = new int[rows.size()];
        for (int j = 0; j < rows.size(); j++) {
            explainedWith[j] = j;
            for (int i = 0; i < j; i++) {
                String a = rows.get(i).algorithm();
                String b = rows.get(j).algorithm();
                if (sameCounts(rows.get(i), rows.get(j)) && (builtOn(a, b) || builtOn(b, a))) {
                    int from = explainedWith[j];
                    int to = explainedWith[i];
                    for (int k = 0; k <= j; k++) {
                        explainedWith[k] = explainedWith[k] == from ? to : explainedWith[k];
                    }
                }
            }
        }
        for (int j = 0; j < rows.size(); j++) {
            for (int i = 0; i < j; i++) {
                SearchResult a = rows.get(i);
                SearchResult b = rows.get(j);
                if (sameCounts(a, b) && explainedWith[i] != explainedWith[j] && !sameAlgorithm(a.algorithm(), b.algorithm())) {
                    notes.add(String.format(Locale.ROOT, "%s visits the same %d nodes as %s by another road: %s here",
                            b.algorithm(), b.stats().nodes(), a.algorithm(), ancestor(a.algorithm(), b.algorithm())
                                    || ancestor(b.algorithm(), a.algorithm())
                                    ? "the steps between them saved as many nodes as they cost" : "a coincidence"));
                }
            }
        }
        return notes;
    }

    private static Step step(String name) {
        return Algorithms.exists(name) ? Algorithms.named(name).step() : null;
    }

    /** True when two rows would look the same: the same depth, value, nodes, leaves and cuts. */
    private static boolean sameCounts(SearchResult a, SearchResult b) {
        return a.depth() == b.depth() && a.depth() > 0 && a.value() == b.value() && a.stats().nodes() == b.stats().nodes()
                && a.stats().leaves() == b.stats().leaves() && a.stats().cutoffs() == b.stats().cutoffs();
    }

    /** True when {@code algo} is a step built directly on {@code base} (its own note covers them). */
    private static boolean builtOn(String algo, String base) {
        Step step = step(algo);
        return step != null && step.base().equals(base);
    }

    /**
     * True when one builds on the other through steps that only write the same algorithm another
     * way (negamax's form, fail-hard and fail-soft: steps that never cost a node): the same counts
     * are then no news.
     */
    private static boolean sameAlgorithm(String a, String b) {
        return freeSteps(a, b) || freeSteps(b, a);
    }

    private static boolean freeSteps(String base, String algo) {
        for (Step step = step(algo); step != null && step.costs().isEmpty(); step = step(step.base())) {
            if (step.base().equals(base)) {
                return true;
            }
        }
        return false;
    }

    /** True when {@code algo} builds on {@code base} through one step or more. */
    private static boolean ancestor(String base, String algo) {
        for (Step step = step(algo); step != null; step = step(step.base())) {
            if (step.base().equals(base)) {
                return true;
            }
        }
        return false;
    }
}
