package org.zermelo.search;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import org.zermelo.game.Game;
import org.zermelo.game.Position;
import org.zermelo.game.Symmetric;
import org.zermelo.io.FileErrors;
import org.zermelo.io.OutputFile;

/**
 * A {@link ProofTable} saved to a file, so that a proof that takes hours survives being
 * stopped: started again with the file, the search has the table it had and goes straight
 * past what it had proved. Keeping only the costly proofs would not do: in a game whose moves
 * commute, as Domineering's do, a costly proof is mostly made of small ones that its siblings
 * share, and without them the siblings redo the work.
 *
 * <p>The file is binary: a format line, the game's name, a position and its table key (so
 * that a table made with other hash keys, by another version, is refused rather than
 * misread), then each filled slot of the table, and a 0 to end. It is written to a file beside
 * it, then renamed over it: a save cut short leaves the last one whole.
 *
 * <p>During a proof ({@link #around}), the table is saved every so often on a thread of its own
 * (saving gigabytes takes the disk's time, and the proof need not wait for it; a save that
 * fails stops the proof at its next chance), when the program is stopped (Ctrl-C, or a kill
 * that lets it end: not SIGKILL), and at the end, even of a proof stopped by a limit: what it
 * proved stays true.
 */
final class ProofCheckpoint {

    private static final String FORMAT = "zermelo proof table 1";

    private final Path file;
    private final Game game;
    private final long everyNanos;
    /** What a save writes: the table of the proof under way, the root it was made from (as written, and its key), who is told. */
    private ProofTable table;
    private String rootText;
    private long rootKey;
    private ProgressListener listener;
    /** When the last save began, in {@link System#nanoTime} time. */
    private long lastSave;
    /** The thread saving the table while the proof goes on ({@link #saveIfDue}), or null. */
    private Thread saving;
    /** Why the save on {@link #saving} failed: thrown on the proof's thread. */
    private volatile RuntimeException saveFailure;

    /** The table of {@code game}'s proofs in {@code file}, saved every {@code everyNanos} of a proof. */
    ProofCheckpoint(Game game, Path file, long everyNanos) {
        this.file = file;
        this.game = game;
        this.everyNanos = everyNanos;
    }

    /** The file. */
    Path file() {
        return file;
    }

    /** The key of {@code position} in a {@link ProofTable}: the same for its mirror images when it has them. */
    static long key(Position position) {
        return position instanceof Symmetric s ? s.symmetricHash() : position.hash();
    }

    /**
     * Puts the proofs saved in the file in {@code table}, if the file exists.
     *
     * @return the number of proofs read: 0 when there is no file
     * @throws IllegalArgumentException when the file is not a saved table of this game, was
     *     made with other hash keys, or cannot be read, or its folder cannot be written
     */
    long load(ProofTable table) {
        Path folder = file.toAbsolutePath().getParent();
        if (!Files.isDirectory(folder) || !Files.isWritable(folder)) { // said now, not when the first save fails hours later
            throw new IllegalArgumentException("cannot save the checkpoint " + file + ": the folder " + folder
                    + " does not exist or cannot be written");
        }
        try {
            OutputFile.refuseOther(file); // a save renames a file over it: never over a device or a pipe
        } catch (FileSystemException e) {
            throw new IllegalArgumentException("cannot save the checkpoint " + file + ": " + FileErrors.reason(e));
        }
        if (!Files.exists(file)) {
            return 0;
        }
        try (FileChannel channel = FileChannel.open(file)) {
            DataInputStream in = new DataInputStream(Channels.newInputStream(channel)); // unbuffered: the table goes on from where it stops
            String format;
            try {
                format = in.readUTF();
            } catch (IOException e) {
                format = "";
            }
            if (!format.equals(FORMAT)) {
                throw new IllegalArgumentException(file + " is not a table saved by --checkpoint");
            }
            String name = in.readUTF();
            if (!name.equals(game.name())) {
                throw new IllegalArgumentException(file + " holds proofs of " + name + ", not of " + game.name());
            }
            String text = in.readUTF();
            long key = in.readLong();
            if (key(game.parse(text)) != key) {
                throw new IllegalArgumentException(file + " was made with other hash keys (another version of zermelo): "
                        + "its proofs cannot be read");
            }
            return table.readFrom(channel);
        } catch (EOFException e) {
            throw new IllegalArgumentException(file + " is cut short: not a whole saved table");
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the checkpoint " + file + ": " + e.getMessage());
        }
    }

    /**
     * Runs {@code proof} of {@code root} on {@code table}, saving the table as it goes, when the
     * program is stopped, and at the end; tells {@code listener} of each save (null: no one).
     */
    int around(ProofTable table, Position root, ProgressListener listener, java.util.function.IntSupplier proof) {
        this.table = table;
        this.listener = listener;
        rootText = root.toString();
        rootKey = key(root);
        lastSave = System.nanoTime();
        saveFailure = null;
        Thread saveOnExit = new Thread(this::saveNow, "zermelo-checkpoint");
        Runtime.getRuntime().addShutdownHook(saveOnExit);
        try {
            return proof.getAsInt();
        } finally {
            Runtime.getRuntime().removeShutdownHook(saveOnExit);
            awaitSave();
            saveNow();
        }
    }

    /**
     * Starts a save on a thread of its own if it is time and none is under way; throws why the
     * last save failed, if it did.
     */
    void saveIfDue() {
        RuntimeException failure = saveFailure;
        if (failure != null) {
            throw failure;
        }
        if (System.nanoTime() - lastSave < everyNanos || saving != null && saving.isAlive()) {
            return;
        }
        lastSave = System.nanoTime();
        saving = Thread.ofPlatform().name("zermelo-checkpoint").daemon().start(() -> {
            try {
                saveNow();
            } catch (RuntimeException e) {
                saveFailure = e;
            }
        });
    }

    /** Waits for the save started by {@link #saveIfDue}, if one is under way: a file is never left half written. */
    private void awaitSave() {
        boolean interrupted = false;
        while (saving != null && saving.isAlive()) {
            try {
                saving.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Saves the table and tells the listener: one save at a time, from any thread. */
    private synchronized void saveNow() {
        long start = System.nanoTime();
        long saved = save(table, rootText, rootKey);
        if (listener != null) {
            listener.saved(saved, file, System.nanoTime() - start);
        }
    }

    /**
     * Saves {@code table}, whose keys are those of {@code root} ({@code root} is written as
     * {@code rootText}, its key {@code rootKey}: it may have moved since). Other threads may go
     * on filling the table meanwhile: each slot is a proof, read whole.
     *
     * @return the number of proofs saved
     */
    private long save(ProofTable table, String rootText, long rootKey) {
        Path temporary;
        try {
            temporary = OutputFile.freshPart(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot save the checkpoint " + file + ": " + FileErrors.reason(e), e);
        }
        long saved;
        try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            DataOutputStream out = new DataOutputStream(Channels.newOutputStream(channel)); // unbuffered: the table follows on the channel
            out.writeUTF(FORMAT);
            out.writeUTF(game.name());
            out.writeUTF(rootText);
            out.writeLong(rootKey);
            saved = table.writeTo(channel);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot save the checkpoint " + file + ": " + FileErrors.reason(e), e);
        }
        try {
            OutputFile.refuseOther(file);
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot save the checkpoint " + file + ": " + FileErrors.reason(e), e);
        }
        return saved;
    }
}
