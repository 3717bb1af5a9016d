package org.zermelo.io;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Why a file could not be read or written, and what a path names, in words. */
public final class FileErrors {

    private FileErrors() {}

    /**
     * Why a file could not be read or written, in words: Java's messages are often the file's
     * name alone ({@code NoSuchFileException}) or "Input length = 1" (a file not in UTF-8).
     */
    public static String reason(IOException e) {
        return switch (e) {
            case NoSuchFileException x -> "no such file or folder";
            case AccessDeniedException x -> "permission denied";
            case FileAlreadyExistsException x -> "a file is in the way";
            case CharacterCodingException x -> "it is not text in UTF-8";
            case FileSystemException x when x.getReason() != null -> x.getReason();
            default -> e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
        };
    }

    /**
     * What {@code path} is when it is neither a regular file nor a folder: a character device, a
     * block device, a named pipe, a socket; "not a regular file" where the system does not say.
     */
    public static String kind(Path path) {
        try {
            int type = (Integer) Files.getAttribute(path, "unix:mode") & 0170000;
            return switch (type) {
                case 0020000 -> "a character device";
                case 0060000 -> "a block device";
                case 0010000 -> "a named pipe";
                case 0140000 -> "a socket";
                default -> "not a regular file";
            };
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | ClassCastException e) {
            return "not a regular file";
        }
    }

    /** True when {@code path} exists (or is a link) and is not a regular file, nor a link to one, nor a folder. */
    static boolean other(Path path) {
        return Files.exists(path, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(path) && !Files.isDirectory(path)
                && !(Files.isSymbolicLink(path) && !Files.exists(path));
    }
}
