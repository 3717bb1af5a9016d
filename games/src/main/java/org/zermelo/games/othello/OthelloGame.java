package org.zermelo.games.othello;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.zermelo.game.BenchmarkCase;
import org.zermelo.game.EngineDrivers;
import org.zermelo.game.Evaluator;
import org.zermelo.game.Game;
import org.zermelo.game.Outcome;
import org.zermelo.game.Position;
import org.zermelo.game.RecordFiles;
import org.zermelo.io.BoundedInput;
import org.zermelo.io.FileErrors;
import org.zermelo.learn.Encoding;
import org.zermelo.learn.GameEncodings;
import org.zermelo.protocol.Protocol;
import org.zermelo.protocol.Protocols;

/** Othello for the tools: notation, start, parser, evaluation, solver, benchmark lines, the NBoard protocol. */
public final class OthelloGame implements Game, Protocols, GameEncodings, EngineDrivers, RecordFiles {

    /** One {@code MOVE:SCORE} of an obf line, like {@code A2:+38}. */
    private static final Pattern MOVE_SCORE = Pattern.compile("([A-Ha-h][1-8]|PA|pa):([+-]?[0-9]{1,2})");

    /** Game values are from -64 to 64: the final disc difference, empties to the winner. */
    @Override
    public int maxValue() {
        return 64;
    }

    @Override
    public String name() {
        return "othello";
    }

    @Override
    public String description() {
        return "Othello (Reversi) on 8x8: a disc must flip a line of the opponent's; X (black) moves first; no move: pass";
    }

    @Override
    public String positionNotation() {
        return "64 characters row by row from a1 to h8 (X black, O white, - empty), a space and the side to move X or O, "
                + "as in FFO files; or the moves from the start like f5d6c3 (a side with no move passes)";
    }

    @Override
    public String moveNotation() {
        return "a square a1 to h8, column letter then row digit; pass when there is no move";
    }

    @Override
    public String example() {
        return "f5d6c3d3c4";
    }

    @Override
    public Position start() {
        return new Othello();
    }

    @Override
    public Position parse(String text) {
        return Othello.parse(text);
    }

    @Override
    public Evaluator evaluator() {
        return new OthelloEvaluation();
    }

    /**
     * The course's evaluation ({@code eval=course}, the default) and the learned patterns
     * ({@code eval=patterns}, in hundredths of a disc: {@link PatternEvaluation}).
     */
    @Override
    public Map<String, Supplier<Evaluator>> evaluations() {
        Map<String, Supplier<Evaluator>> evaluations = new LinkedHashMap<>();
        evaluations.put("course", this::evaluator);
        evaluations.put("patterns", PatternEvaluation::shipped);
        return evaluations;
    }

    /**
     * The learned patterns: at 100 ms a move, pvs with them scored 96.0% against pvs with the
     * course's evaluation over 200 games from 8 random plies (README.md).
     */
    @Override
    public String playEvaluation() {
        return "patterns";
    }

    /**
     * The book of Zermelo's own games ({@code othello.book}: docs/games.md tells how it was built);
     * {@code zermelo play} consults it.
     */
    @Override
    public String openingBook() {
        return "othello";
    }

    /** The learned patterns' encoding ({@link Patterns}), whose weights are discs. */
    @Override
    public List<String> encodingNames() {
        return List.of(Patterns.NAME);
    }

    @Override
    public Encoding encoding(String name) {
        return name.equals(Patterns.NAME) ? new Patterns() : null;
    }

    /** Pattern weights are read in discs, not through a tanh. */
    @Override
    public Supplier<Evaluator> evaluations(String name, double[] weights) {
        if (!name.equals(Patterns.NAME)) {
            return null;
        }
        PatternEvaluation shared = new PatternEvaluation(weights);
        return shared::copy;
    }

    /**
     * MTD(f): null windows only, stepping from 0 by the bounds they return (fewer nodes than PVS
     * with the same ordering: docs/measurements.md).
     */
    @Override
    public String solver() {
        return "mtdf";
    }

    /**
     * Reads a line of an obf file (the FFO endgame suite): {@code BOARD SIDE; MOVE:SCORE; ...},
     * the board and side as in the notation, then moves with their exact scores, best first.
     * The expected value is the first score.
     */
    @Override
    public BenchmarkCase benchmarkCase(String line) {
        String[] parts = line.strip().split("\\s*;\\s*");
        String expected = "an obf line: a board of 64 characters, a space, the side X or O, then '; MOVE:SCORE' "
                + "for at least one move, like '; A2:+38;'";
        if (parts.length < 2 || !parts[0].matches("[XO-]{64}\\s+[XO]")) {
            throw new IllegalArgumentException("expected " + expected);
        }
        Othello position = Othello.parse(parts[0]);
        int value = 0;
        for (int i = 1; i < parts.length; i++) {
            Matcher m = MOVE_SCORE.matcher(parts[i]);
            if (!m.matches()) {
                throw new IllegalArgumentException("'" + parts[i] + "' is not MOVE:SCORE (a square like A2, or PA, a colon and "
                        + "a disc difference like +38): expected " + expected);
            }
            int score = Integer.parseInt(m.group(2));
            if (score < -64 || score > 64) {
                throw new IllegalArgumentException("score " + m.group(2) + " of " + m.group(1) + " is out of range: a disc "
                        + "difference is between -64 and +64");
            }
            position.parseMove(m.group(1).equalsIgnoreCase("PA") ? "pass" : m.group(1));
            if (i == 1) {
                value = score;
            }
        }
        return new BenchmarkCase(position, value);
    }

    @Override
    public String playerName(int side) {
        return side == 0 ? "X" : "O";
    }

    /** The most a GGF file may hold: 32 MB, some hundred thousand games. */
    private static final long MAX_GGF_BYTES = 32L << 20;

    @Override
    public String recordFormat() {
        return "GGF";
    }

    /** A file whose name ends in {@code .ggf}. */
    @Override
    public boolean isRecordFile(Path file) {
        Path name = file.getFileName();
        return name != null && name.toString().toLowerCase(Locale.ROOT).endsWith(".ggf");
    }

    /**
     * The games of a GGF file ({@link Ggf#readAll}): the players {@code PB} and {@code PW} as X and
     * O, the result from {@code RE} (Black's discs ahead), the other tags by their GGF names.
     */
    @Override
    public List<Recorded> readRecords(Path file) {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(BoundedInput.readAll(file, MAX_GGF_BYTES))).toString();
        } catch (BoundedInput.TooLarge e) {
            throw new IllegalArgumentException(file + " is larger than " + (MAX_GGF_BYTES >> 20) + " MB: too many games for one file");
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException(file + " is not a GGF file: it is not text in UTF-8");
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + FileErrors.reason(e));
        }
        List<Recorded> out = new ArrayList<>();
        int number = 0;
        for (Ggf.Game g : Ggf.readAll(text, file.toString())) {
            Map<String, String> tags = new LinkedHashMap<>();
            g.tags().forEach((tag, value) -> tags.put(tag.equals("PB") ? playerName(0) : tag.equals("PW") ? playerName(1) : tag, value));
            number++;
            out.add(new Recorded(number, 1, tags, g.start(), g.moves(), result(g.tags().get("RE"))));
        }
        return out;
    }

    /** The result for Black, the first player, from GGF's {@code RE[+12.000]}; null when it says none. */
    private static Outcome result(String re) {
        Matcher m = re == null ? null : Pattern.compile("([+-]?[0-9]+(\\.[0-9]*)?).*").matcher(re.strip());
        if (m == null || !m.matches()) {
            return null;
        }
        double discs = Double.parseDouble(m.group(1));
        return discs > 0 ? Outcome.WIN : discs < 0 ? Outcome.LOSS : Outcome.DRAW;
    }

    /**
     * A game in GGF ({@link Ggf#write}): X and O as the players {@code PB} and {@code PW}, the other
     * tags and {@code comment} in its comment {@code C}, the result in discs when the game ended
     * (else in the comment).
     */
    @Override
    public String writeRecord(Map<String, String> tags, Position start, int[] moves, Outcome result, String comment) {
        Map<String, String> ggf = new LinkedHashMap<>();
        if (tags.containsKey(playerName(0))) {
            ggf.put("PB", tags.get(playerName(0)));
        }
        if (tags.containsKey(playerName(1))) {
            ggf.put("PW", tags.get(playerName(1)));
        }
        StringBuilder note = new StringBuilder();
        tags.forEach((tag, value) -> {
            if (!tag.equals(playerName(0)) && !tag.equals(playerName(1))) {
                note.append(note.isEmpty() ? "" : ", ").append(tag).append(' ').append(value);
            }
        });
        Othello end = (Othello) start.copy();
        for (int move : moves) {
            end.play(move);
        }
        if (!end.isTerminal() && result != null) {
            note.append(note.isEmpty() ? "" : ", ").append("result for X: ").append(result.name().toLowerCase(Locale.ROOT));
        }
        if (comment != null) {
            note.append(note.isEmpty() ? "" : "; ").append(comment);
        }
        return Ggf.write(ggf, (Othello) start, moves, note.isEmpty() ? null : note.toString()) + "\n";
    }

    /** The NBoard protocol, by which the NBoard GUI drives an engine ({@code zermelo nboard}). */
    @Override
    public List<Protocol> protocols() {
        return List.of(new NboardProtocol());
    }

    /** Othello engines may speak NBoard ({@link NboardDriver}), as Edax does. */
    @Override
    public List<org.zermelo.game.EngineDriver> drivers() {
        return List.of(new NboardDriver());
    }
}
