package org.zermelo.learn;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.Supplier;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;

/**
 * Evaluations by name, as AI specs and the command line write them ({@code eval=course},
 * {@code eval=othello.json}): one of the game's own ({@link Game#evaluations}), or a learned one
 * read from a weights file ({@link WeightsFile}), which is how two evaluations are matched.
 */
public final class Evaluations {

    private Evaluations() {}

    /**
     * An evaluation and where it comes from.
     *
     * @param name how it was asked for: a name of the game's, or the file
     * @param factory a new evaluator at each call (an evaluator serves one search at a time)
     * @param learned the learned values, for a weights file; null for the game's own
     */
    public record Named(String name, Supplier<Evaluator> factory, WeightsFile.Learned learned) {}

    /** The game's default evaluation, the first of its own. */
    public static Named defaultOf(Game game) {
        Map.Entry<String, Supplier<Evaluator>> first = game.evaluations().entrySet().iterator().next();
        return new Named(first.getKey(), first.getValue(), null);
    }

    /**
     * The evaluation {@code spec} names for {@code game}: one of its own by name, or a weights
     * file (a name with a '/' or ending in .json): weights written by {@code zermelo learn}, a rote memory
     * ({@link RoteMemory}) or signature tables ({@link SignatureTables}).
     *
     * @throws IllegalArgumentException naming the evaluations there are, or why the file is refused
     */
    public static Named resolve(Game game, String spec) {
        Map<String, Supplier<Evaluator>> own = game.evaluations();
        if (own.containsKey(spec)) {
            return new Named(spec, own.get(spec), null);
        }
        if (spec.endsWith(".json") || spec.contains("/")) {
            Path file;
            try {
                file = Path.of(spec);
            } catch (InvalidPathException e) {
                throw new IllegalArgumentException("'" + spec + "' is not a file name: " + e.getReason());
            }
            String text = WeightsFile.readText(file);
            Object json;
            try {
                json = WeightsJson.parse(text);
            } catch (IllegalArgumentException e) {
                json = null; // said by the weights file's reader
            }
            if (json instanceof Map<?, ?> map && RoteMemory.FORMAT.equals(map.get("format"))) {
                RoteMemory.Stored rote;
                try {
                    rote = RoteMemory.parse(game, map);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(file + ": " + e.getMessage());
                }
                Named base = resolve(game, rote.evaluation());
                return new Named(spec, () -> rote.memory().evaluator(base.factory().get()), null);
            }
            if (json instanceof Map<?, ?> map && SignatureTables.FORMAT.equals(map.get("format"))) {
                SignatureTables.Stored tables;
                try {
                    tables = SignatureTables.parse(game, map);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(file + ": " + e.getMessage());
                }
                Named base = resolve(game, tables.base());
                return new Named(spec, () -> tables.tables().evaluator(base.factory().get(), tables.weight()), null);
            }
            WeightsFile.Learned learned;
            try {
                learned = WeightsFile.parse(game, text);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + ": " + e.getMessage());
            }
            return new Named(spec, evaluator(game, learned), learned);
        }
        throw new IllegalArgumentException("unknown evaluation '" + spec + "' for " + game.name() + ": expected "
                + String.join(", ", own.keySet()) + ", or a weights file (FILE.json) written by 'zermelo learn'");
    }

    /** New evaluators of {@code learned}: the game's own for its own linear encodings ({@link GameEncodings#evaluations}), else the network's or the table's. */
    public static Supplier<Evaluator> evaluator(Game game, WeightsFile.Learned learned) {
        if (game instanceof GameEncodings own && learned.network() != null && learned.network().hidden() == 0) {
            Supplier<Evaluator> evaluators = own.evaluations(learned.encoding(), learned.network().weightsCopy());
            if (evaluators != null) {
                return evaluators;
            }
        }
        return learned::evaluator;
    }
}
