package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DbCommandTest {

    @TempDir
    Path dir;

    @Test
    void buildsResumesAndSolveAnswersFromTheDatabases() {
        Cli.Run first = Cli.run("db", "build", "checkers", "--pieces", "2", "--dir", dir.toString());
        assertThat(first.code()).as(first.err()).isZero();
        assertThat(first.out()).contains("checkers up to 2 pieces", "w0m1k-b0m1k              1984          460         1308          216       11");
        assertThat(dir.resolve("checkers").resolve("w1m0k-b1m0k-w1b1.db")).exists();
        Cli.Run again = Cli.run("db", "build", "checkers", "--pieces", "2", "--dir", dir.toString());
        assertThat(again.code()).isZero();
        assertThat(again.out()).contains("w1m0k-b1m0k              1520          204         1222           94       13   (built)");

        Cli.Run solve = Cli.run("solve", "checkers", "W:WK14:BK1", "--db", dir.toString());
        assertThat(solve.code()).as(solve.err()).isZero();
        assertThat(solve.out()).contains("endgame database w0m1k-b0m1k (draw rules ignored)");
    }

    @Test
    void refusesAFileOfTheEarlierFormatWithWhatToDo() throws Exception {
        Files.createDirectories(dir.resolve("checkers"));
        Files.writeString(dir.resolve("checkers").resolve("w0m1k-b0m1k.db"), "zermelo-db 1\nw0m1k-b0m1k 1984 460 1308 216\n");
        Cli.Run run = Cli.run("db", "build", "checkers", "--pieces", "2", "--dir", dir.toString());
        assertThat(run.code()).isEqualTo(1);
        assertThat(run.err()).contains("w0m1k-b0m1k.db was written in the earlier format").contains("remove the folder's files");
    }

    @Test
    void refusesGamesWithoutDatabasesAndBadSizes() {
        Cli.Run nim = Cli.run("db", "build", "nim", "--pieces", "3", "--dir", dir.toString());
        assertThat(nim.code()).isEqualTo(2);
        assertThat(nim.err()).contains("nim has no endgame databases: expected one of").contains("checkers");
        Cli.Run one = Cli.run("db", "build", "checkers", "--pieces", "1", "--dir", dir.toString());
        assertThat(one.code()).isEqualTo(2);
        assertThat(one.err()).contains("2 to 24 pieces");
        Cli.Run threads = Cli.run("db", "build", "chomp", "--size", "3", "--threads", "0", "--dir", dir.toString());
        assertThat(threads.code()).isEqualTo(2);
        assertThat(Files.exists(dir.resolve("chomp"))).isFalse();
    }
}
