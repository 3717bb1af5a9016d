package org.zermelo.game;

/**
 * A game as the tools see it: its name, its notations, its start position, a parser and an
 * evaluation. Implementations are found with {@link java.util.ServiceLoader} (see
 * {@link Games}), so a game in any jar on the class path is usable by every command.
 */
public interface Game {

    /** The name used on the command line, lower case: {@code tictactoe}. */
    String name();

    /** One line saying what the game is. */
    String description();

    /** How positions are written, in a sentence or two. */
    String positionNotation();

    /** How moves are written, in a sentence. */
    String moveNotation();

    /** An example position in the game's notation (not necessarily the start). */
    String example();

    /** The position at the start of the game. */
    Position start();

    /**
     * Reads a position in the game's notation.
     *
     * @throws IllegalArgumentException with a message that says what is expected
     */
    Position parse(String text);

    /**
     * The largest game value, in absolute value, a position of this game can have (1 for a game
     * won, drawn or lost): books and benchmark files are checked against it. By default the
     * largest the scale holds, {@link Scores#MAX_GAME_VALUE}.
     */
    default int maxValue() {
        return Scores.MAX_GAME_VALUE;
    }

    /** The game's evaluation for depth-limited search: the first of {@link #evaluations}. */
    Evaluator evaluator();

    /**
     * The game's own evaluations by name, the default ({@link #evaluator}) first, each a new
     * evaluator at every call (an evaluator serves one search at a time): AI specs and the
     * command line name them ({@code eval=course}). By default the one evaluation, named
     * {@code default}. Learned evaluations come from weights files, not from here.
     */
    default java.util.Map<String, java.util.function.Supplier<Evaluator>> evaluations() {
        return java.util.Map.of("default", this::evaluator);
    }

    /**
     * The evaluation, by its name in {@link #evaluations}, that {@code zermelo play}'s default
     * AI uses, where a match measured one stronger than the default at equal time (Othello's
     * learned patterns); null, by default, for the default itself. The other commands keep the
     * default, so that their figures stay comparable.
     */
    default String playEvaluation() {
        return null;
    }

    /**
     * The name of the opening book the game ships, a book of games ({@code zermelo book GAME
     * --from-games}) kept as the resource {@code NAME.book} beside the game's class: {@code
     * book=NAME} in an AI spec, and {@code zermelo play}'s default AI consults it; null, by
     * default, for none. The other commands consult no book unless told, as for the evaluation.
     */
    default String openingBook() {
        return null;
    }

    /**
     * The engine algorithm, by its command-line name, that {@code zermelo play}'s default AI uses
     * instead of {@code pvs}, where a match measured it stronger at equal time (checkers:
     * {@code quiescence}, whose captures past the horizon the game needs); null, by default, for
     * {@code pvs}. As for {@link #playEvaluation}, the other commands keep theirs.
     */
    default String playAlgorithm() {
        return null;
    }

    /**
     * The algorithm {@code zermelo solve} uses when none is asked for, by its command-line
     * name: {@code andor} suits small games without draws (it gives every winning move and the
     * remoteness), {@code proof} large ones.
     */
    default String solver() {
        return "alphabeta-negamax";
    }

    /**
     * The algorithm {@code zermelo solve} uses for {@code position} when none is asked for: by
     * default {@link #solver()}. A game may choose by the size of the position: AND/OR where the
     * whole graph is small (every winning move and the remoteness, for little), a faster search
     * beyond, where AND/OR would take minutes or never end.
     */
    default String solver(Position position) {
        return solver();
    }

    /**
     * Reads one line of a benchmark file. By default a line is {@code POSITION VALUE}: the
     * last whitespace-separated word is the expected value, a whole number, and the text before
     * it the position in the game's notation (the format of Pons' Connect Four sets). A game
     * whose benchmark files have another format (Othello's .obf) overrides this.
     *
     * @throws IllegalArgumentException saying what is wrong with the line
     */
    default BenchmarkCase benchmarkCase(String line) {
        String t = line.strip();
        int space = t.length() - 1;
        while (space >= 0 && !Character.isWhitespace(t.charAt(space))) {
            space--;
        }
        if (space < 0) {
            throw new IllegalArgumentException("expected a position and its value separated by a space, not '" + t + "'");
        }
        String value = t.substring(space + 1);
        if (!value.matches("[+-]?[0-9]{1,9}")) {
            throw new IllegalArgumentException("'" + value + "' is not a value: the last word of a line is the expected value, "
                    + "a whole number");
        }
        int expected = Integer.parseInt(value);
        if (Math.abs(expected) > maxValue()) {
            throw new IllegalArgumentException("the value " + expected + " is beyond " + name() + "'s values, -" + maxValue()
                    + " to " + maxValue());
        }
        return new BenchmarkCase(parse(t.substring(0, space).strip()), expected);
    }

    /**
     * How a win of game value {@code value} (1 or more) reads after "X won", to end a game: by
     * default " by N" when the value is more than 1, nothing for a plain win.
     */
    default String describeWin(int value) {
        return value > 1 ? " by " + value : "";
    }

    /** What players are called, for side 0 (who moves first) and side 1: "X" and "O", say. */
    default String playerName(int side) {
        return side == 0 ? "first player" : "second player";
    }
}
