/**
 * Players: a search with its limits, a random mover, a perfect solver, and the AI specs that
 * name them ({@code alphabeta:depth=6}, {@code alphabeta:time=2s}, {@code random}); matches
 * between two AIs, and the Elo difference their results suggest.
 */
package org.zermelo.play;
