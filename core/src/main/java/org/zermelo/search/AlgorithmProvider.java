package org.zermelo.search;

import java.util.List;

/**
 * Adds algorithms of one's own to the catalogue ({@link Algorithms}): list a class implementing
 * this in {@code META-INF/services/org.zermelo.search.AlgorithmProvider}, and every command, AI
 * spec and web menu offers its rows, as they offer a game listed in
 * {@code META-INF/services/org.zermelo.game.Game}.
 */
public interface AlgorithmProvider {

    /** The rows this provider adds, in the order the help lists them. */
    List<Algorithm> algorithms();
}
