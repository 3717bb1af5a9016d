package org.zermelo.play;

import java.util.SplittableRandom;
import org.zermelo.game.Position;
import org.zermelo.search.ProgressListener;

/**
 * A player that answers from a book of games ({@link GamesBook}, {@code book=} in an AI spec)
 * where it can: a position in the book gets one of its moves within the book's margin of the
 * best, drawn at random from the player's seed; any other position the player it wraps.
 */
final class BookPlayer implements Player {

    private final String spec;
    private final GamesBook book;
    private final Player player;
    private final SplittableRandom random;

    BookPlayer(String spec, GamesBook book, Player player, long seed) {
        this.spec = spec;
        this.book = book;
        this.player = player;
        this.random = new SplittableRandom(seed ^ 0x424F_4F4BL);
    }

    @Override
    public String spec() {
        return spec;
    }

    @Override
    public Choice choose(Position position) {
        int move = book.choose(position, random);
        return move >= 0 ? new Choice(move, null) : player.choose(position);
    }

    @Override
    public void setProgress(ProgressListener listener, long everyNanos) {
        player.setProgress(listener, everyNanos);
    }

    @Override
    public void stop() {
        player.stop();
    }

    @Override
    public void limitTable(int megabytes) {
        player.limitTable(megabytes);
    }

    @Override
    public void onClock(TimeControl.Clocks clocks) {
        player.onClock(clocks);
    }

    @Override
    public void onHistory(Position start, int[] moves) {
        player.onHistory(start, moves);
    }

    @Override
    public void gameEnded() {
        player.gameEnded();
    }

    @Override
    public void close() {
        player.close();
    }
}
