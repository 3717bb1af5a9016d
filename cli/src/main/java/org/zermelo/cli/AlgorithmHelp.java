package org.zermelo.cli;

import java.util.List;
import java.util.ListResourceBundle;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.zermelo.search.Algorithm;
import org.zermelo.search.Algorithm.Claim;
import org.zermelo.search.Algorithm.Family;
import org.zermelo.search.Algorithm.Setting;
import org.zermelo.search.Algorithms;
import org.zermelo.tree.TreeExamples;

/**
 * The help's lists of algorithms, read from the catalogue ({@link Algorithms}), and of the course's
 * example trees ({@link TreeExamples}), for the options' descriptions to name as {@code ${bundle:KEY}}:
 * so that a search or a tree added to its catalogue is in every command's help without an edit here.
 */
public final class AlgorithmHelp extends ListResourceBundle {

    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"search.algos", groups(Algorithm::depthLimited, Algorithms.courseDefault(false), Algorithms.courseDefault(true))
                    + "; or to the end of the game only, " + join(Algorithms.names(a -> a.isSearch() && !a.depthLimited()), null)},
            {"solve.algos", groups(a -> a.isSearch() && a.family() != Family.CHANCE && a.claims(Claim.SAME_VALUE_AS_MINIMAX), null, null)},
            {"tree.algos", groups(Algorithm::onTrees, Algorithms.courseDefault(false), null)},
            {"threads.algos", EngineOptions.accepting(Setting.THREADS)},
            {"book.algos", EngineOptions.accepting(Setting.BOOK)},
            {"tree.examples", TreeExamples.all().stream().map(e -> e.name() + ": " + e.title())
                    .collect(Collectors.joining("; "))},
            {"tree.vectorAlgos", Algorithms.sentence(org.zermelo.tree.MultiPlayerAnalysis.Method.names())
                    + " (default " + org.zermelo.tree.MultiPlayerAnalysis.Method.MAXN.text() + ")"},
            {"tree.randomDefaults", String.join(",", Algorithms.randomTreeDefaults())},
            {"tree.windowAlgos", Algorithms.sentence(Algorithms.names(a -> a.onTrees() && a.accepts(Setting.WINDOW)
                    && !a.claims(Claim.EXPECTED_VALUE)), "and")},
            {"compare.ownValues", Algorithms.sentence(Algorithms.names(a -> a.depthLimited()
                    && !a.claims(Claim.SAME_VALUE_AS_MINIMAX)), "and")},
            {"analyze.default", Algorithms.engineDefault(false)},
            {"engine.default", Algorithms.engineDefault(false)},
            {"ugi.algos", groups(UgiCommand::usable, Algorithms.engineDefault(false), null)},
            {"analyze.chanceDefault", Algorithms.engineDefault(true)},
            {"compare.defaults", String.join(",", Algorithms.compareDefaults(false))},
            {"compare.chanceDefaults", String.join(",", Algorithms.compareDefaults(true))},
        };
    }

    /** The names for which {@code test} holds, by family: {@code the course's: a, b; the engine: c, d; ...}. */
    private static String groups(Predicate<Algorithm> test, String defaultName, String chanceDefault) {
        StringBuilder text = new StringBuilder();
        for (Family family : Family.values()) {
            List<String> names = Algorithms.names(a -> a.family() == family && test.test(a));
            if (names.isEmpty()) {
                continue;
            }
            text.append(text.isEmpty() ? "" : "; ").append(label(family)).append(": ")
                    .append(join(names, family == Family.CHANCE ? chanceDefault : defaultName));
        }
        return text.toString();
    }

    private static String join(List<String> names, String defaultName) {
        return names.stream().map(n -> n.equals(defaultName) ? n + " (default)" : n).collect(Collectors.joining(", "));
    }

    private static String label(Family family) {
        return switch (family) {
            case COURSE -> "the course's";
            case ENGINE -> "the engine";
            case PROOF -> "proofs (games without draws)";
            case CHANCE -> "for games of chance";
            case MONTE_CARLO -> "Monte-Carlo";
        };
    }
}
