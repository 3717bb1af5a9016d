package org.zermelo.game;

/**
 * One line of a benchmark file: a position and the value a solver must find for it (for the
 * side to move, on the scale of {@link Position#terminalValue}).
 *
 * @param position the position to solve
 * @param expected its published game value
 */
public record BenchmarkCase(Position position, int expected) {}
