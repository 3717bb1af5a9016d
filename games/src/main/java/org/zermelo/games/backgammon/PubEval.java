package org.zermelo.games.backgammon;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Position;
import org.zermelo.game.Scores;

/**
 * Gerald Tesauro's pubeval, the public linear evaluation that backgammon programs have long been
 * measured against: a score {@code W . X} of the position after a move, for the player who made
 * it, with one set of 122 weights for races and one for contact positions (chosen by the position
 * before the move), over a raw encoding of the board. For each of the mover's points, from its
 * 24-point down: an opponent's blot, one checker of its own, two or more, exactly three, and half
 * of those beyond three; then half the opponent's checkers on the bar and the mover's checkers
 * off, over 15. The weights are Tesauro's, read from {@code pubeval.txt}, which names the source.
 *
 * <p>For the side to move, whose opponent has just moved, the value is minus the opponent's
 * score, read as {@code tanh(score / 20)} to fall within the evaluation range: at one ply the
 * moves are ranked exactly as pubeval ranks them. The score is a ranking of moves, not an
 * equity (after the best move of pubeval's own games, contact scores average about 12 with a
 * spread of about 6.5, races range from -60 to 30), so the expected values a deeper search
 * gives with it are not probabilities; the divisor keeps them from saturating.
 *
 * <p>Pubeval scores only the board of the player who has just moved: after the opponent's
 * reply, a search deeper than one move would see the opponent's board alone and none of its
 * own. The symmetric form ({@code pubeval-symmetric}) scores both: the side to move's board as
 * if it had just moved, minus the opponent's, a value function for such searches.
 */
final class PubEval implements Evaluator {

    static final int INPUTS = 122;
    private static final double[] RACE = new double[INPUTS];
    private static final double[] CONTACT = new double[INPUTS];

    static {
        try (InputStream in = PubEval.class.getResourceAsStream("pubeval.txt")) {
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            double[] into = null;
            int n = 0;
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.startsWith("#") || line.isBlank()) {
                    continue;
                }
                if (line.equals("race") || line.equals("contact")) {
                    into = line.equals("race") ? RACE : CONTACT;
                    n = 0;
                    continue;
                }
                for (String w : line.strip().split("\\s+")) {
                    into[n++] = Double.parseDouble(w);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private final double[] inputs = new double[INPUTS];
    private final boolean symmetric;

    /** Tesauro's pubeval, or its symmetric form that scores both boards. */
    PubEval(boolean symmetric) {
        this.symmetric = symmetric;
    }

    @Override
    public int evaluate(Position position) {
        Backgammon b = (Backgammon) position;
        boolean race = b.wasRaceBeforeLastMove();
        double score = score(race, b.theirs(), b.mine());
        if (symmetric) {
            score -= score(race, b.mine(), b.theirs());
        }
        double value = -Math.tanh(score / 20);
        return (int) Math.round(value * (Scores.EVAL_LIMIT - 1));
    }

    /** Pubeval's score for {@code mover}, who has just moved, against {@code opponent} (each from its own view). */
    double score(boolean race, int[] mover, int[] opponent) {
        encode(mover, opponent, inputs);
        double[] w = race ? RACE : CONTACT;
        double score = 0;
        for (int i = 0; i < INPUTS; i++) {
            score += w[i] * inputs[i];
        }
        return score;
    }

    /** Tesauro's raw encoding of the board after a move, for the player who made it. */
    static void encode(int[] mover, int[] opponent, double[] x) {
        java.util.Arrays.fill(x, 0);
        for (int j = 0; j < 24; j++) {
            int point = 24 - j;
            int base = 5 * j;
            int n = mover[point];
            if (opponent[25 - point] == 1) {
                x[base] = 1;
            }
            if (n == 1) {
                x[base + 1] = 1;
            }
            if (n >= 2) {
                x[base + 2] = 1;
            }
            if (n == 3) {
                x[base + 3] = 1;
            }
            if (n >= 4) {
                x[base + 4] = (n - 3) / 2.0;
            }
        }
        x[120] = opponent[Backgammon.BAR] / 2.0;
        x[121] = mover[Backgammon.OFF] / 15.0;
    }
}
