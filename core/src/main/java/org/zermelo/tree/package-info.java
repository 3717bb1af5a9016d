/**
 * Game trees typed by hand, as the slides draw them: {@link org.zermelo.tree.GameTree} reads
 * the expression, {@link org.zermelo.tree.TreePosition} makes it a game every search can run
 * on, and {@link org.zermelo.tree.TreeAnalysis} traces a run and draws it.
 */
package org.zermelo.tree;
