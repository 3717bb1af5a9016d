package org.zermelo.search;

import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import org.zermelo.game.Evaluator;

/**
 * One row of the catalogue of algorithms ({@link Algorithms}): everything the tools know of an
 * algorithm, declared once. The command line's help, its checks and its messages, {@code compare}'s
 * defaults, the AI specs and the web's menus are all read from these rows.
 *
 * @param name the name the command line, the AI specs and the web use
 * @param family where it belongs: the course's own forms, the engine, a proof, chance, Monte-Carlo
 * @param source where the course (or the literature) has it, for the reader: {@code "course: Alpha-beta"}
 * @param description one line for people, as {@code --help} and the web show it
 * @param accepts what may be asked of it: the settings of an AI spec and of the commands
 * @param claims what it promises of its value, which the tools check ({@code compare}) or rely on
 * @param compareDefault whether {@code compare} runs it when no {@code --algos} is given (for a game
 *     of chance: the chance searches marked so)
 * @param onTrees whether it runs on the slides' typed trees ({@code zermelo tree}), reading their
 *     leaves as values
 * @param step for {@code compare}'s notes: the algorithm it builds on, and why it may cost nodes or
 *     change nothing; null when it is not a step of the course's table
 * @param factory makes the search, given the evaluation at its horizon (null for a search to the
 *     end); null for an algorithm that is a player, not a search (Monte-Carlo)
 */
public record Algorithm(
        String name,
        Family family,
        String source,
        String description,
        Set<Setting> accepts,
        Set<Claim> claims,
        boolean compareDefault,
        boolean onTrees,
        Step step,
        Function<Evaluator, Search> factory) {

    /** Where an algorithm belongs, in the order the help lists them. */
    public enum Family {
        /** The course's algorithms, in the shape its slides give them. */
        COURSE,
        /** The engine: alpha-beta with a table, killers, history, windows, quiescence. */
        ENGINE,
        /** Proofs of wins and losses (AND/OR with a table). */
        PROOF,
        /** Searches of games of chance: expected values at chance nodes. */
        CHANCE,
        /** Players that sample random games instead of searching a tree. */
        MONTE_CARLO
    }

    /** What an algorithm may be asked: an AI spec's key, a command's option. */
    public enum Setting {
        /** A horizon in plies ({@code depth=}, {@code --depth}). */
        DEPTH,
        /** A time limit ({@code time=}, {@code --time}). */
        TIME,
        /** A node limit ({@code nodes=}, {@code --nodes}). */
        NODES,
        /** An evaluation by name or weights file ({@code eval=}, {@code --eval}). */
        EVAL,
        /** Monte-Carlo playouts at its horizon ({@code playouts=} on a search; a Monte-Carlo player's own count). */
        PLAYOUTS,
        /** A transposition table's size ({@code --hash}). */
        TABLE,
        /** Threads sharing the table ({@code --threads}). */
        THREADS,
        /** An opening book ({@code --book}). */
        BOOK,
        /** A checkpoint file of its proofs ({@code --checkpoint}). */
        CHECKPOINT,
        /** Reuse of deeper results from the table ({@code reuse=}, {@code --reuse}). */
        REUSE,
        /** Endgame databases probed at the nodes ({@code db=}, {@code --db}). */
        DATABASES,
        /** ProbCut's selective search where the evaluation has a model ({@code probcut=}, {@code --probcut}). */
        PROBCUT,
        /** A window (alpha, beta) narrower than the full one ({@code tree --window}). */
        WINDOW,
        /** MCTS's iterations ({@code iterations=}). */
        ITERATIONS,
        /** MCTS's exploration constant ({@code c=}). */
        EXPLORATION,
        /** Expectimax's model of the opponent ({@code opponent=random|softmax}, {@code --opponent}). */
        OPPONENT,
        /** The temperature of a softmax opponent ({@code temperature=}, {@code --temperature}). */
        TEMPERATURE
    }

    /** What an algorithm promises of its value. */
    public enum Claim {
        /** Minimax's value at the same depth: {@code compare} checks that these agree. */
        SAME_VALUE_AS_MINIMAX,
        /** It searches to the end of the game only: its value is exact, and it takes no depth. */
        EXACT,
        /** Won or lost only: for games without draws (AND/OR). */
        WON_OR_LOST,
        /** Expected values at chance nodes. */
        EXPECTED_VALUE,
        /** Proves wins and losses as it goes, where it can (MCTS-Solver): deterministic games only. */
        PROVES_WINS
    }

    /**
     * A step of the course's statistics table: the algorithm it builds on, why it may visit more
     * nodes than that one ({@code costs}, empty when it never should), and why it may visit the
     * same ({@code same}).
     */
    public record Step(String base, String costs, String same) {}

    public Algorithm {
        Objects.requireNonNull(name);
        Objects.requireNonNull(family);
        accepts = Set.copyOf(accepts);
        claims = Set.copyOf(claims);
    }

    /** True when it accepts {@code setting}. */
    public boolean accepts(Setting setting) {
        return accepts.contains(setting);
    }

    /** True when it claims {@code claim}. */
    public boolean claims(Claim claim) {
        return claims.contains(claim);
    }

    /** True when it can stop at a horizon: every search but those to the end only ({@link Claim#EXACT}). */
    public boolean depthLimited() {
        return factory != null && !claims(Claim.EXACT);
    }

    /** True for a search (a {@link Search} it can make), false for a player that is not one (Monte-Carlo). */
    public boolean isSearch() {
        return factory != null;
    }

    /**
     * A new search, evaluating the horizon with {@code evaluator} (null for a search to the end).
     *
     * @throws IllegalArgumentException when this algorithm is a player, not a search
     */
    public Search create(Evaluator evaluator) {
        if (factory == null) {
            throw new IllegalArgumentException(name + " is a player, not a search: use it as an AI spec (" + name + ")");
        }
        return factory.apply(evaluator);
    }
}
