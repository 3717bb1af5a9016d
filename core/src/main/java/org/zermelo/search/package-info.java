/**
 * The course's algorithms, generic over any {@link org.zermelo.game.Position}: minimax in its
 * two-function form ({@link org.zermelo.search.Minimax}), {@link org.zermelo.search.Negamax},
 * alpha-beta in both forms ({@link org.zermelo.search.AlphaBeta},
 * {@link org.zermelo.search.NegamaxAlphaBeta}), AND/OR labelling
 * ({@link org.zermelo.search.AndOr}), iterative deepening, exact solving and perft. They share
 * {@link org.zermelo.search.Search}: statistics, limits, principal variation and a listener.
 */
package org.zermelo.search;
