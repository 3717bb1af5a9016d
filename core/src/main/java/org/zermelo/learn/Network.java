package org.zermelo.learn;

import org.zermelo.game.Position;

/**
 * A learned value: {@code tanh} of the sum of the weights a position turns on ({@link Encoding}),
 * for the side to move, between -1 (lost) and 1 (won). Learning moves a position's value toward
 * a target by gradient descent on the squared error. Copies share the weights, each with its
 * own scratch space, so that threads learn together (without locks: a lost update only costs a
 * little learning) and searches read it while it learns. Reading a value allocates nothing.
 */
public final class Network {

    private final Encoding encoding;
    private final double[] weights;
    private final int[] index;
    private final double[] amount;

    /** A network of zero weights: every position valued 0. */
    public Network(Encoding encoding) {
        this(encoding, new double[encoding.size()]);
    }

    /**
     * A network with these weights.
     *
     * @throws IllegalArgumentException when their number is not the encoding's
     */
    public Network(Encoding encoding, double[] weights) {
        if (weights.length != encoding.size()) {
            throw new IllegalArgumentException(encoding.name() + " has " + encoding.size() + " weights, not " + weights.length);
        }
        this.encoding = encoding;
        this.weights = weights;
        this.index = new int[encoding.maxActive()];
        this.amount = new double[encoding.maxActive()];
    }

    /** A view of the same weights with scratch space of its own, for another thread. */
    public Network copy() {
        return new Network(encoding.copy(), weights);
    }

    /** A network of its own with the weights as they are now: a snapshot that learning does not change. */
    public Network frozen() {
        return new Network(encoding.copy(), weights.clone());
    }

    /** The encoding. */
    public Encoding encoding() {
        return encoding;
    }

    /** The weights (the array itself). */
    double[] weights() {
        return weights;
    }

    /** A copy of the weights, as they are now. */
    public double[] weightsCopy() {
        return weights.clone();
    }

    /** The value of {@code position}, which is not over, for its side to move: from -1 to 1. */
    public double value(Position position) {
        int n = encoding.encode(position, index, amount);
        double sum = 0;
        for (int i = 0; i < n; i++) {
            sum += weights[index[i]] * amount[i];
        }
        return Math.tanh(sum);
    }

    /**
     * Moves the value of {@code position} toward {@code target} (for its side to move, -1 to 1) by
     * gradient descent on the squared error, normalised (NLMS): the weights it turns on move in
     * proportion to how much each is turned on, so that the sum under the tanh moves by
     * {@code rate} times the error times the tanh's slope, whatever the number and the size of
     * the features: a rate means the same for an n-tuple network's 168 ones and for the course's
     * terms, which count up to 60 discs. Returns the value before.
     */
    public double learn(Position position, double target, double rate) {
        int n = encoding.encode(position, index, amount);
        return step(weights, index, amount, n, target, rate);
    }

    /** The normalised step of {@link #learn} on the weights turned on by {@code index} and {@code amount}; the value before. */
    static double step(double[] weights, int[] index, double[] amount, int n, double target, double rate) {
        double sum = 0;
        double norm = 0;
        for (int i = 0; i < n; i++) {
            sum += weights[index[i]] * amount[i];
            norm += amount[i] * amount[i];
        }
        double value = Math.tanh(sum);
        if (norm > 0) {
            double step = rate * (target - value) * (1 - value * value) / norm;
            for (int i = 0; i < n; i++) {
                weights[index[i]] += step * amount[i];
            }
        }
        return value;
    }
}
