package org.zermelo.learn;

import java.util.SplittableRandom;
import org.zermelo.game.Position;

/**
 * A learned value of a position for its side to move, in one of two forms.
 *
 * <p>Linear: {@code tanh} of the sum of the weights a position turns on ({@link Encoding}),
 * between -1 (lost) and 1 (won). Learning moves a position's value toward a target by gradient
 * descent on the squared error, normalised ({@link #learn}).
 *
 * <p>With a hidden layer, as TD-Gammon: the inputs the encoding turns on feed {@code hidden}
 * sigmoid units, which feed {@code 2 M} sigmoid outputs for a game whose values go up to
 * {@code M} (backgammon: 3): the chances that the side to move wins by at least v, then that it
 * loses by at least v, for v from 1 to M (backgammon: win, win a gammon, win a backgammon, lose,
 * lose a gammon, lose a backgammon). The expected game value is the sum of the first M chances
 * minus the sum of the last M, exact for whole game values; {@link #value} is that divided by
 * M, from -1 to 1. Learning is plain backpropagation of the squared error of all the outputs,
 * the rate its step. The weights, in one array:
 * <pre>
 *   [i * hidden + j]                  input i to hidden unit j, i from 0 to size - 1; i = size is the bias
 *   [(size + 1) * hidden + k * (hidden + 1) + j]   hidden unit j to output k; j = hidden is the bias
 * </pre>
 *
 * <p>Copies share the weights, each with its own scratch space, so that threads learn together
 * (without locks: a lost update only costs a little learning) and searches read it while it
 * learns. Reading a value allocates nothing.
 */
public final class Network {

    private final Encoding encoding;
    private final double[] weights;
    private final int[] index;
    private final double[] amount;
    /** Hidden units; 0 for the linear form. */
    private final int hidden;
    /** The largest game value M of the outputs' form (2 M outputs); 0 for the linear form. */
    private final int maxValue;
    // Scratch of the hidden-layer form: the hidden units, the outputs, their errors.
    private final double[] units;
    private final double[] out;
    private final double[] delta;

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
        this(encoding, 0, 0, weights);
    }

    /**
     * A network with a hidden layer of {@code hidden} units and outputs for game values up to
     * {@code maxValue}, with these weights (their layout is in the class comment).
     *
     * @throws IllegalArgumentException when the sizes are not positive or the weights' number is not theirs
     */
    public static Network layered(Encoding encoding, int hidden, int maxValue, double[] weights) {
        if (hidden < 1 || maxValue < 1) {
            throw new IllegalArgumentException("a hidden layer needs 1 unit or more and a game value of 1 or more");
        }
        return new Network(encoding, hidden, maxValue, weights);
    }

    /** A network with a hidden layer whose weights are drawn uniformly from -0.1 to 0.1 (random, not zero: the units must differ). */
    public static Network layered(Encoding encoding, int hidden, int maxValue, SplittableRandom random) {
        double[] weights = new double[layeredSize(encoding, hidden, maxValue)];
        for (int i = 0; i < weights.length; i++) {
            weights[i] = 0.2 * random.nextDouble() - 0.1;
        }
        return layered(encoding, hidden, maxValue, weights);
    }

    /** The number of weights of a network with a hidden layer. */
    public static int layeredSize(Encoding encoding, int hidden, int maxValue) {
        return (encoding.size() + 1) * hidden + 2 * maxValue * (hidden + 1);
    }

    private Network(Encoding encoding, int hidden, int maxValue, double[] weights) {
        int size = hidden == 0 ? encoding.size() : layeredSize(encoding, hidden, maxValue);
        if (weights.length != size) {
            throw new IllegalArgumentException(encoding.name() + (hidden == 0 ? "" : " with " + hidden + " hidden units") + " has "
                    + size + " weights, not " + weights.length);
        }
        this.encoding = encoding;
        this.weights = weights;
        this.index = new int[encoding.maxActive()];
        this.amount = new double[encoding.maxActive()];
        this.hidden = hidden;
        this.maxValue = maxValue;
        this.units = new double[hidden];
        this.out = new double[hidden == 0 ? 1 : 2 * maxValue];
        this.delta = new double[out.length];
    }

    /** A view of the same weights with scratch space of its own, for another thread. */
    public Network copy() {
        return new Network(encoding.copy(), hidden, maxValue, weights);
    }

    /** A network of its own with the weights as they are now: a snapshot that learning does not change. */
    public Network frozen() {
        return new Network(encoding.copy(), hidden, maxValue, weights.clone());
    }

    /** The encoding. */
    public Encoding encoding() {
        return encoding;
    }

    /** The hidden units; 0 for the linear form. */
    public int hidden() {
        return hidden;
    }

    /** The largest game value of the outputs; 0 for the linear form. */
    public int maxValue() {
        return maxValue;
    }

    /** The number of outputs: 1 for the linear form (the value), else 2 M. */
    public int outputs() {
        return out.length;
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
        if (hidden > 0) {
            forward(position);
            return scalar(out);
        }
        int n = encoding.encode(position, index, amount);
        double sum = 0;
        for (int i = 0; i < n; i++) {
            sum += weights[index[i]] * amount[i];
        }
        return Math.tanh(sum);
    }

    /** Writes the outputs for {@code position}, which is not over, for its side to move, into {@code into}; allocates nothing. */
    public void outputs(Position position, double[] into) {
        if (hidden > 0) {
            forward(position);
            System.arraycopy(out, 0, into, 0, out.length);
        } else {
            into[0] = value(position);
        }
    }

    /** The value, from -1 to 1, of outputs for the same side: the linear form's value, or the expected game value over M. */
    public double scalar(double[] outputs) {
        if (hidden == 0) {
            return outputs[0];
        }
        double sum = 0;
        for (int v = 0; v < maxValue; v++) {
            sum += outputs[v] - outputs[maxValue + v];
        }
        return sum / maxValue;
    }

    /** Turns outputs for one side into outputs for the other: the value negated, or wins and losses swapped. */
    public void turn(double[] outputs) {
        if (hidden == 0) {
            outputs[0] = -outputs[0];
            return;
        }
        for (int v = 0; v < maxValue; v++) {
            double win = outputs[v];
            outputs[v] = outputs[maxValue + v];
            outputs[maxValue + v] = win;
        }
    }

    /**
     * The outputs a finished game of value {@code value} (for the side to move, as
     * {@link Position#terminalValue}) should have: its sign for the linear form, else each chance
     * 1 or 0 (a value beyond M counted as M).
     */
    public void result(int value, double[] into) {
        if (hidden == 0) {
            into[0] = Integer.signum(value);
            return;
        }
        for (int v = 1; v <= maxValue; v++) {
            into[v - 1] = value >= v ? 1 : 0;
            into[maxValue + v - 1] = value <= -v ? 1 : 0;
        }
    }

    /** The hidden units and outputs of {@code position}, into the scratch arrays; returns the inputs it turns on. */
    private int forward(Position position) {
        int n = encoding.encode(position, index, amount);
        int inputs = encoding.size();
        System.arraycopy(weights, inputs * hidden, units, 0, hidden); // the biases
        for (int i = 0; i < n; i++) {
            int row = index[i] * hidden;
            double x = amount[i];
            for (int j = 0; j < hidden; j++) {
                units[j] += weights[row + j] * x;
            }
        }
        for (int j = 0; j < hidden; j++) {
            units[j] = sigmoid(units[j]);
        }
        int base = (inputs + 1) * hidden;
        for (int k = 0; k < out.length; k++, base += hidden + 1) {
            double sum = weights[base + hidden];
            for (int j = 0; j < hidden; j++) {
                sum += weights[base + j] * units[j];
            }
            out[k] = sigmoid(sum);
        }
        return n;
    }

    private static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }

    /**
     * Moves the outputs of {@code position} toward {@code target} (for its side to move): the
     * linear form as {@link #learn(Position, double, double)}; with a hidden layer, one step of
     * backpropagation of the squared error of all the outputs, of size {@code rate}.
     */
    public void learn(Position position, double[] target, double rate) {
        if (hidden == 0) {
            learn(position, target[0], rate);
            return;
        }
        int n = forward(position);
        int inputs = encoding.size();
        int first = (inputs + 1) * hidden;
        // The outputs' errors, then each hidden unit's share (with the weights before this step).
        for (int k = 0; k < out.length; k++) {
            delta[k] = (target[k] - out[k]) * out[k] * (1 - out[k]);
        }
        for (int j = 0; j < hidden; j++) {
            double back = 0;
            for (int k = 0; k < out.length; k++) {
                back += delta[k] * weights[first + k * (hidden + 1) + j];
            }
            double g = rate * back * units[j] * (1 - units[j]);
            for (int i = 0; i < n; i++) {
                weights[index[i] * hidden + j] += g * amount[i];
            }
            weights[inputs * hidden + j] += g;
        }
        for (int k = 0; k < out.length; k++) {
            int base = first + k * (hidden + 1);
            double g = rate * delta[k];
            for (int j = 0; j < hidden; j++) {
                weights[base + j] += g * units[j];
            }
            weights[base + hidden] += g;
        }
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
        if (hidden > 0) {
            throw new UnsupportedOperationException("a network with a hidden layer learns its outputs, not one value");
        }
        int n = encoding.encode(position, index, amount);
        return step(weights, index, amount, n, target, rate);
    }

    /**
     * As {@link #learn(Position, double, double)}, but with only the terms {@code inUse} says (by
     * the weights' order): the others neither count in the step's norm nor move ({@link TermPool}).
     */
    public double learn(Position position, double target, double rate, boolean[] inUse) {
        if (hidden > 0) {
            throw new UnsupportedOperationException("a network with a hidden layer learns its outputs, not one value");
        }
        int n = encoding.encode(position, index, amount);
        int kept = 0;
        for (int i = 0; i < n; i++) {
            if (inUse[index[i]]) {
                index[kept] = index[i];
                amount[kept++] = amount[i];
            }
        }
        return step(weights, index, amount, kept, target, rate);
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
