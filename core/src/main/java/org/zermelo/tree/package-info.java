/**
 * Game trees typed by hand, as the slides draw them: {@link org.zermelo.tree.GameTree} reads
 * the expression, {@link org.zermelo.tree.TreePosition} makes it a game every search can run
 * on, and {@link org.zermelo.tree.TreeAnalysis} traces a run and draws it. Trees whose leaves
 * are vectors of payoffs, for more than two players, are searched by
 * {@link org.zermelo.tree.MultiPlayerAnalysis} (max^n, shallow pruning, paranoid);
 * {@link org.zermelo.tree.MultiPlayerNim} builds one from a game.
 */
package org.zermelo.tree;
