package org.zermelo.learn;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Samuel's pool of terms (1959): a linear evaluation draws on more candidate terms than it uses,
 * {@code inUse} of them in the evaluation at a time (his 16 of 38), the others waiting in a
 * reserve list. At each check (learning checks after every game), the term in use whose weight
 * is smallest in magnitude is tallied once (a tie goes to the first in the list of terms); when a
 * term's tally reaches {@code limit}, the term leaves the evaluation for the bottom of the reserve
 * list, its weight set to 0 and its tally to 0, and the term at the top of the reserve comes in,
 * at weight 0: a term that stays the least useful is tried against another. Terms not in use
 * weigh 0 always, so that an evaluation reading every term values positions as one reading only
 * those in use; learning steps only the terms in use ({@link #inUse()}).
 *
 * <p>Everything is decided by the weights alone: the same weights at the same checks give the
 * same swaps.
 */
public final class TermPool {

    /**
     * A term sent to the reserve and the one that took its place.
     *
     * @param out the term that left, after being the smallest so many times
     * @param in the term that came in from the top of the reserve
     */
    public record Swap(String out, String in) {}

    private final String[] names;
    private final boolean[] used;
    private final int[] tally;
    private final Deque<Integer> reserve = new ArrayDeque<>();
    private final int limit;
    private int swaps;

    /**
     * A pool of the terms {@code names}: the first {@code inUse} in use, the others in the
     * reserve, in their order; a term leaves after being the smallest at {@code limit} checks.
     *
     * @throws IllegalArgumentException unless 1 &lt;= inUse &lt; the number of terms and limit &gt;= 1
     */
    public TermPool(String[] names, int inUse, int limit) {
        if (inUse < 1 || inUse >= names.length || limit < 1) {
            throw new IllegalArgumentException("a pool of " + names.length + " terms keeps 1 to " + (names.length - 1)
                    + " in use, each out after 1 check or more, not " + inUse + " and " + limit);
        }
        this.names = names.clone();
        this.used = new boolean[names.length];
        this.tally = new int[names.length];
        this.limit = limit;
        for (int i = 0; i < names.length; i++) {
            used[i] = i < inUse;
            if (i >= inUse) {
                reserve.addLast(i);
            }
        }
    }

    /** Which terms are in use, by the terms' order (the array itself: learning reads it at every step). */
    public boolean[] inUse() {
        return used;
    }

    /** The names of the terms in use, in the terms' order. */
    public List<String> namesInUse() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < names.length; i++) {
            if (used[i]) {
                out.add(names[i]);
            }
        }
        return out;
    }

    /** The names of the reserve, from its top. */
    public List<String> namesInReserve() {
        List<String> out = new ArrayList<>();
        for (int i : reserve) {
            out.add(names[i]);
        }
        return out;
    }

    /** The swaps made so far. */
    public int swaps() {
        return swaps;
    }

    /** Sets to 0 the weights of the terms in reserve, in each of {@code weights}. */
    public void clearReserve(double[]... weights) {
        for (double[] w : weights) {
            for (int i : reserve) {
                w[i] = 0;
            }
        }
    }

    /**
     * A check: tallies the term in use whose weight in {@code weights} is smallest in magnitude,
     * and swaps it for the top of the reserve if its tally reaches the limit, setting its weight
     * to 0 in {@code weights} and in each of {@code others} (the same terms' weights kept
     * elsewhere: the weights that play beside the weights that learn).
     *
     * @return the swap made, or null
     */
    public Swap check(double[] weights, double[]... others) {
        int smallest = -1;
        for (int i = 0; i < names.length; i++) {
            if (used[i] && (smallest < 0 || Math.abs(weights[i]) < Math.abs(weights[smallest]))) {
                smallest = i;
            }
        }
        if (++tally[smallest] < limit) {
            return null;
        }
        tally[smallest] = 0;
        used[smallest] = false;
        weights[smallest] = 0;
        for (double[] w : others) {
            w[smallest] = 0;
        }
        int in = reserve.removeFirst();
        reserve.addLast(smallest);
        used[in] = true;
        swaps++;
        return new Swap(names[smallest], names[in]);
    }
}
