package org.zermelo.games.othello;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zermelo.game.MoveList;
import org.zermelo.game.Outcome;
import org.zermelo.game.RecordFiles;

/** GGF files of several games: written by the game's record format, read back move for move, with players and results. */
class GgfFileTest {

    private static final OthelloGame GAME = new OthelloGame();

    @TempDir
    Path dir;

    /** A random game from the start to its end (passes included), seeded. */
    private static int[] randomGame(long seed) {
        Random random = new Random(seed);
        Othello p = new Othello();
        MoveList moves = new MoveList();
        int[] out = new int[200];
        int n = 0;
        while (!p.isTerminal()) {
            p.legalMoves(moves);
            int move = moves.get(random.nextInt(moves.size()));
            out[n++] = move;
            p.play(move);
        }
        return java.util.Arrays.copyOf(out, n);
    }

    @Test
    void gamesWrittenReadBackWithTheirPlayersAndResults() throws IOException {
        StringBuilder file = new StringBuilder();
        int[][] games = new int[20][];
        Outcome[] results = new Outcome[games.length];
        for (int i = 0; i < games.length; i++) {
            games[i] = randomGame(i);
            Othello end = new Othello();
            for (int move : games[i]) {
                end.play(move);
            }
            int black = end.sideToMove() == Othello.BLACK ? end.terminalValue() : -end.terminalValue();
            results[i] = black > 0 ? Outcome.WIN : black < 0 ? Outcome.LOSS : Outcome.DRAW;
            Map<String, String> tags = new LinkedHashMap<>();
            tags.put("Event", "a test [with brackets]");
            tags.put("X", "pvs:depth=" + i);
            tags.put("O", "random");
            file.append(GAME.writeRecord(tags, new Othello(), games[i], results[i], i == 3 ? "a comment" : null));
        }
        Path path = dir.resolve("games.ggf");
        Files.writeString(path, file);
        assertThat(GAME.isRecordFile(path)).isTrue();
        assertThat(GAME.isRecordFile(dir.resolve("games.pdn"))).isFalse();
        List<RecordFiles.Recorded> read = GAME.readRecords(path);
        assertThat(read).hasSize(games.length);
        for (int i = 0; i < games.length; i++) {
            RecordFiles.Recorded r = read.get(i);
            assertThat(r.number()).isEqualTo(i + 1);
            assertThat(r.moves()).as("game %d", i).containsExactly(games[i]);
            assertThat(r.result()).isEqualTo(results[i]);
            assertThat(r.tags()).containsEntry("X", "pvs:depth=" + i).containsEntry("O", "random");
            assertThat(r.tags().get("C")).startsWith("Event a test (with brackets)");
        }
        assertThat(read.get(3).tags().get("C")).endsWith("; a comment");
    }

    @Test
    void aGameCutShortKeepsItsResultInTheComment() {
        Othello start = new Othello();
        int[] moves = {start.parseMove("f5")};
        String ggf = GAME.writeRecord(Map.of("X", "a", "O", "b"), start, moves, Outcome.LOSS, "X forfeits: an illegal move");
        assertThat(ggf).contains("PB[a]PW[b]C[result for X: loss; X forfeits: an illegal move]").doesNotContain("RE[");
    }

    @Test
    void badFilesAreRefusedNamingTheGame() throws IOException {
        Path path = dir.resolve("bad.ggf");
        String good = GAME.writeRecord(Map.of(), new Othello(), randomGame(1), null, null);
        Files.writeString(path, good + good.replace("B[", "B[Z9"));
        assertThatThrownBy(() -> GAME.readRecords(path)).hasMessageContaining("bad.ggf: game 2: GGF: move 1");
        Files.writeString(path, good + "junk");
        assertThatThrownBy(() -> GAME.readRecords(path)).hasMessageContaining("'junk' after game 1 is not a GGF game");
        Files.writeString(path, good + "(;GM[Othello]");
        assertThatThrownBy(() -> GAME.readRecords(path)).hasMessageContaining("game 2 does not end with ;)");
        Files.writeString(path, "  \n");
        assertThatThrownBy(() -> GAME.readRecords(path)).hasMessageContaining("holds no game: expected GGF");
        Files.write(path, new byte[] {'(', ';', (byte) 0xC3, (byte) 0x28});
        assertThatThrownBy(() -> GAME.readRecords(path)).hasMessageContaining("is not a GGF file: it is not text in UTF-8");
        assertThatThrownBy(() -> GAME.readRecords(dir.resolve("missing.ggf"))).hasMessageContaining("cannot read");
    }
}
