package org.zermelo.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.zermelo.game.MoveList;
import org.zermelo.game.Position;

/** A search asked to stop from another thread stops at its next check, and leaves the position as it was. */
class StopTest {

    /** A game that never ends: two moves everywhere, every line a position of its own, so that a deep search takes for ever. */
    private static final class Endless implements Position {
        private int plies;
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
            Endless copy = new Endless();
            copy.plies = plies;
            System.arraycopy(hashes, 0, copy.hashes, 0, hashes.length);
            return copy;
        }
    }

    @Test
    void aSearchStopsWhenAskedAndAnswersWithWhatItHas() throws InterruptedException {
        for (String name : new String[] {"negamax", "alphabeta", "pvs"}) {
            Search search = Algorithms.create(name, p -> 0);
            Endless game = new Endless();
            AtomicReference<SearchResult> result = new AtomicReference<>();
            Thread thread = new Thread(() -> result.set(search.search(game, SearchLimits.depth(60))));
            thread.start();
            Thread.sleep(100);
            search.stop();
            thread.join(5_000);
            assertThat(thread.isAlive()).as(name + " stopped").isFalse();
            // A search that deepens answers with its last finished iteration, the others with nothing complete.
            assertThat(search.deepensItself() ? result.get().depth() < 60 : !result.get().complete()).as(name).isTrue();
            assertThat(game.plies).as(name + ": the position as it was").isZero();
            // A stop asked before a search does not stop it.
            assertThat(search.search(game, SearchLimits.depth(3)).complete()).as(name).isTrue();
        }
    }
}
