/**
 * Retrograde analysis: endgame databases of any game that cuts its positions into slices and
 * numbers them ({@link org.zermelo.game.Retrograde}). {@link org.zermelo.endgame.RetrogradeSolver}
 * solves a slice (won, drawn or lost for the side to move, with the distance to the end),
 * {@link org.zermelo.endgame.Table} holds and files it, {@link org.zermelo.endgame.Databases}
 * builds a game's slices in a folder, resumably, and {@link org.zermelo.endgame.Probe} answers
 * positions from them. It uses the game contract only, never a search.
 */
package org.zermelo.endgame;
