package org.zermelo.search;

import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/** A game that never ends: two moves everywhere, every line a position of its own, so that a deep search takes for ever. */
final class EndlessGame implements Position {

    int plies;
    private final long[] hashes = new long[128];

    @Override
    public int sideToMove() {
        return plies & 1;
    }

    @Override
    public void legalMoves(MoveList out) {
        out.clear();
        out.add(0);
        out.add(1);
    }

    @Override
    public void play(int move) {
        hashes[plies + 1] = RandomGame.mix(hashes[plies], move, plies);
        plies++;
    }

    @Override
    public void undo() {
        plies--;
    }

    @Override
    public boolean isTerminal() {
        return false;
    }

    @Override
    public int terminalValue() {
        throw new IllegalStateException("never over");
    }

    @Override
    public long hash() {
        return hashes[plies];
    }

    @Override
    public String formatMove(int move) {
        return Integer.toString(move);
    }

    @Override
    public int parseMove(String text) {
        return Integer.parseInt(text);
    }

    @Override
    public Position copy() {
        EndlessGame copy = new EndlessGame();
        copy.plies = plies;
        System.arraycopy(hashes, 0, copy.hashes, 0, hashes.length);
        return copy;
    }
}
