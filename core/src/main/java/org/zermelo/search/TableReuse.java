package org.zermelo.search;

/**
 * Ability of a search whose table holds results of depth-limited searches: whether a position
 * is answered from a result found by a deeper search than the one asked for. Only a result of
 * the same remaining depth gives exactly plain alpha-beta's value at that depth (what the
 * course's pages show, and the tests check); a deeper result is a better one, which chess
 * engines use to play. It matters where a position can be met at different depths of one
 * search: not in Connect Four, Othello or Domineering, where a position's stones say how many
 * plies led to it (measured there, it plays no stronger: docs/measurements.md).
 */
public interface TableReuse {

    /** With {@code deeper}, reuses a result of any deeper search too; without, only of the same depth (the default). */
    void setDeeperReuse(boolean deeper);
}
