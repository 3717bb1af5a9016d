package org.zermelo.search;

import org.zermelo.game.ProbCutModel;

/**
 * Ability of a search that can be selective: ProbCut (Buro), where the evaluation gives a model of
 * deep values from shallow ones ({@link ProbCutModel}). A node of a depth-limited search is then cut
 * where a shallow search says its value is very likely beyond the window: deeper searches in the
 * same time, at the price of values that are no longer plain alpha-beta's. Never in a search to the
 * end of the game, whose values stay exact. Off by default.
 */
public interface ProbCutting {

    /** With {@code on}, cuts by ProbCut where the evaluation has a model; without, never (the default). */
    void setProbCut(boolean on);

    /**
     * Reads {@code on} or {@code off}.
     *
     * @throws IllegalArgumentException saying what is expected
     */
    static boolean parse(String text) {
        return switch (text) {
            case "on" -> true;
            case "off" -> false;
            default -> throw new IllegalArgumentException("bad probcut '" + text + "': expected on (cut by ProbCut where the "
                    + "evaluation has a model) or off (plain alpha-beta)");
        };
    }
}
