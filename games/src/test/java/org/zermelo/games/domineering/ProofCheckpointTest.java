package org.zermelo.games.domineering;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zermelo.game.Game;
import org.zermelo.game.Games;
import org.zermelo.game.Position;
import org.zermelo.search.ProofSearch;
import org.zermelo.search.ProgressListener;
import org.zermelo.search.SearchLimits;
import org.zermelo.search.SearchProgress;
import org.zermelo.search.SearchResult;

/**
 * A proof search's table saved to a file ({@link ProofSearch#setCheckpoint}): a proof stopped
 * half way goes on from it, and a file that is not a table of the game is refused, never
 * misread. On 7x7, a first-player win (Breuker, Uiterwijk and van den Herik, 2000).
 */
class ProofCheckpointTest {

    private static final long NEVER = Long.MAX_VALUE;
    private final Game game = Games.byName("domineering");

    @TempDir
    Path dir;

    @Test
    void aProofStoppedHalfWayGoesOnFromWhereItWas() {
        Position board = game.parse("7x7");
        long fresh = new ProofSearch().search(board, SearchLimits.exact()).stats().nodes();
        Path file = dir.resolve("7x7.table");

        ProofSearch first = new ProofSearch();
        assertThat(first.setCheckpoint(game, file, NEVER)).isZero();
        SearchResult stopped = first.search(board, SearchLimits.exact().withNodes(fresh / 2));
        assertThat(stopped.complete()).isFalse();

        ProofSearch second = new ProofSearch();
        assertThat(second.setCheckpoint(game, file, NEVER)).isPositive();
        SearchResult resumed = second.search(board, SearchLimits.exact());
        assertThat(resumed.complete()).isTrue();
        assertThat(resumed.value()).isPositive();
        // the first half is not done again: a fresh start would take all of `fresh`
        assertThat(resumed.stats().nodes()).isLessThan(fresh * 3 / 4);

        ProofSearch third = new ProofSearch();
        third.setCheckpoint(game, file, NEVER);
        SearchResult known = third.search(board, SearchLimits.exact());
        assertThat(known.value()).isPositive();
        assertThat(known.stats().nodes()).isLessThan(100); // the root's moves, each found in the table
    }

    @Test
    void aLongProofSavesAsItGoesAndSaysSo() {
        Path file = dir.resolve("6x6.table");
        ProofSearch search = new ProofSearch();
        List<Long> saved = new ArrayList<>();
        search.setProgress(new ProgressListener() {
            @Override
            public void progress(SearchProgress progress) {}

            @Override
            public void saved(long entries, Path to, long nanos) {
                assertThat(to).isEqualTo(file);
                saved.add(entries);
            }
        }, NEVER);
        search.setCheckpoint(game, file, 0); // every time it may: after each move done near the root
        search.search(game.parse("6x6"), SearchLimits.exact());
        assertThat(saved).hasSizeGreaterThan(1).allMatch(entries -> entries > 0);
        assertThat(file).exists();
        assertThat(dir.resolve("6x6.table.part")).doesNotExist();
    }

    @Test
    void aSaveThatFailsStopsTheProofAndSaysWhy() throws IOException {
        Path file = dir.resolve("6x6.table");
        Files.createDirectory(dir.resolve("6x6.table.part")); // where each save writes first: no file can be made there
        ProofSearch search = new ProofSearch();
        search.setCheckpoint(game, file, 0); // the saves after each move near the root fail on their own thread
        assertThatThrownBy(() -> search.search(game.parse("6x6"), SearchLimits.exact()))
                .isInstanceOf(UncheckedIOException.class).hasMessageContaining("cannot save the checkpoint");
        assertThat(file).doesNotExist();
    }

    @Test
    void aFileThatIsNotATableOfTheGameIsRefused() throws IOException {
        Path text = Files.writeString(dir.resolve("notes.txt"), "a list of proofs\n");
        assertThatThrownBy(() -> new ProofSearch().setCheckpoint(game, text, NEVER))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is not a table saved by --checkpoint");

        Path toads = dir.resolve("toads.table");
        Game other = Games.byName("toads");
        ProofSearch search = new ProofSearch();
        search.setCheckpoint(other, toads, NEVER);
        search.search(other.parse("TT__FF"), SearchLimits.exact());
        assertThatThrownBy(() -> new ProofSearch().setCheckpoint(game, toads, NEVER))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("holds proofs of toads, not of domineering");

        Path table = dir.resolve("5x5.table");
        search = new ProofSearch();
        search.setCheckpoint(game, table, NEVER);
        search.search(game.parse("5x5"), SearchLimits.exact());
        byte[] whole = Files.readAllBytes(table);

        Path cut = Files.write(dir.resolve("cut.table"), java.util.Arrays.copyOf(whole, whole.length - 3));
        assertThatThrownBy(() -> new ProofSearch().setCheckpoint(game, cut, NEVER))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is cut short");

        // the root's key, after the format, the game's name and the root as written (each a 2-byte length and its text)
        int key = (2 + "zermelo proof table 1".length()) + (2 + "domineering".length()) + (2 + game.parse("5x5").toString().length());
        try (RandomAccessFile f = new RandomAccessFile(table.toFile(), "rw")) {
            f.seek(key);
            int b = f.read();
            f.seek(key);
            f.write(b ^ 1);
        }
        assertThatThrownBy(() -> new ProofSearch().setCheckpoint(game, table, NEVER))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("other hash keys");
    }
}
