package org.zermelo.search;

import org.zermelo.game.Position;

/**
 * Ability of a search that labels every position below the root won or lost as it solves it
 * (the course's AND/OR labelling): its values are won/lost labels, and after a search the
 * label of any position it met is known without searching again.
 */
public interface Labelling {

    /**
     * After a search, the game value (+1 won, -1 lost) of a position it labelled, for that
     * position's side to move; 0 if the search did not reach it.
     */
    int gameValueOf(Position position);
}
