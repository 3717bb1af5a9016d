package org.zermelo.games.othello;

import static jdk.incubator.vector.VectorOperators.AND_NOT;
import static jdk.incubator.vector.VectorOperators.ASHR;
import static jdk.incubator.vector.VectorOperators.LEADING_ZEROS_COUNT;
import static jdk.incubator.vector.VectorOperators.LSHL;
import static jdk.incubator.vector.VectorOperators.LSHR;
import static jdk.incubator.vector.VectorOperators.OR;

import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * Othello's legal squares and flips four directions at a time, with the JDK's vector API (the
 * incubating module {@code jdk.incubator.vector}): the same shifts and masks as {@link
 * Othello#scalarMoves} and {@link Othello#scalarFlips}, each written once for a vector of four
 * boards, one lane per direction, which the processor computes in one instruction (AVX2 on x86).
 * The scalar code is limited by how many integer instructions the processor issues per cycle; the
 * vector unit beside it is otherwise idle. {@link Othello} uses this class only when the JVM has
 * the module ({@code --add-modules jdk.incubator.vector}, as the launcher runs it with {@code ZERMELO_VECTOR=1}) and the
 * processor has vectors of four longs: elsewhere the vector API would fall back on plain Java
 * loops, many times slower (docs/measurements.md).
 */
final class OthelloVectors {

    private OthelloVectors() {
    }

    private static final VectorSpecies<Long> FOUR = LongVector.SPECIES_256;

    /**
     * The lanes of {@link #moves}: east, north, north-west and north-east going up the bit
     * indices, and the opposite four going down. Along a row and a diagonal a run of opponent
     * discs lies on columns b to g; a column needs no mask.
     */
    private static final LongVector STEP = LongVector.fromArray(FOUR, new long[] {1, 8, 7, 9}, 0);
    private static final LongVector TWO_STEPS = STEP.lanewise(LSHL, 1);
    private static final LongVector RUNS = LongVector.fromArray(FOUR, new long[] {Othello.INNER, -1L, Othello.INNER, Othello.INNER}, 0);

    /** Whether the processor has vectors of four longs or more: AVX2 on x86, SVE of 256 bits on ARM. */
    static boolean fourLongs() {
        return LongVector.SPECIES_PREFERRED.vectorBitSize() >= FOUR.vectorBitSize();
    }

    /**
     * Whether counting the leading zeros of each lane, which {@link #flips} needs, is one
     * instruction: with AVX-512 (vectors of eight longs), and not with AVX2, where the JIT
     * emulates it and the scalar flips are faster.
     */
    static boolean eightLongs() {
        return LongVector.SPECIES_PREFERRED.vectorBitSize() >= 2 * FOUR.vectorBitSize();
    }

    /** As {@link Othello#scalarMoves}: from my discs through runs of opponent discs, the four directions at once, each both ways. */
    static long moves(long mine, long theirs) {
        LongVector me = LongVector.broadcast(FOUR, mine);
        LongVector them = LongVector.broadcast(FOUR, theirs).and(RUNS);
        LongVector up = them.and(me.lanewise(LSHL, STEP));
        LongVector down = them.and(me.lanewise(LSHR, STEP));
        up = up.or(them.and(up.lanewise(LSHL, STEP)));
        down = down.or(them.and(down.lanewise(LSHR, STEP)));
        LongVector upPairs = them.and(them.lanewise(LSHL, STEP));
        LongVector downPairs = upPairs.lanewise(LSHR, STEP);
        up = up.or(upPairs.and(up.lanewise(LSHL, TWO_STEPS)));
        down = down.or(downPairs.and(down.lanewise(LSHR, TWO_STEPS)));
        up = up.or(upPairs.and(up.lanewise(LSHL, TWO_STEPS)));
        down = down.or(downPairs.and(down.lanewise(LSHR, TWO_STEPS)));
        long beyond = up.lanewise(LSHL, STEP).or(down.lanewise(LSHR, STEP)).reduceLanes(OR);
        return beyond & ~(mine | theirs);
    }

    private static final LongVector SIGN_BIT = LongVector.broadcast(FOUR, Long.MIN_VALUE);

    /**
     * As {@link Othello#scalarFlips}: the four rays going up the bit indices in one vector, the
     * four going down in another. Going down, the highest bit of a ray's squares that are not the
     * opponent's is the sign bit shifted right by their leading zeros; with no such square, the
     * shift by 64 is a shift by 0, and the sign bit, square h8, is either not the mover's or, if
     * it is, flips nothing (-2^63 << 1 is 0).
     */
    static long flips(int square, long mine, long theirs) {
        int i = 8 * (square & 63);
        LongVector me = LongVector.broadcast(FOUR, mine);
        LongVector them = LongVector.broadcast(FOUR, theirs);
        LongVector upRays = LongVector.fromArray(FOUR, Othello.RAYS, i);
        LongVector free = upRays.lanewise(AND_NOT, them);
        LongVector below = free.and(free.neg()).and(me).sub(1);
        LongVector up = below.and(upRays).lanewise(AND_NOT, below.lanewise(ASHR, 63));
        LongVector downRays = LongVector.fromArray(FOUR, Othello.RAYS, i + 4);
        LongVector outflank = SIGN_BIT.lanewise(LSHR, downRays.lanewise(AND_NOT, them).lanewise(LEADING_ZEROS_COUNT)).and(me);
        LongVector down = outflank.neg().lanewise(LSHL, 1).and(downRays);
        return up.or(down).reduceLanes(OR);
    }
}
