package org.zermelo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The files the commands write (issue 45): every output checked before any work, with one line and
 * exit code 2; never written over a device, a pipe or a socket.
 */
class OutputFilesTest {

    @TempDir
    Path dir;

    private String path(String name) {
        return dir.resolve(name).toString();
    }

    /** Runs learn with {@code more} options after a small tic-tac-toe run writing w.json: it must refuse, before learning. */
    private void refusedBeforeLearning(String expected, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("learn", "tictactoe", "--games", "300", "--seed", "1", "--out",
                path("w.json")));
        args.addAll(List.of(more));
        Cli.Run run = Cli.run(args.toArray(String[]::new));
        assertThat(run.code()).as(args + ": " + run.err()).isEqualTo(2);
        assertThat(run.err().lines().toList()).as(String.valueOf(args)).singleElement().asString().contains(expected);
        assertThat(run.out()).as(String.valueOf(args)).isEmpty();
        assertThat(dir.resolve("w.json")).as(args + ": nothing learned, nothing written").doesNotExist();
    }

    @Test
    void learnChecksEveryOutputBeforeLearning() throws IOException {
        refusedBeforeLearning("cannot write the curve " + path("nowhere/c.csv") + ": the folder " + path("nowhere") + " does not exist",
                "--curve", path("nowhere/c.csv"));
        refusedBeforeLearning("cannot write the plot " + path("nowhere/c.png") + ": the folder " + path("nowhere") + " does not exist",
                "--plot", path("nowhere/c.png"));
        Files.createDirectory(dir.resolve("folder.csv"));
        refusedBeforeLearning("cannot write the curve " + path("folder.csv") + ": it is a folder", "--curve", path("folder.csv"));
        refusedBeforeLearning("--curve and the weights both name " + path("w.json"), "--curve", path("w.json"));
        // A folder that cannot be written, where the permissions say so (root writes anyway: that case is for other users).
        Path readOnly = Files.createDirectory(dir.resolve("read-only"));
        Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            if (!Files.isWritable(readOnly)) {
                refusedBeforeLearning("cannot write the curve " + readOnly.resolve("c.csv") + ": the folder " + readOnly
                        + " cannot be written (permission denied)", "--curve", readOnly.resolve("c.csv").toString());
                refusedBeforeLearning("the folder " + readOnly + " cannot be written", "--plot", readOnly.resolve("c.png").toString());
            }
        } finally {
            Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    /** {@code --out ''} names no file: said so, not "a folder". */
    @Test
    void anEmptyNameIsSaidToBeEmpty() {
        Cli.Run run = Cli.run("learn", "tictactoe", "--games", "10", "--out", "");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("zermelo learn: cannot write the weights to '': the file name is empty" + System.lineSeparator());
    }

    /**
     * A full folder and a read-only one, for real: a small file system of the test's own, in a mount
     * namespace of its own (unshare), full or mounted read-only; skipped where that is not permitted.
     */
    @Test
    void aFullOrReadOnlyFolderIsRefusedBeforeLearning() throws Exception {
        Path mount = Files.createDirectory(dir.resolve("mnt"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // $1 the mount point; the rest the command. The file system is full (16 kB of 16), and ro/ is mounted read-only.
        String script = "mount -t tmpfs -o size=16k none \"$1\" && mkdir \"$1/ro\" && mount -t tmpfs -o ro,size=16k none \"$1/ro\" "
                + "&& (dd if=/dev/zero of=\"$1/fill\" bs=4096 count=8 2>/dev/null; true) && shift && exec \"$@\"";
        Assumptions.assumeTrue(SpecialFiles.run("unshare", "-m", "--propagation", "private", "sh", "-c", script, "sh", mount.toString(),
                "true"), "unshare and mount are not permitted here: the full and read-only folder cases are skipped");
        String[][] cases = {
            {"--curve", mount.resolve("c.csv").toString()}, {"cannot write the curve " + mount.resolve("c.csv") + ": the folder "
                    + mount + " cannot be written (No space left on device)"},
            {"--plot", mount.resolve("c.png").toString()}, {"the folder " + mount + " cannot be written (No space left on device)"},
            {"--curve", mount.resolve("ro/c.csv").toString()}, {"the folder " + mount.resolve("ro") + " cannot be written (Read-only "
                    + "file system)"},
        };
        for (int i = 0; i < cases.length; i += 2) {
            List<String> command = new java.util.ArrayList<>(List.of("unshare", "-m", "--propagation", "private", "sh", "-c", script, "sh",
                    mount.toString(), java, "-cp", System.getProperty("java.class.path"), Main.class.getName(), "learn", "othello",
                    "--games", "100000000", "--seed", "1", "--out", path("w.json")));
            command.addAll(List.of(cases[i]));
            Path errFile = dir.resolve("err" + i + ".txt");
            Process p = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                    .redirectError(errFile.toFile()).start();
            try {
                // Refused at once: a run that learned first would take hours here.
                assertThat(p.waitFor(60, TimeUnit.SECONDS)).as(cases[i + 1][0]).isTrue();
            } finally {
                p.destroyForcibly();
            }
            String err = Files.readString(errFile);
            assertThat(p.exitValue()).as(err).isEqualTo(2);
            assertThat(err.lines().toList()).singleElement().asString().contains(cases[i + 1][0]);
            assertThat(dir.resolve("w.json")).doesNotExist();
        }
    }

    /**
     * A device or a named pipe is refused by every writer, and left as it is: the weights, the
     * curve and the plot of learn, a book, a DOT drawing of a tree and of a graph, a checkpoint.
     */
    @Test
    void noWriterReplacesADeviceOrAPipe() throws IOException {
        Path device = SpecialFiles.device(dir, "device.json", 1, 3);
        Path csv = SpecialFiles.device(dir, "device.csv", 1, 3);
        Path png = SpecialFiles.device(dir, "device.png", 1, 3);
        Path pipe = SpecialFiles.fifo(dir, "pipe.csv");
        String chr = "it is a character device, not a regular file";
        String[][] cases = {
            {"learn", "tictactoe", "--games", "10", "--out", device.toString()}, {"cannot write the weights to " + device + ": " + chr},
            {"learn", "tictactoe", "--games", "10", "--out", path("w.json"), "--curve", csv.toString()},
                {"cannot write the curve " + csv + ": " + chr},
            {"learn", "tictactoe", "--games", "10", "--out", path("w.json"), "--curve", pipe.toString()},
                {"cannot write the curve " + pipe + ": it is a named pipe, not a regular file"},
            {"learn", "tictactoe", "--games", "10", "--out", path("w.json"), "--plot", png.toString()},
                {"cannot write the plot " + png + ": " + chr},
            {"book", "tictactoe", "--plies", "1", "--out", device.toString()}, {"cannot write the book " + device + ": " + chr},
            {"tree", "(1 2)", "--dot", device.toString()}, {"cannot write the DOT file " + device + ": " + chr},
            {"graph", "nim", "3", "--dot", device.toString()}, {"cannot write the DOT file " + device + ": " + chr},
            {"compare", "tictactoe", "--depth", "2", "--plot", png.toString()}, {"cannot write the plot " + png + ": " + chr},
            {"solve", "domineering", "3x3", "--checkpoint", device.toString()}, {"cannot save the checkpoint " + device + ": " + chr},
        };
        for (int i = 0; i < cases.length; i += 2) {
            Cli.Run run = Cli.run(cases[i]);
            assertThat(run.code()).as(String.join(" ", cases[i]) + ": " + run.err()).isEqualTo(2);
            assertThat(run.err().lines().toList()).as(String.join(" ", cases[i])).singleElement().asString().contains(cases[i + 1][0]);
            for (Path node : List.of(device, csv, png, pipe)) {
                assertThat(Files.exists(node) && !Files.isRegularFile(node)).as(node + " after " + String.join(" ", cases[i])).isTrue();
            }
        }
        assertThat(dir.resolve("w.json")).doesNotExist();
    }
}
