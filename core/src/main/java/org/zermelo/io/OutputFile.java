package org.zermelo.io;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * A file a tool writes (weights, a curve, a plot, a book, a checkpoint, a drawing): checked before
 * any work, so that a long run does not end on a file it cannot write; written whole, to
 * {@code FILE.part} first and then renamed over {@code FILE}, so that a write cut short leaves the
 * last one whole; and never over something that is not a regular file: a rename over a device
 * ({@code --out /dev/null}) would replace the device by a regular file, and a pipe or a device is
 * not where a file is kept.
 */
public final class OutputFile {

    /** What writes the content of a file. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private OutputFile() {}

    /**
     * Checks, before any work, that {@code file} can be written: a name, not a folder, not an
     * existing device, pipe or socket, in a folder that exists and takes a file now (a byte is
     * written there and removed: a read-only or full folder is found now, not at the end).
     *
     * @param what what is written, as the message says it: "the weights to", "the curve", "the plot"
     * @return {@code file}
     * @throws IllegalArgumentException "cannot write WHAT FILE: why"
     */
    public static Path check(Path file, String what) {
        String name = file.toString();
        if (name.isEmpty()) {
            throw new IllegalArgumentException("cannot write " + what + " '': the file name is empty");
        }
        String cannot = "cannot write " + what + " " + name + ": ";
        if (Files.isDirectory(file)) {
            throw new IllegalArgumentException(cannot + "it is a folder");
        }
        if (FileErrors.other(file)) {
            throw new IllegalArgumentException(cannot + "it is " + FileErrors.kind(file) + ", not a regular file");
        }
        Path folder = file.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new IllegalArgumentException(cannot + (folder != null && Files.exists(folder) ? folder + " is not a folder"
                    : "the folder " + folder + " does not exist"));
        }
        Path part = part(file);
        if (FileErrors.other(part) || Files.isDirectory(part, LinkOption.NOFOLLOW_LINKS)) {
            throw new IllegalArgumentException(cannot + part + " is in the way (" + FileErrors.kind(part) + ")");
        }
        try {
            probe(folder);
        } catch (IOException e) {
            throw new IllegalArgumentException(cannot + "the folder " + folder + " cannot be written (" + FileErrors.reason(e) + ")");
        }
        return file;
    }

    /** Writes a byte in a new file of {@code folder}, and removes the file. */
    private static void probe(Path folder) throws IOException {
        Path probe = Files.createTempFile(folder, ".zermelo-", ".probe");
        try {
            Files.write(probe, new byte[] {'\n'});
        } finally {
            Files.deleteIfExists(probe);
        }
    }

    /** Writes {@code text} in UTF-8 to {@code file}, whole ({@link #write(Path, Content)}). */
    public static void write(Path file, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        write(file, out -> out.write(bytes));
    }

    /**
     * Writes {@code content} to {@code file}: to {@code FILE.part} first, then renamed over
     * {@code FILE}, so that a write cut short leaves the last one whole.
     *
     * @throws IOException when it cannot be written, or {@code file} exists and is not a regular file
     *     (its reason says what it is); the {@code .part} is removed then
     */
    public static void write(Path file, Content content) throws IOException {
        Path part = freshPart(file);
        try {
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(part, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE), 1 << 16)) {
                content.writeTo(out);
            }
            refuseOther(file);
            Files.move(part, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException | RuntimeException e) {
            try {
                Files.deleteIfExists(part);
            } catch (IOException ignored) {
                // the first failure is the one to say
            }
            throw e;
        }
    }

    /**
     * Refuses {@code file} when it exists and is not a regular file (nor a link to one): a
     * {@link FileSystemException} whose reason says what it is.
     */
    public static void refuseOther(Path file) throws FileSystemException {
        if (FileErrors.other(file)) {
            throw new FileSystemException(file.toString(), null, "it is " + FileErrors.kind(file) + ", not a regular file");
        }
        if (Files.isDirectory(file)) {
            throw new FileSystemException(file.toString(), null, "it is a folder");
        }
    }

    /**
     * Makes way for writing {@code file}: refuses it when it is not a regular file ({@link
     * #refuseOther}), removes a {@code FILE.part} an earlier write left (a regular file, or a
     * link), and refuses one that is anything else; returns where to write before the rename,
     * to be created new.
     */
    public static Path freshPart(Path file) throws IOException {
        refuseOther(file);
        Path part = part(file);
        if (Files.exists(part, LinkOption.NOFOLLOW_LINKS)) {
            if (FileErrors.other(part) || Files.isDirectory(part, LinkOption.NOFOLLOW_LINKS)) {
                throw new FileSystemException(part.toString(), null, part + " is in the way (" + FileErrors.kind(part) + ")");
            }
            Files.delete(part);
        }
        return part;
    }

    /** Where {@code file} is written before it is renamed: {@code FILE.part}, beside it. */
    public static Path part(Path file) {
        return file.resolveSibling(file.getFileName() + ".part");
    }
}
