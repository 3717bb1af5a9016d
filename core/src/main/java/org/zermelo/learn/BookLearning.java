package org.zermelo.learn;

import java.util.List;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Features;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.RecordFiles;

/**
 * Samuel's book learning (1967): signature tables ({@link SignatureTables}) learned from master
 * games. At every position of a game with two moves or more, each legal move leads to a
 * position, whose terms, from the mover's side, reach one entry of each table: the master's move
 * counts A there, and every move he rejected counts D. A position of k moves has one move for k - 1
 * it rejected, so the master's move counts k - 1 (and each rejected move 1): an entry that moves
 * reach as often whether chosen or not ends near C = 0, one that masters seek near 1, one they
 * avoid near -1. The three levels learn in turn, each on a pass over the games, with the levels
 * below it complete (a level's entries are its inputs' outputs, which must have settled).
 *
 * <p>{@link #agreement} measures an evaluation as Samuel did: over positions of master games, how
 * often the move it values most (one ply) is the master's, and his coefficient (L - H) / (L + H),
 * L the moves it values below the master's and H those it values above.
 */
public final class BookLearning {

    private BookLearning() {}

    /**
     * Signature tables learned from the master games {@code games}, the terms those of
     * {@code sample}'s game: its first {@value SignatureTables#MAX_TERMS} at most (Samuel's tables
     * read 27 terms).
     */
    public static SignatureTables learn(Features sample, List<RecordFiles.Recorded> games) {
        String[] all = sample.featureNames();
        String[] names = java.util.Arrays.copyOf(all, Math.min(all.length, SignatureTables.MAX_TERMS));
        double[] f = new double[all.length];
        double[] sum = new double[names.length];
        long[] count = {0};
        replay(games, (p, moves, master) -> {
            ((Features) p).features(f);
            for (int i = 0; i < sum.length; i++) {
                sum[i] += Math.abs(f[i]);
            }
            count[0]++;
        });
        double[] steps = new double[names.length];
        for (int i = 0; i < steps.length; i++) {
            double mean = count[0] == 0 ? 0 : sum[i] / count[0];
            steps[i] = mean > 0 ? mean : 1;
        }
        SignatureTables tables = new SignatureTables(sample.featureSet(), names, steps);
        int[] scratch = new int[tables.tables()];
        for (int level = 1; level <= 3; level++) {
            int l = level;
            replay(games, (p, moves, master) -> {
                int k = moves.size();
                for (int i = 0; i < k; i++) {
                    int move = moves.get(i);
                    p.play(move);
                    ((Features) p).features(f);
                    p.undo();
                    for (int j = 0; j < names.length; j++) {
                        f[j] = -f[j]; // from the mover's side
                    }
                    boolean chosen = move == master;
                    tables.count(f, l, chosen ? k - 1 : 0, chosen ? 0 : 1, scratch);
                }
            });
        }
        return tables;
    }

    /**
     * How an evaluation picks the masters' moves.
     *
     * @param positions the positions of two moves or more
     * @param share the share of them where the move valued most is the master's (a tie of t moves
     *     with the master's counts 1/t: the chance that a choice at random among them is his)
     * @param coefficient Samuel's (L - H) / (L + H) over all of them
     */
    public record Agreement(long positions, double share, double coefficient) {}

    /** How {@code evaluator}, one ply ahead, picks the moves of the master games {@code games}. */
    public static Agreement agreement(Evaluator evaluator, List<RecordFiles.Recorded> games) {
        long[] totals = new long[3]; // positions, lower, higher
        double[] picked = {0};
        replay(games, (p, moves, master) -> {
            int k = moves.size();
            int[] values = new int[k];
            int masterValue = 0;
            int best = Integer.MIN_VALUE;
            for (int i = 0; i < k; i++) {
                p.play(moves.get(i));
                // The mover's value of the position its move leads to.
                values[i] = p.isTerminal() ? -1_000_000 * Integer.signum(p.terminalValue()) : -evaluator.evaluate(p);
                p.undo();
                if (moves.get(i) == master) {
                    masterValue = values[i];
                }
                best = Math.max(best, values[i]);
            }
            int atBest = 0;
            for (int i = 0; i < k; i++) {
                atBest += values[i] == best ? 1 : 0;
                totals[1] += values[i] < masterValue ? 1 : 0;
                totals[2] += values[i] > masterValue ? 1 : 0;
            }
            picked[0] += masterValue == best ? 1.0 / atBest : 0;
            totals[0]++;
        });
        long lh = totals[1] + totals[2];
        return new Agreement(totals[0], totals[0] == 0 ? 0 : picked[0] / totals[0], lh == 0 ? 0 : (double) (totals[1] - totals[2]) / lh);
    }

    /** What is done at each position of a game with two moves or more: its moves and the master's. */
    private interface Visit {
        void at(Position position, MoveList moves, int master);
    }

    /** Visits every position of {@code games} with two legal moves or more, before the master's move. */
    private static void replay(List<RecordFiles.Recorded> games, Visit visit) {
        MoveList moves = new MoveList();
        for (RecordFiles.Recorded g : games) {
            Position p = g.start().copy();
            for (int master : g.moves()) {
                if (p.isTerminal()) {
                    break;
                }
                p.legalMoves(moves);
                if (moves.size() >= 2) {
                    visit.at(p, moves, master);
                }
                p.play(master);
            }
        }
    }
}
