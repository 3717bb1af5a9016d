/**
 * The game API: {@link org.zermelo.game.Position} (play and undo on int moves),
 * {@link org.zermelo.game.MoveList}, {@link org.zermelo.game.Evaluator}, the score scale
 * {@link org.zermelo.game.Scores}, and the {@link org.zermelo.game.Game} descriptors that the
 * command line finds with a service loader. Nothing here knows a concrete game or a search.
 */
package org.zermelo.game;
