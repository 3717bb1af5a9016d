package org.zermelo.games.chomp;

import org.zermelo.game.MoveList;
import org.zermelo.game.Position;
import org.zermelo.game.Retrograde;

/**
 * Every staircase of Chomp within {@code n} rows and {@code n} columns as one slice of retrograde
 * analysis: no move leaves it. Its perfect index: the row lengths {@code l1 >= l2 >= ... >= ln}
 * (0 to n each) are the n-element subset {@code {ln + 0, l(n-1) + 1, ..., l1 + n - 1}} of
 * {@code 0 .. 2n - 1}, ranked in the combinatorial number system, so the slice has C(2n, n)
 * indices; those with {@code l1 = 0} (the poisoned square eaten) name no position.
 */
final class Staircases implements Retrograde.Slice {

    private final int n;
    private final long[][] binomial;

    Staircases(int n) {
        this.n = n;
        binomial = new long[2 * n + 1][n + 2];
        for (int i = 0; i <= 2 * n; i++) {
            binomial[i][0] = 1;
            for (int k = 1; k <= Math.min(i, n + 1); k++) {
                binomial[i][k] = binomial[i - 1][k - 1] + (k <= i - 1 ? binomial[i - 1][k] : 0);
            }
        }
    }

    @Override
    public String name() {
        return "staircases-" + n + "x" + n;
    }

    @Override
    public long size() {
        return binomial[2 * n][n];
    }

    /** The index of the row lengths in {@code rows} (row i in bits 4i..4i+3). */
    long index(long rows) {
        long index = 0;
        for (int i = 0; i < n; i++) {
            int length = (int) (rows >>> (4 * (n - 1 - i))) & 15;
            index += binomial[length + i][i + 1];
        }
        return index;
    }

    /** The row lengths of {@code index}, row i in bits 4i..4i+3. */
    long rows(long index) {
        long rows = 0;
        long rest = index;
        for (int i = n - 1; i >= 0; i--) {
            int c = i;
            while (binomial[c + 1][i + 1] <= rest) {
                c++;
            }
            rest -= binomial[c][i + 1];
            rows |= (long) (c - i) << (4 * (n - 1 - i));
        }
        return rows;
    }

    @Override
    public long indexOf(Position position) {
        if (!(position instanceof Chomp chomp) || chomp.rowLength(n) != 0 || chomp.columnLength(n) != 0) {
            return -1;
        }
        return index(chomp.rowsWord());
    }

    @Override
    public Retrograde.Walker walker() {
        MoveList moves = new MoveList();
        return new Retrograde.Walker() {
            @Override
            public int explore(long index, Retrograde.Successors out) {
                long rows = rows(index);
                if ((rows & 15) == 0) {
                    return Retrograde.NOT_A_POSITION;
                }
                Chomp chomp = Chomp.ofRows(rows);
                if (chomp.isTerminal()) {
                    return chomp.terminalValue();
                }
                chomp.legalMoves(moves);
                for (int i = 0; i < moves.size(); i++) {
                    chomp.play(moves.get(i));
                    out.inSlice(index(chomp.rowsWord()));
                    chomp.undo();
                }
                return Retrograde.IN_PLAY;
            }

            @Override
            public Position position(long index) {
                long rows = rows(index);
                return (rows & 15) == 0 ? null : Chomp.ofRows(rows);
            }
        };
    }
}
