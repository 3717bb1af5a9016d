package org.zermelo.learn;

import org.zermelo.game.Features;
import org.zermelo.game.Position;

/**
 * A linear function of the game's own factors ({@link Features}: the course's terms): one weight
 * per feature, every weight turned on by the feature's value, as Samuel's checkers program
 * weighed its factors.
 */
public final class FeatureEncoding implements Encoding {

    private final String name;
    private final String[] names;
    private final double[] features;

    /** The features of {@code sample}'s game. */
    public FeatureEncoding(Features sample) {
        this.name = "features:" + sample.featureSet();
        this.names = sample.featureNames().clone();
        this.features = new double[names.length];
    }

    private FeatureEncoding(FeatureEncoding other) {
        name = other.name;
        names = other.names;
        features = new double[names.length];
    }

    @Override
    public FeatureEncoding copy() {
        return new FeatureEncoding(this);
    }

    /** The features' names, in the order of the weights. */
    public String[] featureNames() {
        return names.clone();
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int size() {
        return names.length;
    }

    @Override
    public int maxActive() {
        return names.length;
    }

    @Override
    public int encode(Position position, int[] index, double[] value) {
        ((Features) position).features(features);
        for (int i = 0; i < features.length; i++) {
            index[i] = i;
            value[i] = features[i];
        }
        return features.length;
    }
}
