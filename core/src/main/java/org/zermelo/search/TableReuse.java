package org.zermelo.search;

/**
 * Ability of a search whose table holds results of depth-limited searches: whether a position
 * is answered from a result found by a deeper search than the one asked for. Only a result of
 * the same remaining depth gives exactly plain alpha-beta's value at that depth (what
 * {@code compare} and the course's pages show, and the tests check); a deeper result is a
 * better one, and every strong engine uses it to play (what {@code search} and {@code play} do
 * by default).
 */
public interface TableReuse {

    /** With {@code deeper}, reuses a result of any deeper search too; without, only of the same depth (the default). */
    void setDeeperReuse(boolean deeper);
}
